// SPDX-License-Identifier: GPL-3.0-or-later
#include "core/tuning/controls/fancurve/FanCurveRule.h"

#include "core/tuning/TuningTr.h"
#include "core/tuning/controls/fanmode/FanModeRule.h"

#include <QCoreApplication>

namespace rocmtune {

bool FanCurveRule::offered(const ControlState &state) const
{
    const FanControl *fan = state.perControl.get<FanControl>();
    return fan && fan->firmwareCurveSettable();
}

void FanCurveRule::validate(const TuningValues &values, const ControlState &state, const SafetyPolicy &policy, ValidationMode mode,
                            QVector<Refusal> *refusals) const
{
    if (!offered(state)) {
        refusals->push_back(unsupported(id(), state));
        return;
    }
    if (valueIn(values).sensor != FanCurveSensor::Junction) {
        refusals->push_back({id(), QStringLiteral("sensor"),
                             TuningTr::tr("The firmware fan curve follows the hotspot (junction) temperature; it cannot follow the %1.")
                                 .arg(fanCurveSensorText(valueIn(values).sensor))});
        return;
    }
    const FanControl *fan = state.perControl.get<FanControl>();
    const QString problem = fanCurveProblem(valueIn(values).points, fan->curveTemperatureRange, fan->curvePwmRange,
                                            static_cast<int>(fan->curve->size()));
    if (!problem.isEmpty()) {
        refusals->push_back({id(), QStringLiteral("od_range"), problem});
        return;
    }
    // The administrator's fan limits (FanLimits): the same rule as the software fan curve's.
    if (const QString limits = policy.fan.curveProblem(valueIn(values).points); mode != ValidationMode::Restore && !limits.isEmpty())
        refusals->push_back({id(), QStringLiteral("fan_limits"), limits});
}

void FanCurveRule::capture(const ControlState &state, const TuningValues &, TuningValues *snapshot) const
{
    if (const FanControl *fan = state.perControl.get<FanControl>(); fan && offered(state))
        FanModeRule::captureFan(*fan, state, snapshot);
}

WriteResult FanCurveRule::write(Backend &backend, int index, const TuningValues &values) const
{
    return backend.setFanCurve(index, valueIn(values).points);
}

std::optional<QString> FanCurveRule::verify(const TuningValues &values, const ControlState &state) const
{
    const FanControl *fan = state.perControl.get<FanControl>();
    if (!fan || !fan->curve)
        return TuningTr::tr("the fan curve can no longer be read");
    if (*fan->curve != valueIn(values).points)
        return TuningTr::tr("the card shows the fan curve %1 instead of %2").arg(fanCurveText(*fan->curve), fanCurveText(valueIn(values).points));
    return std::nullopt;
}

} // namespace rocmtune
