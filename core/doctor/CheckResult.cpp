// SPDX-License-Identifier: GPL-3.0-or-later
#include "core/doctor/CheckResult.h"

#include <QCoreApplication>
#include <QJsonArray>

namespace rocmtune {

const char *checkStatusKey(CheckStatus status)
{
    switch (status) {
    case CheckStatus::Pass: return "pass";
    case CheckStatus::Warn: return "warn";
    case CheckStatus::Fail: return "fail";
    case CheckStatus::Info: return "info";
    }
    return "fail";
}

std::optional<CheckStatus> checkStatusFromKey(const QString &key)
{
    for (CheckStatus s : {CheckStatus::Pass, CheckStatus::Warn, CheckStatus::Fail, CheckStatus::Info}) {
        if (key == QLatin1String(checkStatusKey(s)))
            return s;
    }
    return std::nullopt;
}

QString checkStatusText(CheckStatus status)
{
    switch (status) {
    case CheckStatus::Pass: return QCoreApplication::translate("Doctor", "Pass");
    case CheckStatus::Warn: return QCoreApplication::translate("Doctor", "Warning");
    case CheckStatus::Fail: return QCoreApplication::translate("Doctor", "Fail");
    case CheckStatus::Info: return QCoreApplication::translate("Doctor", "Info");
    }
    return {};
}

QJsonObject CheckResult::toJson() const
{
    return QJsonObject{{QStringLiteral("id"), id},
                       {QStringLiteral("title"), title},
                       {QStringLiteral("status"), QLatin1String(checkStatusKey(status))},
                       {QStringLiteral("summary"), summary},
                       {QStringLiteral("explanation"), explanation},
                       {QStringLiteral("fix"), fix},
                       {QStringLiteral("evidence"), QJsonArray::fromStringList(evidence)}};
}

CheckResult CheckResult::fromJson(const QJsonObject &object)
{
    CheckResult result;
    result.id = object.value(QStringLiteral("id")).toString();
    result.title = object.value(QStringLiteral("title")).toString();
    result.status = checkStatusFromKey(object.value(QStringLiteral("status")).toString()).value_or(CheckStatus::Fail);
    result.summary = object.value(QStringLiteral("summary")).toString();
    result.explanation = object.value(QStringLiteral("explanation")).toString();
    result.fix = object.value(QStringLiteral("fix")).toString();
    for (const QJsonValue &line : object.value(QStringLiteral("evidence")).toArray())
        result.evidence << line.toString();
    return result;
}

} // namespace rocmtune
