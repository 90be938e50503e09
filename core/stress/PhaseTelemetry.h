// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "core/stress/BenchRecord.h"
#include "core/telemetry/Sample.h"
#include "core/telemetry/SensorMaxima.h"

#include <QMap>
#include <QString>
#include <QVector>

#include <optional>

namespace rocmtune {

// What the telemetry of one GPU showed while one test ran.
// Unsettled samples (the first seconds after a wake) are counted apart and
// left out of every value below.
struct PhaseTelemetry {
    int sampleCount = 0;
    int unsettledSampleCount = 0;
    // The highest reading of each catalogue sensor; JSON keys max_<key>_c.
    SensorMaxima maxTemperatures;
    std::optional<double> averagePowerWatts;
    std::optional<double> peakPowerWatts;
    std::optional<double> minClockMegahertz;
    std::optional<double> averageClockMegahertz;
    std::optional<double> maxClockMegahertz;
    // Times the graphics clock fell below kClockDropFraction of the phase's
    // sustained clock (its 90th percentile), counted on the way down.
    int clockDrops = 0;
    // Share of samples with a throttle reason other than idle / locked clocks;
    // not available when the GPU reports no throttle status.
    std::optional<double> throttledFraction;
    double throttledSeconds = 0;
    // Seconds per reason in users' words (ThrottleReasonInfo::key: "power_cap"
    // ...), the state read at a sample holding until the next; idle left out.
    QMap<QString, double> throttleSecondsByReason;
    bool deviceLost = false;
};

inline constexpr double kClockDropFraction = 0.9;

// Throttle reasons that cost performance (ThrottleReason bits).
unsigned performanceThrottleBits();

// Samples with fromMs <= t <= toMs (samples ordered by time).
PhaseTelemetry summarizeTelemetry(const QVector<Sample> &samples, qint64 fromMs, qint64 toMs);

// How far throughput fell while the GPU was throttled, over the steady part
// of the test only: setup lines (no rate or 0) and the first measured batch
// are left out, and each throttled point is compared with the pace of its own
// phase (a test's phases that are slow or fast by design, such as memory's
// pattern passes after its bandwidth kernels, are told apart by a lasting
// level change that does not come with a change of throttle state):
// 1 - median(throttled / phase p90 of unthrottled), in percent. nullopt when
// no steady progress point fell in a throttled sample.
std::optional<double> throttledThroughputLossPercent(const QVector<ProgressPoint> &progress,
                                                     const QVector<Sample> &samples, qint64 fromMs, qint64 toMs);

} // namespace rocmtune
