// SPDX-License-Identifier: GPL-3.0-or-later
// NVML tuning against the fake library only: what readControls() offers and
// the exact NVML calls each setter makes (never run on a real GPU).
#include "tests/nvml/FakeNvml.h"

#include "core/backends/nvml/NvmlBackend.h"

#include <gtest/gtest.h>

using namespace rocmtune;

namespace {

class NvmlControlsTest : public ::testing::Test
{
protected:
    void SetUp() override
    {
        ASSERT_TRUE(fake.loaded());
        fake.script(fakenvml::twoGpuScript());
        ASSERT_TRUE(backend.initialize().ok);
    }

    fakenvml::Control fake;
    NvmlBackend backend{QStringLiteral(FAKE_NVML_PATH)};
};

} // namespace

TEST_F(NvmlControlsTest, ReadControlsOffersPowerLimitAndLockedClocks)
{
    const ControlState state = backend.readControls(0);
    ASSERT_TRUE(state.perControl.has<PowerCapControl>());
    EXPECT_EQ(state.perControl.get<PowerCapControl>()->currentMicrowatts, 700'000'000ULL); // mW -> µW
    EXPECT_EQ(state.perControl.get<PowerCapControl>()->defaultMicrowatts, 700'000'000ULL);
    EXPECT_EQ(state.perControl.get<PowerCapControl>()->minMicrowatts, 200'000'000ULL);
    EXPECT_EQ(state.perControl.get<PowerCapControl>()->maxMicrowatts, 700'000'000ULL);
    ASSERT_TRUE((clockControl(state, ClockDomain::Gfx) != nullptr));
    // Supported SM clocks at the highest memory clock (3201 MHz), lowest first.
    EXPECT_EQ(clockControl(state, ClockDomain::Gfx)->dpmLevelsMegahertz, (QVector<int>{345, 1005, 1500, 1980}));
    EXPECT_EQ(clockControl(state, ClockDomain::Gfx)->allowedMinMegahertz, 345);
    EXPECT_EQ(clockControl(state, ClockDomain::Gfx)->allowedMaxMegahertz, 1980);
    EXPECT_EQ(clockControl(state, ClockDomain::Gfx)->currentMinMegahertz, 345);
    EXPECT_EQ(clockControl(state, ClockDomain::Gfx)->currentMaxMegahertz, 1980);
    EXPECT_TRUE(clockControl(state, ClockDomain::Gfx)->rangeSettable);
    EXPECT_FALSE(clockControl(state, ClockDomain::Gfx)->levelMaskSettable);
    EXPECT_FALSE((clockControl(state, ClockDomain::Memory) != nullptr));
    EXPECT_TRUE(state.unsupportedReasons.contains(ControlId::MemoryClockRange));
    EXPECT_FALSE(state.perControl.has<PowerProfileControl>());
    EXPECT_FALSE(state.perControl.has<OverdriveControl>());
    ASSERT_TRUE(state.perControl.has<PerfLevelControl>());
    EXPECT_EQ(state.perControl.get<PerfLevelControl>()->current, PerfLevel::Auto);
    EXPECT_EQ(state.criticalTemperatureCelsius, 87.0);
    EXPECT_EQ(state.currentTemperatureCelsius, 47.0);
    // AMD's driver values are of no NVIDIA generation: the Tuning view leaves their rows out without a line.
    EXPECT_EQ(state.notOfThisGeneration, (QVector<ControlId>{ControlId::VoltageOffset, ControlId::GfxClockOffset}));
    EXPECT_EQ(fake.callLog(), ""); // reading changes nothing
}

TEST_F(NvmlControlsTest, GpuWithoutSupportedClocksSaysWhy)
{
    const ControlState state = backend.readControls(1); // the GeForce script lists no supported clocks
    EXPECT_FALSE((clockControl(state, ClockDomain::Gfx) != nullptr));
    ASSERT_TRUE(state.unsupportedReasons.contains(ControlId::GfxClockRange));
    EXPECT_TRUE(state.unsupportedReasons.value(ControlId::GfxClockRange).contains(QStringLiteral("does not support")))
        << fakenvml::utf8(state.unsupportedReasons.value(ControlId::GfxClockRange));
    EXPECT_FALSE(backend.setClockRange(1, ClockDomain::Gfx, 500, 1000).ok);
    EXPECT_EQ(fake.callLog(), "");
}

TEST_F(NvmlControlsTest, SetPowerCapCallsNvmlInMilliwatts)
{
    const WriteResult result = backend.setPowerCap(0, 450'000'000ULL);
    ASSERT_TRUE(result.ok) << fakenvml::utf8(result.message);
    EXPECT_EQ(fake.callLog(), "nvmlDeviceSetPowerManagementLimit limit_mw=450000 gpu=0\n");
    EXPECT_DOUBLE_EQ(*backend.readSample(0).value(MetricId::PowerCap), 450.0);
    EXPECT_EQ(backend.readControls(0).perControl.get<PowerCapControl>()->currentMicrowatts, 450'000'000ULL);
}

