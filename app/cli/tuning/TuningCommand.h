// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QStringList>

namespace rocmtune::cli {

// rocmtune-cli tuning show|set|confirm|revert|reset|log|accept|reapply --gpu N [values] [--json]
//
// Pending changes between two CLI processes: `set` applies (journal first),
// then starts a small detached waiter (`rocmtune-cli tuning await-deadline`,
// or `rocmtune-helper --revert-when-due` when the helper applied) that owns
// the journal entry and reverts it at the deadline unless `confirm` removed
// it first; `set` itself returns at once. If the waiter is killed too, the
// next rocmtune start (any tuning command, the helper, the GUI) finds an
// entry whose owner is dead and restores its snapshot.
int runTuning(const QStringList &args);

} // namespace rocmtune::cli
