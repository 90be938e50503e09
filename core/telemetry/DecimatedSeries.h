// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "core/telemetry/History.h"
#include "core/telemetry/Metric.h"

#include <QVector>

#include <deque>

namespace rocmtune {

// One metric of one device, reduced for drawing: time is cut into buckets of
// bucketMs (aligned to multiples of bucketMs, so the cut does not move as time
// passes) and each bucket keeps only its minimum and maximum, in time order.
// With a bucket per pixel a graph gets ~2 points per pixel and still shows
// every spike (samples read while a GPU settled after a wake get buckets of
// their own, so a graph can draw them apart). The newest bucket also keeps its latest sample, so a live line
// ends at the current value. Updates are incremental: when the window only slides forward,
// just the newest bucket and the new samples are read from History.
class DecimatedSeries
{
public:
    DecimatedSeries() = default;
    DecimatedSeries(int deviceIndex, MetricId metric) : deviceIndex_(deviceIndex), metric_(metric) {}

    int deviceIndex() const { return deviceIndex_; }
    MetricId metric() const { return metric_; }

    // Brings the points up to date for [fromMs, toMs]. Returns true if the
    // points changed. bucketMs <= 1 keeps every sample.
    bool update(const History &history, qint64 fromMs, qint64 toMs, qint64 bucketMs);
    void invalidate();

    // Points in time order: times in ms since the epoch, values in the metric's unit.
    const QVector<double> &timesMs() const { return timesMs_; }
    const QVector<double> &values() const { return values_; }
    // Empty when no point is unsettled (Sample::unsettled); else the same
    // length as values(). Unsettled and settled samples never share a bucket.
    const QVector<bool> &unsettled() const { return unsettled_; }
    // Samples read from History in the last update (cost indicator for tests).
    int lastReadCount() const { return lastReadCount_; }

    // A rule of thumb for callers: a bucket per pixel, rounded up to a power of
    // two milliseconds so small resizes do not force a rebuild.
    static qint64 bucketForWidth(qint64 rangeMs, int widthPixels);

private:
    struct Bucket {
        qint64 index = 0; // floor(time / bucketMs)
        double minTimeMs = 0, minValue = 0, maxTimeMs = 0, maxValue = 0;
        double lastTimeMs = 0, lastValue = 0;
        int count = 0;
        bool unsettled = false;
    };
    void addPoints(const Series &series);
    void rebuildPoints();
    qint64 bucketIndex(qint64 timeMs) const;

    int deviceIndex_ = -1;
    MetricId metric_ = MetricId::TemperatureEdge;
    qint64 bucketMs_ = 0;
    qint64 coveredFromMs_ = 0;
    qint64 coveredToMs_ = -1;
    std::deque<Bucket> buckets_;
    QVector<double> timesMs_;
    QVector<double> values_;
    QVector<bool> unsettled_;
    int lastReadCount_ = 0;
};

} // namespace rocmtune
