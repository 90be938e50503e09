// SPDX-License-Identifier: GPL-3.0-or-later
#include "core/tuning/controls/fanmode/FanModeRule.h"

#include "core/backends/FanBootCurve.h"
#include "core/tuning/TuningTr.h"
#include "core/tuning/controls/fancurve/FanCurveValue.h"

#include <QCoreApplication>

#include <cstdlib>

namespace rocmtune {

namespace {
IntRange fixedRange(const FanControl &fan)
{
    return fan.firmwareCurveSettable() ? fan.curvePwmRange : IntRange{0, 100};
}
} // namespace

bool FanModeRule::offered(const ControlState &state) const
{
    const FanControl *fan = state.perControl.get<FanControl>();
    return fan && (fan->firmwareCurveSettable() || fan->manualPwmSettable);
}

void FanModeRule::validate(const TuningValues &values, const ControlState &state, const SafetyPolicy &policy, ValidationMode mode,
                           QVector<Refusal> *refusals) const
{
    if (!offered(state)) {
        refusals->push_back(unsupported(id(), state));
        return;
    }
    const FanModeValue &v = valueIn(values);
    if (v.mode == FanMode::Curve) {
        refusals->push_back({id(), QStringLiteral("needs_curve"), TuningTr::tr("Fan mode \"curve\" needs the curve itself (the fan curve control).")});
        return;
    }
    if (values.perControl.has<FanCurveValue>()) {
        refusals->push_back({id(), QStringLiteral("conflict"),
                             TuningTr::tr("A fan curve and fan mode \"%1\" cannot be set together.").arg(QLatin1String(fanModeKey(v.mode)))});
        return;
    }
    if (v.mode == FanMode::Fixed) {
        const IntRange range = fixedRange(*state.perControl.get<FanControl>());
        if (!range.contains(v.speedPercent))
            refusals->push_back({id(), v.speedPercent < range.min ? QStringLiteral("driver_min") : QStringLiteral("driver_max"),
                                 TuningTr::tr("Fan speed %1% is outside the range of %2-%3% this card accepts.")
                                     .arg(v.speedPercent).arg(range.min).arg(range.max)});
        // The administrator's fan limits (FanLimits), on every card, fixed 0 % included.
        if (const QString problem = policy.fan.fixedSpeedProblem(v.speedPercent); mode != ValidationMode::Restore && !problem.isEmpty())
            refusals->push_back({id(), policy.fan.fixedSpeedLimitKey(v.speedPercent), problem});
    }
}

void FanModeRule::captureFan(const FanControl &fan, const ControlState &state, TuningValues *snapshot)
{
    const std::optional<FanMode> mode = fanModeIn(fan, state);
    if (!mode)
        return;
    if (*mode == FanMode::Curve && fan.curve) {
        snapshot->perControl.set(FanCurveValue{*fan.curve});
        snapshot->perControl.remove<FanModeValue>();
        return;
    }
    int speed = fan.speedPercent.value_or(0);
    if (*mode == FanMode::Fixed && fan.curve && !fan.curve->isEmpty())
        speed = fan.curve->front().pwmPercent;
    snapshot->perControl.set(FanModeValue{*mode, *mode == FanMode::Fixed ? speed : 0});
    snapshot->perControl.remove<FanCurveValue>();
}

void FanModeRule::capture(const ControlState &state, const TuningValues &, TuningValues *snapshot) const
{
    if (const FanControl *fan = state.perControl.get<FanControl>(); fan && offered(state))
        captureFan(*fan, state, snapshot);
}

void FanModeRule::defaults(const ControlState &state, TuningValues *out) const
{
    if (offered(state))
        out->perControl.set(FanModeValue{FanMode::Auto, 0});
}

WriteResult FanModeRule::write(Backend &backend, int index, const TuningValues &values) const
{
    const FanModeValue &v = valueIn(values);
    return v.mode == FanMode::Fixed ? backend.setFanFixed(index, v.speedPercent) : backend.setFanAuto(index);
}

std::optional<QString> FanModeRule::verify(const TuningValues &values, const ControlState &state) const
{
    const FanControl *fan = state.perControl.get<FanControl>();
    const std::optional<FanMode> mode = fan ? fanModeIn(*fan, state) : std::nullopt;
    if (!mode)
        return TuningTr::tr("the fan mode can no longer be read");
    const FanModeValue &v = valueIn(values);
    if (*mode != v.mode)
        return TuningTr::tr("the card shows fan mode %1 instead of %2").arg(QLatin1String(fanModeKey(*mode)), QLatin1String(fanModeKey(v.mode)));
    if (v.mode == FanMode::Fixed) {
        const int speed = fan->curve && !fan->curve->isEmpty() ? fan->curve->front().pwmPercent : fan->speedPercent.value_or(-100);
        if (std::abs(speed - v.speedPercent) > 1)
            return TuningTr::tr("the card shows a fixed fan speed of %1% instead of %2%").arg(speed).arg(v.speedPercent);
    }
    return std::nullopt;
}

} // namespace rocmtune
