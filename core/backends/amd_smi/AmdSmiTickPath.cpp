// SPDX-License-Identifier: GPL-3.0-or-later
// The amd-smi backend's per-tick path: one gpu_metrics table per card and
// tick through a kept descriptor (decoded by ../amdgpu_metrics/, sources
// decided there, as in the rocm-smi backend), the few values the table lacks
// through their AMD SMI calls, settings every 10th tick, everything per call
// once a minute, after a write and whenever the table cannot be used. A
// runtime-suspended card is not woken. README.md, "Per-tick cost".
#include "core/backends/amd_smi/AmdSmiReader.h"

#include <algorithm>
#include <array>

namespace rocmtune {

namespace {
using Source = amdgpu::GpuMetricsSources::Source;
using amdgpu::kTableMetrics;
} // namespace

// What the AMD SMI backend reads from where on a tick.
namespace amdsmi {

// From the table where it agrees with the call (decided on every full read);
// the HBM temperatures are calls of their own in AMD SMI, and the other
// clock domains and the PCIe replays come from the table where it has them.
constexpr MetricId kOtherDecided[] = {MetricId::TemperatureHbm0, MetricId::TemperatureHbm1, MetricId::TemperatureHbm2,
                                      MetricId::TemperatureHbm3, MetricId::SocClock,        MetricId::FabricClock,
                                      MetricId::PcieReplayCount};
constexpr auto kDecidedMetrics = [] {
    std::array<MetricId, std::size(kTableMetrics) + std::size(kOtherDecided)> all{};
    std::copy(std::begin(kOtherDecided), std::end(kOtherDecided), std::copy(std::begin(kTableMetrics), std::end(kTableMetrics), all.begin()));
    return all;
}();
// Slow values: from their calls with the settings when the table lacks them.
constexpr MetricId kSlowMetrics[] = {MetricId::SocClock, MetricId::FabricClock, MetricId::PcieReplayCount};
// Settings: every kLimitRefreshSamples ticks (and on every full read).
constexpr MetricId kSettingMetrics[] = {
    MetricId::PowerCap,       MetricId::PerformanceLevel, MetricId::OverdrivePercent, MetricId::GfxClockMin,
    MetricId::GfxClockMax,    MetricId::MemoryClockMin,   MetricId::MemoryClockMax,   MetricId::PowerProfile,
};

inline bool isSlow(MetricId id)
{
    return std::find(std::begin(kSlowMetrics), std::end(kSlowMetrics), id) != std::end(kSlowMetrics);
}

inline void copyValues(const Sample &from, Sample &to, std::span<const MetricId> ids)
{
    for (MetricId id : ids) {
        if (const auto v = from.value(id))
            to.set(id, *v);
    }
}

} // namespace amdsmi

void AmdSmiBackend::readTick(Gpu &gpu, Sample &sample)
{
    amdgpu::GpuMetricsSources &t = gpu.table;
    t.attach(gpu.files.deviceDir(), gpu.pciBusId, lcAmdSmi());
    if (amdgpu::perFileForced()) {
        readMetrics(gpu, sample);
        return;
    }
    if (readAsleep(gpu, sample))
        return;
    if (t.ticksSinceFull >= kFullReadSamples)
        gpu.samplesSinceLimits = -1; // the constant limits too
    if (!t.known() || gpu.samplesSinceLimits < 0) {
        readFull(gpu, sample);
        return;
    }
    ++t.ticksSinceFull;
    const bool settingsDue = gpu.samplesSinceLimits >= kLimitRefreshSamples;
    const auto table = t.readTable(settingsDue);
    if (!table) {
        // Absent or garbled: this tick through the calls (the reason is logged once).
        readMetrics(gpu, sample);
        return;
    }
    // From its call where the table lacks it this tick; the slow values whose
    // source is their call come with the settings.
    t.readTick(amdsmi::kDecidedMetrics, *table, sample, [&](MetricId id) { readOne(gpu, id, sample); }, amdsmi::isSlow);
    for (MetricId id : amdgpu::kUntabledMetrics) {
        if (t.source(id) != Source::None)
            readOne(gpu, id, sample);
    }
    setTableMetrics(sample, *table);
    if (settingsDue) {
        gpu.samplesSinceLimits = 0;
        readSettings(gpu);
    }
    ++gpu.samplesSinceLimits;
    // The limits of the last full read, over the sample as on a full read
    // (VCLK / DCLK too: the library's, where it has them), except where the
    // table is this tick's source.
    for (const MetricInfo &info : metricCatalogue()) {
        if (gpu.limits.has(info.id) && !(t.source(info.id) == Source::Table && sample.has(info.id)))
            sample.set(info.id, *gpu.limits.value(info.id));
    }
    amdsmi::copyValues(gpu.settings, sample, amdsmi::kSettingMetrics);
    for (MetricId id : amdsmi::kSlowMetrics) {
        if (t.source(id) == Source::File || !sample.has(id))
            amdsmi::copyValues(gpu.settings, sample, std::array{id});
    }
    sample.setEcc(gpu.limits.ecc());
}

void AmdSmiBackend::readFull(Gpu &gpu, Sample &sample)
{
    amdgpu::GpuMetricsSources &t = gpu.table;
    t.attach(gpu.files.deviceDir(), gpu.pciBusId, lcAmdSmi());
    t.averageClocks = gpu.info.gfxArch.startsWith(QLatin1String("gfx11")) || gpu.info.gfxArch.startsWith(QLatin1String("gfx12"));
    readMetrics(gpu, sample);
    if (amdgpu::perFileForced())
        return;
    t.decide(sample, t.readTable(true), amdsmi::kDecidedMetrics);
    for (MetricId id : amdgpu::kUntabledMetrics) {
        if (sample.has(id))
            t.setSource(id, Source::File);
    }
    gpu.settings = Sample();
    amdsmi::copyValues(sample, gpu.settings, amdsmi::kSettingMetrics);
    amdsmi::copyValues(sample, gpu.settings, amdsmi::kSlowMetrics);
    for (Gpu::SettingFile &f : gpu.settingFiles) {
        f.file.reopen(); // a replaced file (test trees) or a device that came back is seen once a minute
        f.known = false;
    }
    t.ticksSinceFull = 0;
}

void AmdSmiBackend::readSettings(Gpu &gpu)
{
    // Each setting with the driver file its call reads; the call is made only
    // when that file's bytes changed since the last time (kept descriptors:
    // no open while nothing changes).
    struct Setting {
        const char *file;
        bool hwmon;
        MetricId id;
    };
    static constexpr Setting kSettings[] = {
        {"power1_cap", true, MetricId::PowerCap},
        {"power_dpm_force_performance_level", false, MetricId::PerformanceLevel},
        {"pp_sclk_od", false, MetricId::OverdrivePercent},
        {"pp_dpm_sclk", false, MetricId::GfxClock},
        {"pp_dpm_mclk", false, MetricId::MemoryClock},
        {"pp_power_profile_mode", false, MetricId::PowerProfile},
        {"pp_dpm_socclk", false, MetricId::SocClock},
        {"pp_dpm_fclk", false, MetricId::FabricClock},
        {"pcie_replay_count", false, MetricId::PcieReplayCount},
    };
    static_assert(std::size(kSettings) == std::tuple_size_v<decltype(gpu.settingFiles)>);
    Sample fresh;
    QByteArray bytes;
    for (std::size_t i = 0; i < std::size(kSettings); ++i) {
        const Setting &s = kSettings[i];
        if (amdsmi::isSlow(s.id) && gpu.table.source(s.id) != Source::File)
            continue;
        Gpu::SettingFile &f = gpu.settingFiles[i];
        const QString path = (s.hwmon ? gpu.files.hwmonDir() : gpu.files.deviceDir()) + QLatin1Char('/') + QLatin1String(s.file);
        if (f.file.path() != path)
            f = Gpu::SettingFile{amdgpu::SysfsAttributeFile(path), {}, false, {}};
        const bool read = (!s.hwmon || gpu.files.hasHwmon()) && f.file.read(&bytes);
        if (!read || !f.known || bytes != f.bytes) {
            f.values = Sample();
            if (s.id == MetricId::PowerCap)
                readPowerCap(gpu, f.values);
            else if (s.id == MetricId::PowerProfile)
                readProfile(gpu, f.values);
            else
                readOne(gpu, s.id, f.values);
            f.bytes = bytes;
            f.known = read;
        }
        amdsmi::copyValues(f.values, fresh, amdsmi::kSettingMetrics);
        amdsmi::copyValues(f.values, fresh, amdsmi::kSlowMetrics);
    }
    gpu.settings = Sample();
    amdsmi::copyValues(fresh, gpu.settings, amdsmi::kSettingMetrics);
    amdsmi::copyValues(fresh, gpu.settings, amdsmi::kSlowMetrics);
}

bool AmdSmiBackend::readAsleep(Gpu &gpu, Sample &sample)
{
    amdgpu::GpuMetricsSources &t = gpu.table;
    const auto refresh = t.asleepTick(gpu.samplesSinceLimits >= kLimitRefreshSamples);
    if (!refresh)
        return false;
    if (*refresh) {
        // mem_info_vram_used is answered by the memory manager, not the card.
        Sample fresh;
        readOne(gpu, MetricId::VramUsed, fresh);
        for (const MetricInfo &info : metricCatalogue()) {
            if (!fresh.has(info.id) && gpu.limits.has(info.id))
                fresh.set(info.id, *gpu.limits.value(info.id));
        }
        t.asleepSample = fresh;
    }
    t.fillAsleep(sample);
    return true;
}

} // namespace rocmtune
