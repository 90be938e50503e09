// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

namespace rocmtune {

// The GFX voltage offset asked for, in mV (negative = undervolt). The driver
// state is VoltageOffsetControl (backends/FanVoltageControls.h) in
// ControlState::perControl.
struct VoltageOffsetValue {
    int millivolts = 0;
    bool operator==(const VoltageOffsetValue &other) const = default;
};

} // namespace rocmtune
