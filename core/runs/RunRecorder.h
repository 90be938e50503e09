// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "core/runs/RunSummary.h"
#include "core/telemetry/DeviceInfo.h"
#include "core/telemetry/Snapshot.h"

#include <QVector>

#include <memory>
#include <vector>

namespace rocmtune {

// Accumulates a RunSummary from the snapshots taken while a run lasts, for a
// chosen set of GPUs. It keeps running figures (integrals, maxima) plus the
// GFX clock readings (one float per sample, for the median), so a day-long run
// at 1 Hz costs a few hundred kB per GPU. Not thread-safe: feed it from one
// thread.
//
// Energy per GPU: when the device reports its energy counter at least twice,
// the sum of the counter's increments between consecutive readings (a counter
// that goes backwards was reset; the reading after the reset counts as energy
// since the reset); otherwise the trapezoidal integral of average power over
// the sample times. The summary says which was used.
class RunRecorder
{
public:
    // deviceIndices: global device indices to record; empty records every
    // device that appears in the snapshots.
    explicit RunRecorder(QVector<int> deviceIndices = {});
    ~RunRecorder();
    RunRecorder(const RunRecorder &) = delete;
    RunRecorder &operator=(const RunRecorder &) = delete;

    // Names and ids for the summary (may come after the first snapshot).
    void setDevices(const DeviceList &devices);
    const QVector<int> &deviceIndices() const { return deviceIndices_; }
    bool records(int deviceIndex) const;

    // The run's wall-clock bounds; when never called, the first and last
    // snapshot times are used.
    void setStartMs(qint64 ms) { startMs_ = ms; }
    void setEndMs(qint64 ms) { endMs_ = ms; }

    void addSnapshot(const Snapshot &snapshot);
    void addSample(const Sample &sample);

    // Snapshots seen (each counts once, however many GPUs it carries).
    int snapshotCount() const { return snapshotCount_; }
    // The summary so far (callable at any time, e.g. for a live view). The
    // caller fills name, command, pid and exit fields.
    RunSummary summary() const;

private:
    struct GpuAccumulator;
    GpuAccumulator *accumulatorFor(int deviceIndex);

    QVector<int> deviceIndices_;
    DeviceList devices_;
    std::vector<std::unique_ptr<GpuAccumulator>> gpus_; // ordered by device index
    std::optional<qint64> startMs_;
    std::optional<qint64> endMs_;
    std::optional<qint64> firstSnapshotMs_;
    std::optional<qint64> lastSnapshotMs_;
    int snapshotCount_ = 0;
};

} // namespace rocmtune
