// SPDX-License-Identifier: GPL-3.0-or-later
#include "core/telemetry/ThrottleReasons.h"

#include <QCoreApplication>

namespace rocmtune {

namespace {

constexpr unsigned kFineTemperatures = ThrottleHotspotTemperature | ThrottleMemoryTemperature | ThrottleVrmTemperature;

constexpr ThrottleReasonInfo kThrottleReasons[] = {
    {ThrottlePowerCap, "power_cap", QT_TRANSLATE_NOOP("Throttle", "power cap"), 0},
    {ThrottleHotspotTemperature, "hotspot_temperature", QT_TRANSLATE_NOOP("Throttle", "hotspot temperature"), 0},
    {ThrottleMemoryTemperature, "memory_temperature", QT_TRANSLATE_NOOP("Throttle", "memory temperature"), 0},
    {ThrottleVrmTemperature, "vrm_temperature", QT_TRANSLATE_NOOP("Throttle", "VRM temperature"), 0},
    {ThrottleThermal, "thermal", QT_TRANSLATE_NOOP("Throttle", "thermal"), kFineTemperatures},
    {ThrottleProchot, "prochot", QT_TRANSLATE_NOOP("Throttle", "PROCHOT"), 0},
    {ThrottleCurrent, "current", QT_TRANSLATE_NOOP("Throttle", "current limit"), 0},
    {ThrottleHardwareSlowdown, "hardware_slowdown", QT_TRANSLATE_NOOP("Throttle", "hardware slowdown"), ThrottleProchot | ThrottleVrmTemperature},
    {ThrottleSoftwareSlowdown, "software_slowdown", QT_TRANSLATE_NOOP("Throttle", "software slowdown"), 0},
    {ThrottleIdle, "idle", QT_TRANSLATE_NOOP("Throttle", "idle"), 0},
    {ThrottleClockLocked, "clock_locked", QT_TRANSLATE_NOOP("Throttle", "application clocks"), 0},
};

} // namespace

std::span<const ThrottleReasonInfo> throttleReasons()
{
    return kThrottleReasons;
}

QString throttleReasonWords(const ThrottleReasonInfo &reason)
{
    return QCoreApplication::translate("Throttle", reason.words);
}

QList<const ThrottleReasonInfo *> shownThrottleReasons(unsigned bits)
{
    QList<const ThrottleReasonInfo *> shown;
    for (const ThrottleReasonInfo &reason : kThrottleReasons) {
        if ((bits & reason.bit) && !(bits & reason.coveredBy))
            shown << &reason;
    }
    return shown;
}

} // namespace rocmtune
