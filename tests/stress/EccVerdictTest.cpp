// SPDX-License-Identifier: GPL-3.0-or-later
// The ECC part of the stress verdict: counts before and after a run, a new
// uncorrectable error fails naming the GPU and the block, new correctable
// errors are a warning with the counts per block. Telemetry comes from the
// simulated backend with planted counts.
#include "tests/stress/StressTestSupport.h"

#include "core/backends/simulated/SimulatedBackend.h"
#include "core/stress/StressSession.h"
#include "core/stress/StressVerdict.h"

#include <QJsonArray>
#include <QSignalSpy>

#include <gtest/gtest.h>

using namespace rocmtune;
using namespace rocmtune::testing;

namespace {

EccStatus counts(quint64 umcCe, quint64 umcUe, quint64 gfxCe, quint64 gfxUe)
{
    EccStatus ecc;
    ecc.available = true;
    ecc.blocks = {EccBlockCounts{QStringLiteral("umc"), true, umcCe, umcUe}, EccBlockCounts{QStringLiteral("gfx"), true, gfxCe, gfxUe},
                  EccBlockCounts{QStringLiteral("sdma"), false, std::nullopt, std::nullopt}};
    return ecc;
}

// A clean recorded run of GPU 1 whose telemetry comes from a simulated GPU
// that carries `before` for the first half of the run and `after` from then on.
GpuRunData simulatedRun(const std::optional<EccStatus> &before, const std::optional<EccStatus> &after)
{
    application();
    SimulatedOptions options;
    options.deviceCount = 2;
    options.manualClock = true;
    options.load = SimulatedLoad::Stress;
    SimulatedBackend backend(options);
    EXPECT_TRUE(backend.initialize().ok);
    GpuRunData run;
    run.device = 1;
    run.info = backend.deviceInfo(1);
    const QList<QByteArray> lines = streamLines(QStringLiteral("pass.jsonl"));
    EXPECT_FALSE(lines.isEmpty());
    run.record = BenchRecord::replay(lines, kStartMs, RunnerEnd::Exited, 0);
    const qint64 endMs = run.record.endMs().value_or(kStartMs);
    if (before)
        backend.setEcc(1, *before);
    for (qint64 t = kStartMs; t <= endMs; t += 500) {
        if (after && t >= kStartMs + (endMs - kStartMs) / 2)
            backend.setEcc(1, *after);
        backend.advanceSeconds(0.5);
        Sample s = backend.readSample(1);
        s.setDeviceIndex(1);
        s.setTimestampMs(t);
        run.telemetry << s;
    }
    return run;
}

// The recorded streams' plan, judging GPU 1.
StressPlan gpu1Plan()
{
    StressPlan plan = recordedQuickPlan();
    plan.devices = {1};
    return plan;
}

QVector<VerdictReason> ofKind(const QVector<VerdictReason> &reasons, VerdictReasonKind kind)
{
    QVector<VerdictReason> found;
    for (const VerdictReason &r : reasons) {
        if (r.kind == kind)
            found << r;
    }
    return found;
}

} // namespace

TEST(EccVerdict, NewUncorrectableErrorFailsNamingTheGpuAndTheBlock)
{
    const GpuRunData run = simulatedRun(counts(5, 0, 1, 0), counts(5, 2, 1, 0));
    const StressVerdict verdict = judgeStressRun(gpu1Plan(), {run}, VerdictPolicy{});
    ASSERT_EQ(verdict.gpus.size(), 1);
    const GpuVerdict &gpu = verdict.gpus.at(0);
    EXPECT_EQ(verdict.status, VerdictStatus::Fail);
    const QVector<VerdictReason> ecc = ofKind(gpu.reasons, VerdictReasonKind::EccUncorrectable);
    ASSERT_EQ(ecc.size(), 1);
    EXPECT_EQ(ecc.at(0).count, 2u);
    EXPECT_EQ(ecc.at(0).device, 1);
    const QString text = ecc.at(0).text(); // no translator loaded: the plural reads "error(s)"
    EXPECT_TRUE(text.startsWith(QStringLiteral("GPU 1: 2 new uncorrectable ECC error"))) << text.toStdString();
    EXPECT_TRUE(text.endsWith(QStringLiteral("in the UMC block during the run"))) << text.toStdString();
    EXPECT_TRUE(ofKind(gpu.notes, VerdictReasonKind::EccCorrectable).isEmpty()) << "no correctable error was added";
    EXPECT_TRUE(verdict.summary().contains(QStringLiteral("UMC"))) << verdict.summary().toStdString();

    const QJsonObject json = stressVerdictToJson(verdict);
    const QJsonObject eccJson = json.value("gpus").toArray().at(0).toObject().value("ecc").toObject();
    EXPECT_TRUE(eccJson.value("compared").toBool());
    EXPECT_EQ(eccJson.value("new_uncorrectable_total").toInt(-1), 2);
    EXPECT_EQ(eccJson.value("new_correctable_total").toInt(-1), 0);
    const QJsonArray blocks = eccJson.value("blocks").toArray();
    ASSERT_EQ(blocks.size(), 2) << "umc and gfx; sdma is switched off and has no counts";
    EXPECT_EQ(blocks.at(0).toObject().value("block").toString(), QStringLiteral("umc"));
    EXPECT_EQ(blocks.at(0).toObject().value("new_uncorrectable").toInt(-1), 2);
    const QJsonObject reason = json.value("gpus").toArray().at(0).toObject().value("reasons").toArray().at(0).toObject();
    EXPECT_EQ(reason.value("kind").toString(), QStringLiteral("ecc_uncorrectable"));
    EXPECT_EQ(reason.value("detail").toString(), QStringLiteral("UMC"));
}

