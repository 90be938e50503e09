// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QElapsedTimer>
#include <QObject>
#include <QTimer>

#include <functional>

namespace rocmtune {

// Runs an update at most once per interval: requests inside the interval are
// folded into one run. Numbers that change at 10 Hz are not read any better
// at 10 Hz, and each repaint of text costs shaping and painting.
// The folded run happens with the first request after the interval (callers
// request once per new sample), so the cards, controls and device list
// repaint in the same pass as the graphs that the sample moves: one paint and
// one flush to the window instead of one per timer. Only when no request
// comes does a timer run it, at twice the interval.
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
