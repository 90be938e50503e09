// SPDX-License-Identifier: GPL-3.0-or-later
// RDNA4's GFX clock offset (rocmtune-cli tuning set --gfx-clock-offset N|default)
// through the real ROCm SMI library on a fake RX 9070 XT (Navi 48,
// smu_v14_0_2) whose pp_od_clk_voltage answers like the driver
// (ROCMTUNE_FAKE_DRIVER=1). The format is the kernel's since "drm/amd/pm: Fix
// and simplify RDNA4 overdrive for smu 14.0.2" (Tomasz Pakuła, 2025-03):
// smu_v14_0_2_print_clk_levels prints
//   "OD_SCLK_OFFSET:\n" then "%dMhz\n" (od_table->OverDriveTable.GfxclkFoffset)
//   and under "OD_RANGE:" "SCLK_OFFSET: %7dMhz %10uMhz\n" (the GFXCLK_FMAX limits),
// and smu_v14_0_2_od_edit_dpm_table takes PP_OD_EDIT_SCLK_VDDC_TABLE ("s",
// amdgpu_pm.c) with exactly one parameter ("invalid number of input
// parameters" otherwise), refusing one outside the limits ("GfxclkFoffset must
// be within [%d, %u]!"); "c" commits. The tests: the planted value read back
// (tuning show, text and JSON), the exact bytes "s N\n" then "c", the revert,
// "default" (0 MHz: the driver's "r" restores the whole table), values outside
// SCLK_OFFSET refused with exit 3, the limit and nothing written, and an RDNA3
// card (OD_SCLK: min/max, no OD_SCLK_OFFSET) showing it as not available.
#include "tests/tuning/integration/TuningSysfsFixture.h"

#include <QRegularExpression>

using namespace rocmtune::testing;

namespace {

const char kOdFile[] = "pp_od_clk_voltage";

class GfxClockOffsetCli : public TuningSysfs
{
protected:
    // The RX 9070 XT with an offset of +150 MHz in force (the fixture's card boots with 0).
    void addCards() override
    {
        FakeCardSpec card = FakeCardSpec::radeonRx9070Xt();
        QByteArray &od = card.deviceFiles[QLatin1String(kOdFile)];
        ASSERT_TRUE(od.startsWith("OD_SCLK_OFFSET:\n0Mhz\n")) << od.toStdString();
        od.replace("OD_SCLK_OFFSET:\n0Mhz\n", "OD_SCLK_OFFSET:\n150Mhz\n");
        ASSERT_TRUE(od.contains("SCLK_OFFSET:    -500Mhz       1000Mhz\n")) << od.toStdString();
        tree.addCard(card);
    }
    void SetUp() override
    {
        TuningSysfs::SetUp();
        qputenv("ROCMTUNE_FAKE_DRIVER", "1");
    }
    static QStringList set(const QStringList &values) { return QStringList{QStringLiteral("set"), QStringLiteral("--gpu"), QStringLiteral("0")} + values; }
    std::vector<std::string> odWrites() const
    {
        std::vector<std::string> out;
        for (const std::string &line : writes()) {
            if (line.rfind(std::string(kOdFile) + " <- ", 0) == 0)
                out.push_back(line);
        }
        return out;
    }
    QJsonObject controlsJson()
    {
        const FakeSysfsRun show = tuning({QStringLiteral("show"), QStringLiteral("--gpu"), QStringLiteral("0"), QStringLiteral("--json")});
        EXPECT_EQ(show.exitCode, 0) << show.describe().toStdString();
        return QJsonDocument::fromJson(show.out.toUtf8()).object().value(QStringLiteral("controls")).toObject();
    }
};

// An RDNA3 card: pp_od_clk_voltage has OD_SCLK: min/max and OD_VDDGFX_OFFSET, no OD_SCLK_OFFSET.
class GfxClockOffsetAbsentCli : public TuningSysfs
{};

} // namespace

