// SPDX-License-Identifier: GPL-3.0-or-later
#include "core/tuning/transaction/TuningTransaction.h"

#include "core/tuning/TuningTr.h"
#include "core/tuning/controls/ControlRules.h"
#include "core/tuning/policy/TuningValidator.h"

#include <QCoreApplication>

namespace rocmtune {

namespace {
// Writes the steps in order; each is read back right after its write, and all
// of them once more at the end (a later write can undo an earlier one, e.g. a
// performance level change resetting clocks). Returns the first failure.
QString runSteps(Backend &backend, int index, const QVector<PlanStep> &steps, const TuningValues &snapshot, bool stopOnFailure,
                 bool skipUnchanged, QVector<StepReport> *reports)
{
    QString firstError;
    for (const PlanStep &step : steps) {
        StepReport report;
        report.control = step.rule->id();
        report.before = describeValue(step.rule->id(), snapshot);
        report.after = describeValue(step.rule->id(), step.values);
        step.rule->toJson(snapshot, &report.beforeValues);
        step.rule->toJson(step.values, &report.afterValues);
        if (skipUnchanged && step.rule->alreadyInPlace(step.values, backend.readControls(index))) {
            report.ok = true;
            report.skipped = true;
            reports->push_back(report);
            continue;
        }
        const WriteResult write = step.rule->write(backend, index, step.values);
        if (!write.ok) {
            report.message = TuningTr::tr("writing failed (%1): %2").arg(report.after, write.message);
        } else {
            const ControlState readBack = backend.readControls(index);
            if (const auto mismatch = step.rule->verify(step.values, readBack)) {
                report.message = TuningTr::tr("read-back failed (%1): %2").arg(report.after, *mismatch);
            } else {
                report.ok = true;
                report.after = step.rule->describeWritten(step.values, readBack);
            }
        }
        reports->push_back(report);
        if (!report.ok) {
            if (firstError.isEmpty())
                firstError = report.message;
            if (stopOnFailure)
                return firstError;
        }
    }
    const ControlState after = backend.readControls(index);
    for (int i = 0; i < steps.size(); ++i) {
        StepReport &report = (*reports)[reports->size() - steps.size() + i];
        if (!report.ok)
            continue;
        if (const auto mismatch = steps[i].rule->verify(steps[i].values, after)) {
            report.ok = false;
            report.message = TuningTr::tr("did not hold after the other writes (%1): %2").arg(report.after, *mismatch);
            if (firstError.isEmpty())
                firstError = report.message;
        }
    }
    return firstError;
}
} // namespace

const char *transactionOutcomeKey(TransactionOutcome outcome)
{
    switch (outcome) {
    case TransactionOutcome::Applied: return "applied";
    case TransactionOutcome::Refused: return "refused";
    case TransactionOutcome::NotStarted: return "not_started";
    case TransactionOutcome::RolledBack: return "rolled_back";
    case TransactionOutcome::RollbackFailed: return "rollback_failed";
    }
    return "unknown";
}

TransactionResult TuningTransaction::apply(Backend &backend, int index, const TuningValues &values, const SafetyPolicy &policy,
                                           ValidationMode mode, const BeforeFirstWrite &beforeFirstWrite)
{
    return run(backend, index, values, policy, mode, beforeFirstWrite, false);
}

TransactionResult TuningTransaction::reset(Backend &backend, int index, const TuningValues &defaults)
{
    return run(backend, index, defaults, SafetyPolicy{}, ValidationMode::Restore, {}, true);
}

TransactionResult TuningTransaction::run(Backend &backend, int index, const TuningValues &values, const SafetyPolicy &policy,
                                         ValidationMode mode, const BeforeFirstWrite &beforeFirstWrite, bool skipUnchanged)
{
    TransactionResult result;
    const ControlState state = backend.readControls(index);
    result.applied = effectiveValues(values, state);
    result.validation = validateTuning(result.applied, state, policy, mode);
    if (!result.validation.ok()) {
        result.outcome = TransactionOutcome::Refused;
        result.error = result.validation.messages().join(QLatin1Char(' '));
        return result;
    }
    // The performance level is always part of the snapshot: rocm_smi's clock
    // and profile setters switch it to "manual" as a side effect.
    for (const auto &rule : controlRules()) {
        if (rule->requested(result.applied) || rule->id() == ControlId::PerfLevel)
            rule->capture(state, result.applied, &result.snapshot);
    }
    if (beforeFirstWrite) {
        QString error;
        if (!beforeFirstWrite(result.applied, result.snapshot, &error)) {
            result.outcome = TransactionOutcome::NotStarted;
            result.error = error;
            return result;
        }
    }
    const QVector<PlanStep> steps = planSteps(result.applied);
    result.error = runSteps(backend, index, steps, result.snapshot, true, skipUnchanged, &result.steps);
    if (result.error.isEmpty()) {
        result.outcome = TransactionOutcome::Applied;
        return result;
    }
    const TransactionResult rollback = restore(backend, index, result.snapshot);
    result.rollbackSteps = rollback.steps;
    result.rollbackError = rollback.error;
    result.outcome = rollback.ok() ? TransactionOutcome::RolledBack : TransactionOutcome::RollbackFailed;
    return result;
}

TransactionResult TuningTransaction::restore(Backend &backend, int index, const TuningValues &snapshot, const SafetyPolicy *recordedPolicy)
{
    TransactionResult result;
    const ControlState state = backend.readControls(index);
    result.applied = snapshot;
    for (const auto &rule : controlRules()) {
        if (rule->requested(snapshot))
            rule->capture(state, snapshot, &result.snapshot);
    }
    // Each value is checked on its own: a control that vanished (or whose
    // limits changed) must not keep the others from being restored.
    QVector<PlanStep> steps;
    QStringList refused;
    for (const PlanStep &step : planSteps(snapshot)) {
        const ValidationResult check = recordedPolicy ? validateTuning(step.values, state, *recordedPolicy, ValidationMode::Recorded)
                                                      : validateTuning(step.values, state, SafetyPolicy{}, ValidationMode::Restore);
        if (check.ok()) {
            steps.push_back(step);
            continue;
        }
        result.validation.refusals += check.refusals;
        StepReport report;
        report.control = step.rule->id();
        report.before = describeValue(step.rule->id(), result.snapshot);
        report.after = describeValue(step.rule->id(), step.values);
        step.rule->toJson(result.snapshot, &report.beforeValues);
        step.rule->toJson(step.values, &report.afterValues);
        report.message = TuningTr::tr("cannot restore (%1): %2").arg(report.after, check.messages().join(QLatin1Char(' ')));
        result.steps.push_back(report);
        refused << report.message;
    }
    QVector<StepReport> written;
    const QString error = runSteps(backend, index, steps, result.snapshot, false, true, &written);
    result.steps += written;
    if (!error.isEmpty())
        refused << error;
    result.error = refused.join(QLatin1Char(' '));
    result.outcome = result.error.isEmpty() ? TransactionOutcome::Applied : TransactionOutcome::RollbackFailed;
    return result;
}

} // namespace rocmtune
