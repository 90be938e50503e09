// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "core/backends/DeviceControls.h"
#include "core/tuning/TuningValues.h"

#include <optional>

namespace rocmtune {

// The voltage offset control as the undervolt search sees it: the request
// for one offset, and the card's offset and range in a ControlState.
TuningValues undervoltValues(int millivolts);
std::optional<VoltageOffsetControl> undervoltStateOf(const ControlState &state);

} // namespace rocmtune
