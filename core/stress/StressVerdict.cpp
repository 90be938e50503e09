// SPDX-License-Identifier: GPL-3.0-or-later
#include "core/stress/StressVerdict.h"

#include "core/stress/LinkVerdict.h"

#include "core/stress/StressTr.h"
#include "core/telemetry/TemperatureSensors.h"

#include <QCoreApplication>
#include <QJsonArray>

#include <algorithm>

namespace rocmtune {

namespace {

// rocmtune-bench's documented exit codes (kernels/README.md).
constexpr int kRunnerExitNoGpu = 3;
constexpr int kRunnerExitArchNotSupported = 5; // protocol v2: no code for this GPU's architecture

QJsonValue optionalJson(const std::optional<double> &v)
{
    return v ? QJsonValue(*v) : QJsonValue(QJsonValue::Null);
}

// The test that was running at timeMs (or the last one that started).
QString testAt(const BenchRecord &record, qint64 timeMs)
{
    QString test;
    for (const TestPhase &p : record.phases()) {
        if (p.startMs <= timeMs)
            test = p.test;
    }
    return test;
}

// The test that had started but not reported a result when the runner stopped.
QString unfinishedTest(const BenchRecord &record)
{
    for (const TestPhase &p : record.phases()) {
        if (!record.result(p.test))
            return p.test;
    }
    return QString();
}

QVector<quint64> errorAddresses(const QJsonObject &details)
{
    QVector<quint64> addresses;
    for (const QJsonValue &v : details.value(QLatin1String("first_error_addresses")).toArray()) {
        if (v.isDouble() && v.toDouble() >= 0)
            addresses << static_cast<quint64>(v.toDouble());
    }
    return addresses;
}

void checkTemperatures(const GpuRunData &run, const VerdictPolicy &policy, GpuVerdict &v)
{
    for (const TemperatureSensor &sensor : temperatureSensors()) {
        if (!sensor.guarded())
            continue;
        std::optional<double> hottest;
        qint64 hottestMs = 0;
        std::optional<double> critical;
        for (const Sample &s : run.telemetry) {
            if (s.state() != DeviceState::Ok)
                continue;
            if (const auto c = s.value(*sensor.critical))
                critical = c;
            if (const auto t = s.value(sensor.reading); t && (!hottest || *t > *hottest)) {
                hottest = t;
                hottestMs = s.timestampMs();
            }
        }
        if (hottest && critical && *hottest > *critical - policy.temperatureMarginCelsius) {
            VerdictReason reason = VerdictReason::make(VerdictReasonKind::Overtemperature, run.device, testAt(run.record, hottestMs));
            reason.value = hottest;
            reason.limit = *critical - policy.temperatureMarginCelsius;
            reason.detail = temperatureSensorLabel(sensor);
            v.reasons << reason;
        }
    }
}

// A train result whose errors are NaN/Inf losses and parameters (protocol v1).
bool isNonFiniteTrainResult(const BenchResult &result)
{
    return result.test == QLatin1String("train") && result.errors > 0
        && result.details.value(QLatin1String("non_finite_losses")).toDouble() > 0;
}

// The first fault line of the test as one reason; false when there was none.
bool addFaultReason(const QString &test, const GpuRunData &run, const QString &injected, GpuVerdict &v)
{
    const BenchFault *fault = run.record.firstFault(test);
    if (!fault)
        return false;
    const quint64 count = std::max<quint64>(run.record.faultCount(test), 1);
    VerdictReason reason = VerdictReason::make(VerdictReasonKind::Fault, run.device, test, count, fault->message);
    reason.faultKind = fault->kind;
    reason.where = fault->where;
    bool ok = false;
    const quint64 address = fault->where.value(QLatin1String("address")).toString().toULongLong(&ok, 0);
    if (ok)
        reason.addresses << address;
    if (!injected.isEmpty())
        reason.detail = StressTr::tr("%1; injected fault: %2").arg(fault->message, injected);
    v.reasons << reason;
    return true;
}

TestOutcome judgeTest(const QString &test, const StressPlan &plan, const GpuRunData &run, const VerdictPolicy &policy, GpuVerdict &v)
{
    const BenchRecord &record = run.record;
    TestOutcome outcome;
    outcome.test = test;
    if (const BenchResult *result = record.result(test)) {
        outcome.completed = true;
        outcome.result = *result;
    }
    const TestPhase *phase = record.phase(test);
    if (phase) {
        const qint64 endMs = phase->endMs.value_or(record.endMs().value_or(record.lastLineMs().value_or(phase->startMs)));
        outcome.durationSeconds = static_cast<double>(endMs - phase->startMs) / 1000.0;
        outcome.telemetry = summarizeTelemetry(run.telemetry, phase->startMs, endMs);
        outcome.throttleLossPercent = throttledThroughputLossPercent(record.progress(test), run.telemetry, phase->startMs, endMs);
        if (outcome.throttleLossPercent && outcome.telemetry.throttledFraction
            && *outcome.telemetry.throttledFraction >= policy.throttleMinFraction
            && outcome.telemetry.throttledSeconds >= policy.throttleMinSeconds
            && *outcome.throttleLossPercent > policy.throttleLossPercent) {
            unsigned bits = 0;
            for (const Sample &s : run.telemetry) {
                if (s.timestampMs() >= phase->startMs && s.timestampMs() <= endMs)
                    bits |= static_cast<unsigned>(s.valueOr(MetricId::ThrottleStatus, 0)) & performanceThrottleBits();
            }
            VerdictReason reason = VerdictReason::make(VerdictReasonKind::ThrottledThroughput, run.device, test);
            reason.value = outcome.throttleLossPercent;
            reason.limit = policy.throttleLossPercent;
            reason.detail = throttleReasonsText(bits);
            v.reasons << reason;
        }
    }
    const bool injectedHere = !plan.injectFault.isEmpty() && faultTests(plan.injectFault).contains(test);
    const bool faultReported = addFaultReason(test, run, injectedHere ? plan.injectFault : QString(), v);
    if (!outcome.result)
        return outcome;

    const BenchResult &result = *outcome.result;
    // Zero work is never a pass: a result with no throughput, or with a
    // count of iterations, steps or repetitions of 0. A test the runner skipped
    // and said why (p2p with one GPU: "needs two GPUs") did no work by design;
    // the verdict notes it as not run (judgeLinkResult), never as a pass.
    const bool skippedByRunner = !result.details.value(QStringLiteral("skipped")).toString().isEmpty();
    QString noWork;
    if (!skippedByRunner && (!result.value || !(*result.value > 0)))
        noWork = StressTr::tr("its result reports no throughput");
    for (const char *key : {"iterations", "steps", "repetitions", "launches"}) {
        const QJsonValue count = result.details.value(QLatin1String(key));
        if (count.isDouble() && count.toDouble() <= 0)
            noWork = StressTr::tr("%1 = 0").arg(QLatin1String(key));
    }
    if (!noWork.isEmpty())
        v.reasons << VerdictReason::make(VerdictReasonKind::NoWork, run.device, test, 0, noWork);
    if (faultReported) {
        // The fault lines said it already, with the count the runner keeps.
    } else if (isNonFiniteTrainResult(result)) {
        // A protocol v1 runner counts every NaN loss and parameter; it is one fault.
        const int losses = static_cast<int>(result.details.value(QLatin1String("non_finite_losses")).toDouble()); // a plain variable for lupdate's %n
        VerdictReason reason = VerdictReason::make(VerdictReasonKind::Fault, run.device, test, 1,
                                                   StressTr::tr("NaN or Inf in %n loss(es), parameters corrupted from then on", nullptr, losses));
        reason.faultKind = QStringLiteral("nan");
        if (injectedHere)
            reason.detail = StressTr::tr("%1; injected fault: %2").arg(reason.detail, plan.injectFault);
        v.reasons << reason;
    } else if (result.errors > 0) {
        const bool memory = test == QLatin1String("memory");
        VerdictReason reason = VerdictReason::make(memory ? VerdictReasonKind::MemoryErrors : VerdictReasonKind::ComputationErrors, run.device, test, result.errors);
        if (memory)
            reason.addresses = errorAddresses(result.details);
        if (injectedHere)
            reason.detail = StressTr::tr("injected fault: %1").arg(plan.injectFault);
        v.reasons << reason;
    } else if (!result.pass) {
        VerdictReason reason = VerdictReason::make(VerdictReasonKind::TestFailed, run.device, test);
        if (injectedHere)
            reason.detail = StressTr::tr("injected fault: %1").arg(plan.injectFault);
        v.reasons << reason;
    }
    if (run.baseline) {
        outcome.baselineDeltaPercent = run.baseline->deltaPercent(result);
        if (outcome.baselineDeltaPercent)
            outcome.baselineValue = run.baseline->tests.value(test).value;
        if (outcome.baselineDeltaPercent && policy.failBelowBaseline && *outcome.baselineDeltaPercent < -policy.baselineShortfallPercent) {
            VerdictReason reason = VerdictReason::make(VerdictReasonKind::BelowBaseline, run.device, test);
            reason.value = outcome.baselineDeltaPercent;
            reason.limit = -policy.baselineShortfallPercent;
            v.reasons << reason;
        }
    }
    return outcome;
}

} // namespace

const char *verdictStatusKey(VerdictStatus status)
{
    switch (status) {
    case VerdictStatus::Pass: return "pass";
    case VerdictStatus::Fail: return "fail";
    case VerdictStatus::Cancelled: return "cancelled";
    case VerdictStatus::NotRun: return "not_run";
    }
    return "not_run";
}

QString verdictStatusLabel(VerdictStatus status)
{
    switch (status) {
    case VerdictStatus::Pass: return StressTr::tr("PASS");
    case VerdictStatus::Fail: return StressTr::tr("FAIL");
    case VerdictStatus::Cancelled: return StressTr::tr("CANCELLED");
    case VerdictStatus::NotRun: return StressTr::tr("NOT RUN");
    }
    return QString();
}

GpuVerdict judgeGpuRun(const StressPlan &plan, const GpuRunData &run, const VerdictPolicy &policy)
{
    GpuVerdict v;
    v.device = run.device;
    const BenchRecord &record = run.record;
    bool notRun = false;
    bool cancelled = false;
    bool abnormalEnd = false;
    bool stoppedAtFault = false;

    switch (record.end()) {
    case RunnerEnd::FailedToStart:
        notRun = true;
        v.reasons << VerdictReason::make(VerdictReasonKind::NoRunner, run.device, {}, 0, record.endDetail());
        break;
    case RunnerEnd::Cancelled:
        cancelled = true;
        v.notes << VerdictReason::make(VerdictReasonKind::Cancelled, run.device);
        break;
    case RunnerEnd::StoppedAtFault:
        // Stopped on purpose at a fault (its own or another GPU's): the fault
        // is the reason, the tests that did not run are not missing.
        stoppedAtFault = true;
        break;
    case RunnerEnd::HangKilled: {
        abnormalEnd = true;
        VerdictReason reason = VerdictReason::make(VerdictReasonKind::RunnerHung, run.device, unfinishedTest(record));
        reason.value = policy.heartbeatTimeoutMs / 1000.0;
        v.reasons << reason;
        break;
    }
    case RunnerEnd::Crashed:
    case RunnerEnd::Running:
        abnormalEnd = true;
        v.reasons << VerdictReason::make(VerdictReasonKind::RunnerCrashed, run.device, unfinishedTest(record), 0,
                                   record.endDetail().isEmpty() ? StressTr::tr("killed by a signal") : record.endDetail());
        break;
    case RunnerEnd::Exited:
        if (record.exitCode() == kRunnerExitNoGpu || record.exitCode() == kRunnerExitArchNotSupported) {
            notRun = true;
            const QString why = !record.errors().isEmpty() ? record.errors().constFirst().message : record.stderrTail().trimmed();
            v.reasons << VerdictReason::make(VerdictReasonKind::NoSupportedGpu, run.device, {}, 0, why);
        } else if (!record.done()) {
            abnormalEnd = true;
            v.reasons << VerdictReason::make(VerdictReasonKind::RunnerCrashed, run.device, unfinishedTest(record), 0,
                                       StressTr::tr("exited with code %1 without finishing").arg(record.exitCode()));
        }
        break;
    }
    if (!notRun) {
        for (const BenchError &error : record.errors())
            v.reasons << VerdictReason::make(VerdictReasonKind::RunnerError, run.device, {}, 0, error.message);
    }

    for (const QString &test : plan.tests) {
        TestOutcome outcome = judgeTest(test, plan, run, policy, v);
        // A runner that stopped at a fault itself (--stop-on-fault) skips
        // the tests after it: they never started, and are not "missing".
        const bool skippedAfterFault = !record.faults().isEmpty() && !record.phase(test);
        if (!outcome.completed && skippedAfterFault && !stoppedAtFault && !notRun && !cancelled && !abnormalEnd)
            stoppedAtFault = true;
        if (!outcome.completed && !notRun && !cancelled && !abnormalEnd && !stoppedAtFault)
            v.reasons << VerdictReason::make(VerdictReasonKind::TestMissing, run.device, test);
        v.tests << outcome;
    }

    const qint64 fromMs = run.telemetry.isEmpty() ? 0 : run.telemetry.constFirst().timestampMs();
    const qint64 toMs = run.telemetry.isEmpty() ? 0 : run.telemetry.constLast().timestampMs();
    v.run = summarizeTelemetry(run.telemetry, fromMs, toMs);
    checkTemperatures(run, policy, v);
    v.ecc = eccChangeOfRun(run.eccBefore, run.eccBeforeMs, run.eccAfter, run.eccAfterMs, run.telemetry);
    judgeEccChange(v.ecc, run.device, &v.reasons, &v.notes);
    if (run.kernelLog)
        judgeKernelLog(*run.kernelLog, run.device, run.runStartMs, &record, v);
    v.pcie = pcieErrorChangeOfRun(run.pcieBefore, run.pcieAfter, run.telemetry);
    judgePcieErrorChange(v.pcie, run.device, &v.reasons, &v.notes);
    for (const TestOutcome &outcome : std::as_const(v.tests)) {
        if (outcome.result)
            judgeLinkResult(*outcome.result, run.device, &v.notes);
    }
    for (const Sample &s : run.telemetry) {
        if (s.state() == DeviceState::Lost) {
            v.reasons << VerdictReason::make(VerdictReasonKind::GpuLost, run.device, testAt(record, s.timestampMs()));
            break;
        }
    }

    // The runner's own word must agree: a failing exit with no reason found is still a failure.
    const bool runnerSaysFail = record.done() && (!record.done()->pass || record.done()->exitCode != 0);
    if (runnerSaysFail && v.reasons.isEmpty() && !cancelled)
        v.reasons << VerdictReason::make(VerdictReasonKind::RunnerError, run.device, {}, 0,
                                   StressTr::tr("the runner reported a failure (exit code %1)").arg(record.done()->exitCode));

    if (!record.malformed().isEmpty()) {
        const MalformedLine &first = record.malformed().constFirst();
        v.notes << VerdictReason::make(VerdictReasonKind::MalformedOutput, run.device, {}, static_cast<quint64>(record.malformed().size()),
                                 StressTr::tr("line %1: %2").arg(first.lineNumber).arg(first.error));
    }
    if (!plan.injectFault.isEmpty()) {
        QStringList planted; // "nan" goes into train and cnn when both run
        for (const QString &t : faultTests(plan.injectFault)) {
            if (plan.tests.contains(t))
                planted << t;
        }
        v.notes << VerdictReason::make(VerdictReasonKind::FaultInjected, run.device, planted.join(QStringLiteral(", ")), 0, plan.injectFault);
    }

    if (stoppedAtFault) {
        QString where = StressTr::tr("fault in another GPU's run");
        if (!record.faults().isEmpty())
            where = StressTr::tr("%1 test").arg(record.faults().constFirst().fault.test);
        v.notes << VerdictReason::make(VerdictReasonKind::StoppedAtFault, run.device, {}, 0, where);
    }

    if (notRun)
        v.status = VerdictStatus::NotRun;
    else if (!v.reasons.isEmpty())
        v.status = VerdictStatus::Fail;
    else if (cancelled || stoppedAtFault)
        v.status = VerdictStatus::Cancelled;
    else
        v.status = VerdictStatus::Pass;
    return v;
}

void judgeKernelLog(const KernelLogWatchResult &watch, int device, qint64 runStartMs, const BenchRecord *record, GpuVerdict &v)
{
    v.kernelLog = watch;
    for (const KernelGpuEvent &event : watch.events) {
        VerdictReason reason = VerdictReason::make(VerdictReasonKind::GpuReset, device, record ? testAt(*record, event.seenMs) : QString(), 0, event.text());
        if (runStartMs > 0)
            reason.value = std::max<qint64>(0, event.seenMs - runStartMs) / 1000.0;
        reason.faultKind = QLatin1String(kernelGpuEventKindKey(event.kind));
        v.reasons << reason;
    }
    if (!watch.watched)
        v.notes << VerdictReason::make(VerdictReasonKind::KernelLogNotWatched, device, {}, 0, watch.unavailableReason);
}

StressVerdict judgeStressRun(const StressPlan &plan, const QVector<GpuRunData> &runs, const VerdictPolicy &policy)
{
    StressVerdict verdict;
    bool anyFail = false, anyNotRun = false, anyCancelled = false;
    for (const GpuRunData &run : runs) {
        verdict.gpus << judgeGpuRun(plan, run, policy);
        anyFail |= verdict.gpus.constLast().status == VerdictStatus::Fail;
        anyNotRun |= verdict.gpus.constLast().status == VerdictStatus::NotRun;
        anyCancelled |= verdict.gpus.constLast().status == VerdictStatus::Cancelled;
    }
    if (runs.isEmpty() || anyNotRun)
        verdict.status = anyFail ? VerdictStatus::Fail : VerdictStatus::NotRun;
    else if (anyFail)
        verdict.status = VerdictStatus::Fail;
    else if (anyCancelled)
        verdict.status = VerdictStatus::Cancelled;
    else
        verdict.status = VerdictStatus::Pass;
    return verdict;
}

StressVerdict notRunVerdict(const QVector<int> &devices, VerdictReasonKind kind, const QString &detail)
{
    StressVerdict verdict;
    verdict.status = VerdictStatus::NotRun;
    for (int device : devices) {
        GpuVerdict gpu;
        gpu.device = device;
        gpu.status = VerdictStatus::NotRun;
        gpu.reasons << VerdictReason::make(kind, device, {}, 0, detail);
        verdict.gpus << gpu;
    }
    return verdict;
}

QVector<VerdictReason> StressVerdict::allReasons() const
{
    QVector<VerdictReason> reasons;
    for (const GpuVerdict &g : gpus)
        reasons += g.reasons;
    return reasons;
}

QString StressVerdict::summary() const
{
    const QVector<VerdictReason> reasons = allReasons();
    if (status == VerdictStatus::Pass || reasons.isEmpty())
        return verdictStatusLabel(status);
    QStringList texts;
    for (const VerdictReason &r : reasons.mid(0, 3))
        texts << r.text();
    if (reasons.size() > 3)
        texts << StressTr::tr("and %1 more").arg(reasons.size() - 3);
    return StressTr::tr("%1: %2").arg(verdictStatusLabel(status), texts.join(QStringLiteral("; ")));
}

QJsonObject testOutcomeToJson(const TestOutcome &o)
{
    QJsonObject json{{QStringLiteral("test"), o.test}, {QStringLiteral("completed"), o.completed}};
    if (o.result) {
        json.insert(QStringLiteral("metric"), o.result->metric);
        json.insert(QStringLiteral("value"), optionalJson(o.result->value));
        json.insert(QStringLiteral("unit"), o.result->unit);
        json.insert(QStringLiteral("errors"), static_cast<double>(o.result->errors));
        json.insert(QStringLiteral("pass"), o.result->pass);
        json.insert(QStringLiteral("details"), o.result->details);
    }
    json.insert(QStringLiteral("duration_s"), optionalJson(o.durationSeconds));
    const PhaseTelemetry &t = o.telemetry;
    QJsonObject byReason;
    for (auto it = t.throttleSecondsByReason.cbegin(); it != t.throttleSecondsByReason.cend(); ++it)
        byReason.insert(it.key(), it.value());
    // Each sensor's maximum as max_<sensor key>_c: the keys of edge, junction
    // and memory before the catalogue drove them, new sensors in the same pattern.
    QJsonObject telemetry{{QStringLiteral("samples"), t.sampleCount},
                          {QStringLiteral("unsettled_samples"), t.unsettledSampleCount},
                          {QStringLiteral("avg_power_w"), optionalJson(t.averagePowerWatts)},
                          {QStringLiteral("peak_power_w"), optionalJson(t.peakPowerWatts)},
                          {QStringLiteral("clock_min_mhz"), optionalJson(t.minClockMegahertz)},
                          {QStringLiteral("clock_avg_mhz"), optionalJson(t.averageClockMegahertz)},
                          {QStringLiteral("clock_max_mhz"), optionalJson(t.maxClockMegahertz)},
                          {QStringLiteral("clock_drops"), t.clockDrops},
                          {QStringLiteral("throttled_fraction"), optionalJson(t.throttledFraction)},
                          {QStringLiteral("throttle_seconds_by_reason"), byReason},
                          {QStringLiteral("device_lost"), t.deviceLost}};
    t.maxTemperatures.writeJson(telemetry, QLatin1String("max_"), QLatin1String("_c"));
    json.insert(QStringLiteral("telemetry"), telemetry);
    json.insert(QStringLiteral("throttle_loss_percent"), optionalJson(o.throttleLossPercent));
    json.insert(QStringLiteral("baseline_value"), optionalJson(o.baselineValue));
    json.insert(QStringLiteral("baseline_delta_percent"), optionalJson(o.baselineDeltaPercent));
    return json;
}

QJsonObject gpuVerdictToJson(const GpuVerdict &v)
{
    QJsonArray reasons, notes, tests;
    for (const VerdictReason &r : v.reasons)
        reasons.append(r.toJson());
    for (const VerdictReason &r : v.notes)
        notes.append(r.toJson());
    for (const TestOutcome &t : v.tests)
        tests.append(testOutcomeToJson(t));
    return QJsonObject{{QStringLiteral("device"), v.device},
                       {QStringLiteral("status"), QLatin1String(verdictStatusKey(v.status))},
                       {QStringLiteral("reasons"), reasons},
                       {QStringLiteral("notes"), notes},
                       {QStringLiteral("ecc"), eccRunChangeToJson(v.ecc)},
                       {QStringLiteral("kernel_log"), v.kernelLog ? QJsonValue(kernelLogWatchToJson(*v.kernelLog)) : QJsonValue()},
                       {QStringLiteral("pcie_errors"), pcieErrorChangeToJson(v.pcie)},
                       {QStringLiteral("tests"), tests}};
}

QJsonObject stressVerdictToJson(const StressVerdict &verdict)
{
    QJsonArray gpus;
    for (const GpuVerdict &g : verdict.gpus)
        gpus.append(gpuVerdictToJson(g));
    return QJsonObject{{QStringLiteral("status"), QLatin1String(verdictStatusKey(verdict.status))},
                       {QStringLiteral("pass"), verdict.passed()},
                       {QStringLiteral("summary"), verdict.summary()},
                       {QStringLiteral("gpus"), gpus}};
}

} // namespace rocmtune
