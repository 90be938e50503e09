// SPDX-License-Identifier: GPL-3.0-or-later
// rocmtune-cli tuning set --voltage-curve through the real ROCm SMI library
// on a fake Radeon VII (Vega20 layout of pp_od_clk_voltage: OD_VDDC_CURVE,
// three points, each with its VDDC_CURVE_SCLK[N] / VDDC_CURVE_VOLT[N] range)
// whose file answers like the driver (ROCMTUNE_FAKE_DRIVER=1: a "vc" outside
// a point's range is EINVAL): "vc N MHZ MV" per point then "c", the revert
// to the curve before, `tuning show`, and refusals that exit 3 with the
// limit and nothing written (a point outside its range, a curve whose clock
// or voltage falls from one point to the next); an RX 7900 XTX (no curve) refuses it too.
#include "tests/tuning/integration/TuningSysfsFixture.h"

#include <QJsonArray>
#include <QRegularExpression>

using namespace rocmtune::testing;

namespace {

class VoltageCurveCli : public TuningSysfs
{
protected:
    void addCards() override { tree.addCard(FakeCardSpec::radeonVii()); }
    void SetUp() override
    {
        TuningSysfs::SetUp();
        qputenv("ROCMTUNE_FAKE_DRIVER", "1");
    }
    QStringList set(const QStringList &values) const { return QStringList{QStringLiteral("set"), QStringLiteral("--gpu"), QStringLiteral("0")} + values; }
    QJsonObject curveShown()
    {
        const FakeSysfsRun show = tuning({QStringLiteral("show"), QStringLiteral("--gpu"), QStringLiteral("0"), QStringLiteral("--json")});
        EXPECT_EQ(show.exitCode, 0) << show.describe().toStdString();
        return QJsonDocument::fromJson(show.out.toUtf8()).object().value(QStringLiteral("controls")).toObject().value(QStringLiteral("voltage_curve")).toObject();
    }
    static QJsonArray points(std::initializer_list<std::pair<int, int>> list)
    {
        QJsonArray a;
        for (const auto &[mhz, mv] : list)
            a.append(QJsonArray{mhz, mv});
        return a;
    }
};

class VoltageCurveCliRx7900 : public VoltageCurveCli
{
protected:
    void addCards() override { tree.addCard(FakeCardSpec::radeonRx7900Xtx()); }
};


} // namespace

TEST_F(VoltageCurveCli, TheCardsCurveAndRangesAreShown)
{
    const QJsonObject c = curveShown();
    EXPECT_EQ(c.value(QStringLiteral("points")).toArray(), points({{808, 750}, {1304, 822}, {1801, 1071}}));
    EXPECT_EQ(c.value(QStringLiteral("clock_ranges_mhz")).toArray(), points({{808, 2200}, {808, 2200}, {808, 2200}}));
    EXPECT_EQ(c.value(QStringLiteral("voltage_ranges_mv")).toArray(), points({{738, 1218}, {738, 1218}, {738, 1218}}));
    const FakeSysfsRun text = tuning({QStringLiteral("show"), QStringLiteral("--gpu"), QStringLiteral("0")});
    // The values start in one column, wherever the longest label puts it.
    EXPECT_TRUE(text.out.contains(QRegularExpression(QStringLiteral("Voltage curve: +808:750,1304:822,1801:1071 \\(MHz:mV; driver MHz "
                                                                    "808-2200,808-2200,808-2200, mV 738-1218,738-1218,738-1218\\)"))))
        << text.out.toStdString();
}

