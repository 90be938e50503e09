// SPDX-License-Identifier: GPL-3.0-or-later
#include "core/backends/simulated/SimulatedBackend.h"

#include <gtest/gtest.h>

using namespace rocmtune;

namespace {
SimulatedOptions manualOptions(SimulatedLoad load = SimulatedLoad::Stress)
{
    SimulatedOptions options;
    options.deviceCount = 2;
    options.seed = 42;
    options.load = load;
    options.manualClock = true;
    return options;
}
} // namespace

TEST(SimulatedBackend, NamesSayTheyAreSimulated)
{
    SimulatedBackend backend(manualOptions());
    ASSERT_TRUE(backend.initialize().ok);
    ASSERT_EQ(backend.deviceCount(), 2);
    for (int i = 0; i < 2; ++i) {
        const DeviceInfo info = backend.deviceInfo(i);
        EXPECT_TRUE(info.simulated);
        EXPECT_TRUE(info.name.startsWith(QStringLiteral("Simulated"))) << info.name.toStdString();
    }
    EXPECT_TRUE(backend.deviceInfo(0).name.contains(QStringLiteral("7900 XTX")));
    EXPECT_TRUE(backend.deviceInfo(1).name.contains(QStringLiteral("MI210")));
    EXPECT_EQ(backend.deviceInfo(0).gfxArch, QStringLiteral("gfx1100"));
}

TEST(SimulatedBackend, CardsModelTheRealOnes)
{
    SimulatedBackend backend(manualOptions());
    backend.initialize();
    const Sample xtx = backend.readSample(0);
    EXPECT_DOUBLE_EQ(*xtx.value(MetricId::PowerCapDefault), 327);
    EXPECT_DOUBLE_EQ(*xtx.value(MetricId::PowerCapMin), 294);
    EXPECT_DOUBLE_EQ(*xtx.value(MetricId::PowerCapMax), 361);
    EXPECT_NEAR(*xtx.value(MetricId::VramTotal) / (1024.0 * 1024 * 1024), 24.0, 0.1);
    EXPECT_TRUE(xtx.has(MetricId::FanRpm));
    const Sample mi210 = backend.readSample(1);
    EXPECT_DOUBLE_EQ(*mi210.value(MetricId::PowerCapDefault), 300);
    EXPECT_NEAR(*mi210.value(MetricId::VramTotal) / (1024.0 * 1024 * 1024), 64.0, 0.1);
    // No fan on the MI210: not available, not 0.
    EXPECT_FALSE(mi210.has(MetricId::FanRpm));
    EXPECT_FALSE(mi210.has(MetricId::FanPercent));
    EXPECT_FALSE(backend.deviceInfo(1).supports(MetricId::FanRpm));
}

TEST(SimulatedBackend, PowerCapThrottlesPowerAndClock)
{
    SimulatedBackend backend(manualOptions(SimulatedLoad::Stress));
    backend.initialize();
    backend.advanceSeconds(30);
    SimulatedGpu *gpu = backend.gpu(0);
    // Under stress the uncapped card would draw ~390 W: the 327 W cap holds it.
    EXPECT_LE(gpu->powerWatts(), 327.0 + 5.0);
    EXPECT_GE(gpu->powerWatts(), 300.0);
    EXPECT_TRUE(gpu->throttleBits() & ThrottlePowerCap);
    const double clockAtDefaultCap = gpu->gfxClockMegahertz();

    ASSERT_TRUE(backend.setPowerCap(0, 294'000'000).ok);
    backend.advanceSeconds(10);
    EXPECT_LE(gpu->powerWatts(), 294.0 + 5.0);
    EXPECT_LT(gpu->gfxClockMegahertz(), clockAtDefaultCap - 50);
    const Sample s = backend.readSample(0);
    EXPECT_DOUBLE_EQ(*s.value(MetricId::PowerCap), 294);
}

TEST(SimulatedBackend, TemperatureConvergesToSteadyState)
{
    SimulatedBackend backend(manualOptions(SimulatedLoad::Stress));
    backend.initialize();
    SimulatedGpu *gpu = backend.gpu(0);
    backend.advanceSeconds(300);
    const double settled = gpu->edgeCelsius();
    backend.advanceSeconds(100);
    EXPECT_NEAR(gpu->edgeCelsius(), settled, 0.5);
    EXPECT_GT(settled, 50);
    EXPECT_LT(settled, gpu->spec().edgeCriticalCelsius);

    backend.setLoad(SimulatedLoad::Idle);
    backend.advanceSeconds(400);
    EXPECT_LT(gpu->edgeCelsius(), settled - 15);
}

