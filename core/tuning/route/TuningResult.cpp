// SPDX-License-Identifier: GPL-3.0-or-later
#include "core/tuning/route/TuningResult.h"

#include "core/tuning/controls/ControlRules.h"

#include <QHash>
#include <QJsonArray>

namespace rocmtune {

namespace {
TuningResult::Action actionFrom(const QString &key)
{
    using A = TuningResult::Action;
    static const QHash<QString, A> actions{{QStringLiteral("apply"), A::Apply},   {QStringLiteral("confirm"), A::Confirm},
                                           {QStringLiteral("extend"), A::Extend}, {QStringLiteral("revert"), A::Revert},
                                           {QStringLiteral("reset"), A::Reset},   {QStringLiteral("recover"), A::Recover},
                                           {QStringLiteral("show"), A::Show},     {QStringLiteral("accept"), A::Accept}};
    return actions.value(key, A::Unknown);
}

TuningResult::Outcome outcomeFrom(const QString &key)
{
    using O = TuningResult::Outcome;
    static const QHash<QString, O> outcomes{{QStringLiteral("applied"), O::Applied},         {QStringLiteral("pending"), O::Pending},
                                            {QStringLiteral("confirmed"), O::Confirmed},     {QStringLiteral("reverted"), O::Reverted},
                                            {QStringLiteral("refused"), O::Refused},         {QStringLiteral("rolled_back"), O::RolledBack},
                                            {QStringLiteral("rollback_failed"), O::RollbackFailed}, {QStringLiteral("failed"), O::Failed},
                                            {QStringLiteral("accepted"), O::Accepted}};
    return outcomes.value(key, O::Unknown);
}

std::optional<ControlId> controlFrom(const QString &key)
{
    for (const auto &rule : controlRules()) {
        if (key == QLatin1String(controlKey(rule->id())))
            return rule->id();
    }
    return std::nullopt;
}
} // namespace

QStringList TuningResult::refusalMessages() const
{
    QStringList list;
    for (const Refusal &r : refusals)
        list << r.message;
    return list;
}

TuningResult TuningResult::fromJson(const QJsonObject &answer)
{
    TuningResult r;
    r.ok = answer.value(QStringLiteral("ok")).toBool();
    r.action = actionFrom(answer.value(QStringLiteral("action")).toString());
    r.outcome = outcomeFrom(answer.value(QStringLiteral("outcome")).toString());
    const QJsonObject device = answer.value(QStringLiteral("device")).toObject();
    r.deviceIndex = device.value(QStringLiteral("index")).toInt(-1);
    r.deviceId = device.value(QStringLiteral("id")).toString();
    r.deadlineMs = static_cast<qint64>(answer.value(QStringLiteral("deadline_ms")).toDouble());
    r.message = answer.value(QStringLiteral("message")).toString();
    if (r.message.isEmpty())
        r.message = answer.value(QStringLiteral("error")).toString();
    for (const QJsonValue &v : answer.value(QStringLiteral("refusals")).toArray()) {
        const QJsonObject o = v.toObject();
        Refusal refusal;
        // A refusal of a control this build does not know stays a refusal (with no row of its own).
        refusal.control = controlFrom(o.value(QStringLiteral("control")).toString()).value_or(ControlId::PowerCap);
        refusal.limit = o.value(QStringLiteral("limit")).toString();
        refusal.message = o.value(QStringLiteral("message")).toString();
        r.refusals.push_back(refusal);
    }
    return r;
}

} // namespace rocmtune
