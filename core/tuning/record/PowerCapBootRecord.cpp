// SPDX-License-Identifier: GPL-3.0-or-later
#include "core/tuning/record/PowerCapBootRecord.h"

#include "core/tuning/JsonStrict.h"
#include "core/tuning/transaction/StateFolder.h"

#include <QJsonDocument>
#include <QJsonObject>

namespace rocmtune {

namespace {
const QString kFile = QStringLiteral("power-cap-boot.json");
}

std::optional<quint64> PowerCapBootRecord::baseFor(const QString &deviceId, quint64 firstSeen, QString *error) const
{
    const auto folder = StateFolder::open(directory_, true, error);
    if (!folder)
        return std::nullopt;
    bool missing = false;
    QJsonObject caps;
    if (const auto bytes = folder->read(kFile, 1024 * 1024, error, &missing)) {
        const QJsonObject root = QJsonDocument::fromJson(*bytes).object();
        if (!bootId_.isEmpty() && root.value(QStringLiteral("boot_id")).toString() == bootId_)
            caps = root.value(QStringLiteral("caps")).toObject();
        qint64 value = 0;
        if (json::wholeNumber(caps.value(deviceId), 1, 1000000000000000LL, &value))
            return static_cast<quint64>(value);
    } else if (!missing) {
        return std::nullopt;
    }
    caps.insert(deviceId, static_cast<qint64>(firstSeen));
    const QJsonObject root{{QStringLiteral("boot_id"), bootId_}, {QStringLiteral("caps"), caps}};
    if (!folder->replace(kFile, QJsonDocument(root).toJson(QJsonDocument::Indented), 0644, error))
        return std::nullopt;
    return firstSeen;
}

std::optional<quint64> PowerCapBootRecord::recorded(const QString &deviceId) const
{
    QString error;
    const auto folder = StateFolder::open(directory_, false, &error);
    const auto bytes = folder ? folder->read(kFile, 1024 * 1024, &error) : std::nullopt;
    if (!bytes || bootId_.isEmpty())
        return std::nullopt;
    const QJsonObject root = QJsonDocument::fromJson(*bytes).object();
    qint64 value = 0;
    if (root.value(QStringLiteral("boot_id")).toString() != bootId_
        || !json::wholeNumber(root.value(QStringLiteral("caps")).toObject().value(deviceId), 1, 1000000000000000LL, &value))
        return std::nullopt;
    return static_cast<quint64>(value);
}

} // namespace rocmtune
