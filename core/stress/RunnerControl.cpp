// SPDX-License-Identifier: GPL-3.0-or-later
#include "core/stress/RunnerControl.h"

#include <QCoreApplication>
#include <QDateTime>
#include <QProcessEnvironment>

#include <algorithm>
#include <cstring>

namespace rocmtune {

namespace {
constexpr int kStderrTailChars = 4000;
constexpr int kWatchdogTickMs = 200;
qint64 nowMs() { return QDateTime::currentMSecsSinceEpoch(); }
} // namespace

RunnerControl::RunnerControl(QObject *parent) : QObject(parent), process_(new QProcess(this))
{
    process_->setProcessChannelMode(QProcess::SeparateChannels);
    connect(process_, &QProcess::readyReadStandardOutput, this, &RunnerControl::readStandardOutput);
    connect(process_, &QProcess::readyReadStandardError, this, &RunnerControl::readStandardError);
    connect(process_, &QProcess::finished, this, &RunnerControl::onFinished);
    connect(process_, &QProcess::errorOccurred, this, &RunnerControl::onErrorOccurred);
    watchdog_.setInterval(kWatchdogTickMs);
    connect(&watchdog_, &QTimer::timeout, this, &RunnerControl::checkWatchdog);
    killTimer_.setSingleShot(true);
    connect(&killTimer_, &QTimer::timeout, process_, &QProcess::kill);
}

RunnerControl::~RunnerControl()
{
    if (process_->state() != QProcess::NotRunning) {
        process_->disconnect(this);
        process_->kill();
        process_->waitForFinished(2000);
    }
}

qint64 RunnerControl::processId() const
{
    return process_->processId();
}

void RunnerControl::start(const Options &options)
{
    if (running_)
        return;
    options_ = options;
    record_ = BenchRecord();
    buffer_ = BenchLineBuffer();
    stopReason_ = RunnerEnd::Running;
    stderrTail_.clear();
    QProcessEnvironment environment = QProcessEnvironment::systemEnvironment();
    // CUDA numbers GPUs fastest-first by default; PCI order matches the
    // monitoring libraries' order (NVML, ROCm SMI).
    if (!environment.contains(QStringLiteral("CUDA_DEVICE_ORDER")))
        environment.insert(QStringLiteral("CUDA_DEVICE_ORDER"), QStringLiteral("PCI_BUS_ID"));
    process_->setProcessEnvironment(environment);
    running_ = true;
    lastActivityMs_ = nowMs();
    watchdog_.start();
    process_->start(options.program, options.arguments, QIODevice::ReadOnly);
}

void RunnerControl::cancel()
{
    stop(RunnerEnd::Cancelled, options_.terminateGraceMs);
}

void RunnerControl::stopAtFault(int graceMs)
{
    stop(RunnerEnd::StoppedAtFault, std::min(graceMs, options_.terminateGraceMs));
}

void RunnerControl::stop(RunnerEnd reason, int graceMs)
{
    if (!running_ || stopReason_ != RunnerEnd::Running)
        return;
    stopReason_ = reason;
    watchdog_.stop();
    if (process_->state() == QProcess::NotRunning)
        return;
    process_->terminate(); // SIGTERM: the runner may still print its last lines
    killTimer_.start(graceMs);
}

void RunnerControl::checkWatchdog()
{
    if (process_->state() == QProcess::Running && nowMs() - lastActivityMs_ > options_.heartbeatTimeoutMs)
        stop(RunnerEnd::HangKilled, options_.terminateGraceMs);
}

void RunnerControl::readStandardOutput()
{
    buffer_.append(process_->readAllStandardOutput());
    foldLines();
}

void RunnerControl::foldLines()
{
    const QVector<BenchLineBuffer::Line> lines = buffer_.takeLines();
    if (lines.isEmpty())
        return;
    const qint64 now = nowMs();
    // A hang is decided by the watchdog alone: lines after a stop still count
    // for the record, not as a sign of life.
    if (stopReason_ == RunnerEnd::Running)
        lastActivityMs_ = now;
    for (const BenchLineBuffer::Line &line : lines) {
        const int resultsBefore = record_.results().size();
        const int faultsBefore = record_.faults().size();
        record_.addLine(now, line.text, line.overlong);
        if (record_.results().size() > resultsBefore)
            emit resultReceived(record_.results().constLast().test);
        if (record_.faults().size() > faultsBefore)
            emit faultReceived(record_.faults().constLast().fault);
    }
    emit linesReceived();
}

void RunnerControl::readStandardError()
{
    stderrTail_ += QString::fromUtf8(process_->readAllStandardError());
    if (stderrTail_.size() > kStderrTailChars)
        stderrTail_ = stderrTail_.right(kStderrTailChars);
}

void RunnerControl::onFinished(int exitCode, QProcess::ExitStatus status)
{
    readStandardOutput();
    readStandardError();
    if (auto rest = buffer_.takeRest()) {
        record_.addLine(nowMs(), rest->text, rest->overlong);
        emit linesReceived();
    }
    if (stopReason_ != RunnerEnd::Running) {
        end(stopReason_, exitCode, QString());
    } else if (status == QProcess::CrashExit) {
        // On Unix, QProcess reports the terminating signal as the exit code of a crash.
        end(RunnerEnd::Crashed, exitCode, tr("killed by signal %1, %2").arg(exitCode).arg(QString::fromLocal8Bit(strsignal(exitCode))));
    } else {
        end(RunnerEnd::Exited, exitCode, QString());
    }
}

void RunnerControl::onErrorOccurred(QProcess::ProcessError error)
{
    if (error != QProcess::FailedToStart || !running_)
        return; // crashes and read errors arrive through finished()
    end(RunnerEnd::FailedToStart, -1, tr("cannot start %1: %2").arg(options_.program, process_->errorString()));
}

void RunnerControl::end(RunnerEnd endKind, int exitCode, const QString &detail)
{
    if (!running_)
        return;
    running_ = false;
    watchdog_.stop();
    killTimer_.stop();
    record_.setStderrTail(stderrTail_);
    record_.finish(nowMs(), endKind, exitCode, detail);
    emit finished();
}

} // namespace rocmtune
