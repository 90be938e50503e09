// SPDX-License-Identifier: GPL-3.0-or-later
#include "core/stress/TuningControllerPort.h"

#include "core/stress/StressTr.h"
#include "core/tuning/controls/powercap/PowerCapValue.h"
#include "core/tuning/route/TuningController.h"

#include <QCoreApplication>
#include <QJsonArray>
#include <QTimer>

namespace rocmtune {

namespace {
// The result's sentence and each refusal with its limit.
QString reportText(const TuningResult &result)
{
    QStringList lines{result.message};
    for (const QString &refusal : result.refusalMessages()) {
        if (!lines.first().contains(refusal)) // the message often names it already
            lines << refusal;
    }
    lines.removeAll(QString());
    return lines.join(QLatin1Char(' '));
}
} // namespace

TuningControllerPort::TuningControllerPort(TuningController *controller, QObject *parent)
    : TuningPort(parent), controller_(controller)
{
    connect(controller, &TuningController::resultReady, this, &TuningControllerPort::onOperationFinished);
}

TuningController *TuningControllerPort::controller() const
{
    return controller_;
}

void TuningControllerPort::setPrepared(int device, const TuningValues &values)
{
    prepared_.insert(device, values);
}

std::optional<ControlState> TuningControllerPort::controls(int device) const
{
    // The cache the sampler thread fills (never a wait on it here); a read
    // is asked for so the next answer is newer.
    if (!controller_)
        return std::nullopt;
    controller_->refreshCache(device);
    return controller_->cachedControls(device);
}

std::optional<PowerCapControl> TuningControllerPort::powerCap(int device) const
{
    const auto state = controls(device);
    return state ? state->perControl.value<PowerCapControl>() : std::nullopt;
}

void TuningControllerPort::applyPowerCap(int device, quint64 microwatts, int holdSeconds)
{
    TuningValues values;
    values.perControl.set(PowerCapValue{microwatts});
    apply(device, values, holdSeconds);
}

void TuningControllerPort::applyPrepared(int device, int holdSeconds)
{
    apply(device, prepared_.value(device), holdSeconds);
}

void TuningControllerPort::answerLater(void (TuningPort::*signal)(int, bool, const QString &), int device, bool ok, const QString &message)
{
    QTimer::singleShot(0, this, [this, signal, device, ok, message] { emit(this->*signal)(device, ok, message); });
}

void TuningControllerPort::apply(int device, const TuningValues &values, int holdSeconds)
{
    if (!controller_ || waiting_.contains(device)) {
        answerLater(&TuningPort::applied, device, false, StressTr::tr("Another tuning operation on this GPU is still running."));
        return;
    }
    if (values.isEmpty()) {
        answerLater(&TuningPort::applied, device, false, StressTr::tr("Nothing to apply: no value differs from the one in force."));
        return;
    }
    if (controller_->isPending(device)) {
        if (!ours_.contains(device)) {
            answerLater(&TuningPort::applied, device, false,
                        StressTr::tr("Another change to this GPU waits for confirmation; keep or revert it first."));
            return;
        }
        // Each change starts from the original values, so the last revert restores them.
        waiting_.insert(device, Waiting{Step::RevertThenApply, values, holdSeconds});
        controller_->revertNow(device);
        return;
    }
    waiting_.insert(device, Waiting{Step::Apply, {}, holdSeconds});
    controller_->applyHeld(device, values, holdSeconds);
}

void TuningControllerPort::keep(int device)
{
    if (!controller_ || waiting_.contains(device) || !controller_->isPending(device)) {
        ours_.remove(device);
        answerLater(&TuningPort::kept, device, false, StressTr::tr("No change waits for confirmation any more; it was reverted."));
        return;
    }
    waiting_.insert(device, Waiting{Step::Keep, {}, 0});
    controller_->keep(device);
}

void TuningControllerPort::revert(int device)
{
    if (controller_ && waiting_.contains(device)) {
        Waiting &w = waiting_[device];
        if (w.step == Step::Apply || w.step == Step::RevertThenApply) {
            // Cancelled while applying: undo as soon as the apply answers.
            w.step = Step::ApplyThenRevert;
            return;
        }
    }
    if (!controller_ || !controller_->isPending(device)) {
        // Nothing pending: the values in force are the ones from before.
        ours_.remove(device);
        answerLater(&TuningPort::reverted, device, true, StressTr::tr("Nothing to revert: no change is pending."));
        return;
    }
    waiting_.insert(device, Waiting{Step::Revert, {}, 0});
    controller_->revertNow(device);
}

void TuningControllerPort::onOperationFinished(int device, const TuningResult &result)
{
    using Action = TuningResult::Action;
    const Action action = result.action;
    const bool ok = result.ok;
    const QString message = reportText(result);
    // An answer without an action is a failure to run the request at all.
    auto is = [&](Action expected) { return action == Action::Unknown || action == expected; };

    const auto it = waiting_.find(device);
    if (it == waiting_.end()) {
        // Not asked for: the countdown ran out after the hold, the thermal
        // watchdog reset the GPU, a renewal came too late.
        if (ours_.contains(device) && (result.outcome == TuningResult::Outcome::Reverted || action == Action::Reset
                                       || action == Action::Revert)) {
            ours_.remove(device);
            emit reverted(device, ok, message);
        }
        return;
    }
    const Waiting w = *it;
    switch (w.step) {
    case Step::Apply:
    case Step::ApplyThenRevert: {
        if (!is(Action::Apply))
            return;
        waiting_.erase(it);
        const bool pending = ok && result.outcome == TuningResult::Outcome::Pending;
        if (pending)
            ours_.insert(device);
        if (w.step == Step::ApplyThenRevert) {
            if (pending) {
                waiting_.insert(device, Waiting{Step::Revert, {}, 0});
                controller_->revertNow(device);
            } else {
                emit reverted(device, true, message);
            }
            return;
        }
        emit applied(device, pending, message);
        return;
    }
    case Step::RevertThenApply:
        if (!is(Action::Revert))
            return;
        waiting_.erase(it);
        ours_.remove(device);
        if (!ok) {
            emit applied(device, false, StressTr::tr("The previous change could not be reverted: %1").arg(message));
            return;
        }
        waiting_.insert(device, Waiting{Step::Apply, {}, w.holdSeconds});
        controller_->applyHeld(device, w.values, w.holdSeconds);
        return;
    case Step::Keep:
        if (!is(Action::Confirm))
            return;
        waiting_.erase(it);
        ours_.remove(device);
        emit kept(device, ok, message);
        return;
    case Step::Revert:
        if (!is(Action::Revert))
            return;
        waiting_.erase(it);
        ours_.remove(device);
        emit reverted(device, ok, message);
        return;
    }
}

} // namespace rocmtune
