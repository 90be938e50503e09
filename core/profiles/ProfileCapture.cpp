// SPDX-License-Identifier: GPL-3.0-or-later
#include "ProfileCapture.h"

#include "tuning/TuningValidator.h"
#include "tuning/controls/ControlRules.h"

namespace rocmtune {

TuningValues profileValuesFromControls(const ControlState &state)
{
    TuningValues values = currentValues(state);
    if (values.perfLevel && *values.perfLevel != PerfLevel::Manual) {
        values.gfxClockRange.reset();
        values.memoryClockRange.reset();
        values.gfxDpmLevelMask.reset();
        values.memoryDpmLevelMask.reset();
    }
    return values;
}

ValidationResult checkProfileOn(const Profile &profile, const ControlState &state, const SafetyPolicy &policy)
{
    return validateTuning(profile.values, state, policy, ValidationMode::Request);
}

} // namespace rocmtune
