// SPDX-License-Identifier: GPL-3.0-or-later
#include "FanCurvePlot.h"

#include "common/PlotTheme.h"

#include <qcustomplot.h>

#include <QFocusEvent>
#include <QKeyEvent>
#include <QMouseEvent>
#include <QVBoxLayout>

#include <algorithm>
#include <cmath>

namespace rocmtune {

namespace {
constexpr double kGrabPixels = 12;
}

FanCurvePlot::FanCurvePlot(QWidget *parent) : QWidget(parent)
{
    setObjectName(QStringLiteral("fanCurvePlot"));
    auto *layout = new QVBoxLayout(this);
    layout->setContentsMargins(0, 0, 0, 0);
    plot_ = new QCustomPlot(this);
    plot_->setObjectName(QStringLiteral("fanCurveCustomPlot"));
    plot_->setMinimumSize(320, 200);
    plot_->setFocusPolicy(Qt::StrongFocus);
    layout->addWidget(plot_);

    allowed_ = new QCPItemRect(plot_);
    allowed_->setPen(Qt::NoPen);
    allowed_->setLayer(QStringLiteral("background"));

    curveGraph_ = plot_->addGraph();
    curveGraph_->setPen(QPen(QColor(255, 140, 40), 2));
    curveGraph_->setScatterStyle(QCPScatterStyle(QCPScatterStyle::ssCircle, QPen(QColor(255, 140, 40), 2), QColor(255, 200, 150), 10));
    liveGraph_ = plot_->addGraph();
    liveGraph_->setLineStyle(QCPGraph::lsNone);
    liveGraph_->setScatterStyle(QCPScatterStyle(QCPScatterStyle::ssDiamond, QPen(QColor(230, 60, 60), 2), QColor(230, 60, 60), 11));
    selectedGraph_ = plot_->addGraph();
    selectedGraph_->setLineStyle(QCPGraph::lsNone);

    hotspotLine_ = new QCPItemStraightLine(plot_);
    hotspotLine_->setPen(QPen(QColor(230, 60, 60), 1, Qt::DashLine));
    hotspotLabel_ = new QCPItemText(plot_);
    hotspotLabel_->setPositionAlignment(Qt::AlignLeft | Qt::AlignTop);
    hotspotLabel_->setColor(QColor(230, 60, 60));

    plot_->xAxis->setRange(0, 110);
    plot_->yAxis->setRange(0, 105);
    plot_->installEventFilter(this);
    retranslate();
    followPlotTheme(plot_);
    applyColors();
    connect(GraphThemeWatcher::instance(), &GraphThemeWatcher::changed, this, &FanCurvePlot::applyColors);
    redraw();
}

void FanCurvePlot::applyColors()
{
    const ThemeColors colors = ThemeColors::resolve(plot_->palette(), GraphThemeWatcher::instance()->theme());
    // The light look's faint blue disappears on a dark background: lighter and denser there.
    allowed_->setBrush(colors.dark ? QColor(110, 180, 255, 75) : QColor(80, 160, 255, 40));
    selectedGraph_->setScatterStyle(QCPScatterStyle(QCPScatterStyle::ssCircle, QPen(colors.foreground, 2), Qt::NoBrush, 18));
    plot_->replot(QCustomPlot::rpQueuedReplot);
}

bool FanCurvePlot::stepSelection(bool forward)
{
    const int next = selected_ + (forward ? 1 : -1);
    if (next < 0 || next >= curve_.size())
        return false;
    selected_ = next;
    redraw();
    return true;
}

void FanCurvePlot::retranslate()
{
    plot_->xAxis->setLabel(tr("Hotspot temperature (°C)"));
    plot_->yAxis->setLabel(tr("Fan duty (%)"));
    plot_->setToolTip(tr("Drag a point to change the curve. The shaded area is what the driver accepts."));
    redraw();
}

void FanCurvePlot::setRanges(const IntRange &temperatureCelsius, const IntRange &pwmPercent)
{
    temperatures_ = temperatureCelsius;
    pwm_ = pwmPercent;
    redraw();
}

void FanCurvePlot::setCurve(const FanCurve &curve)
{
    curve_ = curve;
    if (selected_ >= curve_.size())
        selected_ = curve_.isEmpty() ? -1 : 0;
    redraw();
}

void FanCurvePlot::setLive(std::optional<double> hotspotCelsius, std::optional<double> fanPercent)
{
    if (hotspot_ == hotspotCelsius && fanPercent_ == fanPercent)
        return;
    hotspot_ = hotspotCelsius;
    fanPercent_ = fanPercent;
    redraw();
}

void FanCurvePlot::setEditable(bool editable)
{
    editable_ = editable;
    dragging_ = -1;
}

void FanCurvePlot::movePoint(int index, double temperatureCelsius, double pwmPercent)
{
    if (index < 0 || index >= curve_.size())
        return;
    // Between the neighbours (non-decreasing in both columns) and inside the ranges.
    int tLo = temperatures_.min, tHi = temperatures_.max, pLo = pwm_.min, pHi = pwm_.max;
    if (index > 0) {
        tLo = std::max(tLo, curve_[index - 1].temperatureCelsius);
        pLo = std::max(pLo, curve_[index - 1].pwmPercent);
    }
    if (index + 1 < curve_.size()) {
        tHi = std::min(tHi, curve_[index + 1].temperatureCelsius);
        pHi = std::min(pHi, curve_[index + 1].pwmPercent);
    }
    const FanCurvePoint moved{std::clamp(static_cast<int>(std::lround(temperatureCelsius)), tLo, std::max(tLo, tHi)),
                              std::clamp(static_cast<int>(std::lround(pwmPercent)), pLo, std::max(pLo, pHi))};
    if (moved == curve_[index])
        return;
    curve_[index] = moved;
    redraw();
    emit curveEdited(curve_);
}

int FanCurvePlot::pointNear(const QPointF &pixel) const
{
    int best = -1;
    double bestDistance = kGrabPixels;
    for (int i = 0; i < curve_.size(); ++i) {
        const double x = plot_->xAxis->coordToPixel(curve_[i].temperatureCelsius);
        const double y = plot_->yAxis->coordToPixel(curve_[i].pwmPercent);
        const double d = std::hypot(x - pixel.x(), y - pixel.y());
        if (d <= bestDistance) {
            bestDistance = d;
            best = i;
        }
    }
    return best;
}

bool FanCurvePlot::eventFilter(QObject *watched, QEvent *event)
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
        if (!curve_.isEmpty() && (selected_ < 0 || reason == Qt::TabFocusReason || reason == Qt::BacktabFocusReason))
            selected_ = reason == Qt::BacktabFocusReason ? static_cast<int>(curve_.size()) - 1 : 0;
        redraw();
        return false;
    }
    case QEvent::FocusOut:
        redraw();
        return false;
    case QEvent::KeyPress: {
        auto *e = static_cast<QKeyEvent *>(event);
        if (selected_ < 0 || selected_ >= curve_.size())
            return false;
        const FanCurvePoint p = curve_[selected_];
        switch (e->key()) {
        case Qt::Key_Left: movePoint(selected_, p.temperatureCelsius - 1, p.pwmPercent); return true;
        case Qt::Key_Right: movePoint(selected_, p.temperatureCelsius + 1, p.pwmPercent); return true;
        case Qt::Key_Up: movePoint(selected_, p.temperatureCelsius, p.pwmPercent + 1); return true;
        case Qt::Key_Down: movePoint(selected_, p.temperatureCelsius, p.pwmPercent - 1); return true;
        case Qt::Key_Tab: return stepSelection(true);   // past the last point: on to the next control
        case Qt::Key_Backtab: return stepSelection(false); // before the first: back to the previous one
        default: return false;
        }
    }
    default:
        return QWidget::eventFilter(watched, event);
    }
}

