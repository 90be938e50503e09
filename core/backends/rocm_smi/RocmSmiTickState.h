// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "core/backends/amdgpu_metrics/GpuMetricsSources.h"
#include "core/backends/rocm_smi/AmdgpuFileParsers.h"
#include "core/telemetry/Sample.h"

#include <array>
#include <optional>

namespace rocmtune {

// What the per-tick read path (RocmSmiGpuMetricsPath.cpp) keeps per card
// between ticks: the table path's state, the slow path's latest values and
// the asleep state.
struct RocmSmiTickState {
    using Source = amdgpu::GpuMetricsSources::Source;

    // gpu_metrics and power/runtime_status through kept descriptors, and
    // where each metric comes from on a fast tick (shared with amd-smi).
    amdgpu::GpuMetricsSources table;
    QByteArray buffer; // reused for the extra files' reads

    // Settings re-read every 10th tick (power cap, perf level, overdrive,
    // DPM range); the library's parse of a file is reused while the file's
    // bytes stay the same.
    Sample settings;
    QByteArray sclkText, mclkText;
    std::optional<amdgpu::DpmTable> sclkTable, mclkTable;
    QString sclkWhy, mclkWhy;
    bool profileCached = false;
    QByteArray profileText;
    std::optional<amdgpu::PowerProfileTable> profileTable;
    QString profileWhy;

    // SOCCLK / FCLK / VCLK / DCLK and the PCIe replay count that come from
    // their files (the table lacks them or disagreed on the last full read):
    // refreshed every 10th tick, with the settings but apart from them.
    Sample extraFromFiles;
    std::array<amdgpu::SysfsAttributeFile, 5> extraFiles; // kExtraClockMetrics' files, re-opened on full reads
};

} // namespace rocmtune
