// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "core/health/HealthConfig.h"
#include "core/health/HealthFinding.h"
#include "core/health/HealthInputs.h"
#include "core/health/HealthState.h"

namespace rocmtune {

// The health model: one check of every rule (HealthFinding.h lists them)
// over the inputs, against the thresholds, with what the last check left in
// `state`, which is updated for the next one. Pure: no clock, no files.
// Shared by `rocmtune-cli health`, the exporter and the views.
HealthReport evaluateHealth(const HealthInputs &inputs, const HealthConfig &config, HealthState &state);

} // namespace rocmtune
