// SPDX-License-Identifier: GPL-3.0-or-later
#include "core/telemetry/TemperatureSensors.h"

#include <QCoreApplication>

#include <algorithm>
#include <array>

namespace rocmtune {

std::span<const TemperatureSensor> temperatureSensors()
{
    return kTemperatureSensorCatalogue;
}

const TemperatureSensor *temperatureSensorOf(MetricId reading)
{
    for (const TemperatureSensor &s : kTemperatureSensorCatalogue) {
        if (s.reading == reading)
            return &s;
    }
    return nullptr;
}

const TemperatureSensor *temperatureSensorFromKey(const QString &key)
{
    for (const TemperatureSensor &s : kTemperatureSensorCatalogue) {
        if (key == QLatin1String(s.key))
            return &s;
    }
    return nullptr;
}

const TemperatureSensor &hotspotSensor()
{
    static const TemperatureSensor &hotspot = *std::find_if(kTemperatureSensorCatalogue.begin(), kTemperatureSensorCatalogue.end(),
                                                            [](const TemperatureSensor &s) { return s.hotspot; });
    return hotspot;
}

std::size_t temperatureSensorIndex(const TemperatureSensor &sensor)
{
    return static_cast<std::size_t>(&sensor - kTemperatureSensorCatalogue.data());
}

QString temperatureSensorLabel(const TemperatureSensor &sensor)
{
    return QCoreApplication::translate("TemperatureSensor", sensor.label);
}

std::optional<double> SensorReading::marginCelsius() const
{
    if (!criticalCelsius)
        return std::nullopt;
    return *criticalCelsius - celsius;
}

std::optional<SensorReading> sensorReading(const Sample &sample, const TemperatureSensor &sensor)
{
    const auto celsius = sample.value(sensor.reading);
    if (!celsius)
        return std::nullopt;
    SensorReading r{&sensor, *celsius, std::nullopt, std::nullopt};
    if (sensor.critical)
        r.criticalCelsius = sample.value(*sensor.critical);
    if (sensor.emergency)
        r.emergencyCelsius = sample.value(*sensor.emergency);
    return r;
}

std::optional<SensorReading> hottestSensorReading(const Sample &sample)
{
    std::optional<SensorReading> hottest;
    for (const TemperatureSensor &sensor : kTemperatureSensorCatalogue) {
        if (!sensor.guarded())
            continue;
        const auto r = sensorReading(sample, sensor);
        if (r && (!hottest || r->celsius > hottest->celsius || (r->celsius == hottest->celsius && sensor.hotspot)))
            hottest = r;
    }
    return hottest;
}

std::optional<SensorReading> leastMarginSensorReading(const Sample &sample)
{
    std::optional<SensorReading> least;
    for (const TemperatureSensor &sensor : kTemperatureSensorCatalogue) {
        if (!sensor.guarded())
            continue;
        const auto r = sensorReading(sample, sensor);
        if (r && r->criticalCelsius && (!least || *r->marginCelsius() < *least->marginCelsius()))
            least = r;
    }
    return least;
}

} // namespace rocmtune
