// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QStringList>

namespace rocmtune::cli {

// Exit codes of `rocmtune-cli stress` beyond the shared ones (CliContext.h).
enum StressExitCode : int {
    ExitStressFailed = 1,    // the verdict is FAIL
    ExitStressNotRun = 3,    // no runner built / found, or no GPU it can use
    ExitStressCancelled = 4, // interrupted (SIGINT / SIGTERM)
};

// rocmtune-cli stress --preset quick|standard|soak|custom [--tests LIST] [--duration S]
//   [--gpu N|all] [--json] [--report FILE.html|FILE.json] [--inject-fault KIND]
int runStress(const QStringList &args);

} // namespace rocmtune::cli
