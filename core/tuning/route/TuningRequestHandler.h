// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "core/tuning/route/TuningRequest.h"
#include "core/tuning/transaction/TuningService.h"

#include <functional>
#include <optional>

namespace rocmtune {

// Exit codes of rocmtune-helper and of `rocmtune-cli tuning`.
enum TuningExitCode : int {
    TuningExitOk = 0,         // done: applied and read back, confirmed, reverted ...
    TuningExitFailed = 1,     // tried and failed (rolled back, nothing pending ...)
    TuningExitBadRequest = 2, // malformed request / bad arguments
    TuningExitRefused = 3,    // refused by validation or wrong device: nothing written
};

struct TuningAnswer {
    int exitCode = TuningExitFailed;
    QJsonObject json; // always has "ok"
};

// Starts the process that reverts a pending change at its deadline, returning
// its pid (nullopt when it could not be started).
using SpawnWaiter = std::function<std::optional<qint64>()>;

// The one code path behind the helper and the CLI's in-process mode: runs a
// parsed request against a service. A pending apply gets a waiter process as
// its owner; if none can be started the change is reverted at once, since
// nothing would revert it after a crash.
TuningAnswer handleTuningRequest(TuningService &service, DeviceSet &devices, const TuningRequest &request,
                                 const SpawnWaiter &spawnWaiter);

// The "show" answer for one GPU: identity, controls with limits, the policy's
// own limits and the pending change.
QJsonObject showDevice(TuningService &service, DeviceSet &devices, int deviceIndex);

} // namespace rocmtune
