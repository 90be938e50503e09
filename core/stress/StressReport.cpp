// SPDX-License-Identifier: GPL-3.0-or-later
#include "core/stress/StressReport.h"

#include "core/export/IsoTime.h"
#include "core/export/SampleJson.h"
#include "core/tuning/ControlStateJson.h"
#include "rocmtune_version.h"

#include <QCoreApplication>
#include <QDateTime>
#include <QJsonArray>
#include <QJsonDocument>
#include <QSaveFile>
#include <QSysInfo>

namespace rocmtune {

namespace {

QJsonObject planToJson(const StressPlan &plan)
{
    QJsonArray tests, devices;
    for (const QString &t : plan.tests)
        tests.append(t);
    for (int d : plan.devices)
        devices.append(d);
    return QJsonObject{{QStringLiteral("preset"), QLatin1String(stressPresetKey(plan.preset))},
                       {QStringLiteral("tests"), tests},
                       {QStringLiteral("seconds_per_test"), plan.secondsPerTest},
                       {QStringLiteral("devices"), devices},
                       {QStringLiteral("inject_fault"), plan.injectFault.isEmpty() ? QJsonValue(QJsonValue::Null) : QJsonValue(plan.injectFault)}};
}

QJsonObject telemetryToJson(const QVector<Sample> &samples)
{
    QJsonArray timestamps, states;
    for (const Sample &s : samples) {
        timestamps.append(static_cast<double>(s.timestampMs()));
        states.append(QLatin1String(deviceStateKey(s.state())));
    }
    QJsonObject metrics;
    for (const MetricInfo &m : metricCatalogue()) {
        if (!m.inHistory)
            continue;
        QJsonArray values;
        bool any = false;
        for (const Sample &s : samples) {
            const auto v = s.value(m.id);
            any |= v.has_value();
            values.append(v ? QJsonValue(*v) : QJsonValue(QJsonValue::Null));
        }
        if (any)
            metrics.insert(QLatin1String(m.key), QJsonObject{{QStringLiteral("unit"), QLatin1String(unitKey(m.unit))}, {QStringLiteral("values"), values}});
    }
    return QJsonObject{{QStringLiteral("timestamps_ms"), timestamps}, {QStringLiteral("states"), states}, {QStringLiteral("metrics"), metrics}};
}

QJsonObject runToJson(const GpuRunData &run, const StressEnvironment &environment)
{
    const BenchRecord &record = run.record;
    QJsonArray phases;
    for (const TestPhase &p : record.phases()) {
        phases.append(QJsonObject{{QStringLiteral("test"), p.test},
                                  {QStringLiteral("start_ms"), static_cast<double>(p.startMs)},
                                  {QStringLiteral("end_ms"), p.endMs ? QJsonValue(static_cast<double>(*p.endMs)) : QJsonValue(QJsonValue::Null)}});
    }
    QJsonObject throughput;
    for (const TestPhase &p : record.phases()) {
        QJsonArray points;
        for (const ProgressPoint &point : record.progress(p.test)) {
            points.append(QJsonArray{static_cast<double>(point.timeMs), point.percent,
                                     point.throughput ? QJsonValue(*point.throughput) : QJsonValue(QJsonValue::Null)});
        }
        throughput.insert(p.test, QJsonObject{{QStringLiteral("unit"), record.unitOf(p.test)}, {QStringLiteral("points"), points}});
    }
    QJsonArray malformed;
    for (const MalformedLine &m : record.malformed())
        malformed.append(QJsonObject{{QStringLiteral("line"), m.lineNumber}, {QStringLiteral("text"), m.text}, {QStringLiteral("error"), m.error}});
    QJsonObject runner{{QStringLiteral("end"), QLatin1String(runnerEndKey(record.end()))},
                       {QStringLiteral("exit_code"), record.exitCode()},
                       {QStringLiteral("detail"), record.endDetail()},
                       {QStringLiteral("lines"), record.lineCount()},
                       {QStringLiteral("malformed_lines"), malformed},
                       {QStringLiteral("stderr_tail"), record.stderrTail()}};
    if (record.hello())
        runner.insert(QStringLiteral("hello"), record.hello()->raw);
    QJsonObject gpu{{QStringLiteral("device"), deviceInfoToJson(run.info, run.device)},
                    {QStringLiteral("runner"), runner},
                    {QStringLiteral("phases"), phases},
                    {QStringLiteral("throughput"), throughput},
                    {QStringLiteral("telemetry"), telemetryToJson(run.telemetry)}};
    if (environment.tuning.contains(run.device))
        gpu.insert(QStringLiteral("tuning"), controlStateToJson(environment.tuning.value(run.device)));
    return gpu;
}

} // namespace

StressEnvironment currentEnvironment(const QString &runnerPath)
{
    StressEnvironment environment;
    environment.appVersion = QStringLiteral(ROCMTUNE_VERSION);
    environment.operatingSystem = QSysInfo::prettyProductName();
    environment.kernelVersion = QSysInfo::kernelVersion();
    environment.hostName = QSysInfo::machineHostName();
    environment.runnerPath = runnerPath;
    return environment;
}

QJsonObject stressReportToJson(const StressReportData &report)
{
    QJsonArray gpus;
    for (const GpuRunData &run : report.runs)
        gpus.append(runToJson(run, report.environment));
    const StressEnvironment &e = report.environment;
    return QJsonObject{
        {QStringLiteral("format"), QStringLiteral("rocmtune-stress-report")},
        {QStringLiteral("version"), 1},
        {QStringLiteral("started"), isoTimeUtc(report.startedMs)},
        {QStringLiteral("finished"), isoTimeUtc(report.finishedMs)},
        {QStringLiteral("duration_s"), (report.finishedMs - report.startedMs) / 1000.0},
        {QStringLiteral("plan"), planToJson(report.plan)},
        {QStringLiteral("verdict"), stressVerdictToJson(report.verdict)},
        {QStringLiteral("environment"), QJsonObject{{QStringLiteral("app_version"), e.appVersion},
                                                    {QStringLiteral("os"), e.operatingSystem},
                                                    {QStringLiteral("kernel"), e.kernelVersion},
                                                    {QStringLiteral("host"), e.hostName},
                                                    {QStringLiteral("runner_path"), e.runnerPath}}},
        {QStringLiteral("gpus"), gpus}};
}

bool writeStressReportJson(const StressReportData &report, const QString &path, QString *error)
{
    QSaveFile file(path);
    if (!file.open(QIODevice::WriteOnly) || file.write(QJsonDocument(stressReportToJson(report)).toJson(QJsonDocument::Indented)) < 0
        || !file.commit()) {
        if (error)
            *error = QCoreApplication::translate("Stress", "Cannot write %1: %2").arg(path, file.errorString());
        return false;
    }
    return true;
}

} // namespace rocmtune
