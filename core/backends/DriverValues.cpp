// SPDX-License-Identifier: GPL-3.0-or-later
#include "core/backends/DriverValues.h"

#include <QtGlobal>

namespace rocmtune {

const DriverValue *DriverValues::value(ControlId id) const
{
    const auto it = byControl.constFind(id);
    return it == byControl.constEnd() ? nullptr : &*it;
}

const QList<DriverValueInfo> &driverValueCatalogue()
{
    // The formats are those of smu_v13_0_0_ppt.c / smu_v13_0_7_ppt.c (RDNA3) and smu_v14_0_2_ppt.c (RDNA4),
    // print_clk_levels and od_edit_dpm_table; amdgpu_pm.c maps "vo" to PP_OD_EDIT_VDDGFX_OFFSET and "c" to
    // PP_OD_COMMIT_DPM_TABLE.
    static const QList<DriverValueInfo> rows{
        // "OD_VDDGFX_OFFSET:\n%dmV\n", OD_RANGE "VDDGFX_OFFSET: %7dmv %10dmv\n" (RDNA2 prints the value without a
        // range: not offered).
        {ControlId::VoltageOffset, "voltage_offset", "pp_od_clk_voltage", "OD_VDDGFX_OFFSET:", "mV", "VDDGFX_OFFSET:", "vo",
         QT_TRANSLATE_NOOP("Tuning", "Voltage offset"), " mV", "voltage_offset_mv", "voltage_offset", "voltage-offset",
         QT_TRANSLATE_NOOP("Cli", "GFX voltage offset in mV, negative to undervolt (inside VDDGFX_OFFSET; e.g. --voltage-offset=-50)."),
         {-1000, 1000}, 0, 45, true, nullptr, "voltage", "gfx1100", 0, {-450, 0}},
    };
    return rows;
}

const DriverValueInfo *driverValueInfo(ControlId id)
{
    for (const DriverValueInfo &row : driverValueCatalogue()) {
        if (row.id == id)
            return &row;
    }
    return nullptr;
}

std::optional<VoltageOffsetControl> voltageOffsetOf(const ControlState &state)
{
    const DriverValues *values = state.perControl.get<DriverValues>();
    const DriverValue *offset = values ? values->value(ControlId::VoltageOffset) : nullptr;
    if (!offset)
        return std::nullopt;
    return VoltageOffsetControl{offset->current, offset->range};
}

} // namespace rocmtune
