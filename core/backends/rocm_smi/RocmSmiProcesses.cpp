// SPDX-License-Identifier: GPL-3.0-or-later
// The compute processes on an AMD GPU, through the library's KFD calls:
// rsmi_compute_process_info_get lists /sys/class/kfd/kfd/proc/<pid> and
// rsmi_compute_process_gpus_get maps a PID's queues to device indices. The
// per-GPU figures come from the driver's files next to them,
// vram_<gpu_id> and stats_<gpu_id>/cu_occupancy: the Debian 5.2.3 library's
// rsmi_compute_process_info_by_pid_get fills in only the PID and PASID (its
// VRAM and CU fields stay 0, which would read as "uses nothing"), and newer
// versions sum them over all the process's GPUs.
#include "RocmSmiBackend.h"

#include <QDir>
#include <QFileInfo>
#include <QFile>

#include <algorithm>
#include <vector>

namespace rocmtune {

namespace {

constexpr char kRocmSmiProcessesKfdProcRoot[] = "/sys/class/kfd/kfd/proc";

bool rocmSmiProcessesIsNumber(const QByteArray &text)
{
    return !text.isEmpty() && std::all_of(text.begin(), text.end(), [](char c) { return c >= '0' && c <= '9'; });
}

// The Debian 5.2.3 library assert()s (aborting the app) on a kfd/proc entry
// that is not a number or a pasid file that does not hold one; the driver
// never writes either, but nothing the driver files say may crash us.
bool rocmSmiProcessesKfdProcTreeIsSafe()
{
    const QDir root(QString::fromLatin1(kRocmSmiProcessesKfdProcRoot));
    for (const QString &entry : root.entryList(QDir::AllEntries | QDir::NoDotAndDotDot | QDir::System)) {
        if (!rocmSmiProcessesIsNumber(entry.toLatin1()))
            return false;
        QFile pasid(root.filePath(entry) + QStringLiteral("/pasid"));
        if (pasid.open(QIODevice::ReadOnly) && !rocmSmiProcessesIsNumber(pasid.read(64).trimmed()))
            return false;
    }
    return true;
}

std::optional<quint64> rocmSmiProcessesReadNumber(const QString &path)
{
    QFile file(path);
    if (!file.open(QIODevice::ReadOnly))
        return std::nullopt;
    const QByteArray text = file.read(64).trimmed();
    if (!rocmSmiProcessesIsNumber(text))
        return std::nullopt;
    bool ok = false;
    const quint64 value = text.toULongLong(&ok);
    return ok ? std::optional<quint64>(value) : std::nullopt;
}

} // namespace

std::optional<GpuProcessList> RocmSmiBackend::readProcesses(int index)
{
    if (!initialized_ || index < 0 || index >= deviceCount())
        return std::nullopt;
    const RocmSmiDevice &device = gpus_[static_cast<std::size_t>(index)];
    if (device.lost || !api_->computeProcessInfoGet || !api_->computeProcessGpusGet)
        return std::nullopt;
    if (!QFileInfo(QString::fromLatin1(kRocmSmiProcessesKfdProcRoot)).isDir() || !rocmSmiProcessesKfdProcTreeIsSafe())
        return std::nullopt;

    uint32_t count = 0;
    if (api_->computeProcessInfoGet(nullptr, &count) != RSMI_STATUS_SUCCESS)
        return std::nullopt;
    std::vector<rsmi_process_info_t> processes(count + 4); // room for a few that start meanwhile
    count = static_cast<uint32_t>(processes.size());
    if (!processes.empty()) {
        const rsmi_status_t status = api_->computeProcessInfoGet(processes.data(), &count);
        if (status != RSMI_STATUS_SUCCESS && status != RSMI_STATUS_INSUFFICIENT_SIZE)
            return std::nullopt;
    }
    processes.resize(std::min<std::size_t>(count, processes.size()));

    const std::optional<quint64> gpuId = device.files.kfdGpuId();
    const QMap<QString, quint64> kfd = device.files.kfdProperties();
    const quint64 simdPerCu = kfd.value(QStringLiteral("simd_per_cu"), 0);
    const quint64 totalCus = simdPerCu > 0 ? kfd.value(QStringLiteral("simd_count"), 0) / simdPerCu : 0;

    uint32_t libraryDevices = 0;
    if (!api_->numMonitorDevices || api_->numMonitorDevices(&libraryDevices) != RSMI_STATUS_SUCCESS)
        libraryDevices = static_cast<uint32_t>(gpus_.size());
    GpuProcessList list;
    for (const rsmi_process_info_t &process : processes) {
        // Filled with a value no device has, so slots the library leaves alone never match.
        std::vector<uint32_t> indices(std::max<uint32_t>(libraryDevices, 1), UINT32_MAX);
        uint32_t used = static_cast<uint32_t>(indices.size());
        // A process that ended since the listing has no queues left: skip it.
        if (api_->computeProcessGpusGet(process.process_id, indices.data(), &used) != RSMI_STATUS_SUCCESS)
            continue;
        used = std::min<uint32_t>(used, static_cast<uint32_t>(indices.size()));
        if (std::find(indices.begin(), indices.begin() + used, device.libraryIndex) == indices.begin() + used)
            continue;
        GpuProcess p;
        p.pid = process.process_id;
        if (gpuId) {
            const QString dir = QStringLiteral("%1/%2/").arg(QLatin1String(kRocmSmiProcessesKfdProcRoot)).arg(process.process_id);
            p.vramUsedBytes = rocmSmiProcessesReadNumber(dir + QStringLiteral("vram_%1").arg(*gpuId));
            // The driver counts occupied CUs; the share of all of them is what people compare.
            const auto cus = rocmSmiProcessesReadNumber(dir + QStringLiteral("stats_%1/cu_occupancy").arg(*gpuId));
            if (cus && totalCus > 0)
                p.cuOccupancyPercent = std::min(100.0, 100.0 * static_cast<double>(*cus) / static_cast<double>(totalCus));
        }
        list.push_back(p);
    }
    return list;
}

} // namespace rocmtune