TEST(SimulatedBackend, DeterministicForASeed)
{
    SimulatedBackend a(manualOptions());
    SimulatedBackend b(manualOptions());
    a.initialize();
    b.initialize();
    a.advanceSeconds(12.3);
    b.advanceSeconds(12.3);
    Sample sa = a.readSample(0);
    Sample sb = b.readSample(0);
    EXPECT_TRUE(sa == sb);
}

TEST(SimulatedBackend, MissingSensorIsNotAvailable)
{
    SimulatedBackend backend(manualOptions());
    backend.initialize();
    backend.gpu(0)->setSensorMissing(MetricId::TemperatureJunction, true);
    const Sample s = backend.readSample(0);
    EXPECT_EQ(s.state(), DeviceState::Ok);
    EXPECT_FALSE(s.has(MetricId::TemperatureJunction));
    EXPECT_TRUE(s.has(MetricId::TemperatureEdge));
}

TEST(SimulatedBackend, LostDeviceReadsLostAndComesBack)
{
    SimulatedBackend backend(manualOptions());
    backend.initialize();
    backend.setDeviceLost(1, true);
    Sample s = backend.readSample(1);
    EXPECT_EQ(s.state(), DeviceState::Lost);
    EXPECT_EQ(s.validCount(), 0u);
    EXPECT_FALSE(backend.setPowerCap(1, 250'000'000).ok);
    EXPECT_EQ(backend.readSample(0).state(), DeviceState::Ok);
    backend.setDeviceLost(1, false);
    EXPECT_EQ(backend.readSample(1).state(), DeviceState::Ok);
}

TEST(SimulatedBackend, OverheatingCoolerDrivesTemperatureToThrottle)
{
    SimulatedBackend backend(manualOptions(SimulatedLoad::Stress));
    backend.initialize();
    backend.advanceSeconds(200);
    SimulatedGpu *gpu = backend.gpu(0);
    const double normal = gpu->junctionCelsius();
    gpu->setOverheating(true);
    backend.advanceSeconds(300);
    EXPECT_GT(gpu->junctionCelsius(), normal + 10);
    EXPECT_GT(gpu->junctionCelsius(), gpu->spec().junctionCriticalCelsius - 6);
    EXPECT_TRUE(gpu->throttleBits() & ThrottleThermal);
}

TEST(SimulatedBackend, ControlsRefuseValuesOutsideTheDriverRange)
{
    SimulatedBackend backend(manualOptions());
    backend.initialize();
    EXPECT_FALSE(backend.setPowerCap(0, 400'000'000).ok);
    EXPECT_FALSE(backend.setClockRange(0, ClockDomain::Gfx, 400, 2500).ok);
    EXPECT_FALSE(backend.setClockRange(0, ClockDomain::Gfx, 2000, 1000).ok);
    EXPECT_TRUE(backend.setClockRange(0, ClockDomain::Gfx, 500, 2000).ok);
    EXPECT_FALSE(backend.setNumericControl(0, ControlId::Overdrive, 21).ok);
    EXPECT_FALSE(backend.setPowerProfile(1, PowerProfile::Compute).ok); // MI210 has none
    const ControlState c = backend.readControls(0);
    ASSERT_TRUE((clockControl(c, ClockDomain::Gfx) != nullptr));
    EXPECT_EQ(clockControl(c, ClockDomain::Gfx)->currentMaxMegahertz, 2000);
    EXPECT_EQ(clockControl(c, ClockDomain::Gfx)->allowedMaxMegahertz, 3000);
    ASSERT_TRUE(c.perControl.has<PowerCapControl>());
    EXPECT_EQ(c.perControl.get<PowerCapControl>()->defaultMicrowatts, 327'000'000u);
}

TEST(SimulatedBackend, EightGpusForBenchmarks)
{
    SimulatedOptions options = manualOptions();
    options.deviceCount = 8;
    SimulatedBackend backend(options);
    backend.initialize();
    EXPECT_EQ(backend.deviceCount(), 8);
    EXPECT_NE(backend.deviceInfo(0).stableId(), backend.deviceInfo(2).stableId());
}
