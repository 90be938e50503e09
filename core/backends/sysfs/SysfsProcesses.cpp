// SPDX-License-Identifier: GPL-3.0-or-later
// The compute processes on a card, from KFD's own files, as the libraries
// read them: /sys/class/kfd/kfd/proc/<pid>/ is a process with the KFD open;
// it uses this card when the driver keeps its vram_<gpu_id> file there
// (its VRAM on the card), and stats_<gpu_id>/cu_occupancy gives the compute
// units it occupies. No library parses these files here, so an entry that is
// not a PID or a file that does not hold a number is skipped, not fatal
// (the library backends check the tree first: their KFD code asserts).
#include "SysfsBackend.h"

#include <QDir>
#include <QFile>
#include <QFileInfo>

#include <algorithm>

namespace rocmtune {

namespace {

constexpr char kSysfsProcessesKfdProcRoot[] = "/sys/class/kfd/kfd/proc";

bool sysfsProcessesIsNumber(const QByteArray &text)
{
    return !text.isEmpty() && std::all_of(text.begin(), text.end(), [](char c) { return c >= '0' && c <= '9'; });
}

std::optional<quint64> sysfsProcessesReadNumber(const QString &path)
{
    QFile file(path);
    if (!file.open(QIODevice::ReadOnly))
        return std::nullopt;
    const QByteArray text = file.read(64).trimmed();
    bool ok = false;
    const quint64 value = sysfsProcessesIsNumber(text) ? text.toULongLong(&ok) : 0;
    return ok ? std::optional<quint64>(value) : std::nullopt;
}

} // namespace

std::optional<GpuProcessList> SysfsBackend::readProcesses(int index)
{
    const SysfsGpu *gpu = index < 0 || index >= deviceCount() ? nullptr : &gpus_[static_cast<std::size_t>(index)];
    if (!gpu || gpu->lost)
        return std::nullopt;
    // Without the card's KFD node or KFD's process folder nothing says which
    // process uses the card: "not available", not "none".
    const std::optional<quint64> gpuId = gpu->files.kfdGpuId();
    const QDir root(QString::fromLatin1(kSysfsProcessesKfdProcRoot));
    if (!gpuId || !QFileInfo(root.path()).isDir())
        return std::nullopt;
    const QMap<QString, quint64> kfd = gpu->files.kfdProperties();
    const quint64 simdPerCu = kfd.value(QStringLiteral("simd_per_cu"), 0);
    const quint64 totalCus = simdPerCu > 0 ? kfd.value(QStringLiteral("simd_count"), 0) / simdPerCu : 0;

    GpuProcessList processes;
    for (const QString &entry : root.entryList(QDir::Dirs | QDir::NoDotAndDotDot, QDir::Name)) {
        bool ok = false;
        const qint64 pid = sysfsProcessesIsNumber(entry.toLatin1()) ? entry.toLongLong(&ok) : 0;
        if (!ok || pid <= 0)
            continue;
        const QString dir = root.filePath(entry) + QLatin1Char('/');
        const std::optional<quint64> vram = sysfsProcessesReadNumber(dir + QStringLiteral("vram_%1").arg(*gpuId));
        if (!vram)
            continue; // not on this card (or it ended since the listing)
        GpuProcess p;
        p.pid = pid;
        p.vramUsedBytes = vram;
        // The driver counts occupied CUs; the share of all of them is what people compare.
        const auto cus = sysfsProcessesReadNumber(dir + QStringLiteral("stats_%1/cu_occupancy").arg(*gpuId));
        if (cus && totalCus > 0)
            p.cuOccupancyPercent = std::min(100.0, 100.0 * static_cast<double>(*cus) / static_cast<double>(totalCus));
        processes.push_back(p);
    }
    std::sort(processes.begin(), processes.end(), [](const GpuProcess &a, const GpuProcess &b) { return a.pid < b.pid; });
    return processes;
}

} // namespace rocmtune
