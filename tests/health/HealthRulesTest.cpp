// SPDX-License-Identifier: GPL-3.0-or-later
// Every health rule over recorded telemetry: sequences of samples as a GPU
// reported them, checked one after another with the state carried between.
#include "core/health/HealthRules.h"

#include <gtest/gtest.h>

using namespace rocmtune;

namespace {

constexpr qint64 kT0 = 1796500000000; // 2026-12-05, ms
constexpr qint64 kMinute = 60 * 1000;

DeviceInfo card(int index)
{
    DeviceInfo d;
    d.backendId = QStringLiteral("rocm-smi");
    d.backendIndex = index;
    d.name = QStringLiteral("AMD Instinct MI210");
    d.pciBusId = QStringLiteral("0000:%1:00.0").arg(0x10 + index, 2, 16, QLatin1Char('0'));
    d.uniqueId = QStringLiteral("0x%1").arg(0xabc0 + index, 0, 16);
    d.vramTotalBytes = 64ull * 1024 * 1024 * 1024;
    return d;
}

// One recorded reading: clocks, busy, throttle bits, ECC totals of UMC.
struct Reading {
    double gfxMhz = 1700;
    double gfxMaxMhz = 1700;
    double busyPercent = 95;
    unsigned throttle = 0;
    std::optional<quint64> correctable;
    std::optional<quint64> uncorrectable;
};

Sample sampleOf(int index, qint64 t, const Reading &r)
{
    Sample s(index, t);
    s.set(MetricId::GfxClock, r.gfxMhz);
    s.set(MetricId::GfxClockMax, r.gfxMaxMhz);
    s.set(MetricId::GpuBusy, r.busyPercent);
    s.set(MetricId::ThrottleStatus, static_cast<double>(r.throttle));
    if (r.correctable || r.uncorrectable) {
        EccStatus ecc;
        ecc.available = true;
        EccBlockCounts umc;
        umc.block = QStringLiteral("umc");
        umc.enabled = true;
        umc.correctable = r.correctable;
        umc.uncorrectable = r.uncorrectable;
        ecc.blocks << umc;
        s.setEcc(ecc);
    }
    return s;
}

HealthInputs inputsAt(qint64 t, const QVector<Reading> &readings, qint64 uptimeMs = 24 * 60 * kMinute)
{
    HealthInputs in;
    in.nowMs = t;
    in.bootId = QStringLiteral("boot-a");
    in.uptimeMs = uptimeMs;
    for (int i = 0; i < readings.size(); ++i) {
        GpuHealthInput g;
        g.index = i;
        g.info = card(i);
        g.sample = sampleOf(i, t, readings[i]);
        in.gpus << g;
    }
    return in;
}

const HealthFinding *findingOf(const HealthReport &report, HealthRule rule, int gpu)
{
    for (const HealthFinding &f : report.findings) {
        if (f.rule == rule && f.gpuIndex == gpu)
            return &f;
    }
    return nullptr;
}

} // namespace

TEST(HealthRules, HealthyGpusHaveNoFindings)
{
    HealthState state;
    const HealthReport r = evaluateHealth(inputsAt(kT0, {Reading{}, Reading{}}), HealthConfig{}, state);
    EXPECT_EQ(r.level(), HealthLevel::Healthy);
    EXPECT_TRUE(r.findings.isEmpty());
    ASSERT_EQ(r.gpus.size(), 2);
    EXPECT_EQ(state.bootGpus.size(), 2);
}

