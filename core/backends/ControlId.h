// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

namespace rocmtune {

// ClockTable: the driver's overdrive clock table as a whole, for "reset to
// the card's boot values" (pp_od_clk_voltage "r"); it has no value of its own.
// Every control of core/tuning/controls/ has one id here and its key in
// controlKey() (the JSON, log and object-name word); the rest of a control
// lives in its folder (core/tuning/controls/README.md), or, for a firmware
// fan setting, in its row of the fan setting catalogue (FanSettings.cpp).
enum class ControlId : int {
    PowerCap,
    GfxClockRange,
    MemoryClockRange,
    PerfLevel,
    PowerProfile,
    Overdrive,
    ClockTable,
    VoltageOffset,
    FanCurve,
    FanMode,
    FanZeroRpm,
    FanMinimumPwm,
    FanTargetTemperature,
    FanAcousticLimit,
    FanAcousticTarget,
    VoltageCurve,
    FanZeroRpmStopTemperature,
    GfxClockOffset,
};
const char *controlKey(ControlId id);

} // namespace rocmtune
