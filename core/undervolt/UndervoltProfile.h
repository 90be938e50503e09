// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "core/profiles/ProfileStore.h"
#include "core/stress/StressVerdict.h"
#include "core/undervolt/UndervoltReport.h"

#include <optional>
#include <utility>

namespace rocmtune {

// The offset an undervolt search proposed, once it passed its full Quick
// check, saved as a new profile for this card only (an undervolt belongs to
// the chip, not to the model), stamped validated by that check the way
// `tuning set --validate` stamps one. `rocmtune-cli tuning undervolt
// --save-profile NAME` and the Stress view's "Save as validated profile"
// both save through here. `check` is UndervoltSearch::proposalCheck().
// nullopt with *error when nothing was saved (no passed proposal, an empty
// or taken name, a store that cannot be written).
std::optional<Profile> saveUndervoltProfile(ProfileStore &store, const QString &name, const DeviceInfo &device, const UndervoltReport &report,
                                            const std::optional<std::pair<StressPlan, GpuVerdict>> &check, QString *error);

} // namespace rocmtune
