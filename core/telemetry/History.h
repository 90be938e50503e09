// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "core/telemetry/Metric.h"
#include "core/telemetry/Snapshot.h"

#include <QReadWriteLock>
#include <QVector>

#include <memory>
#include <optional>
#include <vector>

namespace rocmtune {

// Unsettled samples (the first seconds after a wake, Sample::unsettled) are
// left out of the statistics.
struct WindowStats {
    std::optional<double> min;
    std::optional<double> max;
    std::optional<double> average;
    int count = 0;          // valid settled points in the window
    int unsettledCount = 0; // valid points left out because they were unsettled
};

struct Series {
    QVector<double> timesMs; // ascending
    QVector<double> values;  // same length; only valid points are returned
    // Empty when no point of the device was ever unsettled; else the same length.
    QVector<bool> unsettled;
    bool isUnsettled(qsizetype i) const { return !unsettled.isEmpty() && unsettled[i]; }
};

// Fixed-capacity ring of samples per device, for the metrics the catalogue
// marks inHistory. Values are stored as float with NaN for "not available"
// (24 h at 1 Hz for 8 GPUs stays around 50 MB). Appends come from the sampler
// thread, queries from the UI; both hold a lock only for the copy.
class History
{
public:
    explicit History(int capacitySamples = 3600);
    ~History();
    History(const History &) = delete;
    History &operator=(const History &) = delete;

    int capacity() const;
    // Changes the capacity, keeping the newest samples that fit.
    void setCapacity(int capacitySamples);
    void clear();

    void append(const Snapshot &snapshot);
    void append(const Sample &sample);

    int deviceCount() const;
    int size(int deviceIndex) const;
    std::optional<qint64> firstTimestampMs(int deviceIndex) const;
    std::optional<qint64> lastTimestampMs(int deviceIndex) const;
    // Earliest / latest timestamp over all devices.
    std::optional<qint64> firstTimestampMs() const;
    std::optional<qint64> lastTimestampMs() const;

    // Valid points with fromMs <= t <= toMs.
    Series query(int deviceIndex, MetricId id, qint64 fromMs, qint64 toMs) const;
    WindowStats stats(int deviceIndex, MetricId id, qint64 fromMs, qint64 toMs) const;
    // Whether the sample at or just before timeMs was unsettled.
    bool unsettledAt(int deviceIndex, qint64 timeMs) const;
    // Value at or just before timeMs (for crosshair read-outs).
    std::optional<double> valueAt(int deviceIndex, MetricId id, qint64 timeMs) const;

    // Bytes held by the ring buffers (for benchmarks and the memory budget).
    std::size_t memoryBytes() const;

    static bool isRecorded(MetricId id) { return metricInfo(id).inHistory; }

private:
    struct DeviceRing;
    DeviceRing *ringFor(int deviceIndex); // caller holds the write lock
    const DeviceRing *ringAt(int deviceIndex) const;
    void appendLocked(const Sample &sample);

    mutable QReadWriteLock lock_;
    int capacity_;
    std::vector<std::unique_ptr<DeviceRing>> devices_;
};

} // namespace rocmtune
