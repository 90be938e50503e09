// SPDX-License-Identifier: GPL-3.0-or-later
#include "core/telemetry/DecimatedSeries.h"

#include <algorithm>
#include <bit>

namespace rocmtune {

qint64 DecimatedSeries::bucketForWidth(qint64 rangeMs, int widthPixels)
{
    if (rangeMs <= 0 || widthPixels <= 0)
        return 1;
    const auto exact = static_cast<quint64>(std::max<qint64>(1, rangeMs / widthPixels));
    return static_cast<qint64>(std::bit_ceil(exact));
}

qint64 DecimatedSeries::bucketIndex(qint64 timeMs) const
{
    // Floor division that also holds for negative times.
    return timeMs >= 0 ? timeMs / bucketMs_ : -((-timeMs + bucketMs_ - 1) / bucketMs_);
}

void DecimatedSeries::invalidate()
{
    buckets_.clear();
    coveredToMs_ = -1;
    coveredFromMs_ = 0;
    bucketMs_ = 0;
    timesMs_.clear();
    values_.clear();
    unsettled_.clear();
}

void DecimatedSeries::addPoints(const Series &series)
{
    for (qsizetype i = 0; i < series.timesMs.size(); ++i) {
        const double t = series.timesMs[i];
        const double v = series.values[i];
        const bool unsettled = series.isUnsettled(i);
        const qint64 index = bucketIndex(static_cast<qint64>(t));
        if (buckets_.empty() || buckets_.back().index != index || buckets_.back().unsettled != unsettled) {
            buckets_.push_back(Bucket{index, t, v, t, v, t, v, 1, unsettled});
            continue;
        }
        Bucket &b = buckets_.back();
        // Ties keep the earlier point, so a flat bucket yields its first point.
        if (v < b.minValue) {
            b.minValue = v;
            b.minTimeMs = t;
        }
        if (v > b.maxValue) {
            b.maxValue = v;
            b.maxTimeMs = t;
        }
        b.lastTimeMs = t;
        b.lastValue = v;
        ++b.count;
    }
}

void DecimatedSeries::rebuildPoints()
{
    timesMs_.clear();
    values_.clear();
    unsettled_.clear();
    const bool anyUnsettled = std::any_of(buckets_.begin(), buckets_.end(), [](const Bucket &b) { return b.unsettled; });
    timesMs_.reserve(static_cast<qsizetype>(buckets_.size() * 2));
    values_.reserve(static_cast<qsizetype>(buckets_.size() * 2));
    for (const Bucket &b : buckets_) {
        if (b.count == 1 || b.minTimeMs == b.maxTimeMs) {
            timesMs_.push_back(b.minTimeMs);
            values_.push_back(b.minValue);
        } else if (b.minTimeMs < b.maxTimeMs) {
            timesMs_ << b.minTimeMs << b.maxTimeMs;
            values_ << b.minValue << b.maxValue;
        } else {
            timesMs_ << b.maxTimeMs << b.minTimeMs;
            values_ << b.maxValue << b.minValue;
        }
        if (anyUnsettled)
            unsettled_.resize(timesMs_.size(), b.unsettled);
    }
    if (!buckets_.empty() && buckets_.back().lastTimeMs > timesMs_.back()) {
        timesMs_.push_back(buckets_.back().lastTimeMs);
        values_.push_back(buckets_.back().lastValue);
        if (anyUnsettled)
            unsettled_.push_back(buckets_.back().unsettled);
    }
}

bool DecimatedSeries::update(const History &history, qint64 fromMs, qint64 toMs, qint64 bucketMs)
{
    bucketMs = std::max<qint64>(1, bucketMs);
    lastReadCount_ = 0;
    if (toMs < fromMs) {
        const bool hadPoints = !timesMs_.isEmpty();
        invalidate();
        return hadPoints;
    }
    const bool sameGrid = bucketMs == bucketMs_;
    bucketMs_ = bucketMs;
    // Whole buckets only, so a bucket's min/max never depends on where the window starts.
    const qint64 alignedFrom = bucketIndex(fromMs) * bucketMs_;
    const bool slidesForward = sameGrid && coveredToMs_ >= 0 && alignedFrom >= coveredFromMs_
                               && alignedFrom <= coveredToMs_ && toMs >= coveredToMs_;
    if (slidesForward) {
        if (toMs == coveredToMs_ && alignedFrom == coveredFromMs_)
            return false;
        const qint64 firstKept = bucketIndex(alignedFrom);
        while (!buckets_.empty() && buckets_.front().index < firstKept)
            buckets_.pop_front();
        // Re-read the newest bucket: samples may have arrived inside it.
        qint64 readFrom = coveredToMs_ + 1;
        if (!buckets_.empty()) {
            const qint64 newest = buckets_.back().index;
            readFrom = newest * bucketMs_;
            while (!buckets_.empty() && buckets_.back().index == newest) // a settled and an unsettled part
                buckets_.pop_back();
        }
        const Series fresh = history.query(deviceIndex_, metric_, std::max(readFrom, alignedFrom), toMs);
        lastReadCount_ = static_cast<int>(fresh.timesMs.size());
        addPoints(fresh);
    } else {
        buckets_.clear();
        const Series all = history.query(deviceIndex_, metric_, alignedFrom, toMs);
        lastReadCount_ = static_cast<int>(all.timesMs.size());
        addPoints(all);
    }
    coveredFromMs_ = alignedFrom;
    coveredToMs_ = toMs;
    rebuildPoints();
    return true;
}

} // namespace rocmtune
