// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "core/stress/BenchRecord.h"

#include <QObject>
#include <QProcess>
#include <QStringList>
#include <QTimer>

namespace rocmtune {

// Runs one rocmtune-bench process and folds its stdout into a BenchRecord.
// A watchdog stops a runner that stays silent longer than the heartbeat
// timeout (the runner beats every 250 ms while its GPU makes progress).
// Stopping is SIGTERM first, SIGKILL after a grace period.
class RunnerControl : public QObject
{
    Q_OBJECT
public:
    struct Options {
        QString program;
        QStringList arguments;
        int heartbeatTimeoutMs = 10000;
        int terminateGraceMs = 3000;
    };

    explicit RunnerControl(QObject *parent = nullptr);
    ~RunnerControl() override; // a running runner is killed, never left behind

    void start(const Options &options);
    // Stops the runner; the record ends as Cancelled.
    void cancel();
    // Stops the runner because a fault was found (this runner's or another
    // GPU's): SIGTERM, SIGKILL after graceMs; the record ends as StoppedAtFault.
    void stopAtFault(int graceMs);
    bool isRunning() const { return running_; }
    const BenchRecord &record() const { return record_; }
    qint64 processId() const;

signals:
    void linesReceived(); // the record changed (progress, result ...)
    void resultReceived(const QString &test);
    void faultReceived(const rocmtune::BenchFault &fault); // a protocol v2 fault line
    void finished();

private:
    void readStandardOutput();
    void readStandardError();
    void onFinished(int exitCode, QProcess::ExitStatus status);
    void onErrorOccurred(QProcess::ProcessError error);
    void checkWatchdog();
    void stop(RunnerEnd reason, int graceMs);
    void foldLines();
    void end(RunnerEnd end, int exitCode, const QString &detail);

    Options options_;
    QProcess *process_;
    QTimer watchdog_;
    QTimer killTimer_;
    BenchRecord record_;
    BenchLineBuffer buffer_;
    RunnerEnd stopReason_ = RunnerEnd::Running;
    QString stderrTail_;
    qint64 lastActivityMs_ = 0;
    bool running_ = false;
};

} // namespace rocmtune
