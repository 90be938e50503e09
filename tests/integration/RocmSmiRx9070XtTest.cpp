// SPDX-License-Identifier: GPL-3.0-or-later
// AMD Radeon RX 9070 XT (gfx1201, smu_v14_0_2; fixture/FakeCardSpecRx9070Xt.cpp)
// through the real library: shown with every value, its tuning limited to
// what RDNA4 offers (no GFX min/max: the OD table has one GFX offset; memory
// range; no pp_sclk_od), exact writes, and the faults of newer kernels. Runs
// against 5.2.3 and, as "rocm-smi-6.*", against 6.1.2.
#include "tests/integration/support/BackendToolResult.h"
#include "tests/integration/support/SingleCardFixture.h"

#include <QJsonArray>
#include <QJsonDocument>
#include <QTemporaryDir>

#include <gtest/gtest.h>

#include <cmath>

using namespace rocmtune::testing;

namespace {

class RocmSmiRx9070Xt : public SingleCardTest
{
protected:
    RocmSmiRx9070Xt() : SingleCardTest(FakeCardSpec::radeonRx9070Xt()) {}
};

} // namespace

TEST_F(RocmSmiRx9070Xt, ShownWithEveryValue)
{
    const QJsonObject s = sampleOne();
    EXPECT_EQ(s.value("state").toString(), QStringLiteral("ok")) << run.describe().toStdString();
    EXPECT_EQ(metricValue(s, "temp_edge"), 48);
    EXPECT_EQ(metricValue(s, "temp_junction"), 62);
    EXPECT_EQ(metricValue(s, "temp_memory"), 70);
    EXPECT_EQ(metricValue(s, "temp_junction_emergency"), 115);
    EXPECT_EQ(metricValue(s, "temp_vr_gfx"), 55);
    EXPECT_EQ(metricValue(s, "temp_vr_memory"), 52);
    EXPECT_TRUE(metricIsNull(s, "temp_hbm0")) << "GDDR6: no HBM stacks";
    EXPECT_EQ(metricValue(s, "power_average"), 288);
    EXPECT_EQ(metricValue(s, "power_cap"), 304);
    EXPECT_EQ(metricValue(s, "power_cap_min"), 213);
    EXPECT_EQ(metricValue(s, "power_cap_max"), 334);
    EXPECT_EQ(metricValue(s, "fan_rpm"), 1550);
    EXPECT_NEAR(metricValue(s, "fan_percent"), 118 * 100.0 / 255, 0.01);
    EXPECT_EQ(metricValue(s, "gfx_clock"), 2410);
    EXPECT_EQ(metricValue(s, "gfx_clock_min"), 500);
    EXPECT_EQ(metricValue(s, "gfx_clock_max"), 2970);
    EXPECT_EQ(metricValue(s, "memory_clock"), 1258);
    EXPECT_EQ(metricValue(s, "soc_clock"), 1200);
    EXPECT_EQ(metricValue(s, "fabric_clock"), 2203);
    EXPECT_EQ(metricValue(s, "video_clock"), 500);
    EXPECT_EQ(metricValue(s, "decode_clock"), 500);
    EXPECT_EQ(metricValue(s, "pcie_replay_count"), 1);
    EXPECT_EQ(metricValue(s, "pcie_link_speed"), 16);
    EXPECT_EQ(metricValue(s, "pcie_link_width"), 16);
    EXPECT_EQ(metricValue(s, "gpu_busy"), 97);
    EXPECT_EQ(metricValue(s, "gfx_voltage"), 945);
    EXPECT_EQ(metricValue(s, "vram_total"), 17095983104.0);
    EXPECT_TRUE(metricIsNull(s, "overdrive_percent")) << "swsmu hides pp_sclk_od";
    EXPECT_FALSE(metricIsNull(s, "power_profile"));
    EXPECT_FALSE(metricIsNull(s, "throttle_status"));
    EXPECT_TRUE(s.value("ecc").isNull()) << "no RAS on a consumer card: N/A, not 0";
}

