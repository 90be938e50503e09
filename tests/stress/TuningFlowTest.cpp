// SPDX-License-Identifier: GPL-3.0-or-later
// Validate-after-tuning and the perf-per-watt sweep against a tuning port
// over a simulated GPU, with scripted stress verdicts.
#include "tests/stress/SimulatedTuningPort.h"
#include "tests/stress/StressTestSupport.h"

#include "core/backends/simulated/SimulatedBackend.h"
#include "core/stress/PowerSweep.h"
#include "core/stress/TuningValidation.h"

#include <QSignalSpy>

#include <gtest/gtest.h>

using namespace rocmtune;
using namespace rocmtune::testing;

namespace {

std::unique_ptr<SimulatedBackend> simulatedGpu()
{
    application();
    SimulatedOptions options;
    options.deviceCount = 1;
    options.manualClock = true;
    auto backend = std::make_unique<SimulatedBackend>(options);
    EXPECT_TRUE(backend->initialize().ok);
    return backend;
}

StressVerdict verdictWith(VerdictStatus status, double throughput, double watts)
{
    StressVerdict v;
    v.status = status;
    GpuVerdict g;
    g.device = 0;
    g.status = status;
    TestOutcome t;
    t.test = QStringLiteral("train");
    t.completed = true;
    t.result = BenchResult{QStringLiteral("train"), QStringLiteral("samples_per_s"), throughput, QStringLiteral("samples/s"), 0,
                           status == VerdictStatus::Pass, {}};
    t.telemetry.averagePowerWatts = watts;
    g.tests << t;
    if (status == VerdictStatus::Fail)
        g.reasons << VerdictReason::make(VerdictReasonKind::ComputationErrors, 0, QStringLiteral("train"), 3);
    v.gpus << g;
    return v;
}

} // namespace

TEST(TuningValidation, PassWaitsForKeepAndStampsTheRun)
{
    auto backend = simulatedGpu();
    SimulatedTuningPort port(backend.get());
    const quint64 before = port.currentCap(0);
    port.prepared = before - 20'000'000;
    QVector<StressPlan> runs;
    TuningValidation flow(&port, [&](const StressPlan &plan, const VerdictPolicy &policy) {
        runs << plan;
        EXPECT_FALSE(policy.failBelowBaseline);
        return true;
    });
    QSignalSpy passed(&flow, &TuningValidation::passed);
    QSignalSpy finished(&flow, &TuningValidation::finished);
    ASSERT_TRUE(flow.start(0));
    ASSERT_EQ(runs.size(), 1);
    EXPECT_EQ(runs[0].preset, StressPreset::Quick);
    EXPECT_EQ(runs[0].devices, QVector<int>{0});
    EXPECT_GE(port.lastHoldSeconds, 120); // the change is held for the whole check
    EXPECT_EQ(port.currentCap(0), before - 20'000'000);
    EXPECT_EQ(flow.state(), TuningValidation::State::Validating);

    flow.runFinished(verdictWith(VerdictStatus::Pass, 1000, 300));
    EXPECT_EQ(passed.count(), 1);
    EXPECT_EQ(flow.state(), TuningValidation::State::AwaitingDecision);
    EXPECT_EQ(finished.count(), 0); // nothing is kept until the user says so
    flow.keep();
    ASSERT_EQ(finished.count(), 1);
    EXPECT_EQ(flow.outcome(), TuningValidation::Outcome::Kept);
    EXPECT_EQ(port.currentCap(0), before - 20'000'000);
    EXPECT_EQ(port.reverts, 0);
    const auto stamp = flow.stamp();
    ASSERT_TRUE(stamp.has_value());
    EXPECT_EQ(stamp->status, VerdictStatus::Pass);
    const auto roundTrip = ValidationStamp::fromJson(stamp->toJson());
    ASSERT_TRUE(roundTrip.has_value());
    EXPECT_TRUE(roundTrip->text().contains(QStringLiteral("PASS")));
    EXPECT_FALSE(ValidationStamp::fromJson(QJsonObject{{QStringLiteral("verdict"), QStringLiteral("maybe")}}).has_value());
}

TEST(TuningValidation, FailRevertsAtOnceAndSaysWhy)
{
    auto backend = simulatedGpu();
    SimulatedTuningPort port(backend.get());
    const quint64 before = port.currentCap(0);
    port.prepared = before - 30'000'000;
    TuningValidation flow(&port, [](const StressPlan &, const VerdictPolicy &) { return true; });
    QSignalSpy finished(&flow, &TuningValidation::finished);
    ASSERT_TRUE(flow.start(0));
    flow.runFinished(verdictWith(VerdictStatus::Fail, 1000, 300));
    ASSERT_EQ(finished.count(), 1);
    EXPECT_EQ(flow.outcome(), TuningValidation::Outcome::Reverted);
    EXPECT_EQ(port.currentCap(0), before);
    EXPECT_TRUE(flow.message().contains(QStringLiteral("computation error"))) << flow.message().toStdString();
}

