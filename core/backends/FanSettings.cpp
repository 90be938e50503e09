// SPDX-License-Identifier: GPL-3.0-or-later
#include "core/backends/FanSettings.h"

#include "core/backends/CatalogueRow.h"

#include <QtGlobal>

namespace rocmtune {

const QList<FanSettingInfo> &fanSettings()
{
    static const QList<FanSettingInfo> rows{
        {ControlId::FanMinimumPwm, "fan_minimum_pwm", "fan_minimum_pwm", "fan_minimum_pwm_percent", "minimum_pwm_percent",
         "fan-minimum-pwm", "%", 100, QT_TRANSLATE_NOOP("Tuning", "Fan minimum speed"),
         QT_TRANSLATE_NOOP("Cli", "Lowest fan duty cycle in percent while the fan spins, inside the card's MINIMUM_PWM range, or default."),
         "fanMinimumPwm", 15, {15, 100}},
        {ControlId::FanTargetTemperature, "fan_target_temperature", "fan_target_temperature", "fan_target_temperature_c",
         "target_temperature_c", "fan-target-temperature", "°C", 150, QT_TRANSLATE_NOOP("Tuning", "Fan target temperature"),
         QT_TRANSLATE_NOOP("Cli", "Hotspot temperature in °C the firmware's fan control aims for, inside the card's TARGET_TEMPERATURE range, or default."),
         "fanTargetTemperature", 95, {25, 110}},
        {ControlId::FanAcousticLimit, "fan_acoustic_limit", "acoustic_limit_rpm_threshold", "fan_acoustic_limit_rpm", "acoustic_limit_rpm",
         "fan-acoustic-limit", "RPM", 20000, QT_TRANSLATE_NOOP("Tuning", "Fan speed limit"),
         QT_TRANSLATE_NOOP("Cli", "Highest fan speed in RPM in normal operation, inside the card's ACOUSTIC_LIMIT range, or default."),
         "fanAcousticLimit", 2450, {500, 3100}},
        {ControlId::FanAcousticTarget, "fan_acoustic_target", "acoustic_target_rpm_threshold", "fan_acoustic_target_rpm",
         "acoustic_target_rpm", "fan-acoustic-target", "RPM", 20000, QT_TRANSLATE_NOOP("Tuning", "Fan target speed"),
         QT_TRANSLATE_NOOP("Cli", "Fan speed in RPM the firmware aims to stay under, inside the card's ACOUSTIC_TARGET range, or default."),
         "fanAcousticTarget", 2200, {500, 3100}},
        {ControlId::FanZeroRpmStopTemperature, "fan_zero_rpm_stop_temperature", "fan_zero_rpm_stop_temperature",
         "fan_zero_rpm_stop_temperature_c", "zero_rpm_stop_temperature_c", "fan-zero-rpm-stop-temperature", "°C", 150,
         QT_TRANSLATE_NOOP("Tuning", "Fan zero-RPM stop temperature"),
         QT_TRANSLATE_NOOP("Cli", "Hotspot temperature in °C below which the firmware stops the fan while zero-RPM is on, inside the card's ZERO_RPM_STOP_TEMPERATURE range, or default."),
         "fanZeroRpmStopTemperature", 50, {25, 95}},
    };
    return rows;
}

const FanSettingInfo *fanSettingInfo(ControlId id)
{
    return catalogueRow(fanSettings(), id);
}

} // namespace rocmtune
