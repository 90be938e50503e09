// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "core/backends/nvml/NvmlApi.h"

#include <QString>

namespace rocmtune {

// The functions used; null where the library does not export them.
struct NvmlFunctions {
    nvml::InitFn init = nullptr;
    nvml::ShutdownFn shutdown = nullptr;
    nvml::SystemStringFn systemGetDriverVersion = nullptr;
    nvml::SystemStringFn systemGetNvmlVersion = nullptr;
    nvml::DeviceCountFn deviceGetCount = nullptr;
    nvml::HandleByIndexFn deviceGetHandleByIndex = nullptr;
    nvml::DeviceStringFn deviceGetName = nullptr;
    nvml::DeviceStringFn deviceGetUuid = nullptr;
    nvml::DeviceStringFn deviceGetSerial = nullptr;
    nvml::DeviceStringFn deviceGetVbiosVersion = nullptr;
    nvml::PciInfoFn deviceGetPciInfo = nullptr;
    nvml::ComputeCapabilityFn deviceGetCudaComputeCapability = nullptr;
    nvml::TemperatureFn deviceGetTemperature = nullptr;
    nvml::TemperatureThresholdFn deviceGetTemperatureThreshold = nullptr;
    nvml::DeviceUintFn deviceGetPowerUsage = nullptr;
    nvml::DeviceUintFn deviceGetEnforcedPowerLimit = nullptr;
    nvml::DeviceUintFn deviceGetPowerManagementLimit = nullptr;
    nvml::DeviceUintFn deviceGetPowerManagementDefaultLimit = nullptr;
    nvml::PowerConstraintsFn deviceGetPowerManagementLimitConstraints = nullptr;
    nvml::ClockFn deviceGetClockInfo = nullptr;
    nvml::ClockFn deviceGetMaxClockInfo = nullptr;
    nvml::UtilizationFn deviceGetUtilizationRates = nullptr;
    nvml::MemoryFn deviceGetMemoryInfo = nullptr;
    nvml::MemoryV2Fn deviceGetMemoryInfoV2 = nullptr;
    nvml::DeviceUintFn deviceGetFanSpeed = nullptr;
    nvml::PstateFn deviceGetPerformanceState = nullptr;
    nvml::DeviceUlonglongFn deviceGetClocksEventReasons = nullptr; // or the older ...ThrottleReasons
    nvml::DeviceUintFn deviceGetCurrPcieLinkGeneration = nullptr;
    nvml::DeviceUintFn deviceGetCurrPcieLinkWidth = nullptr;
    nvml::DeviceUlonglongFn deviceGetTotalEnergyConsumption = nullptr;
    nvml::SupportedMemoryClocksFn deviceGetSupportedMemoryClocks = nullptr;
    nvml::SupportedGraphicsClocksFn deviceGetSupportedGraphicsClocks = nullptr;
    nvml::SetUintFn deviceSetPowerManagementLimit = nullptr;
    nvml::SetLockedClocksFn deviceSetGpuLockedClocks = nullptr;
    nvml::DeviceActionFn deviceResetGpuLockedClocks = nullptr;
    nvml::ComputeProcessesFn deviceGetComputeRunningProcesses = nullptr; // _v3, else _v2 (same struct)
};

// libnvidia-ml.so.1 opened with dlopen, its functions resolved by their
// versioned names. A function the library lacks stays null and callers treat
// it as "not supported"; only the four needed to enumerate devices are
// required. Initialises NVML on load() and shuts it down on destruction.
class NvmlLibrary
{
public:
    // Where the library is looked for: $ROCMTUNE_NVML_LIBRARY when set (tests
    // point it at a fake library; a path that does not exist fails clearly),
    // otherwise the soname, found by the dynamic loader.
    static QString defaultPath();

    NvmlLibrary() = default;
    ~NvmlLibrary();
    NvmlLibrary(const NvmlLibrary &) = delete;
    NvmlLibrary &operator=(const NvmlLibrary &) = delete;

    // Opens the library, resolves the functions and calls nvmlInit_v2.
    // Returns false with a message for a person on failure.
    bool load(const QString &path, QString *error);
    bool isLoaded() const { return initialized_; }
    const QString &path() const { return path_; }

    // Shuts NVML down and initialises it again (after a GPU came back).
    nvml::Return reinitialize();

    NvmlFunctions api;

private:
    void *resolve(const char *symbol) const;
    void unload();

    void *handle_ = nullptr;
    bool initialized_ = false;
    QString path_;
};

// What an NVML return code means, in words for a person ("The GPU has fallen
// off the bus or is otherwise inaccessible (NVML error 15)").
QString nvmlErrorText(nvml::Return code);

} // namespace rocmtune
