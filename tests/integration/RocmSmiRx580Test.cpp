// SPDX-License-Identifier: GPL-3.0-or-later
// AMD Radeon RX 580 (gfx803, smu7 powerplay; fixture/FakeCardSpecRx580.cpp)
// through the real library: shown without the files SOC15 cards have (no
// gpu_metrics, no hotspot/mem sensors, no unique_id, power in power1_input),
// its tuning limited to what smu7 offers (per-state OD table: no min/max range;
// DPM level masks, pp_sclk_od, power cap from 0 W), exact writes, and the
// common case of overdrive switched off. Runs against 5.2.3 and, as
// "rocm-smi-6.*", against 6.1.2.
#include "tests/integration/support/BackendToolResult.h"
#include "tests/integration/support/SingleCardFixture.h"

#include <QFile>
#include <QJsonObject>
#include <QJsonArray>
#include <QRegularExpression>
#include <QJsonDocument>
#include <QTemporaryDir>

#include <gtest/gtest.h>

#include <sys/stat.h>

using namespace rocmtune::testing;

namespace {

class RocmSmiRx580 : public SingleCardTest
{
protected:
    RocmSmiRx580() : SingleCardTest(FakeCardSpec::radeonRx580()) {}
};

} // namespace

TEST_F(RocmSmiRx580, ShownWithEdgeSensorOnlyAndPowerFromPowerInput)
{
    const QJsonObject s = sampleOne();
    EXPECT_EQ(s.value("state").toString(), QStringLiteral("ok")) << run.describe().toStdString();
    EXPECT_EQ(metricValue(s, "temp_edge"), 71);
    EXPECT_EQ(metricValue(s, "temp_edge_critical"), 94);
    EXPECT_TRUE(metricIsNull(s, "temp_junction")) << "gfx8 has no hotspot sensor";
    EXPECT_TRUE(metricIsNull(s, "temp_memory"));
    EXPECT_TRUE(metricIsNull(s, "temp_edge_emergency"));
    EXPECT_EQ(metricValue(s, "power_average"), 142);
    EXPECT_EQ(metricValue(s, "power_cap"), 185);
    EXPECT_EQ(metricValue(s, "power_cap_min"), 0);
    EXPECT_EQ(metricValue(s, "power_cap_max"), 277.5);
    EXPECT_EQ(metricValue(s, "fan_rpm"), 1650);
    EXPECT_NEAR(metricValue(s, "fan_percent"), 112 * 100.0 / 255, 0.01);
    EXPECT_EQ(metricValue(s, "gfx_clock"), 1411);
    EXPECT_EQ(metricValue(s, "gfx_clock_min"), 300);
    EXPECT_EQ(metricValue(s, "gfx_clock_max"), 1411);
    EXPECT_EQ(metricValue(s, "memory_clock"), 2000);
    EXPECT_EQ(metricValue(s, "gfx_voltage"), 1150);
    EXPECT_EQ(metricValue(s, "pcie_link_speed"), 8);
    EXPECT_EQ(metricValue(s, "pcie_link_width"), 16);
    EXPECT_EQ(metricValue(s, "gpu_busy"), 88);
    EXPECT_EQ(metricValue(s, "memory_busy"), 35);
    EXPECT_EQ(metricValue(s, "vram_total"), 8573157376.0);
    EXPECT_EQ(metricValue(s, "overdrive_percent"), 0);
    EXPECT_EQ(metricValue(s, "pcie_replay_count"), 0);
    EXPECT_FALSE(metricIsNull(s, "power_profile")) << "the smu7 profile table";
    // What gfx8 does not have: not available, never 0.
    for (const char *key : {"soc_clock", "fabric_clock", "video_clock", "decode_clock", "energy", "throttle_status", "temp_vr_gfx", "temp_hbm0"})
        EXPECT_TRUE(metricIsNull(s, key)) << key;
    EXPECT_TRUE(s.value("ecc").isNull());
}

