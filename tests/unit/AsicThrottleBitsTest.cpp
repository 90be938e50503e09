// SPDX-License-Identifier: GPL-3.0-or-later
// throttle_status of the gpu_metrics revisions without indep_throttle_status:
// the firmware's own bits, per SMU generation (AsicThrottleBits.h), in
// hand-built tables with planted bits.
#include "core/backends/amdgpu_metrics/AsicThrottleBits.h"
#include "core/backends/amdgpu_metrics/GpuMetricsTable.h"
#include "core/backends/rocm_smi/AmdgpuFileParsers.h"
#include "core/telemetry/Metric.h"
#include "core/telemetry/ThrottleReasons.h"

#include <QTemporaryDir>
#include <QFile>
#include <QtEndian>

#include <gtest/gtest.h>

using namespace rocmtune;
using namespace rocmtune::amdgpu;

namespace {

// A table as the kernel fills it: 0xff, then the header and the planted fields.
QByteArray asicTable(int size, int content, int throttleOffset, quint32 bits)
{
    QByteArray t(size, '\xff');
    qToLittleEndian(static_cast<quint16>(size), t.data());
    t[2] = 1;
    t[3] = static_cast<char>(content);
    qToLittleEndian(bits, t.data() + throttleOffset);
    return t;
}

QStringList shownKeys(unsigned reasons)
{
    QStringList keys;
    for (const ThrottleReasonInfo *r : shownThrottleReasons(reasons))
        keys << QLatin1String(r->key);
    return keys;
}

constexpr quint16 kNavi10 = 0x731f;   // RX 5700 XT
constexpr quint16 kArcturus = 0x738c; // MI100
constexpr quint16 kVega20 = 0x66af;   // Radeon VII
constexpr quint16 kNavi21 = 0x73bf;   // RX 6800 XT / 6900 XT
constexpr quint16 kNavi24 = 0x743f;   // RX 6500 XT (also sienna_cichlid_ppt)
constexpr quint16 kMi210 = 0x740f;    // Aldebaran
constexpr quint16 kVega10 = 0x687f;   // RX Vega 64: no gpu_metrics, no layout

} // namespace

TEST(AsicThrottleBits, LayoutByRevisionAndCard)
{
    EXPECT_EQ(smuThrottlerLayout(1, 4, std::nullopt), SmuThrottlerLayout::Mi300);
    EXPECT_EQ(smuThrottlerLayout(1, 5, kNavi10), SmuThrottlerLayout::Mi300); // the revision decides
    EXPECT_EQ(smuThrottlerLayout(1, 1, kNavi10), SmuThrottlerLayout::Navi1x);
    EXPECT_EQ(smuThrottlerLayout(1, 0, 0x7340), SmuThrottlerLayout::Navi1x); // Navi14
    EXPECT_EQ(smuThrottlerLayout(1, 1, kArcturus), SmuThrottlerLayout::Arcturus);
    EXPECT_EQ(smuThrottlerLayout(1, 0, kVega20), SmuThrottlerLayout::Vega20);
    EXPECT_EQ(smuThrottlerLayout(1, 1, kNavi21), SmuThrottlerLayout::SiennaCichlid);
    EXPECT_EQ(smuThrottlerLayout(1, 1, kNavi24), SmuThrottlerLayout::SiennaCichlid);
    EXPECT_EQ(smuThrottlerLayout(1, 2, kMi210), SmuThrottlerLayout::Aldebaran);
    EXPECT_EQ(smuThrottlerLayout(1, 3, kNavi21), SmuThrottlerLayout::Unknown); // 5.15+: v1.3's independent bits
    EXPECT_EQ(smuThrottlerLayout(1, 3, kMi210), SmuThrottlerLayout::Unknown);
    EXPECT_EQ(smuThrottlerLayout(1, 1, kVega10), SmuThrottlerLayout::Unknown);
    EXPECT_EQ(smuThrottlerLayout(1, 1, std::nullopt), SmuThrottlerLayout::Unknown);
    EXPECT_EQ(smuThrottlerLayout(1, 3, kNavi10), SmuThrottlerLayout::Unknown); // v1.3 has the independent bits
    EXPECT_EQ(smuThrottlerLayout(2, 1, kNavi10), SmuThrottlerLayout::Unknown);
    EXPECT_FALSE(throttleReasonsFromAsicBits(0xffu, SmuThrottlerLayout::Unknown));
}