TEST_F(GfxClockOffsetCli, ThePlantedOffsetIsReadBackInShowTextAndJson)
{
    const FakeSysfsRun show = tuning({QStringLiteral("show"), QStringLiteral("--gpu"), QStringLiteral("0")});
    ASSERT_EQ(show.exitCode, 0) << show.describe().toStdString();
    const QRegularExpression line(QStringLiteral("^  GFX clock offset: +150 MHz \\(driver -500 MHz to 1000 MHz\\)$"), QRegularExpression::MultilineOption);
    EXPECT_TRUE(show.out.contains(line)) << show.out.toStdString();
    EXPECT_FALSE(show.out.contains(QStringLiteral("gfx_clock_offset:"))) << show.out.toStdString(); // not "Not supported"

    const QJsonObject controls = controlsJson();
    const QJsonObject offset = controls.value(QStringLiteral("gfx_clock_offset")).toObject();
    EXPECT_EQ(offset.value(QStringLiteral("value")).toInt(12345), 150) << QJsonDocument(controls).toJson().toStdString();
    EXPECT_EQ(offset.value(QStringLiteral("min")).toInt(12345), -500);
    EXPECT_EQ(offset.value(QStringLiteral("max")).toInt(12345), 1000);
    EXPECT_FALSE(controls.value(QStringLiteral("unsupported")).toObject().contains(QStringLiteral("gfx_clock_offset")));
    EXPECT_FALSE(controls.contains(QStringLiteral("not_of_this_generation"))); // both driver values are of this card
    // The voltage offset of the same table still reads on its own path.
    EXPECT_EQ(controls.value(QStringLiteral("voltage_offset")).toObject().value(QStringLiteral("min_mv")).toInt(), -200);
}

TEST_F(GfxClockOffsetCli, SetWritesSThenCommitAndRevertWritesTheOffsetBefore)
{
    const QByteArray before = device(kOdFile);
    const FakeSysfsRun run = tuning(set({QStringLiteral("--gfx-clock-offset"), QStringLiteral("-200")}) + kPending);
    ASSERT_EQ(run.exitCode, 0) << run.describe().toStdString();
    EXPECT_EQ(writes(), (std::vector<std::string>{w(kOdFile, "s -200\n"), w(kOdFile, "c")}));
    EXPECT_TRUE(device(kOdFile).startsWith("OD_SCLK_OFFSET:\n-200Mhz\nOD_MCLK:\n")) << device(kOdFile).toStdString();
    EXPECT_EQ(controlsJson().value(QStringLiteral("gfx_clock_offset")).toObject().value(QStringLiteral("value")).toInt(12345), -200);

    const FakeSysfsRun revert = tuning(kRevertGpu0);
    ASSERT_EQ(revert.exitCode, 0) << revert.describe().toStdString();
    EXPECT_EQ(odWrites(), (std::vector<std::string>{w(kOdFile, "s 150\n"), w(kOdFile, "c")}));
    EXPECT_EQ(device(kOdFile), before);
}

TEST_F(GfxClockOffsetCli, DefaultWritesZeroMegahertz)
{
    const FakeSysfsRun run = tuning(set({QStringLiteral("--gfx-clock-offset"), QStringLiteral("default")}) + kNoConfirm);
    ASSERT_EQ(run.exitCode, 0) << run.describe().toStdString();
    EXPECT_EQ(writes(), (std::vector<std::string>{w(kOdFile, "s 0\n"), w(kOdFile, "c")}));
    EXPECT_TRUE(device(kOdFile).startsWith("OD_SCLK_OFFSET:\n0Mhz\n")) << device(kOdFile).toStdString();
}

TEST_F(GfxClockOffsetCli, OutsideSclkOffsetExitsThreeWithTheLimitAndNothingWritten)
{
    const QMap<QString, QByteArray> before = snapshot();
    for (const char *bad : {"-501", "1001"}) {
        const FakeSysfsRun run = tuning(set({QStringLiteral("--gfx-clock-offset"), QLatin1String(bad)}) + kNoConfirm);
        EXPECT_EQ(run.exitCode, 3) << bad << run.describe().toStdString();
        EXPECT_TRUE((run.err + run.out).contains(QStringLiteral("-500 MHz to 1000 MHz"))) << run.describe().toStdString();
        EXPECT_TRUE(writes().empty()) << bad;
    }
    // Not a number: a bad argument, before the card is asked.
    const FakeSysfsRun words = tuning(set({QStringLiteral("--gfx-clock-offset"), QStringLiteral("fast")}) + kNoConfirm);
    EXPECT_EQ(words.exitCode, 2) << words.describe().toStdString();
    EXPECT_TRUE(words.err.contains(QStringLiteral("--gfx-clock-offset must be a whole number"))) << words.describe().toStdString();
    EXPECT_TRUE(writes().empty());
    EXPECT_EQ(snapshot(), before);
}

