// SPDX-License-Identifier: GPL-3.0-or-later
// The rocm-smi backend's own parsers of amdgpu files, and the checks that
// decide whether librocm_smi64 5.2.3 may parse a file without asserting.
#include "core/backends/rocm_smi/AmdgpuFileParsers.h"

#include <gtest/gtest.h>

using namespace rocmtune;
using namespace rocmtune::amdgpu;

TEST(AmdgpuDpmTable, FineGrainedRdna3Table)
{
    const auto t = parseDpmTable("0: 500Mhz\n1: 1864Mhz *\n2: 2526Mhz\n");
    ASSERT_TRUE(t);
    EXPECT_EQ(t->currentMegahertz(), 1864);
    EXPECT_EQ(t->minMegahertz(), 500);
    EXPECT_EQ(t->maxMegahertz(), 2526);
    EXPECT_EQ(t->levelsMegahertz(), (QVector<int>{500, 1864, 2526}));
}

TEST(AmdgpuDpmTable, DeepSleepLineIsCurrentButNotALevel)
{
    const auto t = parseDpmTable("S: 19Mhz *\n0: 500Mhz\n1: 2526Mhz\n");
    ASSERT_TRUE(t);
    EXPECT_EQ(t->currentMegahertz(), 19);
    EXPECT_EQ(t->minMegahertz(), 500);
    EXPECT_EQ(t->levelsMegahertz(), (QVector<int>{500, 2526}));
    EXPECT_FALSE(rsmiAcceptsDpmTable("S: 19Mhz *\n0: 500Mhz\n1: 2526Mhz\n", false));
}

TEST(AmdgpuDpmTable, GarbageIsRejectedNotGuessed)
{
    EXPECT_FALSE(parseDpmTable("0 2 "));
    EXPECT_FALSE(parseDpmTable(""));
    EXPECT_FALSE(parseDpmTable("0: fastMhz *\n"));
    EXPECT_FALSE(parseDpmTable("0: 500\n"));
}

TEST(AmdgpuDpmTable, LibraryAcceptanceMirrorsItsAsserts)
{
    EXPECT_TRUE(rsmiAcceptsDpmTable("0: 96Mhz \n1: 456Mhz \n2: 772Mhz \n3: 1249Mhz *\n", false));
    EXPECT_FALSE(rsmiAcceptsDpmTable("0 2 ", false));                         // setter clobber
    EXPECT_FALSE(rsmiAcceptsDpmTable("0: 1249Mhz *\n1: 96Mhz\n", false));     // descending
    EXPECT_FALSE(rsmiAcceptsDpmTable("0: 500Mhz *\n1: 900Mhz *\n", false));   // two current levels
    EXPECT_FALSE(rsmiAcceptsDpmTable("0: 500Xhz *\n", false));                // unknown unit
    EXPECT_FALSE(rsmiAcceptsDpmTable("0: 500Mhz x4\n", false));               // lanes outside pp_dpm_pcie
    EXPECT_TRUE(rsmiAcceptsDpmTable("0: 2.5GT/s, x1 310Mhz \n1: 16.0GT/s, x16 619Mhz *\n", true));
    EXPECT_FALSE(rsmiAcceptsDpmTable("0: 2.5GT/s, xfoo 310Mhz *\n", true));
}

TEST(AmdgpuPcieTable, CurrentLinkSpeedAndWidth)
{
    const auto t = parsePcieTable("0: 2.5GT/s, x1 310Mhz \n1: 16.0GT/s, x16 619Mhz *\n");
    ASSERT_TRUE(t);
    ASSERT_EQ(t->size(), 2);
    EXPECT_TRUE(t->at(1).current);
    EXPECT_EQ(t->at(1).gigatransfersPerSecond, 16.0);
    EXPECT_EQ(t->at(1).lanes, 16);
}

TEST(AmdgpuOdTable, Rdna3Layout)
{
    const auto t = parseOdClockTable("OD_SCLK:\n0: 500Mhz\n1: 2500Mhz\nOD_MCLK:\n0: 97Mhz\n1: 1249MHz\nOD_VDDGFX_OFFSET:\n0mV\n"
                                     "OD_RANGE:\nSCLK:     500Mhz       3000Mhz\nMCLK:      97Mhz       1500Mhz\nVDDGFX_OFFSET:    -450mv         0mv\n");
    ASSERT_TRUE(t);
    ASSERT_TRUE(t->sclk && t->mclk && t->sclkRange && t->mclkRange);
    EXPECT_EQ(t->sclk->maxMegahertz, 2500);
    EXPECT_EQ(t->mclk->maxMegahertz, 1249);
    EXPECT_EQ(t->sclkRange->maxMegahertz, 3000);
    EXPECT_EQ(t->mclkRange->minMegahertz, 97);
    EXPECT_TRUE(t->sclkWritable);
    EXPECT_TRUE(t->mclkWritable);
}

