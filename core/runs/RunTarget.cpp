// SPDX-License-Identifier: GPL-3.0-or-later
#include "core/runs/RunTarget.h"

#include <QCoreApplication>

#include <csignal>
#include <cstring>

namespace rocmtune {

RunTarget::RunTarget(QObject *parent) : QObject(parent)
{
    connect(&pollTimer_, &QTimer::timeout, this, &RunTarget::pollAttached);
}

RunTarget::~RunTarget()
{
    if (process_) {
        process_->disconnect(this);
        if (process_->state() != QProcess::NotRunning) {
            // The recorder goes away with the command still running (GUI closed):
            // leave the user's job alone rather than killing it.
            process_->setParent(nullptr);
            process_ = nullptr;
        }
    }
}

QString RunTarget::exitText(std::optional<int> exitCode)
{
    if (!exitCode)
        return tr("exit code unknown");
    if (*exitCode > 128 && *exitCode < 128 + 65) {
        const int signal = *exitCode - 128;
        const char *name = sigabbrev_np(signal);
        return name ? tr("killed by signal %1 (SIG%2)").arg(signal).arg(QLatin1String(name))
                    : tr("killed by signal %1").arg(signal);
    }
    return tr("exited with code %1").arg(*exitCode);
}

void RunTarget::launch(const QStringList &command)
{
    command_ = command;
    attached_ = false;
    if (command.isEmpty()) {
        emit failedToStart(tr("No command to run."));
        finish(kExitCommandNotFound);
        return;
    }
    process_ = new QProcess(this);
    if (forwardChannels_) {
        process_->setProcessChannelMode(QProcess::ForwardedChannels);
        process_->setInputChannelMode(QProcess::ForwardedInputChannel);
    } else {
        process_->setProcessChannelMode(QProcess::MergedChannels);
        process_->setStandardInputFile(QProcess::nullDevice());
        connect(process_, &QProcess::readyReadStandardOutput, this, [this] { emit output(process_->readAllStandardOutput()); });
    }
    if (!workingDirectory_.isEmpty())
        process_->setWorkingDirectory(workingDirectory_);
    connect(process_, &QProcess::started, this, [this] {
        pid_ = process_->processId();
        running_ = true;
        emit started(pid_);
    });
    connect(process_, &QProcess::errorOccurred, this, [this](QProcess::ProcessError error) {
        if (error != QProcess::FailedToStart)
            return;
        emit failedToStart(tr("Cannot start %1: %2").arg(command_.first(), process_->errorString()));
        finish(kExitCommandNotFound);
    });
    connect(process_, &QProcess::finished, this, [this](int exitCode, QProcess::ExitStatus status) {
        // On Unix, Qt reports the terminating signal's number as the exit
        // code of a crashed process; shells report it as 128 + signal.
        finish(status == QProcess::CrashExit ? 128 + exitCode : exitCode);
    });
    process_->start(command.first(), command.mid(1));
}

bool RunTarget::attach(qint64 pid, QString *error)
{
    const auto stat = procFs_.stat(pid);
    if (!stat || !procFs_.isRunning(pid)) {
        if (error)
            *error = tr("No running process has PID %1.").arg(pid);
        return false;
    }
    pid_ = pid;
    attached_ = true;
    running_ = true;
    attachedStartTicks_ = stat->startTimeTicks;
    const ProcessDescription identity = procFs_.identify(pid);
    command_ = identity.commandLine.isEmpty() ? QStringList{identity.nameVisible ? identity.command : QString::number(pid)}
                                              : identity.commandLine.split(QLatin1Char(' '), Qt::SkipEmptyParts);
    pollTimer_.start(pollMs_);
    QMetaObject::invokeMethod(this, [this] { emit started(pid_); }, Qt::QueuedConnection);
    return true;
}

void RunTarget::pollAttached()
{
    if (!procFs_.isRunning(pid_, attachedStartTicks_))
        finish(std::nullopt);
}

bool RunTarget::sendSignal(int signalNumber)
{
    if (!running_ || pid_ <= 0)
        return false;
    return ::kill(static_cast<pid_t>(pid_), signalNumber) == 0;
}

void RunTarget::detach()
{
    if (attached_ && running_)
        finish(std::nullopt);
}

void RunTarget::finish(std::optional<int> exitCode)
{
    if (finished_)
        return;
    finished_ = true;
    running_ = false;
    pollTimer_.stop();
    emit finished(exitCode.has_value(), exitCode.value_or(0), exitText(exitCode));
}

} // namespace rocmtune
