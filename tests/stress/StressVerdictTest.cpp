// SPDX-License-Identifier: GPL-3.0-or-later
// The verdict over recorded protocol streams: a pass and each failure kind.
#include "tests/stress/StressTestSupport.h"

#include "core/stress/StressVerdict.h"

#include <gtest/gtest.h>

using namespace rocmtune;
using namespace rocmtune::testing;

namespace {

GpuRunData replayRun(const QString &stream, RunnerEnd end = RunnerEnd::Exited, int exitCode = 0,
                     const std::function<void(Sample &)> &shape = {})
{
    GpuRunData run;
    run.device = 0;
    run.info.name = QStringLiteral("Test GPU");
    run.info.backendId = QStringLiteral("sim");
    const QList<QByteArray> lines = streamLines(stream);
    EXPECT_FALSE(lines.isEmpty()) << stream.toStdString();
    run.record = BenchRecord::replay(lines, kStartMs, end, exitCode);
    run.telemetry = telemetry(kStartMs, run.record.endMs().value_or(kStartMs), 250, shape);
    return run;
}

bool hasReason(const GpuVerdict &v, VerdictReasonKind kind, const QString &test = QString())
{
    for (const VerdictReason &r : v.reasons) {
        if (r.kind == kind && (test.isEmpty() || r.test == test))
            return true;
    }
    return false;
}

const VerdictReason *reason(const GpuVerdict &v, VerdictReasonKind kind)
{
    for (const VerdictReason &r : v.reasons) {
        if (r.kind == kind)
            return &r;
    }
    return nullptr;
}

QString reasonsText(const GpuVerdict &v)
{
    QStringList texts;
    for (const VerdictReason &r : v.reasons)
        texts << r.text();
    return texts.join(QStringLiteral(" | "));
}

} // namespace

TEST(StressVerdict, CleanStreamPassesWithPerTestTelemetry)
{
    const GpuRunData run = replayRun(QStringLiteral("pass.jsonl"));
    const GpuVerdict v = judgeGpuRun(recordedQuickPlan(), run, VerdictPolicy{});
    EXPECT_EQ(v.status, VerdictStatus::Pass) << reasonsText(v).toStdString();
    ASSERT_EQ(v.tests.size(), 5);
    for (const TestOutcome &t : v.tests) {
        EXPECT_TRUE(t.completed) << t.test.toStdString();
        EXPECT_GT(t.telemetry.sampleCount, 4) << t.test.toStdString();
        EXPECT_NEAR(t.durationSeconds.value_or(0), 2.0, 0.6) << t.test.toStdString();
        EXPECT_DOUBLE_EQ(t.telemetry.maxTemperatures.celsius(MetricId::TemperatureJunction).value_or(0), 72.0);
        EXPECT_DOUBLE_EQ(t.telemetry.peakPowerWatts.value_or(0), 620.0);
        EXPECT_NEAR(t.telemetry.averagePowerWatts.value_or(0), 610.0, 3.0);
        EXPECT_EQ(t.telemetry.clockDrops, 0);
        EXPECT_DOUBLE_EQ(t.telemetry.throttledFraction.value_or(-1), 0.0);
    }
    EXPECT_DOUBLE_EQ(v.tests[2].result->value.value_or(0), 41.3);
    // Phases follow each other without overlapping.
    const auto &phases = run.record.phases();
    ASSERT_EQ(phases.size(), 5);
    for (int i = 1; i < phases.size(); ++i)
        EXPECT_GE(phases[i].startMs, phases[i - 1].endMs.value_or(0));
}

