// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "core/export/SampleCsv.h"
#include "core/telemetry/DeviceInfo.h"
#include "core/telemetry/Snapshot.h"

#include <QFile>
#include <QMap>
#include <QString>
#include <QVector>

#include <functional>
#include <optional>

namespace rocmtune {

// Streams a run's samples to telemetry.csv (SampleCsv layout) as they come,
// flushed after every snapshot, so a crash loses at most one tick.
class RunTelemetryWriter
{
public:
    RunTelemetryWriter() = default;
    bool open(const QString &path, QString *error);
    bool isOpen() const { return file_.isOpen(); }
    void setDevices(const DeviceList &devices) { devices_ = devices; }
    // Writes the samples of the devices for which keep(deviceIndex) is true.
    void write(const Snapshot &snapshot, const std::function<bool(int)> &keep);
    void close() { file_.close(); }
    int rowsWritten() const { return rows_; }

private:
    QFile file_;
    SampleCsv csv_;
    DeviceList devices_;
    int rows_ = 0;
};

// One device's series read back from telemetry.csv. Values are NaN where the
// metric was not available.
struct RunDeviceSeries {
    int deviceIndex = -1;
    QString deviceId;
    QString name;
    QVector<double> timesMs;
    QMap<MetricId, QVector<double>> values; // same length as timesMs
};

struct RunTelemetry {
    QVector<RunDeviceSeries> devices; // ordered by device index
    int skippedRows = 0;              // rows that could not be read

    const RunDeviceSeries *device(int deviceIndex) const;
    // Reads telemetry.csv; nullopt (and *error) when the file is missing or has no
    // recognisable header. Rows that do not parse are skipped and counted.
    static std::optional<RunTelemetry> load(const QString &path, QString *error);
};

} // namespace rocmtune
