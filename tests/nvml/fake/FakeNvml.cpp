// SPDX-License-Identifier: GPL-3.0-or-later
// A stand-in for libnvidia-ml.so.1 with scripted values and failures, loaded
// by the real NvmlBackend in tests. It exports the versioned NVML symbols the
// backend uses (and nothing unversioned), checks what the real library checks
// (initialised?, valid handle, struct version, buffer sizes) and records
// every setter call.
//
// Script: "key = value" lines, from the file $ROCMTUNE_FAKE_NVML_SCRIPT (read
// at the first call), or from fakeNvmlScript(). Device keys are
// "gpu<N>.<name>". A value may be an NVML error name (NOT_SUPPORTED,
// GPU_IS_LOST, NO_PERMISSION, UNINITIALIZED ...): the call returns that
// error. A key that is not scripted reads as NOT_SUPPORTED.
// Setter calls are appended to fakeNvmlCallLog() and, when set, to the file
// $ROCMTUNE_FAKE_NVML_LOG.


#include "tests/nvml/fake/FakeNvmlState.h"

#include <algorithm>
#include <cstring>
#include <string>

using namespace fakenvml::state;

namespace {

struct PciInfo {
    char busIdLegacy[16];
    unsigned int domain, bus, device, pciDeviceId, pciSubSystemId;
    char busId[32];
};
struct Utilization {
    unsigned int gpu, memory;
};
struct Memory {
    unsigned long long total, free, used;
};
struct MemoryV2 {
    unsigned int version;
    unsigned long long total, reserved, free, used;
};
constexpr unsigned int kMemoryV2Version = static_cast<unsigned int>(sizeof(MemoryV2)) | (2u << 24);

} // namespace

