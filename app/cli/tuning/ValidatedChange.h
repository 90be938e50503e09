// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "core/backends/BackendRegistry.h"
#include "core/runs/RunSummary.h"
#include "core/stress/StressPlan.h"
#include "core/stress/StressVerdict.h"
#include "core/stress/TuningValidation.h"
#include "core/stress/ValidatedProfiles.h"

#include <QJsonObject>
#include <QMap>
#include <QStringList>

#include <optional>

namespace rocmtune::cli {

// `--validate` of `profile apply` and `tuning set`: the GUI's "Apply and
// validate" flow (TuningValidation over a TuningControllerPort, so the same
// tuning transaction, hold and revert) with the stress run of `rocmtune-cli
// stress` (StressSession, the same runner and verdict), driven from the
// command line: PASS keeps the change, anything else reverts it at once.

// Exit codes of a --validate run beyond the command's own (the same for both commands).
enum ValidationExitCode : int {
    ValidationExitFailed = 7,       // the stress test did not pass (FAIL, a crash, a hang): reverted
    ValidationExitNotRun = 8,       // no runner, or it could not use the GPU: nothing changed or reverted
    ValidationExitInterrupted = 9,  // SIGINT / SIGTERM / SIGHUP during the run: reverted
    ValidationExitRevertFailed = 10 // the change could be neither reverted nor kept: see `tuning show`
};

struct ValidatedChangeRequest {
    int gpu = -1;
    QString deviceId; // must still be the GPU at `gpu`
    TuningValues values;
    StressPlan plan;
    VerdictPolicy policy;        // the heartbeat timeout
    BackendOptions backend;      // simulated settings persisted like `tuning`
    QStringList backendArgs;     // for the process that reverts after a crash
    bool progress = true;        // progress lines on stderr
    bool verbose = false;        // technical details (where the runner was looked for, how to build it)
    bool stress = true;          // run the plan (--validate); false: only the command
    QStringList command;         // --validate-with -- CMD ARGS: run under the change after the stress run (if any)
    QString workingDirectory;    // of the command (default: this process's)
};

struct ValidatedChangeResult {
    TuningValidation::Outcome outcome = TuningValidation::Outcome::None;
    QString message;
    std::optional<int> setupExitCode; // the flow never started: why is in message
    bool interrupted = false;
    std::optional<StressVerdict> verdict;
    QJsonObject applyReport;          // the tuning transaction's answer to the apply
    std::optional<ControlState> before;
    std::optional<ControlState> after;
    QMap<int, ControlState> tuningAtStart; // the controls in force when the run started
    DeviceList devices;
    StressPlan plan;
    QString runnerPath;
    // --validate-with: the command's verdict, its recorded run and where it is saved.
    std::optional<StressVerdict> commandVerdict;
    std::optional<RunSummary> commandRun;
    QString commandRunDirectory;
    QString commandRunSaveError;

    // The command's own codes for a change that did not apply: refused by
    // the checks (nothing written), or failed (rolled back).
    int exitCode(int refusedCode, int applyFailedCode) const;
    const char *outcomeKey() const; // kept, reverted, apply_failed, revert_failed, not_applied
};

ValidatedChangeResult runValidatedChange(const ValidatedChangeRequest &request);

// Stamps what the run says (a PASS or FAIL verdict, not interrupted): every
// profile in force on that GPU during the run, as the GUI does, and the
// profile with id alsoProfileId (the one applied) even if part of it could
// not be applied on this card.
ProfileStamping stampValidatedChange(ProfileStore &store, const ValidatedChangeResult &result, const QString &alsoProfileId = QString());

// --validate-with: a line in the tuning log for the change that links the
// command's recorded run (action "validate_with", outcome kept or reverted).
void logValidatedCommand(const ValidatedChangeResult &result, const ValidatedChangeRequest &request);

// The verdict, the outcome and the stamped profiles for people (stdout on
// success, stderr otherwise).
void printValidatedChange(const ValidatedChangeResult &result, const ProfileStamping &stamping, bool success);
// {"outcome", "message", "interrupted", "apply", "before", "after", "check", "stress_verdict", "stamped_profiles", "stamp_errors"},
// with --validate-with also "command": {"argv", "exit_code", "exit", "verdict", "run", "run_directory"}
QJsonObject validatedChangeJson(const ValidatedChangeResult &result, const ProfileStamping &stamping);

} // namespace rocmtune::cli
