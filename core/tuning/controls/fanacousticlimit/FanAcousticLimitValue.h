// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <optional>

namespace rocmtune {

// Acoustic limit: the fan speed the firmware never exceeds in normal operation.
// nullopt: the firmware's boot value ("r" on the file).
struct FanAcousticLimitValue {
    std::optional<int> value; // RPM
    bool operator==(const FanAcousticLimitValue &other) const = default;
};

} // namespace rocmtune
