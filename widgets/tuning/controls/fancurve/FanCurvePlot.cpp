// SPDX-License-Identifier: GPL-3.0-or-later
#include "widgets/tuning/controls/fancurve/FanCurvePlot.h"

#include <qcustomplot.h>

#include <algorithm>

namespace rocmtune {

FanCurvePlot::FanCurvePlot(QWidget *parent) : PointBoxPlot(parent)
{
    setObjectName(QStringLiteral("fanCurvePlot"));
    plot()->setObjectName(QStringLiteral("fanCurveCustomPlot"));
    connect(this, &PointBoxPlot::pointsEdited, this, [this] {
        showInForce();
        emit curveEdited(curve());
    });
    inForceGraph_ = plot()->addGraph();
    inForceGraph_->setPen(QPen(QColor(150, 150, 150), 1.5, Qt::DashLine));
    inForceGraph_->setLayer(QStringLiteral("background"));
    inForceGraph_->setVisible(false);
    setRanges(temperatures_, pwm_);
    retranslate();
}

void FanCurvePlot::retranslate()
{
    plot()->xAxis->setLabel(tr("Junction temperature (°C)"));
    plot()->yAxis->setLabel(tr("Fan duty (%)"));
    plot()->setToolTip(tr("Drag a point to change the curve. The shaded area is what the driver accepts."));
    redraw();
}

void FanCurvePlot::setRanges(const IntRange &temperatureCelsius, const IntRange &pwmPercent)
{
    temperatures_ = temperatureCelsius;
    pwm_ = pwmPercent;
    setShadedBoxes({PointBox{temperatures_.min, temperatures_.max, pwm_.min, pwm_.max}});
    setAxisRanges(std::min(0, temperatures_.min - 5), std::max(110, temperatures_.max + 5), 0, 105);
}

void FanCurvePlot::setCurve(const FanCurve &curve)
{
    QVector<QPoint> points;
    for (const FanCurvePoint &p : curve)
        points << QPoint(p.temperatureCelsius, p.pwmPercent);
    setPoints(points);
    showInForce();
}

void FanCurvePlot::setInForce(const FanCurve &curve)
{
    inForce_ = curve;
    showInForce();
}

bool FanCurvePlot::inForceShown() const
{
    return inForceGraph_->visible();
}

void FanCurvePlot::showInForce()
{
    QVector<double> x, y;
    for (const FanCurvePoint &p : inForce_) {
        x << p.temperatureCelsius;
        y << p.pwmPercent;
    }
    inForceGraph_->setData(x, y, true);
    inForceGraph_->setVisible(!inForce_.isEmpty() && inForce_ != curve());
    plot()->replot(QCustomPlot::rpQueuedReplot);
}

FanCurve FanCurvePlot::curve() const
{
    FanCurve curve;
    for (const QPoint &p : currentPoints())
        curve.push_back({p.x(), p.y()});
    return curve;
}

PointBox FanCurvePlot::allowedBox(int index) const
{
    // Between the neighbours (non-decreasing in both columns) and inside the ranges.
    const QVector<QPoint> &p = currentPoints();
    PointBox box{temperatures_.min, temperatures_.max, pwm_.min, pwm_.max};
    if (index > 0) {
        box.xMin = std::max(box.xMin, p[index - 1].x());
        box.yMin = std::max(box.yMin, p[index - 1].y());
    }
    if (index + 1 < p.size()) {
        box.xMax = std::min(box.xMax, p[index + 1].x());
        box.yMax = std::min(box.yMax, p[index + 1].y());
    }
    return box;
}

QString FanCurvePlot::pointLabel(const QPoint &point) const
{
    //: A fan curve point's values written over it: temperature, then fan speed
    return tr("%1 °C\n%2%").arg(point.x()).arg(point.y());
}

QString FanCurvePlot::liveLabel(double hotspotCelsius, std::optional<double> fanPercent) const
{
    return fanPercent ? tr("%1 °C, fan %2%").arg(hotspotCelsius, 0, 'f', 0).arg(*fanPercent, 0, 'f', 0)
                      : tr("%1 °C").arg(hotspotCelsius, 0, 'f', 0);
}

} // namespace rocmtune
