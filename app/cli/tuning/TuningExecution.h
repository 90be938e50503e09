// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "core/tuning/transaction/ProcessIdentity.h"

#include "core/backends/BackendRegistry.h"
#include "core/tuning/route/TuningRequestHandler.h"

#include <QCommandLineParser>
#include <QStringList>

namespace rocmtune::cli {

// The machinery behind `tuning set|confirm|revert|reset` that other commands
// (`profile apply`) reuse, so every change takes the same path.

// Simulated GPUs keep their settings in the state folder, so that `tuning
// show` after `tuning set` sees them, as with a real driver.
void persistSimulated(BackendOptions *options);

// The --backend/--sim-* options as given, for the waiter process.
QStringList backendArguments(const QCommandLineParser &parser);

// Adds --confirm-timeout SECONDS and --no-confirm.
void addConfirmOptions(QCommandLineParser &parser);
// The countdown asked for (policy default when neither option is given);
// false with a message printed on a bad value.
bool confirmTimeoutFrom(const QCommandLineParser &parser, int policyDefaultSeconds, int *seconds);

// Starts the detached `tuning await-deadline` process that reverts the pending
// changes of these GPUs when due (deadline passed, or their owner died);
// returns its pid. It ends once nothing is pending; with stayWhileAlive it
// waits on while that process runs, even with nothing pending (a search that
// reverts each step before it applies the next), and ends after it.
std::optional<qint64> spawnRevertWaiter(const QStringList &backendArgs, const QString &simStateFile,
                                        const std::optional<ProcessIdentity> &stayWhileAlive = std::nullopt);
// The crash safety of a change this process holds in its own event loop
// (--validate, the undervolt search): the waiter, only where the change goes
// in-process (root, or a simulated GPU; the helper route starts its own), and
// a warning on stderr when it could not be started. True when one started.
bool spawnHeldChangeWaiter(bool simulatedGpu, const QStringList &backendArgs, const QString &simStateFile,
                           const std::optional<ProcessIdentity> &stayWhileAlive = std::nullopt);
// The process a waiter stays for ($ROCMTUNE_WAITER_STAYS_FOR, "PID:START"), if any.
std::optional<ProcessIdentity> waiterStaysFor();

// Runs one request: through rocmtune-helper when a real GPU needs root (not
// root, not simulated, not "show"), otherwise in-process with the journal:
// first restores what a dead process left unconfirmed (reported on stderr),
// then applies; a pending change gets a detached `tuning await-deadline`
// waiter that reverts it at the deadline unless confirmed.
TuningAnswer executeTuningRequest(DeviceSet &devices, const TuningRequest &request, const QStringList &backendArgs,
                                  const QString &simStateFile);

} // namespace rocmtune::cli
