// SPDX-License-Identifier: GPL-3.0-or-later
#include "remote/FleetReader.h"

#include "core/fleet/FleetHistory.h"

#include <QDateTime>

#include <memory>

namespace rocmtune {

namespace {

// The four answers of one refresh, filled in as they arrive (parsed later, off this thread).
struct PendingRefresh {
    QByteArray gpus, values, targets, alerts;
    int outstanding = 4;
    FetchFailure failure;
};

} // namespace

FleetReader::FleetReader(QObject *parent)
    : QObject(parent), client_(new PrometheusClient(this)), parseThread_(new QThread(this)), parseContext_(new QObject)
{
    parseContext_->moveToThread(parseThread_);
    connect(parseThread_, &QThread::finished, parseContext_, &QObject::deleteLater);
    parseThread_->start();
}

FleetReader::~FleetReader()
{
    // Work in progress finishes first; what it posts back to this object is dropped with it.
    parseThread_->quit();
    parseThread_->wait();
}

bool FleetReader::setUrl(const QString &url, FetchFailure *failure) { return client_->setBaseUrl(url, failure); }

void FleetReader::refresh()
{
    const quint64 generation = ++refreshGeneration_;
    auto pending = std::make_shared<PendingRefresh>();
    const double nowSec = QDateTime::currentMSecsSinceEpoch() / 1000.0;
    const QString base = client_->baseUrl();

    auto collect = [this, generation, pending, nowSec, base](QByteArray *slot) {
        return [this, generation, pending, nowSec, base, slot](const QByteArray &body, const FetchFailure &failure) {
            if (!pending->failure.failed()) {
                if (failure.failed())
                    pending->failure = failure;
                else
                    *slot = body;
            }
            if (--pending->outstanding > 0 || generation != refreshGeneration_)
                return;
            if (pending->failure.failed()) {
                emit fleetFailed(pending->failure.describe());
                return;
            }
            QMetaObject::invokeMethod(parseContext_, [this, generation, pending, nowSec, base] {
                // On the parse thread: only the bodies are touched here.
                const PromParsed gpus = PrometheusApi::parseQuery(pending->gpus);
                const PromParsed values = PrometheusApi::parseQuery(pending->values);
                const PromParsed targets = PrometheusApi::parseTargets(pending->targets);
                const PromParsed alerts = PrometheusApi::parseAlerts(pending->alerts);
                QString error;
                for (const PromParsed *parsed : {&gpus, &values, &targets, &alerts}) {
                    if (error.isEmpty() && !parsed->error.isEmpty())
                        error = FetchFailure{FetchFailure::NotPrometheus, base, parsed->error, 200}.describe();
                }
                FleetSnapshot snapshot;
                if (error.isEmpty())
                    error = FleetQueries::build(gpus, values, targets, alerts, nowSec, &snapshot);
                QMetaObject::invokeMethod(this, [this, generation, snapshot, error] {
                    if (generation != refreshGeneration_)
                        return;
                    if (!error.isEmpty())
                        emit fleetFailed(error);
                    else
                        emit fleetReady(snapshot);
                }, Qt::QueuedConnection);
            }, Qt::QueuedConnection);
        };
    };
    client_->instantQuery(FleetQueries::gpusSeen(), collect(&pending->gpus));
    client_->instantQuery(FleetQueries::currentValues(), collect(&pending->values));
    client_->targets(collect(&pending->targets));
    client_->alerts(collect(&pending->alerts));
}

void FleetReader::fetchHistory(const QString &instance, const QString &job, const QString &gpu, int seconds, int stepSeconds)
{
    const quint64 generation = ++historyGeneration_;
    const double endSec = QDateTime::currentMSecsSinceEpoch() / 1000.0;
    const QString base = client_->baseUrl();
    client_->rangeQuery(FleetQueries::gpuHistory(instance, job, gpu), endSec - seconds, endSec, stepSeconds,
                        [this, generation, base, instance, job, gpu](const QByteArray &body, const FetchFailure &failure) {
                            if (generation != historyGeneration_)
                                return;
                            if (failure.failed()) {
                                emit historyFailed(failure.describe());
                                return;
                            }
                            QMetaObject::invokeMethod(parseContext_, [this, generation, base, instance, job, gpu, body] {
                                const PromParsed parsed = PrometheusApi::parseQuery(body);
                                const QString error = parsed.error.isEmpty()
                                                          ? QString()
                                                          : FetchFailure{FetchFailure::NotPrometheus, base, parsed.error, 200}.describe();
                                const QVector<Sample> samples = error.isEmpty() ? fleetHistorySamples(parsed) : QVector<Sample>();
                                QMetaObject::invokeMethod(this, [this, generation, instance, job, gpu, samples, error] {
                                    if (generation != historyGeneration_)
                                        return;
                                    if (!error.isEmpty())
                                        emit historyFailed(error);
                                    else
                                        emit historyReady(instance, job, gpu, samples);
                                }, Qt::QueuedConnection);
                            }, Qt::QueuedConnection);
                        });
}

} // namespace rocmtune
