// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QPoint>
#include <QRectF>
#include <QVector>
#include <QWidget>

#include <optional>

class QCustomPlot;
class QCPGraph;
class QCPItemRect;
class QCPItemStraightLine;
class QCPItemText;

namespace rocmtune {

// A box of whole units a point may stand in (inclusive ends).
struct PointBox {
    int xMin = 0;
    int xMax = 0;
    int yMin = 0;
    int yMax = 0;
    bool operator==(const PointBox &other) const = default;
};

// A plot of a few points in whole units (a curve a driver takes point by
// point) that a person drags with the mouse or moves with the keyboard; each
// point stays inside the box allowedBox() gives it, and the boxes the driver
// states are shaded. The fan curve (one range for every point, kept between
// its neighbours) and the voltage curve (a box per point) are both this.
// A live value is drawn as a vertical line at x and a marker at (x, y).
// Keyboard: Tab into the plot selects the first point (Shift+Tab the last),
// the arrows move it by one unit (with Shift by ten), Tab / Shift+Tab step
// through the points and past the last (first) one leave the plot, so the
// plot never traps the focus; the selected point is ringed while the plot
// has focus.
class PointBoxPlot : public QWidget
{
    Q_OBJECT
public:
    explicit PointBoxPlot(QWidget *parent = nullptr);

    void setPoints(const QVector<QPoint> &points); // does not emit pointsEdited
    QVector<QPoint> points() const { return points_; }
    // The shaded areas (what the driver accepts) and the axes' extent.
    void setShadedBoxes(const QVector<PointBox> &boxes);
    void setAxisRanges(double xLower, double xUpper, double yLower, double yUpper);
    // The live value (nullopt x hides the line; nullopt y the marker).
    void setLive(std::optional<double> x, std::optional<double> y);
    void setEditable(bool editable);
    // Moves point i to (x, y), rounded and clamped into allowedBox(i) as a
    // drag would be; emits pointsEdited when it moved.
    void movePoint(int index, double x, double y);
    QCustomPlot *plot() const { return plot_; }
    // The text written beside point i (pointLabel), for tests; empty when none.
    QString pointText(int index) const;
    // Where that label is drawn, in the plot's pixels (empty when it is not shown).
    QRectF pointTextRect(int index) const;
    QRectF liveTextRect() const;
    // The point the arrow keys move (-1: none yet).
    int selectedPoint() const { return selected_; }
    // Where point i may go now (the drag and the keys stop at its edges).
    virtual PointBox allowedBox(int index) const;

signals:
    void pointsEdited(const QVector<QPoint> &points);

protected:
    bool eventFilter(QObject *watched, QEvent *event) override;
    // The live line's label, in the current language (empty: no label).
    virtual QString liveLabel(double x, std::optional<double> y) const = 0;
    // A point's values written beside it ("40 °C, 30 %"), in the current language; empty (the default): none.
    virtual QString pointLabel(const QPoint &) const { return QString(); }
    void redraw();
    void placeLabels();
    // Puts a point's label at the first clear place around `at` (pixels) inside `area`, and adds its rectangle to `taken`.
    static void placeLabel(QCPItemText *text, const QPointF &at, const QRectF &area, QVector<QRectF> *taken);
    static QRectF textRect(QCPItemText *text);
    const QVector<QPoint> &currentPoints() const { return points_; }

private:
    void applyColors(); // the shaded boxes and the selection ring in the light or dark look
    bool stepSelection(bool forward); // false: past the end, the focus moves on
    int pointNear(const QPointF &pixel) const;

    QCustomPlot *plot_ = nullptr;
    QCPGraph *curveGraph_ = nullptr;
    QCPGraph *liveGraph_ = nullptr;
    QCPGraph *selectedGraph_ = nullptr;
    QVector<QCPItemRect *> shaded_;
    QVector<PointBox> boxes_;
    QCPItemStraightLine *liveLine_ = nullptr;
    QCPItemText *liveText_ = nullptr;
    QVector<QCPItemText *> pointTexts_; // pointLabel() of each point
    QVector<QPoint> points_;
    std::optional<double> liveX_;
    std::optional<double> liveY_;
    int dragging_ = -1;
    int selected_ = -1;
    bool editable_ = true;
};

} // namespace rocmtune
