// SPDX-License-Identifier: GPL-3.0-or-later
#include "core/tuning/policy/ThermalWatchdog.h"

#include <gtest/gtest.h>

using namespace rocmtune;

namespace {
DeviceList twoDevices()
{
    DeviceList list(2);
    list[0].uniqueId = QStringLiteral("a");
    list[1].uniqueId = QStringLiteral("b");
    return list;
}

Snapshot at(double junction0, double junction1)
{
    Snapshot s;
    for (int i = 0; i < 2; ++i) {
        Sample sample(i, 0);
        sample.set(MetricId::TemperatureJunction, i == 0 ? junction0 : junction1);
        sample.set(MetricId::TemperatureJunctionCritical, 110);
        s.samples.push_back(sample);
    }
    return s;
}
} // namespace

TEST(ThermalWatchdog, TripsOnlyTunedGpusOnceAtCriticalMinusMargin)
{
    ThermalWatchdog w(5);
    w.setTuned(QStringLiteral("a"), true);
    EXPECT_TRUE(w.check(at(104, 109), twoDevices()).isEmpty()); // b is hot but not tuned
    const auto trips = w.check(at(105, 109), twoDevices());
    ASSERT_EQ(trips.size(), 1);
    EXPECT_EQ(trips.first().deviceIndex, 0);
    EXPECT_EQ(trips.first().sensor, QStringLiteral("temp_junction"));
    EXPECT_DOUBLE_EQ(trips.first().limitCelsius, 105);
    EXPECT_FALSE(w.isTuned(QStringLiteral("a")));
    EXPECT_TRUE(w.check(at(108, 109), twoDevices()).isEmpty()) << "trips once";
}

TEST(ThermalWatchdog, MissingSensorsNeverTrip)
{
    ThermalWatchdog w(5);
    w.setTuned(QStringLiteral("a"), true);
    Snapshot s;
    s.samples.push_back(Sample(0, 0)); // nothing readable
    EXPECT_TRUE(w.check(s, twoDevices()).isEmpty());
}

// Before the sensor catalogue the watchdog read junction, edge and memory
// only: an MI210/MI300 HBM stack at its limit never tripped it. HBM stacks are
// judged against the memory sensor's critical limit (the HBM's own limit).
TEST(ThermalWatchdog, AnHbmStackAtTheMemoryLimitTrips)
{
    ThermalWatchdog w(5);
    w.setTuned(QStringLiteral("a"), true);
    Snapshot s = at(60, 60);
    s.samples[0].set(MetricId::TemperatureMemory, 80);
    s.samples[0].set(MetricId::TemperatureHbm2, 89);
    EXPECT_TRUE(w.check(s, twoDevices()).isEmpty()) << "no memory limit read: nothing to judge the stack by";
    s.samples[0].set(MetricId::TemperatureMemoryCritical, 95);
    EXPECT_TRUE(w.check(s, twoDevices()).isEmpty()) << "89 is below 95 - 5";
    s.samples[0].set(MetricId::TemperatureHbm2, 91);
    s.samples[0].set(MetricId::TemperatureVrGfx, 150); // regulators have no limit: never a trip
    const auto trips = w.check(s, twoDevices());
    ASSERT_EQ(trips.size(), 1);
    EXPECT_EQ(trips.first().sensor, QStringLiteral("temp_hbm2"));
    EXPECT_DOUBLE_EQ(trips.first().temperatureCelsius, 91);
    EXPECT_DOUBLE_EQ(trips.first().limitCelsius, 90);
}

TEST(ThermalWatchdog, WithSeveralSensorsPastTheLineTheHotspotIsNamed)
{
    ThermalWatchdog w(5);
    w.setTuned(QStringLiteral("a"), true);
    Snapshot s = at(108, 60);
    s.samples[0].set(MetricId::TemperatureEdge, 99);
    s.samples[0].set(MetricId::TemperatureEdgeCritical, 100);
    const auto trips = w.check(s, twoDevices());
    ASSERT_EQ(trips.size(), 1);
    EXPECT_EQ(trips.first().sensor, QStringLiteral("temp_junction"));
}
