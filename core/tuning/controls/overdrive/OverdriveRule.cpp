// SPDX-License-Identifier: GPL-3.0-or-later
#include "core/tuning/controls/overdrive/OverdriveRule.h"

#include "core/i18n/CliTr.h"
#include "core/tuning/TuningTr.h"


#include <algorithm>

namespace rocmtune {

namespace {
const QLatin1String kOverdriveJsonKey("overdrive_percent");

NumericRow overdriveRow()
{
    NumericRow row{ControlId::Overdrive, QT_TRANSLATE_NOOP("Tuning", "GFX overdrive"), "%", "overdrive_percent",
                   "overdrive_percent", nullptr, "overdrive", "PERCENT", QT_TRANSLATE_NOOP("Cli", "GFX overdrive in percent (0-20)."),
                   {0, 100}};
    row.resetValue = 0;
    row.applyOrder = 50;
    row.read = [](const ControlState &state, ControlId) -> std::optional<NumericReading> {
        const OverdriveControl *c = state.perControl.get<OverdriveControl>();
        if (!c)
            return std::nullopt;
        return NumericReading{c->currentPercent, {0, std::clamp(c->maxPercent, 0, 100)}};
    };
    // Judged only inside the driver's range (outside it, that refusal says enough).
    row.policy = [](const SafetyPolicy &policy, int value, const NumericReading &card) -> std::optional<NumericProblem> {
        if (!card.range.contains(value) || value <= policy.maxOverdrivePercent)
            return std::nullopt;
        return NumericProblem{QStringLiteral("policy_max"), TuningTr::tr("Overdrive %1% is above the safety limit of %2% by %3%.")
                                                                .arg(value).arg(policy.maxOverdrivePercent).arg(value - policy.maxOverdrivePercent)};
    };
    row.slot = structSlot<OverdriveValue, &OverdriveValue::percent>();
    return row;
}
} // namespace

OverdriveRule::OverdriveRule()
    : NumericControlRule(overdriveRow())
{}

NumericProblem OverdriveRule::rangeProblem(int value, const IntRange &range) const
{
    if (value < range.min)
        return {QStringLiteral("driver_min"), TuningTr::tr("Overdrive %1% is below 0% by %2%.").arg(value).arg(-value)};
    return {QStringLiteral("driver_max"), TuningTr::tr("Overdrive %1% is above the driver maximum of %2% by %3%.")
                                              .arg(value).arg(range.max).arg(value - range.max)};
}

QString OverdriveRule::unreadable() const
{
    return TuningTr::tr("the overdrive can no longer be read");
}

QString OverdriveRule::mismatch(int shown, int wanted) const
{
    return TuningTr::tr("the driver reports overdrive %1% instead of %2%").arg(shown).arg(wanted);
}

QString OverdriveRule::jsonError() const
{
    return TuningTr::tr("\"%1\" must be a whole number from 0 to 100.").arg(kOverdriveJsonKey);
}

QString OverdriveRule::cliError() const
{
    return CliTr::tr("--overdrive must be a whole percentage from 0.");
}

QString OverdriveRule::valueText(const TuningValues &values) const
{
    const std::optional<std::optional<int>> v = valueIn(values);
    return v ? withUnit(v->value_or(0)) : unchangedText(); // "default" is 0%
}

void OverdriveRule::stateToJson(const ControlState &state, QJsonObject *controls) const
{
    if (const std::optional<NumericReading> r = reading(state))
        controls->insert(kOverdriveJsonKey, r->current);
}

QStringList OverdriveRule::showLines(const QJsonObject &c, const QJsonObject &policy) const
{
    return {CliTr::tr("Overdrive:      %1")
                .arg(c.contains(kOverdriveJsonKey) ? CliTr::tr("%1% (safety limit %2%)")
                                                         .arg(c.value(kOverdriveJsonKey).toInt())
                                                         .arg(policy.value(QStringLiteral("max_overdrive_percent")).toInt())
                                                   : CliTr::tr("not supported"))};
}

} // namespace rocmtune