extern "C" {

// ---- Test controls (not part of NVML) ----
__attribute__((visibility("default"))) void fakeNvmlScript(const char *text)
{
    std::lock_guard lock(gMutex);
    gScriptLoaded = true;
    parseScript(text ? text : "");
    gCallLog.clear();
    std::fill(std::begin(gTemperatureReads), std::end(gTemperatureReads), 0);
}

__attribute__((visibility("default"))) void fakeNvmlSet(const char *key, const char *value)
{
    std::lock_guard lock(gMutex);
    loadScriptFromEnvironment();
    if (value)
        gValues[key] = value;
    else
        gValues.erase(key);
}

// Copies the setter calls, one a line, into buffer; returns the length needed.
__attribute__((visibility("default"))) unsigned int fakeNvmlCallLog(char *buffer, unsigned int length)
{
    std::lock_guard lock(gMutex);
    std::string all;
    for (const auto &call : gCallLog)
        all += call + "\n";
    if (buffer && length > 0) {
        const std::size_t n = std::min<std::size_t>(all.size(), length - 1);
        std::memcpy(buffer, all.data(), n);
        buffer[n] = '\0';
    }
    return static_cast<unsigned int>(all.size() + 1);
}

__attribute__((visibility("default"))) int fakeNvmlInitCount()
{
    std::lock_guard lock(gMutex);
    return gInitCount;
}

// ---- NVML ----
#ifndef FAKE_NVML_WITHOUT_INIT_V2
Return nvmlInit_v2()
{
    std::lock_guard lock(gMutex);
    loadScriptFromEnvironment();
    const auto it = gValues.find("init");
    if (it != gValues.end() && kErrors.count(it->second) && kErrors.at(it->second) != kSuccess)
        return kErrors.at(it->second);
    ++gInitCount;
    return kSuccess;
}
#else
Return nvmlInit()
{
    std::lock_guard lock(gMutex);
    ++gInitCount;
    return kSuccess;
}
#endif

Return nvmlShutdown()
{
    std::lock_guard lock(gMutex);
    if (gInitCount == 0)
        return kUninitialized;
    --gInitCount;
    return kSuccess;
}

const char *nvmlErrorString(Return)
{
    return "fake NVML error";
}

Return nvmlSystemGetDriverVersion(char *buffer, unsigned int length)
{
    return systemString("driver_version", buffer, length);
}

Return nvmlSystemGetNVMLVersion(char *buffer, unsigned int length)
{
    return systemString("nvml_version", buffer, length);
}

Return nvmlDeviceGetCount_v2(unsigned int *count)
{
    std::lock_guard lock(gMutex);
    if (gInitCount == 0)
        return kUninitialized;
    std::string text;
    if (Return rc = lookup("device_count", &text); rc != kSuccess)
        return rc;
    *count = std::min(static_cast<unsigned int>(std::strtoul(text.c_str(), nullptr, 0)), static_cast<unsigned int>(kMaxDevices));
    return kSuccess;
}

Return nvmlDeviceGetHandleByIndex_v2(unsigned int index, void **device)
{
    std::lock_guard lock(gMutex);
    if (gInitCount == 0)
        return kUninitialized;
    std::string text;
    if (lookup("device_count", &text) != kSuccess || index >= std::strtoul(text.c_str(), nullptr, 0) || index >= kMaxDevices)
        return kInvalidArgument;
    const auto it = gValues.find(deviceKey(static_cast<int>(index), "handle"));
    if (it != gValues.end() && kErrors.count(it->second))
        return kErrors.at(it->second);
    *device = &gDevices[index];
    return kSuccess;
}

Return nvmlDeviceGetName(void *d, char *b, unsigned int n) { return deviceString(d, "name", b, n); }
Return nvmlDeviceGetUUID(void *d, char *b, unsigned int n) { return deviceString(d, "uuid", b, n); }
Return nvmlDeviceGetSerial(void *d, char *b, unsigned int n) { return deviceString(d, "serial", b, n); }
Return nvmlDeviceGetVbiosVersion(void *d, char *b, unsigned int n) { return deviceString(d, "vbios", b, n); }

Return nvmlDeviceGetPciInfo_v3(void *device, PciInfo *pci)
{
    char busId[32] = {};
    if (Return rc = deviceString(device, "pci_bus_id", busId, sizeof busId); rc != kSuccess)
        return rc;
    unsigned int id = 0;
    if (Return rc = deviceNumber(device, "pci_device_id", &id); rc != kSuccess)
        return rc;
    std::memset(pci, 0, sizeof *pci);
    std::memcpy(pci->busId, busId, sizeof busId);
    pci->pciDeviceId = id;
    return kSuccess;
}

Return nvmlDeviceGetCudaComputeCapability(void *device, int *major, int *minor)
{
    if (Return rc = deviceNumber(device, "cc_major", major); rc != kSuccess)
        return rc;
    return deviceNumber(device, "cc_minor", minor);
}

Return nvmlDeviceGetTemperature(void *device, int sensor, unsigned int *celsius)
{
    if (sensor != 0)
        return kInvalidArgument;
    {
        // gpu<N>.lost_after_reads = K: the K+1-th temperature read finds the GPU gone.
        std::lock_guard lock(gMutex);
        int index = 0;
        if (Return rc = checkDevice(device, &index); rc != kSuccess)
            return rc;
        std::string after;
        if (lookup(deviceKey(index, "lost_after_reads"), &after) == kSuccess
            && ++gTemperatureReads[index] > std::atoi(after.c_str())) {
            gValues.insert_or_assign(deviceKey(index, "lost"), std::string("1"));
            return kGpuIsLost;
        }
    }
    return deviceNumber(device, "temperature", celsius);
}

Return nvmlDeviceGetTemperatureThreshold(void *device, int threshold, unsigned int *celsius)
{
    switch (threshold) {
    case 0: return deviceNumber(device, "temperature_shutdown", celsius);
    case 1: return deviceNumber(device, "temperature_slowdown", celsius);
    default: return kNotSupported;
    }
}

Return nvmlDeviceGetPowerUsage(void *d, unsigned int *mw) { return deviceNumber(d, "power_mw", mw); }
Return nvmlDeviceGetEnforcedPowerLimit(void *d, unsigned int *mw) { return deviceNumber(d, "power_limit_enforced_mw", mw); }
Return nvmlDeviceGetPowerManagementLimit(void *d, unsigned int *mw) { return deviceNumber(d, "power_limit_mw", mw); }
Return nvmlDeviceGetPowerManagementDefaultLimit(void *d, unsigned int *mw) { return deviceNumber(d, "power_limit_default_mw", mw); }

Return nvmlDeviceGetPowerManagementLimitConstraints(void *device, unsigned int *minMw, unsigned int *maxMw)
{
    if (Return rc = deviceNumber(device, "power_limit_min_mw", minMw); rc != kSuccess)
        return rc;
    return deviceNumber(device, "power_limit_max_mw", maxMw);
}

Return nvmlDeviceGetClockInfo(void *device, int type, unsigned int *mhz)
{
    static const char *const kNames[] = {"clock_graphics_mhz", "clock_sm_mhz", "clock_mem_mhz", "clock_video_mhz"};
    return type >= 0 && type < 4 ? deviceNumber(device, kNames[type], mhz) : kInvalidArgument;
}

Return nvmlDeviceGetMaxClockInfo(void *device, int type, unsigned int *mhz)
{
    static const char *const kNames[] = {"max_clock_graphics_mhz", "max_clock_sm_mhz", "max_clock_mem_mhz", "max_clock_video_mhz"};
    return type >= 0 && type < 4 ? deviceNumber(device, kNames[type], mhz) : kInvalidArgument;
}

Return nvmlDeviceGetUtilizationRates(void *device, Utilization *utilization)
{
    if (Return rc = deviceNumber(device, "utilization_gpu", &utilization->gpu); rc != kSuccess)
        return rc;
    return deviceNumber(device, "utilization_memory", &utilization->memory);
}

// The first version counts the driver's reserved memory as used.
Return nvmlDeviceGetMemoryInfo(void *device, Memory *memory)
{
    unsigned long long total = 0, reserved = 0, used = 0;
    if (Return rc = deviceNumber(device, "memory_total", &total); rc != kSuccess)
        return rc;
    deviceNumber(device, "memory_reserved", &reserved);
    if (Return rc = deviceNumber(device, "memory_used", &used); rc != kSuccess)
        return rc;
    memory->total = total;
    memory->used = used + reserved;
    memory->free = total - memory->used;
    return kSuccess;
}

#ifndef FAKE_NVML_OLD_DRIVER
Return nvmlDeviceGetMemoryInfo_v2(void *device, MemoryV2 *memory)
{
    if (memory->version != kMemoryV2Version)
        return kArgumentVersionMismatch;
    unsigned long long total = 0, reserved = 0, used = 0;
    if (Return rc = deviceNumber(device, "memory_total", &total); rc != kSuccess)
        return rc;
    deviceNumber(device, "memory_reserved", &reserved);
    if (Return rc = deviceNumber(device, "memory_used", &used); rc != kSuccess)
        return rc;
    memory->total = total;
    memory->reserved = reserved;
    memory->used = used;
    memory->free = total - reserved - used;
    return kSuccess;
}

Return nvmlDeviceGetCurrentClocksEventReasons(void *d, unsigned long long *r) { return deviceNumber(d, "clock_event_reasons", r); }
#else
Return nvmlDeviceGetCurrentClocksThrottleReasons(void *d, unsigned long long *r) { return deviceNumber(d, "clock_event_reasons", r); }
#endif

Return nvmlDeviceGetFanSpeed(void *d, unsigned int *percent) { return deviceNumber(d, "fan_percent", percent); }
Return nvmlDeviceGetPerformanceState(void *d, int *pstate) { return deviceNumber(d, "pstate", pstate); }
Return nvmlDeviceGetCurrPcieLinkGeneration(void *d, unsigned int *gen) { return deviceNumber(d, "pcie_gen", gen); }
Return nvmlDeviceGetCurrPcieLinkWidth(void *d, unsigned int *width) { return deviceNumber(d, "pcie_width", width); }
Return nvmlDeviceGetTotalEnergyConsumption(void *d, unsigned long long *mj) { return deviceNumber(d, "energy_mj", mj); }

Return nvmlDeviceGetSupportedMemoryClocks(void *d, unsigned int *count, unsigned int *mhz)
{
    return deviceList(d, "supported_mem_clocks", count, mhz);
}

Return nvmlDeviceGetSupportedGraphicsClocks(void *d, unsigned int memoryMhz, unsigned int *count, unsigned int *mhz)
{
    return deviceList(d, ("supported_gfx_clocks_at_" + std::to_string(memoryMhz)).c_str(), count, mhz);
}

// Setters: recorded with their exact arguments; "gpu<N>.set_result" scripts a failure.
static Return setter(void *device, const std::string &call, const char *stateKey, const std::string &stateValue)
{
    std::lock_guard lock(gMutex);
    int index = 0;
    if (Return rc = checkDevice(device, &index); rc != kSuccess)
        return rc;
    logCall(call + " gpu=" + std::to_string(index));
    const auto it = gValues.find(deviceKey(index, "set_result"));
    if (it != gValues.end() && kErrors.count(it->second) && kErrors.at(it->second) != kSuccess)
        return kErrors.at(it->second);
    if (stateKey)
        gValues[deviceKey(index, stateKey)] = stateValue;
    return kSuccess;
}

Return nvmlDeviceSetPowerManagementLimit(void *device, unsigned int limitMw)
{
    if (Return rc = setter(device, "nvmlDeviceSetPowerManagementLimit limit_mw=" + std::to_string(limitMw), "power_limit_mw",
                           std::to_string(limitMw));
        rc != kSuccess)
        return rc;
    std::lock_guard lock(gMutex);
    gValues[deviceKey(static_cast<FakeDevice *>(device)->index, "power_limit_enforced_mw")] = std::to_string(limitMw);
    return kSuccess;
}

Return nvmlDeviceSetGpuLockedClocks(void *device, unsigned int minMhz, unsigned int maxMhz)
{
    return setter(device, "nvmlDeviceSetGpuLockedClocks min_mhz=" + std::to_string(minMhz) + " max_mhz=" + std::to_string(maxMhz),
                  "locked_clocks", std::to_string(minMhz) + "-" + std::to_string(maxMhz));
}

Return nvmlDeviceResetGpuLockedClocks(void *device)
{
    return setter(device, "nvmlDeviceResetGpuLockedClocks", "locked_clocks", "none");
}

} // extern "C"
