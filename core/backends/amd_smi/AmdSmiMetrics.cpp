// SPDX-License-Identifier: GPL-3.0-or-later
// One full Sample through AMD SMI: every catalogue metric the library offers
// for the card, in the catalogue's units, each through its own call
// (AmdSmiMetricCalls.cpp), limits and settings every kLimitRefreshSamples
// samples. What the library has no call for (the voltage-regulator
// temperatures and the throttle reasons of gpu_metrics) comes from our own
// gpu_metrics decoder, as in the rocm-smi backend. Between full reads a tick
// reads one gpu_metrics table instead (AmdSmiTickPath.cpp).
#include "core/backends/amd_smi/AmdSmiReader.h"

#include "core/backends/amdgpu_metrics/GpuMetricsSources.h"
#include "core/backends/rocm_smi/AmdgpuFileParsers.h"

namespace rocmtune {

namespace {

// Blocks of amdsmi_gpu_block_t in bit order, by the driver's names
// (amdgpu_ras.c ras_block_string), as EccStatus names them.
constexpr const char *kRasBlocks[] = {"umc", "sdma", "gfx", "mmhub", "athub", "pcie_bif", "hdp", "xgmi_wafl", "df", "smn",
                                      "sem", "mp0", "mp1", "fuse", "mca", "vcn", "jpeg", "ih", "mpio"};

constexpr MetricId kLimitMetrics[] = {
    MetricId::TemperatureEdgeCritical,  MetricId::TemperatureJunctionCritical,  MetricId::TemperatureMemoryCritical,
    MetricId::TemperatureEdgeEmergency, MetricId::TemperatureJunctionEmergency, MetricId::TemperatureMemoryEmergency,
    MetricId::PowerCapDefault,          MetricId::PowerCapMin,                  MetricId::PowerCapMax,
    MetricId::VramTotal,                MetricId::PowerProfile,
    // Settings and slow values, refreshed with the limits (and after every
    // write): each of the video clocks costs ~90 µs (the library parses
    // gpu_metrics per call), BENCHMARKS.md.
    MetricId::PowerCap,                 MetricId::OverdrivePercent,             MetricId::SocClock,
    MetricId::FabricClock,              MetricId::VideoClock,                   MetricId::DecodeClock,
    MetricId::PcieReplayCount,
};

std::optional<PowerProfile> profileFromMask(std::uint64_t mask)
{
    switch (mask) {
    case amdsmi::ProfileBootupDefault: return PowerProfile::BootupDefault;
    case amdsmi::Profile3dFullScreen: return PowerProfile::FullScreen3D;
    case amdsmi::ProfilePowerSaving: return PowerProfile::PowerSaving;
    case amdsmi::ProfileVideo: return PowerProfile::Video;
    case amdsmi::ProfileVr: return PowerProfile::VirtualReality;
    case amdsmi::ProfileCompute: return PowerProfile::Compute;
    case amdsmi::ProfileCustom: return PowerProfile::Custom;
    default: return std::nullopt;
    }
}

} // namespace

using amdsmi_detail::Reader;

void AmdSmiBackend::readMetrics(Gpu &gpu, Sample &sample)
{
    const AmdSmiFunctions &api = library_->api;
    const amdsmi::ProcessorHandle h = gpu.handle;
    const bool limits = gpu.samplesSinceLimits < 0 || gpu.samplesSinceLimits >= kLimitRefreshSamples;
    if (limits) {
        gpu.limits = Sample();
        gpu.samplesSinceLimits = 0;
    }
    ++gpu.samplesSinceLimits;

    // Temperatures, their limits with the settings.
    {
        struct Sensor {
            amdsmi::TemperatureType type;
            MetricId current;
            std::optional<MetricId> critical, emergency;
        };
        static constexpr Sensor kSensors[] = {
            {amdsmi::TempEdge, MetricId::TemperatureEdge, MetricId::TemperatureEdgeCritical, MetricId::TemperatureEdgeEmergency},
            {amdsmi::TempHotspot, MetricId::TemperatureJunction, MetricId::TemperatureJunctionCritical, MetricId::TemperatureJunctionEmergency},
            {amdsmi::TempVram, MetricId::TemperatureMemory, MetricId::TemperatureMemoryCritical, MetricId::TemperatureMemoryEmergency},
            {amdsmi::TempHbm0, MetricId::TemperatureHbm0, std::nullopt, std::nullopt},
            {amdsmi::TempHbm1, MetricId::TemperatureHbm1, std::nullopt, std::nullopt},
            {amdsmi::TempHbm2, MetricId::TemperatureHbm2, std::nullopt, std::nullopt},
            {amdsmi::TempHbm3, MetricId::TemperatureHbm3, std::nullopt, std::nullopt},
        };
        for (const Sensor &s : kSensors) {
            // A sensor the card lacks (HBM on RDNA) costs ~80 µs a call to
            // learn again: it is asked with the limits only.
            if (!limits && gpu.missingSensors.test(static_cast<std::size_t>(s.type)))
                continue;
            readOne(gpu, s.current, sample);
            if (!limits || !s.critical || !api.tempMetric || !gpu.safe(AmdSmiCall::Temperatures))
                continue;
            int64_t celsius = 0;
            if (api.tempMetric(h, s.type, amdsmi::TempCritical, &celsius) == amdsmi::Success)
                gpu.limits.set(*s.critical, static_cast<double>(celsius));
            if (api.tempMetric(h, s.type, amdsmi::TempEmergency, &celsius) == amdsmi::Success)
                gpu.limits.set(*s.emergency, static_cast<double>(celsius));
        }
    }

    readPower(gpu, sample);
    if (limits)
        readPowerCap(gpu, gpu.limits);
    // GFX / memory clock (with min/max) every sample; SOCCLK, FCLK, VCLK,
    // DCLK with the settings.
    for (MetricId id : {MetricId::GfxClock, MetricId::MemoryClock})
        readOne(gpu, id, sample);
    if (limits) {
        for (MetricId id : {MetricId::SocClock, MetricId::FabricClock, MetricId::VideoClock, MetricId::DecodeClock})
            readOne(gpu, id, gpu.limits);
    }
    for (MetricId id : {MetricId::GpuBusy, MetricId::MemoryBusy, MetricId::VramUsed})
        readOne(gpu, id, sample);
    uint64_t bytes = 0;
    if (limits && gpu.safe(AmdSmiCall::Activity) && api.memoryTotal && api.memoryTotal(h, amdsmi::MemVram, &bytes) == amdsmi::Success && bytes > 0)
        gpu.limits.set(MetricId::VramTotal, static_cast<double>(bytes));
    // Fan (RPM, duty as a share of the PWM maximum), GFX voltage (mV).
    readOne(gpu, MetricId::FanRpm, sample);
    if (limits && api.fanSpeedMax && gpu.safe(AmdSmiCall::Fan)) {
        uint64_t max = 0;
        gpu.fanMaxPwm.reset();
        if (api.fanSpeedMax(h, 0, &max) == amdsmi::Success && max > 0)
            gpu.fanMaxPwm = max;
    }
    for (MetricId id : {MetricId::FanPercent, MetricId::GfxVoltage, MetricId::PerformanceLevel})
        readOne(gpu, id, sample);
    if (limits) {
        readOne(gpu, MetricId::OverdrivePercent, gpu.limits);
        readProfile(gpu, gpu.limits);
        readOne(gpu, MetricId::PcieReplayCount, gpu.limits);
    }
    readOne(gpu, MetricId::PcieLinkSpeed, sample);
    readOne(gpu, MetricId::EnergyConsumed, sample);

    // What the library has no call for: our gpu_metrics decoder.
    if (const auto table = gpu.files.readDeviceFile(QStringLiteral("gpu_metrics"))) {
        if (const auto reasons = amdgpu::throttleReasonsFromGpuMetrics(*table))
            sample.set(MetricId::ThrottleStatus, static_cast<double>(*reasons));
        if (const auto decoded = amdgpu::decodeGpuMetrics(*table))
            setTableMetrics(sample, *decoded);
    }

    // ECC per RAS block, with the limits: each count makes the driver ask the firmware.
    if (limits) {
        EccStatus ecc;
        uint64_t enabledMask = 0;
        if (gpu.safe(AmdSmiCall::Ecc) && api.eccEnabled && api.eccCount && api.eccEnabled(h, &enabledMask) == amdsmi::Success) {
            ecc.available = true;
            for (std::size_t bit = 0; bit < std::size(kRasBlocks); ++bit) {
                EccBlockCounts block;
                block.block = QLatin1String(kRasBlocks[bit]);
                block.enabled = (enabledMask >> bit) & 1u;
                if (!block.enabled)
                    continue;
                amdsmi::ErrorCount counts{};
                if (api.eccCount(h, std::uint64_t{1} << bit, &counts) == amdsmi::Success) {
                    block.correctable = counts.correctable_count;
                    block.uncorrectable = counts.uncorrectable_count;
                }
                ecc.blocks.push_back(block);
            }
        }
        gpu.limits.setEcc(ecc);
    }
    sample.setEcc(gpu.limits.ecc());
    for (MetricId id : kLimitMetrics) {
        if (gpu.limits.has(id))
            sample.set(id, *gpu.limits.value(id));
    }
}

void AmdSmiBackend::readPowerCap(Gpu &gpu, Sample &into)
{
    const AmdSmiFunctions &api = library_->api;
    if (!api.powerCapInfo || !gpu.safe(AmdSmiCall::Power))
        return;
    amdsmi::PowerCapInfo cap{};
    const amdsmi::Status status = api.powerCapInfo(gpu.handle, 0, &cap);
    // 6.1.2 answers a missing power1_cap with SUCCESS and 0 W: not available.
    if (status != amdsmi::Success || cap.power_cap > 0)
        Reader(gpu, api, into).record(MetricId::PowerCap, status, [&] { return cap.power_cap / 1e6; });
    if (status != amdsmi::Success)
        return;
    if (cap.default_power_cap > 0)
        into.set(MetricId::PowerCapDefault, cap.default_power_cap / 1e6);
    if (cap.max_power_cap > 0) {
        into.set(MetricId::PowerCapMin, cap.min_power_cap / 1e6);
        into.set(MetricId::PowerCapMax, cap.max_power_cap / 1e6);
    }
}

void AmdSmiBackend::readProfile(Gpu &gpu, Sample &into)
{
    amdsmi::PowerProfileStatus profiles{};
    QString why;
    if (powerProfiles(gpu, &profiles, &why) == amdsmi::Success) {
        if (const auto current = profileFromMask(profiles.current))
            into.set(MetricId::PowerProfile, static_cast<double>(static_cast<int>(*current)));
    }
    if (!why.isEmpty())
        Reader(gpu, library_->api, into).recordMessage(MetricId::PowerProfile, why);
}

void AmdSmiBackend::setTableMetrics(Sample &sample, const amdgpu::GpuMetrics &table)
{
    sample.set(MetricId::TemperatureVrGfx, table.temperatureVrGfxCelsius);
    sample.set(MetricId::TemperatureVrSoc, table.temperatureVrSocCelsius);
    sample.set(MetricId::TemperatureVrMem, table.temperatureVrMemCelsius);
    // VCLK0/DCLK0 as amd-smi shows them: the table's current values, on
    // every tick (no pp_dpm_vclk/dclk file on most cards).
    if (table.currentVclkMegahertz)
        sample.set(MetricId::VideoClock, table.currentVclkMegahertz);
    if (table.currentDclkMegahertz)
        sample.set(MetricId::DecodeClock, table.currentDclkMegahertz);
}

} // namespace rocmtune
