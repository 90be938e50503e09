// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "backends/DeviceControls.h"

#include <QJsonObject>

namespace rocmtune {

// The controls a device offers with current values and limits, as printed by
// `rocmtune-cli list --json` and stored in stress reports ("tuning in force"):
// {"power_cap":{"current_watts",...},"sclk_range":{...},"mclk_range":{...},
//  "perf_level":{"current","supported"},"power_profile":{...},
//  "overdrive_percent":n,"unsupported":{control:reason}}
QJsonObject controlStateToJson(const ControlState &state);

} // namespace rocmtune
