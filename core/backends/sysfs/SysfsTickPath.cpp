// SPDX-License-Identifier: GPL-3.0-or-later
// The per-tick path of the driver-files backend: the gpu_metrics table for
// every metric that agreed with its file on the last full read, the files
// for the rest; settings every 10th tick; everything per file once a minute,
// after a write and whenever the table cannot be used. The same decision
// (amdgpu::GpuMetricsSources) as the rocm-smi and amd-smi backends.
#include "core/backends/sysfs/SysfsMetricReader.h"

#include "core/backends/rocm_smi/RocmSmiExtraMetrics.h"

#include <QLoggingCategory>

#include <algorithm>

Q_DECLARE_LOGGING_CATEGORY(lcSysfs)

namespace rocmtune {

namespace {
using Source = amdgpu::GpuMetricsSources::Source;
using amdgpu::kTableMetrics;
using amdgpu::kTickSettingMetrics;
using amdgpu::kUntabledMetrics;
} // namespace

void SysfsMetricReader::readFull(Sample &sample)
{
    errors_.clear();
    gpu_.table.attach(gpu_.files.deviceDir(), gpu_.pciBusId, lcSysfs());
    gpu_.table.averageClocks = gpu_.info.gfxArch.startsWith(QLatin1String("gfx11")) || gpu_.info.gfxArch.startsWith(QLatin1String("gfx12"));
    gpu_.table.energyResolutionMicrojoules = kEnergyResolutionMicrojoules;
    gpu_.samplesSinceLimits = -1;
    readPerFile(sample);
    if (!amdgpu::perFileForced()) {
        gpu_.table.decide(sample, gpu_.table.readTable(true), kTableAndExtraClockMetrics);
        for (MetricId id : kUntabledMetrics) {
            if (sample.has(id))
                gpu_.table.setSource(id, Source::File);
        }
    }
    gpu_.settings = Sample();
    for (MetricId id : kTickSettingMetrics)
        gpu_.settings.set(id, sample.value(id));
    gpu_.extraFromFiles = Sample();
    for (MetricId id : kExtraClockMetrics)
        gpu_.extraFromFiles.set(id, sample.value(id));
    gpu_.table.ticksSinceFull = 0;
    finish(sample);
}

void SysfsMetricReader::readSettings(Sample &settings)
{
    settings = Sample();
    for (MetricId id : {MetricId::PowerCap, MetricId::PerformanceLevel, MetricId::OverdrivePercent, MetricId::GfxClock, MetricId::MemoryClock})
        readFromFile(settings, id);
    readPowerProfile();
}

bool SysfsMetricReader::readAsleep(Sample &sample)
{
    gpu_.table.attach(gpu_.files.deviceDir(), gpu_.pciBusId, lcSysfs());
    const auto refresh = gpu_.table.asleepTick(gpu_.samplesSinceLimits >= kLimitRefreshSamples);
    if (!refresh)
        return false;
    if (*refresh) {
        // mem_info_vram_used is answered by the memory manager, not the card.
        Sample fresh;
        errors_.clear();
        readFromFile(fresh, MetricId::VramUsed);
        copyLimits(fresh);
        gpu_.table.asleepSample = fresh;
    }
    gpu_.table.fillAsleep(sample);
    return true;
}

void SysfsMetricReader::read(Sample &sample)
{
    if (amdgpu::perFileForced()) {
        errors_.clear();
        readPerFile(sample);
        finish(sample);
        return;
    }
    if (readAsleep(sample))
        return;
    if (gpu_.table.ticksSinceFull >= kFullReadSamples || !gpu_.table.known() || gpu_.samplesSinceLimits < 0) {
        readFull(sample);
        return;
    }
    errors_.clear();
    ++gpu_.table.ticksSinceFull;
    const bool settingsDue = gpu_.samplesSinceLimits >= kLimitRefreshSamples;
    const auto table = gpu_.table.readTable(settingsDue);
    if (!table) {
        readPerFile(sample); // absent or garbled: this tick per file (logged once)
        finish(sample);
        return;
    }
    gpu_.table.readTick(kTableMetrics, *table, sample, [&](MetricId id) { readFromFile(sample, id); });
    for (MetricId id : kUntabledMetrics) {
        if (gpu_.table.source(id) != Source::None)
            readFromFile(sample, id);
    }
    amdgpu::GpuMetricsSources::setTableOnlyMetrics(sample, *table);
    if (settingsDue) {
        gpu_.samplesSinceLimits = 0;
        readSettings(gpu_.settings);
        for (MetricId id : kExtraClockMetrics) {
            if (gpu_.table.source(id) == Source::File)
                readFromFile(gpu_.extraFromFiles, id);
        }
    }
    ++gpu_.samplesSinceLimits;
    for (MetricId id : kTickSettingMetrics) {
        if (const auto v = gpu_.settings.value(id))
            sample.set(id, *v);
    }
    for (MetricId id : kExtraClockMetrics) {
        std::optional<double> v;
        if (gpu_.table.source(id) == Source::Table)
            v = gpu_.table.value(id, *table);
        if (!v)
            v = gpu_.extraFromFiles.value(id);
        if (v)
            sample.set(id, *v);
    }
    copyLimits(sample);
    finish(sample);
}

} // namespace rocmtune
