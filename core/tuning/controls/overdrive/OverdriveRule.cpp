// SPDX-License-Identifier: GPL-3.0-or-later
#include "OverdriveRule.h"

#include <QCoreApplication>

namespace rocmtune {

namespace {
struct OverdriveRuleText {
    Q_DECLARE_TR_FUNCTIONS(Tuning)
};
} // namespace

void OverdriveRule::validate(const TuningValues &values, const ControlState &state, const SafetyPolicy &policy,
                             ValidationMode mode, QVector<Refusal> *refusals) const
{
    if (!state.overdrivePercent) {
        refusals->push_back(unsupported(id(), state));
        return;
    }
    const int value = *values.overdrivePercent;
    const int driverMax = std::clamp(state.overdriveMaxPercent, 0, 100);
    if (value < 0) {
        refusals->push_back({id(), QStringLiteral("driver_min"),
                             OverdriveRuleText::tr("Overdrive %1 % is below 0 % by %2 %.").arg(value).arg(-value)});
    } else if (value > driverMax) {
        refusals->push_back({id(), QStringLiteral("driver_max"),
                             OverdriveRuleText::tr("Overdrive %1 % is above the driver maximum of %2 % by %3 %.").arg(value).arg(driverMax).arg(value - driverMax)});
    } else if (mode != ValidationMode::Restore && value > policy.maxOverdrivePercent) {
        refusals->push_back({id(), QStringLiteral("policy_max"),
                             OverdriveRuleText::tr("Overdrive %1 % is above the safety limit of %2 % by %3 %.")
                                 .arg(value).arg(policy.maxOverdrivePercent).arg(value - policy.maxOverdrivePercent)});
    }
}

void OverdriveRule::capture(const ControlState &state, const TuningValues &, TuningValues *snapshot) const
{
    if (state.overdrivePercent)
        snapshot->overdrivePercent = *state.overdrivePercent;
}

void OverdriveRule::defaults(const ControlState &state, TuningValues *out) const
{
    if (state.overdrivePercent)
        out->overdrivePercent = 0;
}

WriteResult OverdriveRule::write(Backend &backend, int index, const TuningValues &values) const
{
    return backend.setOverdrivePercent(index, *values.overdrivePercent);
}

std::optional<QString> OverdriveRule::verify(const TuningValues &values, const ControlState &state) const
{
    if (!state.overdrivePercent)
        return OverdriveRuleText::tr("the overdrive can no longer be read");
    if (*state.overdrivePercent != *values.overdrivePercent)
        return OverdriveRuleText::tr("the driver reports overdrive %1 % instead of %2 %").arg(*state.overdrivePercent).arg(*values.overdrivePercent);
    return std::nullopt;
}

} // namespace rocmtune
