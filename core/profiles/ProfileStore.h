// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "core/profiles/Profile.h"

#include <QString>
#include <QVector>

#include <optional>

namespace rocmtune {

struct ProfileLoadError {
    QString fileName;
    QString message;
};

// Profiles as one JSON file each (<id>.json) in a directory, by default
// QStandardPaths' config location + "/profiles". Every write goes through
// QSaveFile, so a crash or a full disk leaves the old file or the new one,
// never half of one. A file that cannot be read is reported by name with the
// reason and left untouched; the others still load.
class ProfileStore
{
public:
    explicit ProfileStore(const QString &directory = defaultDirectory());

    static QString defaultDirectory();
    const QString &directory() const { return directory_; }

    struct Contents {
        QVector<Profile> profiles; // sorted by name
        QVector<ProfileLoadError> errors;
    };
    Contents load() const;

    std::optional<Profile> findById(const QString &id) const;
    std::optional<Profile> findByName(const QString &name) const;

    // Creates or replaces the profile with this id. Refuses a name another
    // profile already has. Sets `modified`.
    bool save(Profile profile, QString *error);
    // Deletes the file; returns the profile so a caller can undo by save().
    std::optional<Profile> remove(const QString &id, QString *error);
    bool rename(const QString &id, const QString &newName, QString *error);
    std::optional<Profile> duplicate(const QString &id, const QString &newName, QString *error);

    bool exportTo(const QString &id, const QString &path, QString *error) const;
    // Reads and validates a profile file from anywhere; it gets a fresh id and,
    // when its name is taken, "Name (2)", "Name (3)" ...
    std::optional<Profile> importFrom(const QString &path, QString *error);

    // At most one profile per GPU model is applied at login: marking one clears
    // the mark on the others with the same target.
    bool setApplyAtLogin(const QString &id, bool enabled, QString *error);
    bool recordValidation(const QString &id, const ProfileValidation &validation, QString *error);

    QString filePathFor(const QString &id) const;

private:
    bool write(const Profile &profile, QString *error);
    QString uniqueName(const QString &wanted) const;

    QString directory_;
};

} // namespace rocmtune
