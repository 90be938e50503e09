// SPDX-License-Identifier: GPL-3.0-or-later
#include "core/telemetry/DeviceHealth.h"

#include <algorithm>

namespace rocmtune {

DeviceHealth deviceHealth(const Sample &sample, const HealthMargins &margins)
{
    if (sample.state() == DeviceState::Lost)
        return DeviceHealth::Lost;
    if (sample.state() == DeviceState::Error)
        return DeviceHealth::Error;
    DeviceHealth worst = DeviceHealth::Unknown;
    for (const TemperatureSensor &sensor : temperatureSensors()) {
        if (!sensor.guarded())
            continue;
        const auto reading = sensorReading(sample, sensor);
        if (!reading)
            continue;
        DeviceHealth health = DeviceHealth::Ok;
        const auto margin = reading->marginCelsius();
        if (margin && *margin <= 0)
            health = DeviceHealth::Hot;
        else if (margin && *margin <= margins.warmBelowCriticalCelsius)
            health = DeviceHealth::Warm;
        worst = std::max(worst, health);
    }
    const auto throttle = sample.value(MetricId::ThrottleStatus);
    if (throttle && (static_cast<unsigned>(*throttle) & ThrottleThermal))
        worst = std::max(worst, DeviceHealth::Hot);
    return worst;
}

} // namespace rocmtune
