// SPDX-License-Identifier: GPL-3.0-or-later
// The processes using an AMD GPU, from both lists AMD SMI keeps:
// - amdsmi_get_gpu_process_list: the DRM fdinfo of every process
//   (/proc/<pid>/fdinfo: drm-pdev, drm-memory-vram), graphics and compute
//   clients alike, with their VRAM;
// - amdsmi_get_gpu_compute_process_info: the KFD compute processes
//   (/sys/class/kfd/kfd/proc/<pid>); a process uses this GPU when the driver
//   keeps its vram_<gpu_id> file there, which also gives its VRAM, and
//   stats_<gpu_id>/cu_occupancy its occupied compute units.
// A PID in both lists appears once.
#include "AmdSmiBackend.h"

#include <QDir>
#include <QFile>
#include <QFileInfo>

#include <algorithm>
#include <vector>

namespace rocmtune {

namespace {

constexpr char kAmdSmiProcessesKfdProcRoot[] = "/sys/class/kfd/kfd/proc";

bool amdSmiProcessesIsNumber(const QByteArray &text)
{
    return !text.isEmpty() && std::all_of(text.begin(), text.end(), [](char c) { return c >= '0' && c <= '9'; });
}

std::optional<quint64> amdSmiProcessesReadNumber(const QString &path)
{
    QFile file(path);
    if (!file.open(QIODevice::ReadOnly))
        return std::nullopt;
    const QByteArray text = file.read(64).trimmed();
    bool ok = false;
    const quint64 value = amdSmiProcessesIsNumber(text) ? text.toULongLong(&ok) : 0;
    return ok ? std::optional<quint64>(value) : std::nullopt;
}

// The library's KFD code assert()s (aborting the app) on a kfd/proc entry
// that is not a number or a pasid that does not hold one: check first.
bool amdSmiProcessesKfdProcTreeIsSafe()
{
    const QDir root(QString::fromLatin1(kAmdSmiProcessesKfdProcRoot));
    for (const QString &entry : root.entryList(QDir::AllEntries | QDir::NoDotAndDotDot | QDir::System)) {
        if (!amdSmiProcessesIsNumber(entry.toLatin1()))
            return false;
        QFile pasid(root.filePath(entry) + QStringLiteral("/pasid"));
        if (pasid.open(QIODevice::ReadOnly) && !amdSmiProcessesIsNumber(pasid.read(64).trimmed()))
            return false;
    }
    return true;
}

} // namespace

std::optional<GpuProcessList> AmdSmiBackend::readProcesses(int index)
{
    if (!initialized_ || index < 0 || index >= deviceCount())
        return std::nullopt;
    const Gpu &gpu = gpus_[static_cast<std::size_t>(index)];
    const AmdSmiFunctions &api = library_->api;
    if (gpu.lost || (!api.processList && !api.computeProcessInfo))
        return std::nullopt;
    bool listed = false;
    GpuProcessList processes;

    if (api.processList) {
        std::vector<amdsmi::ProcInfo> list(64);
        auto count = static_cast<uint32_t>(list.size());
        amdsmi::Status status = api.processList(gpu.handle, &count, list.data());
        if (status != amdsmi::Success && count > list.size()) { // more than room: the library says how many
            list.resize(count + 8);
            count = static_cast<uint32_t>(list.size());
            status = api.processList(gpu.handle, &count, list.data());
        }
        if (status == amdsmi::Success) {
            listed = true;
            for (uint32_t i = 0; i < std::min<uint32_t>(count, static_cast<uint32_t>(list.size())); ++i) {
                GpuProcess p;
                p.pid = list[i].pid;
                p.vramUsedBytes = list[i].memory_usage.vram_mem;
                processes.push_back(p);
            }
        }
    }

    const std::optional<quint64> gpuId = gpu.files.kfdGpuId();
    if (api.computeProcessInfo && gpuId && QFileInfo(QString::fromLatin1(kAmdSmiProcessesKfdProcRoot)).isDir() && amdSmiProcessesKfdProcTreeIsSafe()) {
        uint32_t count = 0;
        if (api.computeProcessInfo(nullptr, &count) == amdsmi::Success) {
            std::vector<amdsmi::ProcessInfo> compute(count + 4); // room for a few that start meanwhile
            count = static_cast<uint32_t>(compute.size());
            const amdsmi::Status status = api.computeProcessInfo(compute.data(), &count);
            if (status == amdsmi::Success || status == amdsmi::InsufficientSize) {
                listed = true;
                const QMap<QString, quint64> kfd = gpu.files.kfdProperties();
                const quint64 simdPerCu = kfd.value(QStringLiteral("simd_per_cu"), 0);
                const quint64 totalCus = simdPerCu > 0 ? kfd.value(QStringLiteral("simd_count"), 0) / simdPerCu : 0;
                for (uint32_t i = 0; i < std::min<uint32_t>(count, static_cast<uint32_t>(compute.size())); ++i) {
                    const QString dir = QStringLiteral("%1/%2/").arg(QLatin1String(kAmdSmiProcessesKfdProcRoot)).arg(compute[i].process_id);
                    const auto vram = amdSmiProcessesReadNumber(dir + QStringLiteral("vram_%1").arg(*gpuId));
                    if (!vram)
                        continue; // not on this GPU (or ended since the listing)
                    auto existing = std::find_if(processes.begin(), processes.end(), [&](const GpuProcess &p) { return p.pid == compute[i].process_id; });
                    if (existing == processes.end()) {
                        GpuProcess p;
                        p.pid = compute[i].process_id;
                        p.vramUsedBytes = vram;
                        existing = processes.insert(processes.end(), p);
                    }
                    const auto cus = amdSmiProcessesReadNumber(dir + QStringLiteral("stats_%1/cu_occupancy").arg(*gpuId));
                    if (cus && totalCus > 0)
                        existing->cuOccupancyPercent = std::min(100.0, 100.0 * static_cast<double>(*cus) / static_cast<double>(totalCus));
                }
            }
        }
    }
    if (!listed)
        return std::nullopt;
    return processes;
}

} // namespace rocmtune
