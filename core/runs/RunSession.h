// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "core/runs/RunRecorder.h"
#include "core/runs/RunStore.h"
#include "core/runs/RunTarget.h"
#include "core/runs/RunTelemetry.h"

#include <QObject>
#include <QTimer>

namespace rocmtune {

struct RunSessionOptions {
    QVector<int> deviceIndices;  // empty: every GPU
    QString name;                // empty: derived from the command
    QString runDirectory;        // empty: a new folder under storeRoot
    QString storeRoot = RunStore::defaultRoot();
    bool save = true;            // write summary.json and telemetry.csv
    int intervalMs = 1000;       // recorded in the summary; bounds the final-sample wait
    bool forwardChannels = true; // see RunTarget::setForwardChannels
};

// One recording: a RunTarget (launched or attached process) plus the
// RunRecorder and the telemetry file, fed with the snapshots of whatever
// sampler the owner runs (the CLI's own, the GUI's shared one).
//
// Lifecycle: launch()/attach() -> addSnapshot() for every tick -> the target
// ends -> finalSampleWanted() (the owner takes one more sample, e.g.
// Sampler::tickNow) -> the next addSnapshot(), or a timeout, completes the
// run: summary saved, completed() emitted.
class RunSession : public QObject
{
    Q_OBJECT
public:
    explicit RunSession(RunSessionOptions options, QObject *parent = nullptr);

    RunTarget *target() { return &target_; }
    void setDevices(const DeviceList &devices);

    // Both create the run folder first (when saving); false with *error if
    // that or the attach fails. A launch failure is reported later through
    // completed() with exit code 127, and nothing is saved: the folder is
    // removed and completed() gives no directory (startFailed() says why).
    bool launch(const QStringList &command, QString *error);
    bool attach(qint64 pid, QString *error);

    void addSnapshot(const SnapshotPtr &snapshot);

    bool hasStarted() const { return state_ != State::Idle; }
    bool isRecording() const { return state_ == State::Recording; }
    bool isComplete() const { return state_ == State::Complete; }
    // The summary so far, with the run's identity filled in.
    RunSummary summary() const;
    const QString &directory() const { return directory_; }
    // The command never ran (no such program, a working folder that is not there): why, or empty.
    const QString &startFailure() const { return startFailure_; }
    const RunRecorder &recorder() const { return recorder_; }

signals:
    void started(qint64 pid);
    void finalSampleWanted();
    // saveError is empty when the run was saved (or saving was off).
    void completed(const rocmtune::RunSummary &summary, const QString &directory, const QString &saveError);

private:
    enum class State { Idle, Recording, Finishing, Complete };
    bool prepare(const QStringList &command, QString *error);
    void onTargetFinished(bool hasExitCode, int exitCode, const QString &description);
    void complete();

    RunSessionOptions options_;
    RunTarget target_;
    RunRecorder recorder_;
    RunTelemetryWriter writer_;
    QTimer finalSampleTimeout_;
    State state_ = State::Idle;
    QString directory_;
    QString name_;
    qint64 startMs_ = 0;
    qint64 endMs_ = 0;
    std::optional<int> exitCode_;
    QString exitDescription_;
    QString startFailure_;
};

} // namespace rocmtune
