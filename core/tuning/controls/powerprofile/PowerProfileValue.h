// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "core/backends/DeviceControls.h"
#include "core/tuning/controls/ChoiceValue.h"

namespace rocmtune {

// The power profile asked for (pp_power_profile_mode). The driver state is
// PowerProfileControl (backends/DeviceControls.h).
using PowerProfileValue = ChoiceValue<PowerProfile>;

} // namespace rocmtune