TEST(EccVerdict, NewCorrectableErrorsAreAWarningWithCountsPerBlock)
{
    const GpuRunData run = simulatedRun(counts(5, 1, 1, 0), counts(8, 1, 2, 0));
    const StressVerdict verdict = judgeStressRun(gpu1Plan(), {run}, VerdictPolicy{});
    EXPECT_EQ(verdict.status, VerdictStatus::Pass) << "correctable errors were corrected; the old uncorrectable one is not new";
    const QVector<VerdictReason> notes = ofKind(verdict.gpus.at(0).notes, VerdictReasonKind::EccCorrectable);
    ASSERT_EQ(notes.size(), 1);
    EXPECT_EQ(notes.at(0).count, 4u);
    const QString text = notes.at(0).text();
    EXPECT_TRUE(text.startsWith(QStringLiteral("GPU 1: Warning: 4 new correctable ECC error"))) << text.toStdString();
    EXPECT_TRUE(text.endsWith(QStringLiteral("during the run (UMC 3, GFX 1)"))) << text.toStdString();
}

TEST(EccVerdict, UncorrectableInOneBlockAndCorrectableInAnotherAreBothReported)
{
    const GpuRunData run = simulatedRun(counts(0, 0, 0, 0), counts(0, 0, 7, 1));
    const GpuVerdict v = judgeGpuRun(gpu1Plan(), run, VerdictPolicy{});
    EXPECT_EQ(v.status, VerdictStatus::Fail);
    const QVector<VerdictReason> failures = ofKind(v.reasons, VerdictReasonKind::EccUncorrectable);
    ASSERT_EQ(failures.size(), 1);
    EXPECT_EQ(failures.at(0).detail, QStringLiteral("GFX"));
    const QVector<VerdictReason> warnings = ofKind(v.notes, VerdictReasonKind::EccCorrectable);
    ASSERT_EQ(warnings.size(), 1);
    EXPECT_EQ(warnings.at(0).detail, QStringLiteral("GFX 7"));
}

TEST(EccVerdict, UnchangedCountsPassAndAreReportedAsCompared)
{
    const GpuRunData run = simulatedRun(counts(4177, 3, 1, 0), std::nullopt);
    const StressVerdict verdict = judgeStressRun(gpu1Plan(), {run}, VerdictPolicy{});
    EXPECT_EQ(verdict.status, VerdictStatus::Pass) << "errors from before the run are not the run's";
    EXPECT_TRUE(verdict.gpus.at(0).ecc.compared);
    EXPECT_EQ(verdict.gpus.at(0).ecc.newUncorrectable(), 0u);
    EXPECT_TRUE(verdict.gpus.at(0).notes.isEmpty());
}

TEST(EccVerdict, GpuWithoutEccIsNotAvailableNotZero)
{
    const GpuRunData run = simulatedRun(std::nullopt, std::nullopt);
    const StressVerdict verdict = judgeStressRun(gpu1Plan(), {run}, VerdictPolicy{});
    EXPECT_EQ(verdict.status, VerdictStatus::Pass);
    EXPECT_FALSE(verdict.gpus.at(0).ecc.available);
    EXPECT_TRUE(stressVerdictToJson(verdict).value("gpus").toArray().at(0).toObject().value("ecc").isNull());
}

TEST(EccVerdict, CountsThatWentDownOrBecameUnreadableAddNothing)
{
    EccStatus before = counts(10, 2, 1, 0);
    EccStatus after = counts(0, 0, 1, 0); // cleared (driver reloaded)
    after.blocks[1].uncorrectable = std::nullopt; // gfx became unreadable
    const EccRunChange change = eccChange(before, after);
    EXPECT_TRUE(change.compared);
    EXPECT_EQ(change.newCorrectable(), 0u);
    EXPECT_EQ(change.newUncorrectable(), 0u);
    ASSERT_EQ(change.blocks.size(), 2);
    EXPECT_FALSE(change.blocks.at(1).newUncorrectable.has_value()) << "unreadable is not 0";
    // The total the telemetry layer computes agrees with the per-block sum.
    EXPECT_EQ(newUncorrectableErrors(counts(1, 0, 0, 0), counts(1, 4, 0, 1)).value_or(0), eccChange(counts(1, 0, 0, 0), counts(1, 4, 0, 1)).newUncorrectable());
}

