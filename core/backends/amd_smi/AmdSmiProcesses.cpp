// SPDX-License-Identifier: GPL-3.0-or-later
// The processes using an AMD GPU through amdsmi_get_gpu_process_list, which
// reads the DRM fdinfo of every process (/proc/<pid>/fdinfo: drm-pdev,
// drm-memory-vram): graphics and compute clients alike, with their VRAM.
#include "AmdSmiBackend.h"

#include <vector>

namespace rocmtune {

std::optional<GpuProcessList> AmdSmiBackend::readProcesses(int index)
{
    if (!initialized_ || index < 0 || index >= deviceCount())
        return std::nullopt;
    const Gpu &gpu = gpus_[static_cast<std::size_t>(index)];
    const AmdSmiFunctions &api = library_->api;
    if (gpu.lost || !api.processList)
        return std::nullopt;
    std::vector<amdsmi::ProcInfo> list(64);
    for (int attempt = 0; attempt < 2; ++attempt) {
        auto count = static_cast<uint32_t>(list.size());
        const amdsmi::Status status = api.processList(gpu.handle, &count, list.data());
        if (status == amdsmi::Success) {
            GpuProcessList processes;
            for (uint32_t i = 0; i < std::min<uint32_t>(count, static_cast<uint32_t>(list.size())); ++i) {
                GpuProcess p;
                p.pid = list[i].pid;
                p.vramUsedBytes = list[i].memory_usage.vram_mem;
                processes.push_back(p);
            }
            return processes;
        }
        // More processes than room: the library says how many there are.
        if (status != amdsmi::InsufficientSize && status != 15 /* OUT_OF_RESOURCES */)
            return std::nullopt;
        list.resize(std::max<std::size_t>(count, list.size()) * 2);
    }
    return std::nullopt;
}

} // namespace rocmtune
