// SPDX-License-Identifier: GPL-3.0-or-later
#include "OverdriveRule.h"

#include "tuning/TuningTr.h"

#include <QCoreApplication>

namespace rocmtune {

void OverdriveRule::validate(const TuningValues &values, const ControlState &state, const SafetyPolicy &policy,
                             ValidationMode mode, QVector<Refusal> *refusals) const
{
    const OverdriveControl *c = state.perControl.get<OverdriveControl>();
    if (!c) {
        refusals->push_back(unsupported(id(), state));
        return;
    }
    const int value = valueIn(values).percent;
    const int driverMax = std::clamp(c->maxPercent, 0, 100);
    if (value < 0) {
        refusals->push_back({id(), QStringLiteral("driver_min"),
                             TuningTr::tr("Overdrive %1 % is below 0 % by %2 %.").arg(value).arg(-value)});
    } else if (value > driverMax) {
        refusals->push_back({id(), QStringLiteral("driver_max"),
                             TuningTr::tr("Overdrive %1 % is above the driver maximum of %2 % by %3 %.").arg(value).arg(driverMax).arg(value - driverMax)});
    } else if (mode != ValidationMode::Restore && value > policy.maxOverdrivePercent) {
        refusals->push_back({id(), QStringLiteral("policy_max"),
                             TuningTr::tr("Overdrive %1 % is above the safety limit of %2 % by %3 %.")
                                 .arg(value).arg(policy.maxOverdrivePercent).arg(value - policy.maxOverdrivePercent)});
    }
}

void OverdriveRule::capture(const ControlState &state, const TuningValues &, TuningValues *snapshot) const
{
    if (const OverdriveControl *c = state.perControl.get<OverdriveControl>())
        snapshot->perControl.set(OverdriveValue{c->currentPercent});
}

void OverdriveRule::defaults(const ControlState &state, TuningValues *out) const
{
    if (offered(state))
        out->perControl.set(OverdriveValue{0});
}

WriteResult OverdriveRule::write(Backend &backend, int index, const TuningValues &values) const
{
    return backend.setOverdrivePercent(index, valueIn(values).percent);
}

std::optional<QString> OverdriveRule::verify(const TuningValues &values, const ControlState &state) const
{
    const OverdriveControl *c = state.perControl.get<OverdriveControl>();
    if (!c)
        return TuningTr::tr("the overdrive can no longer be read");
    if (c->currentPercent != valueIn(values).percent)
        return TuningTr::tr("the driver reports overdrive %1 % instead of %2 %").arg(c->currentPercent).arg(valueIn(values).percent);
    return std::nullopt;
}

} // namespace rocmtune
