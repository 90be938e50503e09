// SPDX-License-Identifier: GPL-3.0-or-later
#include "widgets/plot/TimeRange.h"

#include <QCoreApplication>

#include <algorithm>
#include <cmath>

namespace rocmtune {

TimeRange::TimeRange(QObject *parent) : QObject(parent) {}

QVector<qint64> TimeRange::presets()
{
    return {60'000, 5 * 60'000, 15 * 60'000, 60 * 60'000, kAllRecorded};
}

QString TimeRange::presetName(qint64 windowMs)
{
    if (windowMs == kAllRecorded)
        return QCoreApplication::translate("TimeRange", "All recorded");
    // The counts are plain variables: lupdate 6.4 skips (or hangs on) a call
    // expression as the %n argument, which left these strings untranslated.
    if (windowMs >= 3600'000 && windowMs % 3600'000 == 0) {
        const int hours = static_cast<int>(windowMs / 3600'000);
        return QCoreApplication::translate("TimeRange", "%n hour(s)", nullptr, hours);
    }
    const int minutes = static_cast<int>(windowMs / 60'000);
    return QCoreApplication::translate("TimeRange", "%n minute(s)", nullptr, minutes);
}

namespace {
constexpr qint64 kShortestSpanMs = 10'000; // a span too short to read would look like noise

// While less than the window is recorded (the first minutes after a start)
// the live view spans what there is, in steps of a tenth of the window, so a
// 5-minute window starts at 30 s and grows to 5 min, and the graphs rescale
// their time axis every 30 s rather than with every sample.
qint64 grownSpanMs(qint64 recordedMs, qint64 windowMs)
{
    const qint64 step = std::max(kShortestSpanMs, windowMs / 10);
    const qint64 steps = std::max<qint64>(1, (recordedMs + step - 1) / step);
    return std::min(windowMs, steps * step);
}

// The preset a zoomed span is closest to (on a log scale); "All recorded"
// when the span shows everything there is.
qint64 nearestPreset(qint64 spanMs, bool showsEverything)
{
    if (showsEverything)
        return TimeRange::kAllRecorded;
    qint64 best = 60'000;
    double bestDistance = -1;
    for (qint64 preset : TimeRange::presets()) {
        if (preset == TimeRange::kAllRecorded)
            continue;
        const double distance = std::abs(std::log(static_cast<double>(spanMs) / static_cast<double>(preset)));
        if (bestDistance < 0 || distance < bestDistance) {
            best = preset;
            bestDistance = distance;
        }
    }
    return best;
}
} // namespace

void TimeRange::applyFollow()
{
    toMs_ = dataLastMs_;
    const qint64 recordedMs = std::max<qint64>(0, dataLastMs_ - dataFirstMs_);
    if (windowMs_ == kAllRecorded)
        fromMs_ = dataLastMs_ - std::max(recordedMs, kShortestSpanMs);
    else
        fromMs_ = dataLastMs_ - grownSpanMs(recordedMs, windowMs_);
}

void TimeRange::setWindowMs(qint64 windowMs)
{
    windowMs = std::max<qint64>(0, windowMs);
    if (windowMs == windowMs_)
        return;
    windowMs_ = windowMs;
    if (following_) {
        applyFollow();
    } else {
        // Keep the end the user was looking at.
        fromMs_ = windowMs_ == kAllRecorded ? dataFirstMs_ : toMs_ - windowMs_;
    }
    slide_ = false;
    emit stateChanged();
    emit rangeChanged();
}

void TimeRange::setFollowing(bool following)
{
    if (following == following_)
        return;
    following_ = following;
    if (following_) {
        applyFollow();
        slide_ = false;
        emit rangeChanged();
    }
    emit stateChanged();
}

void TimeRange::setViewRange(qint64 fromMs, qint64 toMs)
{
    if (toMs <= fromMs)
        return;
    const bool changed = fromMs != fromMs_ || toMs != toMs_;
    // A zoom (not a pan or a scroll, which keep the span): the window box
    // follows it with the preset nearest to the new span.
    const qint64 oldSpan = toMs_ - fromMs_;
    const qint64 newSpan = toMs - fromMs;
    const bool zoom = oldSpan > 0 && std::abs(newSpan - oldSpan) * 50 > oldSpan;
    fromMs_ = fromMs;
    toMs_ = toMs;
    bool stateChange = false;
    if (zoom && hasData()) {
        const qint64 preset = nearestPreset(newSpan, fromMs <= dataFirstMs_ && toMs >= dataLastMs_);
        stateChange = preset != windowMs_;
        windowMs_ = preset;
    }
    if (following_) {
        following_ = false;
        stateChange = true;
    }
    if (stateChange)
        emit stateChanged();
    if (changed) {
        slide_ = false;
        emit rangeChanged();
    }
}

void TimeRange::setDataExtent(qint64 firstMs, qint64 lastMs)
{
    dataFirstMs_ = firstMs;
    dataLastMs_ = lastMs;
    if (following_) {
        applyFollow();
        slide_ = true;
        emit rangeChanged();
    }
    emit stateChanged();
}

} // namespace rocmtune
