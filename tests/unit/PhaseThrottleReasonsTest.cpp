// SPDX-License-Identifier: GPL-3.0-or-later
// Stress summaries: seconds per throttle reason in users' words, the state
// read at a sample holding until the next (as run summaries count them).
#include "core/stress/PhaseTelemetry.h"
#include "core/telemetry/Metric.h"

#include <gtest/gtest.h>

using namespace rocmtune;

namespace {
Sample throttleSample(qint64 ms, unsigned reasons)
{
    Sample s(0, ms);
    s.set(MetricId::ThrottleStatus, static_cast<double>(reasons));
    s.set(MetricId::GfxClock, 2000.0);
    return s;
}
} // namespace

TEST(PhaseThrottleReasons, SecondsPerReasonInUsersWords)
{
    const QVector<Sample> samples{
        throttleSample(0, ThrottlePowerCap),                                                       // 0-2 s power cap
        throttleSample(2000, ThrottlePowerCap | ThrottleThermal | ThrottleHotspotTemperature),     // 2-5 s + hotspot
        throttleSample(5000, ThrottleIdle),                                                        // 5-6 s idle: not counted
        throttleSample(6000, ThrottleHardwareSlowdown | ThrottleProchot),                          // 6-7 s PROCHOT
        throttleSample(7000, 0),
    };
    const PhaseTelemetry t = summarizeTelemetry(samples, 0, 7000);
    EXPECT_EQ(t.throttleSecondsByReason.value(QStringLiteral("power_cap")), 5.0);
    EXPECT_EQ(t.throttleSecondsByReason.value(QStringLiteral("hotspot_temperature")), 3.0);
    EXPECT_EQ(t.throttleSecondsByReason.value(QStringLiteral("prochot")), 1.0);
    // The coarse reasons a finer one covers are not counted twice.
    EXPECT_FALSE(t.throttleSecondsByReason.contains(QStringLiteral("thermal")));
    EXPECT_FALSE(t.throttleSecondsByReason.contains(QStringLiteral("hardware_slowdown")));
    EXPECT_FALSE(t.throttleSecondsByReason.contains(QStringLiteral("idle")));
}

TEST(PhaseThrottleReasons, NoThrottleStatusNoReasons)
{
    QVector<Sample> samples;
    for (int i = 0; i < 3; ++i) {
        Sample s(0, i * 1000);
        s.set(MetricId::GfxClock, 2000.0);
        samples << s;
    }
    const PhaseTelemetry t = summarizeTelemetry(samples, 0, 3000);
    EXPECT_TRUE(t.throttleSecondsByReason.isEmpty());
    EXPECT_FALSE(t.throttledFraction.has_value());
}
