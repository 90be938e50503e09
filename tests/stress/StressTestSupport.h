// SPDX-License-Identifier: GPL-3.0-or-later
// Helpers shared by the stress tests: recorded streams and synthetic telemetry.
#pragma once

#include "core/stress/BenchRecord.h"
#include "core/stress/StressPlan.h"
#include "core/telemetry/Sample.h"

#include <QByteArray>
#include <QCoreApplication>
#include <QFile>
#include <QList>
#include <QString>
#include <QVector>

#include <functional>

namespace rocmtune::testing {

inline QCoreApplication &application()
{
    static int argc = 1;
    static char name[] = "stress_tests";
    static char *argv[] = {name, nullptr};
    static QCoreApplication instance(argc, argv);
    return instance;
}

// The Quick preset as the recorded streams (pass.jsonl, fault_*.jsonl) know
// it: the five tests before cnn, link and pulse joined the presets; the
// fault to inject, if any.
inline StressPlan recordedQuickPlan(const QString &fault = QString())
{
    StressPlan plan = StressPlan::fromPreset(StressPreset::Quick);
    plan.tests.removeAll(QStringLiteral("cnn"));
    plan.tests.removeAll(QStringLiteral("link"));
    plan.tests.removeAll(QStringLiteral("pulse"));
    plan.injectFault = fault;
    return plan;
}

inline QString dataPath(const QString &name)
{
    return QStringLiteral(ROCMTUNE_STRESS_DATA_DIR "/") + name;
}

// The lines of a recorded stream; an unreadable file fails the calling test
// through an empty list (every caller asserts on the content).
inline QList<QByteArray> streamLines(const QString &name)
{
    QFile file(dataPath(name));
    if (!file.open(QIODevice::ReadOnly))
        return {};
    QList<QByteArray> lines = file.readAll().split('\n');
    while (!lines.isEmpty() && lines.constLast().isEmpty())
        lines.removeLast();
    return lines;
}

inline constexpr qint64 kStartMs = 1'700'000'000'000;

// One sample every stepMs over [fromMs, toMs] of a healthy GPU under load;
// `shape` may change a sample (heat, throttle, loss) by its time.
inline QVector<Sample> telemetry(qint64 fromMs, qint64 toMs, int stepMs = 250,
                                 const std::function<void(Sample &)> &shape = {})
{
    QVector<Sample> samples;
    for (qint64 t = fromMs; t <= toMs; t += stepMs) {
        Sample s(0, t);
        s.set(MetricId::TemperatureEdge, 60.0 + static_cast<double>((t - fromMs) % 5000) / 1000.0);
        s.set(MetricId::TemperatureJunction, 72.0);
        s.set(MetricId::TemperatureMemory, 65.0);
        s.set(MetricId::TemperatureEdgeCritical, 100.0);
        s.set(MetricId::TemperatureJunctionCritical, 110.0);
        s.set(MetricId::TemperatureMemoryCritical, 105.0);
        s.set(MetricId::PowerAverage, 600.0 + static_cast<double>((t / stepMs) % 3) * 10.0); // 600, 610, 620
        s.set(MetricId::GfxClock, 1980.0);
        s.set(MetricId::ThrottleStatus, 0.0);
        if (shape)
            shape(s);
        samples << s;
    }
    return samples;
}

} // namespace rocmtune::testing