TEST_F(GfxClockOffsetAbsentCli, AnRdna3CardShowsItAsNotAvailableAndRefusesIt)
{
    ASSERT_FALSE(device(kOdFile).contains("OD_SCLK_OFFSET")) << device(kOdFile).toStdString();
    const FakeSysfsRun show = tuning({QStringLiteral("show"), QStringLiteral("--gpu"), QStringLiteral("0"), QStringLiteral("--json")});
    ASSERT_EQ(show.exitCode, 0) << show.describe().toStdString();
    const QJsonObject controls = QJsonDocument::fromJson(show.out.toUtf8()).object().value(QStringLiteral("controls")).toObject();
    EXPECT_FALSE(controls.contains(QStringLiteral("gfx_clock_offset"))) << show.out.toStdString(); // no value, not 0
    // The reason in a person's words, the driver's section and file in the detail (issue 37: no driver file
    // names in the user line).
    const QString reason = controls.value(QStringLiteral("unsupported")).toObject().value(QStringLiteral("gfx_clock_offset")).toString();
    EXPECT_TRUE(reason.contains(QStringLiteral("has no GFX clock offset to set"))) << show.out.toStdString();
    EXPECT_FALSE(reason.contains(QStringLiteral("OD_SCLK_OFFSET")) || reason.contains(QStringLiteral("pp_od_clk_voltage")))
        << show.out.toStdString();
    const QString detail = controls.value(QStringLiteral("unsupported_detail")).toObject().value(QStringLiteral("gfx_clock_offset")).toString();
    EXPECT_TRUE(detail.contains(QStringLiteral("pp_od_clk_voltage")) && detail.contains(QStringLiteral("OD_SCLK_OFFSET"))
                && detail.contains(QStringLiteral("SCLK_OFFSET range")))
        << show.out.toStdString();
    EXPECT_TRUE(controls.contains(QStringLiteral("voltage_offset"))); // the same file's other value still reads
    // The driver prints no OD_SCLK_OFFSET section for this card at all: marked as a control of another generation
    // (the Tuning view leaves its row out without a line); the voltage offset it has is not.
    EXPECT_EQ(controls.value(QStringLiteral("not_of_this_generation")).toArray(), QJsonArray{QStringLiteral("gfx_clock_offset")})
        << show.out.toStdString();

    const FakeSysfsRun text = tuning({QStringLiteral("show"), QStringLiteral("--gpu"), QStringLiteral("0")});
    ASSERT_EQ(text.exitCode, 0) << text.describe().toStdString();
    // No value line; the control is listed by its title among the ones this card does not support.
    EXPECT_FALSE(text.out.contains(QRegularExpression(QStringLiteral("^ +GFX clock offset:"), QRegularExpression::MultilineOption)))
        << text.out.toStdString();
    EXPECT_TRUE(text.out.contains(QRegularExpression(QStringLiteral("Not supported: +GFX clock offset: GPU \\S+ has no GFX clock offset to set\\.")))) << text.out.toStdString();

    const QMap<QString, QByteArray> before = snapshot();
    const FakeSysfsRun run = tuning(QStringList{QStringLiteral("set"), QStringLiteral("--gpu"), QStringLiteral("0"), QStringLiteral("--gfx-clock-offset"),
                                                QStringLiteral("100")} + kNoConfirm);
    EXPECT_EQ(run.exitCode, 3) << run.describe().toStdString();
    EXPECT_TRUE(writes().empty());
    EXPECT_EQ(snapshot(), before);
}
