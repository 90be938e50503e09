// SPDX-License-Identifier: GPL-3.0-or-later
// rocmtune-cli stress end to end with the fake runner and simulated GPUs:
// exit code 0 only on PASS, 1 on FAIL, 3 without a runner or a usable GPU.
#include "tests/stress/StressTestSupport.h"
#include "tests/support/ProcessStream.h"

#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QThread>
#include <QTemporaryDir>

#include <gtest/gtest.h>

using namespace rocmtune::testing;

namespace {

using CliRun = ProcessRun;

// The fake runner; baselines, tuning state and profiles of these runs stay
// out of the user's folders.
QProcessEnvironment stressEnvironment(const QString &bench = QStringLiteral(ROCMTUNE_FAKE_BENCH_PATH))
{
    static QTemporaryDir home;
    QProcessEnvironment environment = QProcessEnvironment::systemEnvironment();
    environment.insert(QStringLiteral("ROCMTUNE_BENCH"), bench);
    environment.insert(QStringLiteral("XDG_DATA_HOME"), home.filePath(QStringLiteral("data")));
    environment.insert(QStringLiteral("XDG_CONFIG_HOME"), home.filePath(QStringLiteral("config")));
    environment.insert(QStringLiteral("ROCMTUNE_STATE_DIR"), home.filePath(QStringLiteral("state")));
    return environment;
}

CliRun runCli(const QStringList &args, const QMap<QString, QString> &env = {}, const QString &bench = QStringLiteral(ROCMTUNE_FAKE_BENCH_PATH))
{
    application();
    QProcessEnvironment environment = stressEnvironment(bench);
    for (auto it = env.begin(); it != env.end(); ++it)
        environment.insert(it.key(), it.value());
    const CliRun run = runProcess(QStringLiteral(ROCMTUNE_CLI_PATH),
                                  QStringList{QStringLiteral("stress"), QStringLiteral("--backend"), QStringLiteral("sim")} + args, environment);
    if (run.exitCode == -1)
        ADD_FAILURE() << "rocmtune-cli stress did not finish";
    return run;
}

const QStringList kShort{QStringLiteral("--tests"), QStringLiteral("compute,gemm"), QStringLiteral("--duration"), QStringLiteral("0.4")};

} // namespace

TEST(CliStress, PassExitsZeroAndPrintsJsonVerdict)
{
    const CliRun run = runCli(kShort + QStringList{QStringLiteral("--json")});
    EXPECT_EQ(run.exitCode, 0) << run.err.toStdString();
    const QJsonObject verdict = QJsonDocument::fromJson(run.out).object();
    EXPECT_EQ(verdict.value(QStringLiteral("status")).toString(), QStringLiteral("pass")) << run.out.toStdString();
    EXPECT_EQ(verdict.value(QStringLiteral("gpus")).toArray().at(0).toObject().value(QStringLiteral("tests")).toArray().size(), 2);
}

TEST(CliStress, InjectedFaultExitsOneNamingTheFault)
{
    const CliRun run = runCli(kShort + QStringList{QStringLiteral("--inject-fault"), QStringLiteral("bitflip")});
    EXPECT_EQ(run.exitCode, 1) << run.err.toStdString();
    EXPECT_TRUE(run.out.contains("FAIL")) << run.out.toStdString();
    EXPECT_TRUE(run.out.contains("bitflip")) << run.out.toStdString();
    EXPECT_TRUE(run.out.contains("gemm"));
}

TEST(CliStress, CrashedRunnerExitsOne)
{
    const CliRun run = runCli(kShort, {{QStringLiteral("ROCMTUNE_FAKE_MODE"), QStringLiteral("crash")}});
    EXPECT_EQ(run.exitCode, 1);
    EXPECT_TRUE(run.out.contains("crashed")) << run.out.toStdString();
}

TEST(CliStress, HungRunnerExitsOneAfterTheHeartbeatTimeout)
{
    const CliRun run = runCli(kShort + QStringList{QStringLiteral("--heartbeat-timeout"), QStringLiteral("1")},
                              {{QStringLiteral("ROCMTUNE_FAKE_MODE"), QStringLiteral("hang")}});
    EXPECT_EQ(run.exitCode, 1);
    EXPECT_TRUE(run.out.contains("hung")) << run.out.toStdString();
}