TEST(TuningValidation, RefusedApplyRunsNoTest)
{
    auto backend = simulatedGpu();
    SimulatedTuningPort port(backend.get());
    port.failApply = true;
    int runs = 0;
    TuningValidation flow(&port, [&](const StressPlan &, const VerdictPolicy &) { return ++runs > 0; });
    ASSERT_TRUE(flow.start(0));
    EXPECT_EQ(runs, 0);
    EXPECT_EQ(flow.outcome(), TuningValidation::Outcome::ApplyFailed);
    EXPECT_TRUE(flow.message().contains(QStringLiteral("safety policy")));
}

TEST(PowerSweep, CapsAreFractionsOfTheDefaultWithinTheLimits)
{
    const PowerCapControl cap{700'000'000, 700'000'000, 500'000'000, 700'000'000};
    const QVector<quint64> caps = PowerSweep::capsFor(cap);
    // 60 % = 420 W and 70 % = 490 W are below the 500 W minimum: both become 500 W, once.
    EXPECT_EQ(caps, (QVector<quint64>{500'000'000, 560'000'000, 630'000'000, 700'000'000}));
    EXPECT_TRUE(PowerSweep::capsFor(PowerCapControl{}).isEmpty());
}

TEST(PowerSweep, RunsEachCapPicksTheBestPerWattAndRevertsAtTheEnd)
{
    auto backend = simulatedGpu();
    SimulatedTuningPort port(backend.get());
    const PowerCapControl cap = *port.powerCap(0);
    const quint64 before = cap.currentMicrowatts;
    QVector<StressPlan> runs;
    PowerSweep sweep(&port, [&](const StressPlan &plan, const VerdictPolicy &) {
        runs << plan;
        return true;
    });
    QSignalSpy finished(&sweep, &PowerSweep::finished);
    ASSERT_TRUE(sweep.start(0, QStringLiteral("train"), 5));
    const int steps = static_cast<int>(PowerSweep::capsFor(cap).size());
    ASSERT_GE(steps, 2);
    for (int i = 0; i < steps; ++i) {
        ASSERT_EQ(runs.size(), i + 1);
        EXPECT_EQ(runs[i].tests, QStringList{QStringLiteral("train")});
        EXPECT_EQ(port.currentCap(0), port.applies.at(i)); // the test runs at this step's cap
        const double watts = port.applies.at(i) / 1e6;
        // Throughput grows slower than power: the lowest cap is the most efficient.
        sweep.runFinished(verdictWith(VerdictStatus::Pass, 1000.0 * std::sqrt(watts), watts));
    }
    ASSERT_EQ(finished.count(), 1);
    EXPECT_TRUE(finished.at(0).at(0).toBool());
    EXPECT_EQ(port.currentCap(0), before); // reverted at the end
    EXPECT_EQ(sweep.points().size(), steps);
    ASSERT_TRUE(sweep.best().has_value());
    EXPECT_EQ(sweep.best()->capMicrowatts, port.applies.first());
}

TEST(PowerSweep, AFailingStepStopsTheSweepAndReverts)
{
    auto backend = simulatedGpu();
    SimulatedTuningPort port(backend.get());
    const quint64 before = port.currentCap(0);
    PowerSweep sweep(&port, [](const StressPlan &, const VerdictPolicy &) { return true; });
    QSignalSpy finished(&sweep, &PowerSweep::finished);
    ASSERT_TRUE(sweep.start(0));
    sweep.runFinished(verdictWith(VerdictStatus::Fail, 100, 200));
    ASSERT_EQ(finished.count(), 1);
    EXPECT_FALSE(finished.at(0).at(0).toBool());
    EXPECT_EQ(port.currentCap(0), before);
    EXPECT_FALSE(sweep.best().has_value());
    EXPECT_TRUE(sweep.message().contains(QStringLiteral("failed"))) << sweep.message().toStdString();
}

TEST(TuningValidation, CancelRevertsAtOnceAndALateVerdictChangesNothing)
{
    auto backend = simulatedGpu();
    SimulatedTuningPort port(backend.get());
    const quint64 before = port.currentCap(0);
    port.prepared = before - 20'000'000;
    TuningValidation flow(&port, [](const StressPlan &, const VerdictPolicy &) { return true; });
    QSignalSpy finished(&flow, &TuningValidation::finished);
    EXPECT_FALSE(flow.cancel(QStringLiteral("nothing to cancel"))); // idle
    ASSERT_TRUE(flow.start(0));
    ASSERT_EQ(flow.state(), TuningValidation::State::Validating);
    ASSERT_EQ(port.currentCap(0), before - 20'000'000);
    EXPECT_TRUE(flow.cancel(QStringLiteral("Interrupted.")));
    ASSERT_EQ(finished.count(), 1);
    EXPECT_EQ(flow.outcome(), TuningValidation::Outcome::Reverted);
    EXPECT_EQ(flow.message(), QStringLiteral("Interrupted."));
    EXPECT_EQ(port.currentCap(0), before);
    EXPECT_EQ(port.reverts, 1);
    // The run ends later (its runner was stopped): the result stays.
    flow.runFinished(verdictWith(VerdictStatus::Pass, 1000, 300));
    EXPECT_EQ(finished.count(), 1);
    EXPECT_EQ(flow.outcome(), TuningValidation::Outcome::Reverted);
    EXPECT_FALSE(flow.verdict().has_value());
    EXPECT_FALSE(flow.cancel(QStringLiteral("again")));
    EXPECT_EQ(port.reverts, 1);
}
