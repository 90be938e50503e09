// SPDX-License-Identifier: GPL-3.0-or-later
// RunnerControl and StressSession against the fake runner: a clean run,
// a crash, a hang (also one that ignores SIGTERM), a cancel, garbage output,
// a missing program, a replayed recording, and two GPUs in parallel.
#include "tests/stress/StressTestSupport.h"

#include "core/backends/simulated/SimulatedBackend.h"
#include "core/stress/RunnerControl.h"
#include "core/stress/StressSession.h"

#include <QElapsedTimer>
#include <QEventLoop>
#include <QSignalSpy>
#include <QTimer>

#include <gtest/gtest.h>

using namespace rocmtune;
using namespace rocmtune::testing;

namespace {

class FakeMode
{
public:
    explicit FakeMode(const char *mode, const char *replay = nullptr)
    {
        application();
        qputenv("ROCMTUNE_FAKE_MODE", mode);
        if (replay)
            qputenv("ROCMTUNE_FAKE_REPLAY", replay);
    }
    ~FakeMode()
    {
        qunsetenv("ROCMTUNE_FAKE_MODE");
        qunsetenv("ROCMTUNE_FAKE_REPLAY");
        qunsetenv("ROCMTUNE_FAKE_SPEED");
    }
};

// Runs the event loop until the runner ends or timeoutMs pass; returns the elapsed ms.
qint64 runToEnd(RunnerControl &runner, int timeoutMs = 15000)
{
    QElapsedTimer clock;
    clock.start();
    if (runner.isRunning()) {
        QEventLoop loop;
        QObject::connect(&runner, &RunnerControl::finished, &loop, &QEventLoop::quit);
        QTimer::singleShot(timeoutMs, &loop, &QEventLoop::quit);
        loop.exec();
    }
    return clock.elapsed();
}

RunnerControl::Options options(const QStringList &arguments, int heartbeatTimeoutMs = 10000, int graceMs = 3000)
{
    RunnerControl::Options o;
    o.program = QStringLiteral(ROCMTUNE_FAKE_BENCH_PATH);
    o.arguments = arguments;
    o.heartbeatTimeoutMs = heartbeatTimeoutMs;
    o.terminateGraceMs = graceMs;
    return o;
}

const QStringList kTwoShortTests{QStringLiteral("--tests"), QStringLiteral("compute,gemm"), QStringLiteral("--duration"), QStringLiteral("0.3")};

} // namespace

TEST(RunnerControl, CleanRunEndsWithResultsAndDone)
{
    FakeMode mode("pass");
    RunnerControl runner;
    QSignalSpy results(&runner, &RunnerControl::resultReceived);
    runner.start(options(kTwoShortTests));
    runToEnd(runner);
    ASSERT_FALSE(runner.isRunning());
    const BenchRecord &r = runner.record();
    EXPECT_EQ(r.end(), RunnerEnd::Exited);
    EXPECT_EQ(r.exitCode(), 0);
    ASSERT_TRUE(r.done().has_value());
    EXPECT_TRUE(r.done()->pass);
    EXPECT_EQ(r.results().size(), 2);
    EXPECT_EQ(results.count(), 2);
    EXPECT_TRUE(r.malformed().isEmpty());
    ASSERT_EQ(r.phases().size(), 2);
    EXPECT_GE(*r.phases()[0].endMs - r.phases()[0].startMs, 250);
}

TEST(RunnerControl, CrashIsRecordedWithTheSignal)
{
    FakeMode mode("crash");
    RunnerControl runner;
    runner.start(options(kTwoShortTests));
    runToEnd(runner);
    EXPECT_EQ(runner.record().end(), RunnerEnd::Crashed);
    EXPECT_TRUE(runner.record().endDetail().contains(QStringLiteral("signal 6"))) << runner.record().endDetail().toStdString();
    EXPECT_TRUE(runner.record().stderrTail().contains(QStringLiteral("segfault coming")));
}

TEST(RunnerControl, SilentRunnerIsStoppedAsHung)
{
    FakeMode mode("hang");
    RunnerControl runner;
    runner.start(options({QStringLiteral("--tests"), QStringLiteral("compute"), QStringLiteral("--duration"), QStringLiteral("1")}, 700));
    const qint64 ms = runToEnd(runner);
    EXPECT_EQ(runner.record().end(), RunnerEnd::HangKilled);
    EXPECT_LT(ms, 5000);
}

TEST(RunnerControl, RunnerIgnoringSigtermIsKilledAfterTheGracePeriod)
{
    FakeMode mode("ignore-term");
    RunnerControl runner;
    runner.start(options({QStringLiteral("--tests"), QStringLiteral("compute"), QStringLiteral("--duration"), QStringLiteral("1")}, 500, 400));
    const qint64 ms = runToEnd(runner);
    EXPECT_FALSE(runner.isRunning());
    EXPECT_EQ(runner.record().end(), RunnerEnd::HangKilled);
    EXPECT_GE(ms, 900); // 0.4 s of output + 0.5 s silence + 0.4 s grace, roughly
    EXPECT_LT(ms, 6000);
}

