// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "core/telemetry/GpuProcess.h"
#include "core/telemetry/Sample.h"

#include <QMetaType>
#include <QVector>

#include <memory>

namespace rocmtune {

// All devices at one sampler tick. Published as SnapshotPtr and never modified
// afterwards, so any thread may read it without locks.
struct Snapshot {
    quint64 sequence = 0;
    qint64 timestampMs = 0;
    QVector<Sample> samples; // samples[i].deviceIndex() == i
    // Compute processes per device, read every Sampler::processIntervalMs();
    // null when process listing is off or not read yet.
    ProcessSnapshotPtr processes;

    const Sample *sample(int deviceIndex) const
    {
        return deviceIndex >= 0 && deviceIndex < samples.size() ? &samples[deviceIndex] : nullptr;
    }
};

using SnapshotPtr = std::shared_ptr<const Snapshot>;

} // namespace rocmtune

Q_DECLARE_METATYPE(rocmtune::SnapshotPtr)
