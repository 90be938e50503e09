// SPDX-License-Identifier: GPL-3.0-or-later
// NVML encodings -> catalogue units, without a library.
#include "core/backends/nvml/NvmlMapping.h"
#include "core/telemetry/Metric.h"

#include <gtest/gtest.h>

using namespace rocmtune;

TEST(NvmlMapping, PcieGenerationsToTransferRates)
{
    const double expected[] = {2.5, 5.0, 8.0, 16.0, 32.0, 64.0};
    for (unsigned gen = 1; gen <= 6; ++gen)
        EXPECT_DOUBLE_EQ(*nvml::pcieGenerationToGigaTransfersPerSecond(gen), expected[gen - 1]) << gen;
    EXPECT_FALSE(nvml::pcieGenerationToGigaTransfersPerSecond(0).has_value());
    EXPECT_FALSE(nvml::pcieGenerationToGigaTransfersPerSecond(7).has_value());
}

TEST(NvmlMapping, EachClockEventReasonMapsToItsThrottleBits)
{
    EXPECT_EQ(nvml::throttleReasonsFromClockEvents(0), 0u);
    EXPECT_EQ(nvml::throttleReasonsFromClockEvents(0x1), unsigned(ThrottleIdle));
    EXPECT_EQ(nvml::throttleReasonsFromClockEvents(0x2), unsigned(ThrottleClockLocked));
    EXPECT_EQ(nvml::throttleReasonsFromClockEvents(0x4), unsigned(ThrottlePowerCap));
    EXPECT_EQ(nvml::throttleReasonsFromClockEvents(0x8), unsigned(ThrottleHardwareSlowdown));
    EXPECT_EQ(nvml::throttleReasonsFromClockEvents(0x10), unsigned(ThrottleSoftwareSlowdown));
    EXPECT_EQ(nvml::throttleReasonsFromClockEvents(0x20), unsigned(ThrottleThermal));
    EXPECT_EQ(nvml::throttleReasonsFromClockEvents(0x40), unsigned(ThrottleThermal | ThrottleHardwareSlowdown));
    EXPECT_EQ(nvml::throttleReasonsFromClockEvents(0x80), unsigned(ThrottleHardwareSlowdown));
    EXPECT_EQ(nvml::throttleReasonsFromClockEvents(0x100), unsigned(ThrottleClockLocked));
    EXPECT_EQ(nvml::throttleReasonsFromClockEvents(0x200), 0u); // a reason this build does not know
}

TEST(NvmlMapping, PciBusIdTakesTheSysfsForm)
{
    EXPECT_EQ(nvml::normalizedPciBusId("00000000:18:00.0").toStdString(), "0000:18:00.0");
    EXPECT_EQ(nvml::normalizedPciBusId("0000000A:3B:00.0").toStdString(), "000a:3b:00.0");
    EXPECT_EQ(nvml::normalizedPciBusId("00010000:01:00.0").toStdString(), "00010000:01:00.0"); // domain > 0xffff kept
    EXPECT_EQ(nvml::normalizedPciBusId("0000:65:00.0").toStdString(), "0000:65:00.0");
}

TEST(NvmlMapping, IdsArchitectureAndBuffers)
{
    EXPECT_EQ(nvml::pciIdFromDeviceId(0x233510DEu).toStdString(), "10de:2335");
    EXPECT_EQ(nvml::archFromComputeCapability(9, 0).toStdString(), "sm_90");
    EXPECT_EQ(nvml::archFromComputeCapability(12, 0).toStdString(), "sm_120");
    const char unterminated[4] = {'H', '2', '0', '0'};
    EXPECT_EQ(nvml::fromBuffer(unterminated, sizeof unterminated).toStdString(), "H200");
}
