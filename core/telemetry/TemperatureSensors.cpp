// SPDX-License-Identifier: GPL-3.0-or-later
#include "TemperatureSensors.h"

#include <QCoreApplication>

#include <algorithm>
#include <array>

namespace rocmtune {

namespace {

constexpr std::array<TemperatureSensor, kTemperatureSensorCount> kTemperatureSensorCatalogue{{
    {MetricId::TemperatureEdge, MetricId::TemperatureEdgeCritical, MetricId::TemperatureEdgeEmergency, "edge", QT_TRANSLATE_NOOP("TemperatureSensor", "Edge"), false, 0xd62728},
    {MetricId::TemperatureJunction, MetricId::TemperatureJunctionCritical, MetricId::TemperatureJunctionEmergency, "junction", QT_TRANSLATE_NOOP("TemperatureSensor", "Junction"), true, 0xff7f0e},
    {MetricId::TemperatureMemory, MetricId::TemperatureMemoryCritical, MetricId::TemperatureMemoryEmergency, "memory", QT_TRANSLATE_NOOP("TemperatureSensor", "Memory"), false, 0x9467bd},
    {MetricId::TemperatureHbm0, MetricId::TemperatureMemoryCritical, MetricId::TemperatureMemoryEmergency, "hbm0", QT_TRANSLATE_NOOP("TemperatureSensor", "HBM stack 0"), false, 0x8c564b},
    {MetricId::TemperatureHbm1, MetricId::TemperatureMemoryCritical, MetricId::TemperatureMemoryEmergency, "hbm1", QT_TRANSLATE_NOOP("TemperatureSensor", "HBM stack 1"), false, 0xe377c2},
    {MetricId::TemperatureHbm2, MetricId::TemperatureMemoryCritical, MetricId::TemperatureMemoryEmergency, "hbm2", QT_TRANSLATE_NOOP("TemperatureSensor", "HBM stack 2"), false, 0xbcbd22},
    {MetricId::TemperatureHbm3, MetricId::TemperatureMemoryCritical, MetricId::TemperatureMemoryEmergency, "hbm3", QT_TRANSLATE_NOOP("TemperatureSensor", "HBM stack 3"), false, 0x17becf},
    {MetricId::TemperatureVrGfx, std::nullopt, std::nullopt, "vr_gfx", QT_TRANSLATE_NOOP("TemperatureSensor", "GFX voltage regulator"), false, 0x2ca02c},
    {MetricId::TemperatureVrSoc, std::nullopt, std::nullopt, "vr_soc", QT_TRANSLATE_NOOP("TemperatureSensor", "SoC voltage regulator"), false, 0x1f77b4},
    {MetricId::TemperatureVrMem, std::nullopt, std::nullopt, "vr_memory", QT_TRANSLATE_NOOP("TemperatureSensor", "Memory voltage regulator"), false, 0x7f7f7f},
}};

} // namespace

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
