// SPDX-License-Identifier: GPL-3.0-or-later
#include "core/sampling/WakeSettling.h"

#include <algorithm>

namespace rocmtune {

void WakeSettling::setSettleSeconds(int seconds)
{
    settleMs_ = static_cast<qint64>(std::clamp(seconds, 0, kMaxSeconds)) * 1000;
}

void WakeSettling::mark(Sample &sample)
{
    DeviceWake &device = devices_[sample.deviceIndex()];
    const bool asleep = sample.state() == DeviceState::Asleep;
    if (device.asleep && !asleep) {
        device.woke = true;
        device.wokeMs = sample.timestampMs();
    }
    device.asleep = asleep;
    // Lost and failed samples carry no values to judge; an asleep one carries
    // only what the card reports without waking (settled by definition).
    const bool settling = !asleep && sample.state() == DeviceState::Ok && device.woke
                          && sample.timestampMs() - device.wokeMs < settleMs_;
    sample.setUnsettled(settling);
}

std::optional<qint64> WakeSettling::lastWakeMs(int deviceIndex) const
{
    const auto it = devices_.constFind(deviceIndex);
    if (it == devices_.constEnd() || !it->woke)
        return std::nullopt;
    return it->wokeMs;
}

} // namespace rocmtune
