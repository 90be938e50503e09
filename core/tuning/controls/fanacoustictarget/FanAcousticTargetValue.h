// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <optional>

namespace rocmtune {

// Acoustic target: the fan speed the firmware aims to stay under while it can.
// nullopt: the firmware's boot value ("r" on the file).
struct FanAcousticTargetValue {
    std::optional<int> value; // RPM
    bool operator==(const FanAcousticTargetValue &other) const = default;
};

} // namespace rocmtune
