// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "core/backends/FanVoltageControls.h"

#include <QByteArray>

#include <optional>

namespace rocmtune::amdgpu {

// Parsers of the RDNA3/RDNA4 firmware fan files (device/gpu_od/fan_ctrl/*)
// and of the voltage offset in pp_od_clk_voltage, written from the formats
// smu_v13_0_0_ppt.c, smu_v13_0_7_ppt.c and smu_v14_0_2_ppt.c print:
//
//   fan_curve                    "OD_FAN_CURVE:\n0: 0C 0%\n...4: 0C 0%\n"
//                                "OD_RANGE:\nFAN_CURVE(hotspot temp): 25C 100C\n"
//                                "FAN_CURVE(fan speed): 15% 100%\n"
//   fan_zero_rpm_enable          "FAN_ZERO_RPM_ENABLE:\n1\nOD_RANGE:\nZERO_RPM_ENABLE: 0 1\n"
//   fan_minimum_pwm              "FAN_MINIMUM_PWM:\n15\nOD_RANGE:\nMINIMUM_PWM: 15 100\n"
//   fan_target_temperature       "FAN_TARGET_TEMPERATURE:\n95\nOD_RANGE:\nTARGET_TEMPERATURE: 25 110\n"
//   acoustic_limit_rpm_threshold "OD_ACOUSTIC_LIMIT:\n2450\nOD_RANGE:\nACOUSTIC_LIMIT: 500 3100\n"
//   acoustic_target_rpm_threshold"OD_ACOUSTIC_TARGET:\n2200\nOD_RANGE:\nACOUSTIC_TARGET: 500 3100\n"
//   pp_od_clk_voltage            "OD_VDDGFX_OFFSET:\n0mV\n" ... "OD_RANGE:\n" ...
//                                "VDDGFX_OFFSET:    -450mv         0mv\n"
//                                (RDNA4 also "OD_SCLK_OFFSET:\n0Mhz\n" ...
//                                "SCLK_OFFSET:    -500Mhz       1000Mhz\n")
//
// Writes (amdgpu_pm.c, amdgpu_distribute_custom_od_settings): one line of
// numbers ("I TEMP PWM" for the curve, "N" for the others, "vo MV" or
// "s MHZ" in pp_od_clk_voltage), then "c" commits; "r" restores the boot value of that
// file and commits it (smu_v13_0_0 falls through to the commit). A file is
// absent, or prints nothing, when the firmware lacks the feature. The parsers
// never assert; anything they do not understand gives nullopt.

// The driver prints NUM_OD_FAN_MAX_POINTS - 1 points.
inline constexpr int kFirmwareFanCurvePoints = 5;

struct OdFanCurveFile {
    FanCurve points;                 // in the driver's order (point 0 first)
    std::optional<IntRange> temperatureRange;
    std::optional<IntRange> pwmRange;
};
std::optional<OdFanCurveFile> parseOdFanCurve(const QByteArray &text);

// The single-value fan files: the number under the header, the OD_RANGE pair.
struct OdSingleValueFile {
    int value = 0;
    std::optional<IntRange> range;
};
std::optional<OdSingleValueFile> parseOdSingleValue(const QByteArray &text);

// A standalone value of pp_od_clk_voltage (a row of DriverValues.h: the
// voltage offset, RDNA4's GFX clock offset): the one number on the line after
// `header`, which ends with `valueUnit` (any case), and the range on the
// OD_RANGE line that starts with `rangeLabel`; nullopt when the table has no
// such section.
struct OdDriverValue {
    int value = 0;
    std::optional<IntRange> range;
};
std::optional<OdDriverValue> parseOdDriverValue(const QByteArray &text, const char *header, const char *valueUnit, const char *rangeLabel);
// Whether the text has a line that is exactly `header` ("OD_SCLK_OFFSET:"):
// false means the driver does not print that section for this card at all.
bool hasOdSection(const QByteArray &text, const char *header);

// Vega20 (vega20_hwmgr.c) and RDNA1 (navi10_ppt.c) voltage curve:
//   "OD_VDDC_CURVE:\n0:        800Mhz        750mV\n..." (navi10: "0: 800MHz 750mV")
//   OD_RANGE: "VDDC_CURVE_SCLK[0]:     800Mhz       2000Mhz"
//             "VDDC_CURVE_VOLT[0]:     738mV        1218mV"  (per point)
// nullopt unless every point has both ranges.
std::optional<VoltageCurveControl> parseOdVoltageCurve(const QByteArray &ppOdClkVoltage);

} // namespace rocmtune::amdgpu
