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
#include "core/backends/amd_smi/AmdSmiBackend.h"

#include "core/backends/rocm_smi/AmdgpuDriverReads.h"

#include <algorithm>
#include <vector>

namespace rocmtune {

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
    if (api.computeProcessInfo && gpuId && amdgpu::kfdProcTreeIsSafe()) {
        uint32_t count = 0;
        if (api.computeProcessInfo(nullptr, &count) == amdsmi::Success) {
            std::vector<amdsmi::ProcessInfo> compute(count + 4); // room for a few that start meanwhile
            count = static_cast<uint32_t>(compute.size());
            const amdsmi::Status status = api.computeProcessInfo(compute.data(), &count);
            if (status == amdsmi::Success || status == amdsmi::InsufficientSize) {
                listed = true;
                const quint64 totalCus = amdgpu::kfdTotalComputeUnits(gpu.files.kfdProperties());
                for (uint32_t i = 0; i < std::min<uint32_t>(count, static_cast<uint32_t>(compute.size())); ++i) {
                    const auto vram = amdgpu::kfdProcessVramBytes(compute[i].process_id, *gpuId);
                    if (!vram)
                        continue; // not on this GPU (or ended since the listing)
                    auto existing = std::find_if(processes.begin(), processes.end(), [&](const GpuProcess &p) { return p.pid == compute[i].process_id; });
                    if (existing == processes.end()) {
                        GpuProcess p;
                        p.pid = compute[i].process_id;
                        p.vramUsedBytes = vram;
                        existing = processes.insert(processes.end(), p);
                    }
                    if (const auto share = amdgpu::kfdProcessCuOccupancyPercent(compute[i].process_id, *gpuId, totalCus))
                        existing->cuOccupancyPercent = share;
                }
            }
        }
    }
    if (!listed)
        return std::nullopt;
    return processes;
}

} // namespace rocmtune
