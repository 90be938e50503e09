// SPDX-License-Identifier: GPL-3.0-or-later
#include "core/undervolt/UndervoltTuningPort.h"

#include "core/stress/TuningControllerPort.h"

namespace rocmtune {

UndervoltTuningPort::UndervoltTuningPort(TuningControllerPort *inner, std::function<TuningValues(int)> valuesFor,
                                         std::function<std::optional<VoltageOffsetControl>(const ControlState &)> offsetOf, QObject *parent)
    : UndervoltPort(parent), inner_(inner), valuesFor_(std::move(valuesFor)), offsetOf_(std::move(offsetOf))
{
    connect(inner, &TuningPort::applied, this, &UndervoltPort::applied);
    connect(inner, &TuningPort::kept, this, &UndervoltPort::kept);
    connect(inner, &TuningPort::reverted, this, &UndervoltPort::reverted);
}

std::optional<VoltageOffsetControl> UndervoltTuningPort::voltageOffset(int device) const
{
    const auto state = inner_ ? inner_->controls(device) : std::nullopt;
    return state ? offsetOf_(*state) : std::nullopt;
}

void UndervoltTuningPort::applyOffset(int device, int millivolts, int holdSeconds)
{
    if (!inner_)
        return;
    inner_->setPrepared(device, valuesFor_(millivolts));
    inner_->applyPrepared(device, holdSeconds);
}

void UndervoltTuningPort::keep(int device)
{
    if (inner_)
        inner_->keep(device);
}

void UndervoltTuningPort::revert(int device)
{
    if (inner_)
        inner_->revert(device);
}

} // namespace rocmtune
