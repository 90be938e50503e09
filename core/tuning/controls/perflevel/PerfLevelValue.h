// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "core/backends/DeviceControls.h"
#include "core/tuning/controls/ChoiceValue.h"

namespace rocmtune {

// The performance level asked for (power_dpm_force_performance_level). The
// driver state is PerfLevelControl (backends/DeviceControls.h).
using PerfLevelValue = ChoiceValue<PerfLevel>;

} // namespace rocmtune
