// SPDX-License-Identifier: GPL-3.0-or-later
// The gpu_metrics decoder on hand-built tables of every revision: fields at
// the kernel's offsets, "not reported" markers, garbled headers, W vs mW.
#include "core/backends/amdgpu_metrics/GpuMetricsTable.h"
#include "core/telemetry/Metric.h"

#include <QtEndian>

#include <gtest/gtest.h>

using namespace rocmtune;
using namespace rocmtune::amdgpu;

namespace {

// A table as the kernel writes it: 0xff everywhere, then the header and the
// fields a firmware reports.
struct Table {
    QByteArray bytes;
    Table(int size, int format, int content) : bytes(size, '\xff')
    {
        put16(0, static_cast<quint16>(size));
        bytes[2] = static_cast<char>(format);
        bytes[3] = static_cast<char>(content);
    }
    Table &put8(int offset, quint8 v)
    {
        bytes[offset] = static_cast<char>(v);
        return *this;
    }
    Table &put16(int offset, quint16 v)
    {
        qToLittleEndian(v, bytes.data() + offset);
        return *this;
    }
    Table &put32(int offset, quint32 v)
    {
        qToLittleEndian(v, bytes.data() + offset);
        return *this;
    }
    Table &put64(int offset, quint64 v)
    {
        qToLittleEndian(v, bytes.data() + offset);
        return *this;
    }
};

GpuMetrics decoded(const Table &t)
{
    QString problem;
    const auto m = decodeGpuMetrics(t.bytes, &problem);
    EXPECT_TRUE(m) << problem.toStdString();
    return m.value_or(GpuMetrics());
}

// v1.1-v1.3 share every offset up to the HBM temperatures.
Table v1Common(int size, int content)
{
    Table t(size, 1, content);
    t.put16(4, 41).put16(6, 52).put16(8, 58).put16(10, 45).put16(12, 43).put16(14, 50); // edge hotspot mem vrgfx vrsoc vrmem
    t.put16(16, 7).put16(18, 3).put16(22, 48).put64(24, 123456789);                      // gfx umc power energy
    t.put16(40, 1850).put16(44, 1240).put16(54, 1864).put16(58, 1249);                   // average / current clocks
    t.put16(72, 1200).put16(74, 16).put16(76, 160);                                      // fan, PCIe
    t.put16(42, 955).put16(46, 480).put16(48, 490).put16(56, 960).put16(60, 500).put16(62, 510); // socclk vclk0 dclk0 (avg, cur)
    return t;
}

void expectV1Common(const GpuMetrics &m)
{
    EXPECT_EQ(m.temperatureEdgeCelsius, 41);
    EXPECT_EQ(m.temperatureHotspotCelsius, 52);
    EXPECT_EQ(m.temperatureMemoryCelsius, 58);
    EXPECT_EQ(m.temperatureVrGfxCelsius, 45);
    EXPECT_EQ(m.temperatureVrSocCelsius, 43);
    EXPECT_EQ(m.temperatureVrMemCelsius, 50);
    EXPECT_EQ(m.gfxActivityPercent, 7);
    EXPECT_EQ(m.memoryActivityPercent, 3);
    EXPECT_EQ(m.socketPowerRaw, 48u);
    EXPECT_EQ(m.socketPowerScale, SocketPowerScale::Watts);
    EXPECT_EQ(m.energyAccumulator, 123456789u);
    EXPECT_EQ(m.averageGfxclkMegahertz, 1850);
    EXPECT_EQ(m.currentGfxclkMegahertz, 1864);
    EXPECT_EQ(m.averageUclkMegahertz, 1240);
    EXPECT_EQ(m.currentUclkMegahertz, 1249);
    EXPECT_EQ(m.fanRpm, 1200);
    EXPECT_EQ(m.pcieLinkWidth, 16);
    EXPECT_DOUBLE_EQ(m.pcieLinkSpeedGigatransfers.value_or(0), 16.0);
    EXPECT_EQ(m.averageSocclkMegahertz, 955);
    EXPECT_EQ(m.currentSocclkMegahertz, 960);
    EXPECT_EQ(m.averageVclkMegahertz, 480);
    EXPECT_EQ(m.currentVclkMegahertz, 500);
    EXPECT_EQ(m.averageDclkMegahertz, 490);
    EXPECT_EQ(m.currentDclkMegahertz, 510);
    EXPECT_FALSE(m.currentFclkMegahertz); // v1.x tables have no FCLK
    EXPECT_FALSE(m.pcieReplayCount);
}

} // namespace

