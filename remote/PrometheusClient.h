// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "fleet/FetchFailure.h"

#include <QObject>
#include <QUrl>
#include <QList>

#include <functional>
#include <utility>

class QNetworkAccessManager;

namespace rocmtune {

// GETs from a Prometheus server's HTTP API v1: read-only, one timeout per
// request, no credentials. The answer's body goes to the callback, or why
// there is none (FetchFailure). Prometheus' own error answers (a bad query:
// HTTP 400/422 with a JSON error) come back as QueryError with its message.
class PrometheusClient : public QObject
{
    Q_OBJECT
public:
    using Callback = std::function<void(const QByteArray &body, const FetchFailure &failure)>;
    static constexpr int kDefaultTimeoutMs = 5000;

    explicit PrometheusClient(QObject *parent = nullptr);

    // http(s)://host[:port][/prefix]; false (and *failure) when it is not one.
    bool setBaseUrl(const QString &url, FetchFailure *failure);
    QString baseUrl() const { return base_.toString(); }
    void setTimeoutMs(int ms) { timeoutMs_ = ms; }

    void instantQuery(const QString &expr, Callback done);
    void rangeQuery(const QString &expr, double startSec, double endSec, double stepSec, Callback done);
    void alerts(Callback done);
    void targets(Callback done);

private:
    void get(const QString &path, const QList<std::pair<QString, QString>> &parameters, Callback done);

    QNetworkAccessManager *network_;
    QUrl base_;
    int timeoutMs_ = kDefaultTimeoutMs;
};

} // namespace rocmtune
