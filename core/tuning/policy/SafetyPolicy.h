// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "core/tuning/policy/FanLimits.h"

#include <QString>

class QSettings;

namespace rocmtune {

// The user's safety limits, enforced on top of the driver's own limits.
// Every value is clamped into a sane range when read, so a broken settings
// file can make the policy stricter but never remove it.
struct SafetyPolicy {
    static constexpr double kDefaultPowerCapAboveDefaultPercent = 20;
    static constexpr double kDefaultThermalMarginCelsius = 10;
    static constexpr double kDefaultWatchdogMarginCelsius = 5;
    static constexpr int kDefaultConfirmTimeoutSeconds = 15;
    static constexpr int kMinConfirmTimeoutSeconds = 5;
    static constexpr int kMaxConfirmTimeoutSeconds = 60;

    // Power cap at most default cap + this percentage (0-100), never above the driver max.
    double powerCapAboveDefaultPercent = kDefaultPowerCapAboveDefaultPercent;
    // No manual clocks while the GPU is hotter than critical - this (0-50 °C).
    double thermalMarginCelsius = kDefaultThermalMarginCelsius;
    // While tuned, the watchdog reverts a GPU hotter than critical - this (0-50 °C).
    double watchdogMarginCelsius = kDefaultWatchdogMarginCelsius;
    // GFX overdrive at most this percentage (0-20; the driver allows 0-20).
    int maxOverdrivePercent = 20;
    int confirmTimeoutSeconds = kDefaultConfirmTimeoutSeconds;
    // The fan's minimum duty, always and while any sensor is hot (FanLimits:
    // fan_min_percent, fan_hot_celsius, fan_hot_min_percent).
    FanLimits fan;
    // Not a setting: for one GPU whose driver reports no default power cap,
    // its cap at boot (recorded once per boot by TuningService), the base of
    // powerCapAboveDefaultPercent. 0: not known.
    quint64 powerCapBootMicrowatts = 0;

    // Group "tuning/safety" of a QSettings (user settings, or the system file).
    static SafetyPolicy fromSettings(QSettings &settings);
    void save(QSettings &settings) const;
    // The administrator's policy: /etc/rocmtune/safety.conf when present and
    // valid (SafetyPolicyFile, strict), defaults otherwise. The helper
    // enforces this one whatever the caller says, and refuses to tune at all
    // while the file has an error.
    static SafetyPolicy system();
    // The user's policy from QSettings, never looser than system().
    static SafetyPolicy forUser();
    // For each limit the stricter of the two.
    SafetyPolicy stricter(const SafetyPolicy &other) const;

    static int clampConfirmTimeout(int seconds);
    bool operator==(const SafetyPolicy &other) const = default;
};

} // namespace rocmtune
