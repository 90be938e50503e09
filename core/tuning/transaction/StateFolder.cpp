// SPDX-License-Identifier: GPL-3.0-or-later
#include "core/tuning/transaction/StateFolder.h"

#include "core/tuning/TuningTr.h"

#include <QCoreApplication>
#include <QDateTime>
#include <QDir>
#include <QFile>
#include <QFileInfo>

#include <cerrno>
#include <cstring>
#include <fcntl.h>
#include <pwd.h>
#include <sys/stat.h>
#include <unistd.h>

namespace rocmtune {

namespace {
QString errnoText(int error)
{
    return QString::fromLocal8Bit(std::strerror(error));
}

QString userName(uid_t uid)
{
    if (const passwd *pw = ::getpwuid(uid))
        return QString::fromLocal8Bit(pw->pw_name);
    return QString::number(uid);
}

QString octal(mode_t mode)
{
    return QStringLiteral("%1").arg(mode & 07777, 4, 8, QLatin1Char('0'));
}

bool trustedOwner(uid_t uid)
{
    return uid == 0 || uid == ::geteuid();
}

QString ownerText()
{
    return ::geteuid() == 0 ? QStringLiteral("root") : TuningTr::tr("root or %1").arg(userName(::geteuid()));
}

bool writeAllBytes(int fd, const QByteArray &data)
{
    qsizetype done = 0;
    while (done < data.size()) {
        const ssize_t n = ::write(fd, data.constData() + done, static_cast<size_t>(data.size() - done));
        if (n < 0 && errno == EINTR)
            continue;
        if (n <= 0)
            return false;
        done += n;
    }
    return true;
}
} // namespace

mode_t StateFolder::folderMode()
{
    // Root's folder is readable by everyone (the GUI's and the CLI's
    // read-only view of the journal and the log); a user's is private.
    return ::geteuid() == 0 ? 0755 : 0700;
}

std::unique_ptr<StateFolder> StateFolder::open(const QString &path, bool create, QString *error, bool *missing)
{
    if (missing)
        *missing = false;
    const QByteArray native = QFile::encodeName(path);
    if (create) {
        const QString parent = QFileInfo(path).absolutePath();
        if (!QFileInfo::exists(parent) && !QDir().mkpath(parent)) {
            *error = TuningTr::tr("Cannot create the folder %1 for the tuning state.").arg(parent);
            return nullptr;
        }
        if (::mkdir(native.constData(), folderMode()) == 0) {
            // mkdir applied the umask: set the mode we mean.
            ::chmod(native.constData(), folderMode());
        } else if (errno != EEXIST) {
            *error = TuningTr::tr("Cannot create the tuning state folder %1: %2").arg(path, errnoText(errno));
            return nullptr;
        }
    }
    const int fd = ::open(native.constData(), O_RDONLY | O_DIRECTORY | O_NOFOLLOW | O_CLOEXEC);
    if (fd < 0) {
        const int why = errno;
        if (why == ENOENT && missing)
            *missing = true;
        if (why == ELOOP || why == ENOTDIR)
            *error = TuningTr::tr("The tuning state folder %1 is refused: it is a symbolic link or not a folder. Remove it (it is created again "
                              "as a folder owned by %2).")
                         .arg(path, ownerText());
        else
            *error = TuningTr::tr("Cannot open the tuning state folder %1: %2").arg(path, errnoText(why));
        return nullptr;
    }
    struct stat st {};
    if (::fstat(fd, &st) != 0 || !S_ISDIR(st.st_mode)) {
        *error = TuningTr::tr("Cannot open the tuning state folder %1: %2").arg(path, errnoText(errno));
        ::close(fd);
        return nullptr;
    }
    if (!trustedOwner(st.st_uid) || (st.st_mode & 022) != 0) {
        *error = TuningTr::tr("The tuning state folder %1 is refused: it belongs to %2 with mode %3, but it must belong to %4 and must not be "
                          "writable by group or others (someone else could forge or redirect the tuning journal). Fix it with "
                          "\"chown root:root %1 && chmod 755 %1\", or remove it.")
                     .arg(path, userName(st.st_uid), octal(st.st_mode), ownerText());
        ::close(fd);
        return nullptr;
    }
    return std::unique_ptr<StateFolder>(new StateFolder(path, fd));
}

StateFolder::~StateFolder()
{
    if (fd_ >= 0)
        ::close(fd_);
}

bool StateFolder::checkOpenFile(int fileFd, const QString &name, QString *error) const
{
    struct stat st {};
    if (::fstat(fileFd, &st) != 0) {
        *error = TuningTr::tr("Cannot check %1: %2").arg(filePath(name), errnoText(errno));
        return false;
    }
    if (!S_ISREG(st.st_mode) || st.st_nlink != 1 || !trustedOwner(st.st_uid) || (st.st_mode & 022) != 0) {
        *error = TuningTr::tr("The tuning state file %1 is refused: it must be a regular file with one link, owned by %2 and not writable by "
                          "group or others (it is owned by %3, mode %4, %5 link(s)). Someone may have forged it; remove it.")
                     .arg(filePath(name), ownerText(), userName(st.st_uid), octal(st.st_mode))
                     .arg(st.st_nlink);
        return false;
    }
    return true;
}

int StateFolder::openForReading(const QString &name, QString *error, bool *missing) const
{
    if (missing)
        *missing = false;
    const int fd = ::openat(fd_, QFile::encodeName(name).constData(), O_RDONLY | O_NOFOLLOW | O_NONBLOCK | O_CLOEXEC);
    if (fd < 0) {
        const int why = errno;
        if (why == ENOENT && missing)
            *missing = true;
        *error = why == ELOOP ? TuningTr::tr("The tuning state file %1 is refused: it is a symbolic link. Remove it.").arg(filePath(name))
                              : TuningTr::tr("Cannot open %1: %2").arg(filePath(name), errnoText(why));
        return -1;
    }
    if (!checkOpenFile(fd, name, error)) {
        ::close(fd);
        return -1;
    }
    return fd;
}

std::optional<QByteArray> StateFolder::read(const QString &name, qint64 maxBytes, QString *error, bool *missing) const
{
    const int fd = openForReading(name, error, missing);
    if (fd < 0)
        return std::nullopt;
    QFile file;
    if (!file.open(fd, QIODevice::ReadOnly, QFileDevice::AutoCloseHandle)) {
        ::close(fd);
        *error = TuningTr::tr("Cannot open %1: %2").arg(filePath(name), file.errorString());
        return std::nullopt;
    }
    return file.read(maxBytes);
}

bool StateFolder::replace(const QString &name, const QByteArray &data, mode_t mode, QString *error) const
{
    const QString temporary = QStringLiteral(".%1.new-%2-%3").arg(name).arg(::getpid()).arg(QDateTime::currentMSecsSinceEpoch());
    const QByteArray tmp = QFile::encodeName(temporary);
    const int fd = ::openat(fd_, tmp.constData(), O_WRONLY | O_CREAT | O_EXCL | O_NOFOLLOW | O_CLOEXEC, mode);
    if (fd < 0) {
        *error = TuningTr::tr("Cannot write %1: %2").arg(filePath(name), errnoText(errno));
        return false;
    }
    const bool written = ::fchmod(fd, mode) == 0 && writeAllBytes(fd, data) && ::fsync(fd) == 0;
    const int writeError = errno;
    ::close(fd);
    if (!written || ::renameat(fd_, tmp.constData(), fd_, QFile::encodeName(name).constData()) != 0) {
        *error = TuningTr::tr("Cannot write %1: %2").arg(filePath(name), errnoText(written ? errno : writeError));
        ::unlinkat(fd_, tmp.constData(), 0);
        return false;
    }
    return true;
}

bool StateFolder::append(const QString &name, const QByteArray &data, mode_t mode, QString *error) const
{
    const QByteArray native = QFile::encodeName(name);
    int fd = ::openat(fd_, native.constData(), O_WRONLY | O_APPEND | O_CREAT | O_EXCL | O_NOFOLLOW | O_CLOEXEC, mode);
    if (fd >= 0)
        ::fchmod(fd, mode); // a new file: the mode we mean, not the umask's
    else if (errno == EEXIST)
        fd = ::openat(fd_, native.constData(), O_WRONLY | O_APPEND | O_NOFOLLOW | O_NONBLOCK | O_CLOEXEC);
    if (fd < 0) {
        *error = errno == ELOOP ? TuningTr::tr("The tuning state file %1 is refused: it is a symbolic link. Remove it.").arg(filePath(name))
                                : TuningTr::tr("Cannot write %1: %2").arg(filePath(name), errnoText(errno));
        return false;
    }
    const bool ok = checkOpenFile(fd, name, error);
    const bool written = ok && writeAllBytes(fd, data);
    if (ok && !written)
        *error = TuningTr::tr("Cannot write %1: %2").arg(filePath(name), errnoText(errno));
    ::close(fd);
    return written;
}

int StateFolder::openReadWrite(const QString &name, mode_t mode, QString *error) const
{
    const QByteArray native = QFile::encodeName(name);
    int fd = ::openat(fd_, native.constData(), O_RDWR | O_CREAT | O_EXCL | O_NOFOLLOW | O_CLOEXEC, mode);
    if (fd >= 0)
        ::fchmod(fd, mode);
    else if (errno == EEXIST)
        fd = ::openat(fd_, native.constData(), O_RDWR | O_NOFOLLOW | O_NONBLOCK | O_CLOEXEC);
    if (fd < 0) {
        *error = errno == ELOOP ? TuningTr::tr("The tuning state file %1 is refused: it is a symbolic link. Remove it.").arg(filePath(name))
                                : TuningTr::tr("Cannot open %1: %2").arg(filePath(name), errnoText(errno));
        return -1;
    }
    if (!checkOpenFile(fd, name, error)) {
        ::close(fd);
        return -1;
    }
    return fd;
}

bool StateFolder::rename(const QString &from, const QString &to, QString *error) const
{
    if (::renameat(fd_, QFile::encodeName(from).constData(), fd_, QFile::encodeName(to).constData()) != 0) {
        *error = TuningTr::tr("Cannot rename %1 to %2: %3").arg(filePath(from), to, errnoText(errno));
        return false;
    }
    return true;
}

bool StateFolder::checkFiles(const QStringList &names, QString *error) const
{
    for (const QString &name : names) {
        bool missing = false;
        const int fd = openForReading(name, error, &missing);
        if (fd < 0) {
            if (missing)
                continue;
            return false;
        }
        ::close(fd);
    }
    return true;
}

} // namespace rocmtune
