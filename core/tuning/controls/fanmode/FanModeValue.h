// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "core/backends/FanVoltageControls.h"

namespace rocmtune {

// Auto (the firmware's own control; "r" on fan_curve, or rsmi_dev_fan_reset)
// or Fixed at speedPercent (a flat firmware curve, or manual PWM). A curve is
// the fan curve control's value (FanCurveValue). The driver state is
// FanControl (backends/FanVoltageControls.h) in ControlState::perControl.
struct FanModeValue {
    FanMode mode = FanMode::Auto;
    int speedPercent = 0; // Fixed only
    bool operator==(const FanModeValue &other) const = default;
};

} // namespace rocmtune
