// SPDX-License-Identifier: GPL-3.0-or-later
// The fan and voltage offset primitives of the rocm-smi backend on a fake
// RX 7900 XTX whose files answer like the amdgpu driver (ROCMTUNE_FAKE_DRIVER=1:
// gpu_od/fan_ctrl edits checked against each file's OD_RANGE, "c" commits,
// "r" restores the boot value; "vo" within VDDGFX_OFFSET), and manual PWM
// through the real librocm_smi64 on a card without firmware fan control.
#include "tests/tuning/integration/TuningSysfsFixture.h"

using namespace rocmtune::testing;

namespace {

class FanVoltageRx7900 : public TuningSysfs
{
protected:
    void SetUp() override
    {
        TuningSysfs::SetUp();
        qputenv("ROCMTUNE_FAKE_DRIVER", "1");
    }
    FakeSysfsRun tool(const QString &command, const QString &value)
    {
        QFile::remove(log);
        FakeSysfsRun run = runBackendTool(tree, {command, QStringLiteral("0"), value});
        EXPECT_NE(run.exitCode, 125) << run.describe().toStdString();
        EXPECT_FALSE(run.crashed) << run.describe().toStdString();
        return run;
    }
    QString state() { return tool(QStringLiteral("show-fan-voltage"), QStringLiteral("-")).out; }
    QByteArray fanFile(const char *name) const { return tree.readDeviceFile(0, QStringLiteral("gpu_od/fan_ctrl/") + QLatin1String(name)); }
    // Writes to one file, in order.
    std::vector<std::string> writesTo(const std::string &file) const
    {
        std::vector<std::string> out;
        for (const std::string &line : writes()) {
            if (line.rfind(file + " <- ", 0) == 0)
                out.push_back(line);
        }
        return out;
    }
};

class FanRx6800 : public TuningSysfs
{
protected:
    void addCards() override { tree.addCard(FakeCardSpec::radeonRx6800Xt()); }
};

const QByteArray kBootCurve = "OD_FAN_CURVE:\n0: 0C 0%\n1: 0C 0%\n2: 0C 0%\n3: 0C 0%\n4: 0C 0%\n"
                              "OD_RANGE:\nFAN_CURVE(hotspot temp): 25C 100C\nFAN_CURVE(fan speed): 15% 100%\n";

} // namespace

TEST_F(FanVoltageRx7900, ReadsEveryFanFileWithItsRangeAndTheVoltageOffset)
{
    const QString s = state();
    EXPECT_TRUE(s.contains(QStringLiteral("curve=0:0,0:0,0:0,0:0,0:0[25-100C,15-100%]"))) << s.toStdString();
    EXPECT_TRUE(s.contains(QStringLiteral("mode=auto"))) << s.toStdString();
    EXPECT_TRUE(s.contains(QStringLiteral("zero_rpm=1[0-1]"))) << s.toStdString();
    EXPECT_TRUE(s.contains(QStringLiteral("min_pwm=15[15-100]"))) << s.toStdString();
    EXPECT_TRUE(s.contains(QStringLiteral("target_temp=95[25-110]"))) << s.toStdString();
    EXPECT_TRUE(s.contains(QStringLiteral("acoustic_limit=2450[500-3100]"))) << s.toStdString();
    EXPECT_TRUE(s.contains(QStringLiteral("acoustic_target=2200[500-3100]"))) << s.toStdString();
    EXPECT_TRUE(s.contains(QStringLiteral("offset=0[-450-0]"))) << s.toStdString();
}

TEST_F(FanVoltageRx7900, FanCurveIsWrittenPointByPointCommittedAndReadBack)
{
    const FakeSysfsRun run = tool(QStringLiteral("set-fan-curve"), QStringLiteral("30:20,45:30,60:45,75:70,90:100"));
    ASSERT_EQ(run.exitCode, 0) << run.describe().toStdString();
    EXPECT_EQ(writesTo("fan_curve"), (std::vector<std::string>{w("fan_curve", "0 30 20\n"), w("fan_curve", "1 45 30\n"),
                                                                w("fan_curve", "2 60 45\n"), w("fan_curve", "3 75 70\n"),
                                                                w("fan_curve", "4 90 100\n"), w("fan_curve", "c")}));
    const QByteArray expected = "OD_FAN_CURVE:\n0: 30C 20%\n1: 45C 30%\n2: 60C 45%\n3: 75C 70%\n4: 90C 100%\n"
                                "OD_RANGE:\nFAN_CURVE(hotspot temp): 25C 100C\nFAN_CURVE(fan speed): 15% 100%\n";
    EXPECT_EQ(fanFile("fan_curve"), expected);
    EXPECT_EQ(fanFile(".fan_curve.committed"), expected); // the commit saw the whole curve
    EXPECT_TRUE(state().contains(QStringLiteral("mode=curve")));

    // Back to the firmware's control: "r" restores the boot curve, "c" commits.
    const FakeSysfsRun reset = tool(QStringLiteral("set-fan-auto"), QStringLiteral("-"));
    ASSERT_EQ(reset.exitCode, 0) << reset.describe().toStdString();
    EXPECT_EQ(writesTo("fan_curve"), (std::vector<std::string>{w("fan_curve", "r"), w("fan_curve", "c")}));
    EXPECT_EQ(fanFile("fan_curve"), kBootCurve);
    EXPECT_EQ(fanFile(".fan_curve.committed"), kBootCurve);
}

