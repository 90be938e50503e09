// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "core/processes/ProcFs.h"

#include <QObject>
#include <QProcess>
#include <QStringList>
#include <QTimer>

#include <optional>

namespace rocmtune {

// The process a run records: either a command this object starts, or a
// running process it watches (attach) until the process exits.
class RunTarget : public QObject
{
    Q_OBJECT
public:
    static constexpr int kExitCommandNotFound = 127; // like a shell
    static constexpr int kDefaultAttachPollMs = 200;

    explicit RunTarget(QObject *parent = nullptr);
    ~RunTarget() override;

    // Forwarded (the CLI): the command uses this process's stdin, stdout and
    // stderr. Captured (the GUI): stdout and stderr merged and emitted as output().
    void setForwardChannels(bool forward) { forwardChannels_ = forward; }
    void setWorkingDirectory(const QString &directory) { workingDirectory_ = directory; }
    void setProcFs(const ProcFs &procFs) { procFs_ = procFs; }
    void setAttachPollIntervalMs(int ms) { pollMs_ = ms; }

    // Starts command[0] with the rest as arguments. Emits started() or, when
    // the program cannot be started, failedToStart() and then finished() with
    // exit code 127.
    void launch(const QStringList &command);
    // Watches a running process. Returns false (and *error) when no such
    // process is running; then nothing is emitted.
    bool attach(qint64 pid, QString *error);

    qint64 pid() const { return pid_; }
    const QStringList &command() const { return command_; }
    bool isAttached() const { return attached_; }
    bool isRunning() const { return running_; }

    // Sends a signal to the process (launched or attached).
    bool sendSignal(int signalNumber);
    // Stops watching an attached process without touching it: finished()
    // follows with an unknown exit code.
    void detach();

    // "exited with code 3", "killed by signal 9 (SIGKILL)"
    static QString exitText(std::optional<int> exitCode);

signals:
    void started(qint64 pid);
    void output(const QByteArray &data);
    void failedToStart(const QString &message);
    // exitCode: the command's exit status, 128 + signal when a signal killed it;
    // hasExitCode is false for an attached process (its parent gets the status).
    void finished(bool hasExitCode, int exitCode, const QString &description);

private:
    void pollAttached();
    void finish(std::optional<int> exitCode);

    bool forwardChannels_ = true;
    QString workingDirectory_;
    ProcFs procFs_;
    int pollMs_ = kDefaultAttachPollMs;
    QProcess *process_ = nullptr;
    QTimer pollTimer_;
    qint64 pid_ = 0;
    std::optional<quint64> attachedStartTicks_;
    QStringList command_;
    bool attached_ = false;
    bool running_ = false;
    bool finished_ = false;
};

} // namespace rocmtune
