// SPDX-License-Identifier: GPL-3.0-or-later
#include "core/backends/DeviceControls.h"
#include "core/telemetry/Metric.h"
#include "core/telemetry/Sample.h"

#include <gtest/gtest.h>

#include <set>
#include <string>

using namespace rocmtune;

TEST(Metric, KeysAreUniqueAndRoundTrip)
{
    std::set<std::string> keys;
    for (const auto &m : metricCatalogue()) {
        EXPECT_TRUE(keys.insert(m.key).second) << m.key;
        EXPECT_EQ(metricFromKey(QString::fromLatin1(m.key)), m.id);
    }
    EXPECT_FALSE(metricFromKey(QStringLiteral("no_such_metric")).has_value());
}

TEST(Metric, UnitsOfTheCoreCatalogue)
{
    EXPECT_EQ(metricInfo(MetricId::TemperatureEdge).unit, Unit::Celsius);
    EXPECT_EQ(metricInfo(MetricId::PowerCap).unit, Unit::Watt);
    EXPECT_EQ(metricInfo(MetricId::GfxClock).unit, Unit::Megahertz);
    EXPECT_EQ(metricInfo(MetricId::VramUsed).unit, Unit::Byte);
    EXPECT_EQ(metricInfo(MetricId::GfxVoltage).unit, Unit::Millivolt);
    EXPECT_EQ(unitSymbol(Unit::Celsius), QStringLiteral("°C"));
}

TEST(Sample, NotAvailableIsDistinctFromZero)
{
    Sample s(0, 1);
    EXPECT_FALSE(s.value(MetricId::FanRpm).has_value());
    s.set(MetricId::FanRpm, 0.0);
    ASSERT_TRUE(s.value(MetricId::FanRpm).has_value());
    EXPECT_EQ(*s.value(MetricId::FanRpm), 0.0);
    s.set(MetricId::FanRpm, std::optional<double>{});
    EXPECT_FALSE(s.has(MetricId::FanRpm));
}

TEST(DeviceControls, DriverKeysRoundTrip)
{
    for (int i = 0; i < kPerfLevelCount; ++i) {
        const auto level = static_cast<PerfLevel>(i);
        EXPECT_EQ(perfLevelFromKey(QString::fromLatin1(perfLevelKey(level))), level);
    }
    for (int i = 0; i < kPowerProfileCount; ++i) {
        const auto profile = static_cast<PowerProfile>(i);
        EXPECT_EQ(powerProfileFromKey(QString::fromLatin1(powerProfileKey(profile)).toLower()), profile);
    }
    EXPECT_EQ(static_cast<int>(PerfLevel::Manual), 3); // rsmi_dev_perf_level_t order
    EXPECT_FALSE(perfLevelFromKey(QStringLiteral("turbo")).has_value());
}
