// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "core/stress/StressVerdict.h"
#include "core/stress/TuningPort.h"

#include <QDateTime>
#include <QObject>
#include <QPointer>

#include <functional>

namespace rocmtune {

// "Last validated DATE: verdict", for profiles (and whatever records a
// validation): the profile store stamps a profile with this.
struct ValidationStamp {
    QDateTime whenUtc;
    VerdictStatus status = VerdictStatus::NotRun;
    QString summary;

    QJsonObject toJson() const;
    static std::optional<ValidationStamp> fromJson(const QJsonObject &object);
    QString text() const; // "Last validated 2026-11-30 03:10: PASS" (translated)
};

// Starts a stress run and reports its verdict through runFinished(); the
// panel (or the CLI) provides it.
using StressRunStarter = std::function<bool(const StressPlan &plan, const VerdictPolicy &policy)>;

// Apply and validate: apply the prepared tuning through the transaction, run
// the Quick check on that GPU, then on PASS wait for the user to keep it (and
// maybe save it as a profile stamped validated); on anything else revert at
// once and say why.
class TuningValidation : public QObject
{
    Q_OBJECT
public:
    enum class State { Idle, Applying, Validating, AwaitingDecision, Keeping, Reverting, Done };
    enum class Outcome { None, Kept, Reverted, ApplyFailed, RevertFailed };

    TuningValidation(TuningPort *port, StressRunStarter startRun, QObject *parent = nullptr);

    // The check to run (default: the Quick preset); seconds of hold are derived from it.
    void setPlan(const StressPlan &plan) { plan_ = plan; }
    const StressPlan &plan() const { return plan_; }
    // How long the change is held at most while the check runs (default: the
    // plan's time plus a margin); a check of unknown length (the user's own
    // command) sets its own bound.
    void setHoldSeconds(std::optional<int> seconds) { holdSeconds_ = seconds; }
    bool start(int device);
    void keep();
    void revert();
    // Stops the flow in any state before the end (Ctrl-C in the CLI): a change
    // being applied or held is reverted at once, and a verdict that comes
    // later is ignored; whoever started the run stops it. False when there is
    // nothing to cancel (idle, done, or already keeping or reverting).
    bool cancel(const QString &reason);

    State state() const { return state_; }
    Outcome outcome() const { return outcome_; }
    const std::optional<StressVerdict> &verdict() const { return verdict_; }
    std::optional<ValidationStamp> stamp() const;
    QString message() const { return message_; }

public slots:
    void runFinished(const rocmtune::StressVerdict &verdict);

signals:
    void stateChanged(rocmtune::TuningValidation::State state);
    // PASS: offer Keep / Save as profile.
    void passed(const rocmtune::StressVerdict &verdict);
    void finished(rocmtune::TuningValidation::Outcome outcome, const QString &message);

private:
    void setState(State state);
    void finish(Outcome outcome, const QString &message);
    void onApplied(int device, bool ok, const QString &message);
    void onKept(int device, bool ok, const QString &message);
    void onReverted(int device, bool ok, const QString &message);

    QPointer<TuningPort> port_;
    StressRunStarter startRun_;
    StressPlan plan_;
    std::optional<int> holdSeconds_;
    int device_ = -1;
    State state_ = State::Idle;
    Outcome outcome_ = Outcome::None;
    std::optional<StressVerdict> verdict_;
    QString message_;
};

} // namespace rocmtune