void FanCurvePlot::redraw()
{
    allowed_->topLeft->setCoords(temperatures_.min, pwm_.max);
    allowed_->bottomRight->setCoords(temperatures_.max, pwm_.min);
    QVector<double> xs, ys;
    for (const FanCurvePoint &p : curve_) {
        xs << p.temperatureCelsius;
        ys << p.pwmPercent;
    }
    curveGraph_->setData(xs, ys, true);
    if (hotspot_) {
        hotspotLine_->setVisible(true);
        hotspotLine_->point1->setCoords(*hotspot_, 0);
        hotspotLine_->point2->setCoords(*hotspot_, 1);
        hotspotLabel_->setVisible(true);
        // Right of the line, or left of it near the right edge so the text stays inside.
        const bool nearRightEdge = *hotspot_ > plot_->xAxis->range().upper - 50;
        hotspotLabel_->setPositionAlignment((nearRightEdge ? Qt::AlignRight : Qt::AlignLeft) | Qt::AlignTop);
        hotspotLabel_->position->setCoords(*hotspot_ + (nearRightEdge ? -1 : 1), 103);
        hotspotLabel_->setText(fanPercent_ ? tr("%1 °C, fan %2 %").arg(*hotspot_, 0, 'f', 0).arg(*fanPercent_, 0, 'f', 0)
                                           : tr("%1 °C").arg(*hotspot_, 0, 'f', 0));
    } else {
        hotspotLine_->setVisible(false);
        hotspotLabel_->setVisible(false);
    }
    if (editable_ && plot_->hasFocus() && selected_ >= 0 && selected_ < curve_.size())
        selectedGraph_->setData(QVector<double>{double(curve_[selected_].temperatureCelsius)}, QVector<double>{double(curve_[selected_].pwmPercent)}, true);
    else
        selectedGraph_->data()->clear();
    if (hotspot_ && fanPercent_)
        liveGraph_->setData(QVector<double>{*hotspot_}, QVector<double>{*fanPercent_}, true);
    else
        liveGraph_->data()->clear();
    plot_->xAxis->setRange(std::min(0, temperatures_.min - 5), std::max(110, temperatures_.max + 5));
    plot_->replot(QCustomPlot::rpQueuedReplot);
}

} // namespace rocmtune
