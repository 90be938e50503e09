// SPDX-License-Identifier: GPL-3.0-or-later
#include "core/boot/ResetReapplyLimit.h"

#include "core/boot/BootTr.h"
#include "core/tuning/JsonStrict.h"

#include <QCoreApplication>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>

namespace rocmtune {

namespace {
constexpr int kMaxCards = 64;
} // namespace

QString ResetReapplyLimit::fileName()
{
    return QStringLiteral("reset-reapply.json");
}

ResetReapplyLimit::ResetReapplyLimit(QString stateDirectory)
    : record_(std::move(stateDirectory), {fileName(), {QStringLiteral("cards")}, 64 * 1024, QJsonDocument::Compact, [](const QString &path) {
                  return BootTr::tr("The record of re-applies after GPU resets %1 is malformed; remove it.").arg(path);
              }})
{
}

std::optional<bool> ResetReapplyLimit::take(const QString &card, qint64 nowMs, QString *error) const
{
    const auto root = record_.load(error);
    if (!root)
        return std::nullopt;
    QJsonObject cards = root->value(QStringLiteral("cards")).toObject();
    if (cards.size() > kMaxCards) {
        *error = record_.malformed();
        return std::nullopt;
    }
    // Only the times within the window count; a clock set back counts as now.
    QJsonArray kept;
    for (const QJsonValue &v : cards.value(card).toArray()) {
        qint64 ms = 0;
        if (json::wholeNumber(v, 0, json::kMaxStoredMs, &ms) && nowMs - ms < kWindowMs && kept.size() < kMaxReapplies)
            kept.append(std::min(ms, nowMs));
    }
    const bool allowed = kept.size() < kMaxReapplies;
    if (allowed)
        kept.append(nowMs);
    cards.insert(card, kept);
    if (!record_.save(QJsonObject{{QStringLiteral("cards"), cards}}, error))
        return std::nullopt;
    return allowed;
}

} // namespace rocmtune
