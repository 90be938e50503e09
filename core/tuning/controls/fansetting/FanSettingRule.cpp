// SPDX-License-Identifier: GPL-3.0-or-later
#include "core/tuning/controls/fansetting/FanSettingRule.h"

namespace rocmtune {

NumericRow fanSettingRow(const FanSettingInfo &setting)
{
    NumericRow row{setting.id,       setting.title, setting.unit, setting.valuesKey, setting.stateKey, "fan", setting.option, nullptr,
                   setting.cliHelp, {0, setting.schemaMax}};
    row.bootDefault = true;
    row.applyOrder = 80;
    row.read = [](const ControlState &state, ControlId id) -> std::optional<NumericReading> {
        const FanControl *fan = state.perControl.get<FanControl>();
        const OdFanValue *v = fan ? fan->setting(id) : nullptr;
        if (!v)
            return std::nullopt;
        return NumericReading{v->value, v->range};
    };
    // The administrator's fan limits (FanLimits): the firmware's own lowest duty not below fan_min_percent.
    if (setting.id == ControlId::FanMinimumPwm)
        row.policy = [](const SafetyPolicy &policy, int value, const NumericReading &) -> std::optional<NumericProblem> {
            const QString problem = policy.fan.firmwareMinimumProblem(value);
            if (problem.isEmpty())
                return std::nullopt;
            return NumericProblem{QStringLiteral("fan_min"), problem};
        };
    return row;
}

void setFanSettingValue(TuningValues *values, ControlId id, std::optional<int> value)
{
    setNumericValue(values, id, value);
}

std::optional<std::optional<int>> fanSettingValue(const TuningValues &values, ControlId id)
{
    return numericValue(values, id);
}

} // namespace rocmtune