TEST(HealthRules, UncorrectableSinceBootIsUnhealthyAndKeepsItsSince)
{
    HealthState state;
    Reading ok{.correctable = 2, .uncorrectable = 0};
    Reading bad{.correctable = 2, .uncorrectable = 1};
    EXPECT_EQ(evaluateHealth(inputsAt(kT0, {ok, ok}), HealthConfig{}, state).level(), HealthLevel::Healthy);
    HealthReport r = evaluateHealth(inputsAt(kT0 + kMinute, {ok, bad}), HealthConfig{}, state);
    ASSERT_EQ(r.level(), HealthLevel::Unhealthy);
    const HealthFinding *f = findingOf(r, HealthRule::EccUncorrectable, 1);
    ASSERT_NE(f, nullptr);
    EXPECT_EQ(f->numbers.value(QStringLiteral("count")), 1);
    EXPECT_EQ(f->numbers.value(QStringLiteral("new")), 1);
    EXPECT_EQ(f->pciBusId, QStringLiteral("0000:11:00.0"));
    EXPECT_EQ(f->uniqueId, QStringLiteral("0xabc1"));
    EXPECT_EQ(f->sinceMs, kT0 + kMinute);
    EXPECT_EQ(r.levelOf(0), HealthLevel::Healthy);
    // Still there a check later (counted since boot), nothing new, since unchanged.
    r = evaluateHealth(inputsAt(kT0 + 2 * kMinute, {ok, bad}), HealthConfig{}, state);
    f = findingOf(r, HealthRule::EccUncorrectable, 1);
    ASSERT_NE(f, nullptr);
    EXPECT_EQ(f->numbers.value(QStringLiteral("new")), 0);
    EXPECT_EQ(f->sinceMs, kT0 + kMinute);
    EXPECT_TRUE(f->reasonLine().startsWith(QStringLiteral("GPU 1 uncorrectable ECC errors (1)")));
}

TEST(HealthRules, UncorrectableSinceLastCheckOnlyCountsNewOnes)
{
    HealthConfig config;
    config.uncorrectableSinceBoot = false;
    HealthState state;
    Reading three{.correctable = 0, .uncorrectable = 3};
    Reading four{.correctable = 0, .uncorrectable = 4};
    EXPECT_EQ(evaluateHealth(inputsAt(kT0, {three}), config, state).level(), HealthLevel::Unhealthy); // first check: all are new
    EXPECT_EQ(evaluateHealth(inputsAt(kT0 + kMinute, {three}), config, state).level(), HealthLevel::Healthy);
    const HealthReport r = evaluateHealth(inputsAt(kT0 + 2 * kMinute, {four}), config, state);
    ASSERT_NE(findingOf(r, HealthRule::EccUncorrectable, 0), nullptr);
    EXPECT_EQ(findingOf(r, HealthRule::EccUncorrectable, 0)->numbers.value(QStringLiteral("new")), 1);
}

TEST(HealthRules, CorrectableStormIsDegradedByItsRateBetweenChecks)
{
    HealthState state;
    // A day up with 500 correctable errors: about 21 an hour, fine.
    EXPECT_EQ(evaluateHealth(inputsAt(kT0, {Reading{.correctable = 500, .uncorrectable = 0}}), HealthConfig{}, state).level(),
              HealthLevel::Healthy);
    // 600 more in 6 minutes: 6000 an hour, over 1000.
    const HealthReport r = evaluateHealth(inputsAt(kT0 + 6 * kMinute, {Reading{.correctable = 1100, .uncorrectable = 0}}), HealthConfig{}, state);
    const HealthFinding *f = findingOf(r, HealthRule::EccCorrectableRate, 0);
    ASSERT_NE(f, nullptr);
    EXPECT_EQ(f->level, HealthLevel::Degraded);
    EXPECT_EQ(f->numbers.value(QStringLiteral("per_hour")), 6000);
    EXPECT_EQ(r.level(), HealthLevel::Degraded);
    // The storm stops: healthy again.
    EXPECT_EQ(evaluateHealth(inputsAt(kT0 + 66 * kMinute, {Reading{.correctable = 1110, .uncorrectable = 0}}), HealthConfig{}, state).level(),
              HealthLevel::Healthy);
}

TEST(HealthRules, CorrectableRateOfAFirstCheckIsSinceBoot)
{
    HealthState state;
    // 10 minutes up with 2000 errors: 12000 an hour.
    const HealthReport r = evaluateHealth(inputsAt(kT0, {Reading{.correctable = 2000, .uncorrectable = 0}}, 10 * kMinute), HealthConfig{}, state);
    ASSERT_NE(findingOf(r, HealthRule::EccCorrectableRate, 0), nullptr);
    EXPECT_EQ(findingOf(r, HealthRule::EccCorrectableRate, 0)->numbers.value(QStringLiteral("per_hour")), 12000);
}

