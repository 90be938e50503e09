// SPDX-License-Identifier: GPL-3.0-or-later
#include "core/boot/SoftwareFanWatchdog.h"

#include "core/boot/BootTr.h"
#include "core/boot/HwmonFan.h"

#include <QCoreApplication>

#include <chrono>
#include <ctime>
#include <unistd.h>

namespace rocmtune {

namespace {
// Monotonic: a clock change must not trip (or hide) an overrun.
qint64 monotonicMs()
{
    timespec ts{};
    ::clock_gettime(CLOCK_MONOTONIC, &ts);
    return static_cast<qint64>(ts.tv_sec) * 1000 + ts.tv_nsec / 1000000;
}
} // namespace

SoftwareFanWatchdog::SoftwareFanWatchdog(const std::atomic<bool> &stopRequested, Journal journal, bool exitWhenStuck)
    : stopRequested_(stopRequested), journal_(std::move(journal)), exitWhenStuck_(exitWhenStuck), lastBeatMs_(monotonicMs())
{
    thread_ = std::thread([this] { run(); });
}

SoftwareFanWatchdog::~SoftwareFanWatchdog()
{
    {
        std::lock_guard<std::mutex> lock(wakeMutex_);
        quit_ = true;
    }
    wake_.notify_all();
    thread_.join();
}

void SoftwareFanWatchdog::beat(const QStringList &hwmonDirs)
{
    std::lock_guard<std::mutex> lock(state_);
    dirs_ = hwmonDirs;
    lastBeatMs_ = monotonicMs();
    tripped_ = false;
}

bool SoftwareFanWatchdog::takeRestored()
{
    return restored_.exchange(false);
}

void SoftwareFanWatchdog::restoreAll(const QString &why)
{
    QStringList dirs;
    {
        std::lock_guard<std::mutex> lock(state_);
        dirs = dirs_;
    }
    const std::lock_guard<std::mutex> writing(writes_);
    for (const QString &dir : std::as_const(dirs)) {
        const HwmonFan fan(dir);
        const QString automatic = fan.setAutomatic();
        if (automatic.isEmpty()) {
            journal_(4, BootTr::tr("%1: fan back to automatic control (%2).").arg(dir, why));
            continue;
        }
        const QString full = fan.setPercent(100);
        journal_(3, full.isEmpty() ? BootTr::tr("%1: the fan could not be put back to automatic control (%2), so it was set to 100% (%3).")
                                         .arg(dir, automatic, why)
                                   : BootTr::tr("%1: the fan could not be put back to automatic control (%2) nor set to 100% (%3) (%4).")
                                         .arg(dir, automatic, full, why));
    }
    restored_ = true;
}

void SoftwareFanWatchdog::run()
{
    qint64 stopSeenMs = -1;
    for (;;) {
        {
            std::unique_lock<std::mutex> lock(wakeMutex_);
            if (wake_.wait_for(lock, std::chrono::milliseconds(100), [this] { return quit_.load(); }))
                return;
        }
        const qint64 now = monotonicMs();
        if (stopRequested_) {
            if (stopSeenMs < 0) {
                stopSeenMs = now;
                restoreAll(BootTr::tr("the service is stopping"));
            } else if (exitWhenStuck_ && !loopEnded_ && now - stopSeenMs >= kExitAfterStopMs) {
                journal_(3, BootTr::tr("rocmtune-boot did not end within %1 s of the stop request (a call in the ROCm SMI library "
                                                        "does not return); its fans are on automatic control, it ends now.")
                                .arg(kExitAfterStopMs / 1000));
                ::_exit(1);
            }
            continue;
        }
        bool overrun = false;
        qint64 late = 0;
        {
            std::lock_guard<std::mutex> lock(state_);
            late = now - lastBeatMs_;
            overrun = !dirs_.isEmpty() && !tripped_ && late >= kOverrunMs;
            if (overrun)
                tripped_ = true;
        }
        if (overrun)
            restoreAll(BootTr::tr("the software fan curve's step is %1 s late: the service waits for the ROCm SMI library or the driver")
                           .arg(late / 1000));
    }
}

} // namespace rocmtune
