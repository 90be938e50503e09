// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

namespace rocmtune {

// "Put the driver's overdrive clock table back to the card's boot values"
// (Backend::resetClockTable). Part of "reset to defaults"; it carries no
// value of its own (the driver knows the boot values, we do not). The driver
// state is ClockTableControl (backends/DeviceControls.h), present when the
// table can be reset.
struct ClockTableReset {
    bool operator==(const ClockTableReset &other) const = default;
};

} // namespace rocmtune
