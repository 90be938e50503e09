// SPDX-License-Identifier: GPL-3.0-or-later
#include "remote/PrometheusClient.h"

#include "core/fleet/PrometheusApi.h"

#include <QNetworkAccessManager>
#include <QNetworkReply>
#include <QNetworkRequest>
#include <QTimer>

namespace rocmtune {

namespace {

FetchFailure::Kind kindOf(QNetworkReply::NetworkError error)
{
    switch (error) {
    case QNetworkReply::OperationCanceledError: // the transfer timeout aborts with this
    case QNetworkReply::TimeoutError:
        return FetchFailure::Timeout;
    case QNetworkReply::ContentNotFoundError:
    case QNetworkReply::ContentAccessDenied:
    case QNetworkReply::AuthenticationRequiredError:
    case QNetworkReply::ContentOperationNotPermittedError:
    case QNetworkReply::InternalServerError:
    case QNetworkReply::ServiceUnavailableError:
    case QNetworkReply::UnknownContentError:
    case QNetworkReply::UnknownServerError:
        return FetchFailure::HttpStatus;
    default:
        return FetchFailure::Unreachable;
    }
}

} // namespace

PrometheusClient::PrometheusClient(QObject *parent) : QObject(parent), network_(new QNetworkAccessManager(this)) {}

bool PrometheusClient::setBaseUrl(const QString &url, FetchFailure *failure)
{
    QString text = url.trimmed();
    while (text.endsWith(QLatin1Char('/')))
        text.chop(1);
    const QUrl parsed(text, QUrl::StrictMode);
    if (!parsed.isValid() || parsed.host().isEmpty()
        || (parsed.scheme() != QLatin1String("http") && parsed.scheme() != QLatin1String("https"))
        || parsed.hasQuery() || parsed.hasFragment() || !parsed.userInfo().isEmpty()) {
        *failure = FetchFailure{FetchFailure::InvalidUrl, url, QString(), 0};
        return false;
    }
    base_ = parsed;
    return true;
}

void PrometheusClient::instantQuery(const QString &expr, Callback done)
{
    get(QStringLiteral("/api/v1/query"), {{QStringLiteral("query"), expr}}, std::move(done));
}

void PrometheusClient::rangeQuery(const QString &expr, double startSec, double endSec, double stepSec, Callback done)
{
    get(QStringLiteral("/api/v1/query_range"),
        {{QStringLiteral("query"), expr},
         {QStringLiteral("start"), QString::number(startSec, 'f', 3)},
         {QStringLiteral("end"), QString::number(endSec, 'f', 3)},
         {QStringLiteral("step"), QString::number(stepSec, 'f', 3)}},
        std::move(done));
}

void PrometheusClient::alerts(Callback done) { get(QStringLiteral("/api/v1/alerts"), {}, std::move(done)); }

void PrometheusClient::targets(Callback done)
{
    get(QStringLiteral("/api/v1/targets"), {{QStringLiteral("state"), QStringLiteral("active")}}, std::move(done));
}

void PrometheusClient::get(const QString &path, const QList<std::pair<QString, QString>> &parameters, Callback done)
{
    const QString base = base_.toString();
    if (base_.isEmpty()) {
        done(QByteArray(), FetchFailure{FetchFailure::InvalidUrl, base, QString(), 0});
        return;
    }
    QUrl url = base_;
    url.setPath(base_.path() + path);
    // Encoded here, every reserved character included ("+" would read as a space).
    QByteArray query;
    for (const auto &[key, value] : parameters) {
        if (!query.isEmpty())
            query += '&';
        query += QUrl::toPercentEncoding(key) + '=' + QUrl::toPercentEncoding(value);
    }
    if (!query.isEmpty())
        url.setQuery(QString::fromLatin1(query), QUrl::StrictMode);
    QNetworkRequest request(url);
    request.setTransferTimeout(timeoutMs_);
    request.setRawHeader("Accept", "application/json");
    QNetworkReply *reply = network_->get(request);
    const int timeoutSeconds = (timeoutMs_ + 999) / 1000;
    // The whole request within the timeout (the transfer timeout above only
    // counts silence), and no answer past the size cap.
    auto *deadline = new QTimer(reply);
    deadline->setSingleShot(true);
    connect(deadline, &QTimer::timeout, reply, [reply] {
        reply->setProperty("rocmtuneEnd", QStringLiteral("deadline"));
        reply->abort();
    });
    deadline->start(timeoutMs_);
    const qint64 maxBytes = maxReplyBytes_;
    connect(reply, &QNetworkReply::downloadProgress, reply, [reply, maxBytes](qint64 received, qint64 total) {
        if (received > maxBytes || total > maxBytes) {
            reply->setProperty("rocmtuneEnd", QStringLiteral("size"));
            reply->abort();
        }
    });
    connect(reply, &QNetworkReply::finished, this, [reply, base, timeoutSeconds, maxBytes, done = std::move(done)] {
        reply->deleteLater();
        const QString end = reply->property("rocmtuneEnd").toString();
        if (end == QLatin1String("size")) {
            done(QByteArray(), FetchFailure{FetchFailure::TooLarge, base, QString::number(maxBytes / (1024 * 1024)), 0});
            return;
        }
        if (end == QLatin1String("deadline")) {
            done(QByteArray(), FetchFailure{FetchFailure::Timeout, base, QString::number(timeoutSeconds), 0});
            return;
        }
        const QByteArray body = reply->readAll();
        const int status = reply->attribute(QNetworkRequest::HttpStatusCodeAttribute).toInt();
        // Prometheus explains a refused query in JSON with a 4xx/5xx status.
        if (status >= 400) {
            const PromParsed parsed = PrometheusApi::parseQuery(body);
            if (!parsed.error.isEmpty() && !parsed.error.startsWith(QLatin1String("not a Prometheus"))) {
                done(QByteArray(), FetchFailure{FetchFailure::QueryError, base, parsed.error, status});
                return;
            }
        }
        if (reply->error() != QNetworkReply::NoError) {
            const FetchFailure::Kind kind = status >= 400 ? FetchFailure::HttpStatus : kindOf(reply->error());
            const QString detail = kind == FetchFailure::Timeout
                                       ? QString::number(timeoutSeconds)
                                       : (kind == FetchFailure::HttpStatus
                                              ? reply->attribute(QNetworkRequest::HttpReasonPhraseAttribute).toString()
                                              : reply->errorString());
            done(QByteArray(), FetchFailure{kind, base, detail, status});
            return;
        }
        done(body, FetchFailure());
    });
}

} // namespace rocmtune
