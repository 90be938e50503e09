// SPDX-License-Identifier: GPL-3.0-or-later
#include "core/tuning/controls/voltageoffset/VoltageOffsetRule.h"

#include "core/i18n/CliTr.h"
#include "core/tuning/controls/drivervalue/DriverValueRule.h"
#include "core/tuning/TuningTr.h"

#include <QCoreApplication>

namespace rocmtune {

namespace {
const QLatin1String kVoltageOffsetJsonKey("voltage_offset_mv");
const QLatin1String kVoltageOffsetStateKey("voltage_offset");
// No driver offers more than a volt either way.
constexpr int kMaxAbsMillivolts = 1000;

NumericRow voltageOffsetRow()
{
    // Its driver file, words and CLI option are its row of the driver value catalogue (backends/DriverValues.cpp);
    // it keeps the option's value name, no "default", and its value struct (shared with the undervolt search).
    NumericRow row = driverValueRow(*driverValueInfo(ControlId::VoltageOffset));
    row.valueName = "MV";
    row.defaultIsReset = false;
    row.slot = structSlot<VoltageOffsetValue, &VoltageOffsetValue::millivolts>();
    return row;
}
} // namespace

VoltageOffsetRule::VoltageOffsetRule()
    : NumericControlRule(voltageOffsetRow())
{}

NumericProblem VoltageOffsetRule::rangeProblem(int mv, const IntRange &range) const
{
    if (mv < range.min)
        return {QStringLiteral("driver_min"), TuningTr::tr("Voltage offset %1 mV is below the driver's minimum of %2 mV by %3 mV.")
                                                  .arg(mv).arg(range.min).arg(range.min - mv)};
    return {QStringLiteral("driver_max"), TuningTr::tr("Voltage offset %1 mV is above the driver's maximum of %2 mV by %3 mV.")
                                              .arg(mv).arg(range.max).arg(mv - range.max)};
}

QString VoltageOffsetRule::unreadable() const
{
    return TuningTr::tr("the voltage offset can no longer be read");
}

QString VoltageOffsetRule::mismatch(int shown, int wanted) const
{
    return TuningTr::tr("the driver reports a voltage offset of %1 mV instead of %2 mV").arg(shown).arg(wanted);
}

QString VoltageOffsetRule::jsonError() const
{
    return TuningTr::tr("\"%1\" must be a whole number of millivolts from %2 to %3.").arg(kVoltageOffsetJsonKey).arg(-kMaxAbsMillivolts).arg(kMaxAbsMillivolts);
}

QString VoltageOffsetRule::valueText(const TuningValues &values) const
{
    const std::optional<std::optional<int>> v = valueIn(values);
    return v ? withUnit(v->value_or(0)) : unchangedText(); // "default" is 0 mV
}

void VoltageOffsetRule::stateToJson(const ControlState &state, QJsonObject *controls) const
{
    const std::optional<NumericReading> r = reading(state);
    if (!r)
        return;
    controls->insert(kVoltageOffsetStateKey, QJsonObject{{QStringLiteral("current_mv"), r->current},
                                                         {QStringLiteral("min_mv"), r->range.min},
                                                         {QStringLiteral("max_mv"), r->range.max}});
}

QStringList VoltageOffsetRule::showLines(const QJsonObject &controls, const QJsonObject &) const
{
    if (!controls.contains(kVoltageOffsetStateKey))
        return {};
    const QJsonObject v = controls.value(kVoltageOffsetStateKey).toObject();
    return {CliTr::tr("Voltage offset: %1 mV (driver %2 to %3 mV)")
                .arg(v.value(QStringLiteral("current_mv")).toInt())
                .arg(v.value(QStringLiteral("min_mv")).toInt())
                .arg(v.value(QStringLiteral("max_mv")).toInt())};
}

} // namespace rocmtune
