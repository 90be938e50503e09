// SPDX-License-Identifier: GPL-3.0-or-later
#include "core/telemetry/History.h"

#include <algorithm>
#include <cmath>
#include <limits>

namespace rocmtune {

struct History::DeviceRing {
    explicit DeviceRing(int capacity) : times(static_cast<std::size_t>(capacity)) {}

    std::vector<qint64> times;                         // ring of timestamps
    std::array<std::vector<float>, kMetricCount> values; // allocated on first valid value
    std::vector<unsigned char> unsettled;              // allocated on the first unsettled sample
    std::size_t head = 0;                              // next slot to write
    std::size_t count = 0;

    std::size_t capacity() const { return times.size(); }
    // Slot of the i-th oldest entry.
    std::size_t slot(std::size_t i) const { return (head + capacity() - count + i) % capacity(); }
    qint64 timeAt(std::size_t i) const { return times[slot(i)]; }

    // First logical index with time >= t.
    std::size_t lowerBound(qint64 t) const
    {
        std::size_t lo = 0, hi = count;
        while (lo < hi) {
            const std::size_t mid = (lo + hi) / 2;
            if (timeAt(mid) < t)
                lo = mid + 1;
            else
                hi = mid;
        }
        return lo;
    }
    // First logical index with time > t.
    std::size_t upperBound(qint64 t) const
    {
        std::size_t lo = 0, hi = count;
        while (lo < hi) {
            const std::size_t mid = (lo + hi) / 2;
            if (timeAt(mid) <= t)
                lo = mid + 1;
            else
                hi = mid;
        }
        return lo;
    }