TEST(HealthRules, RetiredPagesWarnAtNinetyPercentAndFailAtTheDriversThreshold)
{
    HealthConfig config;
    EXPECT_EQ(config.retiredPagesLimit(64ull * 1024 * 1024 * 1024), 655); // 64 GiB / 100 MiB
    HealthState state;
    HealthInputs in = inputsAt(kT0, {Reading{}, Reading{}});
    in.gpus[0].retiredPages = 589; // under 90 % (589.5)
    in.gpus[1].retiredPages = 590;
    HealthReport r = evaluateHealth(in, config, state);
    EXPECT_EQ(findingOf(r, HealthRule::RetiredPages, 0), nullptr);
    ASSERT_NE(findingOf(r, HealthRule::RetiredPages, 1), nullptr);
    EXPECT_EQ(findingOf(r, HealthRule::RetiredPages, 1)->level, HealthLevel::Degraded);
    in.gpus[1].retiredPages = 655;
    r = evaluateHealth(in, config, state);
    EXPECT_EQ(findingOf(r, HealthRule::RetiredPages, 1)->level, HealthLevel::Unhealthy);
    config.retiredPagesMax = 10; // the administrator's own number
    in.gpus[0].retiredPages = 10;
    r = evaluateHealth(in, config, state);
    EXPECT_EQ(findingOf(r, HealthRule::RetiredPages, 0)->level, HealthLevel::Unhealthy);
    EXPECT_EQ(findingOf(r, HealthRule::RetiredPages, 0)->numbers.value(QStringLiteral("threshold")), 10);
}

TEST(HealthRules, AGpuMissingAgainstTheBootCountIsNamedByItsIds)
{
    HealthState state;
    EXPECT_EQ(evaluateHealth(inputsAt(kT0, {Reading{}, Reading{}, Reading{}}), HealthConfig{}, state).level(), HealthLevel::Healthy);
    HealthInputs in = inputsAt(kT0 + kMinute, {Reading{}, Reading{}, Reading{}});
    in.gpus.remove(1); // GPU 1 fell off the bus; GPU 2 keeps its ids
    const HealthReport r = evaluateHealth(in, HealthConfig{}, state);
    ASSERT_EQ(r.level(), HealthLevel::Unhealthy);
    const HealthFinding *f = findingOf(r, HealthRule::GpuMissing, 1);
    ASSERT_NE(f, nullptr);
    EXPECT_EQ(f->pciBusId, QStringLiteral("0000:11:00.0"));
    EXPECT_EQ(f->uniqueId, QStringLiteral("0xabc1"));
    EXPECT_EQ(f->numbers.value(QStringLiteral("present")), 2);
    EXPECT_EQ(f->numbers.value(QStringLiteral("expected")), 3);
    // A new boot starts over: two GPUs are now what the machine has.
    in.bootId = QStringLiteral("boot-b");
    EXPECT_EQ(evaluateHealth(in, HealthConfig{}, state).level(), HealthLevel::Healthy);
}

TEST(HealthRules, ExpectGpusCountsWithoutKnownIds)
{
    HealthState state;
    HealthInputs in = inputsAt(kT0, {Reading{}});
    in.expectGpus = 4;
    const HealthReport r = evaluateHealth(in, HealthConfig{}, state);
    const HealthFinding *f = findingOf(r, HealthRule::GpuMissing, -1);
    ASSERT_NE(f, nullptr);
    EXPECT_EQ(f->numbers.value(QStringLiteral("expected")), 4);
    EXPECT_EQ(f->numbers.value(QStringLiteral("present")), 1);
}

