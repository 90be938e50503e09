// SPDX-License-Identifier: GPL-3.0-or-later
#include "core/tuning/transaction/SysfsRevert.h"

#include "core/backends/DriverFileBackend.h"
#include "core/backends/rocm_smi/AmdgpuCardFiles.h"
#include "core/tuning/TuningTr.h"
#include "core/tuning/transaction/TuningTransaction.h"

#include <QCoreApplication>
#include <QFile>
#include <QFileInfo>

#include <cerrno>
#include <cstring>
#include <fcntl.h>
#include <pthread.h>
#include <sys/mman.h>
#include <sys/stat.h>
#include <unistd.h>

namespace rocmtune {

SysfsRevertResult revertThroughDriverFiles(const JournalEntry &entry, const SafetyPolicy &policy)
{
    SysfsRevertResult result;
    const auto files = entry.pciBusId.isEmpty() ? std::nullopt : amdgpu::AmdgpuCardFiles::locate(entry.pciBusId);
    const bool amdgpuBackend = entry.backendId == QLatin1String("rocm-smi") || entry.backendId == QLatin1String("amd-smi")
                               || entry.backendId == QLatin1String("sysfs");
    if (!amdgpuBackend || !files || !files->present()) {
        result.message = TuningTr::tr("the card's driver files were not found (PCI address \"%1\").").arg(entry.pciBusId);
        return result;
    }
    // The same restore as through the library: each recorded value checked
    // against the driver's limits (read from the same files) and the safety
    // policy, written in the plan's order, read back.
    DriverFileBackend backend(entry.pciBusId, *files);
    const TransactionResult restore = TuningTransaction::restore(backend, 0, entry.snapshot, &policy);
    for (const StepReport &step : restore.steps) {
        if (step.ok && !step.skipped)
            result.changes << changeText(step.control, step.before, step.after);
    }
    result.ok = restore.ok();
    result.message = restore.error;
    return result;
}

bool rocmSmiLockHeld(const QString &pciBusId)
{
    const auto files = pciBusId.isEmpty() ? std::nullopt : amdgpu::AmdgpuCardFiles::locate(pciBusId);
    if (!files)
        return false;
    // .../drm/cardN/device -> cardN
    const QString card = QFileInfo(QFileInfo(files->deviceDir()).path()).fileName();
    if (!card.startsWith(QLatin1String("card")))
        return false;
    const QByteArray path = QFile::encodeName(QStringLiteral("/dev/shm/rocm_smi_%1").arg(card));
    const int fd = ::open(path.constData(), O_RDWR | O_NOFOLLOW | O_CLOEXEC);
    if (fd < 0)
        return false;
    struct stat st {};
    void *map = MAP_FAILED;
    if (::fstat(fd, &st) == 0 && S_ISREG(st.st_mode) && st.st_size >= static_cast<off_t>(sizeof(pthread_mutex_t)))
        map = ::mmap(nullptr, sizeof(pthread_mutex_t), PROT_READ | PROT_WRITE, MAP_SHARED, fd, 0);
    ::close(fd);
    if (map == MAP_FAILED)
        return false;
    auto *mutex = static_cast<pthread_mutex_t *>(map);
    const int rc = ::pthread_mutex_trylock(mutex);
    if (rc == EOWNERDEAD)
        ::pthread_mutex_consistent(mutex); // its holder died: repaired for everyone
    if (rc == 0 || rc == EOWNERDEAD)
        ::pthread_mutex_unlock(mutex);
    ::munmap(map, sizeof(pthread_mutex_t));
    return rc == EBUSY;
}

} // namespace rocmtune
