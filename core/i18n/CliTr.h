// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QCoreApplication>

namespace rocmtune {

// The translation context "Cli" of the command-line interface (app/cli and the CLI options of core/tuning/controls): one struct for every
// file that speaks in it (a per-file copy would collide in a unity build).
struct CliTr {
    Q_DECLARE_TR_FUNCTIONS(Cli)
};

} // namespace rocmtune
