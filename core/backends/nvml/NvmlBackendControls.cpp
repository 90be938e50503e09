// SPDX-License-Identifier: GPL-3.0-or-later
// NvmlBackend's write side: the power limit and locked GPU clocks. The tuning
// layer validates requests against readControls() before it calls a setter;
// the setters check the driver's limits again.
#include "core/backends/DriverValues.h"
#include "core/backends/nvml/NvmlBackend.h"
#include "core/backends/nvml/NvmlBackendTr.h"

#include <QCoreApplication>

#include <algorithm>
#include <cmath>

namespace rocmtune {

const QVector<int> &NvmlBackend::supportedGfxClocks(Gpu &g)
{
    if (g.supportedGfxClocksMegahertz)
        return *g.supportedGfxClocksMegahertz;
    g.supportedGfxClocksMegahertz = QVector<int>();
    const NvmlFunctions &api = library_->api;
    if (!api.deviceGetSupportedMemoryClocks || !api.deviceGetSupportedGraphicsClocks) {
        g.supportedGfxClocksProblem = nvmlErrorText(nvml::ErrorFunctionNotFound);
        return *g.supportedGfxClocksMegahertz;
    }
    // NVML's list calls: count in = room in the array, count out = entries
    // (or the room needed, with ErrorInsufficientSize).
    auto list = [](auto &&call, QString *problem) {
        std::vector<unsigned int> values(256);
        unsigned int count = static_cast<unsigned int>(values.size());
        nvml::Return rc = call(&count, values.data());
        if (rc == nvml::ErrorInsufficientSize && count > values.size()) {
            values.resize(count);
            rc = call(&count, values.data());
        }
        if (rc != nvml::Success) {
            *problem = nvmlErrorText(rc);
            count = 0;
        }
        values.resize(std::min<std::size_t>(count, values.size()));
        return values;
    };
    const auto memoryClocks = list([&](unsigned int *n, unsigned int *v) { return api.deviceGetSupportedMemoryClocks(g.handle, n, v); },
                                   &g.supportedGfxClocksProblem);
    if (memoryClocks.empty())
        return *g.supportedGfxClocksMegahertz;
    const unsigned int topMemoryClock = *std::max_element(memoryClocks.begin(), memoryClocks.end());
    const auto gfxClocks = list([&](unsigned int *n, unsigned int *v) {
        return api.deviceGetSupportedGraphicsClocks(g.handle, topMemoryClock, n, v);
    }, &g.supportedGfxClocksProblem);
    QVector<int> sorted;
    for (unsigned int mhz : gfxClocks)
        sorted.push_back(static_cast<int>(mhz));
    std::sort(sorted.begin(), sorted.end());
    sorted.erase(std::unique(sorted.begin(), sorted.end()), sorted.end());
    g.supportedGfxClocksMegahertz = sorted;
    return *g.supportedGfxClocksMegahertz;
}

ControlState NvmlBackend::readControls(int index)
{
    ControlState state;
    Gpu *g = gpu(index);
    if (!g || g->lost)
        return state;
    const NvmlFunctions &api = library_->api;
    auto toMicro = [](unsigned int milliwatts) { return static_cast<quint64>(milliwatts) * 1000u; };

    unsigned int current = 0, defaultLimit = 0, low = 0, high = 0;
    nvml::Return rc = api.deviceGetPowerManagementLimit ? api.deviceGetPowerManagementLimit(g->handle, &current)
                                                        : nvml::ErrorFunctionNotFound;
    if (rc == nvml::Success && api.deviceGetPowerManagementDefaultLimit)
        rc = api.deviceGetPowerManagementDefaultLimit(g->handle, &defaultLimit);
    if (rc == nvml::Success && api.deviceGetPowerManagementLimitConstraints)
        rc = api.deviceGetPowerManagementLimitConstraints(g->handle, &low, &high);
    if (rc == nvml::Success && !api.deviceSetPowerManagementLimit)
        rc = nvml::ErrorFunctionNotFound;
    if (rc == nvml::Success)
        state.perControl.set(PowerCapControl{toMicro(current), toMicro(defaultLimit), toMicro(low), toMicro(high)});
    else
        state.unsupportedReasons.insert(ControlId::PowerCap, NvmlBackendTr::tr("The power limit cannot be read: %1").arg(nvmlErrorText(rc)));

    const QVector<int> &clocks = supportedGfxClocks(*g);
    if (!clocks.isEmpty() && api.deviceSetGpuLockedClocks && api.deviceResetGpuLockedClocks) {
        ClockRangeControl gfx;
        gfx.allowedMinMegahertz = clocks.constFirst();
        gfx.allowedMaxMegahertz = clocks.constLast();
        gfx.currentMinMegahertz = g->lockedGfxClocksMegahertz ? g->lockedGfxClocksMegahertz->first : gfx.allowedMinMegahertz;
        gfx.currentMaxMegahertz = g->lockedGfxClocksMegahertz ? g->lockedGfxClocksMegahertz->second : gfx.allowedMaxMegahertz;
        gfx.dpmLevelsMegahertz = clocks;
        gfx.rangeSettable = true;
        gfx.levelMaskSettable = false;
        setClockControl(&state, ClockDomain::Gfx, gfx);
    } else {
        state.unsupportedReasons.insert(ControlId::GfxClockRange,
                                        NvmlBackendTr::tr("This GPU does not offer locked clocks through NVML: %1")
                                            .arg(g->supportedGfxClocksProblem.isEmpty() ? nvmlErrorText(nvml::ErrorFunctionNotFound)
                                                                                        : g->supportedGfxClocksProblem));
    }
    state.unsupportedReasons.insert(ControlId::MemoryClockRange, NvmlBackendTr::tr("ROCm Tune does not lock memory clocks of NVIDIA GPUs."));
    state.unsupportedReasons.insert(ControlId::PowerProfile, NvmlBackendTr::tr("NVIDIA GPUs have no power profiles."));
    state.unsupportedReasons.insert(ControlId::Overdrive, NvmlBackendTr::tr("NVIDIA GPUs have no overdrive percentage."));
    // The amdgpu driver's standalone values (the voltage offset, RDNA4's clock offset): no NVIDIA driver has them.
    for (const DriverValueInfo &value : driverValueCatalogue())
        state.notOfThisGeneration << value.id;
    if (api.deviceResetGpuLockedClocks) {
        // "Manual" while this backend holds a clock lock, "auto" otherwise.
        state.perControl.set(PerfLevelControl{g->lockedGfxClocksMegahertz ? PerfLevel::Manual : PerfLevel::Auto,
                                              {PerfLevel::Auto, PerfLevel::Manual}});
    } else {
        state.unsupportedReasons.insert(ControlId::PerfLevel, nvmlErrorText(nvml::ErrorFunctionNotFound));
    }
    state.criticalTemperatureCelsius = g->slowdownCelsius;
    unsigned int celsius = 0;
    if (api.deviceGetTemperature && api.deviceGetTemperature(g->handle, nvml::kTemperatureGpu, &celsius) == nvml::Success)
        state.currentTemperatureCelsius = celsius;
    return state;
}

WriteResult NvmlBackend::unavailable(int index, Gpu **out)
{
    Gpu *g = gpu(index);
    *out = g;
    if (!g)
        return WriteResult::failure(NvmlBackendTr::tr("There is no NVIDIA GPU %1.").arg(index));
    if (g->lost)
        return WriteResult::failure(NvmlBackendTr::tr("The NVIDIA GPU is lost: %1").arg(g->lostMessage));
    return WriteResult::success();
}

WriteResult NvmlBackend::writeFailed(const QString &what, nvml::Return code, Gpu &g)
{
    if (code == nvml::ErrorGpuIsLost) {
        g.lost = true;
        g.lostMessage = nvmlErrorText(code);
    }
    return WriteResult::failure(NvmlBackendTr::tr("%1 failed: %2").arg(what, nvmlErrorText(code)));
}

WriteResult NvmlBackend::setPowerCap(int index, quint64 microwatts)
{
    Gpu *g = nullptr;
    if (WriteResult check = unavailable(index, &g); !check.ok)
        return check;
    const NvmlFunctions &api = library_->api;
    if (!api.deviceSetPowerManagementLimit || !api.deviceGetPowerManagementLimitConstraints)
        return notSupported();
    unsigned int low = 0, high = 0;
    const nvml::Return rc = api.deviceGetPowerManagementLimitConstraints(g->handle, &low, &high);
    if (rc != nvml::Success)
        return writeFailed(NvmlBackendTr::tr("Reading the power limit range"), rc, *g);
    const auto milliwatts = static_cast<unsigned long long>(std::llround(static_cast<double>(microwatts) / 1000.0));
    if (milliwatts < low || milliwatts > high) {
        return WriteResult::failure(NvmlBackendTr::tr("A power limit of %1 W is outside the driver's range %2-%3 W.")
                                        .arg(static_cast<double>(microwatts) / 1e6)
                                        .arg(low / 1000.0)
                                        .arg(high / 1000.0));
    }
    const nvml::Return setRc = api.deviceSetPowerManagementLimit(g->handle, static_cast<unsigned int>(milliwatts));
    return setRc == nvml::Success ? WriteResult::success() : writeFailed(NvmlBackendTr::tr("Setting the power limit"), setRc, *g);
}

WriteResult NvmlBackend::setClockRange(int index, ClockDomain domain, int minMegahertz, int maxMegahertz)
{
    Gpu *g = nullptr;
    if (WriteResult check = unavailable(index, &g); !check.ok)
        return check;
    const NvmlFunctions &api = library_->api;
    if (domain != ClockDomain::Gfx || !api.deviceSetGpuLockedClocks || !api.deviceResetGpuLockedClocks)
        return notSupported();
    const QVector<int> &clocks = supportedGfxClocks(*g);
    if (clocks.isEmpty())
        return notSupported();
    if (minMegahertz > maxMegahertz || minMegahertz < clocks.constFirst() || maxMegahertz > clocks.constLast()) {
        return WriteResult::failure(NvmlBackendTr::tr("The clock range %1-%2 MHz is outside the GPU's supported range %3-%4 MHz.")
                                        .arg(minMegahertz)
                                        .arg(maxMegahertz)
                                        .arg(clocks.constFirst())
                                        .arg(clocks.constLast()));
    }
    // The full range is no lock at all: reset rather than pin the driver to
    // it, so that reverting a change leaves the GPU exactly as it was.
    if (minMegahertz == clocks.constFirst() && maxMegahertz == clocks.constLast()) {
        const nvml::Return rc = api.deviceResetGpuLockedClocks(g->handle);
        if (rc != nvml::Success)
            return writeFailed(NvmlBackendTr::tr("Resetting the locked GPU clocks"), rc, *g);
        g->lockedGfxClocksMegahertz.reset();
        return WriteResult::success();
    }
    const nvml::Return rc = api.deviceSetGpuLockedClocks(g->handle, static_cast<unsigned int>(minMegahertz),
                                                         static_cast<unsigned int>(maxMegahertz));
    if (rc != nvml::Success)
        return writeFailed(NvmlBackendTr::tr("Locking the GPU clocks"), rc, *g);
    g->lockedGfxClocksMegahertz = std::make_pair(minMegahertz, maxMegahertz);
    return WriteResult::success();
}

WriteResult NvmlBackend::setPerfLevel(int index, PerfLevel level)
{
    Gpu *g = nullptr;
    if (WriteResult check = unavailable(index, &g); !check.ok)
        return check;
    const NvmlFunctions &api = library_->api;
    if (!api.deviceResetGpuLockedClocks)
        return notSupported();
    switch (level) {
    case PerfLevel::Auto: {
        const nvml::Return rc = api.deviceResetGpuLockedClocks(g->handle);
        if (rc != nvml::Success)
            return writeFailed(NvmlBackendTr::tr("Resetting the locked GPU clocks"), rc, *g);
        g->lockedGfxClocksMegahertz.reset();
        return WriteResult::success();
    }
    case PerfLevel::Manual:
        // Nothing to switch on NVIDIA: clocks become manual when a range is locked.
        return WriteResult::success();
    default:
        return WriteResult::failure(NvmlBackendTr::tr("NVIDIA GPUs offer only the \"auto\" and \"manual\" performance levels here."));
    }
}

} // namespace rocmtune
