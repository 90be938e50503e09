// SPDX-License-Identifier: GPL-3.0-or-later
#include "widgets/tuning/controls/voltagecurve/VoltageCurvePlot.h"

#include <qcustomplot.h>

#include <algorithm>

namespace rocmtune {

VoltageCurvePlot::VoltageCurvePlot(QWidget *parent) : PointBoxPlot(parent)
{
    setObjectName(QStringLiteral("voltageCurvePlot"));
    plot()->setObjectName(QStringLiteral("voltageCurveCustomPlot"));
    plot()->setMinimumSize(400, 180); // three boxes over 1400 MHz: wider than the fan curve's plot
    connect(this, &PointBoxPlot::pointsEdited, this, [this] { emit curveEdited(curve()); });
    retranslate();
}

void VoltageCurvePlot::retranslate()
{
    plot()->xAxis->setLabel(tr("GFX clock (MHz)"));
    plot()->yAxis->setLabel(tr("Voltage (mV)"));
    plot()->setToolTip(tr("Drag a point to change the curve. Each point stays in its shaded box, the range the driver accepts for it."));
    redraw();
}

void VoltageCurvePlot::setControl(const VoltageCurveControl &control)
{
    QVector<PointBox> boxes;
    for (int i = 0; i < control.points.size(); ++i) {
        const IntRange clock = control.clockRangesMegahertz.value(i);
        const IntRange volt = control.voltageRangesMillivolts.value(i);
        boxes << PointBox{clock.min, clock.max, volt.min, volt.max};
    }
    setShadedBoxes(boxes);
    if (!boxes.isEmpty()) {
        int xMin = boxes.front().xMin, xMax = boxes.front().xMax, yMin = boxes.front().yMin, yMax = boxes.front().yMax;
        for (const PointBox &b : std::as_const(boxes)) {
            xMin = std::min(xMin, b.xMin);
            xMax = std::max(xMax, b.xMax);
            yMin = std::min(yMin, b.yMin);
            yMax = std::max(yMax, b.yMax);
        }
        // A margin round the boxes so the edge points can be grabbed and the live line's label fits.
        const double xPad = std::max(50.0, (xMax - xMin) * 0.06);
        const double yPad = std::max(25.0, (yMax - yMin) * 0.12);
        setAxisRanges(xMin - xPad, xMax + xPad, yMin - yPad, yMax + yPad);
    }
    setCurve(control.points);
}

void VoltageCurvePlot::setCurve(const VoltageCurve &curve)
{
    QVector<QPoint> points;
    for (const VoltageCurvePoint &p : curve)
        points << QPoint(p.clockMegahertz, p.millivolts);
    setPoints(points);
}

VoltageCurve VoltageCurvePlot::curve() const
{
    VoltageCurve curve;
    for (const QPoint &p : currentPoints())
        curve.push_back({p.x(), p.y()});
    return curve;
}

PointBox VoltageCurvePlot::allowedBox(int index) const
{
    // The driver's box, narrowed to stay between the neighbours: above the point before (a clock 1 MHz higher,
    // at least its voltage) and below the point after. A neighbour already on the wrong side (typed in a box)
    // leaves the driver's edge: the rule refuses that curve beside the row.
    const PointBox driver = PointBoxPlot::allowedBox(index);
    PointBox box = driver;
    const QVector<QPoint> &p = currentPoints();
    if (index > 0 && index - 1 < p.size()) {
        box.xMin = std::max(box.xMin, p[index - 1].x() + 1);
        box.yMin = std::max(box.yMin, p[index - 1].y());
    }
    if (index + 1 < p.size()) {
        box.xMax = std::min(box.xMax, p[index + 1].x() - 1);
        box.yMax = std::min(box.yMax, p[index + 1].y());
    }
    if (box.xMin > box.xMax) {
        box.xMin = driver.xMin;
        box.xMax = driver.xMax;
    }
    if (box.yMin > box.yMax) {
        box.yMin = driver.yMin;
        box.yMax = driver.yMax;
    }
    return box;
}

QString VoltageCurvePlot::liveLabel(double clockMegahertz, std::optional<double> millivolts) const
{
    return millivolts ? tr("GFX %1 MHz at %2 mV").arg(clockMegahertz, 0, 'f', 0).arg(*millivolts, 0, 'f', 0)
                      : tr("GFX %1 MHz").arg(clockMegahertz, 0, 'f', 0);
}

} // namespace rocmtune
