// SPDX-License-Identifier: GPL-3.0-or-later
#include "tests/stress/StressTestSupport.h"

#include "core/stress/BaselineStore.h"
#include "core/stress/StressPlan.h"
#include "core/stress/StressReport.h"
#include "core/stress/StressVerdict.h"

#include <QDir>
#include <QFile>
#include <QJsonArray>
#include <QJsonDocument>
#include <QTemporaryDir>

#include <gtest/gtest.h>

using namespace rocmtune;
using namespace rocmtune::testing;

TEST(StressPlan, PresetsLastWhatTheirNamesSay)
{
    // Whole seconds per test: within 1 % of the name.
    EXPECT_NEAR(StressPlan::fromPreset(StressPreset::Quick).totalSeconds(), 120.0, 1.2);
    EXPECT_NEAR(StressPlan::fromPreset(StressPreset::Standard).totalSeconds(), 600.0, 6.0);
    EXPECT_NEAR(StressPlan::fromPreset(StressPreset::Soak).totalSeconds(), 3600.0, 36.0);
    EXPECT_NEAR(StressPlan::fromPreset(StressPreset::Hardware).totalSeconds(), 120.0, 1.2);
    EXPECT_EQ(stressPresetFromKey(QStringLiteral("hardware")), StressPreset::Hardware);
    EXPECT_EQ(stressPresetFromKey(QStringLiteral("Soak")), StressPreset::Soak);
    EXPECT_FALSE(stressPresetFromKey(QStringLiteral("forever")).has_value());
}

TEST(StressPlan, ValidatesAndBuildsRunnerArguments)
{
    StressPlan plan = StressPlan::fromPreset(StressPreset::Custom);
    plan.tests = {QStringLiteral("train"), QStringLiteral("compute")};
    plan.secondsPerTest = 1.5;
    EXPECT_TRUE(plan.validationError().isEmpty());
    EXPECT_EQ(plan.runnerArguments(2), (QStringList{QStringLiteral("--device"), QStringLiteral("2"), QStringLiteral("--tests"),
                                                    QStringLiteral("compute,train"), QStringLiteral("--duration"), QStringLiteral("1.5")}));
    plan.injectFault = QStringLiteral("bitflip"); // planted in gemm, which is not in the plan
    EXPECT_TRUE(plan.validationError().contains(QStringLiteral("gemm")));
    plan.tests << QStringLiteral("gemm");
    EXPECT_TRUE(plan.validationError().isEmpty());
    EXPECT_TRUE(plan.runnerArguments(0).contains(QStringLiteral("--inject-fault")));
    plan.tests << QStringLiteral("warp");
    EXPECT_FALSE(plan.validationError().isEmpty());
    plan.tests = {};
    EXPECT_FALSE(plan.validationError().isEmpty());
    plan = StressPlan::fromPreset(StressPreset::Quick);
    plan.secondsPerTest = 0;
    EXPECT_FALSE(plan.validationError().isEmpty());
    plan.secondsPerTest = 10;
    plan.devices.clear();
    EXPECT_FALSE(plan.validationError().isEmpty());
}

