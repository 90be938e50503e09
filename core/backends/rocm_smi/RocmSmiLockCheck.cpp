// SPDX-License-Identifier: GPL-3.0-or-later
#include "core/backends/rocm_smi/RocmSmiLockCheck.h"

#include <QDir>

#include <cerrno>
#include <ctime>
#include <fcntl.h>
#include <pthread.h>
#include <sys/mman.h>
#include <sys/stat.h>
#include <unistd.h>

namespace rocmtune {

namespace {

// true: another program holds this lock past the deadline.
bool heldByAnother(const QString &path, const timespec &deadline)
{
    const int fd = ::open(QFile::encodeName(path).constData(), O_RDWR | O_CLOEXEC | O_NOFOLLOW);
    if (fd < 0)
        return false; // not ours to check (the library cannot use it either)
    struct stat st {};
    bool held = false;
    if (::fstat(fd, &st) == 0 && S_ISREG(st.st_mode) && st.st_size >= static_cast<off_t>(sizeof(pthread_mutex_t))) {
        void *memory = ::mmap(nullptr, sizeof(pthread_mutex_t), PROT_READ | PROT_WRITE, MAP_SHARED, fd, 0);
        if (memory != MAP_FAILED) {
            auto *mutex = static_cast<pthread_mutex_t *>(memory);
            const int result = ::pthread_mutex_timedlock(mutex, &deadline);
            if (result == 0) {
                ::pthread_mutex_unlock(mutex);
            } else if (result == EOWNERDEAD) {
                ::pthread_mutex_consistent(mutex);
                ::pthread_mutex_unlock(mutex);
            } else {
                held = result == ETIMEDOUT;
            }
            ::munmap(memory, sizeof(pthread_mutex_t));
        }
    }
    ::close(fd);
    return held;
}

} // namespace

QStringList rocmSmiLocksHeldByOthers(int timeoutMs)
{
    timespec deadline{};
    ::clock_gettime(CLOCK_REALTIME, &deadline);
    deadline.tv_sec += timeoutMs / 1000;
    deadline.tv_nsec += static_cast<long>(timeoutMs % 1000) * 1000000L;
    if (deadline.tv_nsec >= 1000000000L) {
        deadline.tv_sec += 1;
        deadline.tv_nsec -= 1000000000L;
    }
    QStringList held;
    const QDir shm(QStringLiteral("/dev/shm"));
    for (const QString &name : shm.entryList({QStringLiteral("rocm_smi_card*")}, QDir::Files | QDir::System | QDir::Hidden, QDir::Name)) {
        const QString path = shm.filePath(name);
        if (heldByAnother(path, deadline))
            held << path;
    }
    return held;
}

} // namespace rocmtune
