// SPDX-License-Identifier: GPL-3.0-or-later
#include "core/i18n/DisplayWidth.h"

#include <gtest/gtest.h>

using namespace rocmtune;

TEST(DisplayWidth, WideAndFullwidthTakeTwoColumns)
{
    EXPECT_EQ(displayWidth(QStringLiteral("GPU")), 3);
    EXPECT_EQ(displayWidth(QStringLiteral("结温°C")), 6);         // ° is ambiguous: one column
    EXPECT_EQ(displayWidth(QStringLiteral("功耗/上限 W")), 11);
    EXPECT_EQ(displayWidth(QStringLiteral("进程：")), 6);         // full-width colon
    EXPECT_EQ(displayWidth(QStringLiteral("（ID 1）")), 8);
    EXPECT_EQ(displayWidth(QStringLiteral("“保留”……")), 8);      // quotes and … are ambiguous
    EXPECT_EQ(displayWidth(QString::fromUcs4(U"\U00020000a")), 3); // CJK Extension B
    EXPECT_EQ(displayWidth(QStringLiteral("e\u0301")), 1);       // combining acute accent
    EXPECT_EQ(displayWidth(QString()), 0);
}

TEST(DisplayWidth, PadsByColumnsNotCharacters)
{
    EXPECT_EQ(padToDisplayWidth(QStringLiteral("风扇"), 6), QStringLiteral("  风扇"));
    EXPECT_EQ(padToDisplayWidth(QStringLiteral("风扇"), -6), QStringLiteral("风扇  "));
    EXPECT_EQ(padToDisplayWidth(QStringLiteral("N/A"), 5), QStringLiteral("  N/A"));
    EXPECT_EQ(padToDisplayWidth(QStringLiteral("不可用"), 5), QStringLiteral("不可用")); // never cut
}

TEST(DisplayWidth, LabelledLinesGetOneValueColumn)
{
    const QStringList aligned = alignLabelledLines({QStringLiteral("  后端：      sim"), QStringLiteral("  进程：         无"),
                                                    QStringLiteral("  可调项：power_cap"), QStringLiteral("no label here")});
    // The widest label with its padding ("  进程：         ", 17 columns) sets the column.
    EXPECT_EQ(aligned.at(0), QStringLiteral("  后端：         sim"));
    EXPECT_EQ(aligned.at(1), QStringLiteral("  进程：         无"));
    EXPECT_EQ(aligned.at(2), QStringLiteral("  可调项：       power_cap"));
    EXPECT_EQ(aligned.at(3), QStringLiteral("no label here"));
    // English: an ASCII colon keeps at least one space; the value's own colons stay.
    const QStringList english = alignLabelledLines({QStringLiteral("Fits:%1").arg(QStringLiteral("GPU 0: yes")), QStringLiteral("At login:  no")});
    EXPECT_EQ(english.at(0), QStringLiteral("Fits:      GPU 0: yes"));
    EXPECT_EQ(english.at(1), QStringLiteral("At login:  no"));
}
