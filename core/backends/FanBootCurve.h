// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "core/backends/DeviceControls.h"

namespace rocmtune {

// The fan curve that the driver's own reset ("r" + "c" on
// gpu_od/fan_ctrl/fan_curve) restored, once this process has made one: the
// points of the boot overdrive table. The driver copies that table from the
// PMFW, so it is not all zeros on every card (the RX 7900 XTX prints zeros,
// the RX 9070 XT fixture keeps its points), and the driver's FanMode (auto
// again after "r") is not printed. Without this, a reset to "auto" would read
// back as a written curve. Filled by the backends' readers into
// ControlState::perControl next to FanControl.
struct FanBootCurve {
    FanCurve points;
    bool operator==(const FanBootCurve &other) const = default;
};

// FanControl::mode(), where the boot curve a reset restored reads as auto.
inline std::optional<FanMode> fanModeIn(const FanControl &fan, const ControlState &state)
{
    const FanBootCurve *boot = state.perControl.get<FanBootCurve>();
    if (boot && fan.curve && !fan.curve->isEmpty() && *fan.curve == boot->points)
        return FanMode::Auto;
    return fan.mode();
}

} // namespace rocmtune
