// SPDX-License-Identifier: GPL-3.0-or-later
#include "core/backends/nvml/NvmlBackend.h"

#include "core/backends/nvml/NvmlBackendTr.h"
#include "core/backends/nvml/NvmlMapping.h"

#include <QCoreApplication>

namespace rocmtune {

namespace {

// Collects the outcome of the NVML calls of one reading. "Not supported" and
// a function the library lacks are quiet (the metric is simply not
// available); a lost GPU or an uninitialised library stop the reading; any
// other error is noted for the sample's message.
class ReadStatus
{
public:
    template <typename Fn, typename... Args>
    bool call(Fn fn, const char *what, Args... args)
    {
        if (lost || uninitialized || !fn)
            return false;
        const nvml::Return rc = fn(args...);
        switch (rc) {
        case nvml::Success:
            ++successes;
            return true;
        case nvml::ErrorNotSupported:
        case nvml::ErrorFunctionNotFound:
        case nvml::ErrorArgumentVersionMismatch:
        case nvml::ErrorNoData:
            return false;
        case nvml::ErrorGpuIsLost:
            lost = true;
            break;
        case nvml::ErrorUninitialized:
            uninitialized = true;
            break;
        default:
            break;
        }
        problems << QCoreApplication::translate("NvmlBackend", "%1: %2")
                        .arg(QCoreApplication::translate("NvmlBackend", what), nvmlErrorText(rc));
        return false;
    }

