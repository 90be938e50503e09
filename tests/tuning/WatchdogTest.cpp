// SPDX-License-Identifier: GPL-3.0-or-later
#include "tuning/ThermalWatchdog.h"

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
