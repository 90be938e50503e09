// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "core/tuning/TuningValues.h"
#include "core/tuning/policy/Refusal.h"
#include "core/tuning/policy/SafetyPolicy.h"

namespace rocmtune {

// Checks every value against the driver's limits (ControlState) and, for a
// Request, against the safety policy, including the rules that span
// controls: no clock lock together with a performance level other than
// "manual", and no manual clocks while the GPU is within
// policy.thermalMarginCelsius of its critical temperature. Pure: it reads
// nothing and writes nothing.
ValidationResult validateTuning(const TuningValues &values, const ControlState &state, const SafetyPolicy &policy,
                                ValidationMode mode);

} // namespace rocmtune