TEST_F(NvmlControlsTest, PowerCapOutsideDriverRangeIsRefusedBeforeNvml)
{
    EXPECT_FALSE(backend.setPowerCap(0, 199'000'000ULL).ok);
    const WriteResult high = backend.setPowerCap(0, 700'001'000ULL);
    EXPECT_FALSE(high.ok);
    EXPECT_TRUE(high.message.contains(QStringLiteral("200-700 W"))) << fakenvml::utf8(high.message);
    EXPECT_EQ(fake.callLog(), "");
}

TEST_F(NvmlControlsTest, PermissionDeniedIsReported)
{
    fake.set("gpu0.set_result", "NO_PERMISSION");
    const WriteResult result = backend.setPowerCap(0, 450'000'000ULL);
    EXPECT_FALSE(result.ok);
    EXPECT_TRUE(result.message.contains(QStringLiteral("permission denied"))) << fakenvml::utf8(result.message);
    EXPECT_EQ(fake.callLog(), "nvmlDeviceSetPowerManagementLimit limit_mw=450000 gpu=0\n");
    EXPECT_DOUBLE_EQ(*backend.readSample(0).value(MetricId::PowerCap), 700.0); // unchanged
}

TEST_F(NvmlControlsTest, ClockRangeLocksGpuClocksAndAutoResetsThem)
{
    ASSERT_TRUE(backend.setPerfLevel(0, PerfLevel::Manual).ok);
    EXPECT_EQ(fake.callLog(), ""); // manual alone changes nothing on NVIDIA
    const WriteResult locked = backend.setClockRange(0, ClockDomain::Gfx, 1005, 1500);
    ASSERT_TRUE(locked.ok) << fakenvml::utf8(locked.message);
    ControlState state = backend.readControls(0);
    EXPECT_EQ(clockControl(state, ClockDomain::Gfx)->currentMinMegahertz, 1005);
    EXPECT_EQ(clockControl(state, ClockDomain::Gfx)->currentMaxMegahertz, 1500);
    EXPECT_EQ(state.perControl.get<PerfLevelControl>()->current, PerfLevel::Manual);
    ASSERT_TRUE(backend.setPerfLevel(0, PerfLevel::Auto).ok);
    state = backend.readControls(0);
    EXPECT_EQ(state.perControl.get<PerfLevelControl>()->current, PerfLevel::Auto);
    EXPECT_EQ(clockControl(state, ClockDomain::Gfx)->currentMaxMegahertz, 1980);
    EXPECT_EQ(fake.callLog(), "nvmlDeviceSetGpuLockedClocks min_mhz=1005 max_mhz=1500 gpu=0\n"
                              "nvmlDeviceResetGpuLockedClocks gpu=0\n");
}

TEST_F(NvmlControlsTest, FullRangeResetsInsteadOfPinning)
{
    ASSERT_TRUE(backend.setClockRange(0, ClockDomain::Gfx, 345, 1980).ok);
    EXPECT_EQ(fake.callLog(), "nvmlDeviceResetGpuLockedClocks gpu=0\n");
}

TEST_F(NvmlControlsTest, InvalidClockRequestsNeverReachNvml)
{
    EXPECT_FALSE(backend.setClockRange(0, ClockDomain::Gfx, 1500, 1005).ok); // min > max
    EXPECT_FALSE(backend.setClockRange(0, ClockDomain::Gfx, 300, 1500).ok);  // below the table
    const WriteResult above = backend.setClockRange(0, ClockDomain::Gfx, 1005, 2100);
    EXPECT_FALSE(above.ok);
    EXPECT_TRUE(above.message.contains(QStringLiteral("345-1980 MHz"))) << fakenvml::utf8(above.message);
    EXPECT_FALSE(backend.setClockRange(0, ClockDomain::Memory, 1593, 3201).ok);
    EXPECT_FALSE(backend.setPerfLevel(0, PerfLevel::ProfilePeak).ok);
    EXPECT_FALSE(backend.setPowerProfile(0, PowerProfile::Compute).ok);
    EXPECT_FALSE(backend.setNumericControl(0, ControlId::Overdrive, 5).ok);
    EXPECT_EQ(fake.callLog(), "");
}

TEST_F(NvmlControlsTest, LostGpuRefusesWritesWithoutCallingNvml)
{
    fake.set("gpu0.lost", "1");
    ASSERT_EQ(backend.readSample(0).state(), DeviceState::Lost);
    const WriteResult result = backend.setPowerCap(0, 450'000'000ULL);
    EXPECT_FALSE(result.ok);
    EXPECT_TRUE(result.message.contains(QStringLiteral("lost"))) << fakenvml::utf8(result.message);
    EXPECT_FALSE(backend.readControls(0).perControl.has<PowerCapControl>());
    EXPECT_EQ(fake.callLog(), "");
}

TEST_F(NvmlControlsTest, GpuLostDuringAWriteIsMarkedLost)
{
    fake.set("gpu0.set_result", "GPU_IS_LOST");
    EXPECT_FALSE(backend.setClockRange(0, ClockDomain::Gfx, 1005, 1500).ok);
    EXPECT_EQ(backend.readSample(0).state(), DeviceState::Lost);
}
