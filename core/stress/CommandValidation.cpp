// SPDX-License-Identifier: GPL-3.0-or-later
#include "core/stress/CommandValidation.h"

#include <QDateTime>

namespace rocmtune {

StressVerdict commandRunVerdict(int device, const RunSummary &summary, const std::optional<KernelLogWatchResult> &kernelLog,
                                qint64 deviceLostMs)
{
    GpuVerdict gpu;
    gpu.device = device;
    if (!summary.exitCode || *summary.exitCode != 0) {
        VerdictReason reason = VerdictReason::make(VerdictReasonKind::CommandFailed, device, {}, 0, RunTarget::exitText(summary.exitCode));
        if (summary.exitCode)
            reason.value = *summary.exitCode;
        gpu.reasons << reason;
    }
    if (kernelLog)
        judgeKernelLog(*kernelLog, device, summary.startMs, nullptr, gpu);
    if (deviceLostMs > 0) {
        VerdictReason lost = VerdictReason::make(VerdictReasonKind::GpuLost, device);
        gpu.reasons << lost;
    }
    gpu.status = gpu.reasons.isEmpty() ? VerdictStatus::Pass : VerdictStatus::Fail;
    StressVerdict verdict;
    verdict.status = gpu.status;
    verdict.gpus << gpu;
    return verdict;
}

StressVerdict combineWithCommandVerdict(const std::optional<StressVerdict> &stress, const StressVerdict &command)
{
    if (!stress)
        return command;
    StressVerdict combined = *stress;
    for (const GpuVerdict &c : command.gpus) {
        for (GpuVerdict &g : combined.gpus) {
            if (g.device != c.device)
                continue;
            g.reasons += c.reasons;
            g.notes += c.notes;
            if (c.status == VerdictStatus::Fail)
                g.status = VerdictStatus::Fail;
        }
    }
    if (command.status == VerdictStatus::Fail)
        combined.status = VerdictStatus::Fail;
    return combined;
}

CommandValidationRun::CommandValidationRun(int device, const DeviceList &devices, RunSessionOptions options,
                                           KernelLogWatch::SourceFactory kernelLog, QObject *parent)
    : QObject(parent), device_(device), session_(std::move(options)), kernelLog_(std::move(kernelLog))
{
    if (device >= 0 && device < devices.size()) {
        pciBusId_ = devices.at(device).pciBusId;
        // A simulated GPU has no driver that could log its reset late.
        kernelLogGraceMs_ = devices.at(device).simulated ? 0 : KernelLogWatch::defaultGraceMs();
    }
    session_.setDevices(devices);
    connect(&session_, &RunSession::finalSampleWanted, this, &CommandValidationRun::finalSampleWanted);
    connect(&session_, &RunSession::completed, this, [this](const RunSummary &summary, const QString &directory, const QString &saveError) {
        summary_ = summary;
        directory_ = directory;
        saveError_ = saveError;
        // A reset the command caused can be logged after it exited: the log is read a little longer.
        kernelLog_.stopAfter(kernelLogGraceMs_);
    });
    connect(&kernelLog_, &KernelLogWatch::stopped, this, [this] {
        running_ = false;
        emit finished(commandRunVerdict(device_, summary_, kernelLog_.resultFor(pciBusId_), deviceLostMs_));
    });
}

bool CommandValidationRun::start(const QStringList &command, const QString &workingDirectory, QString *error)
{
    if (!workingDirectory.isEmpty())
        session_.target()->setWorkingDirectory(workingDirectory);
    kernelLog_.start();
    running_ = session_.launch(command, error);
    if (!running_)
        kernelLog_.stop();
    return running_;
}

void CommandValidationRun::addSnapshot(const SnapshotPtr &snapshot)
{
    if (!snapshot)
        return;
    if (running_ && deviceLostMs_ == 0) {
        if (const Sample *sample = snapshot->sample(device_); sample && sample->state() == DeviceState::Lost)
            deviceLostMs_ = sample->timestampMs() > 0 ? sample->timestampMs() : QDateTime::currentMSecsSinceEpoch();
    }
    session_.addSnapshot(snapshot);
}

} // namespace rocmtune
