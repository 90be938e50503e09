// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QProcessEnvironment>
#include <QStringList>

#include <optional>

namespace rocmtune {

// Starts this program again as the revert waiter of a pending change: detached
// (it outlives the command or helper that starts it) and without a terminal
// (standard input, output and error on /dev/null). The environment is this
// process's unless one is given. Returns the waiter's PID, or nothing when it
// could not be started.
std::optional<qint64> startRevertWaiter(const QStringList &arguments,
                                        const std::optional<QProcessEnvironment> &environment = std::nullopt);

} // namespace rocmtune
