// SPDX-License-Identifier: GPL-3.0-or-later
// Protocol v2 faults end to end in the session: the first fault line stops
// every GPU's runner and the verdict is FAIL naming GPU, test, what and
// where; a keep-going plan runs to the end. Runs against the fake runner,
// which reports a fault 0.3 s in and would otherwise run for 60 s.
#include "tests/stress/SimulatedTuningPort.h"
#include "tests/stress/StressTestSupport.h"

#include "core/backends/simulated/SimulatedBackend.h"
#include "core/stress/StressSession.h"
#include "core/stress/TuningValidation.h"

#include <QSignalSpy>

#include <gtest/gtest.h>

using namespace rocmtune;
using namespace rocmtune::testing;

namespace {

class FaultAt
{
public:
    explicit FaultAt(const char *seconds, const char *fault = nullptr)
    {
        application();
        qputenv("ROCMTUNE_FAKE_FAULT_AT", seconds);
        if (fault)
            qputenv("ROCMTUNE_FAKE_FAULT", fault);
    }
    ~FaultAt()
    {
        qunsetenv("ROCMTUNE_FAKE_FAULT_AT");
        qunsetenv("ROCMTUNE_FAKE_FAULT");
    }
};

StressPlan plan(double secondsPerTest, QVector<int> devices, QStringList tests)
{
    StressPlan p = StressPlan::fromPreset(StressPreset::Custom);
    p.tests = std::move(tests);
    p.secondsPerTest = secondsPerTest;
    p.devices = std::move(devices);
    return p;
}

DeviceList twoGpus()
{
    DeviceInfo a, b;
    a.name = QStringLiteral("GPU A");
    b.name = QStringLiteral("GPU B");
    a.backendId = b.backendId = QStringLiteral("sim");
    return {a, b};
}

} // namespace

TEST(FaultStop, FirstFaultStopsEveryRunnerAndFails)
{
    FaultAt fault("0.3");
    StressSession session(plan(30, {0, 1}, {QStringLiteral("gemm"), QStringLiteral("train")}), QStringLiteral(ROCMTUNE_FAKE_BENCH_PATH), twoGpus());
    QSignalSpy faults(&session, &StressSession::faultFound);
    QSignalSpy finished(&session, &StressSession::finished);
    session.start();
    ASSERT_TRUE(finished.wait(20000)); // 60 s per runner if nothing stopped them
    ASSERT_GE(faults.size(), 1);
    ASSERT_TRUE(session.verdict().has_value());
    const StressVerdict &v = *session.verdict();
    EXPECT_EQ(v.status, VerdictStatus::Fail) << v.summary().toStdString();
    // Order: the fault came first, then every runner ended, then the verdict.
    EXPECT_GT(session.firstFaultMs(), 0);
    EXPECT_GE(session.finishedMs(), session.firstFaultMs());
    for (int device : {0, 1}) {
        const BenchRecord &record = session.runner(device)->record();
        EXPECT_EQ(record.end(), RunnerEnd::StoppedAtFault) << device;
        EXPECT_FALSE(record.done().has_value()) << device; // stopped, not run to the end
        EXPECT_EQ(record.result(QStringLiteral("gemm")), nullptr) << device;
        EXPECT_EQ(record.phase(QStringLiteral("train")), nullptr) << device;
    }
    // The fault as a reason: GPU, test, what and where; no "test missing" for what never ran.
    bool named = false;
    for (const VerdictReason &r : v.allReasons()) {
        EXPECT_NE(r.kind, VerdictReasonKind::TestMissing) << r.text().toStdString();
        if (r.kind == VerdictReasonKind::Fault) {
            named = true;
            EXPECT_EQ(r.test, QStringLiteral("gemm"));
            EXPECT_EQ(r.faultKind, QStringLiteral("gemm_mismatch"));
            EXPECT_EQ(r.count, 1u);
            EXPECT_EQ(r.where.value(QStringLiteral("index")).toInt(), 4711);
            EXPECT_TRUE(r.text().contains(QStringLiteral("index 4711"))) << r.text().toStdString();
            EXPECT_TRUE(r.text().startsWith(QStringLiteral("GPU %1:").arg(r.device))) << r.text().toStdString();
        }
    }
    EXPECT_TRUE(named) << v.summary().toStdString();
}

