// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QByteArray>
#include <QMap>
#include <QString>
#include <QVector>

namespace rocmtune {

// Reads the JSON answers of the Prometheus HTTP API v1 (query, query_range,
// alerts, targets) into plain structs. Times are Unix seconds. Nothing here
// talks to the network: remote/PrometheusClient fetches, this parses.
using PromLabels = QMap<QString, QString>;

struct PromSample {
    PromLabels labels; // includes __name__ when the query kept it
    double timeSec = 0;
    double value = 0;
};

struct PromSeries {
    PromLabels labels;
    QVector<double> timesSec;
    QVector<double> values;
};

struct PromAlert {
    PromLabels labels; // alertname, severity and the series' labels
    PromLabels annotations;
    QString state; // "firing" or "pending"
    QString activeAt;
};

struct PromTarget {
    PromLabels labels; // instance, job
    QString scrapeUrl;
    QString health; // "up", "down", "unknown"
    QString lastError;
    double lastScrapeSec = 0; // 0: never scraped
};

struct PromParsed {
    QString error; // empty when the answer was "status": "success" and well formed
    QVector<PromSample> vector;  // resultType vector (instant query)
    QVector<PromSeries> matrix;  // resultType matrix (range query)
    QVector<PromAlert> alerts;   // /api/v1/alerts
    QVector<PromTarget> targets; // /api/v1/targets (active)
};

namespace PrometheusApi {
// /api/v1/query and /api/v1/query_range.
PromParsed parseQuery(const QByteArray &body);
PromParsed parseAlerts(const QByteArray &body);
PromParsed parseTargets(const QByteArray &body);
} // namespace PrometheusApi

} // namespace rocmtune
