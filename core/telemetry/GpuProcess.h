// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "core/telemetry/ProcessJob.h"

#include <QMetaType>
#include <QString>
#include <QVector>
#include <QtGlobal>

#include <memory>
#include <optional>

namespace rocmtune {

// A compute process using a GPU. The backend gives the PID and what the
// driver knows (VRAM, CU occupancy); name and user come from /proc
// (processes/ProcessNames.h). A process whose name this user cannot see is
// kept, with nameVisible false.
struct GpuProcess {
    qint64 pid = 0;
    int deviceIndex = -1; // global device index
    QString command;      // comm ("python3"); empty when not visible
    QString commandLine;  // argv joined by spaces; may be empty
    QString user;         // user name, or the uid as text
    std::optional<uint> uid;
    bool nameVisible = false;
    bool simulated = false; // made up by the simulated backend (PIDs above the kernel's limit)
    std::optional<quint64> vramUsedBytes;
    std::optional<double> cuOccupancyPercent;
    ProcessJob job; // the Slurm job or Kubernetes pod it runs in (processes/ProcessJobs.h)

    // The command, or "<pid> (hidden)" when the name is not visible.
    QString displayName() const;
    bool operator==(const GpuProcess &other) const = default;
};

using GpuProcessList = QVector<GpuProcess>;

// The process lists of every device at one time. Read at a lower rate than
// metrics; successive Snapshots share one instance until the next read.
struct ProcessSnapshot {
    qint64 timestampMs = 0;
    // Index = global device index; nullopt: the backend cannot list processes.
    QVector<std::optional<GpuProcessList>> devices;

    const std::optional<GpuProcessList> *forDevice(int deviceIndex) const
    {
        return deviceIndex >= 0 && deviceIndex < devices.size() ? &devices[deviceIndex] : nullptr;
    }
    // Every process of every device, in device order.
    GpuProcessList all() const;
    bool anySupported() const;
};

using ProcessSnapshotPtr = std::shared_ptr<const ProcessSnapshot>;

} // namespace rocmtune

Q_DECLARE_METATYPE(rocmtune::GpuProcess)
