// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "core/health/HealthInputs.h"

#include "core/stress/StressVerdict.h"

#include <QHash>

namespace rocmtune {

// The last stress verdict of each GPU (stress-verdicts.json in the state
// folder, by DeviceInfo::stableId()): `rocmtune-cli stress` records it,
// `health` reads it. Through StateFolder, atomically replaced.
class StressVerdictFile
{
public:
    static QString fileName(); // stress-verdicts.json
    explicit StressVerdictFile(QString stateDirectory);

    // Missing: none. A damaged file: none, with *error said.
    QHash<QString, StressVerdictRecord> load(QString *error) const;
    // Replaces the records of these GPUs, keeps the others'.
    bool record(const QVector<StressVerdictRecord> &records, QString *error) const;

private:
    QString directory_;
};

// The records of a finished run: one per GPU that passed or failed (a
// cancelled run or one that never ran says nothing about the GPU), with the
// first reason of a failure and the worst result against the baseline.
QVector<StressVerdictRecord> stressVerdictRecords(const StressVerdict &verdict, const QVector<GpuRunData> &runs, qint64 nowMs);

} // namespace rocmtune
