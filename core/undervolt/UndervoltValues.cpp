// SPDX-License-Identifier: GPL-3.0-or-later
#include "core/undervolt/UndervoltValues.h"

#include "core/backends/DriverValues.h"
#include "core/tuning/controls/voltageoffset/VoltageOffsetValue.h"

namespace rocmtune {

TuningValues undervoltValues(int millivolts)
{
    TuningValues values;
    values.perControl.set(VoltageOffsetValue{millivolts});
    return values;
}

std::optional<VoltageOffsetControl> undervoltStateOf(const ControlState &state)
{
    return voltageOffsetOf(state);
}

} // namespace rocmtune
