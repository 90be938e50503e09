// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "core/backends/DeviceControls.h"
#include "core/stress/StressPlan.h"
#include "core/stress/StressVerdict.h"

#include <QJsonObject>
#include <QMap>
#include <QString>

namespace rocmtune {

// Where and with what the run happened.
struct StressEnvironment {
    QString appVersion;
    QString operatingSystem; // QSysInfo pretty name
    QString kernelVersion;
    QString hostName;
    QString runnerPath;
    QMap<int, ControlState> tuning; // controls in force per app device index
};

StressEnvironment currentEnvironment(const QString &runnerPath);

// Everything a report holds, already computed.
struct StressReportData {
    StressPlan plan;
    StressVerdict verdict;
    QVector<GpuRunData> runs;
    StressEnvironment environment;
    qint64 startedMs = 0;
    qint64 finishedMs = 0;
};

// Self-contained JSON report: verdict with reasons, per-test results and
// telemetry stats, environment (GPU, driver, library, runner, tuning in force),
// test phases, throughput over time and the run's telemetry in columns
// {"timestamps_ms":[...],"metrics":{"temp_edge":{"unit","values":[...]}}}
// with null where a value was not available.
QJsonObject stressReportToJson(const StressReportData &report);

// Writes the JSON report atomically (QSaveFile). False with *error on failure.
bool writeStressReportJson(const StressReportData &report, const QString &path, QString *error);

} // namespace rocmtune
