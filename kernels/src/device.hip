// SPDX-License-Identifier: GPL-3.0-or-later
// Device discovery and the facts the hello line reports.
#include "bench.hpp"
#include "gpu_util.hpp"
#include "rocmtune_bench/checks.hpp"

#include <string>

namespace rtb {

int gpuDeviceCount()
{
    int count = 0;
    const gpuError_t status = gpuGetDeviceCount(&count);
    if (status != gpuSuccess || count <= 0) {
        const std::string reason = status == gpuSuccess ? "no device" : gpuGetErrorString(status);
        throw NoGpuError{std::string("no GPU: the ") + ROCMTUNE_BACKEND_NAME + " runtime found no usable device (" + reason + ")"};
    }
    return count;
}

DeviceInfo openDevice(int index)
{
    const int count = gpuDeviceCount();
    if (index >= count)
        throw NoGpuError{"no GPU with index " + std::to_string(index) + " (" + std::to_string(count) + " present)"};
    RTB_GPU_CHECK(gpuSetDevice(index));

    gpuDeviceProp_t props{};
    RTB_GPU_CHECK(gpuGetDeviceProperties(&props, index));
    DeviceInfo info;
    info.index = index;
    info.name = props.name;
    info.backend = ROCMTUNE_BACKEND_NAME;
#if defined(ROCMTUNE_BACKEND_CUDA)
    info.arch = "sm_" + std::to_string(props.major) + std::to_string(props.minor);
#else
    info.arch = props.gcnArchName;
#endif
    int value = 0;
    RTB_GPU_CHECK(gpuDeviceGetAttribute(&value, gpuAttrMultiprocessorCount, index));
    info.computeUnits = value;
    RTB_GPU_CHECK(gpuDeviceGetAttribute(&value, gpuAttrWarpSize, index));
    info.warpSize = value;
    RTB_GPU_CHECK(gpuDeviceGetAttribute(&value, gpuAttrClockRateKHz, index));
    info.clockMHz = value / 1000.0;
    RTB_GPU_CHECK(gpuDeviceGetAttribute(&value, gpuAttrMemoryClockRateKHz, index));
    info.memoryClockMHz = value / 1000.0;
    info.memoryBytes = props.totalGlobalMem;
    info.fp32LanesPerUnit = fp32LanesPerComputeUnit(info.backend, info.arch);
    return info;
}

} // namespace rtb
