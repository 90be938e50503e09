// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "core/backends/FanVoltageControls.h"

namespace rocmtune {

// The GFX voltage/frequency curve of Vega20 and RDNA1 cards: every point
// (MHz, mV) in the driver's order. The driver state is VoltageCurveControl
// (backends/FanVoltageControls.h) in ControlState::perControl.
struct VoltageCurveValue {
    VoltageCurve points;
    bool operator==(const VoltageCurveValue &other) const = default;
};

} // namespace rocmtune
