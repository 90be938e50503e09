// SPDX-License-Identifier: GPL-3.0-or-later
#include "core/backends/simulated/SimulatedBackend.h"
#include "core/tuning/controls/ControlRules.h"
#include "core/tuning/controls/clockrange/ClockRangeValue.h"
#include "core/tuning/controls/powercap/PowerCapValue.h"
#include "core/tuning/transaction/TuningTransaction.h"

#include <QTemporaryDir>

#include <gtest/gtest.h>

using namespace rocmtune;

TEST(SimulatedTuning, SettingsOutliveTheBackendWithAStateFile)
{
    QTemporaryDir dir;
    SimulatedOptions options;
    options.manualClock = true;
    options.stateFile = dir.filePath(QStringLiteral("sim.json"));
    {
        SimulatedBackend first(options);
        ASSERT_TRUE(first.initialize().ok);
        ASSERT_TRUE(first.setPerfLevel(0, PerfLevel::Manual).ok);
        ASSERT_TRUE(first.setClockRange(0, ClockDomain::Gfx, 800, 2700).ok);
        ASSERT_TRUE(first.setPowerCap(0, 350000000).ok);
    }
    SimulatedBackend second(options);
    ASSERT_TRUE(second.initialize().ok);
    const ControlState s = second.readControls(0);
    EXPECT_EQ(s.perControl.get<PowerCapControl>()->currentMicrowatts, 350000000u);
    EXPECT_EQ(s.perControl.get<PerfLevelControl>()->current, PerfLevel::Manual);
    EXPECT_EQ(clockControl(s, ClockDomain::Gfx)->currentMinMegahertz, 800);
    EXPECT_EQ(clockControl(s, ClockDomain::Gfx)->currentMaxMegahertz, 2700);
    // The other device is untouched.
    EXPECT_EQ(second.readControls(1).perControl.get<PowerCapControl>()->currentMicrowatts, 300000000u);
}

TEST(SimulatedTuning, LowerCapLowersPowerAndClock)
{
    SimulatedOptions options;
    options.manualClock = true;
    options.load = SimulatedLoad::Stress;
    SimulatedBackend backend(options);
    backend.initialize();
    backend.advanceSeconds(30);
    const double power = backend.gpu(0)->powerWatts();
    const double clock = backend.gpu(0)->gfxClockMegahertz();
    ASSERT_TRUE(backend.setPowerCap(0, 294000000).ok);
    backend.advanceSeconds(10);
    EXPECT_LT(backend.gpu(0)->powerWatts(), power - 20);
    EXPECT_LT(backend.gpu(0)->gfxClockMegahertz(), clock - 50);
}

TEST(SimulatedTuning, ResetRestoresTheBootTableThroughTheDriversOwnReset)
{
    QTemporaryDir dir;
    SimulatedOptions options;
    options.manualClock = true;
    options.stateFile = dir.filePath(QStringLiteral("sim.json"));
    SimulatedBackend backend(options);
    ASSERT_TRUE(backend.initialize().ok);
    EXPECT_TRUE(backend.readControls(0).perControl.has<ClockTableControl>());
    TuningValues lock;
    setClockRange(&lock, ClockDomain::Gfx, ClockRangeValue{800, 2700});
    setClockRange(&lock, ClockDomain::Memory, ClockRangeValue{200, 1000});
    lock.perControl.set(PowerCapValue{350000000});
    ASSERT_TRUE(TuningTransaction::apply(backend, 0, lock, SafetyPolicy{}, ValidationMode::Request).ok());

    // The table reset alone: the clocks the card booted with, nothing else.
    ASSERT_TRUE(backend.resetClockTable(0).ok);
    ControlState s = backend.readControls(0);
    EXPECT_EQ(clockControl(s, ClockDomain::Gfx)->currentMinMegahertz, 500);
    EXPECT_EQ(clockControl(s, ClockDomain::Gfx)->currentMaxMegahertz, 2526); // this simulated card boots with its DPM extent
    EXPECT_EQ(clockControl(s, ClockDomain::Memory)->currentMinMegahertz, 96);
    EXPECT_EQ(clockControl(s, ClockDomain::Memory)->currentMaxMegahertz, 1249);
    EXPECT_EQ(s.perControl.get<PerfLevelControl>()->current, PerfLevel::Manual);
    EXPECT_EQ(s.perControl.get<PowerCapControl>()->currentMicrowatts, 350000000u);

    // "Reset to defaults" uses it, and the result outlives the backend.
    ASSERT_TRUE(TuningTransaction::apply(backend, 0, lock, SafetyPolicy{}, ValidationMode::Request).ok());
    const TransactionResult reset = TuningTransaction::reset(backend, 0, defaultValues(backend.readControls(0)));
    ASSERT_TRUE(reset.ok()) << reset.error.toStdString();
    ASSERT_FALSE(reset.steps.isEmpty());
    EXPECT_EQ(reset.steps.first().control, ControlId::ClockTable);
    EXPECT_EQ(reset.steps.first().before, QStringLiteral("GFX clock: 800–2700 MHz; Memory clock: 200–1000 MHz"));
    EXPECT_EQ(reset.steps.first().after, QStringLiteral("GFX clock: 500–2526 MHz; Memory clock: 96–1249 MHz (the card's boot values)"));
    SimulatedBackend later(options);
    ASSERT_TRUE(later.initialize().ok);
    s = later.readControls(0);
    EXPECT_EQ(clockControl(s, ClockDomain::Gfx)->currentMaxMegahertz, 2526);
    EXPECT_EQ(clockControl(s, ClockDomain::Memory)->currentMinMegahertz, 96);
    EXPECT_EQ(s.perControl.get<PowerCapControl>()->currentMicrowatts, 327000000u);
    EXPECT_EQ(s.perControl.get<PerfLevelControl>()->current, PerfLevel::Auto);
}
