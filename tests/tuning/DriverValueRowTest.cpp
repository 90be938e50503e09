// SPDX-License-Identifier: GPL-3.0-or-later
// A standalone numeric driver value is one catalogue row (backends/DriverValues.cpp):
// RDNA4's GFX clock offset, read from the kernel's own text, becomes a
// NumericControlRule with its JSON key (requests, journal, profiles), its CLI
// option and its "tuning show" line, and is "not available" (not 0) on a card
// whose table lacks it. The text is smu_v14_0_2_ppt.c's since "drm/amd/pm: Fix and
// simplify RDNA4 overdrive for smu 14.0.2" (2025-03): "OD_SCLK_OFFSET:\n%dMhz\n"
// and, under OD_RANGE, "SCLK_OFFSET: %7dMhz %10uMhz\n".
#include "core/backends/DriverValues.h"
#include "core/backends/rocm_smi/AmdgpuOdFanFiles.h"
#include "core/profiles/ProfileJson.h"
#include "core/tuning/ControlStateJson.h"
#include "core/tuning/TuningValues.h"
#include "core/tuning/controls/ControlRules.h"
#include "core/tuning/controls/NumericControlRule.h"

#include <QCommandLineParser>
#include <QJsonArray>
#include <QJsonDocument>

#include <gtest/gtest.h>

using namespace rocmtune;

namespace {

// An RX 9070 XT's pp_od_clk_voltage as the current kernel prints it (the widths of "%7d" / "%10u").
const QByteArray kRdna4Table = "OD_SCLK_OFFSET:\n-120Mhz\nOD_MCLK:\n0: 97Mhz\n1: 1258MHz\nOD_VDDGFX_OFFSET:\n0mV\n"
                               "OD_RANGE:\nSCLK_OFFSET:    -500Mhz       1000Mhz\nMCLK:      97Mhz       1500Mhz\n"
                               "VDDGFX_OFFSET:    -200mv          0mv\n";
// The same table before the 2025 fix printed the limits as two indexed lines: not a value to read.
const QByteArray kRdna4TableBeforeTheFix = "OD_SCLK_OFFSET:\n0: -500Mhz\n1: 1000Mhz\nOD_MCLK:\n0: 97Mhz\n1: 1259MHz\nOD_VDDGFX_OFFSET:\n0mV\n"
                                           "OD_RANGE:\nSCLK_OFFSET:    -500Mhz       1000Mhz\nMCLK:      97Mhz       1500Mhz\n"
                                           "VDDGFX_OFFSET:    -200mv          0mv\n";
// An RX 7900 XTX (smu_v13_0_0): GFX min/max, no offset.
const QByteArray kRdna3Table = "OD_SCLK:\n0: 500Mhz\n1: 2500Mhz\nOD_MCLK:\n0: 97Mhz\n1: 1250MHz\nOD_VDDGFX_OFFSET:\n0mV\n"
                               "OD_RANGE:\nSCLK:     500Mhz       3000Mhz\nMCLK:      97Mhz       1500Mhz\n"
                               "VDDGFX_OFFSET:    -450mv          0mv\n";

const DriverValueInfo &clockOffset()
{
    const DriverValueInfo *info = driverValueInfo(ControlId::GfxClockOffset);
    EXPECT_NE(info, nullptr);
    return *info;
}

std::optional<amdgpu::OdDriverValue> parse(const QByteArray &table, const DriverValueInfo &info)
{
    return amdgpu::parseOdDriverValue(table, info.header, info.valueUnit, info.rangeLabel);
}

ControlState cardWith(const QByteArray &table)
{
    ControlState state;
    DriverValues values;
    for (const DriverValueInfo &info : driverValueCatalogue()) {
        const auto v = parse(table, info);
        if (v && v->range)
            values.byControl.insert(info.id, DriverValue{v->value, *v->range});
    }
    state.perControl.set(values);
    return state;
}

const NumericControlRule *rule()
{
    return dynamic_cast<const NumericControlRule *>(controlRule(ControlId::GfxClockOffset));
}

} // namespace

