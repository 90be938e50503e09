// SPDX-License-Identifier: GPL-3.0-or-later
#include "TimeRange.h"

#include <QCoreApplication>

#include <algorithm>

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

void TimeRange::applyFollow()
{
    toMs_ = dataLastMs_;
    fromMs_ = windowMs_ == kAllRecorded ? dataFirstMs_ : dataLastMs_ - windowMs_;
    if (windowMs_ == kAllRecorded && toMs_ - fromMs_ < 10'000)
        fromMs_ = toMs_ - 10'000; // a span too short to read would look like noise
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
    fromMs_ = fromMs;
    toMs_ = toMs;
    if (following_) {
        following_ = false;
        emit stateChanged();
    }
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