TEST_F(VoltageCurveCli, EachPointIsVcThenCommitAndRevertWritesTheCurveBefore)
{
    const QByteArray before = device("pp_od_clk_voltage");
    const FakeSysfsRun run = tuning(set({QStringLiteral("--voltage-curve"), QStringLiteral("808:745,1304:800,1801:1020")}) + kPending);
    ASSERT_EQ(run.exitCode, 0) << run.describe().toStdString();
    // Only the curve: no performance level, no other file.
    EXPECT_EQ(writes(), (std::vector<std::string>{w("pp_od_clk_voltage", "vc 0 808 745\n"), w("pp_od_clk_voltage", "vc 1 1304 800\n"),
                                                  w("pp_od_clk_voltage", "vc 2 1801 1020\n"), w("pp_od_clk_voltage", "c")}));
    EXPECT_EQ(curveShown().value(QStringLiteral("points")).toArray(), points({{808, 745}, {1304, 800}, {1801, 1020}}));

    const FakeSysfsRun revert = tuning(kRevertGpu0);
    ASSERT_EQ(revert.exitCode, 0) << revert.describe().toStdString();
    EXPECT_EQ(writes(), (std::vector<std::string>{w("pp_od_clk_voltage", "vc 0 808 750\n"), w("pp_od_clk_voltage", "vc 1 1304 822\n"),
                                                  w("pp_od_clk_voltage", "vc 2 1801 1071\n"), w("pp_od_clk_voltage", "c")}));
    EXPECT_EQ(curveShown().value(QStringLiteral("points")).toArray(), points({{808, 750}, {1304, 822}, {1801, 1071}}));
    Q_UNUSED(before);
}

TEST_F(VoltageCurveCli, OutsideAPointsRangeOrTheWrongCountExitsThreeWithTheLimitAndNothingWritten)
{
    const QMap<QString, QByteArray> before = snapshot();
    struct Case {
        QString curve;
        QString limit;
    };
    for (const Case &c : {Case{QStringLiteral("808:745,1304:800,1801:1250"), QStringLiteral("738-1218 mV")},  // point 2 above its voltage range
                          Case{QStringLiteral("808:700,1304:800,1801:1020"), QStringLiteral("738-1218 mV")},  // point 0 below it
                          Case{QStringLiteral("808:745,1304:800,2300:1020"), QStringLiteral("808-2200 MHz")}, // clock above its range
                          Case{QStringLiteral("808:745,1801:1020"), QStringLiteral("3 points")},             // two points for three
                          // Issue 37: a curve must be a curve. Point 1 above point 2's clock (it folds back, a higher clock at a
                          // lower voltage), and a voltage that falls from point 1 to point 2; each point inside its range.
                          Case{QStringLiteral("808:740,1900:852,1801:1070"), QStringLiteral("1801 MHz is not above the 1900 MHz")},
                          Case{QStringLiteral("808:745,1304:1100,1801:1070"), QStringLiteral("1070 mV is below the 1100 mV")}}) {
        const FakeSysfsRun run = tuning(set({QStringLiteral("--voltage-curve"), c.curve}) + kNoConfirm);
        EXPECT_EQ(run.exitCode, 3) << c.curve.toStdString() << run.describe().toStdString();
        EXPECT_TRUE((run.err + run.out).contains(c.limit)) << c.limit.toStdString() << run.describe().toStdString();
        EXPECT_TRUE(writes().empty()) << c.curve.toStdString();
    }
    const FakeSysfsRun malformed = tuning(set({QStringLiteral("--voltage-curve"), QStringLiteral("808-745")}) + kNoConfirm);
    EXPECT_EQ(malformed.exitCode, 2) << malformed.describe().toStdString();
    EXPECT_TRUE(writes().empty());
    EXPECT_EQ(snapshot(), before);
}

TEST_F(VoltageCurveCliRx7900, ACardWithoutACurveRefusesItWithNothingWritten)
{
    const QMap<QString, QByteArray> before = snapshot();
    const FakeSysfsRun run = tuning(set({QStringLiteral("--voltage-curve"), QStringLiteral("808:745,1304:800,1801:1020")}) + kNoConfirm);
    EXPECT_EQ(run.exitCode, 3) << run.describe().toStdString();
    // Said in users' words: the driver's OD_VDDC_CURVE only in tuning show --verbose / --json (the library's
    // own debug lines, "rocmtune.rocmsmi: ...", may name it).
    EXPECT_TRUE((run.err + run.out).contains(QStringLiteral("has no voltage curve to edit"))) << run.describe().toStdString();
    for (const QString &line : (run.err + run.out).split(QLatin1Char('\n'))) {
        if (line.startsWith(QStringLiteral("rocmtune.")))
            continue;
        EXPECT_FALSE(line.contains(QStringLiteral("OD_VDDC_CURVE")) || line.contains(QStringLiteral("pp_od_clk_voltage"))) << line.toStdString();
    }
    EXPECT_TRUE(writes().empty());
    EXPECT_EQ(snapshot(), before);
    EXPECT_TRUE(curveShown().isEmpty());
}
