// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "AmdgpuFileParsers.h"
#include "backends/amdgpu_metrics/GpuMetricsTable.h"
#include "backends/amdgpu_metrics/SysfsAttributeFile.h"
#include "telemetry/Sample.h"

#include <array>
#include <optional>

namespace rocmtune {

// What the per-tick read path (RocmSmiGpuMetricsPath.cpp) keeps per card
// between ticks: the two files it reads through kept descriptors, where each
// metric comes from, the slow path's latest values and the asleep state.
struct RocmSmiTickState {
    // Where a metric comes from on a fast tick, decided on every full read by
    // comparing the table with the per-file value read at the same moment.
    enum class Source : unsigned char {
        None,  // the card does not report it (per file): not reported
        Table, // gpu_metrics
        File,  // the per-file library call, as on a full read
    };

    amdgpu::SysfsAttributeFile gpuMetrics;    // device/gpu_metrics
    amdgpu::SysfsAttributeFile runtimeStatus; // device/power/runtime_status
    QByteArray buffer;                        // reused for both reads

    std::array<Source, kMetricCount> source{};
    bool sourcesKnown = false;
    int ticksSinceFull = 0;
    std::optional<amdgpu::SocketPowerScale> powerScale; // cross-checked against hwmon once
    std::optional<float> energyResolutionMicrojoules;   // what the library multiplies by
    bool averageClocks = false; // RDNA3/4: pp_dpm_sclk/mclk show the average clock
    QString tableProblem;       // last reason the table could not be used (logged once)

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

    // Runtime-suspended: read at 1 Hz from files that do not wake the card.
    bool asleep = false;
    int asleepTicks = 0;
    Sample asleepSample;
};

} // namespace rocmtune