TEST(CliStress, NoRunnerOrNoUsableGpuHasItsOwnExitCodeAndSaysWhatToDo)
{
    const CliRun missing = runCli(kShort, {}, QStringLiteral("/nonexistent/rocmtune-bench"));
    EXPECT_EQ(missing.exitCode, 3);
    // A user's words and the README; build paths and cmake lines only with --verbose.
    EXPECT_TRUE(missing.err.contains("The stress tests are not installed")) << missing.err.toStdString();
    EXPECT_TRUE(missing.err.contains("#stress-test")) << missing.err.toStdString();
    EXPECT_FALSE(missing.err.contains("-DROCMTUNE_GPU_KERNELS")) << missing.err.toStdString();
    const CliRun verbose = runCli(kShort + QStringList{QStringLiteral("--verbose")}, {}, QStringLiteral("/nonexistent/rocmtune-bench"));
    EXPECT_EQ(verbose.exitCode, 3);
    EXPECT_TRUE(verbose.err.contains("-DROCMTUNE_GPU_KERNELS=HIP")) << verbose.err.toStdString();
    EXPECT_TRUE(verbose.err.contains("/nonexistent/rocmtune-bench")) << verbose.err.toStdString();

    const CliRun noGpu = runCli(kShort, {{QStringLiteral("ROCMTUNE_FAKE_MODE"), QStringLiteral("no-gpu")}});
    EXPECT_EQ(noGpu.exitCode, 3);
    EXPECT_TRUE(noGpu.out.contains("hipErrorNoDevice")) << noGpu.out.toStdString();
}

TEST(CliStress, BadArgumentsExitTwo)
{
    EXPECT_EQ(runCli({QStringLiteral("--preset"), QStringLiteral("forever")}).exitCode, 2);
    EXPECT_EQ(runCli({QStringLiteral("--tests"), QStringLiteral("warp")}).exitCode, 2);
    EXPECT_EQ(runCli({QStringLiteral("--tests"), QStringLiteral("compute"), QStringLiteral("--inject-fault"), QStringLiteral("bitflip")}).exitCode, 2);
    EXPECT_EQ(runCli(kShort + QStringList{QStringLiteral("--gpu"), QStringLiteral("7")}).exitCode, 2);
}

TEST(CliStress, TwoGpusInParallelAndReportsWritten)
{
    QTemporaryDir dir;
    const QString html = dir.filePath(QStringLiteral("report.html"));
    const QString json = dir.filePath(QStringLiteral("report.json"));
    const CliRun run = runCli(kShort + QStringList{QStringLiteral("--gpu"), QStringLiteral("all"), QStringLiteral("--sim-gpus"),
                                                   QStringLiteral("2"), QStringLiteral("--report"), html});
    EXPECT_EQ(run.exitCode, 0) << run.err.toStdString();
    EXPECT_TRUE(run.out.contains("GPU 0")) << run.out.toStdString();
    EXPECT_TRUE(run.out.contains("GPU 1"));
    QFile htmlFile(html);
    ASSERT_TRUE(htmlFile.open(QIODevice::ReadOnly));
    const QByteArray page = htmlFile.readAll();
    EXPECT_TRUE(page.contains("<svg")); // graphs embedded
    EXPECT_TRUE(page.contains("PASS"));
    EXPECT_FALSE(page.contains("src=\"http")); // nothing fetched from elsewhere

    EXPECT_EQ(runCli(kShort + QStringList{QStringLiteral("--report"), json}).exitCode, 0);
    QFile jsonFile(json);
    ASSERT_TRUE(jsonFile.open(QIODevice::ReadOnly));
    const QJsonObject report = QJsonDocument::fromJson(jsonFile.readAll()).object();
    EXPECT_EQ(report.value(QStringLiteral("format")).toString(), QStringLiteral("rocmtune-stress-report"));
    EXPECT_GT(report.value(QStringLiteral("gpus")).toArray().at(0).toObject().value(QStringLiteral("telemetry")).toObject()
                  .value(QStringLiteral("timestamps_ms")).toArray().size(), 0);
}

TEST(CliStress, InterruptStopsTheRunnerAndExitsFour)
{
    application();
    StreamedProcess process(QStringLiteral(ROCMTUNE_CLI_PATH),
                            {QStringLiteral("stress"), QStringLiteral("--backend"), QStringLiteral("sim"), QStringLiteral("--duration"), QStringLiteral("60")},
                            stressEnvironment());
    ASSERT_TRUE(process.readUntilErr("Stress test:")); // once the runner starts
    QThread::msleep(300);
    process.signal(SIGTERM); // as a service manager or Ctrl+C would
    const ProcessRun run = process.finish(30000);
    ASSERT_FALSE(run.timedOut()) << run.describe();
    EXPECT_FALSE(run.killedBySignal());
    EXPECT_EQ(run.exitCode, 4) << run.err.toStdString();
    EXPECT_TRUE(run.out.contains("CANCELLED"));
}

