// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "core/stress/TuningPort.h"
#include "core/tuning/TuningValues.h"
#include "core/tuning/route/TuningResult.h"

#include <QHash>
#include <QJsonObject>
#include <QPointer>
#include <QSet>

namespace rocmtune {

class TuningController;

// The TuningPort of the app: every change is a tuning transaction through
// core/tuning's TuningController (driver limits, the safety policy, read-back,
// the crash journal), applied as a pending change that the controller HOLDS
// for holdSeconds (TuningController::applyHeld: its countdown is renewed, so
// it does not revert mid-check), then kept or reverted. A crash stops the
// renewals and the journal reverts it. The perf-per-watt sweep applies each
// cap as its own transaction from the original values: a cap this port
// applied is reverted before the next one, so the final revert restores the
// original cap.
class TuningControllerPort : public TuningPort
{
    Q_OBJECT
public:
    explicit TuningControllerPort(TuningController *controller, QObject *parent = nullptr);

    // What "Apply and validate" applies next on this GPU (the tuning panel's values).
    void setPrepared(int device, const TuningValues &values);
    TuningValues prepared(int device) const { return prepared_.value(device); }
    // The controls in force, read on the sampler thread; nullopt without such a GPU.
    std::optional<ControlState> controls(int device) const override;
    TuningController *controller() const;

    std::optional<PowerCapControl> powerCap(int device) const override;
    void applyPowerCap(int device, quint64 microwatts, int holdSeconds) override;
    void applyPrepared(int device, int holdSeconds) override;
    void keep(int device) override;
    void revert(int device) override;

private:
    enum class Step { Apply, ApplyThenRevert, RevertThenApply, Keep, Revert };
    struct Waiting {
        Step step = Step::Apply;
        TuningValues values; // RevertThenApply: what comes next
        int holdSeconds = 0;
    };
    void apply(int device, const TuningValues &values, int holdSeconds);
    void onOperationFinished(int device, const TuningResult &result);
    // Emits a port signal on the next turn of the event loop (callers set
    // their state after calling the port, never before an answer).
    void answerLater(void (TuningPort::*signal)(int, bool, const QString &), int device, bool ok, const QString &message);

    QPointer<TuningController> controller_;
    QHash<int, TuningValues> prepared_;
    QHash<int, Waiting> waiting_;
    QSet<int> ours_; // GPUs with a pending change this port applied
};

} // namespace rocmtune
