// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "core/tuning/controls/ControlRule.h"

#include <memory>
#include <vector>

namespace rocmtune {

// The registry: every control, one line each in ControlRules.cpp, in the
// order people read them (tuning show, reports, the CLI's options). Writes
// run in each control's applyOrder() instead (ControlRule.h lists them):
// performance level "manual" first, the clock table reset, GFX clocks, memory
// clocks, overdrive, power profile, power cap, and a performance level other
// than "manual" last (rocm_smi's clock and profile setters switch the level
// to manual themselves, so a requested "auto"/"high" must come after them).
const std::vector<std::unique_ptr<ControlRule>> &controlRules();
const ControlRule *controlRule(ControlId id);
// By its JSON key (controlKey()), nullptr for a key no control has.
const ControlRule *controlRuleForKey(const QString &key);

// One write of a plan: the rule and the values it writes.
struct PlanStep {
    const ControlRule *rule = nullptr;
    TuningValues values;
};

// The writes for a set of values, one step per control, in apply order.
QVector<PlanStep> planSteps(const TuningValues &values);

// A request that locks clocks without naming a performance level gets
// "manual" first where the card offers it (the driver honours clock locks in
// manual mode only on many cards).
TuningValues effectiveValues(const TuningValues &values, const ControlState &state);

// The driver defaults of every control the card offers ("reset to defaults").
TuningValues defaultValues(const ControlState &state);

// The controls this card offers (ControlRule::offered), in registry order.
QVector<const ControlRule *> offeredControls(const ControlState &state);

// The values in force now, of every control the card offers, in the form its
// setter takes (a clock range where it is settable, else a DPM level mask).
// What "save current settings as a profile" stores.
TuningValues currentValues(const ControlState &state);

} // namespace rocmtune
