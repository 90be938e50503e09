// SPDX-License-Identifier: GPL-3.0-or-later
#include "core/fleet/FleetJson.h"

#include <QJsonArray>

namespace rocmtune {

namespace {

QJsonValue jsonNumberOrNull(const std::optional<double> &value) { return value ? QJsonValue(*value) : QJsonValue(QJsonValue::Null); }

QJsonArray alertsToJson(const QVector<FleetAlert> &alerts)
{
    QJsonArray array;
    for (const FleetAlert &a : alerts)
        array.append(QJsonObject{{QStringLiteral("name"), a.name},
                                 {QStringLiteral("severity"), a.severity},
                                 {QStringLiteral("summary"), a.summary}});
    return array;
}

QJsonObject fleetGpuToJson(const FleetGpu &g)
{
    QJsonObject o{{QStringLiteral("gpu"), g.gpu},
                  {QStringLiteral("uuid"), g.uuid},
                  {QStringLiteral("name"), g.name},
                  {QStringLiteral("arch"), g.arch},
                  {QStringLiteral("simulated"), g.simulated},
                  {QStringLiteral("present"), g.present},
                  {QStringLiteral("readable"), g.readable ? QJsonValue(*g.readable) : QJsonValue(QJsonValue::Null)},
                  {QStringLiteral("last_seen_seconds"), g.lastSeenSec},
                  {QStringLiteral("temperature_celsius"), jsonNumberOrNull(g.temperatureCelsius)},
                  {QStringLiteral("temperature_sensor"), g.temperatureSensor.isEmpty() ? QJsonValue(QJsonValue::Null)
                                                                                       : QJsonValue(g.temperatureSensor)},
                  {QStringLiteral("temperature_critical_celsius"), jsonNumberOrNull(g.temperatureCriticalCelsius)},
                  {QStringLiteral("power_watts"), jsonNumberOrNull(g.powerWatts)},
                  {QStringLiteral("power_cap_watts"), jsonNumberOrNull(g.powerCapWatts)},
                  {QStringLiteral("busy_ratio"), jsonNumberOrNull(g.busyRatio)},
                  {QStringLiteral("ecc_uncorrectable"), jsonNumberOrNull(g.eccUncorrectable)},
                  {QStringLiteral("ecc_correctable"), jsonNumberOrNull(g.eccCorrectable)},
                  {QStringLiteral("alerts"), alertsToJson(g.alerts)}};
    o.insert(QStringLiteral("throttle_reasons"),
             g.throttleReasons ? QJsonValue(QJsonArray::fromStringList(*g.throttleReasons)) : QJsonValue(QJsonValue::Null));
    o.insert(QStringLiteral("health"), g.health ? QJsonValue(*g.health) : QJsonValue(QJsonValue::Null));
    o.insert(QStringLiteral("jobs"), QJsonArray::fromStringList(g.jobs));
    return o;
}

} // namespace

QJsonObject fleetToJson(const FleetSnapshot &snapshot, const QString &prometheusUrl)
{
    QJsonArray nodes;
    for (const FleetNode &n : snapshot.nodes) {
        QJsonArray gpus;
        for (const FleetGpu &g : n.gpus)
            gpus.append(fleetGpuToJson(g));
        nodes.append(QJsonObject{{QStringLiteral("instance"), n.instance},
                                 {QStringLiteral("job"), n.job},
                                 {QStringLiteral("scrape_target"), n.scrapeTarget},
                                 {QStringLiteral("up"), n.up ? QJsonValue(*n.up) : QJsonValue(QJsonValue::Null)},
                                 {QStringLiteral("scrape_error"), n.scrapeError},
                                 {QStringLiteral("last_scrape_seconds"), n.lastScrapeSec},
                                 {QStringLiteral("alerts"), alertsToJson(n.alerts)},
                                 {QStringLiteral("gpus"), gpus}});
    }
    return QJsonObject{{QStringLiteral("prometheus"), prometheusUrl},
                       {QStringLiteral("evaluated_at_seconds"), snapshot.evaluatedAtSec},
                       {QStringLiteral("gpu_count"), snapshot.gpuCount()},
                       {QStringLiteral("missing_series"), QJsonArray::fromStringList(snapshot.missingSeries)},
                       {QStringLiteral("nodes"), nodes}};
}

} // namespace rocmtune
