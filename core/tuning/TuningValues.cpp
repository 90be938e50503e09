// SPDX-License-Identifier: GPL-3.0-or-later
#include "core/tuning/TuningValues.h"

#include "core/tuning/TuningTr.h"
#include "core/tuning/controls/ControlRules.h"

#include <QCoreApplication>
#include <QSet>

namespace rocmtune {

bool TuningValues::isEmpty() const
{
    return perControl.isEmpty();
}

QJsonObject tuningValuesToJson(const TuningValues &values)
{
    QJsonObject o;
    for (const auto &rule : controlRules())
        rule->toJson(values, &o);
    return o;
}

std::optional<TuningValues> tuningValuesFromJson(const QJsonObject &object, QString *error)
{
    QString scratch;
    QString &message = error ? *error : scratch;
    QSet<QString> known;
    for (const auto &rule : controlRules()) {
        for (const QString &key : rule->jsonKeys())
            known.insert(key);
    }
    for (auto it = object.begin(); it != object.end(); ++it) {
        if (!known.contains(it.key())) {
            message = QCoreApplication::translate("Tuning", "Unknown field \"%1\" in %2.").arg(it.key(), TuningTr::tr("values"));
            return std::nullopt;
        }
    }
    TuningValues values;
    for (const auto &rule : controlRules()) {
        if (!rule->fromJson(object, &values, &message))
            return std::nullopt;
    }
    return values;
}

QString describeValue(ControlId id, const TuningValues &values)
{
    const ControlRule *rule = controlRule(id);
    return rule ? rule->describe(values) : QString();
}

QString changeText(ControlId id, const QString &before, const QString &after)
{
    const ControlRule *rule = controlRule(id);
    //: A control's value line starts with its name: "Power cap: " (the same pattern as "%1: %2" in ControlRule)
    const QString prefix = rule ? QCoreApplication::translate("Tuning", "%1: %2").arg(rule->valueName(), QString()) : QString();
    if (!prefix.isEmpty() && before.startsWith(prefix) && after.startsWith(prefix))
        return prefix + TuningTr::tr("%1 -> %2", "a logged change: old value -> new value").arg(before.mid(prefix.size()), after.mid(prefix.size()));
    return TuningTr::tr("%1 -> %2", "a logged change: old value -> new value").arg(before, after);
}

QVector<ControlId> touchedControls(const TuningValues &values)
{
    QVector<ControlId> ids;
    for (const auto &rule : controlRules()) {
        if (rule->requested(values))
            ids << rule->id();
    }
    return ids;
}

} // namespace rocmtune
