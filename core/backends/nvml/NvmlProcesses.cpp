// SPDX-License-Identifier: GPL-3.0-or-later
// The compute processes on an NVIDIA GPU (nvmlDeviceGetComputeRunningProcesses).
#include "core/backends/nvml/NvmlBackend.h"

#include <vector>

namespace rocmtune {

std::optional<GpuProcessList> NvmlBackend::readProcesses(int index)
{
    Gpu *g = gpu(index);
    if (!g || g->lost || !library_ || !library_->api.deviceGetComputeRunningProcesses)
        return std::nullopt;
    // Ask with room for a few; a busier GPU answers INSUFFICIENT_SIZE with the
    // count it needs, and processes may start between the two calls.
    std::vector<nvml::ProcessInfo> infos(16);
    for (int attempt = 0; attempt < 3; ++attempt) {
        unsigned int count = static_cast<unsigned int>(infos.size());
        const nvml::Return rc = library_->api.deviceGetComputeRunningProcesses(g->handle, &count, infos.data());
        if (rc == nvml::ErrorInsufficientSize) {
            infos.resize(count + 8);
            continue;
        }
        if (rc != nvml::Success)
            return std::nullopt;
        GpuProcessList list;
        for (unsigned int i = 0; i < count && i < infos.size(); ++i) {
            GpuProcess p;
            p.pid = infos[i].pid;
            if (infos[i].usedGpuMemory != nvml::kValueNotAvailable)
                p.vramUsedBytes = infos[i].usedGpuMemory;
            list.push_back(p); // NVML has no CU occupancy: it stays "not available"
        }
        return list;
    }
    return std::nullopt;
}

} // namespace rocmtune