TEST(EccVerdict, OneReadingOnlyIsNotACompariso)
{
    QVector<Sample> samples = telemetry(kStartMs, kStartMs + 1000, 250);
    samples[2].setEcc(counts(1, 0, 0, 0));
    const EccRunChange change = eccChangeDuringRun(samples);
    EXPECT_TRUE(change.available);
    EXPECT_FALSE(change.compared);
    QVector<VerdictReason> reasons, notes;
    judgeEccChange(change, 0, &reasons, &notes);
    EXPECT_TRUE(reasons.isEmpty());
    EXPECT_TRUE(notes.isEmpty());
}

// The session reads the counts right before the runners start and after the
// last one ended, so an error in the last second of a run (or one that the
// backend's samples have not refreshed yet) is not missed.
TEST(EccVerdict, SessionReadsTheCountsBeforeAndAfterTheRun)
{
    application();
    StressPlan plan = StressPlan::fromPreset(StressPreset::Custom);
    plan.tests = {QStringLiteral("compute")};
    plan.secondsPerTest = 0.3;
    plan.devices = {0, 1};
    DeviceInfo a, b;
    a.name = QStringLiteral("GPU A");
    b.name = QStringLiteral("GPU B");
    a.backendId = b.backendId = QStringLiteral("sim");
    StressSession session(plan, QStringLiteral(ROCMTUNE_FAKE_BENCH_PATH), {a, b});
    QVector<QString> readings;
    session.setEccReader([&readings](const DeviceInfo &device) {
        readings << device.name;
        // GPU B gets an uncorrectable UMC error between the two readings.
        const bool after = readings.count(device.name) > 1;
        return device.name == QLatin1String("GPU B") && after ? counts(5, 1, 1, 0) : counts(5, 0, 1, 0);
    });
    QSignalSpy finished(&session, &StressSession::finished);
    session.start();
    ASSERT_EQ(readings, (QVector<QString>{QStringLiteral("GPU A"), QStringLiteral("GPU B")})) << "read before any runner ran";
    ASSERT_TRUE(finished.wait(20000));
    EXPECT_EQ(readings.size(), 4) << "and once more after the end";
    const StressVerdict &verdict = *session.verdict();
    EXPECT_EQ(verdict.status, VerdictStatus::Fail);
    ASSERT_EQ(verdict.gpus.size(), 2);
    EXPECT_EQ(verdict.gpus.at(0).status, VerdictStatus::Pass);
    EXPECT_TRUE(verdict.gpus.at(0).ecc.compared);
    EXPECT_EQ(verdict.gpus.at(1).status, VerdictStatus::Fail);
    const QVector<VerdictReason> ecc = ofKind(verdict.gpus.at(1).reasons, VerdictReasonKind::EccUncorrectable);
    ASSERT_EQ(ecc.size(), 1);
    EXPECT_EQ(ecc.at(0).device, 1);
    EXPECT_EQ(ecc.at(0).detail, QStringLiteral("UMC"));
    EXPECT_GE(verdict.gpus.at(1).ecc.afterMs, verdict.gpus.at(1).ecc.beforeMs);
}

TEST(EccVerdict, FreshReadingsWinOverTheSamplesAndSamplesStandInWithoutThem)
{
    // The samples carry stale counts (no change); the fresh readings show one.
    QVector<Sample> samples = telemetry(kStartMs, kStartMs + 2000, 500);
    for (Sample &s : samples)
        s.setEcc(counts(5, 0, 1, 0));
    const EccRunChange fresh = eccChangeOfRun(counts(5, 0, 1, 0), kStartMs, counts(5, 0, 1, 3), kStartMs + 2500, samples);
    EXPECT_EQ(fresh.newUncorrectable(), 3u);
    EXPECT_EQ(fresh.afterMs, kStartMs + 2500);
    // A GPU the driver reader cannot read (not available): the samples decide.
    samples.last().setEcc(counts(5, 2, 1, 0));
    const EccRunChange sampled = eccChangeOfRun(EccStatus{}, kStartMs, EccStatus{}, kStartMs + 2500, samples);
    EXPECT_TRUE(sampled.compared);
    EXPECT_EQ(sampled.newUncorrectable(), 2u);
    EXPECT_EQ(sampled.afterMs, kStartMs + 2000);
    // The default reader reads nothing for a simulated GPU, whatever its address.
    DeviceInfo simulated;
    simulated.backendId = QStringLiteral("sim");
    simulated.pciBusId = QStringLiteral("0000:03:00.0");
    EXPECT_FALSE(readEccFromDriver(simulated).available);
}