// A runner that reports a fault 0.3 s in and would run on for 60 s (2 tests
// x 30 s): the CLI stops it and fails. The order of events and the exit are
// asserted here; the time it takes is measured for BENCHMARKS.md, not tested.
TEST(CliStress, FaultStopsTheRunAtOnceAndFailsNamingIt)
{
    const CliRun run = runCli({QStringLiteral("--tests"), QStringLiteral("gemm,train"), QStringLiteral("--duration"), QStringLiteral("30")},
                              {{QStringLiteral("ROCMTUNE_FAKE_FAULT_AT"), QStringLiteral("0.3")}});
    ASSERT_NE(run.exitCode, -1) << "still running after 30 s: the fault did not stop the run";
    EXPECT_EQ(run.exitCode, 1) << run.describe();
    // stderr: the fault as it came, then the stop; stdout: the verdict after both.
    const qsizetype fault = run.err.indexOf("GPU 0: fault in the gemm test: repetition 3");
    const qsizetype stopping = run.err.indexOf("Stopping every GPU's runner");
    ASSERT_GE(fault, 0) << run.describe();
    EXPECT_GT(stopping, fault) << run.describe();
    EXPECT_TRUE(run.out.contains("Verdict: FAIL")) << run.describe();
    EXPECT_TRUE(run.out.contains("index 4711")) << run.describe(); // where
    EXPECT_TRUE(run.out.contains("Stopped at the first fault")) << run.describe();
    EXPECT_TRUE(run.out.contains("stopped at its fault")) << run.describe();           // gemm
    EXPECT_TRUE(run.out.contains("skipped (stopped at a fault)")) << run.describe();   // train never ran
    EXPECT_FALSE(run.out.contains("did not finish")) << run.describe();
}

TEST(CliStress, KeepGoingRunsEveryTestAfterAFault)
{
    const CliRun run = runCli({QStringLiteral("--tests"), QStringLiteral("gemm,train"), QStringLiteral("--duration"), QStringLiteral("0.6"),
                               QStringLiteral("--keep-going"), QStringLiteral("--json")},
                              {{QStringLiteral("ROCMTUNE_FAKE_FAULT_AT"), QStringLiteral("0.3")}});
    EXPECT_EQ(run.exitCode, 1) << run.describe();
    const QJsonArray tests = run.json()[QStringLiteral("gpus")][0][QStringLiteral("tests")].toArray();
    ASSERT_EQ(tests.size(), 2) << run.describe();
    for (const QJsonValue &t : tests)
        EXPECT_TRUE(t[QStringLiteral("completed")].toBool()) << run.describe(); // train ran after gemm's fault
    const QJsonArray reasons = run.json()[QStringLiteral("gpus")][0][QStringLiteral("reasons")].toArray();
    ASSERT_EQ(reasons.size(), 1) << run.describe();
    EXPECT_EQ(reasons[0][QStringLiteral("kind")].toString(), QStringLiteral("fault"));
    EXPECT_EQ(reasons[0][QStringLiteral("where")][QStringLiteral("index")].toInt(), 4711);
}

// A GPU reset in the kernel log during the run fails it although every test
// passed; "no work done" fails it too; an unreadable log is said, not hidden.
TEST(CliStress, KernelLogResetOrZeroWorkFailsAndAnUnreadableLogIsSaid)
{
    QTemporaryDir dir;
    const QString log = dir.filePath(QStringLiteral("kernel.log"));
    QFile file(log);
    ASSERT_TRUE(file.open(QIODevice::WriteOnly));
    file.write("[ 12.5] amdgpu 0000:10:00.0: amdgpu: GPU reset begin!\n");
    file.close();
    const CliRun reset = runCli(kShort + QStringList{QStringLiteral("--json")}, {{QStringLiteral("ROCMTUNE_KERNEL_LOG_FILE"), log}});
    EXPECT_EQ(reset.exitCode, 1) << reset.err.toStdString();
    const QJsonObject gpu = QJsonDocument::fromJson(reset.out).object().value(QStringLiteral("gpus")).toArray().at(0).toObject();
    EXPECT_EQ(gpu.value(QStringLiteral("reasons")).toArray().at(0).toObject().value(QStringLiteral("kind")).toString(), QStringLiteral("gpu_reset"))
        << reset.out.toStdString();

    const CliRun idle = runCli(kShort, {{QStringLiteral("ROCMTUNE_FAKE_THROUGHPUT_SCALE"), QStringLiteral("0")},
                                        {QStringLiteral("ROCMTUNE_KERNEL_LOG_FILE"), QStringLiteral("/nonexistent/kernel.log")}});
    EXPECT_EQ(idle.exitCode, 1) << idle.out.toStdString();
    EXPECT_TRUE(idle.out.contains("did no work")) << idle.out.toStdString();
    EXPECT_TRUE(idle.out.contains("not possible")) << idle.out.toStdString();
}

