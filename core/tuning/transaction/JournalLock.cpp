// SPDX-License-Identifier: GPL-3.0-or-later
#include "core/tuning/TuningTr.h"
#include "core/tuning/transaction/JournalLock.h"

#include "core/tuning/transaction/StateFolder.h"

#include <QCoreApplication>
#include <QElapsedTimer>
#include <QFile>
#include <QThread>

#include <cerrno>
#include <cstring>
#include <fcntl.h>
#include <sys/file.h>
#include <unistd.h>

namespace rocmtune {

namespace {
// The pid the holder wrote (for the message only: the flock decides).
QString holderOf(int fd)
{
    char buffer[32] = {};
    const ssize_t n = ::pread(fd, buffer, sizeof buffer - 1, 0);
    if (n <= 0)
        return QString();
    bool ok = false;
    const qint64 pid = QByteArray(buffer, static_cast<int>(n)).trimmed().toLongLong(&ok);
    return ok && pid > 0 ? QString::number(pid) : QString();
}
} // namespace

std::unique_ptr<JournalLock> JournalLock::acquire(const QString &path, int timeoutMs, QString *error)
{
    // O_CLOEXEC: a child started while the lock is held (the deadline waiter)
    // must not inherit it, or the lock would outlive this process.
    const int fd = ::open(QFile::encodeName(path).constData(), O_RDWR | O_CREAT | O_CLOEXEC | O_NOFOLLOW, 0600);
    if (fd < 0) {
        *error = TuningJournalTr::tr("Cannot open the tuning journal lock %1: %2").arg(path, QString::fromLocal8Bit(std::strerror(errno)));
        return nullptr;
    }
    return lockOpen(fd, path, timeoutMs, error);
}

std::unique_ptr<JournalLock> JournalLock::acquire(const StateFolder &folder, const QString &name, int timeoutMs, QString *error)
{
    const int fd = folder.openReadWrite(name, 0600, error); // O_CLOEXEC, O_NOFOLLOW, checked
    if (fd < 0)
        return nullptr;
    return lockOpen(fd, folder.filePath(name), timeoutMs, error);
}

std::unique_ptr<JournalLock> JournalLock::lockOpen(int fd, const QString &path, int timeoutMs, QString *error)
{
    QElapsedTimer waited;
    waited.start();
    for (;;) {
        if (::flock(fd, LOCK_EX | LOCK_NB) == 0)
            break;
        if (errno != EWOULDBLOCK && errno != EINTR) {
            *error = TuningJournalTr::tr("Cannot lock the tuning journal lock %1: %2").arg(path, QString::fromLocal8Bit(std::strerror(errno)));
            ::close(fd);
            return nullptr;
        }
        if (waited.elapsed() >= timeoutMs) {
            const QString holder = holderOf(fd);
            *error = holder.isEmpty() ? TuningJournalTr::tr("Another tuning operation is running (lock %1).").arg(path)
                                      : TuningJournalTr::tr("Another tuning operation is running (process %1, lock %2).").arg(holder, path);
            ::close(fd);
            return nullptr;
        }
        QThread::msleep(20);
    }
    const QByteArray pid = QByteArray::number(static_cast<qint64>(::getpid())) + '\n';
    if (::ftruncate(fd, 0) == 0)
        (void)!::pwrite(fd, pid.constData(), static_cast<size_t>(pid.size()), 0);
    return std::unique_ptr<JournalLock>(new JournalLock(fd));
}

JournalLock::~JournalLock()
{
    // Emptied so a stale pid is never named; closing the descriptor releases
    // the flock. The file itself stays.
    (void)!::ftruncate(fd_, 0);
    ::close(fd_);
}

} // namespace rocmtune
