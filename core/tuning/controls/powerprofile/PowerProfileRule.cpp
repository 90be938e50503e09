// SPDX-License-Identifier: GPL-3.0-or-later
#include "core/tuning/controls/powerprofile/PowerProfileRule.h"

namespace rocmtune {

std::optional<PowerProfile> PowerProfileRule::defaultChoice(const PowerProfileControl &state) const
{
    if (state.supported.contains(PowerProfile::BootupDefault))
        return PowerProfile::BootupDefault;
    return std::nullopt;
}

WriteResult PowerProfileRule::writeChoice(Backend &backend, int index, PowerProfile profile) const
{
    return backend.setPowerProfile(index, profile);
}

} // namespace rocmtune
