// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QByteArray>
#include <QString>
#include <QStringList>

#include <memory>
#include <optional>

#include <sys/types.h>

namespace rocmtune {

// The tuning state folder (journal, tuning log, lock, power-cap record),
// opened once and used through its descriptor, so that nobody can swap a
// file or the folder under a privileged writer:
// - the folder is created with an explicit mode (0755 for root, 0700 for a
//   user), never the caller's umask; an existing one must be a real folder
//   owned by root or by this user and not writable by group or others,
//   otherwise it is refused with a message that says how to fix it;
// - every file is opened relative to the folder's descriptor with O_NOFOLLOW
//   and must be a regular file with one link, owned by root or this user and
//   not writable by group or others (a file planted by someone else, or a
//   symbolic link to /etc/passwd, is refused, never followed);
// - replacing a file writes a new file (O_CREAT|O_EXCL|O_NOFOLLOW, explicit
//   mode) and renames it over the old name, which replaces a link instead of
//   writing through it; appending opens with O_APPEND|O_NOFOLLOW.
// As root, "this user" is root: only root's files are trusted.
class StateFolder
{
public:
    // Opens the folder; with create, makes it (and missing parents) first.
    // nullptr with *error when it is missing (without create) or refused;
    // *missing says which.
    static std::unique_ptr<StateFolder> open(const QString &path, bool create, QString *error, bool *missing = nullptr);

    ~StateFolder();
    StateFolder(const StateFolder &) = delete;
    StateFolder &operator=(const StateFolder &) = delete;

    const QString &path() const { return path_; }
    int fd() const { return fd_; }
    QString filePath(const QString &name) const { return path_ + QLatin1Char('/') + name; }

    // The whole file (at most maxBytes). nullopt with *error when it is
    // missing (*missing true) or refused or unreadable.
    std::optional<QByteArray> read(const QString &name, qint64 maxBytes, QString *error, bool *missing = nullptr) const;
    // A checked descriptor for reading (the caller closes it); -1 with *error.
    int openForReading(const QString &name, QString *error, bool *missing = nullptr) const;
    // Atomically replaces the file with `data`, file mode `mode`.
    bool replace(const QString &name, const QByteArray &data, mode_t mode, QString *error) const;
    // Appends `data` in one write; creates the file with `mode`.
    bool append(const QString &name, const QByteArray &data, mode_t mode, QString *error) const;
    // Opens (creating with `mode`) a file for reading and writing, e.g. a lock file; -1 with *error.
    int openReadWrite(const QString &name, mode_t mode, QString *error) const;
    bool rename(const QString &from, const QString &to, QString *error) const;
    // Each of these files that exists passes the checks above.
    bool checkFiles(const QStringList &names, QString *error) const;

    // The folder mode a new state folder gets as this user.
    static mode_t folderMode();

private:
    StateFolder(QString path, int fd) : path_(std::move(path)), fd_(fd) {}
    // Checks an open file of this folder; false with *error.
    bool checkOpenFile(int fileFd, const QString &name, QString *error) const;

    QString path_;
    int fd_ = -1;
};

} // namespace rocmtune