TEST(AmdgpuOdTable, AldebaranLayoutHasNoMemoryCommands)
{
    const auto t = parseOdClockTable("GFXCLK:\n0: 500Mhz \n1: 1400Mhz *\n2: 1700Mhz \nMCLK:\n0: 400Mhz \n3: 1600Mhz *\n"
                                     "OD_RANGE:\nSCLK:     500Mhz       1700Mhz\n");
    ASSERT_TRUE(t);
    EXPECT_EQ(t->sclk->minMegahertz, 500);
    EXPECT_EQ(t->sclk->maxMegahertz, 1700);
    EXPECT_TRUE(t->sclkWritable);
    EXPECT_FALSE(t->mclkWritable);
    EXPECT_FALSE(t->mclkRange);
}

TEST(AmdgpuOdTable, PolarisPerStateLayoutIsNotAMinMaxRange)
{
    // smu7: "%d: %10uMHz %10umV" per DPM state, edited as "s <state> <MHz> <mV>".
    const auto t = parseOdClockTable("OD_SCLK:\n0:        300MHz        750mV\n1:        600MHz        769mV\n7:       1411MHz       1150mV\n"
                                     "OD_MCLK:\n0:        300MHz        750mV\n2:       2000MHz        950mV\n"
                                     "OD_RANGE:\nSCLK:     300MHz       2000MHz\nMCLK:     300MHz       2250MHz\nVDDC:     750mV        1150mV\n");
    ASSERT_TRUE(t);
    EXPECT_TRUE(t->perStateVoltages);
    EXPECT_EQ(t->sclk->minMegahertz, 300);
    EXPECT_EQ(t->sclk->maxMegahertz, 1411);
    EXPECT_EQ(t->mclk->maxMegahertz, 2000);
    EXPECT_EQ(t->sclkRange->maxMegahertz, 2000);
    EXPECT_EQ(t->mclkRange->maxMegahertz, 2250);
}

TEST(AmdgpuOdTable, Rdna4OffsetLayoutHasNoGfxRange)
{
    // smu_v14_0_2: the GFX clock is one offset ("s <offset>"), not a min/max pair.
    const auto t = parseOdClockTable("OD_SCLK_OFFSET:\n0Mhz\nOD_MCLK:\n0: 97Mhz\n1: 1258MHz\nOD_VDDGFX_OFFSET:\n0mV\n"
                                     "OD_RANGE:\nSCLK_OFFSET:    -500Mhz       1000Mhz\nMCLK:      97Mhz       1500Mhz\n"
                                     "VDDGFX_OFFSET:    -200mv          0mv\n");
    ASSERT_TRUE(t);
    EXPECT_FALSE(t->sclkWritable);
    EXPECT_FALSE(t->sclk);
    EXPECT_FALSE(t->sclkRange);
    EXPECT_TRUE(t->mclkWritable);
    EXPECT_EQ(t->mclk->maxMegahertz, 1258);
    EXPECT_EQ(t->mclkRange->maxMegahertz, 1500);
    EXPECT_FALSE(t->perStateVoltages);
}

TEST(AmdgpuOdTable, NotAnOdTable)
{
    EXPECT_FALSE(parseOdClockTable("c"));
    EXPECT_FALSE(parseOdClockTable(""));
}

TEST(AmdgpuPowerProfiles, RowLayoutWithCurrentMarker)
{
    const QByteArray text = "PROFILE_INDEX(NAME) CLOCK_TYPE(NAME) FPS\n"
                            " 0 BOOTUP_DEFAULT :\n                   0(       GFXCLK)       0\n"
                            " 5        COMPUTE*:\n                   0(       GFXCLK)       0\n"
                            " 6         CUSTOM :\n";
    const auto t = parsePowerProfileTable(text);
    ASSERT_TRUE(t);
    EXPECT_EQ(t->current, PowerProfile::Compute);
    EXPECT_EQ(t->driverIndex.value(PowerProfile::Compute), 5);
    EXPECT_EQ(t->available, (QVector<PowerProfile>{PowerProfile::BootupDefault, PowerProfile::Compute, PowerProfile::Custom}));
    EXPECT_TRUE(rsmiAcceptsPowerProfileTable(text));
}