TEST(HealthRules, AResetIsReportedOnceSinceTheLastCheck)
{
    HealthState state;
    HealthInputs in = inputsAt(kT0, {Reading{}});
    in.gpus[0].resetTimesMs = {kT0 - 25 * 60 * kMinute}; // before this boot: not counted
    EXPECT_EQ(evaluateHealth(in, HealthConfig{}, state).level(), HealthLevel::Healthy);
    in = inputsAt(kT0 + kMinute, {Reading{}});
    in.gpus[0].resetTimesMs = {kT0 - 25 * 60 * kMinute, kT0 + 30 * 1000};
    HealthReport r = evaluateHealth(in, HealthConfig{}, state);
    const HealthFinding *f = findingOf(r, HealthRule::GpuReset, 0);
    ASSERT_NE(f, nullptr);
    EXPECT_EQ(f->level, HealthLevel::Degraded);
    EXPECT_EQ(f->sinceMs, kT0 + 30 * 1000);
    in.nowMs = kT0 + 2 * kMinute;
    r = evaluateHealth(in, HealthConfig{}, state);
    EXPECT_EQ(findingOf(r, HealthRule::GpuReset, 0), nullptr);
}

TEST(HealthRules, HeldAtTheThermalLimitFarBelowItsClockForLong)
{
    HealthConfig config; // 10 minutes, under 50 % of the clock, busy
    HealthState state;
    Reading stuck{.gfxMhz = 500, .gfxMaxMhz = 1700, .busyPercent = 100, .throttle = ThrottleThermal};
    for (int minute = 0; minute < 10; ++minute) {
        const HealthReport r = evaluateHealth(inputsAt(kT0 + minute * kMinute, {stuck}), config, state);
        EXPECT_EQ(findingOf(r, HealthRule::ClockStuck, 0), nullptr) << "minute " << minute;
    }
    HealthReport r = evaluateHealth(inputsAt(kT0 + 10 * kMinute, {stuck}), config, state);
    const HealthFinding *f = findingOf(r, HealthRule::ClockStuck, 0);
    ASSERT_NE(f, nullptr);
    EXPECT_EQ(f->detail, QStringLiteral("thermal"));
    EXPECT_EQ(f->numbers.value(QStringLiteral("clock_percent")), 29);
    EXPECT_EQ(f->numbers.value(QStringLiteral("minutes")), 10);
    EXPECT_EQ(f->sinceMs, kT0);
    // It recovers for one reading: the clock starts over.
    r = evaluateHealth(inputsAt(kT0 + 11 * kMinute, {Reading{}}), config, state);
    EXPECT_EQ(findingOf(r, HealthRule::ClockStuck, 0), nullptr);
    r = evaluateHealth(inputsAt(kT0 + 12 * kMinute, {stuck}), config, state);
    EXPECT_EQ(findingOf(r, HealthRule::ClockStuck, 0), nullptr);
}

TEST(HealthRules, PowerLimitedButNearItsClockOrIdleIsNotStuck)
{
    HealthConfig config;
    config.stuckSeconds = 0;
    HealthState state;
    Reading nearTop{.gfxMhz = 1500, .gfxMaxMhz = 1700, .busyPercent = 100, .throttle = ThrottlePowerCap};
    Reading idle{.gfxMhz = 100, .gfxMaxMhz = 1700, .busyPercent = 2, .throttle = ThrottlePowerCap};
    Reading capped{.gfxMhz = 600, .gfxMaxMhz = 1700, .busyPercent = 100, .throttle = ThrottlePowerCap};
    const HealthReport r = evaluateHealth(inputsAt(kT0, {nearTop, idle, capped}), config, state);
    EXPECT_EQ(findingOf(r, HealthRule::ClockStuck, 0), nullptr);
    EXPECT_EQ(findingOf(r, HealthRule::ClockStuck, 1), nullptr);
    ASSERT_NE(findingOf(r, HealthRule::ClockStuck, 2), nullptr);
    EXPECT_EQ(findingOf(r, HealthRule::ClockStuck, 2)->detail, QStringLiteral("power"));
}

