// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "core/tuning/controls/ChoiceControlRule.h"
#include "core/tuning/controls/ChoiceLabels.h"
#include "core/tuning/controls/powerprofile/PowerProfileValue.h"

namespace rocmtune {

// pp_power_profile_mode: one of the profiles the card lists (e.g. COMPUTE).
class PowerProfileRule : public ChoiceControlRule<PowerProfile>
{
public:
    PowerProfileRule()
        : ChoiceControlRule({QLatin1String("power_profile"), QLatin1String("power-profile"), powerProfileKey, powerProfileFromKey, powerProfileChoiceText})
    {
    }
    ControlId id() const override { return ControlId::PowerProfile; }
    QString title() const override;
    int applyOrder(const TuningValues &) const override { return 60; }

protected:
    ChoiceWords words() const override; // PowerProfileSlice.cpp
    std::optional<PowerProfile> defaultChoice(const PowerProfileControl &state) const override;
    WriteResult writeChoice(Backend &backend, int index, PowerProfile profile) const override;
};

} // namespace rocmtune
