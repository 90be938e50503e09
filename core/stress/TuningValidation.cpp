// SPDX-License-Identifier: GPL-3.0-or-later
#include "core/stress/TuningValidation.h"

#include "core/stress/StressTr.h"

#include <QCoreApplication>

#include <cmath>

namespace rocmtune {

QJsonObject ValidationStamp::toJson() const
{
    return QJsonObject{{QStringLiteral("validated"), whenUtc.toString(Qt::ISODate)},
                       {QStringLiteral("verdict"), QLatin1String(verdictStatusKey(status))},
                       {QStringLiteral("summary"), summary}};
}

std::optional<ValidationStamp> ValidationStamp::fromJson(const QJsonObject &object)
{
    ValidationStamp stamp;
    stamp.whenUtc = QDateTime::fromString(object.value(QLatin1String("validated")).toString(), Qt::ISODate);
    const QString status = object.value(QLatin1String("verdict")).toString();
    bool known = false;
    for (VerdictStatus s : {VerdictStatus::Pass, VerdictStatus::Fail, VerdictStatus::Cancelled, VerdictStatus::NotRun}) {
        if (status == QLatin1String(verdictStatusKey(s))) {
            stamp.status = s;
            known = true;
        }
    }
    if (!stamp.whenUtc.isValid() || !known)
        return std::nullopt;
    stamp.summary = object.value(QLatin1String("summary")).toString();
    return stamp;
}

QString ValidationStamp::text() const
{
    return StressTr::tr("Last validated %1: %2").arg(whenUtc.toLocalTime().toString(QStringLiteral("yyyy-MM-dd HH:mm")), verdictStatusLabel(status));
}

TuningValidation::TuningValidation(TuningPort *port, StressRunStarter startRun, QObject *parent)
    : QObject(parent), port_(port), startRun_(std::move(startRun)), plan_(StressPlan::fromPreset(StressPreset::Quick))
{
    connect(port, &TuningPort::applied, this, &TuningValidation::onApplied);
    connect(port, &TuningPort::kept, this, &TuningValidation::onKept);
    connect(port, &TuningPort::reverted, this, &TuningValidation::onReverted);
}

void TuningValidation::setState(State state)
{
    state_ = state;
    emit stateChanged(state);
}

void TuningValidation::finish(Outcome outcome, const QString &message)
{
    outcome_ = outcome;
    message_ = message;
    setState(State::Done);
    emit finished(outcome, message);
}

bool TuningValidation::start(int device)
{
    if (!port_ || (state_ != State::Idle && state_ != State::Done))
        return false;
    device_ = device;
    verdict_.reset();
    outcome_ = Outcome::None;
    message_.clear();
    setState(State::Applying);
    port_->applyPrepared(device, holdSeconds_.value_or(holdSecondsFor(plan_.totalSeconds())));
    return true;
}

void TuningValidation::onApplied(int device, bool ok, const QString &message)
{
    if (device != device_ || state_ != State::Applying)
        return;
    if (!ok) {
        finish(Outcome::ApplyFailed, StressTr::tr("The change was not applied: %1").arg(message));
        return;
    }
    setState(State::Validating);
    StressPlan plan = plan_;
    plan.devices = {device};
    plan.injectFault.clear();
    VerdictPolicy policy;
    policy.failBelowBaseline = false; // tuning may trade throughput for power on purpose
    if (!startRun_ || !startRun_(plan, policy)) {
        setState(State::Reverting);
        message_ = StressTr::tr("The stress test could not start; the change is reverted.");
        port_->revert(device_);
    }
}

void TuningValidation::runFinished(const StressVerdict &verdict)
{
    if (state_ != State::Validating)
        return;
    verdict_ = verdict;
    if (verdict.passed()) {
        setState(State::AwaitingDecision);
        emit passed(verdict);
        return;
    }
    setState(State::Reverting);
    // A test that never ran tested nothing: "not tested", not "did not pass".
    message_ = verdict.status == VerdictStatus::NotRun
                   ? StressTr::tr("The stress test could not run, so the change was not tested and is reverted: %1").arg(verdict.summary())
                   : StressTr::tr("The stress test did not pass, so the change is reverted: %1").arg(verdict.summary());
    port_->revert(device_);
}

void TuningValidation::keep()
{
    if (state_ != State::AwaitingDecision)
        return;
    setState(State::Keeping);
    port_->keep(device_);
}

void TuningValidation::revert()
{
    if (state_ != State::AwaitingDecision)
        return;
    setState(State::Reverting);
    message_ = StressTr::tr("Reverted on request.");
    port_->revert(device_);
}

bool TuningValidation::cancel(const QString &reason)
{
    if (!port_ || (state_ != State::Applying && state_ != State::Validating && state_ != State::AwaitingDecision))
        return false;
    setState(State::Reverting);
    message_ = reason;
    port_->revert(device_); // the port undoes an apply still on its way as soon as it answers
    return true;
}

void TuningValidation::onKept(int device, bool ok, const QString &message)
{
    if (device != device_ || state_ != State::Keeping)
        return;
    if (ok)
        finish(Outcome::Kept, StressTr::tr("Kept: the change passed the stress test."));
    else
        finish(Outcome::RevertFailed, StressTr::tr("Could not keep the change: %1").arg(message));
}

void TuningValidation::onReverted(int device, bool ok, const QString &message)
{
    if (device != device_)
        return;
    if (state_ == State::Validating || state_ == State::AwaitingDecision) {
        // Not asked for: the tuning layer reverted it (its thermal watchdog,
        // a hold that ran out). Whatever the check says now is about the old values.
        finish(Outcome::Reverted, StressTr::tr("The tuning layer reverted the change before it was kept: %1").arg(message));
        return;
    }
    if (state_ != State::Reverting)
        return;
    if (ok)
        finish(Outcome::Reverted, message_);
    else
        finish(Outcome::RevertFailed, StressTr::tr("Reverting failed: %1").arg(message));
}

std::optional<ValidationStamp> TuningValidation::stamp() const
{
    if (!verdict_)
        return std::nullopt;
    return ValidationStamp{QDateTime::currentDateTimeUtc(), verdict_->status, verdict_->summary()};
}

} // namespace rocmtune
