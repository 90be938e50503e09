// SPDX-License-Identifier: GPL-3.0-or-later
#include "core/i18n/Language.h"
#include "tests/fleet/FleetEnvironment.h"

#ifdef ROCMTUNE_FLEET_GUI_TESTS
#include <QApplication>
using Application = QApplication;
#else
#include <QCoreApplication>
using Application = QCoreApplication;
#endif

int main(int argc, char **argv)
{
    Application app(argc, argv);
    rocmtune::applyLanguage(QStringLiteral("en")); // the English plural forms ("5 GPUs") come from the catalogue
    ::testing::InitGoogleTest(&argc, argv);
    ::testing::AddGlobalTestEnvironment(new rocmtune::test::FleetEnvironment); // gtest owns it
    return RUN_ALL_TESTS();
}