TEST(AsicThrottleBits, Navi1xBitsInUsersWords)
{
    // TEMP_HOTSPOT (2) + PPT0 (14): hotspot temperature and power cap.
    const auto reasons = throttleReasonsFromAsicBits((1u << 2) | (1u << 14), SmuThrottlerLayout::Navi1x);
    ASSERT_TRUE(reasons);
    EXPECT_EQ(shownKeys(*reasons), (QStringList{QStringLiteral("power_cap"), QStringLiteral("hotspot_temperature")}));
    EXPECT_EQ(*throttleReasonsFromAsicBits(1u << 3, SmuThrottlerLayout::Navi1x) & ThrottleMemoryTemperature, ThrottleMemoryTemperature);
    EXPECT_EQ(*throttleReasonsFromAsicBits(1u << 12, SmuThrottlerLayout::Navi1x), unsigned(ThrottleCurrent)); // TDC_GFX
    EXPECT_EQ(*throttleReasonsFromAsicBits(1u << 6, SmuThrottlerLayout::Navi1x) & ThrottleVrmTemperature, ThrottleVrmTemperature); // VR_MEM1
    EXPECT_EQ(*throttleReasonsFromAsicBits(1u << 0, SmuThrottlerLayout::Navi1x), 0u); // padding
    EXPECT_EQ(*throttleReasonsFromAsicBits(0, SmuThrottlerLayout::Navi1x), 0u);      // not throttled: a value, 0
}

TEST(AsicThrottleBits, ArcturusBitsDifferFromNavi1x)
{
    // Bit 9 is PPT0 on Arcturus but TEMP_LIQUID1 on Navi1x.
    EXPECT_EQ(*throttleReasonsFromAsicBits(1u << 9, SmuThrottlerLayout::Arcturus), unsigned(ThrottlePowerCap));
    EXPECT_EQ(*throttleReasonsFromAsicBits(1u << 9, SmuThrottlerLayout::Navi1x), unsigned(ThrottleThermal));
    // VRHOT0 (16): VRM temperature, a hardware slowdown.
    EXPECT_EQ(shownKeys(*throttleReasonsFromAsicBits(1u << 16, SmuThrottlerLayout::Arcturus)), QStringList{QStringLiteral("vrm_temperature")});
}

TEST(AsicThrottleBits, Mi300TablePlantedBitsThroughTheDecoder)
{
    // v1.4: throttle_status at byte 40; v1.5: at 104. PROCHOT (0) + THERMAL_HBM (4).
    for (const auto &[content, offset] : {std::pair{4, 40}, std::pair{5, 104}}) {
        const QByteArray table = asicTable(gpuMetricsSize(1, content), content, offset, (1u << 0) | (1u << 4));
        QString problem;
        const auto m = decodeGpuMetrics(table, &problem);
        ASSERT_TRUE(m) << problem.toStdString();
        EXPECT_EQ(m->throttleStatus, 0x11u);
        const auto reasons = throttleReasonsOf(*m, std::nullopt);
        ASSERT_TRUE(reasons) << content;
        EXPECT_EQ(shownKeys(*reasons), (QStringList{QStringLiteral("memory_temperature"), QStringLiteral("prochot")})) << content;
        EXPECT_EQ(throttleReasonsFromGpuMetrics(table), reasons); // the per-file path agrees
    }
    // Not reported (the kernel's 0xff fill): no reasons, not "none".
    const auto unreported = decodeGpuMetrics(asicTable(gpuMetricsSize(1, 4), 4, 40, 0xffffffffu));
    ASSERT_TRUE(unreported);
    EXPECT_FALSE(throttleReasonsOf(*unreported, std::nullopt));
}

