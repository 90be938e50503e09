// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <optional>

namespace rocmtune {

// Fan minimum PWM: the lowest duty cycle the firmware lets the fan run at while
// it spins. nullopt: the firmware's boot value ("r" on the file).
struct FanMinimumPwmValue {
    std::optional<int> value; // percent of full duty
    bool operator==(const FanMinimumPwmValue &other) const = default;
};

} // namespace rocmtune
