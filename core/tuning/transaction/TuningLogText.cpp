// SPDX-License-Identifier: GPL-3.0-or-later
#include "core/tuning/transaction/TuningLogText.h"

#include "core/tuning/TuningTr.h"
#include "core/tuning/controls/ControlRules.h"

#include <QCoreApplication>

namespace rocmtune {

namespace {
// This control's values from its JSON slice; nullopt when it does not read back.
std::optional<TuningValues> valuesOf(const ControlRule &rule, const QJsonObject &slice)
{
    TuningValues values;
    QString error;
    if (slice.isEmpty() || !rule.fromJson(slice, &values, &error))
        return std::nullopt;
    return values;
}
} // namespace

QString loggedChangeText(const LoggedChange &change)
{
    const ControlRule *rule = controlRuleForKey(change.control);
    if (!rule)
        return {};
    const auto before = valuesOf(*rule, change.before);
    const auto after = valuesOf(*rule, change.after);
    if (!before || !after)
        return {};
    return changeText(rule->id(), rule->describe(*before), rule->describe(*after));
}

QStringList changeTexts(const TuningLogEntry &entry)
{
    if (entry.changeValues.size() != entry.changes.size())
        return entry.changes;
    QStringList lines;
    for (qsizetype i = 0; i < entry.changes.size(); ++i) {
        const QString text = loggedChangeText(entry.changeValues.at(i));
        lines << (text.isEmpty() ? entry.changes.at(i) : text);
    }
    return lines;
}

QString messageText(const TuningLogEntry &entry)
{
    return entry.messageText.isEmpty() ? entry.message : entry.messageText.toString();
}

} // namespace rocmtune
