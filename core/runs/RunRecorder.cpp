// SPDX-License-Identifier: GPL-3.0-or-later
#include "core/runs/RunRecorder.h"

#include "core/telemetry/ThrottleReasons.h"

#include <algorithm>
#include <cmath>
#include <limits>

namespace rocmtune {

namespace {

constexpr double kRunClockDropFraction = 0.9; // a "drop" is below 90% of the median

// Integral, extremes and time-weighted mean of one metric over sample times.
struct TimeSeriesStats {
    std::optional<double> lastTimeSeconds;
    double lastValue = 0;
    double integral = 0; // value x seconds, trapezoidal
    double spanSeconds = 0;
    int count = 0;
    double minValue = std::numeric_limits<double>::infinity();
    double maxValue = -std::numeric_limits<double>::infinity();
    double sum = 0;

    void add(double timeSeconds, double value)
    {
        if (!std::isfinite(value))
            return;
        if (lastTimeSeconds && timeSeconds > *lastTimeSeconds) {
            const double dt = timeSeconds - *lastTimeSeconds;
            integral += (value + lastValue) / 2.0 * dt;
            spanSeconds += dt;
        }
        lastTimeSeconds = timeSeconds;
        lastValue = value;
        minValue = std::min(minValue, value);
        maxValue = std::max(maxValue, value);
        sum += value;
        ++count;
    }
    std::optional<double> min() const { return count ? std::optional<double>(minValue) : std::nullopt; }
    std::optional<double> max() const { return count ? std::optional<double>(maxValue) : std::nullopt; }
    // Time-weighted mean; the plain value when all samples share one time.
    std::optional<double> mean() const
    {
        if (count == 0)
            return std::nullopt;
        return spanSeconds > 0 ? integral / spanSeconds : sum / count;
    }
};

} // namespace

struct RunRecorder::GpuAccumulator {
    int deviceIndex = -1;
    int okSamples = 0;
    int failedSamples = 0;

    TimeSeriesStats power;
    TimeSeriesStats busy;
    TimeSeriesStats gfxClock;
    SensorMaxima maxTemperatures;
    std::optional<double> maxVram;

    // Energy counter
    int counterReadings = 0;
    double lastCounterJoules = 0;
    double counterSumJoules = 0;
    int counterResets = 0;

    // Throttle
    std::optional<double> lastThrottleTimeSeconds;
    unsigned lastThrottleBits = 0;
    bool sawThrottle = false;
    double throttledSeconds = 0;
    unsigned reasonsSeen = 0;
    QMap<QString, double> secondsByReason;

    std::vector<float> gfxClockReadings; // in sample order

    static void raise(std::optional<double> &max, std::optional<double> v)
    {
        if (v && std::isfinite(*v))
            max = max ? std::max(*max, *v) : *v;
    }

    void addEnergyAndThrottle(const Sample &s, double t)
    {
        if (const auto e = s.value(MetricId::EnergyConsumed); e && std::isfinite(*e)) {
            if (counterReadings > 0) {
                if (*e >= lastCounterJoules) {
                    counterSumJoules += *e - lastCounterJoules;
                } else {
                    // Reset (driver reload, GPU reset, wrap): the counter
                    // restarted from zero, so its reading is energy since then.
                    ++counterResets;
                    counterSumJoules += std::max(0.0, *e);
                }
            }
            lastCounterJoules = *e;
            ++counterReadings;
        }

        if (const auto bits = s.value(MetricId::ThrottleStatus)) {
            const unsigned now = static_cast<unsigned>(*bits);
            // The state read at a sample holds until the next one.
            if (lastThrottleTimeSeconds && t > *lastThrottleTimeSeconds && (lastThrottleBits & ~unsigned(ThrottleIdle))) {
                throttledSeconds += t - *lastThrottleTimeSeconds;
                for (const ThrottleReasonInfo *reason : shownThrottleReasons(lastThrottleBits & ~unsigned(ThrottleIdle)))
                    secondsByReason[QLatin1String(reason->key)] += t - *lastThrottleTimeSeconds;
            }
            reasonsSeen |= now & ~unsigned(ThrottleIdle);
            lastThrottleTimeSeconds = t;
            lastThrottleBits = now;
            sawThrottle = true;
        }
    }

    void add(const Sample &s)
    {
        if (s.state() != DeviceState::Ok) {
            ++failedSamples;
            return;
        }
        ++okSamples;
        const double t = static_cast<double>(s.timestampMs()) / 1000.0;
        addEnergyAndThrottle(s, t);
        // The first seconds after a wake read falsely high: no min/max/average from them.
        if (s.unsettled())
            return;
        if (const auto p = s.value(MetricId::PowerAverage))
            power.add(t, *p);
        if (const auto b = s.value(MetricId::GpuBusy))
            busy.add(t, *b);
        if (const auto c = s.value(MetricId::GfxClock)) {
            gfxClock.add(t, *c);
            gfxClockReadings.push_back(static_cast<float>(*c));
        }
        maxTemperatures.raise(s);
        raise(maxVram, s.value(MetricId::VramUsed));
    }

