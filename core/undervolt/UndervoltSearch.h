// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "core/stress/TuningValidation.h"
#include "core/undervolt/UndervoltPort.h"
#include "core/undervolt/UndervoltReport.h"

#include <QObject>
#include <QPointer>

#include <functional>

namespace rocmtune {

// "Find a stable undervolt": from 0 mV, step the GFX voltage offset down;
// each step is its own pending tuning transaction from the original values
// (applied, checked with a short stress run, reverted), so the journal always
// holds the original offset and a crash at any step puts it back. The first
// step that does not PASS (FAIL, a crash or a hang of the runner, a driver
// reset, a change the tuning layer reverted) is reverted at once and ends the
// search. The proposal is the last passing offset plus one step back toward
// 0; it is applied once more and must pass the confirmation (UndervoltSettings: the Standard preset or the user's command) before it can
// be kept (keep()) or reverted (discard()).
class UndervoltSearch : public QObject
{
    Q_OBJECT
public:
    enum class State { Idle, Applying, Checking, Reverting, Validating, AwaitingDecision, Keeping, Done };

    UndervoltSearch(UndervoltPort *port, StressRunStarter startRun, QObject *parent = nullptr);

    // Before start(): 5-100 mV per step (default 10), the step check.
    void setStepMillivolts(int millivolts) { stepMillivolts_ = millivolts; }
    void setCheck(UndervoltCheck check) { check_ = check; }
    // How far the proposal backs off from the lowest passing offset, toward
    // 0 (default: one step; 0 to 200 mV).
    void setMarginMillivolts(std::optional<int> millivolts) { marginMillivolts_ = millivolts; }
    // The longer run the proposal must pass before it is offered (default:
    // the Quick preset; UndervoltSettings sets Standard for the CLI and GUI). confirmationKey names it in the report ("standard",
    // "command": then whoever starts runs runs the command, see isConfirming()).
    void setConfirmation(const StressPlan &plan, const QString &confirmationKey)
    {
        confirmPlan_ = plan;
        confirmationKey_ = confirmationKey;
    }
    // The run now asked for is the proposal's confirmation.
    bool isConfirming() const { return validating_; }
    // False with *error when the card has no voltage offset or a search runs.
    bool start(int device, QString *error = nullptr);
    // Keep or revert a proposal that passed (state AwaitingDecision).
    void keep();
    void discard();
    // Stops at any step: a pending change is reverted at once, a verdict that
    // comes later is ignored; whoever started the run stops it.
    bool cancel(const QString &reason);
    // The same with a reason made in the current language each time it is asked (messageNow()).
    bool cancel(std::function<QString()> reason);

    State state() const { return state_; }
    const UndervoltReport &report() const { return report_; }
    // The message the search finished with, made again in the current
    // language (report().message keeps the one of the moment it finished);
    // what came from elsewhere (the tuning layer's or the stress run's words)
    // stays as it was given. Empty before the search finished.
    QString messageNow() const { return finishedText_ ? finishedText_() : report_.message; }
    // The stress plan of the step that runs now (for whoever starts runs).
    const StressPlan &currentPlan() const { return currentPlan_; }
    // The proposal's confirmation run once it passed: its plan and this GPU's
    // verdict, what a validated profile is stamped with (UndervoltProfile.h);
    // nullopt before that, and again from start().
    const std::optional<std::pair<StressPlan, GpuVerdict>> &proposalCheck() const { return proposalCheck_; }

public slots:
    void runFinished(const rocmtune::StressVerdict &verdict);

signals:
    void stateChanged(rocmtune::UndervoltSearch::State state);
    void stepFinished(const rocmtune::UndervoltStep &step);
    // The proposal passed the confirmation: offer Keep / Save.
    void proposalPassed(int millivolts);
    void finished(rocmtune::UndervoltReport::Outcome outcome, const QString &message);

private:
    void setState(State state);
    void applyStep(int millivolts);
    using MessageText = std::function<QString()>;
    void finish(UndervoltReport::Outcome outcome, MessageText message);
    void afterRevert();
    void onApplied(int device, bool ok, const QString &message);
    void onKept(int device, bool ok, const QString &message);
    void onReverted(int device, bool ok, const QString &message);
    int holdSeconds() const;

    QPointer<UndervoltPort> port_;
    StressRunStarter startRun_;
    int stepMillivolts_ = 10;
    std::optional<int> marginMillivolts_;
    UndervoltCheck check_ = UndervoltCheck::Quick;
    std::optional<StressPlan> confirmPlan_;
    QString confirmationKey_;
    State state_ = State::Idle;
    UndervoltReport report_;
    int lowestMillivolts_ = 0;
    int currentMillivolts_ = 0;
    bool validating_ = false;      // the current apply/check is the proposal's
    StressPlan currentPlan_;
    std::optional<std::pair<StressPlan, GpuVerdict>> proposalCheck_;
    // What to do once the revert in flight is done.
    enum class Then { NextStep, Propose, Finish } then_ = Then::Finish;
    UndervoltReport::Outcome pendingOutcome_ = UndervoltReport::Outcome::None;
    MessageText pendingMessage_;
    MessageText finishedText_;
};

} // namespace rocmtune
