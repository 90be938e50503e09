// SPDX-License-Identifier: GPL-3.0-or-later
// AMD Instinct MI300X (gfx942, smu_v13_0_6; fixture/FakeCardSpecMi300x.cpp)
// through the real library: shown (no edge sensor, no fan, power from
// power1_input, gpu_metrics v1.4), its tuning limited to what it offers, a
// power cap write, and a fault. Runs against 5.2.3 and, as "rocm-smi-6.*",
// against 6.1.2.
#include "tests/integration/support/FakeSysfsRun.h"
#include "tests/integration/support/SingleCardFixture.h"

#include <QJsonArray>
#include <QJsonDocument>
#include <QTemporaryDir>

#include <gtest/gtest.h>

#include <cmath>

using namespace rocmtune::testing;

namespace {

class RocmSmiMi300x : public SingleCardTest
{
protected:
    RocmSmiMi300x() : SingleCardTest(FakeCardSpec::instinctMi300x()) {}
};

} // namespace

TEST_F(RocmSmiMi300x, ShownWithJunctionAndMemoryOnlyAndPowerFromPowerInput)
{
    const QJsonObject s = sampleOne();
    EXPECT_EQ(s.value("state").toString(), QStringLiteral("ok")) << run.describe().toStdString();
    EXPECT_TRUE(metricIsNull(s, "temp_edge")) << "smu_v13_0_6 has no edge sensor";
    EXPECT_EQ(metricValue(s, "temp_junction"), 48);
    EXPECT_EQ(metricValue(s, "temp_memory"), 42);
    EXPECT_EQ(metricValue(s, "temp_junction_critical"), 100);
    EXPECT_EQ(metricValue(s, "temp_memory_emergency"), 105);
    EXPECT_EQ(metricValue(s, "power_average"), 203);
    EXPECT_EQ(metricValue(s, "power_cap"), 750);
    EXPECT_EQ(metricValue(s, "power_cap_min"), 0);
    EXPECT_TRUE(metricIsNull(s, "fan_rpm"));
    EXPECT_TRUE(metricIsNull(s, "fan_percent"));
    EXPECT_EQ(metricValue(s, "gfx_clock"), 1432);
    EXPECT_EQ(metricValue(s, "gfx_clock_min"), 500);
    EXPECT_EQ(metricValue(s, "gfx_clock_max"), 2100);
    EXPECT_EQ(metricValue(s, "memory_clock"), 1300);
    EXPECT_EQ(metricValue(s, "soc_clock"), 800);
    EXPECT_EQ(metricValue(s, "fabric_clock"), 1600);
    EXPECT_EQ(metricValue(s, "video_clock"), 914);
    EXPECT_EQ(metricValue(s, "decode_clock"), 711);
    EXPECT_EQ(metricValue(s, "pcie_replay_count"), 7);
    // No pp_dpm_pcie text on smu_v13_0_6: the PCI core's current link.
    EXPECT_EQ(metricValue(s, "pcie_link_speed"), 32);
    EXPECT_EQ(metricValue(s, "pcie_link_width"), 16);
    EXPECT_EQ(metricValue(s, "gpu_busy"), 61);
    EXPECT_EQ(metricValue(s, "vram_total"), 206141652992.0);
    EXPECT_TRUE(metricIsNull(s, "power_profile"));
    EXPECT_TRUE(metricIsNull(s, "overdrive_percent"));
    // gpu_metrics v1.4 has no ASIC-independent throttle word, but its
    // throttle_status has smu_v13_0_6's layout (AsicThrottleBits): this
    // fixture's word is 0, so "no reason" (0), not "not available".
    EXPECT_FALSE(metricIsNull(s, "throttle_status"));
    EXPECT_EQ(metricValue(s, "throttle_status"), 0);
    EXPECT_FALSE(s.value("ecc").toObject().isEmpty());
    EXPECT_EQ(s.value("ecc").toObject().value("uncorrectable_total").toInt(-1), 0);
}

