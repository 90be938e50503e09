// SPDX-License-Identifier: GPL-3.0-or-later
#include "core/telemetry/DecimatedSeries.h"

#include <gtest/gtest.h>

#include <algorithm>
#include <cmath>

using namespace rocmtune;

namespace {

// A saw-tooth with one spike, 10 Hz, starting at t0.
void fill(History &history, qint64 t0, int count, int spikeAt = -1)
{
    for (int i = 0; i < count; ++i) {
        Sample s(0, t0 + i * 100);
        s.set(MetricId::PowerAverage, i == spikeAt ? 999.0 : static_cast<double>(i % 50));
        history.append(s);
    }
}

} // namespace

TEST(DecimatedSeries, KeepsEverySampleWhenBucketsAreFinerThanSamples)
{
    History history(1000);
    fill(history, 1'000'000, 100);
    DecimatedSeries series(0, MetricId::PowerAverage);
    EXPECT_TRUE(series.update(history, 1'000'000, 1'000'000 + 99 * 100, 50));
    EXPECT_EQ(series.timesMs().size(), 100);
    EXPECT_EQ(series.values().at(7), 7.0);
}

TEST(DecimatedSeries, AtMostTwoPointsPerBucketAndSpikesSurvive)
{
    History history(40000);
    const qint64 t0 = 1'000'000;
    fill(history, t0, 36000, 12345);
    DecimatedSeries series(0, MetricId::PowerAverage);
    const qint64 to = t0 + 35999 * 100;
    const qint64 bucket = DecimatedSeries::bucketForWidth(to - t0, 1000);
    series.update(history, t0, to, bucket);
    const qint64 buckets = (to - t0) / bucket + 2;
    EXPECT_LE(series.timesMs().size(), 2 * buckets + 1);
    EXPECT_EQ(series.timesMs().back(), static_cast<double>(to)) << "the line ends at the newest sample";
    EXPECT_GT(series.timesMs().size(), buckets / 2);
    EXPECT_EQ(*std::max_element(series.values().begin(), series.values().end()), 999.0);
    EXPECT_EQ(*std::min_element(series.values().begin(), series.values().end()), 0.0);
    EXPECT_TRUE(std::is_sorted(series.timesMs().begin(), series.timesMs().end()));
}

TEST(DecimatedSeries, SlidingForwardReadsOnlyNewSamplesAndMatchesARebuild)
{
    History history(40000);
    const qint64 t0 = 1'000'000;
    fill(history, t0, 3000);
    DecimatedSeries incremental(0, MetricId::PowerAverage);
    const qint64 bucket = 1024;
    incremental.update(history, t0, t0 + 2999 * 100, bucket);
    EXPECT_EQ(incremental.lastReadCount(), 3000);
    for (int i = 3000; i < 3050; ++i) {
        Sample s(0, t0 + i * 100);
        s.set(MetricId::PowerAverage, i == 3033 ? -5.0 : static_cast<double>(i % 50));
        history.append(s);
        const qint64 to = t0 + i * 100;
        incremental.update(history, to - 299'900, to, bucket);
        EXPECT_LE(incremental.lastReadCount(), 12) << "only the newest bucket is re-read";
    }
    const qint64 to = t0 + 3049 * 100;
    DecimatedSeries rebuilt(0, MetricId::PowerAverage);
    rebuilt.update(history, to - 299'900, to, bucket);
    EXPECT_EQ(incremental.timesMs(), rebuilt.timesMs());
    EXPECT_EQ(incremental.values(), rebuilt.values());
    EXPECT_EQ(*std::min_element(incremental.values().begin(), incremental.values().end()), -5.0);
}

TEST(DecimatedSeries, ScrollingBackRebuildsAndEmptyRangeClears)
{
    History history(5000);
    fill(history, 0 + 500'000, 2000);
    DecimatedSeries series(0, MetricId::PowerAverage);
    series.update(history, 600'000, 700'000, 256);
    const auto later = series.timesMs();
    series.update(history, 500'000, 550'000, 256);
    ASSERT_FALSE(series.timesMs().isEmpty());
    EXPECT_LT(series.timesMs().back(), later.front());
    EXPECT_TRUE(series.update(history, 10, 5, 256));
    EXPECT_TRUE(series.timesMs().isEmpty());
}

TEST(DecimatedSeries, MissingValuesAreNotPoints)
{
    History history(100);
    for (int i = 0; i < 10; ++i) {
        Sample s(0, 1000 + i * 100);
        if (i % 2 == 0)
            s.set(MetricId::FanRpm, 1000.0 + i);
        s.set(MetricId::PowerAverage, 1.0);
        history.append(s);
    }
    DecimatedSeries series(0, MetricId::FanRpm);
    series.update(history, 1000, 2000, 1);
    EXPECT_EQ(series.timesMs().size(), 5);
    DecimatedSeries absent(0, MetricId::GfxVoltage);
    absent.update(history, 1000, 2000, 1);
    EXPECT_TRUE(absent.timesMs().isEmpty());
}

TEST(DecimatedSeries, BucketForWidthIsAPowerOfTwo)
{
    EXPECT_EQ(DecimatedSeries::bucketForWidth(3'600'000, 1000), 4096);
    EXPECT_EQ(DecimatedSeries::bucketForWidth(60'000, 1000), 64);
    EXPECT_EQ(DecimatedSeries::bucketForWidth(100, 1000), 1);
    EXPECT_EQ(DecimatedSeries::bucketForWidth(0, 0), 1);
}
