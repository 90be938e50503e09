// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "core/fleet/FetchFailure.h"

#include <QObject>
#include <QUrl>
#include <QList>

#include <functional>
#include <utility>

class QNetworkAccessManager;

namespace rocmtune {

// GETs from a Prometheus server's HTTP API v1: read-only, no credentials.
// The answer's body goes to the callback, or why there is none
// (FetchFailure). Prometheus' own error answers (a bad query: HTTP 400/422
// with a JSON error) come back as QueryError with its message. A hostile or
// broken server (or a man in the middle of plain http) cannot hold the reader:
// each request ends within the timeout in all (not only of silence: an
// answer trickling a byte at a time is cut off too, Timeout), and an answer
// larger than kMaxReplyBytes is aborted as soon as it passes it (TooLarge).
class PrometheusClient : public QObject
{
    Q_OBJECT
public:
    using Callback = std::function<void(const QByteArray &body, const FetchFailure &failure)>;
    static constexpr int kDefaultTimeoutMs = 5000;
    static constexpr qint64 kMaxReplyBytes = 32 * 1024 * 1024;

    explicit PrometheusClient(QObject *parent = nullptr);

    // http(s)://host[:port][/prefix]; false (and *failure) when it is not one.
    bool setBaseUrl(const QString &url, FetchFailure *failure);
    QString baseUrl() const { return base_.toString(); }
    void setTimeoutMs(int ms) { timeoutMs_ = ms; }
    void setMaxReplyBytes(qint64 bytes) { maxReplyBytes_ = bytes; }

    void instantQuery(const QString &expr, Callback done);
    void rangeQuery(const QString &expr, double startSec, double endSec, double stepSec, Callback done);
    void alerts(Callback done);
    void targets(Callback done);

private:
    void get(const QString &path, const QList<std::pair<QString, QString>> &parameters, Callback done);

    QNetworkAccessManager *network_;
    QUrl base_;
    int timeoutMs_ = kDefaultTimeoutMs;
    qint64 maxReplyBytes_ = kMaxReplyBytes;
};

} // namespace rocmtune
