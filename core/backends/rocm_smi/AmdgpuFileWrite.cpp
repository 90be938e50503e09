// SPDX-License-Identifier: GPL-3.0-or-later
#include "core/backends/rocm_smi/AmdgpuFileWrite.h"

#include "core/backends/rocm_smi/RocmSmiBackendTr.h"

#include <QFile>
#include <QStringList>

#include <algorithm>
#include <cerrno>
#include <cstring>
#include <fcntl.h>
#include <sys/stat.h>
#include <unistd.h>

#include <utility>

namespace rocmtune::amdgpu {

namespace {

// What stands at a name instead of the driver's file (or folder); empty for
// a regular file with one name (a folder where `folder` is true).
QString intruderOf(const struct stat &st, bool folder)
{
    if (S_ISLNK(st.st_mode))
        return RocmSmiBackendTr::tr("a symbolic link");
    if (S_ISFIFO(st.st_mode))
        return RocmSmiBackendTr::tr("a FIFO");
    if (S_ISCHR(st.st_mode) || S_ISBLK(st.st_mode))
        return RocmSmiBackendTr::tr("a device");
    if (S_ISSOCK(st.st_mode))
        return RocmSmiBackendTr::tr("a socket");
    if (S_ISDIR(st.st_mode))
        return folder ? QString() : RocmSmiBackendTr::tr("a folder");
    if (folder)
        return RocmSmiBackendTr::tr("a file");
    if (st.st_nlink != 1)
        return RocmSmiBackendTr::tr("a hard link (one of %n names of the same file)", nullptr, static_cast<int>(st.st_nlink));
    return QString();
}

DriverFileWrite refuseIntruder(const QString &path, const QString &intruder)
{
    return DriverFileWrite::notTheDriversFile(
        RocmSmiBackendTr::tr("Nothing was written to %1: it is %2, not the driver's file.").arg(path, intruder));
}

// After an open that failed with `error`: the intruder at the name, or the
// error (a card without the file: ENOENT).
DriverFileWrite openFailed(int dirFd, const QByteArray &name, bool folder, const QString &path, const QString &at, int error)
{
    struct stat st;
    if (::fstatat(dirFd, name.constData(), &st, AT_SYMLINK_NOFOLLOW) == 0) {
        if (const QString intruder = intruderOf(st, folder); !intruder.isEmpty()) {
            if (!folder)
                return refuseIntruder(path, intruder);
            return DriverFileWrite::notTheDriversFile(
                RocmSmiBackendTr::tr("Nothing was written to %1: %2 is %3, not the driver's folder.").arg(path, at, intruder));
        }
    }
    return DriverFileWrite::driverAnswered(error);
}

class Fd
{
public:
    explicit Fd(int fd) : fd_(fd) {}
    ~Fd()
    {
        if (fd_ >= 0)
            ::close(fd_);
    }
    Fd(const Fd &) = delete;
    Fd &operator=(const Fd &) = delete;
    int get() const { return fd_; }
    void reset(int fd)
    {
        if (fd_ >= 0)
            ::close(fd_);
        fd_ = fd;
    }
    int release() { return std::exchange(fd_, -1); }

private:
    int fd_;
};

} // namespace

QString DriverFileWrite::reason() const
{
    if (!refusal_.isEmpty())
        return refusal_;
    return error_ == 0 ? QString() : QString::fromLocal8Bit(std::strerror(error_));
}

DriverFileWrite writeDriverFile(const QString &dir, const QString &name, const QByteArray &bytes)
{
    const QStringList parts = name.split(QLatin1Char('/'));
    if (dir.isEmpty() || bytes.isEmpty()
        || std::any_of(parts.cbegin(), parts.cend(), [](const QString &p) { return p.isEmpty() || p == QLatin1String(".") || p == QLatin1String(".."); }))
        return DriverFileWrite::driverAnswered(EINVAL);
    const QString path = dir + QLatin1Char('/') + name;
    Fd folder(::open(QFile::encodeName(dir).constData(), O_PATH | O_DIRECTORY | O_CLOEXEC));
    if (folder.get() < 0)
        return DriverFileWrite::driverAnswered(errno);
    QString at = dir;
    for (qsizetype i = 0; i + 1 < parts.size(); ++i) {
        at += QLatin1Char('/') + parts[i];
        const QByteArray part = QFile::encodeName(parts[i]);
        const int next = ::openat(folder.get(), part.constData(), O_PATH | O_DIRECTORY | O_NOFOLLOW | O_CLOEXEC);
        if (next < 0)
            return openFailed(folder.get(), part, true, path, at, errno);
        folder.reset(next);
    }
    // Checked before the open, so that nothing but the driver's file is ever
    // opened for writing (an open alone truncates, blocks on a FIFO, or wakes
    // a device), and again on the open file, which must be the one checked.
    const QByteArray leaf = QFile::encodeName(parts.last());
    struct stat checked;
    if (::fstatat(folder.get(), leaf.constData(), &checked, AT_SYMLINK_NOFOLLOW) != 0)
        return DriverFileWrite::driverAnswered(errno);
    if (const QString intruder = intruderOf(checked, false); !intruder.isEmpty())
        return refuseIntruder(path, intruder);
    Fd file(::openat(folder.get(), leaf.constData(), O_WRONLY | O_NOFOLLOW | O_NONBLOCK | O_NOCTTY | O_CLOEXEC));
    if (file.get() < 0)
        return openFailed(folder.get(), leaf, false, path, path, errno);
    struct stat opened;
    if (::fstat(file.get(), &opened) != 0)
        return DriverFileWrite::driverAnswered(errno);
    if (const QString intruder = intruderOf(opened, false); !intruder.isEmpty())
        return refuseIntruder(path, intruder);
    if (opened.st_dev != checked.st_dev || opened.st_ino != checked.st_ino)
        return DriverFileWrite::notTheDriversFile(
            RocmSmiBackendTr::tr("Nothing was written to %1: it was replaced by another file while it was being opened.").arg(path));
    const int flags = ::fcntl(file.get(), F_GETFL);
    if (flags < 0 || ::fcntl(file.get(), F_SETFL, flags & ~O_NONBLOCK) != 0 || ::ftruncate(file.get(), 0) != 0)
        return DriverFileWrite::driverAnswered(errno);
    ssize_t n = -1;
    do {
        n = ::write(file.get(), bytes.constData(), static_cast<size_t>(bytes.size()));
    } while (n < 0 && errno == EINTR);
    const int error = n == bytes.size() ? 0 : (n < 0 ? errno : EIO);
    if (::close(file.release()) != 0 && error == 0)
        return DriverFileWrite::driverAnswered(errno);
    return DriverFileWrite::driverAnswered(error);
}

DriverFileWrite writeHwmonFile(const QString &cardDir, const QString &hwmonDir, const QString &name, const QByteArray &bytes)
{
    const QString card = cardDir + QLatin1Char('/');
    if (cardDir.isEmpty() || !hwmonDir.startsWith(card))
        return writeDriverFile(hwmonDir, name, bytes);
    return writeDriverFile(cardDir, hwmonDir.mid(card.size()) + QLatin1Char('/') + name, bytes);
}

} // namespace rocmtune::amdgpu
