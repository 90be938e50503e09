// SPDX-License-Identifier: GPL-3.0-or-later
#include "core/tuning/transaction/StateRecord.h"

#include "core/tuning/JsonStrict.h"
#include "core/tuning/transaction/StateFolder.h"

#include <QJsonParseError>

namespace rocmtune {

StateRecord::StateRecord(QString directory, Format format) : directory_(std::move(directory)), format_(std::move(format)) {}

QString StateRecord::filePath() const
{
    return directory_ + QLatin1Char('/') + format_.fileName;
}

QString StateRecord::malformed() const
{
    return format_.malformedText(filePath());
}

std::optional<QJsonObject> StateRecord::load(QString *error, bool *missing) const
{
    bool absent = false;
    const auto folder = StateFolder::open(directory_, false, error, &absent);
    const auto bytes = folder ? folder->read(format_.fileName, format_.maxBytes + 1, error, &absent) : std::nullopt;
    if (missing)
        *missing = absent;
    if (!bytes) {
        if (!absent)
            return std::nullopt;
        error->clear();
        return QJsonObject{};
    }
    QJsonParseError parseError{};
    const QJsonDocument document = QJsonDocument::fromJson(*bytes, &parseError);
    QJsonObject root = document.object();
    bool known = true;
    for (auto it = root.constBegin(); it != root.constEnd() && known; ++it)
        known = it.key() == QLatin1String("version") || format_.keys.contains(it.key());
    qint64 version = 0;
    if (bytes->size() > format_.maxBytes || parseError.error != QJsonParseError::NoError || !document.isObject() || !known
        || !json::wholeNumber(root.value(QStringLiteral("version")), 1, 1, &version)) {
        *error = malformed();
        return std::nullopt;
    }
    root.remove(QStringLiteral("version"));
    return root;
}

bool StateRecord::save(QJsonObject root, QString *error) const
{
    root.insert(QStringLiteral("version"), 1);
    const auto folder = StateFolder::open(directory_, true, error);
    return folder && folder->replace(format_.fileName, QJsonDocument(root).toJson(format_.layout), 0644, error);
}

} // namespace rocmtune
