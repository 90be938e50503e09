// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "core/telemetry/DeviceInfo.h"
#include "core/telemetry/Sample.h"
#include "core/tuning/transaction/TuningLog.h"

#include <QVector>

#include <optional>

namespace rocmtune {

// The last stress verdict recorded for a GPU (StressVerdictFile).
struct StressVerdictRecord {
    QString deviceId;
    bool passed = false;
    QString reason;                          // the verdict's reason in English, when it failed
    std::optional<double> worstDeltaPercent; // the worst result against this GPU's baseline (negative: slower)
    qint64 timeMs = 0;
    // PCIe replays + AER errors (correctable and uncorrectable) that rose
    // during that run; nullopt: the counters were not compared.
    std::optional<quint64> pcieErrorsDuringRun;
};

// Everything the rules look at for one present GPU.
struct GpuHealthInput {
    int index = -1;
    DeviceInfo info;
    Sample sample;
    std::optional<int> retiredPages;     // retired + pending bad VRAM pages; nullopt: no RAS table to read
    QVector<qint64> resetTimesMs;        // GPU resets known (the boot service's gpu_reset records, a simulated reset)
    std::optional<qint64> bootGuardTrippedMs; // when the boot-loop guard switched this GPU's boot profile off
    std::optional<TuningLogEntry> lastBootApply; // the boot service's last apply to this GPU
    std::optional<StressVerdictRecord> lastStress;
};

// One check's view of the machine.
struct HealthInputs {
    qint64 nowMs = 0;
    QString bootId;               // changes at every boot: counters and the boot's GPU list start over
    std::optional<qint64> uptimeMs; // for the correctable rate of a first check
    int expectGpus = 0;           // --expect-gpus; 0: the configuration's, else the count seen first in this boot
    QVector<GpuHealthInput> gpus;
};

} // namespace rocmtune
