// SPDX-License-Identifier: GPL-3.0-or-later
#include "alerts/TemperatureAlerts.h"
#include "telemetry/DeviceHealth.h"

#include <gtest/gtest.h>

using namespace rocmtune;

namespace {

Snapshot snapshotWith(double edge, double junction, DeviceState state = DeviceState::Ok)
{
    Snapshot snapshot;
    Sample s(0, 1000);
    s.set(MetricId::TemperatureEdge, edge);
    s.set(MetricId::TemperatureEdgeCritical, 100.0);
    s.set(MetricId::TemperatureJunction, junction);
    s.set(MetricId::TemperatureJunctionCritical, 110.0);
    s.setState(state);
    snapshot.samples.push_back(s);
    return snapshot;
}

} // namespace

TEST(TemperatureAlerts, DefaultThresholdIsTenBelowCriticalAndFiresOnce)
{
    TemperatureAlerts alerts;
    EXPECT_TRUE(alerts.check(snapshotWith(80, 99)).isEmpty());
    const auto raised = alerts.check(snapshotWith(80, 100.5));
    ASSERT_EQ(raised.size(), 1);
    EXPECT_EQ(raised[0].sensor, MetricId::TemperatureJunction);
    EXPECT_DOUBLE_EQ(raised[0].thresholdCelsius, 100.0);
    EXPECT_DOUBLE_EQ(raised[0].criticalCelsius, 110.0);
    EXPECT_TRUE(alerts.check(snapshotWith(80, 104)).isEmpty()) << "no repeat while still hot";
    EXPECT_TRUE(alerts.check(snapshotWith(80, 98)).isEmpty()) << "hovering near the line does not re-arm";
    EXPECT_TRUE(alerts.check(snapshotWith(80, 101)).isEmpty());
    EXPECT_TRUE(alerts.check(snapshotWith(80, 96)).isEmpty()) << "cooled 4 °C below: re-armed";
    EXPECT_EQ(alerts.check(snapshotWith(80, 100)).size(), 1);
}

TEST(TemperatureAlerts, MarginIsConfigurableAndTheClosestSensorDecides)
{
    TemperatureAlerts alerts;
    alerts.setMarginCelsius(20);
    const auto raised = alerts.check(snapshotWith(85, 80));
    ASSERT_EQ(raised.size(), 1);
    EXPECT_EQ(raised[0].sensor, MetricId::TemperatureEdge);
    EXPECT_DOUBLE_EQ(raised[0].thresholdCelsius, 80.0);
}

TEST(TemperatureAlerts, DisabledLostOrLimitlessDevicesNeverAlert)
{
    TemperatureAlerts alerts;
    alerts.setEnabled(false);
    EXPECT_TRUE(alerts.check(snapshotWith(120, 120)).isEmpty());
    alerts.setEnabled(true);
    EXPECT_TRUE(alerts.check(snapshotWith(120, 120, DeviceState::Lost)).isEmpty());
    Snapshot noLimits;
    Sample s(0, 1);
    s.set(MetricId::TemperatureEdge, 150.0);
    noLimits.samples.push_back(s);
    EXPECT_TRUE(alerts.check(noLimits).isEmpty());
}

TEST(DeviceHealth, FromTemperaturesAndState)
{
    EXPECT_EQ(deviceHealth(snapshotWith(60, 70).samples[0]), DeviceHealth::Ok);
    EXPECT_EQ(deviceHealth(snapshotWith(60, 101).samples[0]), DeviceHealth::Warm);
    EXPECT_EQ(deviceHealth(snapshotWith(100, 70).samples[0]), DeviceHealth::Hot);
    EXPECT_EQ(deviceHealth(snapshotWith(60, 70, DeviceState::Lost).samples[0]), DeviceHealth::Lost);
    EXPECT_EQ(deviceHealth(snapshotWith(60, 70, DeviceState::Error).samples[0]), DeviceHealth::Error);
    EXPECT_EQ(deviceHealth(Sample(0, 1)), DeviceHealth::Unknown);
    Sample throttled = snapshotWith(60, 70).samples[0];
    throttled.set(MetricId::ThrottleStatus, static_cast<double>(ThrottleThermal));
    EXPECT_EQ(deviceHealth(throttled), DeviceHealth::Hot);
    const auto hottest = hottestSensor(snapshotWith(60, 70).samples[0]);
    ASSERT_TRUE(hottest);
    EXPECT_EQ(hottest->sensor, MetricId::TemperatureJunction);
    EXPECT_EQ(hottest->criticalCelsius, 110.0);
}
