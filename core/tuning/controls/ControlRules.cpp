// SPDX-License-Identifier: GPL-3.0-or-later
#include "core/tuning/controls/ControlRules.h"

#include "core/tuning/controls/clockrange/ClockRangeRule.h"
#include "core/tuning/controls/clocktable/ClockTableRule.h"
#include "core/tuning/controls/drivervalue/DriverValueRule.h"
#include "core/tuning/controls/fancurve/FanCurveRule.h"
#include "core/tuning/controls/fanmode/FanModeRule.h"
#include "core/tuning/controls/fansetting/FanSettingRule.h"
#include "core/tuning/controls/fanzerorpm/FanZeroRpmRule.h"
#include "core/tuning/controls/overdrive/OverdriveRule.h"
#include "core/tuning/controls/perflevel/PerfLevelRule.h"
#include "core/tuning/controls/powercap/PowerCapRule.h"
#include "core/tuning/controls/powerprofile/PowerProfileRule.h"
#include "core/tuning/controls/voltagecurve/VoltageCurveRule.h"
#include "core/tuning/controls/voltageoffset/VoltageOffsetRule.h"

namespace rocmtune {

const std::vector<std::unique_ptr<ControlRule>> &controlRules()
{
    static const std::vector<std::unique_ptr<ControlRule>> rules = [] {
        std::vector<std::unique_ptr<ControlRule>> list;
        list.push_back(std::make_unique<PowerCapRule>());
        list.push_back(std::make_unique<ClockRangeRule>(ClockDomain::Gfx));
        list.push_back(std::make_unique<ClockRangeRule>(ClockDomain::Memory));
        list.push_back(std::make_unique<PerfLevelRule>());
        list.push_back(std::make_unique<PowerProfileRule>());
        list.push_back(std::make_unique<OverdriveRule>());
        list.push_back(std::make_unique<ClockTableRule>());
        list.push_back(std::make_unique<VoltageOffsetRule>());
        for (const DriverValueInfo &info : driverValueCatalogue()) {
            if (!info.ownRule)
                list.push_back(std::make_unique<NumericControlRule>(driverValueRow(info)));
        }
        list.push_back(std::make_unique<VoltageCurveRule>());
        list.push_back(std::make_unique<FanModeRule>());
        list.push_back(std::make_unique<FanCurveRule>());
        list.push_back(std::make_unique<FanZeroRpmRule>());
        for (const FanSettingInfo &setting : fanSettings())
            list.push_back(std::make_unique<NumericControlRule>(fanSettingRow(setting)));
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

const ControlRule *controlRuleForKey(const QString &key)
{
    for (const auto &rule : controlRules()) {
        if (key == QLatin1String(controlKey(rule->id())))
            return rule.get();
    }
    return nullptr;
}

QVector<PlanStep> planSteps(const TuningValues &values)
{
    QVector<PlanStep> steps;
    QVector<int> order;
    for (const auto &rule : controlRules()) {
        if (!rule->requested(values))
            continue;
        PlanStep step{rule.get(), TuningValues()};
        rule->extract(values, &step.values);
        // Stable insertion by apply order: ties keep the registry order.
        const int position = rule->applyOrder(values);
        int at = static_cast<int>(order.size());
        while (at > 0 && order[at - 1] > position)
            --at;
        order.insert(at, position);
        steps.insert(at, step);
    }
    return steps;
}

TuningValues effectiveValues(const TuningValues &values, const ControlState &state)
{
    return PerfLevelRule::withManualForClocks(values, state);
}

TuningValues defaultValues(const ControlState &state)
{
    TuningValues values;
    for (const auto &rule : controlRules())
        rule->defaults(state, &values);
    return values;
}

QVector<const ControlRule *> offeredControls(const ControlState &state)
{
    QVector<const ControlRule *> offered;
    for (const auto &rule : controlRules()) {
        if (rule->offered(state))
            offered.push_back(rule.get());
    }
    return offered;
}

TuningValues currentValues(const ControlState &state)
{
    TuningValues values;
    for (const auto &rule : controlRules())
        rule->capture(state, TuningValues(), &values);
    return values;
}

} // namespace rocmtune
