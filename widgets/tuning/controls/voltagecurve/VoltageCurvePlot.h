// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "core/backends/FanVoltageControls.h"
#include "widgets/tuning/controls/common/PointBoxPlot.h"

#include <optional>

namespace rocmtune {

// The Vega20 / RDNA1 voltage curve on a plot: GFX clock (MHz) across,
// voltage (mV) up. Each point has its own box, its VDDC_CURVE_SCLK[N] x
// VDDC_CURVE_VOLT[N] lines of OD_RANGE, shaded; a drag or a key never takes
// a point out of it, nor past its neighbours (clocks rise, voltages do not
// fall from point to point, as voltageCurveProblem requires). The live GFX clock is a vertical line and the GFX
// voltage now a marker on it. Dragging and the keyboard are PointBoxPlot's.
class VoltageCurvePlot : public PointBoxPlot
{
    Q_OBJECT
public:
    explicit VoltageCurvePlot(QWidget *parent = nullptr);

    // The card's curve and boxes (one per point); a curve of no points clears the plot.
    void setControl(const VoltageCurveControl &control);
    void setCurve(const VoltageCurve &curve); // does not emit curveEdited
    VoltageCurve curve() const;
    void retranslate();
    // The driver's box of point i, narrowed to stay between its neighbours.
    PointBox allowedBox(int index) const override;

signals:
    void curveEdited(const rocmtune::VoltageCurve &curve);

protected:
    QString liveLabel(double clockMegahertz, std::optional<double> millivolts) const override;
};

} // namespace rocmtune
