// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "core/backends/amdgpu_metrics/GpuMetricsSources.h"
#include "core/backends/rocm_smi/AmdgpuCardFiles.h"
#include "core/telemetry/DeviceInfo.h"
#include "core/telemetry/Sample.h"

#include <QMap>
#include <QString>

#include <array>
#include <optional>

namespace rocmtune {

// One amdgpu card as the driver-files backend tracks it: its files, the
// hwmon channels it reads, the limits of the last full read and the
// gpu_metrics table path's state (shared with the library backends).
struct SysfsGpu {
    QString pciBusId;
    amdgpu::AmdgpuCardFiles files;
    DeviceInfo info;
    bool lost = false;
    // Runtime-suspended when found: described from files that do not wake it.
    bool asleepAtStart = false;

    // hwmon channel of edge / junction / memory (temp<i>_label, read once:
    // labels do not wake the card), 0 = none; the vddgfx input (in<i>_label).
    std::array<int, 3> temperatureChannel{};
    int vddgfxChannel = -1;

    Sample limits;
    int samplesSinceLimits = -1; // -1: a full read is due (start, after a write)
    std::optional<quint64> fanMaxPwm; // pwm1_max, the denominator of the fan duty
    QMap<int, QString> lastErrors;    // last error per metric, logged once

    amdgpu::GpuMetricsSources table; // gpu_metrics, power/runtime_status, sources per metric
    Sample settings;                 // re-read every 10th tick
    Sample extraFromFiles;           // SOCCLK ... and replays the table lacks
};

} // namespace rocmtune
