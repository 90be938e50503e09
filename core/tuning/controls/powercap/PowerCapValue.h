// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QtGlobal>

namespace rocmtune {

// The power cap asked for (hwmon power1_cap). The driver state is
// PowerCapControl (backends/DeviceControls.h) in ControlState::perControl.
struct PowerCapValue {
    quint64 microwatts = 0;
    bool operator==(const PowerCapValue &other) const = default;
};

} // namespace rocmtune
