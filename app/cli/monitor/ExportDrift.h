// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "core/sampling/Sampler.h"
#include "core/tuning/record/SetVsInForce.h"

#include <QHash>
#include <QMutex>
#include <QObject>
#include <QTimer>

namespace rocmtune::cli {

// The exporter's set vs in force (rocmtune_control_drift): every
// refreshMs, on the sampler thread, each awake GPU's controls are read and
// compared with the record of what ROCm Tune set (SetRecord, read only: the
// exporter never writes the state folder). An asleep GPU keeps its last
// reading (reading its controls would wake it).
class ExportDrift : public QObject
{
public:
    static constexpr int kRefreshMs = 5000;

    ExportDrift(Sampler *sampler, int refreshMs = kRefreshMs);
    // The last comparison per GPU index (thread-safe: the HTTP server's thread asks).
    QHash<int, QVector<ControlSetVsInForce>> latest() const;

private:
    void refresh();

    Sampler *sampler_;
    QTimer timer_;
    mutable QMutex mutex_;
    QHash<int, QVector<ControlSetVsInForce>> latest_;
};

} // namespace rocmtune::cli