TEST_F(FanVoltageRx7900, CurvesOutsideTheFileRangesOrDecreasingAreRefusedWithNothingWritten)
{
    for (const QString &curve : {QStringLiteral("20:20,45:30,60:45,75:70,90:100"),   // 20 °C below 25
                                 QStringLiteral("30:10,45:30,60:45,75:70,90:100"),   // 10 % below 15
                                 QStringLiteral("30:20,45:30,40:45,75:70,90:100"),   // temperature goes down
                                 QStringLiteral("30:20,45:50,60:45,75:70,90:100"),   // duty goes down
                                 QStringLiteral("30:20,45:30,60:45,75:70")}) {       // four points
        const FakeSysfsRun run = tool(QStringLiteral("set-fan-curve"), curve);
        EXPECT_EQ(run.exitCode, 1) << curve.toStdString() << run.describe().toStdString();
        EXPECT_TRUE(writesTo("fan_curve").empty()) << curve.toStdString();
        EXPECT_EQ(fanFile("fan_curve"), kBootCurve);
    }
}

TEST_F(FanVoltageRx7900, FixedSpeedIsAFlatCurveOverTheWholeTemperatureRange)
{
    const FakeSysfsRun run = tool(QStringLiteral("set-fan-fixed"), QStringLiteral("40"));
    ASSERT_EQ(run.exitCode, 0) << run.describe().toStdString();
    EXPECT_EQ(writesTo("fan_curve"), (std::vector<std::string>{w("fan_curve", "0 25 40\n"), w("fan_curve", "1 43 40\n"),
                                                                w("fan_curve", "2 62 40\n"), w("fan_curve", "3 81 40\n"),
                                                                w("fan_curve", "4 100 40\n"), w("fan_curve", "c")}));
    EXPECT_TRUE(state().contains(QStringLiteral("mode=fixed")));
    // Below the file's 15 % minimum: refused before any write.
    const FakeSysfsRun low = tool(QStringLiteral("set-fan-fixed"), QStringLiteral("10"));
    EXPECT_EQ(low.exitCode, 1);
    EXPECT_TRUE(writesTo("fan_curve").empty());
}

TEST_F(FanVoltageRx7900, ZeroRpmIsWrittenAndCommitted)
{
    const FakeSysfsRun run = tool(QStringLiteral("set-fan-zero-rpm"), QStringLiteral("0"));
    ASSERT_EQ(run.exitCode, 0) << run.describe().toStdString();
    EXPECT_EQ(writesTo("fan_zero_rpm_enable"), (std::vector<std::string>{w("fan_zero_rpm_enable", "0\n"), w("fan_zero_rpm_enable", "c")}));
    EXPECT_EQ(fanFile("fan_zero_rpm_enable"), QByteArray("FAN_ZERO_RPM_ENABLE:\n0\nOD_RANGE:\nZERO_RPM_ENABLE: 0 1\n"));
    EXPECT_EQ(fanFile(".fan_zero_rpm_enable.committed"), fanFile("fan_zero_rpm_enable"));
}

TEST_F(FanVoltageRx7900, VoltageOffsetIsVoThenCommitInsideVddgfxOffset)
{
    const QByteArray before = device("pp_od_clk_voltage");
    const FakeSysfsRun run = tool(QStringLiteral("set-voltage-offset"), QStringLiteral("-50"));
    ASSERT_EQ(run.exitCode, 0) << run.describe().toStdString();
    EXPECT_EQ(writesTo("pp_od_clk_voltage"), (std::vector<std::string>{w("pp_od_clk_voltage", "vo -50\n"), w("pp_od_clk_voltage", "c")}));
    QByteArray expected = before;
    expected.replace("OD_VDDGFX_OFFSET:\n0mV\n", "OD_VDDGFX_OFFSET:\n-50mV\n");
    EXPECT_EQ(device("pp_od_clk_voltage"), expected);
    EXPECT_TRUE(state().contains(QStringLiteral("offset=-50[-450-0]")));

    // Outside -450..0: refused, nothing written, the -50 stays.
    for (const QString &mv : {QStringLiteral("-455"), QStringLiteral("10")}) {
        const FakeSysfsRun out = tool(QStringLiteral("set-voltage-offset"), mv);
        EXPECT_EQ(out.exitCode, 1) << mv.toStdString();
        EXPECT_TRUE(out.out.contains(QStringLiteral("-450"))) << out.describe().toStdString(); // the message names the limit
        EXPECT_TRUE(writesTo("pp_od_clk_voltage").empty());
    }
    EXPECT_EQ(device("pp_od_clk_voltage"), expected);
}

TEST_F(FanRx6800, ManualPwmThroughTheLibraryAndBackToAutomatic)
{
    const FakeSysfsRun run = runBackendTool(tree, {QStringLiteral("set-fan-fixed"), QStringLiteral("0"), QStringLiteral("50")});
    ASSERT_EQ(run.exitCode, 0) << run.describe().toStdString();
    // rsmi_dev_fan_speed_set: manual mode, then 50 % of pwm1_max (255).
    EXPECT_EQ(hwmon("pwm1_enable"), QByteArray("1"));
    EXPECT_EQ(hwmon("pwm1"), QByteArray("128"));
    const FakeSysfsRun reset = runBackendTool(tree, {QStringLiteral("set-fan-auto"), QStringLiteral("0"), QStringLiteral("-")});
    ASSERT_EQ(reset.exitCode, 0) << reset.describe().toStdString();
    EXPECT_EQ(hwmon("pwm1_enable"), QByteArray("2")); // rsmi_dev_fan_reset
}