TEST(FaultStop, KeepGoingRunsToTheEndForACensus)
{
    FaultAt fault("0.3", "memory");
    StressPlan keepGoing = plan(0.8, {0}, {QStringLiteral("memory"), QStringLiteral("gemm")});
    keepGoing.keepGoing = true;
    StressSession session(keepGoing, QStringLiteral(ROCMTUNE_FAKE_BENCH_PATH), twoGpus());
    QSignalSpy finished(&session, &StressSession::finished);
    session.start();
    ASSERT_TRUE(finished.wait(20000));
    const BenchRecord &record = session.runner(0)->record();
    EXPECT_EQ(record.end(), RunnerEnd::Exited);
    ASSERT_TRUE(record.done().has_value());
    EXPECT_NE(record.result(QStringLiteral("gemm")), nullptr); // the test after the fault ran too
    EXPECT_EQ(record.faultCount(QStringLiteral("memory")), 3u); // three bit errors, counted as such
    const StressVerdict &v = *session.verdict();
    EXPECT_EQ(v.status, VerdictStatus::Fail);
    ASSERT_FALSE(v.gpus[0].reasons.isEmpty());
    const VerdictReason &r = v.gpus[0].reasons[0];
    EXPECT_EQ(r.kind, VerdictReasonKind::Fault);
    EXPECT_EQ(r.count, 3u);
    ASSERT_EQ(r.addresses.size(), 1);
    EXPECT_EQ(r.addresses[0], 0x1000u);
    EXPECT_TRUE(r.text().contains(QStringLiteral("0x1000"))) << r.text().toStdString();
}

TEST(FaultStop, ValidationRevertsAtTheFirstFaultNotAtTheEndOfTheCheck)
{
    FaultAt fault("0.3", "nan");
    SimulatedOptions options;
    options.deviceCount = 1;
    options.manualClock = true;
    SimulatedBackend backend(options);
    ASSERT_TRUE(backend.initialize().ok);
    SimulatedTuningPort port(&backend);
    const quint64 before = port.currentCap(0);
    port.prepared = before - 20'000'000;

    std::unique_ptr<StressSession> session;
    TuningValidation *flowPointer = nullptr;
    TuningValidation flow(&port, [&](const StressPlan &plan, const VerdictPolicy &policy) {
        EXPECT_FALSE(plan.keepGoing); // the Quick check stops at the first fault
        StressPlan shortPlan = plan;
        shortPlan.tests = {QStringLiteral("train"), QStringLiteral("power")};
        shortPlan.secondsPerTest = 30; // 60 s if the fault did not end it
        session = std::make_unique<StressSession>(shortPlan, QStringLiteral(ROCMTUNE_FAKE_BENCH_PATH), DeviceList{backend.deviceInfo(0)});
        session->setPolicy(policy);
        QObject::connect(session.get(), &StressSession::finished, flowPointer, &TuningValidation::runFinished);
        session->start();
        return true;
    });
    flowPointer = &flow;
    QSignalSpy finished(&flow, &TuningValidation::finished);
    ASSERT_TRUE(flow.start(0));
    EXPECT_EQ(port.currentCap(0), before - 20'000'000);
    ASSERT_TRUE(finished.wait(20000));
    EXPECT_EQ(flow.outcome(), TuningValidation::Outcome::Reverted);
    EXPECT_EQ(port.currentCap(0), before);
    EXPECT_EQ(port.reverts, 1);
    ASSERT_TRUE(session && session->verdict().has_value());
    EXPECT_GT(session->firstFaultMs(), 0);
    EXPECT_EQ(session->runner(0)->record().end(), RunnerEnd::StoppedAtFault);
    EXPECT_TRUE(flow.message().contains(QStringLiteral("NaN first seen at step 5"))) << flow.message().toStdString();
}

TEST(FaultStop, EveryPresetStopsAtTheFirstFaultSoakToo)
{
    for (StressPreset preset : {StressPreset::Quick, StressPreset::Standard, StressPreset::Soak, StressPreset::Custom})
        EXPECT_FALSE(StressPlan::fromPreset(preset).keepGoing) << stressPresetKey(preset);
}
