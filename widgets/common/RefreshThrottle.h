// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QElapsedTimer>
#include <QObject>
#include <QTimer>

#include <functional>

namespace rocmtune {

// Runs an update at most once per interval: a request inside the interval is
// folded into one run at its end. Numbers that change at 10 Hz are not read
// any better at 10 Hz, and each repaint of text costs shaping and painting.
class RefreshThrottle : public QObject
{
    Q_OBJECT
public:
    RefreshThrottle(int minIntervalMs, std::function<void()> update, QObject *parent);

    // When enabled() returns false every request runs at once (tests).
    void setEnabledCheck(std::function<bool()> enabled) { enabled_ = std::move(enabled); }
    void request();
    // Runs now, whatever the interval (user actions).
    void runNow();

private:
    int minIntervalMs_;
    std::function<void()> update_;
    std::function<bool()> enabled_;
    QElapsedTimer sinceLastRun_;
    QTimer pending_;
};

} // namespace rocmtune