TEST_F(RocmSmiRx580, ListNamesTheCardAndOffersOnlyWhatItSupports)
{
    const QJsonArray devices = listDevices(tree, &run);
    ASSERT_EQ(devices.size(), 1) << run.describe().toStdString();
    const QJsonObject d = devices[0].toObject();
    EXPECT_EQ(d.value("arch").toString(), QStringLiteral("gfx803"));
    EXPECT_FALSE(d.value("name").toString().trimmed().isEmpty());
    const QJsonObject c = d.value("controls").toObject();
    EXPECT_EQ(c.value("power_cap").toObject().value("min_watts").toDouble(), 0);
    EXPECT_EQ(c.value("power_cap").toObject().value("max_watts").toDouble(), 277.5);
    for (const char *domain : {"sclk_range", "mclk_range"}) {
        const QJsonObject clock = c.value(QLatin1String(domain)).toObject();
        EXPECT_FALSE(clock.value("range_settable").toBool(true)) << domain << ": per-state table, \"s 0 <MHz>\" would edit state 0";
        EXPECT_TRUE(clock.value("level_mask_settable").toBool()) << domain;
    }
    EXPECT_EQ(c.value("sclk_range").toObject().value("dpm_levels_mhz").toArray().size(), 8);
    EXPECT_EQ(c.value("sclk_range").toObject().value("allowed_max_mhz").toInt(), 2000);
    EXPECT_EQ(c.value("mclk_range").toObject().value("dpm_levels_mhz").toArray().size(), 3);
    EXPECT_EQ(c.value("overdrive_percent").toInt(-1), 0);
    EXPECT_EQ(c.value("power_profile").toObject().value("current").toString(), QStringLiteral("3D_FULL_SCREEN"))
        << QJsonDocument(c).toJson().toStdString();
    EXPECT_FALSE(c.value("perf_level").toObject().value("supported").toArray().contains(QStringLiteral("perf_determinism")));
    EXPECT_TRUE(c.value("clock_table_resettable").toBool());
}

TEST_F(RocmSmiRx580, OverdriveLevelMaskAndPowerCapWrites)
{
    const BackendToolResult od = runBackendToolRecorded(tree, {QStringLiteral("set-overdrive"), QStringLiteral("0"), QStringLiteral("5")});
    ASSERT_TRUE(od.ok) << od.message.toStdString();
    EXPECT_EQ(od.writes, (std::vector<std::string>{recordedWrite("0000:26:00.0/pp_sclk_od", "5")}));
    const BackendToolResult above = runBackendToolRecorded(tree, {QStringLiteral("set-overdrive"), QStringLiteral("0"), QStringLiteral("21")});
    EXPECT_FALSE(above.ok);
    EXPECT_TRUE(above.writes.empty());

    const BackendToolResult mask = runBackendToolRecorded(tree, {QStringLiteral("set-dpm-mask"), QStringLiteral("0"), QStringLiteral("sclk"),
                                                                 QStringLiteral("0xc0")});
    ASSERT_TRUE(mask.ok) << mask.message.toStdString();
    EXPECT_EQ(mask.writes, (std::vector<std::string>{recordedWrite("0000:26:00.0/power_dpm_force_performance_level", "manual"),
                                                     recordedWrite("0000:26:00.0/pp_dpm_sclk", "6 7 ")}));
    const BackendToolResult beyond = runBackendToolRecorded(tree, {QStringLiteral("set-dpm-mask"), QStringLiteral("0"), QStringLiteral("mclk"),
                                                                   QStringLiteral("0x8")});
    EXPECT_FALSE(beyond.ok) << "three memory states";
    EXPECT_TRUE(beyond.writes.empty());

    const BackendToolResult cap = runBackendToolRecorded(tree, {QStringLiteral("set-power-cap"), QStringLiteral("0"), QStringLiteral("150000000")});
    ASSERT_TRUE(cap.ok) << cap.message.toStdString();
    EXPECT_EQ(cap.writes, (std::vector<std::string>{recordedWrite("hwmon2/power1_cap", "150000000")}));
}

TEST_F(RocmSmiRx580, MinMaxClockRangeIsNeverWrittenToTheStateTable)
{
    for (const char *domain : {"sclk", "mclk"}) {
        const BackendToolResult r = runBackendToolRecorded(tree, {QStringLiteral("set-clock-range"), QStringLiteral("0"), QLatin1String(domain),
                                                                  QStringLiteral("300"), QStringLiteral("1300")});
        EXPECT_FALSE(r.ok) << domain;
        EXPECT_TRUE(r.writes.empty()) << domain;
    }
    EXPECT_EQ(tree.readDeviceFile(0, QStringLiteral("pp_od_clk_voltage")), tree.card(0).deviceFiles.value(QStringLiteral("pp_od_clk_voltage")));
}

TEST_F(RocmSmiRx580, OverdriveSwitchedOffIsTheCommonCase)
{
    // Without amdgpu.ppfeaturemask's overdrive bit the driver has no
    // pp_od_clk_voltage: clocks still shown, levels still selectable, no reset.
    ASSERT_TRUE(tree.removeDeviceFile(0, QStringLiteral("pp_od_clk_voltage")));
    const QJsonObject s = sampleOne();
    EXPECT_EQ(s.value("state").toString(), QStringLiteral("ok")) << run.describe().toStdString();
    EXPECT_EQ(metricValue(s, "gfx_clock"), 1411);
    EXPECT_EQ(metricValue(s, "memory_clock_max"), 2000);
    const QJsonObject c = controls();
    EXPECT_TRUE(c.value("sclk_range").toObject().value("level_mask_settable").toBool());
    EXPECT_FALSE(c.value("sclk_range").toObject().value("range_settable").toBool(true));
    EXPECT_EQ(c.value("sclk_range").toObject().value("allowed_max_mhz").toInt(), 1411) << "no OD_RANGE: the DPM table";
    EXPECT_FALSE(c.value("clock_table_resettable").toBool(true));
}