TEST_F(RocmSmiRx9070Xt, ListNamesTheCardAndOffersOnlyWhatItSupports)
{
    const QJsonArray devices = listDevices(tree, &run);
    ASSERT_EQ(devices.size(), 1) << run.describe().toStdString();
    const QJsonObject d = devices[0].toObject();
    EXPECT_EQ(d.value("arch").toString(), QStringLiteral("gfx1201"));
    // No product_name on a consumer board and a device id Debian 12's pci.ids
    // does not know: the library answers "0x7550"; we say what it is.
    EXPECT_EQ(d.value("name").toString(), QStringLiteral("AMD GPU 0x7550"));
    const QJsonObject c = d.value("controls").toObject();
    EXPECT_EQ(c.value("power_cap").toObject().value("min_watts").toDouble(), 213);
    EXPECT_EQ(c.value("power_cap").toObject().value("max_watts").toDouble(), 334);
    const QJsonObject sclk = c.value("sclk_range").toObject();
    EXPECT_FALSE(sclk.value("range_settable").toBool(true)) << "RDNA4 has a GFX offset, not a min/max pair: " << QJsonDocument(c).toJson().toStdString();
    EXPECT_TRUE(sclk.value("level_mask_settable").toBool());
    EXPECT_EQ(sclk.value("allowed_min_mhz").toInt(), 500);
    EXPECT_EQ(sclk.value("allowed_max_mhz").toInt(), 2970) << "SCLK_OFFSET is not a clock range";
    const QJsonObject mclk = c.value("mclk_range").toObject();
    EXPECT_TRUE(mclk.value("range_settable").toBool());
    EXPECT_EQ(mclk.value("current_min_mhz").toInt(), 97);
    EXPECT_EQ(mclk.value("current_max_mhz").toInt(), 1258);
    EXPECT_EQ(mclk.value("allowed_max_mhz").toInt(), 1500);
    EXPECT_FALSE(c.contains("overdrive_percent"));
    EXPECT_TRUE(c.value("unsupported").toObject().contains("overdrive")) << QJsonDocument(c).toJson().toStdString();
    EXPECT_TRUE(c.value("power_profile").toObject().value("supported").toArray().contains(QStringLiteral("COMPUTE")));
    EXPECT_FALSE(c.value("perf_level").toObject().value("supported").toArray().contains(QStringLiteral("perf_determinism")));
    EXPECT_TRUE(c.value("clock_table_resettable").toBool());
}

TEST_F(RocmSmiRx9070Xt, MemoryRangeWritesTheMCommandAndGfxRangeIsRefused)
{
    const BackendToolResult m = runBackendToolRecorded(tree, {QStringLiteral("set-clock-range"), QStringLiteral("0"), QStringLiteral("mclk"),
                                                              QStringLiteral("97"), QStringLiteral("1400")});
    ASSERT_TRUE(m.ok) << m.message.toStdString();
    EXPECT_EQ(m.writes, (std::vector<std::string>{recordedWrite("0000:2d:00.0/power_dpm_force_performance_level", "manual"),
                                                  recordedWrite("0000:2d:00.0/pp_od_clk_voltage", "m 0 97\n"),
                                                  recordedWrite("0000:2d:00.0/pp_od_clk_voltage", "m 1 1400\n"),
                                                  recordedWrite("0000:2d:00.0/pp_od_clk_voltage", "c")}));
    // "s 0 <min>" would be EINVAL on smu_v14_0_2 ("s" takes one offset).
    const BackendToolResult s = runBackendToolRecorded(tree, {QStringLiteral("set-clock-range"), QStringLiteral("0"), QStringLiteral("sclk"),
                                                              QStringLiteral("600"), QStringLiteral("2900")});
    EXPECT_FALSE(s.ok);
    EXPECT_TRUE(s.writes.empty());
    const BackendToolResult above = runBackendToolRecorded(tree, {QStringLiteral("set-clock-range"), QStringLiteral("0"), QStringLiteral("mclk"),
                                                                  QStringLiteral("97"), QStringLiteral("1501")});
    EXPECT_FALSE(above.ok);
    EXPECT_TRUE(above.writes.empty());
}

