// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

namespace rocmtune {

// Zero-RPM: the fan may stop when the card is cool and idle.
struct FanZeroRpmValue {
    bool enabled = true;
    bool operator==(const FanZeroRpmValue &other) const = default;
};

} // namespace rocmtune
