// SPDX-License-Identifier: GPL-3.0-or-later
#include "core/backends/DriverValues.h"

#include "core/backends/CatalogueRow.h"

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
         QT_TRANSLATE_NOOP("Tuning", "Voltage offset"), "mV", "voltage_offset_mv", "voltage_offset", "voltage-offset",
         QT_TRANSLATE_NOOP("Cli", "GFX voltage offset in mV, negative to undervolt (inside VDDGFX_OFFSET; e.g. --voltage-offset=-50)."),
         {-1000, 1000}, 0, 45, true, nullptr, "voltage", "gfx1100", 0, {-450, 0}},
        // RDNA4 (Navi 48, smu_v14_0_2; kernel 6.15+, "drm/amd/pm: Fix and simplify RDNA4 overdrive for smu 14.0.2"):
        // "OD_SCLK_OFFSET:\n%dMhz\n" (OverDriveTable.GfxclkFoffset), OD_RANGE "SCLK_OFFSET: %7dMhz %10uMhz\n"
        // (the GFXCLK_FMAX limits); "s <offset>" (PP_OD_EDIT_SCLK_VDDC_TABLE, exactly one parameter) then "c".
        // An offset on the whole voltage/frequency curve: RDNA4 has no GFX min/max to set.
        {ControlId::GfxClockOffset, "gfx_clock_offset", "pp_od_clk_voltage", "OD_SCLK_OFFSET:", "Mhz", "SCLK_OFFSET:", "s",
         QT_TRANSLATE_NOOP("Tuning", "GFX clock offset"), "MHz", "gfx_clock_offset_mhz", "gfx_clock_offset", "gfx-clock-offset",
         QT_TRANSLATE_NOOP("Cli", "GFX clock offset in MHz on the whole voltage/frequency curve (RDNA4), inside SCLK_OFFSET, or default (0 MHz)."),
         {-3000, 3000}, 0, 35, false, "gfxClockOffset", "clocks", "gfx1200,gfx1201", 0, {-500, 1000}},
    };
    return rows;
}

const DriverValueInfo *driverValueInfo(ControlId id)
{
    return catalogueRow(driverValueCatalogue(), id);
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