TEST(DriverValueRow, TheCatalogueRowReadsTheKernelsText)
{
    const DriverValueInfo &info = clockOffset();
    EXPECT_STREQ(info.file, "pp_od_clk_voltage");
    EXPECT_STREQ(info.command, "s");
    const auto offset = parse(kRdna4Table, info);
    ASSERT_TRUE(offset && offset->range);
    EXPECT_EQ(offset->value, -120);
    EXPECT_EQ(*offset->range, (IntRange{-500, 1000}));
    // The voltage offset of the same table, through the same parser, is not mixed up with it.
    const auto volts = parse(kRdna4Table, *driverValueInfo(ControlId::VoltageOffset));
    ASSERT_TRUE(volts && volts->range);
    EXPECT_EQ(volts->value, 0);
    EXPECT_EQ(*volts->range, (IntRange{-200, 0}));
    // Neither the older two-line form nor an RDNA3 table reads as an offset (never as 0).
    EXPECT_FALSE(parse(kRdna4TableBeforeTheFix, info).has_value());
    EXPECT_FALSE(parse(kRdna3Table, info).has_value());
}

TEST(DriverValueRow, ATableWithoutItsSectionMarksAControlOfAnotherGeneration)
{
    // What the backends mark as "not of this card's generation" (ControlState::notOfThisGeneration): the table has
    // no line that is the row's header. RDNA3 prints no OD_SCLK_OFFSET, but its voltage offset.
    const DriverValueInfo &clock = clockOffset();
    const DriverValueInfo &volts = *driverValueInfo(ControlId::VoltageOffset);
    EXPECT_FALSE(amdgpu::hasOdSection(kRdna3Table, clock.header));
    EXPECT_TRUE(amdgpu::hasOdSection(kRdna3Table, volts.header));
    EXPECT_TRUE(amdgpu::hasOdSection(kRdna4Table, clock.header));
    // The section in a form that is refused (RDNA4 before the 2025 fix; RDNA2's voltage offset without a range) is
    // not of another generation: the card has it, and the reason says why it cannot be used.
    EXPECT_TRUE(amdgpu::hasOdSection(kRdna4TableBeforeTheFix, clock.header));
    const QByteArray rdna2 = "OD_SCLK:\n0: 500Mhz\n1: 2575Mhz\nOD_MCLK:\n0: 97Mhz\n1: 1000MHz\nOD_VDDGFX_OFFSET:\n0mV\n"
                             "OD_RANGE:\nSCLK:     500Mhz       3150Mhz\nMCLK:     674Mhz       1075Mhz\n";
    EXPECT_TRUE(amdgpu::hasOdSection(rdna2, volts.header));
    const auto noRange = parse(rdna2, volts);
    ASSERT_TRUE(noRange.has_value());
    EXPECT_FALSE(noRange->range.has_value());
    // Only a whole line is the header: a range label or a longer header is not.
    EXPECT_FALSE(amdgpu::hasOdSection("OD_RANGE:\nSCLK_OFFSET:    -500Mhz       1000Mhz\n", clock.header));
    EXPECT_FALSE(amdgpu::hasOdSection("OD_SCLK_OFFSET_X:\n0Mhz\n", clock.header));

    // tuning show --json names the mark beside the reason.
    ControlState rdna3 = cardWith(kRdna3Table);
    rdna3.unsupportedReasons.insert(ControlId::GfxClockOffset, QStringLiteral("GPU 0 has no GFX clock offset to set."));
    rdna3.notOfThisGeneration << ControlId::GfxClockOffset;
    const QJsonObject shown = controlStateToJson(rdna3);
    EXPECT_EQ(shown.value(QStringLiteral("not_of_this_generation")).toArray(), QJsonArray{QStringLiteral("gfx_clock_offset")});
    EXPECT_TRUE(shown.value(QStringLiteral("unsupported")).toObject().contains(QStringLiteral("gfx_clock_offset")));
    EXPECT_FALSE(controlStateToJson(cardWith(kRdna4Table)).contains(QStringLiteral("not_of_this_generation")));
}

