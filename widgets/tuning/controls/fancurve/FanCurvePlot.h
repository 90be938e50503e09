// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "backends/FanVoltageControls.h"

#include <QWidget>

#include <optional>

class QCustomPlot;
class QCPGraph;
class QCPItemRect;
class QCPItemStraightLine;
class QCPItemText;
class QMouseEvent;

namespace rocmtune {

// The fan curve editor's plot: hotspot temperature (°C) across, duty cycle
// (%) up. The points are dragged with the mouse (a point stays between its
// neighbours and inside the driver's ranges, so the curve stays
// non-decreasing); the region the driver accepts (its OD_RANGE lines) is
// shaded; the live hotspot temperature is a vertical line and the fan's duty
// cycle now a marker on it. Keyboard: Tab into the plot selects the first
// point (Shift+Tab the last), the arrows move it, Tab / Shift+Tab step through
// the points and past the last (first) one leave the plot, so the plot never
// traps the focus; the selected point is ringed while the plot has focus.
class FanCurvePlot : public QWidget
{
    Q_OBJECT
public:
    explicit FanCurvePlot(QWidget *parent = nullptr);

    // The ranges the driver states; the curve is clamped into them.
    void setRanges(const IntRange &temperatureCelsius, const IntRange &pwmPercent);
    void setCurve(const FanCurve &curve); // does not emit curveEdited
    FanCurve curve() const { return curve_; }
    // The live values (nullopt hides them).
    void setLive(std::optional<double> hotspotCelsius, std::optional<double> fanPercent);
    void setEditable(bool editable);
    // Moves point i to (temperature, pwm), clamped as a drag would be; emits curveEdited.
    void movePoint(int index, double temperatureCelsius, double pwmPercent);
    QCustomPlot *plot() const { return plot_; }
    // The point the arrow keys move (-1: none yet).
    int selectedPoint() const { return selected_; }
    void retranslate();

signals:
    void curveEdited(const rocmtune::FanCurve &curve);

protected:
    bool eventFilter(QObject *watched, QEvent *event) override;

private:
    void redraw();
    void applyColors(); // the shaded range and the selection ring in the light or dark look
    bool stepSelection(bool forward); // false: past the end, the focus moves on
    int pointNear(const QPointF &pixel) const;

    QCustomPlot *plot_ = nullptr;
    QCPGraph *curveGraph_ = nullptr;
    QCPGraph *liveGraph_ = nullptr;
    QCPGraph *selectedGraph_ = nullptr;
    QCPItemRect *allowed_ = nullptr;
    QCPItemStraightLine *hotspotLine_ = nullptr;
    QCPItemText *hotspotLabel_ = nullptr;
    FanCurve curve_;
    IntRange temperatures_{25, 100};
    IntRange pwm_{15, 100};
    std::optional<double> hotspot_;
    std::optional<double> fanPercent_;
    int dragging_ = -1;
    int selected_ = -1;
    bool editable_ = true;
};

} // namespace rocmtune
