// SPDX-License-Identifier: GPL-3.0-or-later
#include "core/telemetry/DeviceHealth.h"
#include "core/telemetry/TemperatureSensors.h"

#include <gtest/gtest.h>

#include <set>

using namespace rocmtune;

namespace {

const TemperatureSensor &sensor(MetricId reading)
{
    const TemperatureSensor *s = temperatureSensorOf(reading);
    EXPECT_NE(s, nullptr) << metricInfo(reading).key;
    return s ? *s : hotspotSensor();
}

} // namespace

TEST(TemperatureSensors, EverySensorAndLimitIsACelsiusMetricOfTheRightKind)
{
    ASSERT_EQ(temperatureSensors().size(), kTemperatureSensorCount);
    for (const TemperatureSensor &s : temperatureSensors()) {
        SCOPED_TRACE(s.key);
        EXPECT_EQ(metricInfo(s.reading).unit, Unit::Celsius);
        EXPECT_EQ(metricInfo(s.reading).kind, MetricKind::Live);
        for (const auto &limit : {s.critical, s.emergency}) {
            if (!limit)
                continue;
            EXPECT_EQ(metricInfo(*limit).unit, metricInfo(s.reading).unit);
            EXPECT_EQ(metricInfo(*limit).kind, MetricKind::Limit);
        }
        // An emergency limit only where there is a critical one.
        EXPECT_TRUE(s.critical || !s.emergency);
        EXPECT_EQ(s.guarded(), s.critical.has_value());
        EXPECT_EQ(temperatureSensorOf(s.reading), &s);
        EXPECT_EQ(temperatureSensorFromKey(QLatin1String(s.key)), &s);
        EXPECT_FALSE(temperatureSensorLabel(s).isEmpty());
    }
}

TEST(TemperatureSensors, EveryCelsiusMetricIsASensorOrTheLimitOfOne)
{
    std::set<MetricId> named;
    for (const TemperatureSensor &s : temperatureSensors()) {
        EXPECT_FALSE(named.count(s.reading)) << s.key << " listed twice";
        named.insert(s.reading);
        if (s.critical)
            named.insert(*s.critical);
        if (s.emergency)
            named.insert(*s.emergency);
    }
    for (const MetricInfo &info : metricCatalogue()) {
        if (info.unit == Unit::Celsius)
            EXPECT_TRUE(named.count(info.id)) << info.key << " is in no sensor of the catalogue";
    }
}

TEST(TemperatureSensors, OneHotspotTheJunctionAndTheMetricCataloguesOrder)
{
    int hotspots = 0;
    for (const TemperatureSensor &s : temperatureSensors())
        hotspots += s.hotspot ? 1 : 0;
    EXPECT_EQ(hotspots, 1);
    EXPECT_EQ(hotspotSensor().reading, MetricId::TemperatureJunction);
    EXPECT_TRUE(hotspotSensor().hotspot);
    // Lists, graphs and reports show the sensors in this order: edge, junction, memory, HBM, VR.
    for (std::size_t i = 1; i < temperatureSensors().size(); ++i)
        EXPECT_LT(metricIndex(temperatureSensors()[i - 1].reading), metricIndex(temperatureSensors()[i].reading));
    EXPECT_EQ(temperatureSensors().front().reading, MetricId::TemperatureEdge);
    EXPECT_EQ(temperatureSensorOf(MetricId::PowerAverage), nullptr);
    EXPECT_EQ(temperatureSensorOf(MetricId::TemperatureEdgeCritical), nullptr);
    EXPECT_EQ(temperatureSensorFromKey(QStringLiteral("hotspot")), nullptr);
}

TEST(TemperatureSensors, HbmStacksAreGuardedByTheMemoryLimitsAndRegulatorsAreNot)
{
    for (MetricId hbm : {MetricId::TemperatureHbm0, MetricId::TemperatureHbm1, MetricId::TemperatureHbm2, MetricId::TemperatureHbm3}) {
        EXPECT_EQ(sensor(hbm).critical, MetricId::TemperatureMemoryCritical);
        EXPECT_EQ(sensor(hbm).emergency, MetricId::TemperatureMemoryEmergency);
    }
    for (MetricId vr : {MetricId::TemperatureVrGfx, MetricId::TemperatureVrSoc, MetricId::TemperatureVrMem})
        EXPECT_FALSE(sensor(vr).guarded());
}

