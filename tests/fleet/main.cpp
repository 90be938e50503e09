// SPDX-License-Identifier: GPL-3.0-or-later
#include "FleetEnvironment.h"

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
    ::testing::InitGoogleTest(&argc, argv);
    ::testing::AddGlobalTestEnvironment(new rocmtune::test::FleetEnvironment); // gtest owns it
    return RUN_ALL_TESTS();
}