TEST(StressVerdict, InjectedBitflipFailsNamingTheTestAndTheFault)
{
    const StressVerdict verdict = judgeStressRun(recordedQuickPlan(QStringLiteral("bitflip")),
                                                 {replayRun(QStringLiteral("fault_bitflip.jsonl"), RunnerEnd::Exited, 1)}, VerdictPolicy{});
    ASSERT_EQ(verdict.status, VerdictStatus::Fail);
    const GpuVerdict &v = verdict.gpus.constFirst();
    const VerdictReason *r = reason(v, VerdictReasonKind::ComputationErrors);
    ASSERT_NE(r, nullptr) << reasonsText(v).toStdString();
    EXPECT_EQ(r->test, QStringLiteral("gemm"));
    EXPECT_EQ(r->count, 1u);
    EXPECT_TRUE(verdict.summary().contains(QStringLiteral("bitflip"))) << verdict.summary().toStdString();
    EXPECT_TRUE(verdict.summary().contains(QStringLiteral("gemm")));
    EXPECT_EQ(v.reasons.size(), 1) << reasonsText(v).toStdString();
}

TEST(StressVerdict, MemoryErrorsCarryTheirAddresses)
{
    const GpuVerdict v = judgeGpuRun(recordedQuickPlan(), replayRun(QStringLiteral("fault_memory.jsonl"), RunnerEnd::Exited, 1), VerdictPolicy{});
    ASSERT_EQ(v.status, VerdictStatus::Fail);
    const VerdictReason *r = reason(v, VerdictReasonKind::MemoryErrors);
    ASSERT_NE(r, nullptr);
    EXPECT_EQ(r->count, 2u);
    ASSERT_EQ(r->addresses.size(), 2);
    EXPECT_EQ(r->addresses[0], 1048576u);
    EXPECT_TRUE(r->text().contains(QStringLiteral("0x100000"))) << r->text().toStdString();
}

TEST(StressVerdict, NanInTrainingIsOneFaultNotItsConsequences)
{
    // A protocol v1 result counts 1 NaN loss + 4 NaN parameters as 5 errors: it is one fault.
    const GpuVerdict v = judgeGpuRun(recordedQuickPlan(), replayRun(QStringLiteral("fault_nan.jsonl"), RunnerEnd::Exited, 1), VerdictPolicy{});
    const VerdictReason *r = reason(v, VerdictReasonKind::Fault);
    ASSERT_NE(r, nullptr) << reasonsText(v).toStdString();
    EXPECT_EQ(r->test, QStringLiteral("train"));
    EXPECT_EQ(r->count, 1u);
    EXPECT_EQ(r->faultKind, QStringLiteral("nan"));
    EXPECT_TRUE(r->text().contains(QStringLiteral("parameters corrupted from then on"))) << r->text().toStdString();
    EXPECT_FALSE(hasReason(v, VerdictReasonKind::ComputationErrors)) << reasonsText(v).toStdString();
}

TEST(StressVerdict, RunnerErrorLineFailsWithItsMessage)
{
    const GpuVerdict v = judgeGpuRun(recordedQuickPlan(), replayRun(QStringLiteral("runtime_error.jsonl"), RunnerEnd::Exited, 4), VerdictPolicy{});
    ASSERT_EQ(v.status, VerdictStatus::Fail);
    const VerdictReason *r = reason(v, VerdictReasonKind::RunnerError);
    ASSERT_NE(r, nullptr);
    EXPECT_TRUE(r->detail.contains(QStringLiteral("illegal memory access")));
    EXPECT_TRUE(hasReason(v, VerdictReasonKind::TestMissing, QStringLiteral("power")));
}