TEST(GpuMetricsTable, Version1_0HasAHoleAfterTheHeaderAndA32BitEnergyCounter)
{
    Table t(80, 1, 0);
    t.put64(8, 1).put16(16, 40).put16(18, 51).put16(20, 60).put16(28, 99).put16(30, 12).put16(34, 200).put32(36, 777);
    t.put16(40, 1500).put16(44, 900).put16(54, 1510).put16(58, 905).put16(72, 2000).put8(74, 16).put8(75, 80);
    t.put16(56, 1100).put16(62, 700);
    const GpuMetrics m = decoded(t);
    EXPECT_EQ(m.formatRevision, 1);
    EXPECT_EQ(m.contentRevision, 0);
    EXPECT_EQ(m.temperatureEdgeCelsius, 40);
    EXPECT_EQ(m.temperatureHotspotCelsius, 51);
    EXPECT_EQ(m.temperatureMemoryCelsius, 60);
    EXPECT_EQ(m.gfxActivityPercent, 99);
    EXPECT_EQ(m.memoryActivityPercent, 12);
    EXPECT_EQ(m.socketPowerRaw, 200u);
    EXPECT_EQ(m.energyAccumulator, 777u);
    EXPECT_EQ(m.currentGfxclkMegahertz, 1510);
    EXPECT_EQ(m.averageUclkMegahertz, 900);
    EXPECT_EQ(m.fanRpm, 2000);
    EXPECT_EQ(m.pcieLinkWidth, 16);
    EXPECT_DOUBLE_EQ(m.pcieLinkSpeedGigatransfers.value_or(0), 8.0);
    EXPECT_EQ(m.currentSocclkMegahertz, 1100);
    EXPECT_EQ(m.currentDclkMegahertz, 700);
    EXPECT_FALSE(m.currentVclkMegahertz);
    EXPECT_FALSE(m.temperatureVrGfxCelsius); // 0xffff: not reported
    EXPECT_FALSE(m.independentThrottleBits);
}

TEST(GpuMetricsTable, Versions1_1To1_3)
{
    Table v11 = v1Common(96, 1);
    v11.put16(88, 39).put16(90, 38);
    const GpuMetrics m11 = decoded(v11);
    expectV1Common(m11);
    EXPECT_EQ(m11.temperatureHbmCelsius[0], 39);
    EXPECT_EQ(m11.temperatureHbmCelsius[1], 38);
    EXPECT_FALSE(m11.temperatureHbmCelsius[2]);
    EXPECT_FALSE(m11.gfxVoltageMillivolts);

    expectV1Common(decoded(v1Common(104, 2)));

    Table v13 = v1Common(120, 3);
    v13.put16(106, 862).put64(112, (1ull << 0) | (1ull << 36));
    const GpuMetrics m13 = decoded(v13);
    expectV1Common(m13);
    EXPECT_EQ(m13.gfxVoltageMillivolts, 862);
    EXPECT_EQ(m13.independentThrottleBits, (1ull << 0) | (1ull << 36));
    EXPECT_EQ(throttleReasonsFromIndependentBits(*m13.independentThrottleBits), unsigned(ThrottlePowerCap | ThrottleThermal | ThrottleHotspotTemperature));
}

TEST(GpuMetricsTable, NotReportedFieldsAreMissingNotZero)
{
    Table t(120, 1, 3); // all 0xff, as the kernel starts every table
    const GpuMetrics m = decoded(t);
    EXPECT_FALSE(m.temperatureEdgeCelsius);
    EXPECT_FALSE(m.socketPowerRaw);
    EXPECT_FALSE(m.energyAccumulator);
    EXPECT_FALSE(m.fanRpm);
    EXPECT_FALSE(m.gfxVoltageMillivolts);
    EXPECT_FALSE(m.independentThrottleBits);
    t.put16(4, 0);
    EXPECT_EQ(decoded(t).temperatureEdgeCelsius, 0); // a real 0 stays a value
}