TEST_F(RocmSmiRx580, FanStoppedByTheUserReadsZeroNotMissing)
{
    // pwm1_enable 0 (fan off) with pwm1 0: 0 %, a real value.
    ASSERT_TRUE(tree.writeHwmonFile(0, QStringLiteral("pwm1_enable"), "0\n"));
    ASSERT_TRUE(tree.writeHwmonFile(0, QStringLiteral("pwm1"), "0\n"));
    ASSERT_TRUE(tree.writeHwmonFile(0, QStringLiteral("fan1_input"), "0\n"));
    const QJsonObject s = sampleOne();
    EXPECT_EQ(metricValue(s, "fan_percent"), 0);
    EXPECT_EQ(metricValue(s, "fan_rpm"), 0);
    EXPECT_EQ(metricValue(s, "temp_edge"), 71);
}

TEST_F(RocmSmiRx580, TuningShowOffersLevelsNotARange)
{
    const FakeSysfsRun show = runCli(tree, {QStringLiteral("tuning"), QStringLiteral("show"), QStringLiteral("--backend"), QStringLiteral("rocm-smi"),
                                            QStringLiteral("--gpu"), QStringLiteral("0")});
    ASSERT_EQ(show.exitCode, 0) << show.describe().toStdString();
    // The values start in one column, wherever the longest label puts it.
    EXPECT_TRUE(show.out.contains(QRegularExpression(QStringLiteral("GFX clock: +300-1411 MHz \\(levels only, no min/max range to set; DPM levels "
                                                                    "300, 600, 900, 1145, 1215, 1257, 1300, 1411\\)"))))
        << show.out.toStdString();
    EXPECT_TRUE(show.out.contains(QRegularExpression(QStringLiteral("Overdrive: +0%")))) << show.out.toStdString();
}

// Issue 23 follow-up. A hwmon read that does not return (temp1_input is a
// FIFO nobody writes) makes the library's hwmon check time out in its child,
// as a busy machine did once: then the fan is "cannot be read now", not "no
// fan control", and the tuning view says so.
TEST_F(RocmSmiRx580, AFanWhoseLibraryCheckTimedOutCannotBeReadNowRatherThanMissing)
{
    const QString input = tree.hwmonDir(0) + QStringLiteral("/temp1_input");
    ASSERT_TRUE(QFile::remove(input));
    ASSERT_EQ(::mkfifo(QFile::encodeName(input).constData(), 0644), 0);
    const FakeSysfsRun show = runCli(tree, {QStringLiteral("tuning"), QStringLiteral("show"), QStringLiteral("--backend"), QStringLiteral("rocm-smi"),
                                            QStringLiteral("--gpu"), QStringLiteral("0")},
                                     60000);
    ASSERT_FALSE(show.timedOut) << show.describe().toStdString();
    ASSERT_EQ(show.exitCode, 0) << show.describe().toStdString();
    EXPECT_TRUE(show.out.contains(QStringLiteral("cannot be read now"))) << show.out.toStdString();
    EXPECT_FALSE(show.out.contains(QStringLiteral("offers no fan control"))) << show.out.toStdString();
    // Said as "not readable now", not as "not supported".
    // Each control by the Tuning view's name (the key only in --json).
    EXPECT_TRUE(show.out.contains(QRegularExpression(QStringLiteral("Not readable now: +Fan curve:")))) << show.out.toStdString();
    EXPECT_FALSE(show.out.contains(QRegularExpression(QStringLiteral("Not supported: +Fan curve:")))) << show.out.toStdString();
    const FakeSysfsRun json = runCli(tree, {QStringLiteral("tuning"), QStringLiteral("show"), QStringLiteral("--backend"), QStringLiteral("rocm-smi"),
                                            QStringLiteral("--gpu"), QStringLiteral("0"), QStringLiteral("--json")},
                                     60000);
    ASSERT_EQ(json.exitCode, 0) << json.describe().toStdString();
    const QJsonArray unreadable = QJsonDocument::fromJson(json.out.toUtf8()).object().value(QStringLiteral("controls")).toObject()
                                      .value(QStringLiteral("unreadable_now")).toArray();
    EXPECT_EQ(unreadable, (QJsonArray{QStringLiteral("fan_curve"), QStringLiteral("fan_mode")})) << json.out.toStdString();
}
