// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "core/backends/BackendRegistry.h"
#include "core/undervolt/UndervoltSettings.h"

#include <QStringList>

namespace rocmtune::cli {

// The options of `rocmtune-cli tuning undervolt` (UndervoltCommand.h).
struct UndervoltOptions {
    int gpu = -1;
    UndervoltSettings search;   // --step, --check, --margin-mv, --confirm-with (the defaults shared with the GUI)
    QStringList confirmCommand; // --confirm-with -- CMD: the confirmation instead of the Standard preset
    bool keep = false;
    bool json = false;
    QString saveProfile; // --save-profile NAME: the validated proposal as a profile for this card
    BackendOptions backend;
    QStringList backendArgs;
    int heartbeatTimeoutMs = 10000;
};

// Parses args (args[0] is the command's name; "--" and a command after it
// are --confirm-with's); false with *exitCode set (help shown, or a bad
// argument with its message printed) when the command should stop here.
bool parseUndervoltOptions(const QStringList &args, UndervoltOptions *options, int *exitCode);

} // namespace rocmtune::cli
