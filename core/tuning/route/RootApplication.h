// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QCoreApplication>

namespace rocmtune {

// Steps 1 and 2 of RootApplication, a base constructed before QCoreApplication.
struct RootProcessStart {
    RootProcessStart();
};

// The start both programs that run as root share (rocmtune-helper,
// rocmtune-boot), in this order, before anything reads the environment or
// creates a file:
// 1. umask 077: whatever umask the caller passed (through pkexec, sudo or a
//    unit), nothing they create is writable or readable by others unless it
//    says so (StateFolder sets explicit modes);
// 2. dropCallerControlledEnvironment(): a caller's variables choose neither
//    the code they load nor the paths they write (ElevatedEnvironment.h);
// 3. the QCoreApplication, named like every program (nameApplication()).
// Construct it first in main(), in place of a QCoreApplication.
class RootApplication : private RootProcessStart, public QCoreApplication
{
public:
    RootApplication(int &argc, char **argv);
};

} // namespace rocmtune
