// SPDX-License-Identifier: GPL-3.0-or-later
#include "core/tuning/controls/ControlRule.h"

#include "core/tuning/controls/ControlRules.h"

#include <QCommandLineParser>
#include <QCoreApplication>
#include <QJsonDocument>
#include <QLocale>

namespace rocmtune {

Refusal ControlRule::unsupported(ControlId id, const ControlState &state)
{
    const QString reason = state.unsupportedReasons.value(id);
    const ControlRule *rule = controlRule(id);
    const QString name = rule ? rule->title() : QLatin1String(controlKey(id));
    return Refusal{id, QStringLiteral("unsupported"),
                   reason.isEmpty()
                       ? QCoreApplication::translate("Tuning", "%1 is not supported by this GPU.").arg(name)
                       : QCoreApplication::translate("Tuning", "%1 is not supported by this GPU: %2").arg(name, reason)};
}

QString ControlRule::describe(const TuningValues &values) const
{
    return valueLine(valueName(), valueText(values));
}

QString ControlRule::valueLine(const QString &name, const QString &value)
{
    //: A control's value in one line: "Power cap: 300 W" (Chinese: full-width colon)
    return QCoreApplication::translate("Tuning", "%1: %2").arg(name, value);
}

QString ControlRule::unchangedText()
{
    //: A control's value that a change leaves alone ("Power cap: unchanged")
    return QCoreApplication::translate("Tuning", "unchanged");
}

QString ControlRule::describeWritten(const TuningValues &values, const ControlState &) const
{
    return describe(values);
}

QString ControlRule::title() const
{
    return QLatin1String(controlKey(id()));
}

QString ControlRule::describeState(const ControlState &state) const
{
    TuningValues now;
    capture(state, TuningValues(), &now);
    return requested(now) ? describe(now) : QString();
}

QStringList ControlRule::showLines(const QJsonObject &controls, const QJsonObject &) const
{
    const QString key = QLatin1String(controlKey(id()));
    const QString value = controls.contains(key)
                              ? QString::fromUtf8(QJsonDocument(controls.value(key).toObject()).toJson(QJsonDocument::Compact))
                              : QCoreApplication::translate("Cli", "not supported");
    return {QCoreApplication::translate("Tuning", "%1: %2").arg(title(), value)};
}

bool ControlRule::fromCli(const QCommandLineParser &, const ControlState &, TuningValues *, QString *) const
{
    return true;
}

bool ControlRule::wholeNumberOption(const QCommandLineParser &parser, const QString &name, qint64 lo, qint64 hi,
                                    std::optional<qint64> *out, QString *error)
{
    if (!parser.isSet(name))
        return true;
    bool ok = false;
    const qint64 value = parser.value(name).trimmed().toLongLong(&ok);
    if (!ok || value < lo || value > hi) {
        *error = QCoreApplication::translate("Tuning", "--%1 must be a whole number from %2 to %3.").arg(name).arg(lo).arg(hi);
        return false;
    }
    *out = value;
    return true;
}

QString ControlRule::watts(quint64 microwatts)
{
    // Shortest form that keeps the microwatts: "327", "343.35".
    return QLocale().toString(static_cast<double>(microwatts) / 1e6, 'g', 12);
}

} // namespace rocmtune
