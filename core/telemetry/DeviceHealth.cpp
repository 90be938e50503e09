// SPDX-License-Identifier: GPL-3.0-or-later
#include "DeviceHealth.h"

#include <algorithm>

namespace rocmtune {

namespace {
constexpr MetricId kTemperatures[] = {MetricId::TemperatureJunction, MetricId::TemperatureEdge, MetricId::TemperatureMemory};
} // namespace

std::optional<MetricId> criticalLimitOf(MetricId temperature)
{
    switch (temperature) {
    case MetricId::TemperatureEdge: return MetricId::TemperatureEdgeCritical;
    case MetricId::TemperatureJunction: return MetricId::TemperatureJunctionCritical;
    case MetricId::TemperatureMemory: return MetricId::TemperatureMemoryCritical;
    default: return std::nullopt;
    }
}

std::optional<HottestSensor> hottestSensor(const Sample &sample)
{
    std::optional<HottestSensor> hottest;
    for (MetricId id : kTemperatures) {
        const auto value = sample.value(id);
        if (!value)
            continue;
        if (!hottest || *value > hottest->celsius) {
            hottest = HottestSensor{id, *value, std::nullopt};
            if (const auto limit = criticalLimitOf(id))
                hottest->criticalCelsius = sample.value(*limit);
        }
    }
    return hottest;
}

DeviceHealth deviceHealth(const Sample &sample, const HealthMargins &margins)
{
    if (sample.state() == DeviceState::Lost)
        return DeviceHealth::Lost;
    if (sample.state() == DeviceState::Error)
        return DeviceHealth::Error;
    DeviceHealth worst = DeviceHealth::Unknown;
    for (MetricId id : kTemperatures) {
        const auto value = sample.value(id);
        if (!value)
            continue;
        DeviceHealth health = DeviceHealth::Ok;
        const auto limit = sample.value(*criticalLimitOf(id));
        if (limit && *value >= *limit)
            health = DeviceHealth::Hot;
        else if (limit && *value >= *limit - margins.warmBelowCriticalCelsius)
            health = DeviceHealth::Warm;
        worst = std::max(worst, health);
    }
    const auto throttle = sample.value(MetricId::ThrottleStatus);
    if (throttle && (static_cast<unsigned>(*throttle) & ThrottleThermal))
        worst = std::max(worst, DeviceHealth::Hot);
    return worst;
}

} // namespace rocmtune