TEST(AmdgpuPowerProfiles, UnknownCurrentProfileIsNamedButNotMapped)
{
    const QByteArray text = "PROFILE_INDEX(NAME) CLOCK_TYPE(NAME)\n 0 BOOTUP_DEFAULT :\n 7      WINDOW_3D*:\n";
    const auto t = parsePowerProfileTable(text);
    ASSERT_TRUE(t);
    EXPECT_FALSE(t->current);
    EXPECT_EQ(t->currentName, QStringLiteral("WINDOW_3D"));
    EXPECT_FALSE(rsmiAcceptsPowerProfileTable(text));
}

TEST(AmdgpuPowerProfiles, TransposedLayout)
{
    const QByteArray text = "                              BOOTUP_DEFAULT  3D_FULL_SCREEN  POWER_SAVING    VIDEO           VR              COMPUTE       * CUSTOM          WINDOW_3D       \nGFXCLK\nActiveHystLimit               0               1               1               1               1               1               0               1               \n";
    const auto t = parsePowerProfileTable(text);
    ASSERT_TRUE(t);
    EXPECT_EQ(t->current, PowerProfile::Compute);
    EXPECT_EQ(t->driverIndex.value(PowerProfile::Compute), 5);
    EXPECT_EQ(t->available.size(), 7);
    EXPECT_EQ(t->names.size(), 8); // WINDOW_3D too
    EXPECT_FALSE(rsmiAcceptsPowerProfileTable(text));
}

TEST(AmdgpuNames, GfxArchFromKfdTargetVersion)
{
    EXPECT_EQ(gfxArchFromTargetVersion(110000), QStringLiteral("gfx1100"));
    EXPECT_EQ(gfxArchFromTargetVersion(100300), QStringLiteral("gfx1030"));
    EXPECT_EQ(gfxArchFromTargetVersion(90010), QStringLiteral("gfx90a"));
    EXPECT_EQ(gfxArchFromTargetVersion(90402), QStringLiteral("gfx942"));
    EXPECT_EQ(gfxArchFromTargetVersion(0), QString());
}

TEST(AmdgpuNames, PciBusIdFromBdfId)
{
    EXPECT_EQ(pciBusIdFromBdfId(0x0300), QStringLiteral("0000:03:00.0"));
    EXPECT_EQ(pciBusIdFromBdfId((quint64{1} << 32) | (0x83 << 8) | (0x1f << 3) | 7), QStringLiteral("0001:83:1f.7"));
}

TEST(AmdgpuGpuMetrics, IndependentThrottleBits)
{
    QByteArray table(120, '\0');
    table[0] = 120;
    table[2] = 1;
    table[3] = 3;
    EXPECT_EQ(throttleReasonsFromGpuMetrics(table), 0u);
    table[112] = 0x01;        // PPT0
    table[112 + 4] = 0x10;    // bit 36: TEMP_HOTSPOT
    table[112 + 2] = 0x01;    // bit 16: TDC_GFX
    EXPECT_EQ(throttleReasonsFromGpuMetrics(table), unsigned(ThrottlePowerCap | ThrottleThermal | ThrottleHotspotTemperature | ThrottleCurrent));
    table[3] = 2; // v1.2 has no independent bits
    EXPECT_FALSE(throttleReasonsFromGpuMetrics(table));
    // v1.4 (MI300, 288 bytes): offset 112 holds an XGMI counter, not throttle
    // bits; MI300's own throttle_status (offset 40, AsicThrottleBits) is 0: no reason.
    QByteArray v14(288, '\0');
    v14[0] = char(288 & 0xff);
    v14[1] = char(288 >> 8);
    v14[2] = 1;
    v14[3] = 4;
    v14[112] = 0x01;
    EXPECT_EQ(throttleReasonsFromGpuMetrics(v14), 0u);
    v14[40] = 0x02; // MI300's PPT bit
    EXPECT_EQ(throttleReasonsFromGpuMetrics(v14), unsigned(ThrottlePowerCap));
    EXPECT_FALSE(throttleReasonsFromGpuMetrics(QByteArray("\x10\x00\x07\x09garbage", 11)));
}