    GpuRunSummary summary() const
    {
        GpuRunSummary g;
        g.deviceIndex = deviceIndex;
        g.sampleCount = okSamples;
        g.failedSampleCount = failedSamples;
        if (counterReadings >= 2) {
            g.energyJoules = counterSumJoules;
            g.energySource = EnergySource::Counter;
            g.energyCounterResets = counterResets;
        } else if (power.count >= 2 && power.spanSeconds > 0) {
            g.energyJoules = power.integral;
            g.energySource = EnergySource::PowerIntegration;
        }
        g.averagePowerWatts = power.mean();
        g.maxPowerWatts = power.max();
        g.averageGpuBusyPercent = busy.mean();
        g.maxTemperatures = maxTemperatures;
        g.maxVramUsedBytes = maxVram;
        if (sawThrottle)
            g.throttledSeconds = throttledSeconds;
        g.throttleReasonsSeen = reasonsSeen;
        g.throttleSecondsByReason = secondsByReason;
        g.gfxClockMinMegahertz = gfxClock.min();
        g.gfxClockAverageMegahertz = gfxClock.mean();
        g.gfxClockMaxMegahertz = gfxClock.max();
        if (!gfxClockReadings.empty()) {
            std::vector<float> sorted = gfxClockReadings;
            const std::size_t mid = sorted.size() / 2;
            std::nth_element(sorted.begin(), sorted.begin() + static_cast<std::ptrdiff_t>(mid), sorted.end());
            double median = sorted[mid];
            if (sorted.size() % 2 == 0) {
                const float lower = *std::max_element(sorted.begin(), sorted.begin() + static_cast<std::ptrdiff_t>(mid));
                median = (median + lower) / 2.0;
            }
            g.gfxClockMedianMegahertz = median;
            const double threshold = median * kRunClockDropFraction;
            bool below = false;
            for (float c : gfxClockReadings) {
                const bool nowBelow = c < threshold;
                if (nowBelow && !below)
                    ++g.gfxClockDrops;
                below = nowBelow;
            }
        }
        return g;
    }
};

RunRecorder::RunRecorder(QVector<int> deviceIndices) : deviceIndices_(std::move(deviceIndices))
{
    std::sort(deviceIndices_.begin(), deviceIndices_.end());
    deviceIndices_.erase(std::unique(deviceIndices_.begin(), deviceIndices_.end()), deviceIndices_.end());
    for (int index : deviceIndices_)
        accumulatorFor(index);
}

RunRecorder::~RunRecorder() = default;

void RunRecorder::setDevices(const DeviceList &devices)
{
    devices_ = devices;
}

bool RunRecorder::records(int deviceIndex) const
{
    return deviceIndex >= 0 && (deviceIndices_.isEmpty() || deviceIndices_.contains(deviceIndex));
}

RunRecorder::GpuAccumulator *RunRecorder::accumulatorFor(int deviceIndex)
{
    auto it = std::lower_bound(gpus_.begin(), gpus_.end(), deviceIndex,
                               [](const std::unique_ptr<GpuAccumulator> &a, int index) { return a->deviceIndex < index; });
    if (it != gpus_.end() && (*it)->deviceIndex == deviceIndex)
        return it->get();
    auto created = std::make_unique<GpuAccumulator>();
    created->deviceIndex = deviceIndex;
    return gpus_.insert(it, std::move(created))->get();
}

void RunRecorder::addSample(const Sample &sample)
{
    if (!records(sample.deviceIndex()))
        return;
    accumulatorFor(sample.deviceIndex())->add(sample);
}

void RunRecorder::addSnapshot(const Snapshot &snapshot)
{
    ++snapshotCount_;
    if (!firstSnapshotMs_)
        firstSnapshotMs_ = snapshot.timestampMs;
    lastSnapshotMs_ = snapshot.timestampMs;
    for (const Sample &sample : snapshot.samples)
        addSample(sample);
}

RunSummary RunRecorder::summary() const
{
    RunSummary s;
    s.startMs = startMs_.value_or(firstSnapshotMs_.value_or(0));
    s.endMs = endMs_.value_or(lastSnapshotMs_.value_or(s.startMs));
    for (const auto &gpu : gpus_) {
        GpuRunSummary g = gpu->summary();
        if (g.deviceIndex >= 0 && g.deviceIndex < devices_.size()) {
            const DeviceInfo &info = devices_[g.deviceIndex];
            g.deviceId = info.stableId();
            g.name = info.name;
            g.simulated = info.simulated;
        }
        s.gpus.push_back(g);
    }
    return s;
}

} // namespace rocmtune