TEST(DriverValueRow, ItIsARowOfTheRegistryOfferedOnlyWhereTheTableHasIt)
{
    ASSERT_NE(rule(), nullptr);
    EXPECT_STREQ(controlKey(ControlId::GfxClockOffset), "gfx_clock_offset");
    const ControlState rdna4 = cardWith(kRdna4Table), rdna3 = cardWith(kRdna3Table);
    EXPECT_TRUE(rule()->offered(rdna4));
    EXPECT_FALSE(rule()->offered(rdna3));
    EXPECT_FALSE(rule()->reading(rdna3).has_value());
    EXPECT_EQ(rule()->describeState(rdna4), QStringLiteral("GFX clock offset: -120 MHz"));
    EXPECT_TRUE(rule()->describeState(rdna3).isEmpty());

    // tuning show --json: the value and the driver's range; absent where the table lacks it.
    const QJsonObject shown = controlStateToJson(rdna4);
    EXPECT_EQ(shown.value(QStringLiteral("gfx_clock_offset")).toObject(),
              (QJsonObject{{QStringLiteral("value"), -120}, {QStringLiteral("min"), -500}, {QStringLiteral("max"), 1000}}));
    EXPECT_FALSE(controlStateToJson(rdna3).contains(QStringLiteral("gfx_clock_offset")));
    EXPECT_EQ(rule()->showLines(shown, QJsonObject()), QStringList{QStringLiteral("GFX clock offset: -120 MHz (driver -500 MHz to 1000 MHz)")});

    // Validation against the driver's own range; reset to defaults writes 0 MHz.
    TuningValues ask;
    rule()->setValue(&ask, 1001);
    QVector<Refusal> refusals;
    rule()->validate(ask, rdna4, SafetyPolicy(), ValidationMode::Request, &refusals);
    ASSERT_EQ(refusals.size(), 1);
    EXPECT_EQ(refusals[0].limit, QStringLiteral("od_range"));
    EXPECT_TRUE(refusals[0].message.contains(QStringLiteral("-500 MHz to 1000 MHz"))) << refusals[0].message.toStdString();
    const TuningValues defaults = defaultValues(rdna4);
    EXPECT_EQ(rule()->valueIn(defaults), std::optional<std::optional<int>>(0));
}

TEST(DriverValueRow, JsonOfRequestsJournalAndProfilesCarriesIt)
{
    QString error;
    const auto values = tuningValuesFromJson(QJsonObject{{QStringLiteral("gfx_clock_offset_mhz"), -250}}, &error);
    ASSERT_TRUE(values) << error.toStdString();
    EXPECT_EQ(rule()->valueIn(*values), std::optional<std::optional<int>>(-250));
    EXPECT_EQ(tuningValuesToJson(*values), (QJsonObject{{QStringLiteral("gfx_clock_offset_mhz"), -250}}));
    // "default" is the row's reset value, 0 MHz (the driver's "r" restores the whole table, not this value).
    const auto byDefault = tuningValuesFromJson(QJsonObject{{QStringLiteral("gfx_clock_offset_mhz"), QStringLiteral("default")}}, &error);
    ASSERT_TRUE(byDefault) << error.toStdString();
    EXPECT_EQ(rule()->valueIn(*byDefault), std::optional<std::optional<int>>(0));
    for (const QJsonValue &bad : {QJsonValue(3001), QJsonValue(1.5), QJsonValue(QStringLiteral("fast"))}) {
        EXPECT_FALSE(tuningValuesFromJson(QJsonObject{{QStringLiteral("gfx_clock_offset_mhz"), bad}}, &error).has_value());
        EXPECT_TRUE(error.contains(QStringLiteral("gfx_clock_offset_mhz"))) << error.toStdString();
    }

    // A profile keeps it through its file.
    ProfileTarget rx9070xt;
    rx9070xt.modelName = QStringLiteral("AMD Radeon RX 9070 XT");
    rx9070xt.pciId = QStringLiteral("1002:7550");
    rx9070xt.gfxArch = QStringLiteral("gfx1201");
    Profile profile = Profile::create(QStringLiteral("RDNA4 -250 MHz"), rx9070xt, *values);
    const ProfileParseResult read = parseProfile(profileToBytes(profile));
    ASSERT_TRUE(read.profile) << read.error.toStdString();
    EXPECT_EQ(read.profile->values, profile.values);
    EXPECT_EQ(profileToJson(*read.profile).value(QStringLiteral("values")).toObject().value(QStringLiteral("gfx_clock_offset_mhz")).toInt(), -250);
}

TEST(DriverValueRow, TheCliOptionTakesANumberOrDefault)
{
    const QList<QCommandLineOption> options = rule()->cliOptions();
    ASSERT_EQ(options.size(), 1);
    EXPECT_EQ(options[0].names(), QStringList{QStringLiteral("gfx-clock-offset")});
    EXPECT_EQ(options[0].valueName(), QStringLiteral("N|default"));
    const ControlState rdna4 = cardWith(kRdna4Table);
    for (const auto &[text, expected] : {std::pair{"300", std::optional<int>(300)}, std::pair{"default", std::optional<int>(0)}}) {
        QCommandLineParser parser;
        parser.addOptions(options);
        ASSERT_TRUE(parser.parse({QStringLiteral("cli"), QStringLiteral("--gfx-clock-offset"), QLatin1String(text)}));
        TuningValues values;
        QString error;
        ASSERT_TRUE(rule()->fromCli(parser, rdna4, &values, &error)) << error.toStdString();
        EXPECT_EQ(rule()->valueIn(values), std::optional<std::optional<int>>(expected)) << text;
    }
}
