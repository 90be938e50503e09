// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "backends/FanVoltageControls.h"

namespace rocmtune {

// The firmware fan curve asked for: hotspot °C -> duty %, one entry per
// point the driver prints (5 on RDNA3/RDNA4).
struct FanCurveValue {
    FanCurve points;
    bool operator==(const FanCurveValue &other) const = default;
};

} // namespace rocmtune
