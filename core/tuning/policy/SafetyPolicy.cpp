// SPDX-License-Identifier: GPL-3.0-or-later
#include "core/tuning/policy/SafetyPolicy.h"

#include "core/tuning/policy/SafetyPolicyFile.h"

#include <QSettings>

#include <algorithm>
#include <cmath>

namespace rocmtune {

namespace {
double readDouble(QSettings &settings, const QString &key, double fallback, double lo, double hi)
{
    bool ok = false;
    const double value = settings.value(key, fallback).toDouble(&ok);
    if (!ok || !std::isfinite(value))
        return fallback;
    return std::clamp(value, lo, hi);
}
} // namespace

SafetyPolicy SafetyPolicy::fromSettings(QSettings &settings)
{
    SafetyPolicy policy;
    settings.beginGroup(QStringLiteral("tuning/safety"));
    policy.powerCapAboveDefaultPercent = readDouble(settings, QStringLiteral("power_cap_above_default_percent"),
                                                    kDefaultPowerCapAboveDefaultPercent, 0, 100);
    policy.thermalMarginCelsius = readDouble(settings, QStringLiteral("thermal_margin_celsius"), kDefaultThermalMarginCelsius, 0, 50);
    policy.watchdogMarginCelsius = readDouble(settings, QStringLiteral("watchdog_margin_celsius"), kDefaultWatchdogMarginCelsius, 0, 50);
    policy.maxOverdrivePercent = static_cast<int>(readDouble(settings, QStringLiteral("max_overdrive_percent"), 20, 0, 20));
    policy.confirmTimeoutSeconds = clampConfirmTimeout(static_cast<int>(
        readDouble(settings, QStringLiteral("confirm_timeout_seconds"), kDefaultConfirmTimeoutSeconds,
                   kMinConfirmTimeoutSeconds, kMaxConfirmTimeoutSeconds)));
    policy.fan.minPercent = static_cast<int>(readDouble(settings, QStringLiteral("fan_min_percent"), FanLimits::kDefaultMinPercent, 0, 100));
    policy.fan.hotCelsius = readDouble(settings, QStringLiteral("fan_hot_celsius"), FanLimits::kDefaultHotCelsius, FanLimits::kMinHotCelsius,
                                       FanLimits::kMaxHotCelsius);
    policy.fan.hotMinPercent = static_cast<int>(readDouble(settings, QStringLiteral("fan_hot_min_percent"), FanLimits::kDefaultHotMinPercent, 0, 100));
    settings.endGroup();
    return policy;
}

void SafetyPolicy::save(QSettings &settings) const
{
    settings.beginGroup(QStringLiteral("tuning/safety"));
    settings.setValue(QStringLiteral("power_cap_above_default_percent"), powerCapAboveDefaultPercent);
    settings.setValue(QStringLiteral("thermal_margin_celsius"), thermalMarginCelsius);
    settings.setValue(QStringLiteral("watchdog_margin_celsius"), watchdogMarginCelsius);
    settings.setValue(QStringLiteral("max_overdrive_percent"), maxOverdrivePercent);
    settings.setValue(QStringLiteral("confirm_timeout_seconds"), confirmTimeoutSeconds);
    settings.setValue(QStringLiteral("fan_min_percent"), fan.minPercent);
    settings.setValue(QStringLiteral("fan_hot_celsius"), fan.hotCelsius);
    settings.setValue(QStringLiteral("fan_hot_min_percent"), fan.hotMinPercent);
    settings.endGroup();
}

SafetyPolicy SafetyPolicy::system()
{
    // Read strictly (SafetyPolicyFile); a broken file gives the defaults
    // here, and the helper, which enforces this policy, refuses to tune.
    return SafetyPolicyFile::load().policy;
}

SafetyPolicy SafetyPolicy::forUser()
{
    QSettings settings;
    return fromSettings(settings).stricter(system());
}

SafetyPolicy SafetyPolicy::stricter(const SafetyPolicy &other) const
{
    SafetyPolicy p;
    p.powerCapAboveDefaultPercent = std::min(powerCapAboveDefaultPercent, other.powerCapAboveDefaultPercent);
    p.thermalMarginCelsius = std::max(thermalMarginCelsius, other.thermalMarginCelsius);
    p.watchdogMarginCelsius = std::max(watchdogMarginCelsius, other.watchdogMarginCelsius);
    p.maxOverdrivePercent = std::min(maxOverdrivePercent, other.maxOverdrivePercent);
    p.confirmTimeoutSeconds = std::min(confirmTimeoutSeconds, other.confirmTimeoutSeconds);
    p.fan = fan.stricter(other.fan);
    p.powerCapBootMicrowatts = powerCapBootMicrowatts > 0 ? powerCapBootMicrowatts : other.powerCapBootMicrowatts;
    return p;
}

int SafetyPolicy::clampConfirmTimeout(int seconds)
{
    return std::clamp(seconds, kMinConfirmTimeoutSeconds, kMaxConfirmTimeoutSeconds);
}

} // namespace rocmtune
