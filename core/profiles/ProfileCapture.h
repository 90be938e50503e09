// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "Profile.h"
#include "tuning/Refusal.h"
#include "tuning/SafetyPolicy.h"

namespace rocmtune {

// The values "save current settings as a profile" stores: every control the
// card offers, as in force now (tuning::currentValues). Under a performance
// level other than "manual" the driver picks the clocks itself, so the clock
// values read back are not a lock and are left out (a lock with "auto" is
// refused by the validator).
TuningValues profileValuesFromControls(const ControlState &state);

// Re-validates a profile's values against one card's limits and the safety
// policy, as an apply would (request mode).
ValidationResult checkProfileOn(const Profile &profile, const ControlState &state, const SafetyPolicy &policy);

} // namespace rocmtune