TEST_F(RocmSmiMi300x, ListNamesTheCardAndOffersOnlyWhatItSupports)
{
    const QJsonArray devices = listDevices(tree, &run);
    ASSERT_EQ(devices.size(), 1) << run.describe().toStdString();
    const QJsonObject d = devices[0].toObject();
    EXPECT_EQ(d.value("name").toString(), QStringLiteral("AMD Instinct MI300X OAM"));
    EXPECT_EQ(d.value("arch").toString(), QStringLiteral("gfx942"));
    const QJsonObject c = d.value("controls").toObject();
    EXPECT_EQ(c.value("power_cap").toObject().value("max_watts").toDouble(), 750);
    EXPECT_EQ(c.value("power_cap").toObject().value("min_watts").toDouble(), 0);
    const QJsonObject sclk = c.value("sclk_range").toObject();
    EXPECT_EQ(sclk.value("current_min_mhz").toInt(), 500) << QJsonDocument(c).toJson().toStdString();
    EXPECT_EQ(sclk.value("current_max_mhz").toInt(), 2100);
    EXPECT_GE(sclk.value("allowed_min_mhz").toInt(), 500);
    EXPECT_LE(sclk.value("allowed_max_mhz").toInt(), 2100) << "no OD_RANGE: nothing above the DPM table";
    EXPECT_TRUE(c.value("perf_level").toObject().value("supported").toArray().contains(QStringLiteral("perf_determinism")));
    EXPECT_FALSE(c.contains("power_profile")) << "smu_v13_0_6 has no pp_power_profile_mode";
    EXPECT_FALSE(c.contains("overdrive_percent")) << "no pp_sclk_od";
}

TEST_F(RocmSmiMi300x, PowerCapWriteWithinItsRangeAndRefusalAbove)
{
    FakeSysfsRun set = runBackendTool(tree, {QStringLiteral("set-power-cap"), QStringLiteral("0"), QStringLiteral("600000000")});
    ASSERT_EQ(set.exitCode, 0) << set.describe().toStdString();
    const QJsonObject o = QJsonDocument::fromJson(set.out.toUtf8()).object();
    bool wrote = false;
    for (const QJsonValue &w : o.value("writes").toArray())
        wrote = wrote || (w.toObject().value("file").toString().endsWith(QLatin1String("power1_cap")) && w.toObject().value("data").toString() == QLatin1String("600000000"));
    EXPECT_TRUE(wrote) << set.describe().toStdString();
    EXPECT_EQ(tree.readHwmonFile(0, QStringLiteral("power1_cap")).trimmed(), QByteArray("600000000"));

    FakeSysfsRun above = runBackendTool(tree, {QStringLiteral("set-power-cap"), QStringLiteral("0"), QStringLiteral("800000000")});
    EXPECT_EQ(above.exitCode, 1) << above.describe().toStdString();
    EXPECT_TRUE(QJsonDocument::fromJson(above.out.toUtf8()).object().value("writes").toArray().isEmpty()) << above.describe().toStdString();
}

TEST_F(RocmSmiMi300x, DeepSleepLineAndInaccessibleRasAreHandled)
{
    // smu_v13_0_6 prints "S: <now>Mhz *" first while the GFX clock sleeps.
    ASSERT_TRUE(tree.writeDeviceFile(0, QStringLiteral("pp_dpm_sclk"), "S: 19Mhz *\n0: 500Mhz\n1: 2100Mhz\n"));
    ASSERT_TRUE(tree.writeDeviceFile(0, QStringLiteral("ras/umc_err_count"), "Query currently inaccessible\n"));
    const QJsonObject s = sampleOne();
    EXPECT_EQ(metricValue(s, "gfx_clock"), 19);
    EXPECT_EQ(metricValue(s, "gfx_clock_min"), 500);
    EXPECT_EQ(metricValue(s, "temp_junction"), 48);
    QJsonObject umc;
    for (const QJsonValue &b : s.value("ecc").toObject().value("blocks").toArray()) {
        if (b.toObject().value("block").toString() == QLatin1String("umc"))
            umc = b.toObject();
    }
    EXPECT_TRUE(umc.value("uncorrectable").isNull()) << QJsonDocument(s).toJson().toStdString();
}
