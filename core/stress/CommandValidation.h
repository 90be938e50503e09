// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "core/runs/RunSession.h"
#include "core/stress/KernelLogWatch.h"
#include "core/stress/StressVerdict.h"

#include <QObject>

#include <memory>

namespace rocmtune {

// The user's own command as a validation check (`--validate-with -- CMD`,
// the GUI's "…and then run my command"): it runs under the change, recorded
// like `rocmtune-cli run` (energy, throttling, clocks), while the kernel log
// and the card's presence are watched. It passes when the command exits 0
// and the GPU neither reset, hung nor vanished meanwhile.

// The verdict of one command run on one GPU (pure: the tests feed it).
// deviceLostMs: when telemetry lost the GPU (0: never).
StressVerdict commandRunVerdict(int device, const RunSummary &summary, const std::optional<KernelLogWatchResult> &kernelLog,
                                qint64 deviceLostMs);

// The stress run's verdict (when there was one) with the command's, as the
// one verdict a validation decides on: the command's reasons and notes join
// its GPU's, and either failing fails it.
StressVerdict combineWithCommandVerdict(const std::optional<StressVerdict> &stress, const StressVerdict &command);

class CommandValidationRun : public QObject
{
    Q_OBJECT
public:
    // How long a change checked by the user's command is held at most (its
    // length is unknown): a week. The hold is renewed while the holder
    // lives; if it dies, the change is reverted as after any crash.
    static constexpr int kHoldSeconds = 7 * 24 * 3600;

    CommandValidationRun(int device, const DeviceList &devices, RunSessionOptions options,
                         KernelLogWatch::SourceFactory kernelLog = systemKernelLogSource, QObject *parent = nullptr);

    // Starts the command (stdin, stdout and stderr are this process's when
    // the options forward them); false with *error when its run folder could not be made.
    bool start(const QStringList &command, const QString &workingDirectory, QString *error);
    void addSnapshot(const SnapshotPtr &snapshot);
    // How long the kernel log is still read after the command exited (default:
    // KernelLogWatch::defaultGraceMs(), 0 on a simulated GPU). Before start().
    void setKernelLogGraceMs(int ms) { kernelLogGraceMs_ = ms; }
    // True until the verdict (the grace period after the command's exit included).
    bool isRunning() const { return running_; }
    RunTarget *target() { return session_.target(); }
    const RunSession &session() const { return session_; }
    // After finished(): the record of the run.
    const RunSummary &summary() const { return summary_; }
    const QString &directory() const { return directory_; }
    const QString &saveError() const { return saveError_; }

signals:
    // The owner takes one more sample now (Sampler::tickNow); see RunSession.
    void finalSampleWanted();
    void finished(const rocmtune::StressVerdict &verdict);

private:
    int device_;
    QString pciBusId_;
    RunSession session_;
    KernelLogWatch kernelLog_;
    bool running_ = false;
    int kernelLogGraceMs_ = 0;
    qint64 deviceLostMs_ = 0;
    RunSummary summary_;
    QString directory_;
    QString saveError_;
};

} // namespace rocmtune
