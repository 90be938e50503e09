// SPDX-License-Identifier: GPL-3.0-or-later
#include "core/runs/RunTelemetry.h"
#include "core/runs/RunsTr.h"

#include <QCoreApplication>
#include <QTextStream>

#include <algorithm>
#include <limits>

namespace rocmtune {

namespace {
constexpr int kFirstMetricColumn = 6; // timestamp_ms,time_utc,device,id,name,state
} // namespace

bool RunTelemetryWriter::open(const QString &path, QString *error)
{
    file_.setFileName(path);
    if (!file_.open(QIODevice::WriteOnly | QIODevice::Truncate | QIODevice::Text)) {
        if (error)
            *error = RunTelemetryTr::tr("Cannot write %1: %2").arg(path, file_.errorString());
        return false;
    }
    file_.write(csv_.headerLine().toUtf8());
    file_.write("\n");
    file_.flush();
    return true;
}

void RunTelemetryWriter::write(const Snapshot &snapshot, const std::function<bool(int)> &keep)
{
    if (!file_.isOpen())
        return;
    for (const Sample &sample : snapshot.samples) {
        if (keep && !keep(sample.deviceIndex()))
            continue;
        file_.write(csv_.rowLine(devices_.value(sample.deviceIndex()), sample).toUtf8());
        file_.write("\n");
        ++rows_;
    }
    file_.flush();
}

const RunDeviceSeries *RunTelemetry::device(int deviceIndex) const
{
    for (const RunDeviceSeries &d : devices) {
        if (d.deviceIndex == deviceIndex)
            return &d;
    }
    return nullptr;
}

std::optional<RunTelemetry> RunTelemetry::load(const QString &path, QString *error)
{
    QFile file(path);
    if (!file.open(QIODevice::ReadOnly | QIODevice::Text)) {
        if (error)
            *error = RunTelemetryTr::tr("Cannot read %1: %2").arg(path, file.errorString());
        return std::nullopt;
    }
    QTextStream in(&file);
    const QStringList header = SampleCsv::splitLine(in.readLine());
    if (header.size() < kFirstMetricColumn || header.first() != QLatin1String("timestamp_ms")) {
        if (error)
            *error = RunTelemetryTr::tr("%1 is not a ROCm Tune telemetry file.").arg(path);
        return std::nullopt;
    }
    // Column -> metric; the header says "key [unit]" or "key".
    QVector<std::optional<MetricId>> columns(header.size());
    for (qsizetype c = kFirstMetricColumn; c < header.size(); ++c)
        columns[c] = metricFromKey(header[c].section(QLatin1Char(' '), 0, 0));

    RunTelemetry telemetry;
    const double nan = std::numeric_limits<double>::quiet_NaN();
    while (!in.atEnd()) {
        const QString line = in.readLine();
        if (line.isEmpty())
            continue;
        const QStringList f = SampleCsv::splitLine(line);
        bool timeOk = false, deviceOk = false;
        const qint64 timeMs = f.value(0).toLongLong(&timeOk);
        const int deviceIndex = f.value(2).toInt(&deviceOk);
        if (f.size() != header.size() || !timeOk || !deviceOk || deviceIndex < 0) {
            ++telemetry.skippedRows;
            continue;
        }
        auto it = std::lower_bound(telemetry.devices.begin(), telemetry.devices.end(), deviceIndex,
                                   [](const RunDeviceSeries &d, int index) { return d.deviceIndex < index; });
        if (it == telemetry.devices.end() || it->deviceIndex != deviceIndex) {
            RunDeviceSeries series;
            series.deviceIndex = deviceIndex;
            series.deviceId = f[3];
            series.name = f[4];
            it = telemetry.devices.insert(it, series);
        }
        it->timesMs.push_back(static_cast<double>(timeMs));
        const qsizetype row = it->timesMs.size();
        for (qsizetype c = kFirstMetricColumn; c < header.size(); ++c) {
            if (!columns[c])
                continue;
            QVector<double> &values = it->values[*columns[c]];
            values.resize(row - 1, nan); // earlier rows of a column that appeared late
            bool ok = false;
            const double v = f[c].toDouble(&ok);
            values.push_back(ok ? v : nan);
        }
    }
    return telemetry;
}

} // namespace rocmtune
