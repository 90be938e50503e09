// SPDX-License-Identifier: GPL-3.0-or-later
#include "FleetReader.h"

#include "fleet/FleetHistory.h"

#include <QDateTime>

#include <memory>

namespace rocmtune {

namespace {

// The four answers of one refresh, filled in as they arrive.
struct PendingRefresh {
    PromParsed gpus, values, targets, alerts;
    int outstanding = 4;
    FetchFailure failure;
};

} // namespace

FleetReader::FleetReader(QObject *parent) : QObject(parent), client_(new PrometheusClient(this)) {}

bool FleetReader::setUrl(const QString &url, FetchFailure *failure) { return client_->setBaseUrl(url, failure); }

void FleetReader::refresh()
{
    const quint64 generation = ++refreshGeneration_;
    auto pending = std::make_shared<PendingRefresh>();
    const double nowSec = QDateTime::currentMSecsSinceEpoch() / 1000.0;
    const QString base = client_->baseUrl();

    auto collect = [this, generation, pending, nowSec, base](PromParsed *slot, PromParsed (*parse)(const QByteArray &)) {
        return [this, generation, pending, nowSec, base, slot, parse](const QByteArray &body, const FetchFailure &failure) {
            if (!pending->failure.failed()) {
                if (failure.failed()) {
                    pending->failure = failure;
                } else {
                    *slot = parse(body);
                    if (!slot->error.isEmpty())
                        pending->failure = FetchFailure{FetchFailure::NotPrometheus, base, slot->error, 200};
                }
            }
            if (--pending->outstanding > 0 || generation != refreshGeneration_)
                return;
            if (pending->failure.failed()) {
                emit fleetFailed(pending->failure.describe());
                return;
            }
            FleetSnapshot snapshot;
            const QString empty = FleetQueries::build(pending->gpus, pending->values, pending->targets, pending->alerts, nowSec, &snapshot);
            if (!empty.isEmpty())
                emit fleetFailed(empty);
            else
                emit fleetReady(snapshot);
        };
    };
    client_->instantQuery(FleetQueries::gpusSeen(), collect(&pending->gpus, &PrometheusApi::parseQuery));
    client_->instantQuery(FleetQueries::currentValues(), collect(&pending->values, &PrometheusApi::parseQuery));
    client_->targets(collect(&pending->targets, &PrometheusApi::parseTargets));
    client_->alerts(collect(&pending->alerts, &PrometheusApi::parseAlerts));
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
                            const PromParsed parsed = PrometheusApi::parseQuery(body);
                            if (!parsed.error.isEmpty()) {
                                emit historyFailed(FetchFailure{FetchFailure::NotPrometheus, base, parsed.error, 200}.describe());
                                return;
                            }
                            emit historyReady(instance, job, gpu, fleetHistorySamples(parsed));
                        });
}

} // namespace rocmtune