// v1.4-v1.8 (MI300): the same first 16 bytes, the rest at each revision's offsets.
struct Mi300Offsets {
    int content, size, energy, pcieWidth, replays, gfxclk, uclk;
};

class GpuMetricsMi300 : public ::testing::TestWithParam<Mi300Offsets>
{
};

TEST_P(GpuMetricsMi300, FieldsAtTheirOffsets)
{
    const Mi300Offsets o = GetParam();
    Table t(o.size, 1, o.content);
    t.put16(4, 55).put16(6, 61).put16(8, 47).put16(10, 540).put16(12, 88).put16(14, 35);
    t.put64(o.energy, 9999999999ull).put16(o.pcieWidth, 16).put16(o.pcieWidth + 2, 320);
    t.put16(o.gfxclk, 0).put16(o.gfxclk + 2, 2100).put16(o.uclk, 1300); // XCC 0 reports 0: the first that reports counts
    t.put64(o.replays, 7);
    t.put16(o.gfxclk + 16, 800).put16(o.gfxclk + 24, 914).put16(o.gfxclk + 26, 915).put16(o.gfxclk + 32, 711); // socclk[0] vclk0[0,1] dclk0[0]
    const GpuMetrics m = decoded(t);
    EXPECT_FALSE(m.temperatureEdgeCelsius);
    EXPECT_EQ(m.temperatureHotspotCelsius, 55);
    EXPECT_EQ(m.temperatureMemoryCelsius, 61);
    EXPECT_EQ(m.temperatureVrSocCelsius, 47);
    EXPECT_EQ(m.socketPowerRaw, 540u);
    EXPECT_EQ(m.gfxActivityPercent, 88);
    EXPECT_EQ(m.memoryActivityPercent, 35);
    EXPECT_EQ(m.energyAccumulator, 9999999999ull);
    EXPECT_EQ(m.pcieLinkWidth, 16);
    EXPECT_DOUBLE_EQ(m.pcieLinkSpeedGigatransfers.value_or(0), 32.0);
    EXPECT_EQ(m.currentGfxclkMegahertz, 2100);
    EXPECT_EQ(m.currentUclkMegahertz, 1300);
    EXPECT_EQ(m.pcieReplayCount, 7u);
    EXPECT_EQ(m.currentSocclkMegahertz, 800);
    EXPECT_EQ(m.currentVclkMegahertz, 914);
    EXPECT_EQ(m.currentDclkMegahertz, 711);
    EXPECT_FALSE(m.currentFclkMegahertz);
    EXPECT_FALSE(m.fanRpm);
    EXPECT_FALSE(m.independentThrottleBits);
}

INSTANTIATE_TEST_SUITE_P(Revisions, GpuMetricsMi300,
                         ::testing::Values(Mi300Offsets{4, 288, 24, 48, 88, 240, 280}, Mi300Offsets{5, 360, 88, 112, 152, 312, 352},
                                           Mi300Offsets{6, 1664, 16, 60, 104, 264, 304}, Mi300Offsets{7, 2208, 24, 68, 112, 296, 336},
                                           Mi300Offsets{8, 3872, 24, 68, 112, 296, 336}));

TEST(GpuMetricsTable, Version1_8PartitionStatisticsDoNotShiftTheFieldsAfterThem)
{
    // v1.8's partitions are 440 bytes (v1.7: 232): the table is 3872 bytes;
    // a v1.7-sized table that says 1.8 is refused.
    Table t(3872, 1, 8);
    t.put16(4, 71).put16(10, 612).put16(336, 1250);
    t.put8(344, 0x00).put32(3864, 5); // a partition's first byte, pcie_lc_perf_other_end_recovery: not read
    const GpuMetrics m = decoded(t);
    EXPECT_EQ(m.temperatureHotspotCelsius, 71);
    EXPECT_EQ(m.socketPowerRaw, 612u);
    EXPECT_EQ(m.currentUclkMegahertz, 1250);
    QString problem;
    Table short18(2208, 1, 8);
    EXPECT_FALSE(decodeGpuMetrics(short18.bytes, &problem));
    EXPECT_TRUE(problem.contains(QLatin1String("3872"))) << problem.toStdString();
}

