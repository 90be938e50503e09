// SPDX-License-Identifier: GPL-3.0-or-later
// The compute processes on a card, from KFD's own files (the reads the library
// backends use for each process's figures, AmdgpuDriverReads):
// /sys/class/kfd/kfd/proc/<pid>/ is a process with the KFD open; it uses this
// card when the driver keeps its vram_<gpu_id> file there, and
// stats_<gpu_id>/cu_occupancy gives the compute units it occupies. No library
// parses these files here, so an entry that is not a PID or a file that does
// not hold a number is skipped, not fatal (the library backends check the tree
// first: their KFD code asserts).
#include "core/backends/sysfs/SysfsBackend.h"

#include "core/backends/rocm_smi/AmdgpuDriverReads.h"

#include <algorithm>

namespace rocmtune {

std::optional<GpuProcessList> SysfsBackend::readProcesses(int index)
{
    const SysfsGpu *gpu = index < 0 || index >= deviceCount() ? nullptr : &gpus_[static_cast<std::size_t>(index)];
    if (!gpu || gpu->lost)
        return std::nullopt;
    // Without the card's KFD node or KFD's process folder nothing says which
    // process uses the card: "not available", not "none".
    const std::optional<quint64> gpuId = gpu->files.kfdGpuId();
    const std::optional<QVector<quint32>> pids = gpuId ? amdgpu::kfdProcessIds() : std::nullopt;
    if (!pids)
        return std::nullopt;
    const quint64 totalCus = amdgpu::kfdTotalComputeUnits(gpu->files.kfdProperties());

    GpuProcessList processes;
    for (const quint32 pid : *pids) {
        const std::optional<quint64> vram = amdgpu::kfdProcessVramBytes(pid, *gpuId);
        if (!vram)
            continue; // not on this card (or it ended since the listing)
        GpuProcess p;
        p.pid = pid;
        p.vramUsedBytes = vram;
        p.cuOccupancyPercent = amdgpu::kfdProcessCuOccupancyPercent(pid, *gpuId, totalCus);
        processes.push_back(p);
    }
    return processes;
}

} // namespace rocmtune
