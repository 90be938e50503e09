// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "core/tuning/TuningValues.h"
#include "core/undervolt/UndervoltPort.h"

#include <QPointer>

#include <functional>

namespace rocmtune {

class TuningControllerPort;

// The undervolt search's port in the app and the CLI: each offset goes
// through the same TuningControllerPort as "Apply and validate" (the tuning
// transaction, held while the check runs, the crash journal), as the
// voltage offset control's value.
class UndervoltTuningPort : public UndervoltPort
{
    Q_OBJECT
public:
    // valuesFor: the request for one offset (the voltage offset control's value).
    // offsetOf: the card's offset and range in a ControlState.
    UndervoltTuningPort(TuningControllerPort *inner, std::function<TuningValues(int millivolts)> valuesFor,
                        std::function<std::optional<VoltageOffsetControl>(const ControlState &)> offsetOf, QObject *parent = nullptr);

    std::optional<VoltageOffsetControl> voltageOffset(int device) const override;
    void applyOffset(int device, int millivolts, int holdSeconds) override;
    void keep(int device) override;
    void revert(int device) override;

private:
    QPointer<TuningControllerPort> inner_;
    std::function<TuningValues(int)> valuesFor_;
    std::function<std::optional<VoltageOffsetControl>(const ControlState &)> offsetOf_;
};

} // namespace rocmtune
