// SPDX-License-Identifier: GPL-3.0-or-later
#include "PhaseTelemetry.h"

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
        ++t.sampleCount;
        times << s.timestampMs();
        raise(t.maxEdgeCelsius, s.value(MetricId::TemperatureEdge));
        raise(t.maxJunctionCelsius, s.value(MetricId::TemperatureJunction));
        raise(t.maxMemoryCelsius, s.value(MetricId::TemperatureMemory));
        if (const auto watts = s.value(MetricId::PowerAverage)) {
            powerSum += *watts;
            ++powerCount;
            raise(t.peakPowerWatts, watts);
        }
        if (const auto mhz = s.value(MetricId::GfxClock))
            clocks << *mhz;
        if (s.has(MetricId::ThrottleStatus)) {
            ++throttleKnown;
            throttled += isThrottled(s) ? 1 : 0;
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

std::optional<double> throttledThroughputLossPercent(const QVector<ProgressPoint> &progress,
                                                     const QVector<Sample> &samples, qint64 fromMs, qint64 toMs)
{
    QVector<double> all;
    QVector<double> throttled;
    for (const ProgressPoint &p : progress) {
        if (!p.throughput || p.timeMs < fromMs || p.timeMs > toMs)
            continue;
        all << *p.throughput;
        const Sample *s = sampleAt(samples, p.timeMs, fromMs);
        if (s && s->state() == DeviceState::Ok && isThrottled(*s))
            throttled << *p.throughput;
    }
    if (throttled.isEmpty() || all.isEmpty())
        return std::nullopt;
    const double reference = percentile(all, 0.9);
    if (!(reference > 0))
        return std::nullopt;
    return std::max(0.0, 100.0 * (1.0 - percentile(throttled, 0.5) / reference));
}

} // namespace rocmtune