TEST(StressPlan, PresetsRunTheFlatTestsThenTheLoadShapes)
{
    const QStringList flat{QStringLiteral("compute"), QStringLiteral("link"), QStringLiteral("memory"), QStringLiteral("gemm"),
                           QStringLiteral("train"), QStringLiteral("cnn"), QStringLiteral("power")};
    // Quick gains a short pulse phase; Standard and Soak gain the adaptive steps and the pulse.
    EXPECT_EQ(StressPlan::fromPreset(StressPreset::Quick).tests, (flat + QStringList{QStringLiteral("pulse")}));
    for (StressPreset preset : {StressPreset::Standard, StressPreset::Soak})
        EXPECT_EQ(StressPlan::fromPreset(preset).tests, (flat + QStringList{QStringLiteral("adaptive"), QStringLiteral("pulse")}))
            << stressPresetKey(preset);
    EXPECT_DOUBLE_EQ(StressPlan::fromPreset(StressPreset::Quick).secondsPerTest, 15.0);
    const QStringList args = StressPlan::fromPreset(StressPreset::Quick).runnerArguments(0);
    EXPECT_EQ(args.at(args.indexOf(QStringLiteral("--tests")) + 1), QStringLiteral("compute,link,memory,gemm,train,cnn,power,pulse"));
    // The hardware check adds the GPU-to-GPU copies after the link test, and runs every test.
    const QStringList hardware = StressPlan::fromPreset(StressPreset::Hardware).runnerArguments(0);
    EXPECT_EQ(hardware.at(hardware.indexOf(QStringLiteral("--tests")) + 1),
              QStringLiteral("compute,link,p2p,memory,gemm,train,cnn,power,adaptive,pulse"));
    EXPECT_EQ(faultTests(QStringLiteral("link")), QStringList{QStringLiteral("link")});
    EXPECT_EQ(stressTestLabel(QStringLiteral("cnn")), QStringLiteral("Training step (MNIST CNN)"));

    // The runner plants a NaN in train and in cnn: either one is enough.
    EXPECT_EQ(faultTests(QStringLiteral("nan")),
              (QStringList{QStringLiteral("train"), QStringLiteral("cnn"), QStringLiteral("adaptive"), QStringLiteral("pulse")}));
    EXPECT_EQ(faultTests(QStringLiteral("bitflip")), (QStringList{QStringLiteral("gemm"), QStringLiteral("adaptive"), QStringLiteral("pulse")}));
    EXPECT_EQ(faultTest(QStringLiteral("memory")), QStringLiteral("memory"));
    StressPlan cnnOnly = StressPlan::fromPreset(StressPreset::Custom);
    cnnOnly.tests = {QStringLiteral("cnn")};
    cnnOnly.injectFault = QStringLiteral("nan");
    EXPECT_TRUE(cnnOnly.validationError().isEmpty()) << cnnOnly.validationError().toStdString();
    cnnOnly.tests = {QStringLiteral("compute")};
    EXPECT_TRUE(cnnOnly.validationError().contains(QStringLiteral("train, cnn"))) << cnnOnly.validationError().toStdString();
}

TEST(BaselineStore, KeepsTheFirstCleanRunAcrossSaves)
{
    application();
    QTemporaryDir dir;
    ASSERT_TRUE(dir.isValid());
    const QString path = dir.filePath(QStringLiteral("sub/baselines.json"));
    BenchResult gemm{QStringLiteral("gemm"), QStringLiteral("sgemm_tflops"), 40.0, QStringLiteral("TFLOP/s"), 0, true, {}};
    BenchResult broken{QStringLiteral("memory"), QStringLiteral("copy_gbps"), 3000.0, QStringLiteral("GB/s"), 2, false, {}};
    {
        BaselineStore store(path);
        ASSERT_TRUE(store.load());
        EXPECT_EQ(store.recordMissing(QStringLiteral("gpu"), QStringLiteral("Card"), {gemm, broken}, QDateTime::currentDateTimeUtc()),
                  QStringList{QStringLiteral("gemm")}); // a failed test is no baseline
        ASSERT_TRUE(store.save());
    }
    BaselineStore reloaded(path);
    ASSERT_TRUE(reloaded.load());
    BenchResult faster = gemm;
    faster.value = 50.0;
    EXPECT_TRUE(reloaded.recordMissing(QStringLiteral("gpu"), QStringLiteral("Card"), {faster}, QDateTime::currentDateTimeUtc()).isEmpty());
    const auto baseline = reloaded.baseline(QStringLiteral("gpu"));
    ASSERT_TRUE(baseline.has_value());
    EXPECT_DOUBLE_EQ(baseline->tests.value(QStringLiteral("gemm")).value, 40.0);
    EXPECT_NEAR(baseline->deltaPercent(faster).value_or(0), 25.0, 1e-9);
    BenchResult otherMetric = faster;
    otherMetric.metric = QStringLiteral("other");
    EXPECT_FALSE(baseline->deltaPercent(otherMetric).has_value());
    EXPECT_FALSE(reloaded.baseline(QStringLiteral("another-gpu")).has_value());
}

