// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "core/stress/TuningValidation.h"

#include <QObject>
#include <QPointer>
#include <QVector>

#include <optional>

namespace rocmtune {

struct SweepPoint {
    quint64 capMicrowatts = 0;
    std::optional<double> throughput;   // the test's result value
    QString unit;
    std::optional<double> averagePowerWatts; // telemetry during the test
    bool passed = false;
    // Throughput per watt of measured power (the cap when power was not measured).
    std::optional<double> throughputPerWatt() const;
};

// Perf-per-watt sweep: runs one test (train, cnn or gemm) at a series of power
// caps through the tuning transaction and reverts at the end, whatever
// happened. Caps are fractions of the default cap, clamped to the driver's
// limits; duplicates after clamping run once.
class PowerSweep : public QObject
{
    Q_OBJECT
public:
    PowerSweep(TuningPort *port, StressRunStarter startRun, QObject *parent = nullptr);

    static QVector<quint64> capsFor(const PowerCapControl &cap, double fromFraction = 0.6, double toFraction = 1.0, int steps = 5);

    bool start(int device, const QString &test = QStringLiteral("train"), double secondsPerStep = 20);
    void cancel();
    bool isRunning() const { return running_; }
    const QVector<SweepPoint> &points() const { return points_; }
    // The passing point with the most throughput per watt.
    std::optional<SweepPoint> best() const;
    QString message() const { return message_; }

public slots:
    void runFinished(const rocmtune::StressVerdict &verdict);

signals:
    void pointMeasured(const rocmtune::SweepPoint &point);
    // After the revert to the original cap.
    void finished(bool completed, const QString &message);

private:
    void next();
    void onApplied(int device, bool ok, const QString &message);
    void onReverted(int device, bool ok, const QString &message);
    void stop(const QString &message);

    QPointer<TuningPort> port_;
    StressRunStarter startRun_;
    int device_ = -1;
    QString test_;
    double secondsPerStep_ = 20;
    QVector<quint64> caps_;
    QVector<SweepPoint> points_;
    bool running_ = false;
    bool waitingForRun_ = false;
    bool reverting_ = false;
    bool completed_ = false;
    QString message_;
};

} // namespace rocmtune

Q_DECLARE_METATYPE(rocmtune::SweepPoint)
