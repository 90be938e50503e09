// SPDX-License-Identifier: GPL-3.0-or-later
#include "backends/simulated/SimulatedBackend.h"

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
    EXPECT_EQ(s.powerCap->currentMicrowatts, 350000000u);
    EXPECT_EQ(s.perfLevel, PerfLevel::Manual);
    EXPECT_EQ(s.gfxClock->currentMinMegahertz, 800);
    EXPECT_EQ(s.gfxClock->currentMaxMegahertz, 2700);
    // The other device is untouched.
    EXPECT_EQ(second.readControls(1).powerCap->currentMicrowatts, 300000000u);
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
