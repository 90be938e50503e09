// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

namespace rocmtune {

// The GFX overdrive asked for, in percent (pp_sclk_od). The driver state is
// OverdriveControl (backends/DeviceControls.h) in ControlState::perControl.
struct OverdriveValue {
    int percent = 0;
    bool operator==(const OverdriveValue &other) const = default;
};

} // namespace rocmtune