TEST(AsicThrottleBits, Version1_1TableNeedsTheCard)
{
    // v1.1: throttle_status at byte 68; Navi10's TEMP_MEM (3) + PPT1 (15).
    const QByteArray table = asicTable(gpuMetricsSize(1, 1), 1, 68, (1u << 3) | (1u << 15));
    EXPECT_FALSE(throttleReasonsFromGpuMetrics(table)) << "without the PCI id the layout is unknown";
    const auto navi = throttleReasonsFromGpuMetrics(table, kNavi10);
    ASSERT_TRUE(navi);
    EXPECT_EQ(shownKeys(*navi), (QStringList{QStringLiteral("power_cap"), QStringLiteral("memory_temperature")}));
    EXPECT_FALSE(throttleReasonsFromGpuMetrics(table, kVega10));
}

TEST(AsicThrottleBits, Vega20BitsInUsersWords)
{
    // TEMP_HBM (3): memory temperature; PPT (13): power cap; TDC_SOC (12): current.
    EXPECT_EQ(shownKeys(*throttleReasonsFromAsicBits(1u << 3, SmuThrottlerLayout::Vega20)), QStringList{QStringLiteral("memory_temperature")});
    EXPECT_EQ(*throttleReasonsFromAsicBits(1u << 13, SmuThrottlerLayout::Vega20), unsigned(ThrottlePowerCap));
    EXPECT_EQ(*throttleReasonsFromAsicBits(1u << 12, SmuThrottlerLayout::Vega20), unsigned(ThrottleCurrent));
    // Bit 14 is FIT on Vega20 but PPT0 on Navi1x.
    EXPECT_EQ(*throttleReasonsFromAsicBits(1u << 14, SmuThrottlerLayout::Vega20), unsigned(ThrottleSoftwareSlowdown));
    EXPECT_EQ(*throttleReasonsFromAsicBits(1u << 14, SmuThrottlerLayout::Navi1x), unsigned(ThrottlePowerCap));
    EXPECT_EQ(*throttleReasonsFromAsicBits(1u << 0, SmuThrottlerLayout::Vega20), 0u); // padding
}

TEST(AsicThrottleBits, Vega20Version1_0TablePlantedBits)
{
    // vega20_hwmgr fills a v1.0 table: throttle_status at byte 68.
    // TEMP_HOTSPOT (2) + VR_MEM0 (6) + PPT (13).
    const QByteArray table = asicTable(gpuMetricsSize(1, 0), 0, 68, (1u << 2) | (1u << 6) | (1u << 13));
    const auto reasons = throttleReasonsFromGpuMetrics(table, kVega20);
    ASSERT_TRUE(reasons);
    EXPECT_EQ(shownKeys(*reasons),
              (QStringList{QStringLiteral("power_cap"), QStringLiteral("hotspot_temperature"), QStringLiteral("vrm_temperature")}));
    EXPECT_FALSE(throttleReasonsFromGpuMetrics(table)) << "the layout needs the card";
}

