// SPDX-License-Identifier: GPL-3.0-or-later
// Backend-level write tests: the rocm-smi backend's setters through the real
// library, inside the namespace. rocmsmi-backend-tool records every write(2)
// to /sys with its exact bytes, so the whole sequence is checked, not only the
// last write a plain fake file keeps (amdgpu-sysfs.md, gotcha 2).
#include "tests/integration/support/FakeSysfsRun.h"

#include <QJsonArray>
#include <QFile>
#include <QJsonDocument>
#include <QTemporaryDir>

#include <gtest/gtest.h>

#include <string>
#include <vector>

using namespace rocmtune::testing;

namespace {

struct ToolResult {
    FakeSysfsRun run;
    bool ok = false;
    QString message;
    std::vector<std::string> writes; // "file <- bytes", in order
};

class RocmSmiSetter : public ::testing::Test
{
protected:
    QTemporaryDir dir;
    FakeAmdgpuTree tree{dir.path() + QStringLiteral("/tree")};

    void SetUp() override
    {
        tree.addCard(FakeCardSpec::radeonRx7900Xtx());
        tree.addCard(FakeCardSpec::instinctMi210());
        QString error;
        ASSERT_TRUE(tree.build(&error)) << error.toStdString();
    }

    ToolResult tool(const QStringList &args, int uid = -1)
    {
        ToolResult r;
        r.run = runBackendTool(tree, args, uid);
        EXPECT_NE(r.run.exitCode, 125) << "the fake sysfs namespace could not be set up: " << r.run.describe().toStdString();
        EXPECT_FALSE(r.run.crashed) << r.run.describe().toStdString();
        const QJsonObject o = QJsonDocument::fromJson(r.run.out.toUtf8()).object();
        r.ok = o.value(QStringLiteral("ok")).toBool();
        r.message = o.value(QStringLiteral("message")).toString();
        for (const QJsonValue &w : o.value(QStringLiteral("writes")).toArray())
            r.writes.push_back((w.toObject().value(QStringLiteral("file")).toString() + QStringLiteral(" <- ")
                                + w.toObject().value(QStringLiteral("data")).toString())
                                   .toStdString());
        EXPECT_EQ(r.run.exitCode, r.ok ? 0 : 1) << r.run.describe().toStdString();
        return r;
    }

    static std::string w(const char *file, const char *data) { return std::string(file) + " <- " + data; }
};

} // namespace

TEST_F(RocmSmiSetter, PowerCapWritesMicrowattsToPower1Cap)
{
    const ToolResult r = tool({QStringLiteral("set-power-cap"), QStringLiteral("0"), QStringLiteral("300000000")});
    ASSERT_TRUE(r.ok) << r.message.toStdString();
    EXPECT_EQ(r.writes, (std::vector<std::string>{w("hwmon2/power1_cap", "300000000")}));
    EXPECT_EQ(tree.readHwmonFile(0, QStringLiteral("power1_cap")), QByteArray("300000000"));
}

TEST_F(RocmSmiSetter, PowerCapOutsideTheDriverRangeIsRefusedBeforeTheLibrary)
{
    for (const char *microwatts : {"361000001", "293999999", "0"}) {
        const ToolResult r = tool({QStringLiteral("set-power-cap"), QStringLiteral("0"), QLatin1String(microwatts)});
        EXPECT_FALSE(r.ok) << microwatts;
        EXPECT_TRUE(r.message.contains(QStringLiteral("outside the driver's range of 294 W to 361 W"))) << r.message.toStdString();
        EXPECT_TRUE(r.writes.empty());
    }
    EXPECT_EQ(tree.readHwmonFile(0, QStringLiteral("power1_cap")), QByteArray("327000000\n"));
}

TEST_F(RocmSmiSetter, PerfLevelWritesTheDriverWord)
{
    const ToolResult r = tool({QStringLiteral("set-perf-level"), QStringLiteral("0"), QStringLiteral("profile_peak")});
    ASSERT_TRUE(r.ok) << r.message.toStdString();
    EXPECT_EQ(r.writes, (std::vector<std::string>{w("0000:03:00.0/power_dpm_force_performance_level", "profile_peak")}));
    EXPECT_EQ(tree.readDeviceFile(0, QStringLiteral("power_dpm_force_performance_level")), QByteArray("profile_peak"));
}

TEST_F(RocmSmiSetter, DeterminismOnlyOnInstinct)
{
    const ToolResult radeon = tool({QStringLiteral("set-perf-level"), QStringLiteral("0"), QStringLiteral("perf_determinism")});
    EXPECT_FALSE(radeon.ok);
    EXPECT_TRUE(radeon.writes.empty());
    const ToolResult instinct = tool({QStringLiteral("set-perf-level"), QStringLiteral("1"), QStringLiteral("perf_determinism")});
    EXPECT_TRUE(instinct.ok) << instinct.message.toStdString();
    EXPECT_EQ(tree.readDeviceFile(1, QStringLiteral("power_dpm_force_performance_level")), QByteArray("perf_determinism"));
}