TEST_F(RocmSmiRx9070Xt, PowerCapWithinItsRangeAndRefusalBelow)
{
    const BackendToolResult ok = runBackendToolRecorded(tree, {QStringLiteral("set-power-cap"), QStringLiteral("0"), QStringLiteral("250000000")});
    ASSERT_TRUE(ok.ok) << ok.message.toStdString();
    EXPECT_EQ(ok.writes, (std::vector<std::string>{recordedWrite("hwmon2/power1_cap", "250000000")}));
    const BackendToolResult below = runBackendToolRecorded(tree, {QStringLiteral("set-power-cap"), QStringLiteral("0"), QStringLiteral("200000000")});
    EXPECT_FALSE(below.ok);
    EXPECT_TRUE(below.message.contains(QStringLiteral("213 W to 334 W"))) << below.message.toStdString();
    EXPECT_TRUE(below.writes.empty());
}

TEST_F(RocmSmiRx9070Xt, NoOverdrivePercentOnSwsmu)
{
    const BackendToolResult r = runBackendToolRecorded(tree, {QStringLiteral("set-overdrive"), QStringLiteral("0"), QStringLiteral("5")});
    EXPECT_FALSE(r.ok);
    EXPECT_TRUE(r.writes.empty());
}

TEST_F(RocmSmiRx9070Xt, CurrentWindow3dProfileIsReportedNotFatal)
{
    // Newer kernels' WINDOW_3D as the current profile: the library asserts on
    // a current profile it does not know; the card stays shown.
    QByteArray table = tree.card(0).deviceFiles.value(QStringLiteral("pp_power_profile_mode"));
    table.replace(" 0 BOOTUP_DEFAULT*:", " 0 BOOTUP_DEFAULT :");
    table.replace(" 7      WINDOW_3D :", " 7      WINDOW_3D*:");
    ASSERT_TRUE(table.contains("WINDOW_3D*:")) << table.constData();
    ASSERT_TRUE(tree.writeDeviceFile(0, QStringLiteral("pp_power_profile_mode"), table));
    const QJsonObject s = sampleOne();
    EXPECT_EQ(s.value("state").toString(), QStringLiteral("ok")) << run.describe().toStdString();
    EXPECT_TRUE(metricIsNull(s, "power_profile"));
    EXPECT_EQ(metricValue(s, "temp_junction"), 62);
    EXPECT_EQ(metricValue(s, "gfx_clock"), 2410);
    const QJsonObject c = controls();
    EXPECT_FALSE(c.contains("power_profile"));
    EXPECT_TRUE(c.value("unsupported").toObject().value("power_profile").toString().contains(QStringLiteral("WINDOW_3D")))
        << QJsonDocument(c).toJson().toStdString();
}

TEST_F(RocmSmiRx9070Xt, FanControlFilesAreThereForTheFanCurveWork)
{
    // The fixture's fan_ctrl files in the driver's format (read back here so a
    // change of the fixture is noticed by the fan-curve tests' authors too).
    const QByteArray curve = tree.readDeviceFile(0, QStringLiteral("gpu_od/fan_ctrl/fan_curve"));
    EXPECT_TRUE(curve.startsWith("OD_FAN_CURVE:\n0: 35C 20%\n")) << curve.constData();
    EXPECT_TRUE(curve.contains("OD_RANGE:\nFAN_CURVE(hotspot temp): 25C 100C\nFAN_CURVE(fan speed): 15% 100%\n"));
    EXPECT_EQ(tree.readDeviceFile(0, QStringLiteral("gpu_od/fan_ctrl/fan_zero_rpm_enable")),
              QByteArray("FAN_ZERO_RPM_ENABLE:\n1\nOD_RANGE:\nZERO_RPM_ENABLE: 0 1\n"));
    // Monitoring is not disturbed by them.
    const QJsonObject s = sampleOne();
    EXPECT_EQ(metricValue(s, "fan_rpm"), 1550);
}
