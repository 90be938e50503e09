// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "core/telemetry/DeviceInfo.h"
#include "core/telemetry/Metric.h"
#include "core/telemetry/Sample.h"

#include <QString>
#include <QStringList>
#include <QVector>

namespace rocmtune {

// CSV layout shared by the CLI monitor and the GUI session recorder:
// timestamp_ms,time_utc,device,id,name,state,<metric> [<unit>],...
// A metric that is not available is an empty cell, never 0.
class SampleCsv
{
public:
    // Columns for the given metrics (default: every catalogue metric), then
    // "unsettled": 1 for a sample of the first seconds after a wake (Sample::unsettled).
    explicit SampleCsv(QVector<MetricId> metrics = allMetrics());

    static QVector<MetricId> allMetrics();

    QString headerLine() const;
    QString rowLine(const DeviceInfo &info, const Sample &sample) const;
    const QVector<MetricId> &metrics() const { return metrics_; }

    // RFC 4180 quoting of one field.
    static QString quoteField(const QString &field);
    // Splits one CSV line (handles quoted fields); for tests and importers.
    static QStringList splitLine(const QString &line);
    // Formats a number without exponent or trailing zeros ("41", "48.5").
    static QString formatNumber(double value);

private:
    QVector<MetricId> metrics_;
};

} // namespace rocmtune