    bool lost = false;
    bool uninitialized = false;
    int successes = 0;
    QStringList problems;
};

std::optional<double> milliToUnit(unsigned long long milli)
{
    return static_cast<double>(milli) / 1000.0;
}

} // namespace

NvmlBackend::NvmlBackend(const QString &libraryPath) : libraryPath_(libraryPath) {}

NvmlBackend::~NvmlBackend() = default;

BackendStatus NvmlBackend::initialize()
{
    gpus_.clear();
    library_ = std::make_unique<NvmlLibrary>();
    QString error;
    if (!library_->load(libraryPath_.isEmpty() ? NvmlLibrary::defaultPath() : libraryPath_, &error)) {
        library_.reset();
        return {false, error};
    }
    const NvmlFunctions &api = library_->api;
    char buffer[nvml::kStringBufferSize] = {};
    QString driverVersion, nvmlVersion;
    if (api.systemGetDriverVersion && api.systemGetDriverVersion(buffer, sizeof buffer) == nvml::Success)
        driverVersion = nvml::fromBuffer(buffer, sizeof buffer);
    if (api.systemGetNvmlVersion && api.systemGetNvmlVersion(buffer, sizeof buffer) == nvml::Success)
        nvmlVersion = nvml::fromBuffer(buffer, sizeof buffer);

    unsigned int count = 0;
    const nvml::Return rc = api.deviceGetCount(&count);
    if (rc != nvml::Success)
        return {false, NvmlBackendTr::tr("NVML could not count the GPUs: %1").arg(nvmlErrorText(rc))};

    QStringList notes;
    for (unsigned int i = 0; i < count; ++i) {
        Gpu gpu;
        const nvml::Return handleRc = api.deviceGetHandleByIndex(i, &gpu.handle);
        if (handleRc != nvml::Success) {
            notes << NvmlBackendTr::tr("NVIDIA GPU %1 skipped: %2").arg(i).arg(nvmlErrorText(handleRc));
            continue;
        }
        gpu.info = readIdentity(gpu.handle, driverVersion, nvmlVersion);
        readLimits(gpu);
        // What the GPU reports, taken from a reading so the two never disagree.
        Sample probe;
        fillSample(gpu, probe);
        if (gpu.lost) {
            notes << NvmlBackendTr::tr("NVIDIA GPU %1 skipped: %2").arg(i).arg(gpu.lostMessage);
            continue;
        }
        for (const auto &metric : metricCatalogue()) {
            if (probe.has(metric.id))
                gpu.info.metrics.set(metricIndex(metric.id));
        }
        gpus_.push_back(std::move(gpu));
    }
    const int found = deviceCount();
    QString message = QCoreApplication::translate("NvmlBackend", "%n NVIDIA GPU(s)", nullptr, found);
    if (!notes.isEmpty())
        message = NvmlBackendTr::tr("%1 (%2)").arg(message, notes.join(QStringLiteral("; ")));
    return {true, message};
}

DeviceInfo NvmlBackend::readIdentity(nvml::Device handle, const QString &driverVersion, const QString &nvmlVersion) const
{
    const NvmlFunctions &api = library_->api;
    DeviceInfo info;
    info.backendId = id();
    info.vendor = QStringLiteral("NVIDIA");
    info.driverVersion = driverVersion;
    if (!nvmlVersion.isEmpty())
        info.libraryVersion = QStringLiteral("NVML %1").arg(nvmlVersion);
    char buffer[nvml::kStringBufferSize] = {};
    auto text = [&](nvml::DeviceStringFn fn) -> QString {
        if (!fn || fn(handle, buffer, sizeof buffer) != nvml::Success)
            return QString();
        return nvml::fromBuffer(buffer, sizeof buffer);
    };
    info.name = text(api.deviceGetName);
    if (info.name.isEmpty())
        info.name = NvmlBackendTr::tr("NVIDIA GPU");
    info.uniqueId = text(api.deviceGetUuid);
    info.serial = text(api.deviceGetSerial);
    info.vbiosVersion = text(api.deviceGetVbiosVersion);
    nvml::PciInfo pci{};
    if (api.deviceGetPciInfo && api.deviceGetPciInfo(handle, &pci) == nvml::Success) {
        info.pciBusId = nvml::normalizedPciBusId(pci.busId);
        info.pciId = nvml::pciIdFromDeviceId(pci.pciDeviceId);
    }
    int major = 0, minor = 0;
    if (api.deviceGetCudaComputeCapability && api.deviceGetCudaComputeCapability(handle, &major, &minor) == nvml::Success)
        info.gfxArch = nvml::archFromComputeCapability(major, minor);
    nvml::MemoryV2 memoryV2{};
    memoryV2.version = nvml::kMemoryV2Version;
    nvml::Memory memory{};
    if (api.deviceGetMemoryInfoV2 && api.deviceGetMemoryInfoV2(handle, &memoryV2) == nvml::Success)
        info.vramTotalBytes = memoryV2.total;
    else if (api.deviceGetMemoryInfo && api.deviceGetMemoryInfo(handle, &memory) == nvml::Success)
        info.vramTotalBytes = memory.total;
    return info;
}

void NvmlBackend::readLimits(Gpu &gpu)
{
    const NvmlFunctions &api = library_->api;
    unsigned int value = 0, low = 0, high = 0;
    auto ok = [](nvml::Return rc) { return rc == nvml::Success; };
    if (api.deviceGetTemperatureThreshold) {
        if (ok(api.deviceGetTemperatureThreshold(gpu.handle, nvml::kTemperatureThresholdSlowdown, &value)))
            gpu.slowdownCelsius = value;
        if (ok(api.deviceGetTemperatureThreshold(gpu.handle, nvml::kTemperatureThresholdShutdown, &value)))
            gpu.shutdownCelsius = value;
    }
    if (api.deviceGetPowerManagementLimitConstraints && ok(api.deviceGetPowerManagementLimitConstraints(gpu.handle, &low, &high))) {
        gpu.powerCapMinWatts = milliToUnit(low);
        gpu.powerCapMaxWatts = milliToUnit(high);
    }
    if (api.deviceGetPowerManagementDefaultLimit && ok(api.deviceGetPowerManagementDefaultLimit(gpu.handle, &value)))
        gpu.powerCapDefaultWatts = milliToUnit(value);
    if (api.deviceGetMaxClockInfo) {
        if (ok(api.deviceGetMaxClockInfo(gpu.handle, nvml::kClockSm, &value)))
            gpu.smClockMaxMegahertz = value;
        if (ok(api.deviceGetMaxClockInfo(gpu.handle, nvml::kClockMemory, &value)))
            gpu.memoryClockMaxMegahertz = value;
    }
}

int NvmlBackend::deviceCount() const
{
    return static_cast<int>(gpus_.size());
}

NvmlBackend::Gpu *NvmlBackend::gpu(int index)
{
    if (!library_ || index < 0 || index >= deviceCount())
        return nullptr;
    return &gpus_[static_cast<std::size_t>(index)];
}

DeviceInfo NvmlBackend::deviceInfo(int index) const
{
    if (index < 0 || index >= deviceCount())
        return DeviceInfo{};
    DeviceInfo info = gpus_[static_cast<std::size_t>(index)].info;
    info.backendIndex = index;
    return info;
}

void NvmlBackend::fillSample(Gpu &gpu, Sample &sample)
{
    using enum MetricId;
    const NvmlFunctions &api = library_->api;
    const nvml::Device h = gpu.handle;
    ReadStatus read;
    unsigned int value = 0;
    unsigned long long wide = 0;

    if (read.call(api.deviceGetTemperature, QT_TRANSLATE_NOOP("NvmlBackend", "temperature"), h, nvml::kTemperatureGpu, &value))
        sample.set(TemperatureEdge, static_cast<double>(value));
    if (read.call(api.deviceGetPowerUsage, QT_TRANSLATE_NOOP("NvmlBackend", "power"), h, &value))
        sample.set(PowerAverage, milliToUnit(value));
    if (read.call(api.deviceGetEnforcedPowerLimit, QT_TRANSLATE_NOOP("NvmlBackend", "power limit"), h, &value))
        sample.set(PowerCap, milliToUnit(value));
    if (read.call(api.deviceGetClockInfo, QT_TRANSLATE_NOOP("NvmlBackend", "SM clock"), h, nvml::kClockSm, &value))
        sample.set(GfxClock, static_cast<double>(value));
    if (read.call(api.deviceGetClockInfo, QT_TRANSLATE_NOOP("NvmlBackend", "memory clock"), h, nvml::kClockMemory, &value))
        sample.set(MemoryClock, static_cast<double>(value));
    nvml::Utilization utilization{};
    if (read.call(api.deviceGetUtilizationRates, QT_TRANSLATE_NOOP("NvmlBackend", "utilization"), h, &utilization)) {
        sample.set(GpuBusy, static_cast<double>(utilization.gpu));
        sample.set(MemoryBusy, static_cast<double>(utilization.memory));
    }
    // The _v2 call leaves out the memory the driver reserves for itself, as
    // nvidia-smi's "used" does; the first version counts it as used.
    nvml::MemoryV2 memoryV2{};
    memoryV2.version = nvml::kMemoryV2Version;
    nvml::Memory memory{};
    if (read.call(api.deviceGetMemoryInfoV2, QT_TRANSLATE_NOOP("NvmlBackend", "memory"), h, &memoryV2)) {
        sample.set(VramUsed, static_cast<double>(memoryV2.used));
        sample.set(VramTotal, static_cast<double>(memoryV2.total));
    } else if (read.call(api.deviceGetMemoryInfo, QT_TRANSLATE_NOOP("NvmlBackend", "memory"), h, &memory)) {
        sample.set(VramUsed, static_cast<double>(memory.used));
        sample.set(VramTotal, static_cast<double>(memory.total));
    }
    if (read.call(api.deviceGetFanSpeed, QT_TRANSLATE_NOOP("NvmlBackend", "fan"), h, &value))
        sample.set(FanPercent, static_cast<double>(value));
    int pstate = nvml::kPstateUnknown;
    if (read.call(api.deviceGetPerformanceState, QT_TRANSLATE_NOOP("NvmlBackend", "performance state"), h, &pstate)
        && pstate >= 0 && pstate < nvml::kPstateUnknown)
        sample.set(PerformanceState, static_cast<double>(pstate));
    if (read.call(api.deviceGetClocksEventReasons, QT_TRANSLATE_NOOP("NvmlBackend", "clock event reasons"), h, &wide))
        sample.set(ThrottleStatus, static_cast<double>(nvml::throttleReasonsFromClockEvents(wide)));
    if (read.call(api.deviceGetCurrPcieLinkGeneration, QT_TRANSLATE_NOOP("NvmlBackend", "PCIe link generation"), h, &value))
        sample.set(PcieLinkSpeed, nvml::pcieGenerationToGigaTransfersPerSecond(value));
    if (read.call(api.deviceGetCurrPcieLinkWidth, QT_TRANSLATE_NOOP("NvmlBackend", "PCIe link width"), h, &value) && value > 0)
        sample.set(PcieLinkWidth, static_cast<double>(value));
    if (read.call(api.deviceGetTotalEnergyConsumption, QT_TRANSLATE_NOOP("NvmlBackend", "energy"), h, &wide))
        sample.set(EnergyConsumed, milliToUnit(wide));

    if (read.lost) {
        gpu.lost = true;
        gpu.lostMessage = read.problems.join(QStringLiteral("; "));
        sample.clearAll();
        sample.setState(DeviceState::Lost, gpu.lostMessage);
        return;
    }
    if (read.uninitialized || (read.successes == 0 && !read.problems.isEmpty())) {
        sample.clearAll();
        sample.setState(DeviceState::Error, read.problems.join(QStringLiteral("; ")));
        return;
    }
    sample.set(TemperatureEdgeCritical, gpu.slowdownCelsius);
    sample.set(TemperatureEdgeEmergency, gpu.shutdownCelsius);
    sample.set(PowerCapMin, gpu.powerCapMinWatts);
    sample.set(PowerCapMax, gpu.powerCapMaxWatts);
    sample.set(PowerCapDefault, gpu.powerCapDefaultWatts);
    sample.set(GfxClockMax, gpu.smClockMaxMegahertz);
    sample.set(MemoryClockMax, gpu.memoryClockMaxMegahertz);
    sample.setState(DeviceState::Ok, read.problems.join(QStringLiteral("; ")));
}

Sample NvmlBackend::readSample(int index)
{
    Sample sample(index, 0);
    Gpu *g = gpu(index);
    if (!g) {
        sample.setState(DeviceState::Lost, NvmlBackendTr::tr("There is no NVIDIA GPU %1.").arg(index));
        return sample;
    }
    if (g->lost) { // NVML answers nothing but "lost" until the GPU is back
        sample.setState(DeviceState::Lost, g->lostMessage);
        return sample;
    }
    fillSample(*g, sample);
    return sample;
}

bool NvmlBackend::recover()
{
    if (!library_)
        return false;
    const NvmlFunctions &api = library_->api;
    bool changed = false;
    for (Gpu &lostGpu : gpus_) {
        if (!lostGpu.lost)
            continue;
        unsigned int count = 0;
        nvml::Return rc = api.deviceGetCount(&count);
        if (rc == nvml::ErrorUninitialized && library_->reinitialize() == nvml::Success)
            rc = api.deviceGetCount(&count);
        if (rc != nvml::Success)
            return changed;
        // The GPU may come back under another index: find it by its UUID,
        // or by its PCI address when it has no UUID.
        for (unsigned int i = 0; i < count; ++i) {
            nvml::Device handle = nullptr;
            if (api.deviceGetHandleByIndex(i, &handle) != nvml::Success)
                continue;
            const DeviceInfo found = readIdentity(handle, lostGpu.info.driverVersion, QString());
            const bool same = !lostGpu.info.uniqueId.isEmpty() ? found.uniqueId == lostGpu.info.uniqueId
                                                                 : found.pciBusId == lostGpu.info.pciBusId;
            if (!same)
                continue;
            Gpu candidate = lostGpu;
            candidate.handle = handle;
            candidate.lost = false;
            Sample probe;
            fillSample(candidate, probe);
            if (!candidate.lost) {
                lostGpu = candidate;
                lostGpu.lostMessage.clear();
                changed = true;
            }
            break;
        }
    }
    return changed;
}

} // namespace rocmtune
