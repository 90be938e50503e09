// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "core/undervolt/UndervoltReport.h"

#include <QString>

#include <optional>

namespace rocmtune {

class UndervoltSearch;

// What an undervolt search runs with: `rocmtune-cli tuning undervolt` and the
// GUI's "Find a stable undervolt" both start from these defaults (one copy,
// here) and hand them to the search with applyTo().
// - each step: the transient check (adaptive load steps, power pulses, a
//   training step), where undervolt instability shows (load transitions,
//   mid load where clocks peak), not a flat-out load only;
// - the margin: 2 steps back toward 0 mV from the lowest passing offset;
// - the confirmation: the Standard preset, or the user's own command.
struct UndervoltSettings {
    static constexpr int kDefaultStepMillivolts = 10;
    static constexpr int kMinStepMillivolts = 5;
    static constexpr int kMaxStepMillivolts = 100;
    static constexpr int kMarginSteps = 2;
    static constexpr int kMaxMarginMillivolts = 200;
    static constexpr UndervoltCheck kDefaultCheck = UndervoltCheck::Transient;
    static constexpr StressPreset kConfirmationPreset = StressPreset::Standard;

    int stepMillivolts = kDefaultStepMillivolts;
    UndervoltCheck check = kDefaultCheck;
    std::optional<int> marginMillivolts; // nullopt: kMarginSteps steps
    bool confirmWithCommand = false;     // the user's command confirms instead of the preset

    int effectiveMarginMillivolts() const { return marginMillivolts.value_or(kMarginSteps * stepMillivolts); }
    // "standard" or "command" (UndervoltReport::confirmation, the proof's).
    QString confirmationKey() const;
    StressPlan confirmationPlan() const { return StressPlan::fromPreset(kConfirmationPreset); }
    void applyTo(UndervoltSearch &search) const;
};

// The most a search can take on a card whose lowest offset is
// lowestMillivolts: every step from 0 mV down with its check, and the
// proposal's confirmation (the preset's length; a command's own length is
// not known and not counted), in seconds.
double undervoltSearchMaxSeconds(const UndervoltSettings &settings, int lowestMillivolts);
// The same in whole minutes, rounded up (at least 1).
int undervoltSearchMaxMinutes(const UndervoltSettings &settings, int lowestMillivolts);
// The confirmation alone, in whole minutes rounded up (0 for a command).
int undervoltConfirmationMinutes(const UndervoltSettings &settings);

} // namespace rocmtune