// `stress --preset hardware` on simulated GPUs whose link trained at x4 and
// whose replay counter climbs under load (ROCMTUNE_SIM_PCIE), the fake runner
// reporting the x4 link: one verdict naming the PCIe connection.
TEST(CliStress, HardwarePresetNamesTheComponentAtFault)
{
    const QMap<QString, QString> env{{QStringLiteral("ROCMTUNE_FAKE_LINK"), QStringLiteral("16,4,16,16")},
                                     {QStringLiteral("ROCMTUNE_SIM_PCIE"), QStringLiteral("x4,replays")}};
    const QStringList args{QStringLiteral("--preset"), QStringLiteral("hardware"), QStringLiteral("--duration"), QStringLiteral("0.4")};
    const CliRun text = runCli(args, env);
    EXPECT_EQ(text.exitCode, 1) << text.out.toStdString() << text.err.toStdString();
    EXPECT_TRUE(text.out.contains("Hardware check:")) << text.out.toStdString();
    EXPECT_TRUE(text.out.contains("The PCIe link ran at PCIe 4.0 x4 under load; the card supports x16")) << text.out.toStdString();
    EXPECT_TRUE(text.out.contains("PCIe link errors during the run (replays +")) << text.out.toStdString();
    // The run's own findings come first; Doctor's of this machine may follow.
    EXPECT_TRUE(text.out.contains("Hardware check failed. At fault: GPU 0: the PCIe connection (slot, riser or cable)")) << text.out.toStdString();

    const CliRun json = runCli(args + QStringList{QStringLiteral("--json")}, env);
    const QJsonObject verdict = QJsonDocument::fromJson(json.out).object();
    const QJsonObject hardware = verdict.value(QStringLiteral("hardware_check")).toObject();
    EXPECT_EQ(hardware.value(QStringLiteral("components_at_fault")).toArray().first().toString(),
              QStringLiteral("GPU 0: the PCIe connection (slot, riser or cable)"))
        << json.out.toStdString();
    const QJsonObject gpu = verdict.value(QStringLiteral("gpus")).toArray().at(0).toObject();
    EXPECT_GT(gpu.value(QStringLiteral("pcie_errors")).toObject().value(QStringLiteral("new_replays")).toDouble(), 100.0);
    QStringList tests;
    for (const QJsonValue &t : gpu.value(QStringLiteral("tests")).toArray())
        tests << t.toObject().value(QStringLiteral("test")).toString();
    EXPECT_EQ(tests.mid(0, 3), (QStringList{QStringLiteral("compute"), QStringLiteral("link"), QStringLiteral("p2p")}));

    // Each GPU's PCIe rise is recorded with its verdict and reaches the health
    // check (and through it the exporter's rocmtune_gpu_last_stress_pcie_errors).
    const CliRun health = runProcess(QStringLiteral(ROCMTUNE_CLI_PATH),
                                     {QStringLiteral("health"), QStringLiteral("--backend"), QStringLiteral("sim"), QStringLiteral("--json")},
                                     stressEnvironment());
    const QJsonArray healthGpus = QJsonDocument::fromJson(health.out).object().value(QStringLiteral("gpus")).toArray();
    const QJsonArray verdictGpus = verdict.value(QStringLiteral("gpus")).toArray();
    ASSERT_FALSE(verdictGpus.isEmpty());
    ASSERT_FALSE(healthGpus.isEmpty()) << health.out.toStdString() << health.err.toStdString();
    for (const QJsonValue &v : verdictGpus) {
        const int i = v.toObject().value(QStringLiteral("device")).toInt(-1);
        ASSERT_TRUE(i >= 0 && i < healthGpus.size()) << health.out.toStdString();
        ASSERT_EQ(healthGpus.at(i).toObject().value(QStringLiteral("gpu")).toInt(-1), i);
        const QJsonObject pcie = v.toObject().value(QStringLiteral("pcie_errors")).toObject();
        const double rise = pcie.value(QStringLiteral("new_replays")).toDouble() + pcie.value(QStringLiteral("new_correctable")).toDouble()
            + pcie.value(QStringLiteral("new_uncorrectable")).toDouble();
        EXPECT_GT(rise, 0.0) << "GPU " << i;
        const QJsonValue recorded = healthGpus.at(i).toObject().value(QStringLiteral("last_stress_pcie_errors"));
        ASSERT_TRUE(recorded.isDouble()) << health.out.toStdString();
        EXPECT_EQ(recorded.toDouble(), rise) << "GPU " << i;
    }
}
