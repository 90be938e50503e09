// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "core/backends/Backend.h"
#include "core/backends/amdgpu_metrics/GpuMetricsSources.h"

#include <QLoggingCategory>

#include <vector>

namespace rocmtune {

// A backend that keeps one entry per GPU (the rocm-smi and amd-smi
// backends): the list, its count and each GPU's DeviceInfo. Gpu has at
// least `DeviceInfo info`, `QString pciBusId` and `amdgpu::AmdgpuCardFiles files`.
template <typename Gpu>
class GpuListBackend : public Backend
{
public:
    int deviceCount() const override { return static_cast<int>(gpus_.size()); }
    DeviceInfo deviceInfo(int index) const override
    {
        if (index < 0 || index >= deviceCount())
            return DeviceInfo();
        DeviceInfo info = gpus_[static_cast<std::size_t>(index)].info;
        info.backendIndex = index;
        return info;
    }
    bool isAsleep(int index) override
    {
        const Gpu *gpu = index < 0 || index >= deviceCount() ? nullptr : &gpus_[static_cast<std::size_t>(index)];
        return gpu && amdgpu::runtimeSuspended(gpu->files.deviceDir());
    }

protected:
    // The GPU at index; nullptr when there is none.
    Gpu *gpuAt(int index) { return index < 0 || index >= deviceCount() ? nullptr : &gpus_[static_cast<std::size_t>(index)]; }

    std::vector<Gpu> gpus_;
};

// What a GPU offers, from its first sample: sets info.metrics and logs the
// catalogue metrics it lacks once ("GPU … does not report: …").
void recordOfferedMetrics(DeviceInfo &info, const Sample &first, const QString &pciBusId, const QLoggingCategory &log);

// The log line for a GPU found runtime-suspended at start-up.
void logAsleepAtStart(const QLoggingCategory &log, const QString &pciBusId);

} // namespace rocmtune
