// SPDX-License-Identifier: GPL-3.0-or-later
#include "core/telemetry/Sample.h"

namespace rocmtune {

const char *deviceStateKey(DeviceState state)
{
    switch (state) {
    case DeviceState::Ok: return "ok";
    case DeviceState::Error: return "error";
    case DeviceState::Lost: return "lost";
    case DeviceState::Asleep: return "asleep";
    }
    return "unknown";
}

bool Sample::operator==(const Sample &other) const
{
    if (deviceIndex_ != other.deviceIndex_ || timestampMs_ != other.timestampMs_ || state_ != other.state_ || unsettled_ != other.unsettled_
        || message_ != other.message_ || valid_ != other.valid_ || ecc_ != other.ecc_)
        return false;
    for (std::size_t i = 0; i < kMetricCount; ++i) {
        if (valid_.test(i) && values_[i] != other.values_[i])
            return false;
    }
    return true;
}

} // namespace rocmtune
