// SPDX-License-Identifier: GPL-3.0-or-later
#include "core/runs/RunSession.h"

#include <QCoreApplication>
#include <QDateTime>
#include <QDir>

namespace rocmtune {

RunSession::RunSession(RunSessionOptions options, QObject *parent)
    : QObject(parent), options_(std::move(options)), recorder_(options_.deviceIndices)
{
    target_.setForwardChannels(options_.forwardChannels);
    finalSampleTimeout_.setSingleShot(true);
    connect(&finalSampleTimeout_, &QTimer::timeout, this, &RunSession::complete);
    connect(&target_, &RunTarget::started, this, &RunSession::started);
    connect(&target_, &RunTarget::finished, this, &RunSession::onTargetFinished);
    connect(&target_, &RunTarget::failedToStart, this, [this](const QString &message) { startFailure_ = message; });
}

void RunSession::setDevices(const DeviceList &devices)
{
    recorder_.setDevices(devices);
    writer_.setDevices(devices);
}

bool RunSession::prepare(const QStringList &command, QString *error)
{
    startMs_ = QDateTime::currentMSecsSinceEpoch();
    name_ = options_.name.isEmpty() ? RunStore::nameForCommand(command) : RunStore::displayName(options_.name);
    recorder_.setStartMs(startMs_);
    if (!options_.save)
        return true;
    if (options_.runDirectory.isEmpty()) {
        directory_ = RunStore(options_.storeRoot).createRunDirectory(name_, startMs_, error);
        if (directory_.isEmpty())
            return false;
    } else {
        directory_ = QDir(options_.runDirectory).absolutePath();
        if (!QDir().mkpath(directory_)) {
            if (error)
                *error = QCoreApplication::translate("RunSession", "Cannot create the folder %1.").arg(directory_);
            return false;
        }
    }
    return writer_.open(RunStore::telemetryPath(directory_), error);
}

bool RunSession::launch(const QStringList &command, QString *error)
{
    if (state_ != State::Idle || !prepare(command, error))
        return false;
    state_ = State::Recording;
    target_.launch(command);
    return true;
}

bool RunSession::attach(qint64 pid, QString *error)
{
    if (state_ != State::Idle)
        return false;
    // Check the process first so a wrong PID leaves no empty run folder.
    if (!target_.attach(pid, error))
        return false;
    if (!prepare(target_.command(), error)) {
        target_.detach();
        return false;
    }
    state_ = State::Recording;
    return true;
}

void RunSession::addSnapshot(const SnapshotPtr &snapshot)
{
    if (!snapshot || (state_ != State::Recording && state_ != State::Finishing))
        return;
    recorder_.addSnapshot(*snapshot);
    writer_.write(*snapshot, [this](int index) { return recorder_.records(index); });
    if (state_ == State::Finishing)
        complete();
}

void RunSession::onTargetFinished(bool hasExitCode, int exitCode, const QString &description)
{
    endMs_ = QDateTime::currentMSecsSinceEpoch();
    exitCode_ = hasExitCode ? std::optional<int>(exitCode) : std::nullopt;
    exitDescription_ = description;
    if (state_ != State::Recording)
        return;
    state_ = State::Finishing;
    finalSampleTimeout_.start(2 * options_.intervalMs + 1000);
    emit finalSampleWanted();
}

RunSummary RunSession::summary() const
{
    RunSummary s = recorder_.summary();
    s.name = name_;
    s.command = target_.command();
    s.pid = target_.pid();
    s.attached = target_.isAttached();
    s.startMs = startMs_;
    s.endMs = state_ == State::Recording ? QDateTime::currentMSecsSinceEpoch() : endMs_;
    s.exitCode = exitCode_;
    s.exitDescription = exitDescription_;
    s.intervalMs = options_.intervalMs;
    return s;
}

void RunSession::complete()
{
    if (state_ == State::Complete)
        return;
    state_ = State::Complete;
    finalSampleTimeout_.stop();
    writer_.close();
    const RunSummary s = summary();
    QString saveError;
    if (!startFailure_.isEmpty() && !directory_.isEmpty()) {
        // Not a run: the command never started. No folder is left to be listed as one.
        QDir(directory_).removeRecursively();
        directory_.clear();
    } else if (options_.save && !directory_.isEmpty()) {
        RunStore::saveSummary(directory_, s, &saveError);
    }
    emit completed(s, directory_, saveError);
}

} // namespace rocmtune
