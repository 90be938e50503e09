// SPDX-License-Identifier: GPL-3.0-or-later
#include "core/boot/BootProfileFile.h"

#include "core/boot/BootTr.h"
#include "core/tuning/JsonStrict.h"
#include "core/tuning/transaction/StateFolder.h"

#include <QCoreApplication>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QSet>

namespace rocmtune {

namespace {
bool shortString(const QJsonValue &value, int maxChars, bool required, QString *out)
{
    if (value.isUndefined() && !required)
        return true;
    if (!value.isString() || value.toString().size() > maxChars || (required && value.toString().isEmpty()))
        return false;
    *out = value.toString();
    return true;
}
} // namespace

QString BootProfileFile::systemDirectory()
{
    return QStringLiteral("/etc/rocmtune");
}

QString BootProfileFile::fileName()
{
    return QStringLiteral("boot-profiles.json");
}

BootProfileFile::BootProfileFile(QString directory) : directory_(std::move(directory)) {}

QString BootProfileFile::filePath() const
{
    return directory_ + QLatin1Char('/') + fileName();
}

QByteArray BootProfileFile::toJson(const QVector<BootProfile> &profiles)
{
    QJsonArray array;
    for (const BootProfile &p : profiles) {
        array.append(QJsonObject{{QStringLiteral("device_id"), p.deviceId},
                                 {QStringLiteral("device_name"), p.deviceName},
                                 {QStringLiteral("pci_bus_id"), p.pciBusId},
                                 {QStringLiteral("profile"), p.profileName},
                                 {QStringLiteral("values"), tuningValuesToJson(p.values)},
                                 {QStringLiteral("set_ms"), p.setMs}});
    }
    return QJsonDocument(QJsonObject{{QStringLiteral("version"), 1}, {QStringLiteral("profiles"), array}}).toJson(QJsonDocument::Indented);
}

std::optional<QVector<BootProfile>> BootProfileFile::fromJson(const QByteArray &json, const QString &path, QString *error)
{
    auto refuse = [&](const QString &why) {
        *error = BootTr::tr("The boot profiles %1 are refused (nothing is applied from them): %2").arg(path, why);
        return std::nullopt;
    };
    QJsonParseError parseError{};
    const QJsonDocument doc = QJsonDocument::fromJson(json, &parseError);
    if (parseError.error != QJsonParseError::NoError || !doc.isObject())
        return refuse(BootTr::tr("not a JSON object (%1).").arg(parseError.errorString()));
    const QJsonObject root = doc.object();
    QString why;
    if (!json::onlyKeys(root, {QLatin1String("version"), QLatin1String("profiles")}, QStringLiteral("the file"), &why))
        return refuse(why);
    qint64 version = 0;
    if (!json::wholeNumber(root.value(QStringLiteral("version")), 1, 1, &version))
        return refuse(BootTr::tr("\"version\" must be 1."));
    const QJsonValue list = root.value(QStringLiteral("profiles"));
    if (!list.isArray() || list.toArray().size() > kMaxProfiles)
        return refuse(BootTr::tr("\"profiles\" must be a list of at most %1 entries.").arg(kMaxProfiles));
    QVector<BootProfile> profiles;
    QSet<QString> seen;
    for (const QJsonValue &value : list.toArray()) {
        const QJsonObject o = value.toObject();
        if (!value.isObject()
            || !json::onlyKeys(o, {QLatin1String("device_id"), QLatin1String("device_name"), QLatin1String("pci_bus_id"), QLatin1String("profile"),
                                   QLatin1String("values"), QLatin1String("set_ms")},
                               QStringLiteral("a profile"), &why))
            return refuse(why.isEmpty() ? BootTr::tr("each profile must be an object.") : why);
        BootProfile p;
        if (!shortString(o.value(QStringLiteral("device_id")), 128, true, &p.deviceId)
            || !shortString(o.value(QStringLiteral("device_name")), 256, false, &p.deviceName)
            || !shortString(o.value(QStringLiteral("pci_bus_id")), 64, false, &p.pciBusId)
            || !shortString(o.value(QStringLiteral("profile")), 256, true, &p.profileName))
            return refuse(BootTr::tr("\"device_id\" and \"profile\" must be non-empty strings; names and ids have a length limit."));
        if (seen.contains(p.deviceId))
            return refuse(BootTr::tr("GPU %1 has more than one boot profile.").arg(p.deviceId));
        seen.insert(p.deviceId);
        if (!o.value(QStringLiteral("values")).isObject())
            return refuse(BootTr::tr("\"values\" of GPU %1 must be an object.").arg(p.deviceId));
        const auto values = tuningValuesFromJson(o.value(QStringLiteral("values")).toObject(), &why);
        if (!values || values->isEmpty())
            return refuse(values ? BootTr::tr("the values of GPU %1 are empty.").arg(p.deviceId) : why);
        p.values = *values;
        if (o.contains(QStringLiteral("set_ms")) && !json::wholeNumber(o.value(QStringLiteral("set_ms")), 0, json::kMaxStoredMs, &p.setMs))
            return refuse(BootTr::tr("\"set_ms\" must be a time in milliseconds."));
        profiles << p;
    }
    return profiles;
}

std::optional<QVector<BootProfile>> BootProfileFile::load(QString *error) const
{
    bool missing = false;
    const auto folder = StateFolder::open(directory_, false, error, &missing);
    if (!folder)
        return missing ? (error->clear(), std::optional<QVector<BootProfile>>(QVector<BootProfile>{})) : std::nullopt;
    const auto bytes = folder->read(fileName(), kMaxBytes + 1, error, &missing);
    if (!bytes)
        return missing ? (error->clear(), std::optional<QVector<BootProfile>>(QVector<BootProfile>{})) : std::nullopt;
    if (bytes->size() > kMaxBytes) {
        *error = BootTr::tr("The boot profiles %1 are refused: the file is larger than %2 bytes.").arg(filePath()).arg(kMaxBytes);
        return std::nullopt;
    }
    return fromJson(*bytes, filePath(), error);
}

bool BootProfileFile::save(const QVector<BootProfile> &profiles, QString *error) const
{
    const auto folder = StateFolder::open(directory_, true, error);
    if (!folder || !folder->checkFiles({fileName()}, error))
        return false;
    return folder->replace(fileName(), toJson(profiles), 0644, error);
}

} // namespace rocmtune