TEST(StressVerdict, CrashHangAndEarlyExitAreFailuresInTheRunningTest)
{
    const GpuVerdict crashed = judgeGpuRun(recordedQuickPlan(), replayRun(QStringLiteral("cut_off.jsonl"), RunnerEnd::Crashed, 11), VerdictPolicy{});
    EXPECT_EQ(crashed.status, VerdictStatus::Fail);
    EXPECT_TRUE(hasReason(crashed, VerdictReasonKind::RunnerCrashed, QStringLiteral("gemm"))) << reasonsText(crashed).toStdString();

    const GpuVerdict hung = judgeGpuRun(recordedQuickPlan(), replayRun(QStringLiteral("cut_off.jsonl"), RunnerEnd::HangKilled), VerdictPolicy{});
    EXPECT_EQ(hung.status, VerdictStatus::Fail);
    EXPECT_TRUE(hasReason(hung, VerdictReasonKind::RunnerHung, QStringLiteral("gemm")));
    EXPECT_FALSE(hasReason(hung, VerdictReasonKind::TestMissing));

    const GpuVerdict quiet = judgeGpuRun(recordedQuickPlan(), replayRun(QStringLiteral("cut_off.jsonl"), RunnerEnd::Exited, 0), VerdictPolicy{});
    EXPECT_EQ(quiet.status, VerdictStatus::Fail);
    const VerdictReason *r = reason(quiet, VerdictReasonKind::RunnerCrashed);
    ASSERT_NE(r, nullptr);
    EXPECT_TRUE(r->text().contains(QStringLiteral("without finishing")));
}

TEST(StressVerdict, MalformedLinesAreNotedButDoNotFailACompleteRun)
{
    const GpuVerdict v = judgeGpuRun(recordedQuickPlan(), replayRun(QStringLiteral("malformed.jsonl")), VerdictPolicy{});
    EXPECT_EQ(v.status, VerdictStatus::Pass) << reasonsText(v).toStdString();
    ASSERT_FALSE(v.notes.isEmpty());
    EXPECT_EQ(v.notes[0].kind, VerdictReasonKind::MalformedOutput);
    EXPECT_EQ(v.notes[0].count, 3u);
}

TEST(StressVerdict, TemperatureNearCriticalFails)
{
    const auto hot = [](Sample &s) {
        if (s.timestampMs() > kStartMs + 5000)
            s.set(MetricId::TemperatureJunction, 107.0); // critical 110, margin 5
    };
    const GpuVerdict v = judgeGpuRun(recordedQuickPlan(), replayRun(QStringLiteral("pass.jsonl"), RunnerEnd::Exited, 0, hot), VerdictPolicy{});
    ASSERT_EQ(v.status, VerdictStatus::Fail);
    const VerdictReason *r = reason(v, VerdictReasonKind::Overtemperature);
    ASSERT_NE(r, nullptr);
    EXPECT_DOUBLE_EQ(r->value.value_or(0), 107.0);
    EXPECT_DOUBLE_EQ(r->limit.value_or(0), 105.0);

    VerdictPolicy lenient;
    lenient.temperatureMarginCelsius = 2;
    EXPECT_EQ(judgeGpuRun(recordedQuickPlan(), replayRun(QStringLiteral("pass.jsonl"), RunnerEnd::Exited, 0, hot), lenient).status, VerdictStatus::Pass);
}

TEST(StressVerdict, VanishedGpuFailsInTheTestItVanishedIn)
{
    const GpuRunData probe = replayRun(QStringLiteral("pass.jsonl"));
    const qint64 gemmMiddle = probe.record.phase(QStringLiteral("gemm"))->startMs + 1000;
    const auto lost = [gemmMiddle](Sample &s) {
        if (s.timestampMs() >= gemmMiddle) {
            s.clearAll();
            s.setState(DeviceState::Lost, QStringLiteral("gone"));
        }
    };
    const GpuVerdict v = judgeGpuRun(recordedQuickPlan(), replayRun(QStringLiteral("pass.jsonl"), RunnerEnd::Exited, 0, lost), VerdictPolicy{});
    EXPECT_TRUE(hasReason(v, VerdictReasonKind::GpuLost, QStringLiteral("gemm"))) << reasonsText(v).toStdString();
}

