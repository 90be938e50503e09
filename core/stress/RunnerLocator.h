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

// The technical account: where we looked and how to build one (translated;
// the CLI's --verbose and logs).
QString runnerMissingText(const RunnerLocation &location);
QString runnerBuildInstructions();
// What a user is told when there is no runner: no paths, no cmake lines
// (translated). The README section it points to:
QString runnerMissingUserText();
inline constexpr const char *kStressReadmeUrl = "https://github.com/rocmtune/rocmtune#stress-test";

} // namespace rocmtune
