// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "core/backends/amdgpu_metrics/GpuMetricsTable.h"
#include "core/backends/amdgpu_metrics/SysfsAttributeFile.h"
#include "core/telemetry/Sample.h"

#include <QLoggingCategory>

#include <array>
#include <optional>
#include <span>

namespace rocmtune::amdgpu {

// Metrics a gpu_metrics table carries that both AMD backends otherwise read
// per file on every tick, in the order they are filled.
inline constexpr MetricId kTableMetrics[] = {
    MetricId::TemperatureEdge, MetricId::TemperatureJunction, MetricId::TemperatureMemory, MetricId::PowerAverage,
    MetricId::GfxClock,        MetricId::MemoryClock,         MetricId::GpuBusy,           MetricId::MemoryBusy,
    MetricId::FanRpm,          MetricId::GfxVoltage,          MetricId::PcieLinkSpeed,     MetricId::PcieLinkWidth,
    MetricId::EnergyConsumed,  MetricId::ThrottleStatus,
};
// No table has these: read from their files (or calls) on every tick.
inline constexpr MetricId kUntabledMetrics[] = {MetricId::VramUsed, MetricId::FanPercent};
// The settings the tick paths re-read every kLimitRefreshSamples ticks (and
// on every full read).
inline constexpr MetricId kTickSettingMetrics[] = {
    MetricId::PowerCap,    MetricId::PerformanceLevel, MetricId::OverdrivePercent, MetricId::GfxClockMin,
    MetricId::GfxClockMax, MetricId::MemoryClockMin,   MetricId::MemoryClockMax,
};

// The table and a file, read a few milliseconds apart, say the same thing:
// same unit and scale, and the file no finer than the table (whole °C and W).
// Tight on purpose: a metric that fails only costs its file read until the
// next full read.
bool tableAgreesWithFile(MetricId id, double file, double table);

// ROCMTUNE_PER_FILE=1 (or the older ROCMTUNE_ROCMSMI_PER_FILE=1): every tick
// reads every value per file, as before the table path existed (comparisons
// and "before" benchmarks). Both AMD backends obey it.
bool perFileForced();

// The card's power/runtime_status reads "suspended" (read once, no kept
// descriptor). The driver answers it, and the PCI id files, uevent and the
// cached strings (product_name, serial_number, vbios_version, unique_id) and
// mem_info_vram_*, without waking the card; hwmon values, gpu_metrics, pp_*
// *_busy_percent and power_dpm_* go to the card (rocm_smi/README.md).
bool runtimeSuspended(const QString &deviceDir);

// The one-table-per-tick path both AMD backends share (rocm-smi:
// RocmSmiGpuMetricsPath.cpp, amd-smi: AmdSmiTickPath.cpp): the card's
// gpu_metrics and power/runtime_status read through kept descriptors, and,
// decided on every full read by comparing the table with the per-file values
// read at the same moment, where each metric comes from on the ticks between.
class GpuMetricsSources
{
public:
    enum class Source : unsigned char {
        None,  // the card does not report it (per file): not reported
        Table, // gpu_metrics
        File,  // its per-file call, as on a full read
    };

    // The card's device directory and address (for the log); a second call
    // with the same directory keeps the descriptors.
    void attach(const QString &deviceDir, const QString &pciBusId, const QLoggingCategory &log);

    // The decoded table; nullopt when it is absent or garbled (the reason is
    // logged once per change: "every value is read from its own file").
    // reopen: a fresh descriptor first (a replaced file, a device back).
    std::optional<GpuMetrics> readTable(bool reopen);

    // One metric from the table, in the catalogue's units (the clock the
    // card's files show, the power scale checked against hwmon, energy at
    // the resolution the library reported).
    std::optional<double> value(MetricId id, const GpuMetrics &table) const;

    // Decides each of ids from a full per-file read and the table read with
    // it; the first time, the socket power scale is checked against the file
    // (log line when the firmware breaks the revision's rule). Metrics that
    // disagree stay per file, with one log line listing them.
    void decide(const Sample &perFile, const std::optional<GpuMetrics> &table, std::span<const MetricId> ids);
    Source source(MetricId id) const { return source_[metricIndex(id)]; }
    void setSource(MetricId id, Source source) { source_[metricIndex(id)] = source; }
    bool known() const { return known_; }
    void forget() { known_ = false; }

    // VR and HBM temperatures: the table's (the files have none).
    static void setTableOnlyMetrics(Sample &sample, const GpuMetrics &table);

    // One tick's reading of ids between full reads, the loop every backend's
    // tick path shares: each from this tick's table where that is its source
    // and the table has it, otherwise through readOne(id) (its file or call),
    // PCIe speed and width by one readOne (one read gives both); metrics the
    // card does not report, and those whose source is its file when
    // skipFile(id), are not read.
    template <class ReadOne, class SkipFile>
    void readTick(std::span<const MetricId> ids, const GpuMetrics &table, Sample &sample, ReadOne readOne, SkipFile skipFile) const
    {
        bool pcieRead = false;
        for (MetricId id : ids) {
            const Source from = source(id);
            if (from == Source::None || (from == Source::File && skipFile(id)))
                continue;
            if (from == Source::Table) {
                if (const auto v = value(id, table)) {
                    sample.set(id, *v);
                    continue;
                }
            }
            if (id == MetricId::PcieLinkSpeed || id == MetricId::PcieLinkWidth) {
                if (pcieRead)
                    continue;
                pcieRead = true;
            }
            readOne(id);
        }
    }
    template <class ReadOne>
    void readTick(std::span<const MetricId> ids, const GpuMetrics &table, Sample &sample, ReadOne readOne) const
    {
        readTick(ids, table, sample, readOne, [](MetricId) { return false; });
    }

    // power/runtime_status reads "suspended" (a missing file: no runtime PM).
    // Logs the changes ("is asleep", "woke up").
    bool suspended(bool reopen);
    bool asleep() const { return asleep_; }

    // One tick of a card that may be runtime-suspended: nullopt when it is
    // awake (read it normally); otherwise whether this tick should refresh
    // asleepSample from files that do not wake the card (the first asleep
    // tick, then one in kAsleepReadEvery). The status file is re-opened when
    // reopenDue and on every refresh.
    static constexpr int kAsleepReadEvery = 10;
    std::optional<bool> asleepTick(bool reopenDue);
    Sample asleepSample;
    // asleepSample's values into sample, state Asleep with the reason.
    void fillAsleep(Sample &sample) const;

    int ticksSinceFull = 0;
    bool averageClocks = false; // RDNA3/4: pp_dpm_sclk/mclk show the average clock
    std::optional<float> energyResolutionMicrojoules; // what the library multiplies by
    std::optional<SocketPowerScale> powerScale;       // cross-checked against hwmon once
    std::optional<quint16> pciDeviceId;               // picks throttle_status' layout (attach)

private:
    SysfsAttributeFile gpuMetrics_;
    SysfsAttributeFile runtimeStatus_;
    QByteArray buffer_;
    QString pciBusId_;
    const QLoggingCategory *log_ = nullptr;
    std::array<Source, kMetricCount> source_{};
    bool known_ = false;
    bool asleep_ = false;
    int asleepTicks_ = 0;
    QString tableProblem_;
};

} // namespace rocmtune::amdgpu
