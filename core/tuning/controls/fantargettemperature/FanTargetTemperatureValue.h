// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <optional>

namespace rocmtune {

// Fan target temperature: the hotspot temperature the firmware's fan control
// aims for. nullopt: the firmware's boot value ("r" on the file).
struct FanTargetTemperatureValue {
    std::optional<int> value; // °C
    bool operator==(const FanTargetTemperatureValue &other) const = default;
};

} // namespace rocmtune
