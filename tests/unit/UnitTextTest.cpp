// SPDX-License-Identifier: GPL-3.0-or-later
// One rule for a number and its unit (core/i18n/UnitText.h): a space before a
// unit symbol, none before a percent sign, in every place that composes one
// (review 2026-12-06: the Save dialog had "15%" and "0 %" one line apart).
#include "core/i18n/UnitText.h"
#include "core/tuning/controls/ControlRules.h"
#include "core/tuning/controls/NumericControlRule.h"

#include <QRegularExpression>

#include <gtest/gtest.h>

using namespace rocmtune;

TEST(UnitText, APercentSignFollowsTheNumberAndAUnitSymbolIsSpaced)
{
    EXPECT_EQ(percentText(QStringLiteral("15")), QStringLiteral("15%"));
    EXPECT_EQ(percentText(0), QStringLiteral("0%"));
    EXPECT_EQ(withUnit(QStringLiteral("96"), u"%"), QStringLiteral("96%"));
    EXPECT_EQ(withUnit(QStringLiteral("300"), u"W"), QStringLiteral("300 W"));
    EXPECT_EQ(withUnit(QStringLiteral("-50"), u"mV"), QStringLiteral("-50 mV"));
    EXPECT_EQ(withUnit(QStringLiteral("63"), u"°C"), QStringLiteral("63 °C"));
    EXPECT_EQ(withUnit(QStringLiteral("3"), u""), QStringLiteral("3"));
    EXPECT_EQ(unitSuffix(u"%"), QStringLiteral("%"));
    EXPECT_EQ(unitSuffix(u"MHz"), QStringLiteral(" MHz"));
    EXPECT_EQ(unitSuffix(u""), QString());
}

// Every numeric control names its unit bare, so its words go through withUnit():
// "GFX overdrive: 0%" and "Fan minimum speed: 15%" alike, never "0 %".
TEST(UnitText, EveryNumericControlComposesItsValueThroughTheOneRule)
{
    static const QRegularExpression spacedPercent(QStringLiteral("\\d %"));
    int rows = 0;
    for (const auto &rule : controlRules()) {
        const auto *numeric = dynamic_cast<const NumericControlRule *>(rule.get());
        if (!numeric)
            continue;
        ++rows;
        EXPECT_EQ(numeric->unit(), numeric->unit().trimmed()) << numeric->title().toStdString();
        TuningValues values;
        numeric->setValue(&values, 15);
        const QString line = numeric->describe(values);
        EXPECT_FALSE(line.contains(spacedPercent)) << line.toStdString();
        EXPECT_TRUE(line.startsWith(numeric->title() + QStringLiteral(": "))) << line.toStdString();
        EXPECT_TRUE(line.endsWith(withUnit(QStringLiteral("15"), numeric->unit()))) << line.toStdString();
    }
    EXPECT_GE(rows, 7) << "GFX overdrive, the voltage offset and the five firmware fan settings";
}
