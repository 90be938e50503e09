// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QObject>
#include <QVector>

namespace rocmtune {

// The time span every graph shows, shared so all graphs move together.
// Following: the span ends at the newest sample and slides with it.
// Paused (not following): the span stays where it is; the user scrolls,
// zooms or pans through history, and new samples change nothing on screen.
class TimeRange : public QObject
{
    Q_OBJECT
public:
    static constexpr qint64 kAllRecorded = 0; // window preset: everything in History

    explicit TimeRange(QObject *parent = nullptr);

    // Window presets offered to the user, in ms (kAllRecorded last).
    static QVector<qint64> presets();
    static QString presetName(qint64 windowMs);

    qint64 windowMs() const { return windowMs_; }
    bool following() const { return following_; }
    qint64 fromMs() const { return fromMs_; }
    qint64 toMs() const { return toMs_; }
    qint64 dataFirstMs() const { return dataFirstMs_; }
    qint64 dataLastMs() const { return dataLastMs_; }
    bool hasData() const { return dataLastMs_ >= dataFirstMs_ && dataLastMs_ > 0; }
    // True when the last rangeChanged() was the span sliding with a new sample
    // (not a user action). Graphs may skip such a slide while it moves them by
    // less than a pixel: at 10 Hz a 5-minute window moves 0.2 px per sample.
    bool lastChangeWasSlide() const { return slide_; }
    bool slideThrottle() const { return slideThrottle_; }
    void setSlideThrottle(bool enabled) { slideThrottle_ = enabled; }

public slots:
    void setWindowMs(qint64 windowMs);
    void setFollowing(bool following);
    void togglePaused() { setFollowing(!following_); }
    // A span chosen by the user (pan, zoom, scroll): stops following.
    void setViewRange(qint64 fromMs, qint64 toMs);
    // History now spans [firstMs, lastMs] (called once per new sample).
    void setDataExtent(qint64 firstMs, qint64 lastMs);

signals:
    // The shown span moved; graphs redraw.
    void rangeChanged();
    // Following, window or data extent changed (controls update).
    void stateChanged();

private:
    void applyFollow();

    qint64 windowMs_ = 5 * 60 * 1000;
    bool following_ = true;
    qint64 fromMs_ = 0;
    qint64 toMs_ = 0;
    qint64 dataFirstMs_ = 0;
    qint64 dataLastMs_ = 0;
    bool slide_ = false;
    bool slideThrottle_ = true;
};

} // namespace rocmtune