TEST(StressVerdict, SustainedThrottlingThatCutsThroughputFails)
{
    // gemm at 40 TFLOP/s for 4 s, then thermally throttled at 20 for 8 s.
    QList<QByteArray> lines{R"({"type":"hello","device":"d","device_index":0,"runner_version":"1","protocol_version":1})"};
    for (int i = 1; i <= 24; ++i) {
        const double t = i * 0.5;
        lines << QStringLiteral(R"({"type":"progress","test":"gemm","percent":%1,"elapsed_s":%2,"throughput":%3,"unit":"TFLOP/s"})")
                     .arg(i * 100.0 / 24.0).arg(t).arg(t <= 4.0 ? 40.0 : 20.0).toUtf8();
    }
    lines << R"({"type":"result","test":"gemm","metric":"sgemm_tflops","value":26.6,"unit":"TFLOP/s","errors":0,"pass":true,"details":{}})"
          << R"({"type":"done","pass":true,"exit_code":0})";
    GpuRunData run;
    run.device = 0;
    run.record = BenchRecord::replay(lines, kStartMs);
    run.telemetry = telemetry(kStartMs, kStartMs + 12500, 250, [](Sample &s) {
        if (s.timestampMs() > kStartMs + 4000) {
            s.set(MetricId::ThrottleStatus, static_cast<double>(ThrottleThermal));
            s.set(MetricId::GfxClock, 1000.0);
        }
    });
    StressPlan plan = recordedQuickPlan();
    plan.tests = {QStringLiteral("gemm")};
    const GpuVerdict v = judgeGpuRun(plan, run, VerdictPolicy{});
    ASSERT_EQ(v.status, VerdictStatus::Fail) << reasonsText(v).toStdString();
    const VerdictReason *r = reason(v, VerdictReasonKind::ThrottledThroughput);
    ASSERT_NE(r, nullptr);
    EXPECT_NEAR(r->value.value_or(0), 50.0, 0.1);
    EXPECT_TRUE(r->detail.contains(QStringLiteral("thermal"), Qt::CaseInsensitive)) << r->detail.toStdString();
    EXPECT_EQ(v.tests[0].telemetry.clockDrops, 1);
    EXPECT_DOUBLE_EQ(v.tests[0].telemetry.minClockMegahertz.value_or(0), 1000.0);

    // The same throttling without a throughput loss is only a note in the stats.
    for (QByteArray &line : lines)
        line.replace("\"throughput\":20", "\"throughput\":39");
    run.record = BenchRecord::replay(lines, kStartMs);
    EXPECT_EQ(judgeGpuRun(plan, run, VerdictPolicy{}).status, VerdictStatus::Pass);
}

TEST(StressVerdict, ThroughputFarBelowTheBaselineFails)
{
    const GpuRunData clean = replayRun(QStringLiteral("pass.jsonl"));
    BaselineStore store(QStringLiteral("/nonexistent/never-written.json"));
    store.recordMissing(QStringLiteral("gpu-a"), QStringLiteral("Test GPU"), clean.record.results(), QDateTime::currentDateTimeUtc());

    GpuRunData slow = replayRun(QStringLiteral("slow_gemm.jsonl"));
    slow.baseline = store.baseline(QStringLiteral("gpu-a"));
    ASSERT_TRUE(slow.baseline.has_value());
    const GpuVerdict v = judgeGpuRun(recordedQuickPlan(), slow, VerdictPolicy{});
    ASSERT_EQ(v.status, VerdictStatus::Fail);
    const VerdictReason *r = reason(v, VerdictReasonKind::BelowBaseline);
    ASSERT_NE(r, nullptr);
    EXPECT_EQ(r->test, QStringLiteral("gemm"));
    EXPECT_NEAR(v.tests[2].baselineDeltaPercent.value_or(0), -40.0, 0.01);
    EXPECT_NEAR(v.tests[0].baselineDeltaPercent.value_or(1), 0.0, 0.01);

    VerdictPolicy tuned; // a lowered power cap is allowed to cost throughput
    tuned.failBelowBaseline = false;
    const GpuVerdict allowed = judgeGpuRun(recordedQuickPlan(), slow, tuned);
    EXPECT_EQ(allowed.status, VerdictStatus::Pass);
    EXPECT_NEAR(allowed.tests[2].baselineDeltaPercent.value_or(0), -40.0, 0.01);
}

