// SPDX-License-Identifier: GPL-3.0-or-later
#include "core/telemetry/History.h"

#include <gtest/gtest.h>

using namespace rocmtune;

namespace {
Sample makeSample(int device, qint64 t, std::optional<double> temp, double power = 100)
{
    Sample s(device, t);
    s.set(MetricId::TemperatureEdge, temp);
    s.set(MetricId::PowerAverage, power);
    return s;
}
} // namespace

TEST(History, EmptyHistoryAnswersNothing)
{
    History h(10);
    EXPECT_EQ(h.deviceCount(), 0);
    EXPECT_EQ(h.size(0), 0);
    EXPECT_FALSE(h.firstTimestampMs().has_value());
    EXPECT_TRUE(h.query(0, MetricId::TemperatureEdge, 0, 1000).values.isEmpty());
    EXPECT_EQ(h.stats(3, MetricId::TemperatureEdge, 0, 1000).count, 0);
}

TEST(History, WrapsAroundKeepingTheNewestSamples)
{
    History h(5);
    for (int i = 0; i < 12; ++i)
        h.append(makeSample(0, 1000 + i * 100, 40 + i));
    EXPECT_EQ(h.size(0), 5);
    EXPECT_EQ(*h.firstTimestampMs(0), 1000 + 7 * 100);
    EXPECT_EQ(*h.lastTimestampMs(0), 1000 + 11 * 100);
    const Series s = h.query(0, MetricId::TemperatureEdge, 0, 1'000'000);
    ASSERT_EQ(s.values.size(), 5);
    for (int i = 0; i < 5; ++i) {
        EXPECT_DOUBLE_EQ(s.values[i], 47 + i);
        EXPECT_DOUBLE_EQ(s.timesMs[i], 1700 + i * 100);
    }
}

TEST(History, RangeQueryIsInclusiveAndSkipsUnavailableValues)
{
    History h(100);
    for (int i = 0; i < 10; ++i)
        h.append(makeSample(0, i * 1000, i == 4 ? std::nullopt : std::optional<double>(50 + i)));
    const Series s = h.query(0, MetricId::TemperatureEdge, 3000, 6000);
    ASSERT_EQ(s.values.size(), 3); // 3000, 5000, 6000 (4000 is N/A)
    EXPECT_DOUBLE_EQ(s.timesMs[0], 3000);
    EXPECT_DOUBLE_EQ(s.timesMs[1], 5000);
    EXPECT_DOUBLE_EQ(s.timesMs[2], 6000);
    EXPECT_TRUE(h.query(0, MetricId::TemperatureEdge, 6000, 3000).values.isEmpty());
    EXPECT_TRUE(h.query(0, MetricId::TemperatureEdge, 20000, 30000).values.isEmpty());
}

TEST(History, StatsOverAWindow)
{
    History h(100);
    const double temps[] = {40, 45, 60, 55, 50};
    for (int i = 0; i < 5; ++i)
        h.append(makeSample(0, i * 1000, temps[i]));
    const WindowStats all = h.stats(0, MetricId::TemperatureEdge, 0, 4000);
    EXPECT_EQ(all.count, 5);
    EXPECT_DOUBLE_EQ(*all.min, 40);
    EXPECT_DOUBLE_EQ(*all.max, 60);
    EXPECT_DOUBLE_EQ(*all.average, 50);
    const WindowStats tail = h.stats(0, MetricId::TemperatureEdge, 2000, 4000);
    EXPECT_EQ(tail.count, 3);
    EXPECT_DOUBLE_EQ(*tail.min, 50);
    EXPECT_DOUBLE_EQ(*tail.max, 60);
}

TEST(History, MetricNeverReportedStaysUnavailableNotZero)
{
    History h(10);
    h.append(makeSample(0, 1000, 40));
    EXPECT_TRUE(h.query(0, MetricId::FanRpm, 0, 5000).values.isEmpty());
    EXPECT_FALSE(h.valueAt(0, MetricId::FanRpm, 1000).has_value());
    EXPECT_FALSE(h.stats(0, MetricId::FanRpm, 0, 5000).min.has_value());
}

TEST(History, ValueAtReturnsTheLatestAtOrBefore)
{
    History h(10);
    h.append(makeSample(0, 1000, 40));
    h.append(makeSample(0, 2000, 41));
    EXPECT_FALSE(h.valueAt(0, MetricId::TemperatureEdge, 999).has_value());
    EXPECT_DOUBLE_EQ(*h.valueAt(0, MetricId::TemperatureEdge, 1500), 40);
    EXPECT_DOUBLE_EQ(*h.valueAt(0, MetricId::TemperatureEdge, 2000), 41);
}

TEST(History, DevicesAreIndependent)
{
    History h(10);
    Snapshot snap;
    snap.samples = {makeSample(0, 1000, 40), makeSample(1, 1000, 70)};
    h.append(snap);
    EXPECT_EQ(h.deviceCount(), 2);
    EXPECT_DOUBLE_EQ(*h.valueAt(1, MetricId::TemperatureEdge, 1000), 70);
    EXPECT_DOUBLE_EQ(*h.valueAt(0, MetricId::TemperatureEdge, 1000), 40);
}

TEST(History, ClockSteppingBackDoesNotBreakOrdering)
{
    History h(10);
    h.append(makeSample(0, 5000, 40));
    h.append(makeSample(0, 4000, 41)); // wall clock stepped back
    const Series s = h.query(0, MetricId::TemperatureEdge, 0, 10000);
    ASSERT_EQ(s.values.size(), 2);
    EXPECT_LE(s.timesMs[0], s.timesMs[1]);
}

TEST(History, ShrinkingCapacityKeepsTheNewest)
{
    History h(10);
    for (int i = 0; i < 10; ++i)
        h.append(makeSample(0, i * 1000, i));
    h.setCapacity(3);
    EXPECT_EQ(h.capacity(), 3);
    const Series s = h.query(0, MetricId::TemperatureEdge, 0, 100000);
    ASSERT_EQ(s.values.size(), 3);
    EXPECT_DOUBLE_EQ(s.values[0], 7);
    EXPECT_DOUBLE_EQ(s.values[2], 9);
    h.append(makeSample(0, 10000, 10));
    EXPECT_DOUBLE_EQ(h.query(0, MetricId::TemperatureEdge, 0, 100000).values.constFirst(), 8);
    h.setCapacity(6);
    h.append(makeSample(0, 11000, 11));
    EXPECT_EQ(h.size(0), 4);
}

TEST(History, DayAtOneHertzForEightGpusFitsTensOfMegabytes)
{
    constexpr int kDay = 24 * 3600;
    History h(kDay);
    Snapshot snap;
    for (int d = 0; d < 8; ++d) {
        Sample s(d, 0);
        for (const auto &m : metricCatalogue())
            s.set(m.id, 1.0);
        snap.samples.push_back(s);
    }
    h.append(snap);
    const double megabytes = static_cast<double>(h.memoryBytes()) / (1024.0 * 1024.0);
    EXPECT_LT(megabytes, 80.0);
    EXPECT_GT(megabytes, 10.0); // it really allocated the day
}
