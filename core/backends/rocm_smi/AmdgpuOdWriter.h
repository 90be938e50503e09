// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "AmdgpuCardFiles.h"

#include <QByteArray>
#include <QString>

#include <optional>

namespace rocmtune::amdgpu {

// The overdrive files the backend writes itself because librocm_smi64 has no
// call for them (the fan_ctrl files and the "vo" voltage offset do not exist
// in any library version; see AmdgpuOdFanFiles.h for their formats). The
// names are fixed here: nothing in a request names a path.
enum class OdFile {
    ClockVoltage,          // pp_od_clk_voltage
    FanCurve,              // gpu_od/fan_ctrl/fan_curve
    FanZeroRpm,            // gpu_od/fan_ctrl/fan_zero_rpm_enable
    FanMinimumPwm,         // gpu_od/fan_ctrl/fan_minimum_pwm
    FanTargetTemperature,  // gpu_od/fan_ctrl/fan_target_temperature
    AcousticLimit,         // gpu_od/fan_ctrl/acoustic_limit_rpm_threshold
    AcousticTarget,        // gpu_od/fan_ctrl/acoustic_target_rpm_threshold
};
QString odFilePath(OdFile file); // relative to the card's device directory

std::optional<QByteArray> readOdFile(const AmdgpuCardFiles &card, OdFile file);
// One write(2) of exactly these bytes to an existing regular file (no
// O_CREAT, the last component not followed); 0 or the errno.
int writeOdFile(const AmdgpuCardFiles &card, OdFile file, const QByteArray &bytes);
// The same for a file of the card's found by the caller (hwmon pwm1 ...).
int writeExistingFile(const QString &path, const QByteArray &bytes);

} // namespace rocmtune::amdgpu