TEST(StressVerdict, NoUsableGpuCancelAndMixedGpus)
{
    QList<QByteArray> noGpu{R"({"type":"error","message":"no CUDA device","code":3})", R"({"type":"done","pass":false,"exit_code":3})"};
    GpuRunData none;
    none.device = 1;
    none.record = BenchRecord::replay(noGpu, kStartMs, RunnerEnd::Exited, 3);
    const GpuVerdict notRun = judgeGpuRun(recordedQuickPlan(), none, VerdictPolicy{});
    EXPECT_EQ(notRun.status, VerdictStatus::NotRun);
    ASSERT_FALSE(notRun.reasons.isEmpty());
    EXPECT_EQ(notRun.reasons[0].kind, VerdictReasonKind::NoSupportedGpu);
    EXPECT_TRUE(notRun.reasons[0].text().contains(QStringLiteral("no CUDA device")));

    const GpuVerdict cancelled = judgeGpuRun(recordedQuickPlan(), replayRun(QStringLiteral("cut_off.jsonl"), RunnerEnd::Cancelled), VerdictPolicy{});
    EXPECT_EQ(cancelled.status, VerdictStatus::Cancelled);

    GpuRunData bad = replayRun(QStringLiteral("fault_bitflip.jsonl"), RunnerEnd::Exited, 1);
    bad.device = 1;
    const StressVerdict mixed = judgeStressRun(recordedQuickPlan(), {replayRun(QStringLiteral("pass.jsonl")), bad}, VerdictPolicy{});
    EXPECT_EQ(mixed.status, VerdictStatus::Fail);
    EXPECT_EQ(mixed.gpus[0].status, VerdictStatus::Pass);
    EXPECT_TRUE(mixed.summary().startsWith(QStringLiteral("FAIL"))) << mixed.summary().toStdString();
    EXPECT_TRUE(mixed.summary().contains(QStringLiteral("GPU 1"))) << mixed.summary().toStdString();

    const StressVerdict noRunner = notRunVerdict({0}, VerdictReasonKind::NoRunner, QStringLiteral("not built"));
    EXPECT_EQ(noRunner.status, VerdictStatus::NotRun);
    EXPECT_FALSE(noRunner.passed());
}

TEST(StressVerdict, RunnerThatSaysFailWithoutAReasonStillFails)
{
    QList<QByteArray> lines = streamLines(QStringLiteral("pass.jsonl"));
    ASSERT_FALSE(lines.isEmpty());
    lines.last() = R"({"type":"done","pass":false,"exit_code":1})";
    GpuRunData run;
    run.device = 0;
    run.record = BenchRecord::replay(lines, kStartMs, RunnerEnd::Exited, 1);
    EXPECT_EQ(judgeGpuRun(recordedQuickPlan(), run, VerdictPolicy{}).status, VerdictStatus::Fail);
}

// Streams the real runner wrote on the H200 (kernels/testdata, recorded by the kernels branch).
namespace {
GpuRunData realRun(const QString &name, int exitCode)
{
    QFile file(QStringLiteral(ROCMTUNE_KERNELS_TESTDATA_DIR "/") + name);
    EXPECT_TRUE(file.open(QIODevice::ReadOnly)) << name.toStdString();
    QList<QByteArray> lines = file.readAll().split('\n');
    while (!lines.isEmpty() && lines.constLast().isEmpty())
        lines.removeLast();
    GpuRunData run;
    run.device = 0;
    run.record = BenchRecord::replay(lines, kStartMs, RunnerEnd::Exited, exitCode);
    run.telemetry = telemetry(kStartMs, run.record.endMs().value_or(kStartMs));
    return run;
}
} // namespace

