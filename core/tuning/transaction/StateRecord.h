// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QJsonDocument>
#include <QJsonObject>
#include <QString>
#include <QStringList>

#include <optional>

namespace rocmtune {

// One small JSON record of the tuning state folder that root writes and
// others read (boot-guard.json, software-fan.json, reset-reapply.json), read
// and written one way:
// - through StateFolder: the folder and the file must be root's own (as
//   root; a user's own otherwise), not writable by group or others, and no
//   link is followed; a save replaces the file atomically (a new file renamed
//   over the old name), mode 0644, creating the folder when missing;
// - strict at the top level: one JSON object with "version": 1 and no key
//   but the record's own, at most maxBytes long. What the keys hold is the
//   record's own to check (refusing with malformed()).
class StateRecord
{
public:
    struct Format {
        QString fileName;  // "boot-guard.json"
        QStringList keys;  // its top-level keys besides "version"
        qint64 maxBytes = 0;
        QJsonDocument::JsonFormat layout = QJsonDocument::Indented;
        // The refusal of a malformed record in the language in force when it
        // is read; %1 is the file's path.
        QString (*malformedText)(const QString &path) = nullptr;
    };

    StateRecord(QString directory, Format format);

    const QString &fileName() const { return format_.fileName; }
    QString filePath() const;
    // The refusal of this record as malformed (for the record's own checks).
    QString malformed() const;

    // The top-level object without "version"; an empty one (no error,
    // *missing true) when the folder or the file is missing. nullopt with
    // *error when the folder or the file is refused, unreadable or malformed.
    std::optional<QJsonObject> load(QString *error, bool *missing = nullptr) const;
    // Writes `root` with "version": 1.
    bool save(QJsonObject root, QString *error) const;

private:
    QString directory_;
    Format format_;
};

} // namespace rocmtune
