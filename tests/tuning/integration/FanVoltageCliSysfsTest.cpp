// SPDX-License-Identifier: GPL-3.0-or-later
// rocmtune-cli tuning set --voltage-offset / --fan-curve / --fan-mode /
// --fan-zero-rpm through the real ROCm SMI library on a fake RX 7900 XTX
// whose files answer like the amdgpu driver: the exact bytes, the revert
// (the fan back to the firmware's own control with "r"), reset to defaults,
// and refusals that exit 3 with the limit and nothing written; the same on a
// fake RX 9070 XT (RDNA4).
#include "tests/tuning/integration/TuningSysfsFixture.h"

#include <QJsonArray>

using namespace rocmtune::testing;

namespace {

class FanVoltageCli : public TuningSysfs
{
protected:
    void SetUp() override
    {
        TuningSysfs::SetUp();
        qputenv("ROCMTUNE_FAKE_DRIVER", "1");
    }
    QStringList set(const QStringList &values) const
    {
        return QStringList{QStringLiteral("set"), QStringLiteral("--gpu"), QStringLiteral("0")} + values;
    }
    QByteArray fanFile(const char *name) const { return tree.readDeviceFile(0, QStringLiteral("gpu_od/fan_ctrl/") + QLatin1String(name)); }
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


} // namespace

TEST_F(FanVoltageCli, VoltageOffsetExactWritesThenRevert)
{
    const QByteArray before = device("pp_od_clk_voltage");
    const FakeSysfsRun run = tuning(set({QStringLiteral("--voltage-offset=-50")}) + kPending);
    ASSERT_EQ(run.exitCode, 0) << run.describe().toStdString();
    EXPECT_EQ(writesTo("pp_od_clk_voltage"), (std::vector<std::string>{w("pp_od_clk_voltage", "vo -50\n"), w("pp_od_clk_voltage", "c")}));
    EXPECT_TRUE(device("pp_od_clk_voltage").contains("OD_VDDGFX_OFFSET:\n-50mV\n"));
    const FakeSysfsRun revert = tuning(kRevertGpu0);
    ASSERT_EQ(revert.exitCode, 0) << revert.describe().toStdString();
    EXPECT_EQ(writesTo("pp_od_clk_voltage"), (std::vector<std::string>{w("pp_od_clk_voltage", "vo 0\n"), w("pp_od_clk_voltage", "c")}));
    EXPECT_EQ(device("pp_od_clk_voltage"), before);
}

TEST_F(FanVoltageCli, OutOfRangeValuesExitThreeWithTheLimitAndNothingWritten)
{
    const QMap<QString, QByteArray> before = snapshot();
    struct Case {
        QStringList args;
        QString limit;
    };
    for (const Case &c : {Case{{QStringLiteral("--voltage-offset=-455")}, QStringLiteral("-450")},
                          Case{{QStringLiteral("--voltage-offset"), QStringLiteral("5")}, QStringLiteral("0 mV")},
                          Case{{QStringLiteral("--fan-curve"), QStringLiteral("20:20,45:30,60:45,75:70,90:100")}, QStringLiteral("25-100")},
                          Case{{QStringLiteral("--fan-curve"), QStringLiteral("30:20,45:50,60:45,75:70,90:100")}, QStringLiteral("45%")},
                          Case{{QStringLiteral("--fan-mode"), QStringLiteral("fixed"), QStringLiteral("--fan-speed"), QStringLiteral("10")},
                               QStringLiteral("15-100%")}}) {
        const FakeSysfsRun run = tuning(set(c.args) + kNoConfirm);
        EXPECT_EQ(run.exitCode, 3) << c.args.join(QLatin1Char(' ')).toStdString() << run.describe().toStdString();
        EXPECT_TRUE((run.err + run.out).contains(c.limit)) << c.limit.toStdString() << run.describe().toStdString();
        EXPECT_TRUE(writes().empty()) << c.args.join(QLatin1Char(' ')).toStdString();
    }
    EXPECT_EQ(snapshot(), before);
}

TEST_F(FanVoltageCli, FanCurveIsWrittenAndRevertGivesTheFirmwareItsControlBack)
{
    const QByteArray boot = fanFile("fan_curve");
    const FakeSysfsRun run = tuning(set({QStringLiteral("--fan-curve"), QStringLiteral("30:20,45:30,60:45,75:70,90:100")}) + kPending);
    ASSERT_EQ(run.exitCode, 0) << run.describe().toStdString();
    EXPECT_EQ(writesTo("fan_curve"), (std::vector<std::string>{w("fan_curve", "0 30 20\n"), w("fan_curve", "1 45 30\n"),
                                                                w("fan_curve", "2 60 45\n"), w("fan_curve", "3 75 70\n"),
                                                                w("fan_curve", "4 90 100\n"), w("fan_curve", "c")}));
    EXPECT_TRUE(fanFile(".fan_curve.committed").contains("4: 90C 100%"));
    const FakeSysfsRun revert = tuning(kRevertGpu0);
    ASSERT_EQ(revert.exitCode, 0) << revert.describe().toStdString();
    EXPECT_EQ(writesTo("fan_curve"), (std::vector<std::string>{w("fan_curve", "r"), w("fan_curve", "c")}));
    EXPECT_EQ(fanFile("fan_curve"), boot);
}

TEST_F(FanVoltageCli, FixedSpeedZeroRpmShowAndResetToDefaults)
{
    const FakeSysfsRun run = tuning(set({QStringLiteral("--fan-mode"), QStringLiteral("fixed"), QStringLiteral("--fan-speed"),
                                         QStringLiteral("40"), QStringLiteral("--fan-zero-rpm"), QStringLiteral("off"),
                                         QStringLiteral("--voltage-offset=-30")})
                                    + kNoConfirm);
    ASSERT_EQ(run.exitCode, 0) << run.describe().toStdString();
    // Apply order: the voltage offset (45) before the fan (80).
    const std::vector<std::string> all = writes();
    ASSERT_GE(all.size(), 10u) << run.describe().toStdString();
    EXPECT_EQ(all.front(), w("pp_od_clk_voltage", "vo -30\n"));
    EXPECT_EQ(writesTo("fan_curve").front(), w("fan_curve", "0 25 40\n"));
    EXPECT_EQ(writesTo("fan_zero_rpm_enable"), (std::vector<std::string>{w("fan_zero_rpm_enable", "0\n"), w("fan_zero_rpm_enable", "c")}));

    const FakeSysfsRun show = tuning({QStringLiteral("show"), QStringLiteral("--gpu"), QStringLiteral("0"), QStringLiteral("--json")});
    ASSERT_EQ(show.exitCode, 0) << show.describe().toStdString();
    const QJsonObject controls = QJsonDocument::fromJson(show.out.toUtf8()).object().value(QStringLiteral("controls")).toObject();
    EXPECT_EQ(controls.value(QStringLiteral("voltage_offset")).toObject().value(QStringLiteral("current_mv")).toInt(), -30) << show.out.toStdString();
    EXPECT_EQ(controls.value(QStringLiteral("fan")).toObject().value(QStringLiteral("mode")).toString(), QStringLiteral("fixed"));

    const FakeSysfsRun reset = tuning({QStringLiteral("reset"), QStringLiteral("--gpu"), QStringLiteral("0")});
    ASSERT_EQ(reset.exitCode, 0) << reset.describe().toStdString();
    EXPECT_TRUE(device("pp_od_clk_voltage").contains("OD_VDDGFX_OFFSET:\n0mV\n"));
    EXPECT_EQ(writesTo("fan_curve"), (std::vector<std::string>{w("fan_curve", "r"), w("fan_curve", "c")}));
    EXPECT_EQ(fanFile("fan_zero_rpm_enable"), QByteArray("FAN_ZERO_RPM_ENABLE:\n1\nOD_RANGE:\nZERO_RPM_ENABLE: 0 1\n"));
}

namespace {

// The same commands on a fake RX 9070 XT (RDNA4, smu_v14_0_2): VDDGFX_OFFSET
// -200..0 mV, and a firmware curve that is not all zeros at boot (35C 20% ...
// 95C 100%), so a revert writes that curve back point by point.
class FanVoltageCliRx9070 : public FanVoltageCli
{
protected:
    void addCards() override { tree.addCard(FakeCardSpec::radeonRx9070Xt()); }
};

const QByteArray kRx9070BootCurve = "OD_FAN_CURVE:\n0: 35C 20%\n1: 50C 30%\n2: 65C 45%\n3: 80C 70%\n4: 95C 100%\n"
                                    "OD_RANGE:\nFAN_CURVE(hotspot temp): 25C 100C\nFAN_CURVE(fan speed): 15% 100%\n";

} // namespace

TEST_F(FanVoltageCliRx9070, VoltageOffsetExactWritesThenRevertInsideItsOwnRange)
{
    const QByteArray before = device("pp_od_clk_voltage");
    ASSERT_TRUE(before.contains("VDDGFX_OFFSET:    -200mv          0mv\n")) << before.toStdString();
    const FakeSysfsRun run = tuning(set({QStringLiteral("--voltage-offset=-120")}) + kPending);
    ASSERT_EQ(run.exitCode, 0) << run.describe().toStdString();
    EXPECT_EQ(writes(), (std::vector<std::string>{w("pp_od_clk_voltage", "vo -120\n"), w("pp_od_clk_voltage", "c")}));
    QByteArray expected = before;
    expected.replace("OD_VDDGFX_OFFSET:\n0mV\n", "OD_VDDGFX_OFFSET:\n-120mV\n");
    EXPECT_EQ(device("pp_od_clk_voltage"), expected);
    const FakeSysfsRun revert = tuning(kRevertGpu0);
    ASSERT_EQ(revert.exitCode, 0) << revert.describe().toStdString();
    EXPECT_EQ(writes(), (std::vector<std::string>{w("pp_od_clk_voltage", "vo 0\n"), w("pp_od_clk_voltage", "c")}));
    EXPECT_EQ(device("pp_od_clk_voltage"), before);

    // -250 is inside the RX 7900 XTX's -450 but outside this card's -200.
    const QMap<QString, QByteArray> untouched = snapshot();
    const FakeSysfsRun out = tuning(set({QStringLiteral("--voltage-offset=-250")}) + kNoConfirm);
    EXPECT_EQ(out.exitCode, 3) << out.describe().toStdString();
    EXPECT_TRUE((out.err + out.out).contains(QStringLiteral("-200"))) << out.describe().toStdString();
    EXPECT_TRUE(writes().empty());
    EXPECT_EQ(snapshot(), untouched);
}

TEST_F(FanVoltageCliRx9070, FanCurveIsWrittenAndRevertPutsTheBootCurveBack)
{
    ASSERT_EQ(fanFile("fan_curve"), kRx9070BootCurve);
    const FakeSysfsRun run = tuning(set({QStringLiteral("--fan-curve"), QStringLiteral("30:25,45:35,60:50,75:75,90:100")}) + kPending);
    ASSERT_EQ(run.exitCode, 0) << run.describe().toStdString();
    EXPECT_EQ(writesTo("fan_curve"), (std::vector<std::string>{w("fan_curve", "0 30 25\n"), w("fan_curve", "1 45 35\n"),
                                                                w("fan_curve", "2 60 50\n"), w("fan_curve", "3 75 75\n"),
                                                                w("fan_curve", "4 90 100\n"), w("fan_curve", "c")}));
    EXPECT_TRUE(fanFile(".fan_curve.committed").contains("0: 30C 25%\n")) << fanFile(".fan_curve.committed").toStdString();
    const FakeSysfsRun revert = tuning(kRevertGpu0);
    ASSERT_EQ(revert.exitCode, 0) << revert.describe().toStdString();
    // The card's curve before was not the driver's zero curve: it is written back as it was.
    EXPECT_EQ(writesTo("fan_curve"), (std::vector<std::string>{w("fan_curve", "0 35 20\n"), w("fan_curve", "1 50 30\n"),
                                                                w("fan_curve", "2 65 45\n"), w("fan_curve", "3 80 70\n"),
                                                                w("fan_curve", "4 95 100\n"), w("fan_curve", "c")}));
    EXPECT_EQ(fanFile("fan_curve"), kRx9070BootCurve);
}

TEST_F(FanVoltageCliRx9070, FixedSpeedZeroRpmAndRefusalsWithTheLimit)
{
    const FakeSysfsRun run = tuning(set({QStringLiteral("--fan-mode"), QStringLiteral("fixed"), QStringLiteral("--fan-speed"), QStringLiteral("60"),
                                         QStringLiteral("--fan-zero-rpm"), QStringLiteral("off")})
                                    + kNoConfirm);
    ASSERT_EQ(run.exitCode, 0) << run.describe().toStdString();
    EXPECT_EQ(writesTo("fan_curve"), (std::vector<std::string>{w("fan_curve", "0 25 60\n"), w("fan_curve", "1 43 60\n"),
                                                                w("fan_curve", "2 62 60\n"), w("fan_curve", "3 81 60\n"),
                                                                w("fan_curve", "4 100 60\n"), w("fan_curve", "c")}));
    EXPECT_EQ(writesTo("fan_zero_rpm_enable"), (std::vector<std::string>{w("fan_zero_rpm_enable", "0\n"), w("fan_zero_rpm_enable", "c")}));
    EXPECT_EQ(fanFile("fan_zero_rpm_enable"), QByteArray("FAN_ZERO_RPM_ENABLE:\n0\nOD_RANGE:\nZERO_RPM_ENABLE: 0 1\n"));

    const QMap<QString, QByteArray> before = snapshot();
    struct Case {
        QStringList args;
        QString limit;
    };
    for (const Case &c : {Case{{QStringLiteral("--fan-curve"), QStringLiteral("30:25,45:35,60:50,75:75,101:100")}, QStringLiteral("25-100")},
                          Case{{QStringLiteral("--fan-mode"), QStringLiteral("fixed"), QStringLiteral("--fan-speed"), QStringLiteral("14")},
                               QStringLiteral("15-100%")}}) {
        const FakeSysfsRun bad = tuning(set(c.args) + kNoConfirm);
        EXPECT_EQ(bad.exitCode, 3) << c.args.join(QLatin1Char(' ')).toStdString() << bad.describe().toStdString();
        EXPECT_TRUE((bad.err + bad.out).contains(c.limit)) << c.limit.toStdString() << bad.describe().toStdString();
        EXPECT_TRUE(writes().empty());
    }
    EXPECT_EQ(snapshot(), before);
}