TEST(AsicThrottleBits, SiennaCichlidBitsDifferFromNavi1x)
{
    // Sienna Cichlid has no TEMP_SKIN: TDC_GFX is 11, PPT0 13, FIT 17, APCC 19.
    EXPECT_EQ(*throttleReasonsFromAsicBits(1u << 11, SmuThrottlerLayout::SiennaCichlid), unsigned(ThrottleCurrent));
    EXPECT_EQ(*throttleReasonsFromAsicBits(1u << 11, SmuThrottlerLayout::Navi1x), unsigned(ThrottleThermal));
    EXPECT_EQ(*throttleReasonsFromAsicBits(1u << 13, SmuThrottlerLayout::SiennaCichlid), unsigned(ThrottlePowerCap));
    EXPECT_EQ(*throttleReasonsFromAsicBits(1u << 17, SmuThrottlerLayout::SiennaCichlid), unsigned(ThrottleSoftwareSlowdown));
    EXPECT_EQ(*throttleReasonsFromAsicBits(1u << 19, SmuThrottlerLayout::SiennaCichlid), unsigned(ThrottleCurrent));
    EXPECT_EQ(*throttleReasonsFromAsicBits(1u << 20, SmuThrottlerLayout::SiennaCichlid), 0u); // beyond THROTTLER_COUNT
}

TEST(AsicThrottleBits, SiennaCichlidVersion1_1TablePlantedBits)
{
    // RX 6800 XT on a 5.11-5.14 kernel: v1.1, TEMP_MEM (3) + PPT1 (14).
    const QByteArray table = asicTable(gpuMetricsSize(1, 1), 1, 68, (1u << 3) | (1u << 14));
    const auto reasons = throttleReasonsFromGpuMetrics(table, kNavi21);
    ASSERT_TRUE(reasons);
    EXPECT_EQ(shownKeys(*reasons), (QStringList{QStringLiteral("power_cap"), QStringLiteral("memory_temperature")}));
}

TEST(AsicThrottleBits, AldebaranBitsInUsersWords)
{
    // PPT0 is bit 0 (PROCHOT on MI300), TEMP_GPU 6 the hotspot, VR_MEM 13.
    EXPECT_EQ(*throttleReasonsFromAsicBits(1u << 0, SmuThrottlerLayout::Aldebaran), unsigned(ThrottlePowerCap));
    EXPECT_EQ(shownKeys(*throttleReasonsFromAsicBits(1u << 0, SmuThrottlerLayout::Mi300)), QStringList{QStringLiteral("prochot")});
    EXPECT_EQ(shownKeys(*throttleReasonsFromAsicBits(1u << 6, SmuThrottlerLayout::Aldebaran)), QStringList{QStringLiteral("hotspot_temperature")});
    EXPECT_EQ(shownKeys(*throttleReasonsFromAsicBits(1u << 13, SmuThrottlerLayout::Aldebaran)), QStringList{QStringLiteral("vrm_temperature")});
    EXPECT_EQ(*throttleReasonsFromAsicBits(1u << 4, SmuThrottlerLayout::Aldebaran), unsigned(ThrottleCurrent)); // TDC_HBM
    // Spare bits name nothing.
    EXPECT_EQ(*throttleReasonsFromAsicBits((1u << 5) | (1u << 8) | (1u << 14) | (1u << 18), SmuThrottlerLayout::Aldebaran), 0u);
}

TEST(AsicThrottleBits, AldebaranVersion1_2TablePlantedBits)
{
    // MI210 on a kernel before v1.3: v1.2, throttle_status at byte 68; TEMP_MEM (7) + PPT1 (1).
    const QByteArray table = asicTable(gpuMetricsSize(1, 2), 2, 68, (1u << 7) | (1u << 1));
    const auto reasons = throttleReasonsFromGpuMetrics(table, kMi210);
    ASSERT_TRUE(reasons);
    EXPECT_EQ(shownKeys(*reasons), (QStringList{QStringLiteral("power_cap"), QStringLiteral("memory_temperature")}));
}

TEST(AsicThrottleBits, PciDeviceIdFromTheDeviceDirectory)
{
    QTemporaryDir dir;
    EXPECT_FALSE(pciDeviceIdOf(dir.path()));
    QFile file(dir.path() + QStringLiteral("/device"));
    ASSERT_TRUE(file.open(QIODevice::WriteOnly));
    file.write("0x731f\n");
    file.close();
    EXPECT_EQ(pciDeviceIdOf(dir.path()), kNavi10);
}
