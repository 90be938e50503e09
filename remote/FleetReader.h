// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "core/fleet/FleetSnapshot.h"
#include "core/telemetry/Sample.h"
#include "remote/PrometheusClient.h"

#include <QObject>
#include <QThread>
#include <QVector>

namespace rocmtune {

// Reads the fleet from Prometheus: refresh() runs the four requests (GPUs
// seen, their values, scrape targets, alerts) and answers with fleetReady or
// fleetFailed; fetchHistory() runs one GPU's range query for its graphs.
// Only the newest refresh / history request answers; older ones are dropped.
// The answers are parsed and the snapshot built on a thread of its own, so a
// large or hostile answer never stalls the thread that owns the reader (the
// GUI's); the signals come on the owner's thread.
class FleetReader : public QObject
{
    Q_OBJECT
public:
    explicit FleetReader(QObject *parent = nullptr);
    ~FleetReader() override;

    bool setUrl(const QString &url, FetchFailure *failure);
    QString url() const { return client_->baseUrl(); }
    void setTimeoutMs(int ms) { client_->setTimeoutMs(ms); }

    void refresh();
    void fetchHistory(const QString &instance, const QString &job, const QString &gpu, int seconds = 3600, int stepSeconds = 5);

signals:
    void fleetReady(const rocmtune::FleetSnapshot &snapshot);
    void fleetFailed(const QString &message);
    // Samples of device index 0, oldest first.
    void historyReady(const QString &instance, const QString &job, const QString &gpu, const QVector<rocmtune::Sample> &samples);
    void historyFailed(const QString &message);

private:
    PrometheusClient *client_;
    QThread *parseThread_;
    QObject *parseContext_; // lives on parseThread_: work posted to it runs there
    quint64 refreshGeneration_ = 0;
    quint64 historyGeneration_ = 0;
};

} // namespace rocmtune
