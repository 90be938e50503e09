// SPDX-License-Identifier: GPL-3.0-or-later
// The voltage offset's words, JSON slice and CLI option.
#include "VoltageOffsetRule.h"

#include "i18n/CliTr.h"
#include "tuning/JsonStrict.h"
#include "tuning/TuningTr.h"

#include <QCommandLineParser>
#include <QCoreApplication>

namespace rocmtune {

namespace {
const QLatin1String kVoltageOffsetJsonKey("voltage_offset_mv");
const QString kVoltageOffsetOption = QStringLiteral("voltage-offset");
// No driver offers more than a volt either way.
constexpr qint64 kMaxAbsMillivolts = 1000;
} // namespace

QString VoltageOffsetRule::title() const
{
    return TuningTr::tr("Voltage offset");
}

QString VoltageOffsetRule::describe(const TuningValues &values) const
{
    const VoltageOffsetValue *v = values.perControl.get<VoltageOffsetValue>();
    return v ? TuningTr::tr("voltage offset %1 mV").arg(v->millivolts) : TuningTr::tr("voltage offset unchanged");
}

QString VoltageOffsetRule::describeState(const ControlState &state) const
{
    const VoltageOffsetControl *c = state.perControl.get<VoltageOffsetControl>();
    if (!c)
        return QString();
    return TuningTr::tr("voltage offset %1 mV (%2 to %3 mV)").arg(c->currentMillivolts).arg(c->allowedMillivolts.min).arg(c->allowedMillivolts.max);
}

QStringList VoltageOffsetRule::jsonKeys() const
{
    return {kVoltageOffsetJsonKey};
}

void VoltageOffsetRule::toJson(const TuningValues &values, QJsonObject *object) const
{
    if (const VoltageOffsetValue *v = values.perControl.get<VoltageOffsetValue>())
        object->insert(kVoltageOffsetJsonKey, v->millivolts);
}

bool VoltageOffsetRule::fromJson(const QJsonObject &object, TuningValues *values, QString *error) const
{
    if (!object.contains(kVoltageOffsetJsonKey))
        return true;
    qint64 mv = 0;
    if (!json::wholeNumber(object.value(kVoltageOffsetJsonKey), -kMaxAbsMillivolts, kMaxAbsMillivolts, &mv)) {
        *error = TuningTr::tr("\"%1\" must be a whole number of millivolts from %2 to %3.").arg(kVoltageOffsetJsonKey).arg(-kMaxAbsMillivolts).arg(kMaxAbsMillivolts);
        return false;
    }
    values->perControl.set(VoltageOffsetValue{static_cast<int>(mv)});
    return true;
}

void VoltageOffsetRule::stateToJson(const ControlState &state, QJsonObject *controls) const
{
    const VoltageOffsetControl *c = state.perControl.get<VoltageOffsetControl>();
    if (!c)
        return;
    controls->insert(QStringLiteral("voltage_offset"), QJsonObject{{QStringLiteral("current_mv"), c->currentMillivolts},
                                                                   {QStringLiteral("min_mv"), c->allowedMillivolts.min},
                                                                   {QStringLiteral("max_mv"), c->allowedMillivolts.max}});
}

QStringList VoltageOffsetRule::showLines(const QJsonObject &controls, const QJsonObject &) const
{
    if (!controls.contains(QStringLiteral("voltage_offset")))
        return {};
    const QJsonObject v = controls.value(QStringLiteral("voltage_offset")).toObject();
    return {CliTr::tr("Voltage offset: %1 mV (driver %2 to %3 mV)")
                .arg(v.value(QStringLiteral("current_mv")).toInt())
                .arg(v.value(QStringLiteral("min_mv")).toInt())
                .arg(v.value(QStringLiteral("max_mv")).toInt())};
}

QList<QCommandLineOption> VoltageOffsetRule::cliOptions() const
{
    return {{kVoltageOffsetOption, CliTr::tr("GFX voltage offset in mV, negative to undervolt (inside VDDGFX_OFFSET; e.g. --voltage-offset=-50)."),
             QStringLiteral("MV")}};
}

bool VoltageOffsetRule::fromCli(const QCommandLineParser &parser, const ControlState &, TuningValues *values, QString *error) const
{
    std::optional<qint64> mv;
    if (!wholeNumberOption(parser, kVoltageOffsetOption, -kMaxAbsMillivolts, kMaxAbsMillivolts, &mv, error))
        return false;
    if (mv)
        values->perControl.set(VoltageOffsetValue{static_cast<int>(*mv)});
    return true;
}

} // namespace rocmtune