TEST_F(RocmSmiSetter, GfxClockRangeWritesTheOverdriveCommands)
{
    const ToolResult r = tool({QStringLiteral("set-clock-range"), QStringLiteral("0"), QStringLiteral("sclk"), QStringLiteral("600"),
                               QStringLiteral("2400")});
    ASSERT_TRUE(r.ok) << r.message.toStdString();
    EXPECT_EQ(r.writes, (std::vector<std::string>{w("0000:03:00.0/power_dpm_force_performance_level", "manual"),
                                                        w("0000:03:00.0/pp_od_clk_voltage", "s 0 600\n"),
                                                        w("0000:03:00.0/pp_od_clk_voltage", "s 1 2400\n"),
                                                        w("0000:03:00.0/pp_od_clk_voltage", "c")}));
    EXPECT_EQ(tree.readDeviceFile(0, QStringLiteral("pp_od_clk_voltage")), QByteArray("c"));
}

TEST_F(RocmSmiSetter, MemoryClockRangeUsesTheMCommand)
{
    const ToolResult r = tool({QStringLiteral("set-clock-range"), QStringLiteral("0"), QStringLiteral("mclk"), QStringLiteral("97"),
                               QStringLiteral("1300")});
    ASSERT_TRUE(r.ok) << r.message.toStdString();
    EXPECT_EQ(r.writes, (std::vector<std::string>{w("0000:03:00.0/power_dpm_force_performance_level", "manual"),
                                                        w("0000:03:00.0/pp_od_clk_voltage", "m 0 97\n"),
                                                        w("0000:03:00.0/pp_od_clk_voltage", "m 1 1300\n"),
                                                        w("0000:03:00.0/pp_od_clk_voltage", "c")}));
}

TEST_F(RocmSmiSetter, ClockRangeOutsideOdRangeIsRefused)
{
    // OD_RANGE of the RX 7900 XTX: SCLK 500-3000 MHz. The library itself
    // would write any number; the backend must refuse.
    for (const auto &[lo, hi] : {std::pair{"499", "2400"}, std::pair{"600", "3001"}, std::pair{"2400", "600"}}) {
        const ToolResult r = tool({QStringLiteral("set-clock-range"), QStringLiteral("0"), QStringLiteral("sclk"), QLatin1String(lo), QLatin1String(hi)});
        EXPECT_FALSE(r.ok) << lo << "-" << hi;
        EXPECT_TRUE(r.writes.empty()) << lo << "-" << hi;
    }
    EXPECT_EQ(tree.readDeviceFile(0, QStringLiteral("pp_od_clk_voltage")), tree.card(0).deviceFiles.value(QStringLiteral("pp_od_clk_voltage")));
    EXPECT_EQ(tree.readDeviceFile(0, QStringLiteral("power_dpm_force_performance_level")), QByteArray("auto\n"));
}

TEST_F(RocmSmiSetter, Mi210MemoryRangeIsNotSettable)
{
    const ToolResult r = tool({QStringLiteral("set-clock-range"), QStringLiteral("1"), QStringLiteral("mclk"), QStringLiteral("400"),
                               QStringLiteral("1600")});
    EXPECT_FALSE(r.ok);
    EXPECT_TRUE(r.writes.empty());
    const ToolResult sclk = tool({QStringLiteral("set-clock-range"), QStringLiteral("1"), QStringLiteral("sclk"), QStringLiteral("500"),
                                  QStringLiteral("1600")});
    EXPECT_TRUE(sclk.ok) << sclk.message.toStdString();
}

TEST_F(RocmSmiSetter, DpmLevelMaskWritesLevelIndices)
{
    const ToolResult r = tool({QStringLiteral("set-dpm-mask"), QStringLiteral("0"), QStringLiteral("sclk"), QStringLiteral("0x5")});
    ASSERT_TRUE(r.ok) << r.message.toStdString();
    EXPECT_EQ(r.writes, (std::vector<std::string>{w("0000:03:00.0/power_dpm_force_performance_level", "manual"),
                                                        w("0000:03:00.0/pp_dpm_sclk", "0 2 ")}));
}

TEST_F(RocmSmiSetter, DpmLevelMaskBeyondTheTableIsRefused)
{
    for (const char *mask : {"0x0", "0x8", "0x10"}) {
        const ToolResult r = tool({QStringLiteral("set-dpm-mask"), QStringLiteral("0"), QStringLiteral("sclk"), QLatin1String(mask)});
        EXPECT_FALSE(r.ok) << mask;
        EXPECT_TRUE(r.writes.empty()) << mask;
    }
}

