// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "core/backends/FanVoltageControls.h"
#include "widgets/tuning/controls/common/PointBoxPlot.h"

#include <optional>

namespace rocmtune {

// The fan curve editor's plot: hotspot temperature (°C) across, duty cycle
// (%) up. A point stays between its neighbours and inside the driver's
// ranges, so the curve stays non-decreasing; the region the driver accepts
// (its OD_RANGE lines) is shaded; the live hotspot temperature is a vertical
// line and the fan's duty cycle now a marker on it. Dragging and the
// keyboard are PointBoxPlot's.
class FanCurvePlot : public PointBoxPlot
{
    Q_OBJECT
public:
    explicit FanCurvePlot(QWidget *parent = nullptr);

    // The ranges the driver states; the curve is clamped into them.
    void setRanges(const IntRange &temperatureCelsius, const IntRange &pwmPercent);
    void setCurve(const FanCurve &curve); // does not emit curveEdited
    FanCurve curve() const;
    // The curve the firmware holds now, drawn dashed under the edited one while the two differ (the fan follows
    // this one, not the edits, until Apply); empty: no curve of ours is in force (the firmware's own control).
    void setInForce(const FanCurve &curve);
    FanCurve inForce() const { return inForce_; }
    bool inForceShown() const;
    void retranslate();
    PointBox allowedBox(int index) const override;

signals:
    void curveEdited(const rocmtune::FanCurve &curve);

protected:
    QString liveLabel(double hotspotCelsius, std::optional<double> fanPercent) const override;
    QString pointLabel(const QPoint &point) const override; // "40 °C\n30%" over each point

private:
    IntRange temperatures_{25, 100};
    IntRange pwm_{15, 100};
    FanCurve inForce_;
    QCPGraph *inForceGraph_ = nullptr;
    void showInForce();
};

} // namespace rocmtune
