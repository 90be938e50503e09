// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "core/backends/Backend.h"
#include "core/tuning/TuningValues.h"
#include "core/tuning/policy/Refusal.h"
#include "core/tuning/policy/SafetyPolicy.h"

#include <QJsonObject>

#include <functional>

namespace rocmtune {

enum class TransactionOutcome {
    Applied,        // every value written and read back
    Refused,        // validation refused the request: nothing written
    NotStarted,     // the journal could not be written: nothing written
    RolledBack,     // a write or read-back failed; the snapshot is back
    RollbackFailed, // ... and restoring the snapshot failed too
};
const char *transactionOutcomeKey(TransactionOutcome outcome); // "applied", "refused" ...

// One write: the control, its value before and after (in words), whether it
// was written and read back, and why not.
struct StepReport {
    ControlId control = ControlId::PowerCap;
    QString before;
    QString after;
    bool ok = false;
    bool skipped = false; // a restore found the value already in place and wrote nothing
    QString message;
    // The same two values as this control's slice of the "values" JSON, so a
    // log line can be put in words again later, in the reader's language.
    QJsonObject beforeValues;
    QJsonObject afterValues;
};

struct TransactionResult {
    TransactionOutcome outcome = TransactionOutcome::Refused;
    ValidationResult validation;
    QString error;         // the first failure, in words
    QString rollbackError; // what could not be restored
    TuningValues applied;  // the values written (the request plus an implied "manual")
    TuningValues snapshot; // the values before
    QVector<StepReport> steps;
    QVector<StepReport> rollbackSteps;

    bool ok() const { return outcome == TransactionOutcome::Applied; }
};

// Snapshot -> journal -> apply in the fixed order -> read each value back ->
// on any failure restore the snapshot. Runs on the thread that owns the
// backend. The transaction itself keeps no state: confirm-or-revert lives in
// TuningService with the journal.
class TuningTransaction
{
public:
    // Called after validation and snapshot, before the first write. Returning
    // false (with *error) stops the transaction with nothing written.
    using BeforeFirstWrite = std::function<bool(const TuningValues &applied, const TuningValues &snapshot, QString *error)>;

    static TransactionResult apply(Backend &backend, int index, const TuningValues &values, const SafetyPolicy &policy,
                                   ValidationMode mode, const BeforeFirstWrite &beforeFirstWrite = {});

    // "Reset to defaults" (defaultValues()): driver limits only, values the
    // driver already holds are skipped (the clock table reset never is), the
    // first failure stops it and the snapshot of before is written back, so a
    // failed reset loses nothing.
    static TransactionResult reset(Backend &backend, int index, const TuningValues &defaults);

    // Writes back a snapshot: driver limits checked, only values
    // that differ from the driver's current ones are written, every write is
    // tried even when one fails, and each is read back. With a policy (a
    // snapshot from the journal file, ValidationMode::Recorded) a value
    // outside it is refused and not written, like any other refused value.
    static TransactionResult restore(Backend &backend, int index, const TuningValues &snapshot,
                                     const SafetyPolicy *recordedPolicy = nullptr);

private:
    static TransactionResult run(Backend &backend, int index, const TuningValues &values, const SafetyPolicy &policy,
                                 ValidationMode mode, const BeforeFirstWrite &beforeFirstWrite, bool skipUnchanged);
};

} // namespace rocmtune