TEST(TemperatureSensors, AReadingCarriesItsOwnLimitsAndAMissingValueIsNotZero)
{
    Sample s(0, 1000);
    EXPECT_FALSE(sensorReading(s, hotspotSensor()));
    EXPECT_FALSE(hottestSensorReading(s)); // nothing read: not available, not 0 °C
    EXPECT_FALSE(leastMarginSensorReading(s));

    s.set(MetricId::TemperatureEdge, 0.0); // a real 0 °C reading counts
    auto edge = sensorReading(s, sensor(MetricId::TemperatureEdge));
    ASSERT_TRUE(edge);
    EXPECT_EQ(edge->celsius, 0.0);
    EXPECT_FALSE(edge->criticalCelsius);
    EXPECT_FALSE(edge->marginCelsius()); // no limit: no margin, not a margin of 0
    EXPECT_FALSE(leastMarginSensorReading(s));
    auto hottest = hottestSensorReading(s);
    ASSERT_TRUE(hottest);
    EXPECT_EQ(hottest->sensor->reading, MetricId::TemperatureEdge);

    s.set(MetricId::TemperatureEdgeCritical, 100.0);
    s.set(MetricId::TemperatureEdgeEmergency, 105.0);
    edge = sensorReading(s, sensor(MetricId::TemperatureEdge));
    ASSERT_TRUE(edge);
    EXPECT_EQ(edge->criticalCelsius, 100.0);
    EXPECT_EQ(edge->emergencyCelsius, 105.0);
    EXPECT_EQ(edge->marginCelsius(), 100.0);
}

TEST(TemperatureSensors, HottestIsTheHighestGuardedReadingAndTheHotspotWinsATie)
{
    Sample s(0, 1000);
    s.set(MetricId::TemperatureEdge, 70.0);
    s.set(MetricId::TemperatureJunction, 70.0);
    s.set(MetricId::TemperatureVrGfx, 95.0); // no limit: not judged, not the hottest
    auto hottest = hottestSensorReading(s);
    ASSERT_TRUE(hottest);
    EXPECT_EQ(hottest->sensor->reading, MetricId::TemperatureJunction);

    s.set(MetricId::TemperatureHbm2, 88.0);
    s.set(MetricId::TemperatureMemoryCritical, 95.0);
    hottest = hottestSensorReading(s);
    ASSERT_TRUE(hottest);
    EXPECT_EQ(hottest->sensor->reading, MetricId::TemperatureHbm2);
    EXPECT_EQ(hottest->criticalCelsius, 95.0);
    EXPECT_EQ(hottest->marginCelsius(), 7.0);
}

TEST(TemperatureSensors, LeastMarginIsMeasuredToEachSensorsOwnLimit)
{
    Sample s(0, 1000);
    s.set(MetricId::TemperatureJunction, 90.0);
    s.set(MetricId::TemperatureJunctionCritical, 110.0); // 20 left
    s.set(MetricId::TemperatureMemory, 80.0);
    s.set(MetricId::TemperatureMemoryCritical, 85.0); // 5 left: cooler, but closer to its limit
    s.set(MetricId::TemperatureEdge, 99.0);           // hottest, but its limit is not read
    const auto least = leastMarginSensorReading(s);
    ASSERT_TRUE(least);
    EXPECT_EQ(least->sensor->reading, MetricId::TemperatureMemory);
    EXPECT_EQ(least->marginCelsius(), 5.0);
    EXPECT_EQ(hottestSensorReading(s)->sensor->reading, MetricId::TemperatureEdge);
}

TEST(TemperatureSensors, HealthJudgesHbmStacksAgainstTheMemoryLimit)
{
    Sample s(0, 1000);
    s.set(MetricId::TemperatureJunction, 60.0);
    s.set(MetricId::TemperatureJunctionCritical, 110.0);
    s.set(MetricId::TemperatureMemoryCritical, 95.0);
    EXPECT_EQ(deviceHealth(s), DeviceHealth::Ok);
    s.set(MetricId::TemperatureHbm1, 90.0); // MI210: one HBM stack close to the memory limit
    EXPECT_EQ(deviceHealth(s), DeviceHealth::Warm);
    s.set(MetricId::TemperatureHbm1, 96.0);
    EXPECT_EQ(deviceHealth(s), DeviceHealth::Hot);
    s.set(MetricId::TemperatureVrSoc, 200.0); // regulators have no limit: they change nothing
    s.set(MetricId::TemperatureHbm1, 60.0);
    EXPECT_EQ(deviceHealth(s), DeviceHealth::Ok);
}
