// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "core/telemetry/SensorMaxima.h"

#include <QJsonObject>
#include <QMap>
#include <QString>
#include <QStringList>
#include <QVector>
#include <QtGlobal>

#include <optional>

namespace rocmtune {

// Where a GPU's energy figure comes from.
enum class EnergySource {
    None,             // neither a usable energy counter nor two power readings
    Counter,          // the driver's energy counter: sum of increments
    PowerIntegration, // trapezoidal integration of the average-power readings
    Mixed,            // totals only: some GPUs by counter, some by integration
};

const char *energySourceKey(EnergySource source); // "none", "counter", "power_integration", "mixed"
EnergySource energySourceFromKey(const QString &key);

// What one GPU did during a run. Every figure is optional: a metric the
// device does not report stays "not available", never 0.
struct GpuRunSummary {
    int deviceIndex = -1;
    QString deviceId; // DeviceInfo::stableId()
    QString name;
    bool simulated = false;
    int sampleCount = 0;      // samples in state Ok
    int failedSampleCount = 0; // samples in state Error or Lost

    std::optional<double> energyJoules;
    EnergySource energySource = EnergySource::None;
    int energyCounterResets = 0; // the counter went backwards this many times

    std::optional<double> averagePowerWatts; // time-weighted
    std::optional<double> maxPowerWatts;
    std::optional<double> averageGpuBusyPercent; // time-weighted
    // The highest reading of each catalogue sensor (edge, junction, memory,
    // HBM stacks, voltage regulators ...); JSON keys temp_<key>_max_c.
    SensorMaxima maxTemperatures;
    std::optional<double> maxVramUsedBytes;

    // Time during which the throttle status had any bit other than "idle" set;
    // not available when the device does not report a throttle status.
    std::optional<double> throttledSeconds;
    unsigned throttleReasonsSeen = 0; // ThrottleReason bits, idle excluded
    // Seconds each reason held the clocks down, by ThrottleReasons.h key (the
    // reasons shown: the finer one, not also the coarse one), idle excluded.
    QMap<QString, double> throttleSecondsByReason;

    std::optional<double> gfxClockMinMegahertz;
    std::optional<double> gfxClockAverageMegahertz; // time-weighted
    std::optional<double> gfxClockMaxMegahertz;
    std::optional<double> gfxClockMedianMegahertz;
    // Times the GFX clock fell more than 10% below the run's median (each
    // excursion counts once, however many samples it lasts).
    int gfxClockDrops = 0;

    static std::optional<double> joulesToWattHours(std::optional<double> joules)
    {
        return joules ? std::optional<double>(*joules / 3600.0) : std::nullopt;
    }
};

// One recorded run: the command (or attached process) and what the GPUs did.
struct RunSummary {
    static constexpr int kFormatVersion = 1;

    QString name;        // short name, also part of the run's folder name
    QStringList command; // program and arguments; for an attached process its command line
    qint64 pid = 0;
    bool attached = false;   // recorded a process started elsewhere
    qint64 startMs = 0;      // wall clock, ms since the epoch
    qint64 endMs = 0;
    std::optional<int> exitCode; // 128 + signal when killed; unknown for attached processes
    QString exitDescription;     // "exited with code 3", "killed by signal 9" (English, for logs)
    int intervalMs = 0;
    QVector<GpuRunSummary> gpus;

    double durationSeconds() const { return endMs > startMs ? (endMs - startMs) / 1000.0 : 0.0; }
    // Sum over the GPUs that have an energy figure; nullopt when none has.
    std::optional<double> totalEnergyJoules() const;
    EnergySource totalEnergySource() const;
    // GPUs counted in totalEnergyJoules().
    int gpusWithEnergy() const;

    QJsonObject toJson() const;
    // Reads what toJson() wrote. Returns nullopt (and sets *error) for a
    // document that is not a run summary.
    static std::optional<RunSummary> fromJson(const QJsonObject &object, QString *error = nullptr);
};

} // namespace rocmtune