TEST(RunnerControl, CancelStopsTheRunner)
{
    FakeMode mode("pass");
    RunnerControl runner;
    runner.start(options({QStringLiteral("--duration"), QStringLiteral("30")}));
    QTimer::singleShot(300, &runner, &RunnerControl::cancel);
    const qint64 ms = runToEnd(runner);
    EXPECT_EQ(runner.record().end(), RunnerEnd::Cancelled);
    EXPECT_LT(ms, 5000);
    EXPECT_GT(runner.record().lineCount(), 0);
}

TEST(RunnerControl, GarbageLinesAreCountedAndTheRunStillCompletes)
{
    FakeMode mode("garbage");
    RunnerControl runner;
    runner.start(options(kTwoShortTests));
    runToEnd(runner);
    EXPECT_EQ(runner.record().end(), RunnerEnd::Exited);
    EXPECT_EQ(runner.record().results().size(), 2);
    EXPECT_GE(runner.record().malformed().size(), 4);
}

TEST(RunnerControl, MissingProgramFailsToStart)
{
    application();
    RunnerControl runner;
    RunnerControl::Options o = options({});
    o.program = QStringLiteral("/nonexistent/rocmtune-bench");
    runner.start(o);
    runToEnd(runner, 5000);
    EXPECT_FALSE(runner.isRunning());
    EXPECT_EQ(runner.record().end(), RunnerEnd::FailedToStart);
    EXPECT_FALSE(runner.record().endDetail().isEmpty());
}

TEST(RunnerControl, ReplaysARecordedStreamWithItsTiming)
{
    const QByteArray path = dataPath(QStringLiteral("fault_bitflip.jsonl")).toUtf8();
    FakeMode mode("pass", path.constData());
    qputenv("ROCMTUNE_FAKE_SPEED", "20");
    RunnerControl runner;
    runner.start(options({}));
    runToEnd(runner);
    EXPECT_EQ(runner.record().end(), RunnerEnd::Exited);
    EXPECT_EQ(runner.record().exitCode(), 1);
    EXPECT_EQ(runner.record().results().size(), 5);
    ASSERT_NE(runner.record().result(QStringLiteral("gemm")), nullptr);
    EXPECT_EQ(runner.record().result(QStringLiteral("gemm"))->errors, 1u);
}

TEST(StressSession, RunsEveryGpuInParallelAndJudgesWithTelemetry)
{
    FakeMode mode("pass");
    SimulatedOptions simOptions;
    simOptions.deviceCount = 2;
    simOptions.manualClock = true;
    simOptions.load = SimulatedLoad::Stress;
    SimulatedBackend backend(simOptions);
    ASSERT_TRUE(backend.initialize().ok);
    DeviceList devices{backend.deviceInfo(0), backend.deviceInfo(1)};

    StressPlan plan = StressPlan::fromPreset(StressPreset::Custom);
    plan.tests = {QStringLiteral("compute"), QStringLiteral("memory")};
    plan.secondsPerTest = 0.6;
    plan.devices = {0, 1};
    StressSession session(plan, QStringLiteral(ROCMTUNE_FAKE_BENCH_PATH), devices);
    QSignalSpy finished(&session, &StressSession::finished);

    QTimer sampler;
    sampler.setInterval(100);
    QObject::connect(&sampler, &QTimer::timeout, [&] {
        backend.advanceSeconds(0.1);
        auto snapshot = std::make_shared<Snapshot>();
        snapshot->timestampMs = QDateTime::currentMSecsSinceEpoch();
        for (int i = 0; i < 2; ++i) {
            Sample s = backend.readSample(i);
            s.setDeviceIndex(i);
            s.setTimestampMs(snapshot->timestampMs);
            snapshot->samples << s;
        }
        session.addSnapshot(snapshot);
    });
    sampler.start();
    QElapsedTimer clock;
    clock.start();
    session.start();
    EXPECT_TRUE(session.isRunning());
    EXPECT_TRUE(finished.wait(15000));
    const qint64 ms = clock.elapsed();
    ASSERT_TRUE(session.verdict().has_value());
    const StressVerdict &v = *session.verdict();
    ASSERT_EQ(v.gpus.size(), 2);
    EXPECT_EQ(v.status, VerdictStatus::Pass) << v.summary().toStdString();
    // 2 tests x 0.6 s each: in parallel well under the 2.4 s it would take one after the other.
    EXPECT_LT(ms, 2300);
    for (const GpuVerdict &g : v.gpus) {
        ASSERT_EQ(g.tests.size(), 2);
        EXPECT_GT(g.tests[0].telemetry.sampleCount, 2);
        EXPECT_TRUE(g.tests[0].telemetry.peakPowerWatts.has_value());
    }
    EXPECT_EQ(StressSession::runnerDeviceIndex(devices, 1), 1);
    EXPECT_EQ(session.runner(1)->record().hello()->deviceIndex, 1);
}

TEST(StressSession, MissingRunnerGivesNotRun)
{
    application();
    StressPlan plan = StressPlan::fromPreset(StressPreset::Quick);
    StressSession session(plan, QStringLiteral("/nonexistent/rocmtune-bench"), DeviceList{DeviceInfo{}});
    QSignalSpy finished(&session, &StressSession::finished);
    session.start();
    if (finished.isEmpty()) {
        EXPECT_TRUE(finished.wait(5000));
    }
    ASSERT_TRUE(session.verdict().has_value());
    EXPECT_EQ(session.verdict()->status, VerdictStatus::NotRun);
}
