// SPDX-License-Identifier: GPL-3.0-or-later
#include "core/undervolt/UndervoltSearch.h"

#include "core/stress/CommandValidation.h"
#include "core/stress/TuningPort.h"
#include "core/undervolt/UndervoltTr.h"

#include <QCoreApplication>

#include <algorithm>
#include <cmath>

namespace rocmtune {

UndervoltSearch::UndervoltSearch(UndervoltPort *port, StressRunStarter startRun, QObject *parent)
    : QObject(parent), port_(port), startRun_(std::move(startRun))
{
    connect(port, &UndervoltPort::applied, this, &UndervoltSearch::onApplied);
    connect(port, &UndervoltPort::kept, this, &UndervoltSearch::onKept);
    connect(port, &UndervoltPort::reverted, this, &UndervoltSearch::onReverted);
}

void UndervoltSearch::setState(State state)
{
    state_ = state;
    emit stateChanged(state);
}

int UndervoltSearch::holdSeconds() const
{
    // The user's command confirms: its length is unknown, the hold is CommandValidationRun's (renewed while it runs).
    if (validating_ && confirmationKey_ == QLatin1String("command"))
        return CommandValidationRun::kHoldSeconds;
    return holdSecondsFor(currentPlan_.totalSeconds());
}

bool UndervoltSearch::start(int device, QString *error)
{
    QString scratch;
    QString &why = error ? *error : scratch;
    if (!port_ || (state_ != State::Idle && state_ != State::Done)) {
        why = UndervoltTr::tr("An undervolt search is already running.");
        return false;
    }
    if (stepMillivolts_ < 5 || stepMillivolts_ > 100) {
        why = UndervoltTr::tr("The step must be 5 to 100 mV, not %1 mV.").arg(stepMillivolts_);
        return false;
    }
    if (marginMillivolts_ && (*marginMillivolts_ < 0 || *marginMillivolts_ > 200)) {
        why = UndervoltTr::tr("The margin must be 0 to 200 mV, not %1 mV.").arg(*marginMillivolts_);
        return false;
    }
    const auto offset = port_->voltageOffset(device);
    if (!offset || offset->allowedMillivolts.min >= offset->allowedMillivolts.max) {
        why = UndervoltTr::tr("GPU %1 has no voltage offset to search.").arg(device);
        return false;
    }
    report_ = UndervoltReport();
    finishedText_ = nullptr;
    proposalCheck_.reset();
    report_.device = device;
    report_.originalMillivolts = offset->currentMillivolts;
    report_.stepMillivolts = stepMillivolts_;
    report_.marginMillivolts = marginMillivolts_.value_or(stepMillivolts_);
    report_.confirmation = confirmPlan_ ? confirmationKey_ : QString::fromLatin1(stressPresetKey(StressPreset::Quick));
    report_.check = check_;
    lowestMillivolts_ = offset->allowedMillivolts.min;
    validating_ = false;
    // The search starts at 0 mV (the baseline, measured like every step).
    applyStep(std::clamp(0, offset->allowedMillivolts.min, offset->allowedMillivolts.max));
    return true;
}

void UndervoltSearch::applyStep(int millivolts)
{
    currentMillivolts_ = millivolts;
    currentPlan_ = validating_ ? confirmPlan_.value_or(StressPlan::fromPreset(StressPreset::Quick)) : undervoltStepPlan(check_, report_.device);
    currentPlan_.devices = {report_.device};
    setState(State::Applying);
    port_->applyOffset(report_.device, millivolts, holdSeconds());
}

void UndervoltSearch::onApplied(int device, bool ok, const QString &message)
{
    if (device != report_.device || state_ != State::Applying)
        return;
    if (!ok) {
        // Refused or rolled back by the transaction: nothing is pending.
        UndervoltStep step;
        step.offsetMillivolts = currentMillivolts_;
        step.summary = UndervoltTr::tr("Not applied: %1").arg(message);
        if (validating_) {
            report_.validation = step;
            finish(UndervoltReport::Outcome::Failed, [mv = currentMillivolts_, message] {
                return UndervoltTr::tr("The proposed offset of %1 mV could not be applied: %2").arg(mv).arg(message);
            });
            return;
        }
        report_.steps << step;
        emit stepFinished(step);
        if (report_.steps.size() == 1) {
            finish(UndervoltReport::Outcome::Failed, [message] { return UndervoltTr::tr("The search could not start: %1").arg(message); });
            return;
        }
        // A limit of the policy or the driver: the search ends here.
        then_ = Then::Propose;
        afterRevert();
        return;
    }
    setState(validating_ ? State::Validating : State::Checking);
    VerdictPolicy policy;
    policy.failBelowBaseline = false; // an undervolt may lower throughput on purpose
    StressPlan plan = currentPlan_;
    plan.injectFault.clear();
    if (!startRun_ || !startRun_(plan, policy)) {
        then_ = Then::Finish;
        pendingOutcome_ = UndervoltReport::Outcome::Failed;
        pendingMessage_ = [] { return UndervoltTr::tr("The stress check could not start; the offset is reverted."); };
        setState(State::Reverting);
        port_->revert(report_.device);
    }
}

void UndervoltSearch::runFinished(const StressVerdict &verdict)
{
    if (state_ != State::Checking && state_ != State::Validating)
        return;
    UndervoltStep step;
    step.offsetMillivolts = currentMillivolts_;
    measureStep(verdict, report_.device, &step);
    if (validating_) {
        report_.validation = step;
        if (verdict.passed()) {
            for (const GpuVerdict &gpu : verdict.gpus) {
                if (gpu.device == report_.device)
                    proposalCheck_ = std::make_pair(currentPlan_, gpu);
            }
            report_.outcome = UndervoltReport::Outcome::Proposed;
            report_.message = confirmPlan_ ? UndervoltTr::tr("%1 mV (the lowest pass plus a margin of %2 mV) passed the confirmation (%3): keep it, or save it as a validated profile.")
                                                 .arg(currentMillivolts_)
                                                 .arg(report_.marginMillivolts)
                                                 .arg(confirmationKey_)
                                           : UndervoltTr::tr("%1 mV passed the Quick check: keep it, or save it as a validated profile.").arg(currentMillivolts_);
            setState(State::AwaitingDecision);
            emit proposalPassed(currentMillivolts_);
            return;
        }
        then_ = Then::Finish;
        pendingOutcome_ = UndervoltReport::Outcome::ValidationFailed;
        pendingMessage_ = [mv = currentMillivolts_, summary = verdict.summary(), custom = confirmPlan_.has_value(), key = confirmationKey_] {
            return custom ? UndervoltTr::tr("The proposed offset of %1 mV did not pass the confirmation (%2), so it is reverted: %3").arg(mv).arg(key, summary)
                          : UndervoltTr::tr("The proposed offset of %1 mV did not pass the Quick check, so it is reverted: %2").arg(mv).arg(summary);
        };
        setState(State::Reverting);
        port_->revert(report_.device);
        return;
    }
    report_.steps << step;
    emit stepFinished(step);
    const bool baseline = report_.steps.size() == 1;
    if (verdict.passed()) {
        report_.lastPassMillivolts = currentMillivolts_;
        then_ = currentMillivolts_ - stepMillivolts_ >= lowestMillivolts_ ? Then::NextStep : Then::Propose;
    } else if (baseline) {
        then_ = Then::Finish;
        pendingOutcome_ = UndervoltReport::Outcome::BaselineFailed;
        pendingMessage_ = [device = report_.device, mv = currentMillivolts_, summary = verdict.summary()] {
            return UndervoltTr::tr("GPU %1 did not pass the check at %2 mV, before any undervolt: %3").arg(device).arg(mv).arg(summary);
        };
    } else {
        report_.firstFailMillivolts = currentMillivolts_;
        then_ = Then::Propose;
    }
    // Every step is reverted before the next: the journal keeps the original.
    setState(State::Reverting);
    port_->revert(report_.device);
}

void UndervoltSearch::afterRevert()
{
    switch (then_) {
    case Then::NextStep:
        applyStep(currentMillivolts_ - stepMillivolts_);
        return;
    case Then::Propose: {
        const int baseline = report_.steps.isEmpty() ? 0 : report_.steps.front().offsetMillivolts;
        const std::optional<int> pass = report_.lastPassMillivolts;
        const int proposal = pass ? std::min(*pass + report_.marginMillivolts, baseline) : baseline;
        if (!pass || proposal >= baseline) {
            finish(UndervoltReport::Outcome::NoGain, [failed = report_.firstFailMillivolts, baseline, pass, margin = report_.marginMillivolts,
                                                      custom = marginMillivolts_.has_value()] {
                if (pass && custom)
                    return UndervoltTr::tr("%1 mV passed, but with the margin of %2 mV there is no undervolt left, so nothing is proposed.")
                        .arg(*pass)
                        .arg(margin);
                return failed ? UndervoltTr::tr("%1 mV already failed; one step back is no undervolt, so nothing is proposed.").arg(*failed)
                              : UndervoltTr::tr("No offset below %1 mV could be tried.").arg(baseline);
            });
            return;
        }
        report_.proposalMillivolts = proposal;
        validating_ = true;
        applyStep(proposal);
        return;
    }
    case Then::Finish:
        finish(pendingOutcome_, pendingMessage_);
        return;
    }
}

void UndervoltSearch::onReverted(int device, bool ok, const QString &message)
{
    if (device != report_.device)
        return;
    if (state_ == State::Checking || state_ == State::Validating || state_ == State::AwaitingDecision) {
        // Not asked for: the tuning layer reverted it (thermal watchdog, a
        // hold that ran out). The check no longer says anything about it.
        UndervoltStep step;
        step.offsetMillivolts = currentMillivolts_;
        step.status = VerdictStatus::Fail;
        step.summary = UndervoltTr::tr("Reverted by the tuning layer: %1").arg(message);
        if (validating_) {
            report_.validation = step;
            finish(UndervoltReport::Outcome::ValidationFailed,
                   [message] { return UndervoltTr::tr("Reverted by the tuning layer: %1").arg(message); });
            return;
        }
        report_.steps << step;
        emit stepFinished(step);
        report_.firstFailMillivolts = currentMillivolts_;
        then_ = Then::Propose;
        afterRevert();
        return;
    }
    if (state_ != State::Reverting)
        return;
    if (!ok) {
        finish(UndervoltReport::Outcome::Failed, [mv = currentMillivolts_, message] {
            return UndervoltTr::tr("Reverting the offset of %1 mV failed: %2. The journal reverts it when it can; see `tuning show`.")
                .arg(mv)
                .arg(message);
        });
        return;
    }
    afterRevert();
}

void UndervoltSearch::keep()
{
    if (state_ != State::AwaitingDecision)
        return;
    setState(State::Keeping);
    port_->keep(report_.device);
}

void UndervoltSearch::discard()
{
    if (state_ != State::AwaitingDecision)
        return;
    then_ = Then::Finish;
    pendingOutcome_ = UndervoltReport::Outcome::Discarded;
    pendingMessage_ = [] { return UndervoltTr::tr("The proposed offset was reverted on request."); };
    setState(State::Reverting);
    port_->revert(report_.device);
}

bool UndervoltSearch::cancel(const QString &reason)
{
    return cancel([reason] { return reason; });
}

bool UndervoltSearch::cancel(std::function<QString()> reason)
{
    if (!port_ || (state_ != State::Applying && state_ != State::Checking && state_ != State::Validating && state_ != State::AwaitingDecision))
        return false;
    then_ = Then::Finish;
    pendingOutcome_ = UndervoltReport::Outcome::Cancelled;
    pendingMessage_ = std::move(reason);
    setState(State::Reverting);
    port_->revert(report_.device); // the port undoes an apply still on its way as soon as it answers
    return true;
}

void UndervoltSearch::onKept(int device, bool ok, const QString &message)
{
    if (device != report_.device || state_ != State::Keeping)
        return;
    if (ok)
        finish(UndervoltReport::Outcome::Kept, [mv = currentMillivolts_, custom = confirmPlan_.has_value(), key = confirmationKey_] {
            return custom ? UndervoltTr::tr("Kept: %1 mV passed the confirmation (%2).").arg(mv).arg(key)
                          : UndervoltTr::tr("Kept: %1 mV passed the Quick check.").arg(mv);
        });
    else
        finish(UndervoltReport::Outcome::Failed, [message] { return UndervoltTr::tr("Could not keep the offset: %1").arg(message); });
}

void UndervoltSearch::finish(UndervoltReport::Outcome outcome, MessageText message)
{
    finishedText_ = std::move(message);
    report_.outcome = outcome;
    report_.message = finishedText_ ? finishedText_() : QString();
    setState(State::Done);
    emit finished(outcome, report_.message);
}

} // namespace rocmtune
