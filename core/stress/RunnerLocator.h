// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QString>
#include <QStringList>

namespace rocmtune {

struct RunnerLocation {
    QString path;          // empty when not found
    QStringList searched;  // where we looked, in order
};

// Finds rocmtune-bench: $ROCMTUNE_BENCH, next to the application (installed
// in bin/), the build tree's kernels/ folder, ../libexec/rocmtune, then PATH.
RunnerLocation locateRunner();

// Why there is no runner and how to build one, for the panel and the CLI (translated).
QString runnerMissingText(const RunnerLocation &location);
QString runnerBuildInstructions();

} // namespace rocmtune