TEST(HealthRules, BootGuardAndAFailedBootApplyAreDegraded)
{
    HealthState state;
    HealthInputs in = inputsAt(kT0, {Reading{}, Reading{}, Reading{}});
    in.gpus[0].bootGuardTrippedMs = kT0 - kMinute;
    TuningLogEntry failed;
    failed.timestampMs = kT0 - 2 * kMinute;
    failed.action = QStringLiteral("boot");
    failed.outcome = QStringLiteral("failed");
    failed.message = QStringLiteral("power cap read back 200 W, not 250 W");
    in.gpus[1].lastBootApply = failed;
    TuningLogEntry applied = failed;
    applied.outcome = QStringLiteral("applied");
    in.gpus[2].lastBootApply = applied;
    const HealthReport r = evaluateHealth(in, HealthConfig{}, state);
    ASSERT_NE(findingOf(r, HealthRule::BootGuardTripped, 0), nullptr);
    EXPECT_EQ(findingOf(r, HealthRule::BootGuardTripped, 0)->sinceMs, kT0 - kMinute);
    const HealthFinding *f = findingOf(r, HealthRule::BootProfileFailed, 1);
    ASSERT_NE(f, nullptr);
    EXPECT_EQ(f->detail, failed.message);
    EXPECT_EQ(r.levelOf(2), HealthLevel::Healthy);
    EXPECT_EQ(r.level(), HealthLevel::Degraded);
}

TEST(HealthRules, LastStressVerdictFailIsUnhealthyARegressionDegraded)
{
    HealthState state;
    HealthInputs in = inputsAt(kT0, {Reading{}, Reading{}, Reading{}});
    in.gpus[0].lastStress = StressVerdictRecord{card(0).stableId(), false, QStringLiteral("wrong results in fma"), std::nullopt, kT0 - kMinute};
    in.gpus[1].lastStress = StressVerdictRecord{card(1).stableId(), true, QString(), -14.0, kT0 - kMinute};
    in.gpus[2].lastStress = StressVerdictRecord{card(2).stableId(), true, QString(), -4.0, kT0 - kMinute};
    const HealthReport r = evaluateHealth(in, HealthConfig{}, state);
    ASSERT_NE(findingOf(r, HealthRule::StressFailed, 0), nullptr);
    EXPECT_EQ(findingOf(r, HealthRule::StressFailed, 0)->level, HealthLevel::Unhealthy);
    ASSERT_NE(findingOf(r, HealthRule::StressRegression, 1), nullptr);
    EXPECT_EQ(findingOf(r, HealthRule::StressRegression, 1)->numbers.value(QStringLiteral("percent_below")), 14);
    EXPECT_EQ(r.levelOf(2), HealthLevel::Healthy);
    // Worst first: the failure leads, so Slurm's reason names GPU 0.
    EXPECT_EQ(r.worst()->rule, HealthRule::StressFailed);
}

TEST(HealthRules, ALostGpuIsUnhealthyAReadErrorDegraded)
{
    HealthState state;
    HealthInputs in = inputsAt(kT0, {Reading{}, Reading{}});
    in.gpus[0].sample.setState(DeviceState::Lost, QStringLiteral("gone"));
    in.gpus[1].sample.setState(DeviceState::Error, QStringLiteral("EIO"));
    const HealthReport r = evaluateHealth(in, HealthConfig{}, state);
    EXPECT_EQ(findingOf(r, HealthRule::GpuUnreadable, 0)->level, HealthLevel::Unhealthy);
    EXPECT_EQ(findingOf(r, HealthRule::GpuUnreadable, 1)->level, HealthLevel::Degraded);
}

TEST(HealthRules, StateSurvivesItsJsonForm)
{
    HealthState state;
    evaluateHealth(inputsAt(kT0, {Reading{.correctable = 5, .uncorrectable = 1}}), HealthConfig{}, state);
    const HealthState back = HealthState::fromJson(state.toJson());
    EXPECT_EQ(back.bootId, state.bootId);
    ASSERT_EQ(back.bootGpus.size(), 1);
    EXPECT_EQ(back.bootGpus[0].pciBusId, QStringLiteral("0000:10:00.0"));
    EXPECT_EQ(back.gpus.value(card(0).stableId()).uncorrectable, std::optional<quint64>(1));
    EXPECT_EQ(back.sinceMs, state.sinceMs);
    EXPECT_EQ(back.lastCheckMs, kT0);
}
