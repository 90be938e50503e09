// SPDX-License-Identifier: GPL-3.0-or-later
#include "SysfsRevert.h"

#include "backends/rocm_smi/AmdgpuCardFiles.h"
#include "controls/powercap/PowerCapRule.h"

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

namespace {
struct Text {
    Q_DECLARE_TR_FUNCTIONS(Tuning)
};

std::optional<quint64> readNumber(const QString &path)
{
    const auto bytes = amdgpu::readSmallFile(path);
    bool ok = false;
    const quint64 value = bytes ? bytes->trimmed().toULongLong(&ok) : 0;
    return ok ? std::optional<quint64>(value) : std::nullopt;
}

// One write of the whole value, like the driver expects; 0 or the errno.
int writeValue(const QString &path, const QByteArray &value)
{
    const int fd = ::open(QFile::encodeName(path).constData(), O_WRONLY | O_NOFOLLOW | O_CLOEXEC);
    if (fd < 0)
        return errno;
    const ssize_t n = ::write(fd, value.constData(), static_cast<size_t>(value.size()));
    const int error = n == value.size() ? 0 : (n < 0 ? errno : EIO);
    ::close(fd);
    return error;
}

QString watts(quint64 microwatts)
{
    return QString::number(static_cast<double>(microwatts) / 1e6, 'f', 0);
}
} // namespace

SysfsRevertResult revertThroughDriverFiles(const JournalEntry &entry, const SafetyPolicy &policy)
{
    SysfsRevertResult result;
    const auto files = entry.pciBusId.isEmpty() ? std::nullopt : amdgpu::AmdgpuCardFiles::locate(entry.pciBusId);
    if ((entry.backendId != QLatin1String("rocm-smi") && entry.backendId != QLatin1String("amd-smi")) || !files || !files->present()) {
        result.message = Text::tr("the card's driver files were not found (PCI address \"%1\").").arg(entry.pciBusId);
        return result;
    }
    const TuningValues &snapshot = entry.snapshot;
    TuningValues others = snapshot;
    others.powerCapMicrowatts.reset();
    others.perfLevel.reset();
    QStringList failures;
    if (!others.isEmpty())
        failures << Text::tr("only the power cap and the performance level can be written without the library.");

    if (snapshot.powerCapMicrowatts && files->hasHwmon()) {
        const QString dir = files->hwmonDir();
        PowerCapControl cap;
        cap.currentMicrowatts = readNumber(dir + QStringLiteral("/power1_cap")).value_or(0);
        cap.defaultMicrowatts = readNumber(dir + QStringLiteral("/power1_cap_default")).value_or(0);
        cap.minMicrowatts = readNumber(dir + QStringLiteral("/power1_cap_min")).value_or(0);
        cap.maxMicrowatts = readNumber(dir + QStringLiteral("/power1_cap_max")).value_or(0);
        const quint64 want = *snapshot.powerCapMicrowatts;
        const quint64 limit = PowerCapRule::policyMaxMicrowatts(cap, policy);
        if (cap.maxMicrowatts == 0 || want < cap.minMicrowatts || want > limit) {
            failures << Text::tr("the power cap %1 W is outside %2-%3 W (driver limits and safety policy); it was not written.")
                            .arg(watts(want), watts(cap.minMicrowatts), watts(limit));
        } else if (cap.currentMicrowatts != want) {
            const int error = writeValue(dir + QStringLiteral("/power1_cap"), QByteArray::number(want));
            const quint64 after = readNumber(dir + QStringLiteral("/power1_cap")).value_or(0);
            const quint64 diff = after > want ? after - want : want - after;
            if (error != 0)
                failures << Text::tr("writing power1_cap failed: %1").arg(QString::fromLocal8Bit(std::strerror(error)));
            else if (diff >= PowerCapRule::kReadBackToleranceMicrowatts)
                failures << Text::tr("the driver reports a power cap of %1 W instead of %2 W").arg(watts(after), watts(want));
            else
                result.changes << Text::tr("power cap %1 W -> %2 W").arg(watts(cap.currentMicrowatts), watts(want));
        }
    } else if (snapshot.powerCapMicrowatts) {
        failures << Text::tr("the card has no hwmon folder for its power cap.");
    }

    if (snapshot.perfLevel) {
        const QString path = files->deviceDir() + QStringLiteral("/power_dpm_force_performance_level");
        const QByteArray want = perfLevelKey(*snapshot.perfLevel);
        const QByteArray now = amdgpu::readSmallFile(path).value_or(QByteArray()).trimmed();
        if (now != want) {
            const int error = writeValue(path, want);
            const QByteArray after = amdgpu::readSmallFile(path).value_or(QByteArray()).trimmed();
            if (error != 0 || after != want)
                failures << Text::tr("the performance level could not be set back to %1.").arg(QLatin1String(want));
            else
                result.changes << Text::tr("performance level %1 -> %2").arg(QLatin1String(now), QLatin1String(want));
        }
    }
    result.ok = failures.isEmpty();
    result.message = failures.join(QLatin1Char(' '));
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