TEST(StressVerdictOnH200Streams, CleanRunPassesAndEachInjectedFaultFailsInItsTest)
{
    const StressPlan all = recordedQuickPlan();
    const GpuVerdict clean = judgeGpuRun(all, realRun(QStringLiteral("h200_clean_all.jsonl"), 0), VerdictPolicy{});
    EXPECT_EQ(clean.status, VerdictStatus::Pass) << reasonsText(clean).toStdString();
    EXPECT_TRUE(clean.notes.isEmpty()); // every line of the real runner parses
    for (const TestOutcome &t : clean.tests)
        EXPECT_TRUE(t.completed) << t.test.toStdString();

    const struct {
        const char *file;
        const char *fault;
        VerdictReasonKind kind;
        const char *test;
    } faults[] = {
        {"h200_fault_bitflip.jsonl", "bitflip", VerdictReasonKind::ComputationErrors, "gemm"},
        {"h200_fault_memory.jsonl", "memory", VerdictReasonKind::MemoryErrors, "memory"},
        {"h200_fault_nan.jsonl", "nan", VerdictReasonKind::Fault, "train"},
    };
    for (const auto &f : faults) {
        const GpuVerdict v = judgeGpuRun(recordedQuickPlan(QLatin1String(f.fault)), realRun(QLatin1String(f.file), 1), VerdictPolicy{});
        EXPECT_EQ(v.status, VerdictStatus::Fail) << f.file;
        ASSERT_EQ(v.reasons.size(), 1) << f.file << ": " << reasonsText(v).toStdString();
        EXPECT_EQ(v.reasons[0].kind, f.kind) << f.file;
        EXPECT_EQ(v.reasons[0].test, QLatin1String(f.test)) << f.file;
        EXPECT_TRUE(v.reasons[0].text().contains(QLatin1String(f.fault))) << v.reasons[0].text().toStdString();
    }
    // The H200's NaN run: 3,728,275 "errors" (894 NaN losses, 1,863,690 NaN
    // parameters twice) are one fault.
    const GpuVerdict nan = judgeGpuRun(recordedQuickPlan(QStringLiteral("nan")), realRun(QStringLiteral("h200_fault_nan.jsonl"), 1), VerdictPolicy{});
    ASSERT_FALSE(nan.reasons.isEmpty());
    EXPECT_EQ(nan.reasons[0].count, 1u);
    EXPECT_FALSE(nan.reasons[0].text().contains(QStringLiteral("3728275"))) << nan.reasons[0].text().toStdString();
    EXPECT_TRUE(nan.reasons[0].text().contains(QStringLiteral("894 loss"))) << nan.reasons[0].text().toStdString();
}

TEST(StressVerdictOnH200Streams, NoGpuStreamIsNotRun)
{
    const GpuVerdict v = judgeGpuRun(recordedQuickPlan(), realRun(QStringLiteral("local_no_gpu.jsonl"), 3), VerdictPolicy{});
    EXPECT_EQ(v.status, VerdictStatus::NotRun);
    ASSERT_FALSE(v.reasons.isEmpty());
    EXPECT_EQ(v.reasons[0].kind, VerdictReasonKind::NoSupportedGpu);
}

TEST(StressVerdict, CardTheRunnerHasNoCodeForIsNotRunNamingIt)
{
    // Protocol v2: exit code 5, the card's gfx id and the archs built.
    const QList<QByteArray> lines{
        R"({"type":"hello","device":"AMD Radeon Graphics","device_index":0,"arch":"gfx1036","runner_version":"0.2.0","protocol_version":2,"arch_supported":false,"archs_built":["gfx900","gfx906","gfx908","gfx90a","gfx1030","gfx1100","gfx1101"]})",
        R"x({"type":"error","message":"This GPU (gfx1036) is not supported by this build of rocmtune-bench (built for gfx900, gfx906, gfx908, gfx90a, gfx1030, gfx1100, gfx1101)","code":5})x",
        R"({"type":"done","pass":false,"exit_code":5})"};
    GpuRunData run;
    run.device = 0;
    run.record = BenchRecord::replay(lines, kStartMs, RunnerEnd::Exited, 5);
    const GpuVerdict v = judgeGpuRun(recordedQuickPlan(), run, VerdictPolicy{});
    EXPECT_EQ(v.status, VerdictStatus::NotRun);
    ASSERT_EQ(v.reasons.size(), 1) << reasonsText(v).toStdString();
    EXPECT_EQ(v.reasons[0].kind, VerdictReasonKind::NoSupportedGpu);
    EXPECT_TRUE(v.reasons[0].text().contains(QStringLiteral("gfx1036"))) << v.reasons[0].text().toStdString();
    EXPECT_TRUE(v.reasons[0].text().contains(QStringLiteral("gfx1101"))) << v.reasons[0].text().toStdString();
    EXPECT_EQ(run.record.hello()->archSupported, std::optional<bool>(false));
}

