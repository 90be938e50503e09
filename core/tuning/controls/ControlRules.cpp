// SPDX-License-Identifier: GPL-3.0-or-later
#include "ControlRules.h"

#include "clockrange/ClockRangeRule.h"
#include "clocktable/ClockTableRule.h"
#include "overdrive/OverdriveRule.h"
#include "perflevel/PerfLevelRule.h"
#include "powercap/PowerCapRule.h"
#include "powerprofile/PowerProfileRule.h"

namespace rocmtune {

const std::vector<std::unique_ptr<ControlRule>> &controlRules()
{
    static const std::vector<std::unique_ptr<ControlRule>> rules = [] {
        std::vector<std::unique_ptr<ControlRule>> list;
        list.push_back(std::make_unique<PerfLevelRule>());
        list.push_back(std::make_unique<ClockTableRule>());
        list.push_back(std::make_unique<ClockRangeRule>(ClockDomain::Gfx));
        list.push_back(std::make_unique<ClockRangeRule>(ClockDomain::Memory));
        list.push_back(std::make_unique<OverdriveRule>());
        list.push_back(std::make_unique<PowerProfileRule>());
        list.push_back(std::make_unique<PowerCapRule>());
        return list;
    }();
    return rules;
}

const ControlRule *controlRule(ControlId id)
{
    for (const auto &rule : controlRules()) {
        if (rule->id() == id)
            return rule.get();
    }
    return nullptr;
}

namespace {
TuningValues onlyControl(ControlId id, const TuningValues &values)
{
    TuningValues one;
    switch (id) {
    case ControlId::PowerCap: one.powerCapMicrowatts = values.powerCapMicrowatts; break;
    case ControlId::GfxClockRange:
        one.gfxClockRange = values.gfxClockRange;
        one.gfxDpmLevelMask = values.gfxDpmLevelMask;
        break;
    case ControlId::MemoryClockRange:
        one.memoryClockRange = values.memoryClockRange;
        one.memoryDpmLevelMask = values.memoryDpmLevelMask;
        break;
    case ControlId::PerfLevel: one.perfLevel = values.perfLevel; break;
    case ControlId::PowerProfile: one.powerProfile = values.powerProfile; break;
    case ControlId::Overdrive: one.overdrivePercent = values.overdrivePercent; break;
    case ControlId::ClockTable: one.resetClockTable = values.resetClockTable; break;
    }
    return one;
}
} // namespace

QVector<PlanStep> planSteps(const TuningValues &values)
{
    QVector<PlanStep> steps;
    const bool perfLevelLast = values.perfLevel && *values.perfLevel != PerfLevel::Manual;
    for (const auto &rule : controlRules()) {
        if (!rule->requested(values))
            continue;
        if (rule->id() == ControlId::PerfLevel && perfLevelLast)
            continue;
        steps.push_back({rule.get(), onlyControl(rule->id(), values)});
    }
    if (perfLevelLast) {
        const ControlRule *rule = controlRule(ControlId::PerfLevel);
        steps.push_back({rule, onlyControl(ControlId::PerfLevel, values)});
    }
    return steps;
}

TuningValues effectiveValues(const TuningValues &values, const ControlState &state)
{
    TuningValues effective = values;
    if (values.setsClocks() && !values.perfLevel && state.perfLevel && state.supportedPerfLevels.contains(PerfLevel::Manual))
        effective.perfLevel = PerfLevel::Manual;
    return effective;
}

TuningValues defaultValues(const ControlState &state)
{
    TuningValues values;
    for (const auto &rule : controlRules())
        rule->defaults(state, &values);
    return values;
}

TuningValues currentValues(const ControlState &state)
{
    TuningValues values;
    for (const auto &rule : controlRules())
        rule->capture(state, TuningValues(), &values);
    return values;
}

} // namespace rocmtune
