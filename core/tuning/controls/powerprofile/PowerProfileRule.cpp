// SPDX-License-Identifier: GPL-3.0-or-later
#include "PowerProfileRule.h"

#include <QCoreApplication>
#include <QStringList>

namespace rocmtune {

namespace {
struct PowerProfileRuleText {
    Q_DECLARE_TR_FUNCTIONS(Tuning)
};
} // namespace

void PowerProfileRule::validate(const TuningValues &values, const ControlState &state, const SafetyPolicy &, ValidationMode,
                                QVector<Refusal> *refusals) const
{
    if (!state.powerProfile) {
        refusals->push_back(unsupported(id(), state));
        return;
    }
    if (!state.supportedPowerProfiles.contains(*values.powerProfile)) {
        QStringList names;
        for (PowerProfile profile : state.supportedPowerProfiles)
            names << QLatin1String(powerProfileKey(profile));
        refusals->push_back({id(), QStringLiteral("driver_profiles"),
                             PowerProfileRuleText::tr("Power profile \"%1\" is not offered by this GPU (it offers: %2).")
                                 .arg(QLatin1String(powerProfileKey(*values.powerProfile)), names.join(QStringLiteral(", ")))});
    }
}

void PowerProfileRule::capture(const ControlState &state, const TuningValues &, TuningValues *snapshot) const
{
    if (state.powerProfile)
        snapshot->powerProfile = *state.powerProfile;
}

void PowerProfileRule::defaults(const ControlState &state, TuningValues *out) const
{
    if (state.powerProfile && state.supportedPowerProfiles.contains(PowerProfile::BootupDefault))
        out->powerProfile = PowerProfile::BootupDefault;
}

WriteResult PowerProfileRule::write(Backend &backend, int index, const TuningValues &values) const
{
    return backend.setPowerProfile(index, *values.powerProfile);
}

std::optional<QString> PowerProfileRule::verify(const TuningValues &values, const ControlState &state) const
{
    if (!state.powerProfile)
        return PowerProfileRuleText::tr("the power profile can no longer be read");
    if (*state.powerProfile != *values.powerProfile)
        return PowerProfileRuleText::tr("the driver reports power profile %1 instead of %2")
            .arg(QLatin1String(powerProfileKey(*state.powerProfile)), QLatin1String(powerProfileKey(*values.powerProfile)));
    return std::nullopt;
}

} // namespace rocmtune
