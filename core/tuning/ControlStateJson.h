// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "core/backends/DeviceControls.h"

#include <QJsonObject>

namespace rocmtune {

// {"power_cap":{"current_watts","default_watts","min_watts","max_watts"},
//  "sclk_range"/"mclk_range":{current/allowed min/max, dpm_levels_mhz, settable flags},
//  "perf_level"/"power_profile":{"current","supported":[...]}, "overdrive_percent",
//  "clock_table_resettable" (the driver resets its overdrive table itself),
//  "critical_temperature_celsius", "temperature_celsius", "unsupported":{control: reason}}
QJsonObject controlStateToJson(const ControlState &state);

} // namespace rocmtune
