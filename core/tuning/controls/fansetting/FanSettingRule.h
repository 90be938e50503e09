// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "core/backends/FanSettings.h"
#include "core/tuning/controls/NumericControlRule.h"

#include <optional>

namespace rocmtune {

// The single-value firmware fan settings of gpu_od/fan_ctrl (RDNA3/RDNA4,
// kernel 6.7+): one NumericControlRule per row of the catalogue
// (backends/FanSettings.h: fan_minimum_pwm, fan_target_temperature,
// acoustic_limit_rpm_threshold, acoustic_target_rpm_threshold, ...). Each
// file prints its value and the OD_RANGE it accepts; a value is written as
// "N" then committed with "c", and the firmware's boot value comes back with
// "r" (Backend::setNumericControl). fanSettingRow() turns a catalogue row into
// the rule's row: the card's value and range from FanControl::settings, the
// "fan" object of tuning show, "default" for the boot value, and for
// fan_minimum_pwm the administrator's fan_min_percent.
//
// A value: a whole number inside the range the file states, or nullopt for
// the boot value (JSON "default", CLI "default"; what reset to defaults
// writes, since the boot value itself is not readable).
NumericRow fanSettingRow(const FanSettingInfo &setting);

// A fan setting's value into `values` (nullopt: the boot value), by control.
void setFanSettingValue(TuningValues *values, ControlId id, std::optional<int> value);
// The value `values` requests for a fan setting: nullopt when it requests
// none; a null inner optional for the boot value.
std::optional<std::optional<int>> fanSettingValue(const TuningValues &values, ControlId id);

} // namespace rocmtune
