// SPDX-License-Identifier: GPL-3.0-or-later
#include "widgets/tuning/controls/common/PointBoxPlot.h"

#include "widgets/common/PlotTheme.h"

#include <qcustomplot.h>

#include <QFocusEvent>
#include <QFontMetricsF>
#include <QKeyEvent>
#include <QMouseEvent>
#include <QVBoxLayout>

#include <algorithm>
#include <cmath>

namespace rocmtune {

namespace {
constexpr double kGrabRadiusPixels = 12;
constexpr double kLiveTextGapPixels = 4;
constexpr double kPointLabelGapPixels = 5;
} // namespace

PointBoxPlot::PointBoxPlot(QWidget *parent) : QWidget(parent)
{
    auto *layout = new QVBoxLayout(this);
    layout->setContentsMargins(0, 0, 0, 0);
    plot_ = new QCustomPlot(this);
    plot_->setMinimumSize(320, 200);
    plot_->setFocusPolicy(Qt::StrongFocus);
    layout->addWidget(plot_);

    curveGraph_ = plot_->addGraph();
    curveGraph_->setPen(QPen(QColor(255, 140, 40), 2));
    curveGraph_->setScatterStyle(QCPScatterStyle(QCPScatterStyle::ssCircle, QPen(QColor(255, 140, 40), 2), QColor(255, 200, 150), 10));
    liveGraph_ = plot_->addGraph();
    liveGraph_->setLineStyle(QCPGraph::lsNone);
    liveGraph_->setScatterStyle(QCPScatterStyle(QCPScatterStyle::ssDiamond, QPen(QColor(230, 60, 60), 2), QColor(230, 60, 60), 11));
    selectedGraph_ = plot_->addGraph();
    selectedGraph_->setLineStyle(QCPGraph::lsNone);

    liveLine_ = new QCPItemStraightLine(plot_);
    liveLine_->setPen(QPen(QColor(230, 60, 60), 1, Qt::DashLine));
    liveText_ = new QCPItemText(plot_);
    liveText_->setPositionAlignment(Qt::AlignLeft | Qt::AlignTop);
    liveText_->setColor(QColor(230, 60, 60));

    plot_->installEventFilter(this);
    connect(plot_, &QCustomPlot::afterLayout, this, &PointBoxPlot::placeLabels);
    followPlotTheme(plot_);
    applyColors();
    connect(GraphThemeWatcher::instance(), &GraphThemeWatcher::changed, this, &PointBoxPlot::applyColors);
}

void PointBoxPlot::applyColors()
{
    const ThemeColors colors = ThemeColors::resolve(plot_->palette(), GraphThemeWatcher::instance()->theme());
    // The light look's faint blue disappears on a dark background: lighter and denser there.
    const QColor shade = colors.dark ? QColor(110, 180, 255, 75) : QColor(80, 160, 255, 40);
    for (QCPItemRect *rect : std::as_const(shaded_)) {
        rect->setBrush(shade);
        rect->setPen(QPen(shade.darker(130), 1));
    }
    selectedGraph_->setScatterStyle(QCPScatterStyle(QCPScatterStyle::ssCircle, QPen(colors.foreground, 2), Qt::NoBrush, 18));
    plot_->replot(QCustomPlot::rpQueuedReplot);
}

void PointBoxPlot::setShadedBoxes(const QVector<PointBox> &boxes)
{
    if (boxes == boxes_)
        return;
    boxes_ = boxes;
    while (shaded_.size() > boxes.size())
        plot_->removeItem(shaded_.takeLast());
    while (shaded_.size() < boxes.size()) {
        auto *rect = new QCPItemRect(plot_);
        rect->setLayer(QStringLiteral("background"));
        shaded_ << rect;
    }
    for (int i = 0; i < boxes.size(); ++i) {
        shaded_[i]->topLeft->setCoords(boxes[i].xMin, boxes[i].yMax);
        shaded_[i]->bottomRight->setCoords(boxes[i].xMax, boxes[i].yMin);
    }
    applyColors();
    redraw();
}

void PointBoxPlot::setAxisRanges(double xLower, double xUpper, double yLower, double yUpper)
{
    plot_->xAxis->setRange(xLower, xUpper);
    plot_->yAxis->setRange(yLower, yUpper);
    redraw();
}

PointBox PointBoxPlot::allowedBox(int index) const
{
    return boxes_.value(index);
}

bool PointBoxPlot::stepSelection(bool forward)
{
    const int next = selected_ + (forward ? 1 : -1);
    if (next < 0 || next >= points_.size())
        return false;
    selected_ = next;
    redraw();
    return true;
}

void PointBoxPlot::setPoints(const QVector<QPoint> &points)
{
    points_ = points;
    if (selected_ >= points_.size())
        selected_ = points_.isEmpty() ? -1 : 0;
    redraw();
}

void PointBoxPlot::setLive(std::optional<double> x, std::optional<double> y)
{
    if (liveX_ == x && liveY_ == y)
        return;
    liveX_ = x;
    liveY_ = y;
    redraw();
}

void PointBoxPlot::setEditable(bool editable)
{
    editable_ = editable;
    dragging_ = -1;
}

void PointBoxPlot::movePoint(int index, double x, double y)
{
    if (index < 0 || index >= points_.size())
        return;
    const PointBox box = allowedBox(index);
    const QPoint moved(std::clamp(static_cast<int>(std::lround(x)), box.xMin, std::max(box.xMin, box.xMax)),
                       std::clamp(static_cast<int>(std::lround(y)), box.yMin, std::max(box.yMin, box.yMax)));
    if (moved == points_[index])
        return;
    points_[index] = moved;
    redraw();
    emit pointsEdited(points_);
}

int PointBoxPlot::pointNear(const QPointF &pixel) const
{
    int best = -1;
    double bestDistance = kGrabRadiusPixels;
    for (int i = 0; i < points_.size(); ++i) {
        const double x = plot_->xAxis->coordToPixel(points_[i].x());
        const double y = plot_->yAxis->coordToPixel(points_[i].y());
        const double d = std::hypot(x - pixel.x(), y - pixel.y());
        if (d <= bestDistance) {
            bestDistance = d;
            best = i;
        }
    }
    return best;
}

bool PointBoxPlot::eventFilter(QObject *watched, QEvent *event)
{
    if (watched != plot_ || !editable_)
        return QWidget::eventFilter(watched, event);
    switch (event->type()) {
    case QEvent::MouseButtonPress: {
        auto *e = static_cast<QMouseEvent *>(event);
        dragging_ = e->button() == Qt::LeftButton ? pointNear(e->position()) : -1;
        if (dragging_ >= 0)
            selected_ = dragging_;
        return dragging_ >= 0;
    }
    case QEvent::MouseMove: {
        auto *e = static_cast<QMouseEvent *>(event);
        if (dragging_ < 0) {
            plot_->setCursor(pointNear(e->position()) >= 0 ? Qt::OpenHandCursor : Qt::ArrowCursor);
            return false;
        }
        movePoint(dragging_, plot_->xAxis->pixelToCoord(e->position().x()), plot_->yAxis->pixelToCoord(e->position().y()));
        return true;
    }
    case QEvent::MouseButtonRelease:
        if (dragging_ >= 0) {
            dragging_ = -1;
            return true;
        }
        return false;
    case QEvent::FocusIn: {
        // Tab selects the first point, Shift+Tab the last; a click keeps what it grabbed.
        const Qt::FocusReason reason = static_cast<QFocusEvent *>(event)->reason();
        if (!points_.isEmpty() && (selected_ < 0 || reason == Qt::TabFocusReason || reason == Qt::BacktabFocusReason))
            selected_ = reason == Qt::BacktabFocusReason ? static_cast<int>(points_.size()) - 1 : 0;
        redraw();
        return false;
    }
    case QEvent::FocusOut:
        redraw();
        return false;
    case QEvent::KeyPress: {
        auto *e = static_cast<QKeyEvent *>(event);
        if (selected_ < 0 || selected_ >= points_.size())
            return false;
        const QPoint p = points_[selected_];
        const int step = e->modifiers().testFlag(Qt::ShiftModifier) ? 10 : 1;
        switch (e->key()) {
        case Qt::Key_Left: movePoint(selected_, p.x() - step, p.y()); return true;
        case Qt::Key_Right: movePoint(selected_, p.x() + step, p.y()); return true;
        case Qt::Key_Up: movePoint(selected_, p.x(), p.y() + step); return true;
        case Qt::Key_Down: movePoint(selected_, p.x(), p.y() - step); return true;
        case Qt::Key_Tab: return stepSelection(true);      // past the last point: on to the next control
        case Qt::Key_Backtab: return stepSelection(false); // before the first: back to the previous one
        default: return false;
        }
    }
    default:
        return QWidget::eventFilter(watched, event);
    }
}

QString PointBoxPlot::pointText(int index) const
{
    return index >= 0 && index < pointTexts_.size() && pointTexts_[index]->visible() ? pointTexts_[index]->text() : QString();
}

QRectF PointBoxPlot::textRect(QCPItemText *text)
{
    return QRectF(text->topLeft->pixelPosition(), text->bottomRight->pixelPosition()).normalized();
}

void PointBoxPlot::placeLabel(QCPItemText *text, const QPointF &at, const QRectF &area, QVector<QRectF> *taken)
{
    struct Place {
        Qt::Alignment alignment;
        QPointF offset;
    };
    const double gap = kPointLabelGapPixels;
    const double line = QFontMetricsF(text->font()).height();
    QVector<Place> places{{Qt::AlignHCenter | Qt::AlignBottom, {0, -gap}},
                          {Qt::AlignHCenter | Qt::AlignTop, {0, gap}},
                          {Qt::AlignLeft | Qt::AlignVCenter, {gap, 0}},
                          {Qt::AlignRight | Qt::AlignVCenter, {-gap, 0}}};
    // Diagonal places for a point in a corner of the graph (100 % at the hottest end).
    places.append({Qt::AlignRight | Qt::AlignTop, {-gap, gap}});
    places.append({Qt::AlignLeft | Qt::AlignTop, {gap, gap}});
    places.append({Qt::AlignRight | Qt::AlignBottom, {-gap, -gap}});
    places.append({Qt::AlignLeft | Qt::AlignBottom, {gap, -gap}});
    for (int k = 1; k <= 8; ++k) {
        places.append({Qt::AlignHCenter | Qt::AlignBottom, {0, -gap - k * line}});
        places.append({Qt::AlignRight | Qt::AlignTop, {-gap, gap + k * line}});
    }
    for (const Place &place : std::as_const(places)) {
        text->setPositionAlignment(place.alignment);
        text->position->setCoords(at + place.offset);
        const QRectF rect = textRect(text);
        if (!area.contains(rect))
            continue;
        const bool clear = std::none_of(taken->cbegin(), taken->cend(), [&rect](const QRectF &other) { return other.intersects(rect); });
        if (clear) {
            taken->append(rect);
            return;
        }
    }
    // Nowhere clear (points on top of each other, on a graph too small): one label, not two over each other.
    text->setVisible(false);
}

void PointBoxPlot::placeLabels()
{
    // After each layout, before drawing: the pixels of the points are those of this size.
    // Points close together would put their labels over each other (and over the live reading):
    // each label takes the first place around its point, above, below, right, left, then higher
    // above, that is inside the graph and clear of the labels already placed.
    QVector<QRectF> taken;
    if (liveText_->visible())
        taken << textRect(liveText_);
    const QRectF area = plot_->axisRect()->rect();
    for (int i = 0; i < pointTexts_.size() && i < points_.size(); ++i) {
        if (pointTexts_[i]->text().isEmpty())
            continue;
        pointTexts_[i]->setVisible(true);
        const QPointF at(plot_->xAxis->coordToPixel(points_[i].x()), plot_->yAxis->coordToPixel(points_[i].y()));
        placeLabel(pointTexts_[i], at, area, &taken);
    }
}

QRectF PointBoxPlot::pointTextRect(int index) const
{
    return pointText(index).isEmpty() ? QRectF() : textRect(pointTexts_[index]);
}

QRectF PointBoxPlot::liveTextRect() const
{
    return liveText_->visible() ? textRect(liveText_) : QRectF();
}

void PointBoxPlot::redraw()
{
    QVector<double> xs, ys;
    for (const QPoint &p : std::as_const(points_)) {
        xs << p.x();
        ys << p.y();
    }
    curveGraph_->setData(xs, ys, true);
    const QCPRange yRange = plot_->yAxis->range();
    if (liveX_) {
        liveLine_->setVisible(true);
        liveLine_->point1->setCoords(*liveX_, yRange.lower);
        liveLine_->point2->setCoords(*liveX_, yRange.upper);
        const QString text = liveLabel(*liveX_, liveY_);
        liveText_->setVisible(!text.isEmpty());
        liveText_->setText(text);
        // Right of the line when the text fits there, else left of it, else from the left edge: never cut off.
        const QRect area = plot_->axisRect()->rect();
        const double line = plot_->xAxis->coordToPixel(*liveX_);
        const double width = QFontMetricsF(liveText_->font()).horizontalAdvance(text) + 2 * kLiveTextGapPixels;
        double left = line + kLiveTextGapPixels;
        if (left + width > area.right())
            left = line - kLiveTextGapPixels - width >= area.left() ? line - kLiveTextGapPixels - width : area.left() + kLiveTextGapPixels;
        liveText_->setPositionAlignment(Qt::AlignLeft | Qt::AlignTop);
        liveText_->position->setCoords(plot_->xAxis->pixelToCoord(left), yRange.upper - yRange.size() / 50);
    } else {
        liveLine_->setVisible(false);
        liveText_->setVisible(false);
    }
    // Each point's values beside it: what a drag changes can be read while dragging (placed by placeLabels()).
    while (pointTexts_.size() < points_.size()) {
        auto *text = new QCPItemText(plot_);
        text->setPadding(QMargins(2, 0, 2, 0));
        text->position->setType(QCPItemPosition::ptAbsolute);
        pointTexts_ << text;
    }
    for (int i = 0; i < pointTexts_.size(); ++i) {
        const QString label = i < points_.size() ? pointLabel(points_[i]) : QString();
        pointTexts_[i]->setVisible(!label.isEmpty());
        pointTexts_[i]->setText(label);
        pointTexts_[i]->setColor(plot_->xAxis->tickLabelColor());
    }
    if (editable_ && plot_->hasFocus() && selected_ >= 0 && selected_ < points_.size())
        selectedGraph_->setData(QVector<double>{double(points_[selected_].x())}, QVector<double>{double(points_[selected_].y())}, true);
    else
        selectedGraph_->data()->clear();
    if (liveX_ && liveY_)
        liveGraph_->setData(QVector<double>{*liveX_}, QVector<double>{*liveY_}, true);
    else
        liveGraph_->data()->clear();
    plot_->replot(QCustomPlot::rpQueuedReplot);
}

} // namespace rocmtune