TEST(BaselineStore, DamagedFileIsReportedNotTrusted)
{
    application();
    QTemporaryDir dir;
    const QString path = dir.filePath(QStringLiteral("baselines.json"));
    QFile file(path);
    ASSERT_TRUE(file.open(QIODevice::WriteOnly));
    file.write("{\"version\":1,\"gpus\":{\"gpu\":{\"tests\":{\"gemm\":{\"value\":");
    file.close();
    BaselineStore store(path);
    QString error;
    EXPECT_FALSE(store.load(&error));
    EXPECT_TRUE(error.contains(path));
    EXPECT_FALSE(store.baseline(QStringLiteral("gpu")).has_value());
}

TEST(StressReport, JsonHoldsVerdictEnvironmentPhasesAndTelemetry)
{
    application();
    StressReportData report;
    report.plan = StressPlan::fromPreset(StressPreset::Quick);
    report.plan.tests.removeAll(QStringLiteral("cnn")); // pass.jsonl has the five tests before cnn
    report.plan.tests.removeAll(QStringLiteral("link")); // and none of the link test
    report.plan.tests.removeAll(QStringLiteral("pulse")); // and before the pulse phase
    GpuRunData run;
    run.device = 0;
    run.info.name = QStringLiteral("Test GPU");
    run.record = BenchRecord::replay(streamLines(QStringLiteral("pass.jsonl")), kStartMs);
    run.telemetry = telemetry(kStartMs, run.record.endMs().value_or(kStartMs));
    report.runs = {run};
    report.verdict = judgeStressRun(report.plan, report.runs, VerdictPolicy{});
    report.environment = currentEnvironment(QStringLiteral("/usr/bin/rocmtune-bench"));
    ControlState tuning;
    tuning.perControl.set(PowerCapControl{500000000, 700000000, 100000000, 700000000});
    report.environment.tuning.insert(0, tuning);
    report.startedMs = kStartMs;
    report.finishedMs = run.record.endMs().value_or(kStartMs);

    QTemporaryDir dir;
    const QString path = dir.filePath(QStringLiteral("report.json"));
    QString error;
    ASSERT_TRUE(writeStressReportJson(report, path, &error)) << error.toStdString();
    QFile file(path);
    ASSERT_TRUE(file.open(QIODevice::ReadOnly));
    const QJsonObject json = QJsonDocument::fromJson(file.readAll()).object();
    EXPECT_EQ(json.value(QStringLiteral("verdict")).toObject().value(QStringLiteral("status")).toString(), QStringLiteral("pass"));
    const QJsonObject gpu = json.value(QStringLiteral("gpus")).toArray().at(0).toObject();
    EXPECT_EQ(gpu.value(QStringLiteral("phases")).toArray().size(), 5);
    EXPECT_EQ(gpu.value(QStringLiteral("runner")).toObject().value(QStringLiteral("hello")).toObject().value(QStringLiteral("device")).toString(),
              QStringLiteral("NVIDIA H200"));
    const QJsonObject telemetryJson = gpu.value(QStringLiteral("telemetry")).toObject();
    const int samples = telemetryJson.value(QStringLiteral("timestamps_ms")).toArray().size();
    EXPECT_EQ(samples, run.telemetry.size());
    EXPECT_EQ(telemetryJson.value(QStringLiteral("metrics")).toObject().value(QStringLiteral("temp_edge")).toObject().value(QStringLiteral("values")).toArray().size(),
              samples);
    EXPECT_DOUBLE_EQ(gpu.value(QStringLiteral("tuning")).toObject().value(QStringLiteral("power_cap")).toObject().value(QStringLiteral("current_watts")).toDouble(),
                     500.0);
    const QJsonObject gemm = json.value(QStringLiteral("verdict")).toObject().value(QStringLiteral("gpus")).toArray().at(0).toObject()
                                 .value(QStringLiteral("tests")).toArray().at(2).toObject();
    EXPECT_EQ(gemm.value(QStringLiteral("test")).toString(), QStringLiteral("gemm"));
    EXPECT_DOUBLE_EQ(gemm.value(QStringLiteral("telemetry")).toObject().value(QStringLiteral("peak_power_w")).toDouble(), 620.0);
}
