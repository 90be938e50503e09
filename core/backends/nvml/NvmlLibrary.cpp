// SPDX-License-Identifier: GPL-3.0-or-later
#include "NvmlLibrary.h"

#include <QCoreApplication>
#include <QFileInfo>

#include <dlfcn.h>

namespace rocmtune {

namespace {
struct Text {
    Q_DECLARE_TR_FUNCTIONS(NvmlBackend)
};

// Casts dlsym's void* to a function pointer (allowed on POSIX systems).
template <typename Fn>
void bind(Fn &target, void *symbol)
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
        *error = Text::tr("The NVML library %1 does not exist.").arg(path);
        return false;
    }
    handle_ = dlopen(path.toLocal8Bit().constData(), RTLD_NOW | RTLD_LOCAL);
    if (!handle_) {
        const char *why = dlerror();
        *error = Text::tr("The NVIDIA driver's library %1 could not be loaded (no NVIDIA driver installed?): %2")
                     .arg(path, QString::fromLocal8Bit(why ? why : ""));
        return false;
    }
    bind(api.init, resolve("nvmlInit_v2"));
    bind(api.shutdown, resolve("nvmlShutdown"));
    bind(api.deviceGetCount, resolve("nvmlDeviceGetCount_v2"));
    bind(api.deviceGetHandleByIndex, resolve("nvmlDeviceGetHandleByIndex_v2"));
    if (!api.init || !api.shutdown || !api.deviceGetCount || !api.deviceGetHandleByIndex) {
        *error = Text::tr("%1 is not a usable NVML library: it lacks nvmlInit_v2, nvmlShutdown, nvmlDeviceGetCount_v2 or "
                    "nvmlDeviceGetHandleByIndex_v2 (driver too old?).")
                     .arg(path);
        unload();
        return false;
    }
    bind(api.systemGetDriverVersion, resolve("nvmlSystemGetDriverVersion"));
    bind(api.systemGetNvmlVersion, resolve("nvmlSystemGetNVMLVersion"));
    bind(api.deviceGetName, resolve("nvmlDeviceGetName"));
    bind(api.deviceGetUuid, resolve("nvmlDeviceGetUUID"));
    bind(api.deviceGetSerial, resolve("nvmlDeviceGetSerial"));
    bind(api.deviceGetVbiosVersion, resolve("nvmlDeviceGetVbiosVersion"));
    bind(api.deviceGetPciInfo, resolve("nvmlDeviceGetPciInfo_v3"));
    bind(api.deviceGetCudaComputeCapability, resolve("nvmlDeviceGetCudaComputeCapability"));
    bind(api.deviceGetTemperature, resolve("nvmlDeviceGetTemperature"));
    bind(api.deviceGetTemperatureThreshold, resolve("nvmlDeviceGetTemperatureThreshold"));
    bind(api.deviceGetPowerUsage, resolve("nvmlDeviceGetPowerUsage"));
    bind(api.deviceGetEnforcedPowerLimit, resolve("nvmlDeviceGetEnforcedPowerLimit"));
    bind(api.deviceGetPowerManagementLimit, resolve("nvmlDeviceGetPowerManagementLimit"));
    bind(api.deviceGetPowerManagementDefaultLimit, resolve("nvmlDeviceGetPowerManagementDefaultLimit"));
    bind(api.deviceGetPowerManagementLimitConstraints, resolve("nvmlDeviceGetPowerManagementLimitConstraints"));
    bind(api.deviceGetClockInfo, resolve("nvmlDeviceGetClockInfo"));
    bind(api.deviceGetMaxClockInfo, resolve("nvmlDeviceGetMaxClockInfo"));
    bind(api.deviceGetUtilizationRates, resolve("nvmlDeviceGetUtilizationRates"));
    bind(api.deviceGetMemoryInfo, resolve("nvmlDeviceGetMemoryInfo"));
    bind(api.deviceGetMemoryInfoV2, resolve("nvmlDeviceGetMemoryInfo_v2"));
    bind(api.deviceGetFanSpeed, resolve("nvmlDeviceGetFanSpeed"));
    bind(api.deviceGetPerformanceState, resolve("nvmlDeviceGetPerformanceState"));
    // Renamed in driver 535; the old name is kept for older drivers.
    bind(api.deviceGetClocksEventReasons, resolve("nvmlDeviceGetCurrentClocksEventReasons"));
    if (!api.deviceGetClocksEventReasons)
        bind(api.deviceGetClocksEventReasons, resolve("nvmlDeviceGetCurrentClocksThrottleReasons"));
    bind(api.deviceGetCurrPcieLinkGeneration, resolve("nvmlDeviceGetCurrPcieLinkGeneration"));
    bind(api.deviceGetCurrPcieLinkWidth, resolve("nvmlDeviceGetCurrPcieLinkWidth"));
    bind(api.deviceGetTotalEnergyConsumption, resolve("nvmlDeviceGetTotalEnergyConsumption"));
    bind(api.deviceGetSupportedMemoryClocks, resolve("nvmlDeviceGetSupportedMemoryClocks"));
    bind(api.deviceGetSupportedGraphicsClocks, resolve("nvmlDeviceGetSupportedGraphicsClocks"));
    bind(api.deviceSetPowerManagementLimit, resolve("nvmlDeviceSetPowerManagementLimit"));
    bind(api.deviceSetGpuLockedClocks, resolve("nvmlDeviceSetGpuLockedClocks"));
    bind(api.deviceResetGpuLockedClocks, resolve("nvmlDeviceResetGpuLockedClocks"));

    const nvml::Return rc = api.init();
    if (rc != nvml::Success) {
        *error = Text::tr("NVML could not be initialised: %1").arg(nvmlErrorText(rc));
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
