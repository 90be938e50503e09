// SPDX-License-Identifier: GPL-3.0-or-later
// One metric through its AMD SMI call (or, where 6.1.2 has none, the file
// the rocm-smi backend reads): what a full read does for every metric and a
// table tick does for the few the table lacks (README.md, "Per-tick cost").
#include "core/backends/amd_smi/AmdSmiReader.h"

#include "core/backends/amdgpu_metrics/GpuMetricsTable.h"
#include "core/backends/rocm_smi/AmdgpuDriverReads.h"
#include "core/backends/rocm_smi/AmdgpuFileParsers.h"

namespace rocmtune {

using amdsmi_detail::Reader;

namespace {

std::optional<amdsmi::TemperatureType> temperatureType(MetricId id)
{
    switch (id) {
    case MetricId::TemperatureEdge: return amdsmi::TempEdge;
    case MetricId::TemperatureJunction: return amdsmi::TempHotspot;
    case MetricId::TemperatureMemory: return amdsmi::TempVram;
    case MetricId::TemperatureHbm0: return amdsmi::TempHbm0;
    case MetricId::TemperatureHbm1: return amdsmi::TempHbm1;
    case MetricId::TemperatureHbm2: return amdsmi::TempHbm2;
    case MetricId::TemperatureHbm3: return amdsmi::TempHbm3;
    default: return std::nullopt;
    }
}

std::optional<amdsmi::ClockType> clockType(MetricId id)
{
    switch (id) {
    case MetricId::GfxClock: return amdsmi::ClkGfx;
    case MetricId::MemoryClock: return amdsmi::ClkMem;
    case MetricId::SocClock: return amdsmi::ClkSoc;
    case MetricId::FabricClock: return amdsmi::ClkDf;
    case MetricId::VideoClock: return amdsmi::ClkVclk0;
    case MetricId::DecodeClock: return amdsmi::ClkDclk0;
    default: return std::nullopt;
    }
}

} // namespace

void AmdSmiBackend::readOne(Gpu &gpu, MetricId id, Sample &into)
{
    const AmdSmiFunctions &api = library_->api;
    const amdsmi::ProcessorHandle h = gpu.handle;
    Reader read(gpu, api, into);
    int64_t value = 0;

    // Temperatures: whole °C. The header documents millidegrees, but 6.1.2
    // divides the driver's m°C by 1000 itself (checked against planted files
    // in tests/integration/amd_smi/AmdSmiBackendTest.cpp).
    if (const auto type = temperatureType(id)) {
        if (!api.tempMetric || !gpu.safe(AmdSmiCall::Temperatures))
            return;
        const amdsmi::Status status = api.tempMetric(h, *type, amdsmi::TempCurrent, &value);
        gpu.missingSensors.set(static_cast<std::size_t>(*type), status == amdsmi::NotSupported);
        read.record(id, status, [&] { return static_cast<double>(value); });
        return;
    }
    // Clocks: the DPM table (Hz) with the current level (AmdSmiFileGuards.cpp
    // decides between the library and our parser); GFX and memory with min/max.
    if (const auto type = clockType(id)) {
        amdsmi::Frequencies f{};
        QString why;
        const amdsmi::Status status = clockTable(gpu, *type, &f, &why);
        const uint32_t n = std::min<uint32_t>(f.num_supported, amdsmi::MaxFrequencies);
        if (!why.isEmpty()) {
            read.recordMessage(id, why);
            return;
        }
        if (status == amdsmi::Success && (n == 0 || f.current >= n))
            return; // no level marked current: not available
        read.record(id, status, [&] { return f.frequency[f.current] / 1e6; });
        if (status != amdsmi::Success || (id != MetricId::GfxClock && id != MetricId::MemoryClock))
            return;
        // A deep-sleep entry (has_deep_sleep) is the first one; it is not a
        // level the clock can be held at.
        const uint32_t first = f.has_deep_sleep && n > 1 ? 1 : 0;
        uint64_t lo = f.frequency[first], hi = f.frequency[first];
        for (uint32_t i = first; i < n; ++i) {
            lo = std::min(lo, f.frequency[i]);
            hi = std::max(hi, f.frequency[i]);
        }
        const bool gfx = id == MetricId::GfxClock;
        into.set(gfx ? MetricId::GfxClockMin : MetricId::MemoryClockMin, lo / 1e6);
        into.set(gfx ? MetricId::GfxClockMax : MetricId::MemoryClockMax, hi / 1e6);
        return;
    }

    switch (id) {
    case MetricId::PowerAverage:
        readPower(gpu, into);
        break;
    case MetricId::GpuBusy:
    case MetricId::MemoryBusy:
        if (api.activity && gpu.safe(AmdSmiCall::Activity)) {
            amdsmi::EngineUsage usage{};
            const amdsmi::Status status = api.activity(h, &usage);
            read.record(id, status, [&] { return id == MetricId::GpuBusy ? usage.gfx_activity : usage.umc_activity; });
        }
        break;
    case MetricId::VramUsed:
        if (api.memoryUsage && gpu.safe(AmdSmiCall::Activity)) {
            uint64_t bytes = 0;
            read.fetch(id, [&] { return api.memoryUsage(h, amdsmi::MemVram, &bytes); }, [&] { return bytes; });
        }
        break;
    case MetricId::FanRpm:
        if (api.fanRpms && gpu.safe(AmdSmiCall::Fan))
            read.fetch(id, [&] { return api.fanRpms(h, 0, &value); }, [&] { return value; });
        break;
    case MetricId::FanPercent:
        if (api.fanSpeed && gpu.safe(AmdSmiCall::Fan) && gpu.fanMaxPwm)
            read.fetch(id, [&] { return api.fanSpeed(h, 0, &value); }, [&] { return 100.0 * value / static_cast<double>(*gpu.fanMaxPwm); });
        break;
    case MetricId::GfxVoltage:
        if (api.voltMetric && gpu.safe(AmdSmiCall::Voltage))
            read.fetch(id, [&] { return api.voltMetric(h, amdsmi::VoltVddgfx, amdsmi::VoltCurrent, &value); }, [&] { return value; });
        break;
    case MetricId::PerformanceLevel:
        if (api.perfLevel && gpu.safe(AmdSmiCall::PerfLevel)) {
            uint32_t level = amdsmi::PerfUnknown;
            const amdsmi::Status status = api.perfLevel(h, &level);
            if (status == amdsmi::Success && level > amdsmi::PerfDeterminism)
                read.record(id, amdsmi::UnexpectedData, [] { return 0.0; });
            else
                read.record(id, status, [&] { return level; });
        }
        break;
    case MetricId::OverdrivePercent:
        if (api.overdriveLevel && gpu.safe(AmdSmiCall::PerfLevel)) {
            uint32_t percent = 0;
            read.fetch(id, [&] { return api.overdriveLevel(h, &percent); }, [&] { return percent; });
        }
        break;
    case MetricId::PcieLinkSpeed:
    case MetricId::PcieLinkWidth:
        readPcie(gpu, into);
        break;
    case MetricId::PcieReplayCount:
        if (api.pciReplayCounter && gpu.safe(AmdSmiCall::Pcie)) {
            uint64_t replays = 0;
            read.fetch(id, [&] { return api.pciReplayCounter(h, &replays); }, [&] { return replays; });
        }
        break;
    case MetricId::EnergyConsumed:
        if (api.energyCount && gpu.safe(AmdSmiCall::Energy)) {
            uint64_t counter = 0, timestamp = 0;
            float resolutionMicrojoules = 0;
            const amdsmi::Status status = api.energyCount(h, &counter, &resolutionMicrojoules, &timestamp);
            if (status == amdsmi::Success && resolutionMicrojoules > 0)
                gpu.table.energyResolutionMicrojoules = resolutionMicrojoules;
            // A resolution of 0 means the library found no energy counter.
            if (status != amdsmi::Success || resolutionMicrojoules > 0)
                read.record(id, status, [&] { return counter * static_cast<double>(resolutionMicrojoules) / 1e6; });
        }
        break;
    case MetricId::ThrottleStatus:
        // No call in the C API outside amdsmi_gpu_metrics_t: our decoder.
        if (const auto table = gpu.files.readDeviceFile(QStringLiteral("gpu_metrics"))) {
            if (const auto reasons = amdgpu::throttleReasonsFromGpuMetrics(*table))
                into.set(id, static_cast<double>(*reasons));
        }
        break;
    default: break;
    }
}

void AmdSmiBackend::readPower(Gpu &gpu, Sample &into)
{
    const AmdSmiFunctions &api = library_->api;
    Reader read(gpu, api, into);
    // Watts. 6.1.2 answers NOT_SUPPORTED when gpu_metrics has no
    // current_socket_power (RDNA3, MI200) but has filled average_socket_power
    // from power1_average: that field is taken when it holds a reading.
    if (api.powerInfo && gpu.safe(AmdSmiCall::Power)) {
        amdsmi::PowerInfo power{};
        const amdsmi::Status status = api.powerInfo(gpu.handle, &power);
        const bool averageRead = power.average_socket_power != 0xFFFF && power.average_socket_power != 0xFFFFFFFFu;
        if ((status == amdsmi::Success || status == amdsmi::NotSupported) && averageRead && (status == amdsmi::Success || power.average_socket_power > 0))
            into.set(MetricId::PowerAverage, static_cast<double>(power.average_socket_power));
        else if (status != amdsmi::Success)
            read.record(MetricId::PowerAverage, status, [] { return 0.0; });
    }
    // smu_v13_0_6 (MI300X): board power only in power1_input, which 6.1.2
    // does not read; we do (as the rocm-smi backend).
    if (!into.has(MetricId::PowerAverage))
        into.set(MetricId::PowerAverage, amdgpu::readHwmonPowerInputWatts(gpu.files));
}

void AmdSmiBackend::readPcie(Gpu &gpu, Sample &into)
{
    // The current level of the library's table; without pp_dpm_pcie levels
    // (MI300X) the PCI core's current_link_speed / _width, which 6.1.2 does
    // not read.
    double speed = 0;
    int lanes = 0;
    QString why;
    const amdsmi::Status status = pcieLevel(gpu, &speed, &lanes, &why);
    if (status == amdsmi::Success) {
        into.set(MetricId::PcieLinkSpeed, speed);
        into.set(MetricId::PcieLinkWidth, static_cast<double>(lanes));
        return;
    }
    if (!why.isEmpty())
        Reader(gpu, library_->api, into).recordMessage(MetricId::PcieLinkSpeed, why);
    if (gpu.files.deviceFileExists(QStringLiteral("pp_dpm_pcie")))
        return;
    if (const auto link = amdgpu::readPciCoreLink(gpu.files)) {
        into.set(MetricId::PcieLinkSpeed, link->first);
        into.set(MetricId::PcieLinkWidth, static_cast<double>(link->second));
    }
}

} // namespace rocmtune
