// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "core/backends/FanVoltageControls.h"

#include <QObject>

#include <optional>

namespace rocmtune {

// What the undervolt search needs from the tuning layer: one voltage offset
// at a time applied as a pending tuning transaction (validated against the
// driver's VDDGFX_OFFSET range and the safety policy, read back, journalled
// so that a crash or a reboot puts the original back), held while a check
// runs, then kept or reverted. The app's adapter goes through the
// TuningController; tests use one over a simulated GPU. Answers come as
// signals, possibly later (never from inside the call).
class UndervoltPort : public QObject
{
    Q_OBJECT
public:
    using QObject::QObject;

    // The offset in force and its range; nullopt when the card has none.
    virtual std::optional<VoltageOffsetControl> voltageOffset(int device) const = 0;
    // A pending change to this offset, held for holdSeconds at least.
    virtual void applyOffset(int device, int millivolts, int holdSeconds) = 0;
    virtual void keep(int device) = 0;
    virtual void revert(int device) = 0;

signals:
    void applied(int device, bool ok, const QString &message);
    void kept(int device, bool ok, const QString &message);
    void reverted(int device, bool ok, const QString &message);
};

} // namespace rocmtune
