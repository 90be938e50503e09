// SPDX-License-Identifier: GPL-3.0-or-later
#include "core/tuning/controls/drivervalue/DriverValueRule.h"

namespace rocmtune {

NumericRow driverValueRow(const DriverValueInfo &info)
{
    NumericRow row{info.id, info.title, info.unit, info.valuesKey, info.stateKey, nullptr, info.option, nullptr, info.cliHelp, info.schema};
    row.resetValue = info.resetValue;
    row.defaultIsReset = true;
    row.applyOrder = info.applyOrder;
    row.read = [](const ControlState &state, ControlId id) -> std::optional<NumericReading> {
        const DriverValues *values = state.perControl.get<DriverValues>();
        const DriverValue *v = values ? values->value(id) : nullptr;
        if (!v)
            return std::nullopt;
        // A range of one point (RDNA2 prints OD_VDDGFX_OFFSET without one; firmware that locks a value prints
        // 0..0): shown, not offered.
        return NumericReading{v->current, v->range, v->range.min < v->range.max};
    };
    return row;
}

} // namespace rocmtune
