// SPDX-License-Identifier: GPL-3.0-or-later
// The compute processes on an AMD GPU, through the library's KFD calls:
// rsmi_compute_process_info_get lists /sys/class/kfd/kfd/proc/<pid> and
// rsmi_compute_process_gpus_get maps a PID's queues to device indices. The
// per-GPU figures come from the driver's files next to them,
// vram_<gpu_id> and stats_<gpu_id>/cu_occupancy: the Debian 5.2.3 library's
// rsmi_compute_process_info_by_pid_get fills in only the PID and PASID (its
// VRAM and CU fields stay 0, which would read as "uses nothing"), and newer
// versions sum them over all the process's GPUs.
#include "core/backends/rocm_smi/RocmSmiBackend.h"

#include "core/backends/rocm_smi/AmdgpuDriverReads.h"

#include <algorithm>
#include <vector>

namespace rocmtune {

std::optional<GpuProcessList> RocmSmiBackend::readProcesses(int index)
{
    if (!initialized_ || index < 0 || index >= deviceCount())
        return std::nullopt;
    const RocmSmiDevice &device = gpus_[static_cast<std::size_t>(index)];
    if (device.lost || !api_->computeProcessInfoGet || !api_->computeProcessGpusGet)
        return std::nullopt;
    if (!amdgpu::kfdProcTreeIsSafe())
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
    const quint64 totalCus = amdgpu::kfdTotalComputeUnits(kfd);

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
            p.vramUsedBytes = amdgpu::kfdProcessVramBytes(process.process_id, *gpuId);
            p.cuOccupancyPercent = amdgpu::kfdProcessCuOccupancyPercent(process.process_id, *gpuId, totalCus);
        }
        list.push_back(p);
    }
    return list;
}

} // namespace rocmtune
