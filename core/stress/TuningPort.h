// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "core/backends/DeviceControls.h"

#include <QObject>

#include <cmath>
#include <optional>

namespace rocmtune {

// How long a change applied for a check is held before the transaction may
// revert it on its own: the check's own time plus room for start-up and the
// verdict (the power sweep, validate-after-tuning and the undervolt search).
inline int holdSecondsFor(double checkSeconds)
{
    constexpr int kHoldMarginSeconds = 60;
    return static_cast<int>(std::ceil(checkSeconds)) + kHoldMarginSeconds;
}

// What validate-after-tuning and the perf-per-watt sweep need from the tuning
// layer. Every change goes through the tuning transaction (validated against
// the driver's limits and the safety policy, read back, reverted unless kept);
// an adapter over core/tuning's TuningController implements this in the app,
// tests use a simulated one. Answers come as signals, possibly later.
class TuningPort : public QObject
{
    Q_OBJECT
public:
    using QObject::QObject;

    // The controls in force now; nullopt when there is no such device.
    virtual std::optional<ControlState> controls(int device) const = 0;
    // The power cap now and its limits; nullopt when the device has none.
    virtual std::optional<PowerCapControl> powerCap(int device) const = 0;
    // Applies a power cap as a pending change that stays until keep() or
    // revert(), however long the validation takes (holdSeconds is how long to
    // hold it before the transaction may revert on its own).
    virtual void applyPowerCap(int device, quint64 microwatts, int holdSeconds) = 0;
    // Applies the change the tuning panel prepared ("Apply and validate").
    virtual void applyPrepared(int device, int holdSeconds) = 0;
    virtual void keep(int device) = 0;
    virtual void revert(int device) = 0;

signals:
    void applied(int device, bool ok, const QString &message);
    void kept(int device, bool ok, const QString &message);
    void reverted(int device, bool ok, const QString &message);
};

} // namespace rocmtune