// Protocol v2 streams the kernels branch recorded on the H200: each fault as
// one reason with its kind, count and location; the runner's own
// --stop-on-fault skips the later tests without calling them missing.
TEST(StressVerdictOnH200Streams, ProtocolV2FaultsAreReasonsWithWhatAndWhere)
{
    const struct {
        const char *file;
        const char *fault;
        const char *test;
        const char *kind;
        const char *text;
    } runs[] = {
        {"h200_v2_stop_on_fault_bitflip.jsonl", "bitflip", "gemm", "gemm_mismatch", "index 2097834"},
        {"h200_v2_stop_on_fault_memory.jsonl", "memory", "memory", "memory_bit_error", "0x2aa00000"},
        {"h200_v2_stop_on_fault_nan.jsonl", "nan", "train", "nan", "NaN first seen at step 6 (loss), parameters corrupted from then on"},
    };
    for (const auto &r : runs) {
        const GpuVerdict v = judgeGpuRun(recordedQuickPlan(QLatin1String(r.fault)), realRun(QLatin1String(r.file), 1), VerdictPolicy{});
        EXPECT_EQ(v.status, VerdictStatus::Fail) << r.file;
        ASSERT_EQ(v.reasons.size(), 1) << r.file << ": " << reasonsText(v).toStdString();
        const VerdictReason &reason = v.reasons[0];
        EXPECT_EQ(reason.kind, VerdictReasonKind::Fault) << r.file;
        EXPECT_EQ(reason.test, QLatin1String(r.test)) << r.file;
        EXPECT_EQ(reason.faultKind, QLatin1String(r.kind)) << r.file;
        EXPECT_EQ(reason.count, 1u) << r.file;
        EXPECT_TRUE(reason.text().contains(QLatin1String(r.text))) << reason.text().toStdString();
        bool stoppedNote = false;
        for (const VerdictReason &note : v.notes)
            stoppedNote |= note.kind == VerdictReasonKind::StoppedAtFault;
        EXPECT_TRUE(stoppedNote) << r.file;
    }
    const GpuVerdict memory = judgeGpuRun(recordedQuickPlan(QStringLiteral("memory")), realRun(QStringLiteral("h200_v2_stop_on_fault_memory.jsonl"), 1), VerdictPolicy{});
    ASSERT_EQ(memory.reasons[0].addresses.size(), 1);
    EXPECT_EQ(memory.reasons[0].addresses[0], 0x2aa00000u);
    EXPECT_EQ(memory.reasons[0].where.value(QStringLiteral("bit")).toInt(), 7);

    // Keep-going: the NaN in train is one fault, every other planned test passes.
    const GpuVerdict nan = judgeGpuRun(recordedQuickPlan(QStringLiteral("nan")), realRun(QStringLiteral("h200_v2_fault_nan_keep_going.jsonl"), 1), VerdictPolicy{});
    ASSERT_EQ(nan.reasons.size(), 1) << reasonsText(nan).toStdString();
    EXPECT_EQ(nan.reasons[0].count, 1u);
    for (const TestOutcome &t : nan.tests)
        EXPECT_TRUE(t.completed) << t.test.toStdString();

    const GpuVerdict clean = judgeGpuRun(recordedQuickPlan(), realRun(QStringLiteral("h200_v2_clean_all.jsonl"), 0), VerdictPolicy{});
    EXPECT_EQ(clean.status, VerdictStatus::Pass) << reasonsText(clean).toStdString();
    EXPECT_TRUE(clean.notes.isEmpty()) << clean.notes.size();
}

