// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "core/telemetry/Sample.h"

#include <QHash>

namespace rocmtune {

// Marks the samples of the first seconds after a GPU woke from runtime
// suspend as unsettled (Sample::unsettled). AMD documents that the first
// readings after a wake are falsely high for 9-15 s: graphs draw such samples
// faint, and alerts and min/max/average leave them out.
//
// A wake is a sample that is not Asleep after one of the same device that
// was (the backends never wake a sleeping card to read it, so the sampler
// sees the asleep ticks). Time comes from the samples' timestamps only, so a
// test drives it with an injected clock.
class WakeSettling
{
public:
    static constexpr int kDefaultSeconds = 15;
    static constexpr int kMaxSeconds = 120;

    // 0 turns the marking off; clamped to [0, kMaxSeconds].
    void setSettleSeconds(int seconds);
    int settleSeconds() const { return settleMs_ / 1000; }

    // Sets sample.unsettled() from the device's sleep history and this sample.
    void mark(Sample &sample);

    // When the device last woke (ms since the epoch), if it has been seen waking.
    std::optional<qint64> lastWakeMs(int deviceIndex) const;

private:
    struct DeviceWake {
        bool asleep = false;
        qint64 wokeMs = 0;
        bool woke = false;
    };
    qint64 settleMs_ = kDefaultSeconds * 1000;
    QHash<int, DeviceWake> devices_;
};

} // namespace rocmtune