TEST(GpuMetricsTable, Version3_0StrixApu)
{
    // smu_v14_0_0: hundredths of °C and %, a 32-bit socket power in mW,
    // time-filtered clocks only (no current GFX clock, no DCLK, no fan).
    Table t(264, 3, 0);
    t.put16(4, 5275).put16(6, 4800).put16(42, 6150).put32(112, 28500);
    t.put16(174, 2700).put16(176, 1400).put16(182, 2000).put16(184, 1050).put16(186, 2800);
    t.put32(120, 1234).put16(190, 4900); // APU power and core 0's clock: not read
    const GpuMetrics m = decoded(t);
    EXPECT_DOUBLE_EQ(m.temperatureEdgeCelsius.value_or(0), 52.75);
    EXPECT_DOUBLE_EQ(m.gfxActivityPercent.value_or(0), 61.5);
    EXPECT_EQ(m.socketPowerRaw, 28500u);
    EXPECT_EQ(m.socketPowerScale, SocketPowerScale::Milliwatts);
    EXPECT_DOUBLE_EQ(socketPowerWatts(*m.socketPowerRaw, m.socketPowerScale), 28.5);
    EXPECT_EQ(m.averageGfxclkMegahertz, 2700);
    EXPECT_EQ(m.averageSocclkMegahertz, 1400);
    EXPECT_EQ(m.averageFclkMegahertz, 2000);
    EXPECT_EQ(m.averageVclkMegahertz, 1050);
    EXPECT_EQ(m.averageUclkMegahertz, 2800);
    EXPECT_FALSE(m.currentGfxclkMegahertz);
    EXPECT_FALSE(m.averageDclkMegahertz);
    EXPECT_FALSE(m.temperatureHotspotCelsius);
    EXPECT_FALSE(m.memoryActivityPercent);
    EXPECT_FALSE(m.fanRpm);
    EXPECT_FALSE(m.independentThrottleBits);
    t.put32(112, 0xffffffffu); // a 32-bit "not reported"
    EXPECT_FALSE(decoded(t).socketPowerRaw);
}

TEST(GpuMetricsTable, Version2_0Apu)
{
    Table t(120, 2, 0);
    t.put16(16, 4550).put16(40, 2500).put16(44, 15000).put16(68, 1800).put16(72, 2400).put16(80, 1900).put16(84, 2400);
    t.put16(74, 1590).put16(82, 1200).put16(86, 1600).put16(88, 1000).put16(90, 900); // avg fclk; cur socclk fclk vclk dclk
    const GpuMetrics m = decoded(t);
    EXPECT_DOUBLE_EQ(m.temperatureEdgeCelsius.value_or(0), 45.5);
    EXPECT_DOUBLE_EQ(m.gfxActivityPercent.value_or(0), 25.0);
    EXPECT_EQ(m.socketPowerRaw, 15000u);
    EXPECT_EQ(m.socketPowerScale, SocketPowerScale::Milliwatts);
    EXPECT_EQ(m.averageGfxclkMegahertz, 1800);
    EXPECT_EQ(m.currentGfxclkMegahertz, 1900);
    EXPECT_EQ(m.currentUclkMegahertz, 2400);
    EXPECT_EQ(m.averageFclkMegahertz, 1590);
    EXPECT_EQ(m.currentSocclkMegahertz, 1200);
    EXPECT_EQ(m.currentFclkMegahertz, 1600);
    EXPECT_EQ(m.currentVclkMegahertz, 1000);
    EXPECT_EQ(m.currentDclkMegahertz, 900);
    EXPECT_FALSE(m.memoryActivityPercent);
}

