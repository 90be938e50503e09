// SPDX-License-Identifier: GPL-3.0-or-later
#include "core/backends/nvml/NvmlLibrary.h"

#include "core/backends/nvml/NvmlBackendTr.h"

#include <QCoreApplication>
#include <QFileInfo>

#include <dlfcn.h>

namespace rocmtune {

namespace {
// Casts dlsym's void* to a function pointer (allowed on POSIX systems).
template <typename Fn>
void bindNvmlSymbol(Fn &target, void *symbol)
{
    target = reinterpret_cast<Fn>(symbol);
}
} // namespace

QString NvmlLibrary::defaultPath()
{
    const QString overridePath = qEnvironmentVariable("ROCMTUNE_NVML_LIBRARY");
    return overridePath.isEmpty() ? QStringLiteral("libnvidia-ml.so.1") : overridePath;
}

NvmlLibrary::~NvmlLibrary()
{
    unload();
}

void *NvmlLibrary::resolve(const char *symbol) const
{
    return handle_ ? dlsym(handle_, symbol) : nullptr;
}

bool NvmlLibrary::load(const QString &path, QString *error)
{
    unload();
    path_ = path;
    // A name with a slash is a file: say plainly when it is not there rather
    // than relay the dynamic loader's message.
    if (path.contains(QLatin1Char('/')) && !QFileInfo::exists(path)) {
        *error = NvmlBackendTr::tr("The NVML library %1 does not exist.").arg(path);
        return false;
    }
    handle_ = dlopen(path.toLocal8Bit().constData(), RTLD_NOW | RTLD_LOCAL);
    if (!handle_) {
        const char *why = dlerror();
        *error = NvmlBackendTr::tr("The NVIDIA driver's library %1 could not be loaded (no NVIDIA driver installed?): %2")
                     .arg(path, QString::fromLocal8Bit(why ? why : ""));
        return false;
    }
    bindNvmlSymbol(api.init, resolve("nvmlInit_v2"));
    bindNvmlSymbol(api.shutdown, resolve("nvmlShutdown"));
    bindNvmlSymbol(api.deviceGetCount, resolve("nvmlDeviceGetCount_v2"));
    bindNvmlSymbol(api.deviceGetHandleByIndex, resolve("nvmlDeviceGetHandleByIndex_v2"));
    if (!api.init || !api.shutdown || !api.deviceGetCount || !api.deviceGetHandleByIndex) {
        *error = NvmlBackendTr::tr("%1 is not a usable NVML library: it lacks nvmlInit_v2, nvmlShutdown, nvmlDeviceGetCount_v2 or "
                    "nvmlDeviceGetHandleByIndex_v2 (driver too old?).")
                     .arg(path);
        unload();
        return false;
    }
    bindNvmlSymbol(api.systemGetDriverVersion, resolve("nvmlSystemGetDriverVersion"));
    bindNvmlSymbol(api.systemGetNvmlVersion, resolve("nvmlSystemGetNVMLVersion"));
    bindNvmlSymbol(api.deviceGetName, resolve("nvmlDeviceGetName"));
    bindNvmlSymbol(api.deviceGetUuid, resolve("nvmlDeviceGetUUID"));
    bindNvmlSymbol(api.deviceGetSerial, resolve("nvmlDeviceGetSerial"));
    bindNvmlSymbol(api.deviceGetVbiosVersion, resolve("nvmlDeviceGetVbiosVersion"));
    bindNvmlSymbol(api.deviceGetPciInfo, resolve("nvmlDeviceGetPciInfo_v3"));
    bindNvmlSymbol(api.deviceGetCudaComputeCapability, resolve("nvmlDeviceGetCudaComputeCapability"));
    bindNvmlSymbol(api.deviceGetTemperature, resolve("nvmlDeviceGetTemperature"));
    bindNvmlSymbol(api.deviceGetTemperatureThreshold, resolve("nvmlDeviceGetTemperatureThreshold"));
    bindNvmlSymbol(api.deviceGetPowerUsage, resolve("nvmlDeviceGetPowerUsage"));
    bindNvmlSymbol(api.deviceGetEnforcedPowerLimit, resolve("nvmlDeviceGetEnforcedPowerLimit"));
    bindNvmlSymbol(api.deviceGetPowerManagementLimit, resolve("nvmlDeviceGetPowerManagementLimit"));
    bindNvmlSymbol(api.deviceGetPowerManagementDefaultLimit, resolve("nvmlDeviceGetPowerManagementDefaultLimit"));
    bindNvmlSymbol(api.deviceGetPowerManagementLimitConstraints, resolve("nvmlDeviceGetPowerManagementLimitConstraints"));
    bindNvmlSymbol(api.deviceGetClockInfo, resolve("nvmlDeviceGetClockInfo"));
    bindNvmlSymbol(api.deviceGetMaxClockInfo, resolve("nvmlDeviceGetMaxClockInfo"));
    bindNvmlSymbol(api.deviceGetUtilizationRates, resolve("nvmlDeviceGetUtilizationRates"));
    bindNvmlSymbol(api.deviceGetMemoryInfo, resolve("nvmlDeviceGetMemoryInfo"));
    bindNvmlSymbol(api.deviceGetMemoryInfoV2, resolve("nvmlDeviceGetMemoryInfo_v2"));
    bindNvmlSymbol(api.deviceGetFanSpeed, resolve("nvmlDeviceGetFanSpeed"));
    bindNvmlSymbol(api.deviceGetPerformanceState, resolve("nvmlDeviceGetPerformanceState"));
    // Renamed in driver 535; the old name is kept for older drivers.
    bindNvmlSymbol(api.deviceGetClocksEventReasons, resolve("nvmlDeviceGetCurrentClocksEventReasons"));
    if (!api.deviceGetClocksEventReasons)
        bindNvmlSymbol(api.deviceGetClocksEventReasons, resolve("nvmlDeviceGetCurrentClocksThrottleReasons"));
    bindNvmlSymbol(api.deviceGetCurrPcieLinkGeneration, resolve("nvmlDeviceGetCurrPcieLinkGeneration"));
    bindNvmlSymbol(api.deviceGetCurrPcieLinkWidth, resolve("nvmlDeviceGetCurrPcieLinkWidth"));
    bindNvmlSymbol(api.deviceGetTotalEnergyConsumption, resolve("nvmlDeviceGetTotalEnergyConsumption"));
    bindNvmlSymbol(api.deviceGetSupportedMemoryClocks, resolve("nvmlDeviceGetSupportedMemoryClocks"));
    bindNvmlSymbol(api.deviceGetSupportedGraphicsClocks, resolve("nvmlDeviceGetSupportedGraphicsClocks"));
    bindNvmlSymbol(api.deviceSetPowerManagementLimit, resolve("nvmlDeviceSetPowerManagementLimit"));
    bindNvmlSymbol(api.deviceSetGpuLockedClocks, resolve("nvmlDeviceSetGpuLockedClocks"));
    bindNvmlSymbol(api.deviceResetGpuLockedClocks, resolve("nvmlDeviceResetGpuLockedClocks"));
    bindNvmlSymbol(api.deviceGetComputeRunningProcesses, resolve("nvmlDeviceGetComputeRunningProcesses_v3"));
    if (!api.deviceGetComputeRunningProcesses)
        bindNvmlSymbol(api.deviceGetComputeRunningProcesses, resolve("nvmlDeviceGetComputeRunningProcesses_v2"));

    const nvml::Return rc = api.init();
    if (rc != nvml::Success) {
        *error = NvmlBackendTr::tr("NVML could not be initialised: %1").arg(nvmlErrorText(rc));
        unload();
        return false;
    }
    initialized_ = true;
    return true;
}

nvml::Return NvmlLibrary::reinitialize()
{
    if (!handle_)
        return nvml::ErrorUninitialized;
    if (initialized_)
        api.shutdown();
    const nvml::Return rc = api.init();
    initialized_ = rc == nvml::Success;
    return rc;
}

void NvmlLibrary::unload()
{
    if (initialized_ && api.shutdown)
        api.shutdown();
    initialized_ = false;
    if (handle_)
        dlclose(handle_);
    handle_ = nullptr;
    api = NvmlFunctions{};
}

QString nvmlErrorText(nvml::Return code)
{
    const char *text = nullptr;
    switch (code) {
    case nvml::Success: text = QT_TRANSLATE_NOOP("NvmlBackend", "success"); break;
    case nvml::ErrorUninitialized: text = QT_TRANSLATE_NOOP("NvmlBackend", "NVML is not initialised"); break;
    case nvml::ErrorInvalidArgument: text = QT_TRANSLATE_NOOP("NvmlBackend", "an argument is invalid"); break;
    case nvml::ErrorNotSupported: text = QT_TRANSLATE_NOOP("NvmlBackend", "the GPU does not support this"); break;
    case nvml::ErrorNoPermission: text = QT_TRANSLATE_NOOP("NvmlBackend", "permission denied (this needs root or a driver setting)"); break;
    case nvml::ErrorAlreadyInitialized: text = QT_TRANSLATE_NOOP("NvmlBackend", "NVML is already initialised"); break;
    case nvml::ErrorNotFound: text = QT_TRANSLATE_NOOP("NvmlBackend", "not found"); break;
    case nvml::ErrorInsufficientSize: text = QT_TRANSLATE_NOOP("NvmlBackend", "a buffer is too small"); break;
    case nvml::ErrorInsufficientPower: text = QT_TRANSLATE_NOOP("NvmlBackend", "the GPU's external power cables are not connected properly"); break;
    case nvml::ErrorDriverNotLoaded: text = QT_TRANSLATE_NOOP("NvmlBackend", "the NVIDIA kernel driver is not loaded"); break;
    case nvml::ErrorTimeout: text = QT_TRANSLATE_NOOP("NvmlBackend", "the driver timed out"); break;
    case nvml::ErrorIrqIssue: text = QT_TRANSLATE_NOOP("NvmlBackend", "the kernel detected an interrupt problem with the GPU"); break;
    case nvml::ErrorLibraryNotFound: text = QT_TRANSLATE_NOOP("NvmlBackend", "a shared library NVML needs was not found"); break;
    case nvml::ErrorFunctionNotFound: text = QT_TRANSLATE_NOOP("NvmlBackend", "this NVML library does not implement the function"); break;
    case nvml::ErrorCorruptedInforom: text = QT_TRANSLATE_NOOP("NvmlBackend", "the GPU's infoROM is corrupted"); break;
    case nvml::ErrorGpuIsLost: text = QT_TRANSLATE_NOOP("NvmlBackend", "the GPU has fallen off the bus or is otherwise inaccessible"); break;
    case nvml::ErrorResetRequired: text = QT_TRANSLATE_NOOP("NvmlBackend", "the GPU needs a reset"); break;
    case nvml::ErrorOperatingSystem: text = QT_TRANSLATE_NOOP("NvmlBackend", "the operating system blocked the call"); break;
    case nvml::ErrorLibRmVersionMismatch: text = QT_TRANSLATE_NOOP("NvmlBackend", "the NVML library and the kernel driver versions differ (reboot after a driver update?)"); break;
    case nvml::ErrorInUse: text = QT_TRANSLATE_NOOP("NvmlBackend", "the GPU is in use"); break;
    case nvml::ErrorMemory: text = QT_TRANSLATE_NOOP("NvmlBackend", "out of memory"); break;
    case nvml::ErrorNoData: text = QT_TRANSLATE_NOOP("NvmlBackend", "no data yet"); break;
    case nvml::ErrorInsufficientResources: text = QT_TRANSLATE_NOOP("NvmlBackend", "not enough resources"); break;
    case nvml::ErrorFreqNotSupported: text = QT_TRANSLATE_NOOP("NvmlBackend", "the clock frequency is not supported"); break;
    case nvml::ErrorArgumentVersionMismatch: text = QT_TRANSLATE_NOOP("NvmlBackend", "the structure version does not match this driver"); break;
    case nvml::ErrorDeprecated: text = QT_TRANSLATE_NOOP("NvmlBackend", "the function is deprecated"); break;
    case nvml::ErrorNotReady: text = QT_TRANSLATE_NOOP("NvmlBackend", "the GPU is not ready"); break;
    case nvml::ErrorGpuNotFound: text = QT_TRANSLATE_NOOP("NvmlBackend", "the GPU was not found"); break;
    case nvml::ErrorInvalidState: text = QT_TRANSLATE_NOOP("NvmlBackend", "the GPU is in an invalid state"); break;
    default: text = QT_TRANSLATE_NOOP("NvmlBackend", "unknown error"); break;
    }
    return QCoreApplication::translate("NvmlBackend", "%1 (NVML error %2)").arg(QCoreApplication::translate("NvmlBackend", text)).arg(code);
}

} // namespace rocmtune
