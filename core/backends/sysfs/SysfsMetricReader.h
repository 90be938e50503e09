// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "core/backends/sysfs/SysfsGpu.h"

#include <QStringList>

namespace rocmtune {

// Fills one Sample of one card from its driver files alone: the same files,
// parsers and units the rocm-smi backend's library calls and fallbacks use
// (README.md), so both show the same values. Per tick the gpu_metrics table
// is read instead of the files it agrees with (SysfsTickPath.cpp), as in the
// library backends.
class SysfsMetricReader
{
public:
    static constexpr int kLimitRefreshSamples = 10;
    static constexpr int kFullReadSamples = 600; // 1 min at 10 Hz
    // What librocm_smi64 (5.2.3 and 6.1.2) multiplies energy_accumulator by.
    static constexpr float kEnergyResolutionMicrojoules = 15.3f;

    explicit SysfsMetricReader(SysfsGpu &gpu) : gpu_(gpu) {}

    // The hwmon channels (labels): once per card, at start.
    static void findChannels(SysfsGpu &gpu);

    // One tick (table path, or per file when due / forced / no table).
    void read(Sample &sample);
    // Every metric from its file, limits included.
    void readFull(Sample &sample);
    // A runtime-suspended card: its asleep sample; false when awake.
    bool readAsleep(Sample &sample);

private:
    void readPerFile(Sample &sample);
    // One metric from its file (what a table tick does for a metric the
    // table lacks or disagreed on).
    void readFromFile(Sample &sample, MetricId id);
    void readLimits();
    void readSettings(Sample &settings);
    void readTemperature(Sample &sample, int slot, MetricId id);
    void readClock(Sample &sample, bool memory);
    void readPcie(Sample &sample);
    void readTable(Sample &sample, bool energy, bool throttle);
    void readPowerProfile();
    void finish(Sample &sample);

    std::optional<quint64> hwmonNumber(const QString &name, MetricId id);
    std::optional<qint64> hwmonSigned(const QString &name, MetricId id);
    std::optional<quint64> deviceNumber(const QString &name, MetricId id);
    void recordError(MetricId id, const QString &message);
    void copyLimits(Sample &sample) const;

    SysfsGpu &gpu_;
    QStringList errors_;
};

} // namespace rocmtune