TEST(GpuMetricsTable, Versions2_1To2_4Apu)
{
    for (const auto &[content, size] : {std::pair{1, 120}, {2, 128}, {3, 152}, {4, 168}}) {
        Table t(size, 2, content);
        t.put16(4, 6125).put16(28, 9900).put16(40, 23456).put16(64, 2200).put16(76, 2300).put16(80, 3200);
        t.put16(78, 1100).put16(82, 1800).put16(84, 1300).put16(86, 1250); // current socclk fclk vclk dclk
        if (content >= 2)
            t.put64(120, 1ull << 40);
        if (content >= 4)
            t.put16(156, 1050);
        const GpuMetrics m = decoded(t);
        EXPECT_DOUBLE_EQ(m.temperatureEdgeCelsius.value_or(0), 61.25) << content;
        EXPECT_DOUBLE_EQ(m.gfxActivityPercent.value_or(0), 99.0) << content;
        EXPECT_EQ(m.socketPowerRaw, 23456u) << content;
        EXPECT_EQ(m.socketPowerScale, SocketPowerScale::Milliwatts) << content;
        EXPECT_EQ(m.averageGfxclkMegahertz, 2200) << content;
        EXPECT_EQ(m.currentGfxclkMegahertz, 2300) << content;
        EXPECT_EQ(m.currentUclkMegahertz, 3200) << content;
        EXPECT_EQ(m.currentSocclkMegahertz, 1100) << content;
        EXPECT_EQ(m.currentFclkMegahertz, 1800) << content;
        EXPECT_EQ(m.currentVclkMegahertz, 1300) << content;
        EXPECT_EQ(m.currentDclkMegahertz, 1250) << content;
        EXPECT_EQ(m.independentThrottleBits.has_value(), content >= 2) << content;
        EXPECT_EQ(m.gfxVoltageMillivolts.has_value(), content >= 4) << content;
    }
}

TEST(GpuMetricsTable, GarbledOrUnknownTablesAreRefusedWithAReason)
{
    QString problem;
    EXPECT_FALSE(decodeGpuMetrics(QByteArray(), &problem));
    EXPECT_TRUE(problem.contains(QLatin1String("header"))) << problem.toStdString();
    EXPECT_FALSE(decodeGpuMetrics(QByteArray("\x10\x00\x07\x09garbage", 11), &problem));
    EXPECT_TRUE(problem.contains(QLatin1String("7.9"))) << problem.toStdString();
    EXPECT_FALSE(decodeGpuMetrics(Table(16, 1, 9).bytes, &problem)); // v1.9: encoded attributes, no fixed layout
    EXPECT_TRUE(problem.contains(QLatin1String("1.9"))) << problem.toStdString();
    EXPECT_FALSE(decodeGpuMetrics(Table(264, 3, 1).bytes, &problem)); // v3.1 does not exist (yet)
    Table wrongSize = v1Common(120, 3);
    wrongSize.put16(0, 104);
    EXPECT_FALSE(decodeGpuMetrics(wrongSize.bytes, &problem));
    EXPECT_TRUE(problem.contains(QLatin1String("120"))) << problem.toStdString();
    EXPECT_FALSE(decodeGpuMetrics(v1Common(120, 3).bytes.left(100), &problem)); // short read
    EXPECT_EQ(gpuMetricsSize(1, 3), 120);
    EXPECT_EQ(gpuMetricsSize(1, 9), 0);
}

TEST(GpuMetricsTable, SocketPowerScaleFromHwmon)
{
    // A v1.x firmware that reports mW: hwmon says 48 W.
    EXPECT_EQ(chooseSocketPowerScale(48210, 48.0, SocketPowerScale::Watts), SocketPowerScale::Milliwatts);
    EXPECT_EQ(chooseSocketPowerScale(48, 48.0, SocketPowerScale::Watts), SocketPowerScale::Watts);
    EXPECT_EQ(chooseSocketPowerScale(15, 15.2, SocketPowerScale::Milliwatts), SocketPowerScale::Watts);
    EXPECT_EQ(chooseSocketPowerScale(15200, 15.2, SocketPowerScale::Milliwatts), SocketPowerScale::Milliwatts);
    // Idle (hwmon 0): cannot tell, the revision's rule stands.
    EXPECT_EQ(chooseSocketPowerScale(0, 0.0, SocketPowerScale::Milliwatts), SocketPowerScale::Milliwatts);
    EXPECT_EQ(chooseSocketPowerScale(3, 0.3, SocketPowerScale::Watts), SocketPowerScale::Watts);
    EXPECT_DOUBLE_EQ(socketPowerWatts(48210, SocketPowerScale::Milliwatts), 48.21);
}
