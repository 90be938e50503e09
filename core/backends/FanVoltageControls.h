// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "core/backends/ControlId.h"

#include <QMap>
#include <QString>
#include <QVector>

#include <optional>

namespace rocmtune {

// A closed range the driver states for a value ("OD_RANGE" lines of the
// gpu_od files and of pp_od_clk_voltage), both ends included.
struct IntRange {
    int min = 0;
    int max = 0;
    bool contains(int value) const { return value >= min && value <= max; }
    // The driver prints 0..0 for a feature its firmware does not allow.
    bool empty() const { return min >= max; }
    bool operator==(const IntRange &other) const = default;
};

// One point of the firmware fan curve: at this hotspot temperature, this
// duty cycle (the driver's "N: TEMPC PWM%" lines of gpu_od/fan_ctrl/fan_curve).
struct FanCurvePoint {
    int temperatureCelsius = 0;
    int pwmPercent = 0;
    bool operator==(const FanCurvePoint &other) const = default;
};
using FanCurve = QVector<FanCurvePoint>;

// How the fan is driven. Auto: the firmware's own control; Curve: the firmware
// follows a curve we gave it (RDNA3/RDNA4 fan_curve); Fixed: one duty cycle
// (a flat firmware curve, or manual PWM through the library on older cards).
enum class FanMode : int { Auto, Curve, Fixed };
const char *fanModeKey(FanMode mode); // "auto", "curve", "fixed"
std::optional<FanMode> fanModeFromKey(const QString &key);

// A single firmware fan setting of gpu_od/fan_ctrl (minimum PWM, target
// temperature, acoustic limit/target, zero-RPM): its value and the range the
// file states.
struct OdFanValue {
    int value = 0;
    IntRange range;
    bool operator==(const OdFanValue &other) const = default;
};

// What a card offers for its fan. Absent parts are not supported.
struct FanControl {
    // RDNA3/RDNA4 firmware fan control (gpu_od/fan_ctrl).
    std::optional<FanCurve> curve;         // the curve the firmware holds now
    IntRange curveTemperatureRange;        // °C, from the file's OD_RANGE
    IntRange curvePwmRange;                // %, from the file's OD_RANGE
    // The curve holds only zeros: the firmware runs its own control (the
    // driver prints a zero curve until one is written).
    bool curveIsFirmwareDefault() const;
    std::optional<OdFanValue> zeroRpm;     // 0 / 1
    // The single-value settings the card has (fan_minimum_pwm,
    // fan_target_temperature, ...: one row each in FanSettings.h), by control.
    QMap<ControlId, OdFanValue> settings;
    // nullptr when the card does not have this setting.
    const OdFanValue *setting(ControlId id) const;

    // Older cards: manual PWM through the library (hwmon pwm1), put back to
    // automatic with rsmi_dev_fan_reset.
    bool manualPwmSettable = false;
    std::optional<bool> manualPwmActive;   // pwm1_enable == 1
    std::optional<int> speedPercent;       // pwm1 / pwm1_max, rounded
    std::optional<int> rpm;

    // The mode as far as the card shows it: Fixed for manual PWM or a flat
    // curve, Curve for another written curve, Auto otherwise; nullopt when
    // the card has no fan control.
    std::optional<FanMode> mode() const;
    bool firmwareCurveSettable() const { return curve.has_value() && !curveTemperatureRange.empty() && !curvePwmRange.empty(); }
    bool operator==(const FanControl &other) const = default;
};

// RDNA3/RDNA4 voltage offset of the GFX voltage/frequency curve ("vo N" in
// pp_od_clk_voltage), within the VDDGFX_OFFSET line of OD_RANGE, in the words
// of the undervolt search. The card's state holds it as a DriverValues entry
// (DriverValues.h: voltageOffsetOf()).
struct VoltageOffsetControl {
    int currentMillivolts = 0;
    IntRange allowedMillivolts;
    bool operator==(const VoltageOffsetControl &other) const = default;
};

// Vega20 and RDNA1 (navi10/14): the GFX voltage/frequency curve of
// pp_od_clk_voltage, "OD_VDDC_CURVE:" with three "N: <MHz> <mV>" points,
// each point's clock and voltage within its own "VDDC_CURVE_SCLK[N]" /
// "VDDC_CURVE_VOLT[N]" line of OD_RANGE; written "vc N MHZ MV" then "c".
// (RDNA2 prints OD_VDDGFX_OFFSET without a range: neither control offers it.)
struct VoltageCurvePoint {
    int clockMegahertz = 0;
    int millivolts = 0;
    bool operator==(const VoltageCurvePoint &other) const = default;
};
using VoltageCurve = QVector<VoltageCurvePoint>;
struct VoltageCurveControl {
    VoltageCurve points;
    QVector<IntRange> clockRangesMegahertz; // one per point
    QVector<IntRange> voltageRangesMillivolts;
    bool operator==(const VoltageCurveControl &other) const = default;
};
// Empty when the curve fits the card (as many points, each inside its
// ranges, clocks rising and voltages not falling from point to point);
// otherwise one sentence naming the first broken limit.
QString voltageCurveProblem(const VoltageCurve &curve, const VoltageCurveControl &card);
// "800:750,1400:900,1800:1050" (MHz:mV) both ways, the CLI's form.
QString voltageCurveText(const VoltageCurve &curve);
std::optional<VoltageCurve> voltageCurveFromText(const QString &text);

// "N TEMP PWM%" checks shared by every layer: five points (or the count
// given), non-decreasing in both columns, inside the ranges. Empty when the
// curve is fine; otherwise one sentence naming the first broken limit.
QString fanCurveProblem(const FanCurve &curve, const IntRange &temperatures, const IntRange &pwm, int pointCount);
// "40C 30%, 60C 45%, ..." and back from "40:30,60:45,..." (the CLI's form).
QString fanCurveText(const FanCurve &curve);
std::optional<FanCurve> fanCurveFromText(const QString &text);

} // namespace rocmtune
