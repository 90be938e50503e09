// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "core/stress/BaselineStore.h"
#include "core/stress/KernelLogWatch.h"
#include "core/stress/RunnerControl.h"
#include "core/stress/StressPlan.h"
#include "core/stress/StressVerdict.h"
#include "core/telemetry/DeviceInfo.h"
#include "core/telemetry/Snapshot.h"

#include <QMap>
#include <QObject>

#include <memory>
#include <optional>

namespace rocmtune {

// One stress run over the plan's GPUs, each with its own runner process, in
// parallel. The owner feeds telemetry snapshots (addSnapshot); when every
// runner has ended, the verdict is computed with the same logic for the
// panel and the CLI.
class StressSession : public QObject
{
    Q_OBJECT
public:
    StressSession(const StressPlan &plan, const QString &runnerPath, const DeviceList &devices, QObject *parent = nullptr);
    ~StressSession() override;

    void setPolicy(const VerdictPolicy &policy) { policy_ = policy; }
    const VerdictPolicy &policy() const { return policy_; }
    void setTerminateGraceMs(int ms) { terminateGraceMs_ = ms; }
    // Baselines to compare against (not owned; may be null).
    void setBaselines(const BaselineStore *store) { baselines_ = store; }
    // How the ECC counts are read before and after the run (default
    // readEccFromDriver; an empty function reads none).
    void setEccReader(EccReader reader) { eccReader_ = std::move(reader); }
    // Where the kernel log is read during the run (default: this machine's,
    // systemKernelLogSource); an empty function watches none.
    void setKernelLogSource(KernelLogWatch::SourceFactory factory) { kernelLogFactory_ = std::move(factory); }
    // How long the kernel log is still read after the last runner exited,
    // before the verdict (KernelLogWatch::stopAfter). Default (nullopt):
    // KernelLogWatch::defaultGraceMs() when the plan has a real GPU, none
    // for simulated GPUs only (no driver of theirs can log a reset).
    void setKernelLogGraceMs(std::optional<int> ms) { kernelLogGraceMs_ = ms; }
    int kernelLogGraceMs() const;
    // How the PCIe replay / AER counters are read before and after the run
    // (default readPcieCountersFromSysfs; an empty function reads none).
    void setPcieCounterReader(PcieCounterReader reader) { pcieReader_ = std::move(reader); }

    const StressPlan &plan() const { return plan_; }
    const QString &runnerPath() const { return runnerPath_; }
    const DeviceList &devices() const { return devices_; }

    void start();
    void cancel();
    bool isRunning() const { return running_; }
    bool isFinished() const { return verdict_.has_value(); }

    // Records the samples of the plan's GPUs while the run lasts.
    void addSnapshot(const SnapshotPtr &snapshot);

    const RunnerControl *runner(int device) const;
    QVector<Sample> telemetry(int device) const { return telemetry_.value(device); }
    // Everything the verdict and the report need, per GPU (after the end or live).
    QVector<GpuRunData> runData() const;
    const std::optional<StressVerdict> &verdict() const { return verdict_; }
    qint64 startedMs() const { return startedMs_; }
    qint64 finishedMs() const { return finishedMs_; }
    // When the first fault line arrived (ms since the epoch), 0 before.
    qint64 firstFaultMs() const { return firstFaultMs_; }
    // How long a runner gets after SIGTERM when the run stops at a fault.
    static constexpr int kFaultStopGraceMs = 300;

    // The runner's (HIP/CUDA) index of an app device: its position among the
    // devices of the same backend (both number GPUs in PCI order).
    static int runnerDeviceIndex(const DeviceList &devices, int appIndex);

signals:
    void updated(int device);
    // A runner reported a fault (every fault line; the run stops at the first
    // unless the plan keeps going).
    void faultFound(int device, const rocmtune::BenchFault &fault);
    void finished(const rocmtune::StressVerdict &verdict);

private:
    struct EccReading {
        EccStatus status;
        qint64 ms = 0;
    };
    void onRunnerFinished();
    void judge();
    void onFault(int device, const BenchFault &fault);
    void readEcc(QMap<int, EccReading> *into) const;

    StressPlan plan_;
    QString runnerPath_;
    DeviceList devices_;
    VerdictPolicy policy_;
    int terminateGraceMs_ = 3000;
    const BaselineStore *baselines_ = nullptr;
    EccReader eccReader_ = readEccFromDriver;
    KernelLogWatch::SourceFactory kernelLogFactory_ = systemKernelLogSource;
    std::unique_ptr<KernelLogWatch> kernelLog_;
    std::optional<int> kernelLogGraceMs_;
    bool judging_ = false; // every runner ended: the kernel log's grace period, then the verdict
    QMap<int, EccReading> eccBefore_; // by app device index
    QMap<int, EccReading> eccAfter_;
    PcieCounterReader pcieReader_ = readPcieCountersFromSysfs;
    QMap<int, PcieErrorCounts> pcieBefore_; // by app device index
    QMap<int, PcieErrorCounts> pcieAfter_;
    void readPcie(QMap<int, PcieErrorCounts> *into) const;
    QMap<int, RunnerControl *> runners_; // by app device index
    QMap<int, QVector<Sample>> telemetry_;
    bool running_ = false;
    bool starting_ = false;
    qint64 startedMs_ = 0;
    qint64 finishedMs_ = 0;
    qint64 firstFaultMs_ = 0;
    std::optional<StressVerdict> verdict_;
};

} // namespace rocmtune