TEST_F(RocmSmiSetter, DpmLevelMaskOnATableTheLibraryWouldAbortOnIsRefused)
{
    ASSERT_TRUE(tree.writeDeviceFile(0, QStringLiteral("pp_dpm_sclk"), "S: 19Mhz *\n0: 500Mhz\n1: 2526Mhz\n"));
    const ToolResult r = tool({QStringLiteral("set-dpm-mask"), QStringLiteral("0"), QStringLiteral("sclk"), QStringLiteral("0x1")});
    EXPECT_FALSE(r.ok);
    EXPECT_TRUE(r.message.contains(QStringLiteral("cannot be selected through ROCm SMI"))) << r.message.toStdString();
    EXPECT_TRUE(r.writes.empty());
}

TEST_F(RocmSmiSetter, OverdrivePercentWithinZeroToTwenty)
{
    const ToolResult r = tool({QStringLiteral("set-overdrive"), QStringLiteral("0"), QStringLiteral("5")});
    ASSERT_TRUE(r.ok) << r.message.toStdString();
    EXPECT_EQ(r.writes, (std::vector<std::string>{w("0000:03:00.0/pp_sclk_od", "5")}));
    for (const char *percent : {"21", "-1"}) {
        const ToolResult bad = tool({QStringLiteral("set-overdrive"), QStringLiteral("0"), QLatin1String(percent)});
        EXPECT_FALSE(bad.ok) << percent;
        EXPECT_TRUE(bad.writes.empty()) << percent;
    }
    const ToolResult mi = tool({QStringLiteral("set-overdrive"), QStringLiteral("1"), QStringLiteral("5")});
    EXPECT_FALSE(mi.ok) << "the MI210 has no pp_sclk_od";
}

TEST_F(RocmSmiSetter, PowerProfileWritesTheDriverIndex)
{
    const ToolResult r = tool({QStringLiteral("set-power-profile"), QStringLiteral("0"), QStringLiteral("COMPUTE")});
    ASSERT_TRUE(r.ok) << r.message.toStdString();
    EXPECT_EQ(r.writes, (std::vector<std::string>{w("0000:03:00.0/power_dpm_force_performance_level", "manual"),
                                                        w("0000:03:00.0/pp_power_profile_mode", "5")}));
    const ToolResult mi = tool({QStringLiteral("set-power-profile"), QStringLiteral("1"), QStringLiteral("COMPUTE")});
    EXPECT_FALSE(mi.ok) << "the MI210 has no pp_power_profile_mode";
}

TEST_F(RocmSmiSetter, PowerProfileOnATableTheLibraryWouldAbortOnIsRefused)
{
    QByteArray table = tree.readDeviceFile(0, QStringLiteral("pp_power_profile_mode"));
    table.replace("BOOTUP_DEFAULT*:", "BOOTUP_DEFAULT :");
    table += " 7      WINDOW_3D*:\n";
    ASSERT_TRUE(tree.writeDeviceFile(0, QStringLiteral("pp_power_profile_mode"), table));
    const ToolResult r = tool({QStringLiteral("set-power-profile"), QStringLiteral("0"), QStringLiteral("COMPUTE")});
    EXPECT_FALSE(r.ok);
    EXPECT_TRUE(r.writes.empty());
}

TEST_F(RocmSmiSetter, ALostCardIsNotWritten)
{
    ASSERT_TRUE(tree.unplugCard(1));
    // The library no longer lists the card: the tool's device 1 does not exist.
    const ToolResult r = tool({QStringLiteral("set-power-cap"), QStringLiteral("1"), QStringLiteral("200000000")});
    EXPECT_FALSE(r.ok);
    EXPECT_TRUE(r.writes.empty());
    EXPECT_EQ(tree.readHwmonFile(1, QStringLiteral("power1_cap")), QByteArray("300000000\n"));
}

TEST_F(RocmSmiSetter, WithoutRootTheLibraryRefusesAndSaysSo)
{
    // The tool runs as "nobody" inside the namespace: the library captured a
    // non-zero euid at rsmi_init and answers RSMI_STATUS_PERMISSION.
    ASSERT_TRUE(QFile::setPermissions(dir.path(), QFileDevice::ReadOwner | QFileDevice::WriteOwner | QFileDevice::ExeOwner
                                                      | QFileDevice::ReadOther | QFileDevice::ExeOther));
    const ToolResult r = tool({QStringLiteral("set-power-cap"), QStringLiteral("0"), QStringLiteral("300000000")}, 65534);
    EXPECT_FALSE(r.ok);
    EXPECT_TRUE(r.message.contains(QStringLiteral("permission denied: changing GPU settings needs root"))) << r.run.describe().toStdString();
    EXPECT_TRUE(r.writes.empty());
    EXPECT_EQ(tree.readHwmonFile(0, QStringLiteral("power1_cap")), QByteArray("327000000\n"));
}
