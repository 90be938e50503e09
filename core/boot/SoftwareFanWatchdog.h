// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QString>
#include <QStringList>

#include <atomic>
#include <condition_variable>
#include <functional>
#include <mutex>
#include <thread>

namespace rocmtune {

// Keeps the fans of rocmtune-boot's software fan curves safe when the
// service's loop cannot step them: a thread of its own that touches only the
// hwmon files (HwmonFan) of the fans the curves drive.
// - A step overruns (no beat() for kOverrunMs: the loop waits in the ROCm
//   SMI library, whose lock any local user can hold, or in a driver call):
//   the fans go back to automatic control (pwm1_enable 2; 100 % where the
//   card refuses). The runner writes its duty again at its next step.
// - A stop is requested (SIGTERM): the fans go back to automatic control at
//   once, and no duty is written after that; a process still not ended
//   kExitAfterStopMs later (its loop is stuck) ends itself, so systemd's
//   ExecStopPost and the next start run.
// The runner writes under writeGate(), so a restore and a duty never interleave.
class SoftwareFanWatchdog
{
public:
    using Journal = std::function<void(int priority, const QString &line)>;
    static constexpr qint64 kOverrunMs = 5000;
    static constexpr qint64 kExitAfterStopMs = 5000;

    SoftwareFanWatchdog(const std::atomic<bool> &stopRequested, Journal journal, bool exitWhenStuck = true);
    ~SoftwareFanWatchdog();
    SoftwareFanWatchdog(const SoftwareFanWatchdog &) = delete;
    SoftwareFanWatchdog &operator=(const SoftwareFanWatchdog &) = delete;

    // A step of the curves ended; these hwmon folders are the fans they drive now.
    void beat(const QStringList &hwmonDirs);
    // Whether the watchdog put the fans back to automatic since the last call
    // (the runner then writes its duties again).
    bool takeRestored();
    // The service's loop has ended (it stops the curves itself now): a stop
    // no longer ends the process from here.
    void loopEnded() { loopEnded_ = true; }
    // Held while the runner writes a fan. false: a stop was requested, write nothing.
    bool writeAllowed() const { return !stopRequested_; }
    std::unique_lock<std::mutex> writeGate() { return std::unique_lock<std::mutex>(writes_); }

private:
    void run();
    void restoreAll(const QString &why);

    const std::atomic<bool> &stopRequested_;
    Journal journal_;
    bool exitWhenStuck_;
    std::mutex writes_;      // the fans' files
    std::mutex state_;       // dirs_, lastBeatMs_
    QStringList dirs_;
    qint64 lastBeatMs_ = 0;
    bool tripped_ = false;
    std::atomic<bool> restored_{false};
    std::atomic<bool> quit_{false};
    std::atomic<bool> loopEnded_{false};
    std::condition_variable wake_;
    std::mutex wakeMutex_;
    std::thread thread_;
};

} // namespace rocmtune
