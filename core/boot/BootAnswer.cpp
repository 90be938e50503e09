// SPDX-License-Identifier: GPL-3.0-or-later
#include "core/boot/BootAnswer.h"

#include "core/boot/BootTr.h"
#include "core/tuning/route/HelperClient.h"

#include <QCoreApplication>

namespace rocmtune {

BootAnswer BootAnswer::fromHelperAnswer(const QJsonObject &answer)
{
    BootAnswer result;
    const QString outcome = answer.value(QStringLiteral("outcome")).toString();
    const QString message = answer.value(QStringLiteral("message")).toString();
    const QString error = answer.value(QStringLiteral("error")).toString();
    const bool ok = answer.value(QStringLiteral("ok")).toBool(false);
    if (ok && outcome == QLatin1String("stored"))
        result.outcome = Outcome::Stored;
    else if (ok && outcome == QLatin1String("enabled"))
        result.outcome = Outcome::Enabled;
    else if (ok && outcome == QLatin1String("cleared"))
        result.outcome = Outcome::Cleared;
    else if (!ok && outcome == QLatin1String("refused"))
        result.outcome = Outcome::Refused;
    else
        result.outcome = Outcome::Failed;

    if (ok && !result.ok())
        result.message = BootTr::tr("The helper answered \"%1\", which this version does not know.").arg(outcome);
    else if (ok)
        result.message = message;
    else
        result.message = !error.isEmpty() ? error : (!message.isEmpty() ? message : BootTr::tr("The helper gave no reason."));
    result.guardLifted = answer.value(QStringLiteral("guard_lifted")).toBool(false);
    return result;
}

BootRequestSender::BootRequestSender(QObject *parent) : QObject(parent), helper_(new HelperClient(this))
{
}

void BootRequestSender::send(const BootRequest &request, std::function<void(const BootAnswer &)> done)
{
    helper_->run(request.toJson(), [done = std::move(done)](const QJsonObject &answer) { done(BootAnswer::fromHelperAnswer(answer)); });
}

} // namespace rocmtune
