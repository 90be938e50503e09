// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "core/backends/rocm_smi/AmdgpuFileParsers.h"
#include "core/backends/rocm_smi/RocmSmiApi.h"
#include "core/backends/rocm_smi/RocmSmiDevice.h"

#include <QStringList>

#include <optional>

namespace rocmtune {

// Fills one Sample of one device through the library, taking the safe route
// for every risky call (README.md): the library where its probe returned and
// the file is in a format its parser accepts, our own parser otherwise.
class RocmSmiMetricReader
{
public:
    static constexpr int kLimitRefreshSamples = 10;
    // A full per-file read (which also re-decides where each metric comes
    // from and re-reads the constant limits) at least this often: 1 min at 10 Hz.
    static constexpr int kFullReadSamples = 600;

    RocmSmiMetricReader(const RocmSmiApi &api, RocmSmiDevice &device) : api_(api), device_(device) {}

    // One tick: the gpu_metrics table plus a few files (RocmSmiGpuMetricsPath.cpp);
    // a full per-file read when one is due or the table cannot be used.
    void read(Sample &sample);
    // A full per-file read even of a sleeping card (the device's first sample).
    void readFull(Sample &sample);
    // ROCMTUNE_ROCMSMI_PER_FILE=1: every tick reads every file, as before the
    // fast path existed (for comparisons and benchmarks).
    static bool perFileForced();
    // A runtime-suspended card: its asleep sample (RocmSmiAsleepCard.cpp);
    // false when the card is awake (nothing read then).
    bool readAsleep(Sample &sample);

    // The DPM table of a clock domain by the safe route; nullopt (with *why
    // set) when neither the library nor our parser can read it.
    std::optional<amdgpu::DpmTable> dpmTable(bool memory, QString *why) const;
    std::optional<amdgpu::PowerProfileTable> powerProfiles(QString *why) const;

private:
    // The per-file path (RocmSmiMetricReader.cpp): every metric through its
    // library call or file, limits every kLimitRefreshSamples samples.
    void readPerFile(Sample &sample);
    std::optional<amdgpu::DpmTable> dpmTableFromText(bool memory, const QByteArray &text, QString *why) const;

    // The fast path (RocmSmiGpuMetricsPath.cpp).
    void attachTable();
    // The extra clocks / replay count the table lacks, through kept descriptors (every 10th tick).
    void readExtraFromFiles(Sample &out);
    void decideSources(const Sample &perFile, const std::optional<amdgpu::GpuMetrics> &table);
    void readFromFile(Sample &sample, MetricId id);
    void readSettings(Sample &settings);
    void finish(Sample &sample);

    void readTemperatures(Sample &sample, bool limits);
    void readPower(Sample &sample, bool limits);
    void readClocks(Sample &sample);
    void readActivity(Sample &sample, bool limits);
    void readFan(Sample &sample, bool limits);
    void readState(Sample &sample, bool limits);
    void readPcie(Sample &sample);
    void readEnergy(Sample &sample);
    void readThrottle(Sample &sample);

    // Records a status for a metric: sets the value on success, notes an
    // error (not "unsupported") for the sample message and the log.
    void record(Sample &sample, MetricId id, rsmi_status_t status, double value);
    void recordError(MetricId id, const QString &message);
    // Calls the getter first, then converts what it wrote (the order matters:
    // function arguments are evaluated in no fixed order).
    template <typename Call, typename Value>
    void fetch(Sample &sample, MetricId id, Call call, Value value)
    {
        const rsmi_status_t status = call();
        record(sample, id, status, status == RSMI_STATUS_SUCCESS ? value() : 0.0);
    }
    void copyLimits(Sample &sample) const;

    const RocmSmiApi &api_;
    RocmSmiDevice &device_;
    QStringList errors_;
};

} // namespace rocmtune
