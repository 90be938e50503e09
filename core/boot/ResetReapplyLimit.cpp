// SPDX-License-Identifier: GPL-3.0-or-later
#include "core/boot/ResetReapplyLimit.h"

#include "core/boot/BootTr.h"
#include "core/tuning/JsonStrict.h"
#include "core/tuning/transaction/StateFolder.h"

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

ResetReapplyLimit::ResetReapplyLimit(QString stateDirectory) : directory_(std::move(stateDirectory)) {}

std::optional<bool> ResetReapplyLimit::take(const QString &card, qint64 nowMs, QString *error) const
{
    const auto folder = StateFolder::open(directory_, true, error);
    if (!folder)
        return std::nullopt;
    bool missing = false;
    const auto bytes = folder->read(fileName(), 64 * 1024, error, &missing);
    if (!bytes && !missing)
        return std::nullopt;
    QJsonObject cards;
    if (bytes) {
        const QJsonObject root = QJsonDocument::fromJson(*bytes).object();
        QString why;
        cards = root.value(QStringLiteral("cards")).toObject();
        if (!json::onlyKeys(root, {QLatin1String("version"), QLatin1String("cards")}, QStringLiteral("reset re-apply"), &why)
            || root.value(QStringLiteral("version")).toInt() != 1 || cards.size() > kMaxCards) {
            *error = BootTr::tr("The record of re-applies after GPU resets %1 is malformed; remove it.").arg(folder->filePath(fileName()));
            return std::nullopt;
        }
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
    const QJsonObject root{{QStringLiteral("version"), 1}, {QStringLiteral("cards"), cards}};
    if (!folder->replace(fileName(), QJsonDocument(root).toJson(QJsonDocument::Compact), 0644, error))
        return std::nullopt;
    return allowed;
}

} // namespace rocmtune