// The Quick preset with the cnn test, over the runner's six-test H200 streams:
// the clean run passes with cnn completed; a planted NaN goes into train and
// cnn, each one fault marked as planted.
TEST(StressVerdictOnH200Streams, QuickPresetWithTheCnnTest)
{
    StressPlan quick = StressPlan::fromPreset(StressPreset::Quick);
    ASSERT_TRUE(quick.tests.contains(QStringLiteral("cnn")));
    quick.tests.removeAll(QStringLiteral("link")); // recorded before the link test joined the presets
    quick.tests.removeAll(QStringLiteral("pulse")); // and before the pulse phase
    const GpuVerdict clean = judgeGpuRun(quick, realRun(QStringLiteral("h200_v2_clean_all.jsonl"), 0), VerdictPolicy{});
    EXPECT_EQ(clean.status, VerdictStatus::Pass) << reasonsText(clean).toStdString();
    ASSERT_EQ(clean.tests.size(), 6);
    EXPECT_EQ(clean.tests[4].test, QStringLiteral("cnn"));
    EXPECT_TRUE(clean.tests[4].completed);
    EXPECT_TRUE(clean.tests[4].result->pass);

    StressPlan planted = quick;
    planted.injectFault = QStringLiteral("nan");
    const GpuVerdict nan = judgeGpuRun(planted, realRun(QStringLiteral("h200_v2_fault_nan_keep_going.jsonl"), 1), VerdictPolicy{});
    EXPECT_EQ(nan.status, VerdictStatus::Fail);
    ASSERT_EQ(nan.reasons.size(), 2) << reasonsText(nan).toStdString();
    EXPECT_EQ(nan.reasons[0].test, QStringLiteral("train"));
    EXPECT_EQ(nan.reasons[1].test, QStringLiteral("cnn"));
    for (const VerdictReason &r : nan.reasons) {
        EXPECT_EQ(r.count, 1u) << r.test.toStdString();
        EXPECT_TRUE(r.detail.contains(QStringLiteral("injected fault: nan"))) << r.text().toStdString();
    }
    bool injectedNote = false;
    for (const VerdictReason &note : nan.notes)
        injectedNote |= note.kind == VerdictReasonKind::FaultInjected && note.test == QStringLiteral("train, cnn");
    EXPECT_TRUE(injectedNote);
}

// Before the sensor catalogue only edge, junction and memory were judged: an
// HBM stack near the memory limit on an MI210/MI300 passed the run.
TEST(StressVerdict, AnHbmStackNearTheMemoryLimitFails)
{
    const auto hbm = [](Sample &s) {
        s.set(MetricId::TemperatureMemoryCritical, 95.0);
        s.set(MetricId::TemperatureHbm3, s.timestampMs() > kStartMs + 5000 ? 92.0 : 70.0); // margin 5: the line is 90
        s.set(MetricId::TemperatureVrSoc, 140.0); // no limit: never a reason
    };
    const GpuVerdict v = judgeGpuRun(recordedQuickPlan(), replayRun(QStringLiteral("pass.jsonl"), RunnerEnd::Exited, 0, hbm), VerdictPolicy{});
    ASSERT_EQ(v.status, VerdictStatus::Fail);
    int overtemperature = 0;
    for (const VerdictReason &r : v.reasons)
        overtemperature += r.kind == VerdictReasonKind::Overtemperature ? 1 : 0;
    EXPECT_EQ(overtemperature, 1);
    const VerdictReason *r = reason(v, VerdictReasonKind::Overtemperature);
    ASSERT_NE(r, nullptr);
    EXPECT_DOUBLE_EQ(r->value.value_or(0), 92.0);
    EXPECT_DOUBLE_EQ(r->limit.value_or(0), 90.0);
    EXPECT_EQ(r->detail, QStringLiteral("HBM stack 3"));
}
