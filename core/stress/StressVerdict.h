// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "core/stress/BaselineStore.h"
#include "core/stress/BenchRecord.h"
#include "core/stress/EccVerdict.h"
#include "core/stress/KernelLogWatch.h"
#include "core/stress/PcieErrorCounters.h"
#include "core/stress/PhaseTelemetry.h"
#include "core/stress/StressPlan.h"
#include "core/stress/VerdictReason.h"
#include "core/telemetry/DeviceInfo.h"
#include "core/telemetry/Sample.h"

#include <QJsonObject>
#include <QMetaType>
#include <QVector>

#include <optional>

namespace rocmtune {

enum class VerdictStatus {
    Pass,
    Fail,
    Cancelled,
    NotRun, // no runner, or no GPU it can use
};
const char *verdictStatusKey(VerdictStatus status); // "pass", "fail", "cancelled", "not_run"
QString verdictStatusLabel(VerdictStatus status);   // "PASS", "FAIL" ..., translated

// Thresholds of the verdict. The defaults are what the panel and the CLI use.
struct VerdictPolicy {
    double temperatureMarginCelsius = 5;     // fail above critical minus this
    double throttleLossPercent = 20;         // fail when throttling cut throughput by more
    double throttleMinSeconds = 5;           // ... for at least this long
    double throttleMinFraction = 0.25;       // ... and this share of the test
    double baselineShortfallPercent = 25;    // fail this far below the baseline
    bool failBelowBaseline = true;           // off when tuning lowers power on purpose
    int heartbeatTimeoutMs = 10000;          // silence that counts as a hang
};

// One test on one GPU: the runner's result next to what telemetry saw.
struct TestOutcome {
    QString test;
    bool completed = false; // a result line arrived
    std::optional<BenchResult> result;
    std::optional<double> durationSeconds;
    PhaseTelemetry telemetry;
    std::optional<double> throttleLossPercent;
    std::optional<double> baselineValue;
    std::optional<double> baselineDeltaPercent; // "-4% vs baseline"
};

// What one GPU's run produced, as input to the verdict.
struct GpuRunData {
    int device = -1; // the app's device index
    DeviceInfo info;
    BenchRecord record;
    QVector<Sample> telemetry; // this GPU's samples during the run, by time
    std::optional<GpuBaseline> baseline;
    // ECC counts read right before the runner started and after it ended
    // (nullopt: not read; the verdict then compares the samples).
    std::optional<EccStatus> eccBefore;
    std::optional<EccStatus> eccAfter;
    qint64 eccBeforeMs = 0;
    qint64 eccAfterMs = 0;
    // What the kernel log said about this GPU during the run (nullopt: not
    // watched by whoever ran it; watched == false: it could not be read).
    std::optional<KernelLogWatchResult> kernelLog;
    qint64 runStartMs = 0; // when the run started (ms since the epoch), for "N s into the run"
    // PCIe replay / AER counts read right before and after the runner (nullopt:
    // not read; the verdict then compares the samples' replay counts).
    std::optional<PcieErrorCounts> pcieBefore;
    std::optional<PcieErrorCounts> pcieAfter;
};

struct GpuVerdict {
    int device = -1;
    VerdictStatus status = VerdictStatus::Pass;
    QVector<VerdictReason> reasons; // why it failed / did not run
    QVector<VerdictReason> notes;   // observations that do not fail the run
    QVector<TestOutcome> tests;     // in plan order
    // Over the whole run: the hottest reading per sensor.
    PhaseTelemetry run;
    // ECC / RAS counts compared before and after the run.
    EccRunChange ecc;
    // The kernel log watch of the run, when there was one.
    std::optional<KernelLogWatchResult> kernelLog;
    // PCIe replay / AER counts compared before and after the run.
    PcieErrorChange pcie;
};

// The kernel log's GPU events as FAIL reasons ("GPU reset, 12.0 s into the
// run"), or a note that the log could not be read; into v.
void judgeKernelLog(const KernelLogWatchResult &watch, int device, qint64 runStartMs, const BenchRecord *record, GpuVerdict &v);

struct StressVerdict {
    VerdictStatus status = VerdictStatus::NotRun;
    QVector<GpuVerdict> gpus;

    bool passed() const { return status == VerdictStatus::Pass; }
    QVector<VerdictReason> allReasons() const;
    // "PASS" or "FAIL: <first reasons>" in one line (translated).
    QString summary() const;
};

GpuVerdict judgeGpuRun(const StressPlan &plan, const GpuRunData &run, const VerdictPolicy &policy);
StressVerdict judgeStressRun(const StressPlan &plan, const QVector<GpuRunData> &runs, const VerdictPolicy &policy);
// A verdict for a run that never started (no runner found ...).
StressVerdict notRunVerdict(const QVector<int> &devices, VerdictReasonKind kind, const QString &detail);

QJsonObject testOutcomeToJson(const TestOutcome &outcome);
QJsonObject gpuVerdictToJson(const GpuVerdict &verdict);
QJsonObject stressVerdictToJson(const StressVerdict &verdict);

} // namespace rocmtune

Q_DECLARE_METATYPE(rocmtune::StressVerdict)
