// SPDX-License-Identifier: GPL-3.0-or-later
#include "core/stress/PhaseTelemetry.h"

#include "core/telemetry/ThrottleReasons.h"

#include <algorithm>
#include <cmath>

namespace rocmtune {

namespace {

void raise(std::optional<double> &maximum, std::optional<double> value)
{
    if (value && (!maximum || *value > *maximum))
        maximum = value;
}

double percentile(QVector<double> values, double fraction)
{
    std::sort(values.begin(), values.end());
    const auto index = static_cast<qsizetype>(std::floor(fraction * static_cast<double>(values.size() - 1)));
    return values.at(std::clamp<qsizetype>(index, 0, values.size() - 1));
}

bool isThrottled(const Sample &sample)
{
    const auto bits = sample.value(MetricId::ThrottleStatus);
    return bits && (static_cast<unsigned>(*bits) & performanceThrottleBits()) != 0;
}

// The sample at or just before timeMs inside the window, or null.
const Sample *sampleAt(const QVector<Sample> &samples, qint64 timeMs, qint64 fromMs)
{
    const auto it = std::upper_bound(samples.begin(), samples.end(), timeMs,
                                     [](qint64 t, const Sample &s) { return t < s.timestampMs(); });
    if (it == samples.begin())
        return nullptr;
    const Sample &s = *(it - 1);
    return s.timestampMs() >= fromMs ? &s : nullptr;
}

} // namespace

unsigned performanceThrottleBits()
{
    return ThrottlePowerCap | ThrottleThermal | ThrottleCurrent | ThrottleSoftwareSlowdown | ThrottleHardwareSlowdown;
}

PhaseTelemetry summarizeTelemetry(const QVector<Sample> &samples, qint64 fromMs, qint64 toMs)
{
    PhaseTelemetry t;
    double powerSum = 0;
    int powerCount = 0;
    QVector<double> clocks;
    int throttleKnown = 0;
    int throttled = 0;
    std::optional<qint64> lastReasonTimeMs; // the reasons read then hold until the next reading
    unsigned lastReasons = 0;
    QVector<qint64> times;
    for (const Sample &s : samples) {
        if (s.timestampMs() < fromMs || s.timestampMs() > toMs)
            continue;
        if (s.state() == DeviceState::Lost) {
            t.deviceLost = true;
            continue;
        }
        if (s.state() != DeviceState::Ok)
            continue;
        // The first seconds after a wake read falsely high (Sample::unsettled).
        if (s.unsettled()) {
            ++t.unsettledSampleCount;
            continue;
        }
        ++t.sampleCount;
        times << s.timestampMs();
        t.maxTemperatures.raise(s);
        if (const auto watts = s.value(MetricId::PowerAverage)) {
            powerSum += *watts;
            ++powerCount;
            raise(t.peakPowerWatts, watts);
        }
        if (const auto mhz = s.value(MetricId::GfxClock))
            clocks << *mhz;
        if (const auto bits = s.value(MetricId::ThrottleStatus)) {
            ++throttleKnown;
            throttled += isThrottled(s) ? 1 : 0;
            const unsigned reasons = static_cast<unsigned>(*bits) & ~unsigned(ThrottleIdle);
            if (lastReasonTimeMs && s.timestampMs() > *lastReasonTimeMs) {
                for (const ThrottleReasonInfo *reason : shownThrottleReasons(lastReasons))
                    t.throttleSecondsByReason[QLatin1String(reason->key)] += static_cast<double>(s.timestampMs() - *lastReasonTimeMs) / 1000.0;
            }
            lastReasonTimeMs = s.timestampMs();
            lastReasons = reasons;
        }
    }
    if (powerCount > 0)
        t.averagePowerWatts = powerSum / powerCount;
    if (!clocks.isEmpty()) {
        double sum = 0;
        for (double c : clocks)
            sum += c;
        t.averageClockMegahertz = sum / static_cast<double>(clocks.size());
        t.minClockMegahertz = *std::min_element(clocks.begin(), clocks.end());
        t.maxClockMegahertz = *std::max_element(clocks.begin(), clocks.end());
        const double threshold = kClockDropFraction * percentile(clocks, 0.9);
        bool below = false;
        for (double c : clocks) {
            if (c < threshold && !below)
                ++t.clockDrops;
            below = c < threshold;
        }
    }
    if (throttleKnown > 0) {
        t.throttledFraction = static_cast<double>(throttled) / throttleKnown;
        // Seconds: throttled share of the time the samples span.
        const double spanSeconds = times.size() > 1 ? static_cast<double>(times.constLast() - times.constFirst()) / 1000.0 : 0.0;
        t.throttledSeconds = *t.throttledFraction * spanSeconds;
    }
    return t;
}

namespace {

struct RatePoint {
    double rate = 0;
    bool throttled = false;
};

double median(QVector<double> values)
{
    return percentile(std::move(values), 0.5);
}

// The steady part of a test's progress: rates the runner measured on real
// work, without the setup lines (no rate, or 0 while it allocates and
// checks) and the first measured batch (warm-up: clocks ramping, caches
// cold). Each point knows whether the GPU was throttled then.
QVector<RatePoint> steadyPoints(const QVector<ProgressPoint> &progress, const QVector<Sample> &samples, qint64 fromMs, qint64 toMs)
{
    QVector<RatePoint> points;
    bool warmUpSeen = false;
    for (const ProgressPoint &p : progress) {
        if (!p.throughput || !(*p.throughput > 0) || p.timeMs < fromMs || p.timeMs > toMs)
            continue;
        if (!warmUpSeen) {
            warmUpSeen = true;
            continue;
        }
        const Sample *s = sampleAt(samples, p.timeMs, fromMs);
        points << RatePoint{*p.throughput, s && s->state() == DeviceState::Ok && isThrottled(*s)};
    }
    return points;
}

// Splits the steady points into the phases a test has by design (memory:
// bandwidth, then the slower pattern passes; compute: FP32, then packed
// FP16): a new phase starts where the rate moves by more than
// kPhaseShiftFraction and stays there for kPhasePoints points, while the
// throttle state does not change at that point. A drop that comes with
// throttling is what the loss measures, so it never starts a phase.
constexpr double kPhaseShiftFraction = 0.08;
constexpr int kPhasePoints = 3;

QVector<QVector<RatePoint>> designPhases(const QVector<RatePoint> &points)
{
    QVector<QVector<RatePoint>> phases;
    QVector<double> current;
    for (qsizetype i = 0; i < points.size(); ++i) {
        const RatePoint &p = points.at(i);
        bool starts = phases.isEmpty();
        if (!starts && i > 0 && p.throttled == points.at(i - 1).throttled && i + kPhasePoints <= points.size()) {
            // The step must happen right here, from a point still at the old
            // level with the same throttle state: a drop that began with a
            // change of throttle state one point earlier is not a phase.
            const double level = median(current);
            starts = std::abs(points.at(i - 1).rate / level - 1.0) <= kPhaseShiftFraction
                && std::abs(p.rate / level - 1.0) > kPhaseShiftFraction;
            for (qsizetype k = i + 1; starts && k < i + kPhasePoints; ++k)
                starts = std::abs(points.at(k).rate / p.rate - 1.0) <= kPhaseShiftFraction / 2
                    && points.at(k).throttled == p.throttled;
        }
        if (starts) {
            phases.append(QVector<RatePoint>());
            current.clear();
        }
        phases.last().append(p);
        current << p.rate;
    }
    return phases;
}

} // namespace

std::optional<double> throttledThroughputLossPercent(const QVector<ProgressPoint> &progress,
                                                     const QVector<Sample> &samples, qint64 fromMs, qint64 toMs)
{
    // Each throttled point against its own phase's pace (the 90th percentile
    // of its unthrottled points, or of all its points when it has none).
    QVector<double> ratios;
    for (const QVector<RatePoint> &phase : designPhases(steadyPoints(progress, samples, fromMs, toMs))) {
        QVector<double> free, all;
        for (const RatePoint &p : phase) {
            all << p.rate;
            if (!p.throttled)
                free << p.rate;
        }
        const double reference = percentile(free.isEmpty() ? all : free, 0.9);
        for (const RatePoint &p : phase) {
            if (p.throttled && reference > 0)
                ratios << p.rate / reference;
        }
    }
    if (ratios.isEmpty())
        return std::nullopt;
    return std::clamp(100.0 * (1.0 - median(ratios)), 0.0, 100.0);
}

} // namespace rocmtune