    void push(const Sample &sample)
    {
        qint64 t = sample.timestampMs();
        // Keep time ascending even if the wall clock steps back.
        if (count > 0)
            t = std::max(t, timeAt(count - 1));
        const std::size_t at = head;
        times[at] = t;
        for (const auto &info : metricCatalogue()) {
            if (!info.inHistory)
                continue;
            auto &ring = values[metricIndex(info.id)];
            const auto v = sample.value(info.id);
            if (v && ring.empty())
                ring.assign(capacity(), std::numeric_limits<float>::quiet_NaN());
            if (!ring.empty())
                ring[at] = v ? static_cast<float>(*v) : std::numeric_limits<float>::quiet_NaN();
        }
        if (sample.unsettled() && unsettled.empty())
            unsettled.assign(capacity(), 0);
        if (!unsettled.empty())
            unsettled[at] = sample.unsettled() ? 1 : 0;
        head = (head + 1) % capacity();
        count = std::min(count + 1, capacity());
    }
    bool unsettledAt(std::size_t slotIndex) const { return !unsettled.empty() && unsettled[slotIndex] != 0; }
};

History::History(int capacitySamples) : capacity_(std::max(1, capacitySamples)) {}

History::~History() = default;

int History::capacity() const
{
    QReadLocker locker(&lock_);
    return capacity_;
}

void History::setCapacity(int capacitySamples)
{
    QWriteLocker locker(&lock_);
    const int newCapacity = std::max(1, capacitySamples);
    if (newCapacity == capacity_)
        return;
    for (auto &device : devices_) {
        auto resized = std::make_unique<DeviceRing>(newCapacity);
        const std::size_t keep = std::min<std::size_t>(device->count, static_cast<std::size_t>(newCapacity));
        const std::size_t skip = device->count - keep;
        for (std::size_t i = 0; i < keep; ++i) {
            const std::size_t from = device->slot(skip + i);
            resized->times[i] = device->times[from];
            if (!device->unsettled.empty()) {
                if (resized->unsettled.empty())
                    resized->unsettled.assign(static_cast<std::size_t>(newCapacity), 0);
                resized->unsettled[i] = device->unsettled[from];
            }
            for (std::size_t m = 0; m < kMetricCount; ++m) {
                if (device->values[m].empty())
                    continue;
                if (resized->values[m].empty())
                    resized->values[m].assign(static_cast<std::size_t>(newCapacity), std::numeric_limits<float>::quiet_NaN());
                resized->values[m][i] = device->values[m][from];
            }
        }
        resized->count = keep;
        resized->head = keep % static_cast<std::size_t>(newCapacity);
        device = std::move(resized);
    }
    capacity_ = newCapacity;
}

void History::clear()
{
    QWriteLocker locker(&lock_);
    devices_.clear();
}

History::DeviceRing *History::ringFor(int deviceIndex)
{
    if (deviceIndex < 0)
        return nullptr;
    while (devices_.size() <= static_cast<std::size_t>(deviceIndex))
        devices_.push_back(std::make_unique<DeviceRing>(capacity_));
    return devices_[static_cast<std::size_t>(deviceIndex)].get();
}

const History::DeviceRing *History::ringAt(int deviceIndex) const
{
    if (deviceIndex < 0 || static_cast<std::size_t>(deviceIndex) >= devices_.size())
        return nullptr;
    return devices_[static_cast<std::size_t>(deviceIndex)].get();
}

void History::appendLocked(const Sample &sample)
{
    if (DeviceRing *ring = ringFor(sample.deviceIndex()))
        ring->push(sample);
}

void History::append(const Snapshot &snapshot)
{
    QWriteLocker locker(&lock_);
    for (const Sample &sample : snapshot.samples)
        appendLocked(sample);
}

void History::append(const Sample &sample)
{
    QWriteLocker locker(&lock_);
    appendLocked(sample);
}

int History::deviceCount() const
{
    QReadLocker locker(&lock_);
    return static_cast<int>(devices_.size());
}

int History::size(int deviceIndex) const
{
    QReadLocker locker(&lock_);
    const DeviceRing *ring = ringAt(deviceIndex);
    return ring ? static_cast<int>(ring->count) : 0;
}

std::optional<qint64> History::firstTimestampMs(int deviceIndex) const
{
    QReadLocker locker(&lock_);
    const DeviceRing *ring = ringAt(deviceIndex);
    if (!ring || ring->count == 0)
        return std::nullopt;
    return ring->timeAt(0);
}

std::optional<qint64> History::lastTimestampMs(int deviceIndex) const
{
    QReadLocker locker(&lock_);
    const DeviceRing *ring = ringAt(deviceIndex);
    if (!ring || ring->count == 0)
        return std::nullopt;
    return ring->timeAt(ring->count - 1);
}

std::optional<qint64> History::firstTimestampMs() const
{
    QReadLocker locker(&lock_);
    std::optional<qint64> first;
    for (const auto &ring : devices_) {
        if (ring->count > 0)
            first = first ? std::min(*first, ring->timeAt(0)) : ring->timeAt(0);
    }
    return first;
}

std::optional<qint64> History::lastTimestampMs() const
{
    QReadLocker locker(&lock_);
    std::optional<qint64> last;
    for (const auto &ring : devices_) {
        if (ring->count > 0)
            last = last ? std::max(*last, ring->timeAt(ring->count - 1)) : ring->timeAt(ring->count - 1);
    }
    return last;
}

Series History::query(int deviceIndex, MetricId id, qint64 fromMs, qint64 toMs) const
{
    Series series;
    QReadLocker locker(&lock_);
    const DeviceRing *ring = ringAt(deviceIndex);
    if (!ring || fromMs > toMs)
        return series;
    const auto &values = ring->values[metricIndex(id)];
    if (values.empty())
        return series;
    const std::size_t begin = ring->lowerBound(fromMs);
    const std::size_t end = ring->upperBound(toMs);
    if (end <= begin)
        return series;
    const bool flags = !ring->unsettled.empty();
    series.timesMs.reserve(static_cast<qsizetype>(end - begin));
    series.values.reserve(static_cast<qsizetype>(end - begin));
    if (flags)
        series.unsettled.reserve(static_cast<qsizetype>(end - begin));
    for (std::size_t i = begin; i < end; ++i) {
        const std::size_t s = ring->slot(i);
        const float v = values[s];
        if (std::isnan(v))
            continue;
        series.timesMs.push_back(static_cast<double>(ring->times[s]));
        series.values.push_back(static_cast<double>(v));
        if (flags)
            series.unsettled.push_back(ring->unsettledAt(s));
    }
    return series;
}

WindowStats History::stats(int deviceIndex, MetricId id, qint64 fromMs, qint64 toMs) const
{
    WindowStats stats;
    QReadLocker locker(&lock_);
    const DeviceRing *ring = ringAt(deviceIndex);
    if (!ring || fromMs > toMs)
        return stats;
    const auto &values = ring->values[metricIndex(id)];
    if (values.empty())
        return stats;
    const std::size_t begin = ring->lowerBound(fromMs);
    const std::size_t end = ring->upperBound(toMs);
    double sum = 0.0;
    double lo = std::numeric_limits<double>::infinity();
    double hi = -std::numeric_limits<double>::infinity();
    for (std::size_t i = begin; i < end; ++i) {
        const std::size_t s = ring->slot(i);
        const float v = values[s];
        if (std::isnan(v))
            continue;
        if (ring->unsettledAt(s)) {
            ++stats.unsettledCount;
            continue;
        }
        lo = std::min(lo, static_cast<double>(v));
        hi = std::max(hi, static_cast<double>(v));
        sum += v;
        ++stats.count;
    }
    if (stats.count > 0) {
        stats.min = lo;
        stats.max = hi;
        stats.average = sum / stats.count;
    }
    return stats;
}

bool History::unsettledAt(int deviceIndex, qint64 timeMs) const
{
    QReadLocker locker(&lock_);
    const DeviceRing *ring = ringAt(deviceIndex);
    if (!ring)
        return false;
    const std::size_t end = ring->upperBound(timeMs);
    return end > 0 && ring->unsettledAt(ring->slot(end - 1));
}

std::optional<double> History::valueAt(int deviceIndex, MetricId id, qint64 timeMs) const
{
    QReadLocker locker(&lock_);
    const DeviceRing *ring = ringAt(deviceIndex);
    if (!ring)
        return std::nullopt;
    const auto &values = ring->values[metricIndex(id)];
    if (values.empty())
        return std::nullopt;
    const std::size_t end = ring->upperBound(timeMs);
    if (end == 0)
        return std::nullopt;
    const float v = values[ring->slot(end - 1)];
    if (std::isnan(v))
        return std::nullopt;
    return static_cast<double>(v);
}

std::size_t History::memoryBytes() const
{
    QReadLocker locker(&lock_);
    std::size_t bytes = 0;
    for (const auto &ring : devices_) {
        bytes += ring->times.capacity() * sizeof(qint64);
        for (const auto &values : ring->values)
            bytes += values.capacity() * sizeof(float);
        bytes += ring->unsettled.capacity();
    }
    return bytes;
}

} // namespace rocmtune
