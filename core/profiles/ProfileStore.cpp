// SPDX-License-Identifier: GPL-3.0-or-later
#include "core/profiles/ProfileStore.h"
#include "core/profiles/ProfilesTr.h"

#include "core/profiles/ProfileJson.h"

#include <QCoreApplication>
#include <QDir>
#include <QFile>
#include <QFileInfo>
#include <QSaveFile>
#include <QStandardPaths>
#include <QUuid>

#include <algorithm>

namespace rocmtune {

namespace {
QDateTime nowUtc()
{
    return QDateTime::fromMSecsSinceEpoch(QDateTime::currentMSecsSinceEpoch(), Qt::UTC);
}

bool sameTargetModel(const ProfileTarget &a, const ProfileTarget &b)
{
    if (!a.pciId.isEmpty() && !b.pciId.isEmpty())
        return a.pciId.compare(b.pciId, Qt::CaseInsensitive) == 0 && a.uniqueId == b.uniqueId && a.pciBusId == b.pciBusId;
    return a.modelName == b.modelName && a.uniqueId == b.uniqueId && a.pciBusId == b.pciBusId;
}
} // namespace

ProfileStore::ProfileStore(const QString &directory) : directory_(directory) {}

QString ProfileStore::defaultDirectory()
{
    return QStandardPaths::writableLocation(QStandardPaths::AppConfigLocation) + QStringLiteral("/profiles");
}

QString ProfileStore::filePathFor(const QString &id) const
{
    return QDir(directory_).filePath(id + QStringLiteral(".json"));
}

ProfileStore::Contents ProfileStore::load() const
{
    Contents contents;
    const QDir dir(directory_);
    if (!dir.exists())
        return contents;
    const QFileInfoList files = dir.entryInfoList({QStringLiteral("*.json")}, QDir::Files | QDir::Hidden, QDir::Name);
    for (const QFileInfo &info : files) {
        QFile file(info.filePath());
        if (info.size() > kMaxProfileBytes) {
            contents.errors.push_back({info.fileName(), ProfileStoreTr::tr("The file is too large to be a profile (%1 bytes).").arg(info.size())});
            continue;
        }
        if (!file.open(QIODevice::ReadOnly)) {
            contents.errors.push_back({info.fileName(), ProfileStoreTr::tr("Cannot read the file: %1").arg(file.errorString())});
            continue;
        }
        ProfileParseResult parsed = parseProfile(file.read(kMaxProfileBytes + 1));
        if (!parsed.profile) {
            contents.errors.push_back({info.fileName(), parsed.error});
            continue;
        }
        // A file's name is its id; a copied file with another name keeps working.
        if (parsed.sourceVersion == kProfileSchemaVersion && parsed.profile->id != info.completeBaseName())
            parsed.profile->id = info.completeBaseName();
        if (parsed.migrated())
            parsed.profile->id = info.completeBaseName();
        contents.profiles.push_back(*parsed.profile);
    }
    std::sort(contents.profiles.begin(), contents.profiles.end(), [](const Profile &a, const Profile &b) {
        return a.name.localeAwareCompare(b.name) < 0;
    });
    return contents;
}

std::optional<Profile> ProfileStore::findById(const QString &id) const
{
    for (const Profile &p : load().profiles) {
        if (p.id == id)
            return p;
    }
    return std::nullopt;
}

std::optional<Profile> ProfileStore::findByName(const QString &name) const
{
    for (const Profile &p : load().profiles) {
        if (p.name.compare(name.trimmed(), Qt::CaseInsensitive) == 0)
            return p;
    }
    return std::nullopt;
}

bool ProfileStore::write(const Profile &profile, QString *error)
{
    if (!QDir().mkpath(directory_)) {
        *error = ProfileStoreTr::tr("Cannot create the profile folder %1.").arg(directory_);
        return false;
    }
    QSaveFile file(filePathFor(profile.id));
    if (!file.open(QIODevice::WriteOnly)) {
        *error = ProfileStoreTr::tr("Cannot write %1: %2").arg(file.fileName(), file.errorString());
        return false;
    }
    const QByteArray bytes = profileToBytes(profile);
    if (file.write(bytes) != bytes.size() || !file.commit()) {
        *error = ProfileStoreTr::tr("Saving %1 failed (%2); the previous version is unchanged.").arg(file.fileName(), file.errorString());
        return false;
    }
    return true;
}

bool ProfileStore::save(Profile profile, QString *error)
{
    const QString nameError = validateProfileName(profile.name);
    if (!nameError.isEmpty()) {
        *error = nameError;
        return false;
    }
    profile.name = profile.name.trimmed();
    if (QUuid::fromString(profile.id).isNull()) {
        *error = ProfileStoreTr::tr("The profile id \"%1\" is not a UUID.").arg(profile.id);
        return false;
    }
    const auto sameName = findByName(profile.name);
    if (sameName && sameName->id != profile.id) {
        *error = ProfileStoreTr::tr("A profile named \"%1\" already exists.").arg(profile.name);
        return false;
    }
    profile.modified = nowUtc();
    if (!profile.created.isValid())
        profile.created = profile.modified;
    return write(profile, error);
}

std::optional<Profile> ProfileStore::remove(const QString &id, QString *error)
{
    const auto profile = findById(id);
    if (!profile) {
        *error = ProfileStoreTr::tr("There is no profile with id %1.").arg(id);
        return std::nullopt;
    }
    QFile file(filePathFor(id));
    if (!file.remove()) {
        *error = ProfileStoreTr::tr("Cannot delete %1: %2").arg(file.fileName(), file.errorString());
        return std::nullopt;
    }
    return profile;
}

bool ProfileStore::rename(const QString &id, const QString &newName, QString *error)
{
    auto profile = findById(id);
    if (!profile) {
        *error = ProfileStoreTr::tr("There is no profile with id %1.").arg(id);
        return false;
    }
    profile->name = newName;
    return save(*profile, error);
}

QString ProfileStore::uniqueName(const QString &wanted) const
{
    QString name = wanted.trimmed();
    for (int n = 2; findByName(name); ++n)
        name = ProfileStoreTr::tr("%1 (%2)").arg(wanted.trimmed()).arg(n);
    return name;
}

std::optional<Profile> ProfileStore::duplicate(const QString &id, const QString &newName, QString *error)
{
    const auto original = findById(id);
    if (!original) {
        *error = ProfileStoreTr::tr("There is no profile with id %1.").arg(id);
        return std::nullopt;
    }
    Profile copy = Profile::create(newName.isEmpty() ? uniqueName(original->name) : newName, original->target, original->values);
    copy.validation = std::nullopt; // a copy has not been validated; its values may change
    if (!save(copy, error))
        return std::nullopt;
    return findById(copy.id);
}

bool ProfileStore::exportTo(const QString &id, const QString &path, QString *error) const
{
    const auto profile = findById(id);
    if (!profile) {
        *error = ProfileStoreTr::tr("There is no profile with id %1.").arg(id);
        return false;
    }
    QSaveFile file(path);
    if (!file.open(QIODevice::WriteOnly)) {
        *error = ProfileStoreTr::tr("Cannot write %1: %2").arg(path, file.errorString());
        return false;
    }
    const QByteArray bytes = profileToBytes(*profile);
    if (file.write(bytes) != bytes.size() || !file.commit()) {
        *error = ProfileStoreTr::tr("Exporting to %1 failed: %2").arg(path, file.errorString());
        return false;
    }
    return true;
}

std::optional<Profile> ProfileStore::importFrom(const QString &path, QString *error)
{
    QFile file(path);
    if (!file.open(QIODevice::ReadOnly)) {
        *error = ProfileStoreTr::tr("Cannot read %1: %2").arg(path, file.errorString());
        return std::nullopt;
    }
    ProfileParseResult parsed = parseProfile(file.read(kMaxProfileBytes + 1));
    if (!parsed.profile) {
        *error = ProfileStoreTr::tr("%1 is not a valid profile: %2").arg(QFileInfo(path).fileName(), parsed.error);
        return std::nullopt;
    }
    Profile profile = *parsed.profile;
    profile.id = QUuid::createUuid().toString(QUuid::WithoutBraces);
    profile.name = uniqueName(profile.name);
    profile.applyAtLogin = false; // never start applying something at login by importing it
    if (!save(profile, error))
        return std::nullopt;
    return findById(profile.id);
}

bool ProfileStore::setApplyAtLogin(const QString &id, bool enabled, QString *error)
{
    const Contents contents = load();
    const auto it = std::find_if(contents.profiles.begin(), contents.profiles.end(), [&](const Profile &p) { return p.id == id; });
    if (it == contents.profiles.end()) {
        *error = ProfileStoreTr::tr("There is no profile with id %1.").arg(id);
        return false;
    }
    if (enabled) {
        for (Profile other : contents.profiles) {
            if (other.id != id && other.applyAtLogin && sameTargetModel(other.target, it->target)) {
                other.applyAtLogin = false;
                if (!write(other, error))
                    return false;
            }
        }
    }
    Profile profile = *it;
    profile.applyAtLogin = enabled;
    return save(profile, error);
}

bool ProfileStore::recordValidation(const QString &id, const ProfileValidation &validation, QString *error)
{
    auto profile = findById(id);
    if (!profile) {
        *error = ProfileStoreTr::tr("There is no profile with id %1.").arg(id);
        return false;
    }
    profile->validation = validation;
    return save(*profile, error);
}

} // namespace rocmtune
