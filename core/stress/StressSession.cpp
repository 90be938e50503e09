// SPDX-License-Identifier: GPL-3.0-or-later
#include "core/stress/StressSession.h"

#include <QDateTime>

namespace rocmtune {

StressSession::StressSession(const StressPlan &plan, const QString &runnerPath, const DeviceList &devices, QObject *parent)
    : QObject(parent), plan_(plan), runnerPath_(runnerPath), devices_(devices)
{
    qRegisterMetaType<rocmtune::StressVerdict>();
}

StressSession::~StressSession() = default; // runners are children: killed if still running

int StressSession::runnerDeviceIndex(const DeviceList &devices, int appIndex)
{
    if (appIndex < 0 || appIndex >= devices.size())
        return appIndex;
    int index = 0;
    for (int i = 0; i < appIndex; ++i) {
        if (devices.at(i).backendId == devices.at(appIndex).backendId)
            ++index;
    }
    return index;
}

void StressSession::start()
{
    if (running_ || verdict_)
        return;
    running_ = true;
    startedMs_ = QDateTime::currentMSecsSinceEpoch();
    readEcc(&eccBefore_);
    if (kernelLogFactory_) {
        kernelLog_ = std::make_unique<KernelLogWatch>(kernelLogFactory_);
        kernelLog_->start();
    }
    readPcie(&pcieBefore_);
    for (int device : plan_.devices) {
        auto *runner = new RunnerControl(this);
        runners_.insert(device, runner);
        telemetry_.insert(device, {});
        connect(runner, &RunnerControl::linesReceived, this, [this, device] { emit updated(device); });
        connect(runner, &RunnerControl::finished, this, &StressSession::onRunnerFinished);
        connect(runner, &RunnerControl::faultReceived, this, [this, device](const BenchFault &fault) { onFault(device, fault); });
    }
    // Start after wiring every runner: one that fails to start ends at once,
    // and the verdict waits until every runner was started.
    starting_ = true;
    for (auto it = runners_.begin(); it != runners_.end(); ++it) {
        RunnerControl::Options options;
        options.program = runnerPath_;
        options.arguments = plan_.runnerArguments(runnerDeviceIndex(devices_, it.key()));
        options.heartbeatTimeoutMs = policy_.heartbeatTimeoutMs;
        options.terminateGraceMs = terminateGraceMs_;
        it.value()->start(options);
    }
    starting_ = false;
    onRunnerFinished();
}

void StressSession::readEcc(QMap<int, EccReading> *into) const
{
    if (!eccReader_)
        return;
    for (int device : plan_.devices) {
        if (device >= 0 && device < devices_.size())
            into->insert(device, EccReading{eccReader_(devices_.at(device)), QDateTime::currentMSecsSinceEpoch()});
    }
}

void StressSession::readPcie(QMap<int, PcieErrorCounts> *into) const
{
    if (!pcieReader_)
        return;
    for (int device : plan_.devices) {
        if (device >= 0 && device < devices_.size())
            into->insert(device, pcieReader_(devices_.at(device)));
    }
}

void StressSession::cancel()
{
    for (RunnerControl *runner : std::as_const(runners_))
        runner->cancel();
    // Cancelled in the grace period: the verdict now, with what was logged so far.
    if (judging_ && kernelLog_ && kernelLog_->inGrace()) {
        kernelLog_->stop();
        judge();
    }
}

int StressSession::kernelLogGraceMs() const
{
    if (kernelLogGraceMs_)
        return *kernelLogGraceMs_;
    for (int device : plan_.devices) {
        if (device >= 0 && device < devices_.size() && !devices_.at(device).simulated)
            return KernelLogWatch::defaultGraceMs();
    }
    return 0;
}

void StressSession::addSnapshot(const SnapshotPtr &snapshot)
{
    if (!running_ || judging_ || !snapshot)
        return;
    for (auto it = telemetry_.begin(); it != telemetry_.end(); ++it) {
        if (const Sample *sample = snapshot->sample(it.key()))
            it.value().append(*sample);
    }
}

void StressSession::onFault(int device, const BenchFault &fault)
{
    const bool first = firstFaultMs_ == 0;
    if (first)
        firstFaultMs_ = QDateTime::currentMSecsSinceEpoch();
    emit faultFound(device, fault);
    if (!first || plan_.keepGoing)
        return;
    // The verdict is FAIL from here on: stop every GPU's runner now, so it
    // comes within a second instead of when the last test ends.
    for (RunnerControl *runner : std::as_const(runners_))
        runner->stopAtFault(kFaultStopGraceMs);
}

const RunnerControl *StressSession::runner(int device) const
{
    return runners_.value(device, nullptr);
}

QVector<GpuRunData> StressSession::runData() const
{
    QVector<GpuRunData> runs;
    for (auto it = runners_.begin(); it != runners_.end(); ++it) {
        GpuRunData run;
        run.device = it.key();
        if (it.key() >= 0 && it.key() < devices_.size())
            run.info = devices_.at(it.key());
        run.record = it.value()->record();
        run.telemetry = telemetry_.value(it.key());
        if (baselines_)
            run.baseline = baselines_->baseline(run.info.stableId());
        if (eccBefore_.contains(it.key())) {
            run.eccBefore = eccBefore_.value(it.key()).status;
            run.eccBeforeMs = eccBefore_.value(it.key()).ms;
        }
        if (eccAfter_.contains(it.key())) {
            run.eccAfter = eccAfter_.value(it.key()).status;
            run.eccAfterMs = eccAfter_.value(it.key()).ms;
        }
        if (kernelLog_)
            run.kernelLog = kernelLog_->resultFor(run.info.pciBusId);
        run.runStartMs = startedMs_;
        if (pcieBefore_.contains(it.key()))
            run.pcieBefore = pcieBefore_.value(it.key());
        if (pcieAfter_.contains(it.key()))
            run.pcieAfter = pcieAfter_.value(it.key());
        runs << run;
    }
    return runs;
}

void StressSession::onRunnerFinished()
{
    for (const RunnerControl *runner : std::as_const(runners_)) {
        if (runner->isRunning())
            return;
    }
    if (!running_ || starting_ || judging_)
        return;
    judging_ = true;
    finishedMs_ = QDateTime::currentMSecsSinceEpoch();
    readEcc(&eccAfter_);
    // A reset the last test caused can be logged after its runner exited: the
    // log is read a little longer (KernelLogWatch::kDefaultGraceMs says why).
    const int graceMs = kernelLogGraceMs();
    if (kernelLog_ && kernelLog_->isRunning() && graceMs > 0) {
        connect(kernelLog_.get(), &KernelLogWatch::stopped, this, &StressSession::judge, Qt::SingleShotConnection);
        kernelLog_->stopAfter(graceMs);
        return;
    }
    if (kernelLog_)
        kernelLog_->stop(); // what was logged up to now counts
    judge();
}

void StressSession::judge()
{
    if (!running_ || verdict_)
        return;
    running_ = false;
    readPcie(&pcieAfter_);
    verdict_ = judgeStressRun(plan_, runData(), policy_);
    emit finished(*verdict_);
}

} // namespace rocmtune
