// SPDX-License-Identifier: GPL-3.0-or-later
#include "core/export/SampleCsv.h"

#include <QDateTime>
#include <QRegularExpression>

#include <cmath>

namespace rocmtune {

SampleCsv::SampleCsv(QVector<MetricId> metrics) : metrics_(std::move(metrics)) {}

QVector<MetricId> SampleCsv::allMetrics()
{
    QVector<MetricId> all;
    for (const auto &m : metricCatalogue())
        all.push_back(m.id);
    return all;
}

QString SampleCsv::quoteField(const QString &field)
{
    if (!field.contains(QLatin1Char(',')) && !field.contains(QLatin1Char('"')) && !field.contains(QLatin1Char('\n'))
        && !field.contains(QLatin1Char('\r')))
        return field;
    QString quoted = field;
    quoted.replace(QLatin1String("\""), QLatin1String("\"\""));
    return QLatin1Char('"') + quoted + QLatin1Char('"');
}

QStringList SampleCsv::splitLine(const QString &line)
{
    QStringList fields;
    QString current;
    bool quoted = false;
    for (qsizetype i = 0; i < line.size(); ++i) {
        const QChar c = line.at(i);
        if (quoted) {
            if (c == QLatin1Char('"')) {
                if (i + 1 < line.size() && line.at(i + 1) == QLatin1Char('"')) {
                    current += QLatin1Char('"');
                    ++i;
                } else {
                    quoted = false;
                }
            } else {
                current += c;
            }
        } else if (c == QLatin1Char('"')) {
            quoted = true;
        } else if (c == QLatin1Char(',')) {
            fields << current;
            current.clear();
        } else {
            current += c;
        }
    }
    fields << current;
    return fields;
}

QString SampleCsv::formatNumber(double value)
{
    if (std::isfinite(value) && value == std::floor(value) && std::fabs(value) < 1e15)
        return QString::number(static_cast<qint64>(value));
    return QString::number(value, 'f', 3).remove(QRegularExpression(QStringLiteral("\\.?0+$")));
}

QString SampleCsv::headerLine() const
{
    QStringList header{QStringLiteral("timestamp_ms"), QStringLiteral("time_utc"), QStringLiteral("device"),
                       QStringLiteral("id"), QStringLiteral("name"), QStringLiteral("state")};
    for (MetricId id : metrics_) {
        const MetricInfo &info = metricInfo(id);
        const QString symbol = unitSymbol(info.unit);
        header << (symbol.isEmpty() ? QString::fromLatin1(info.key)
                                    : QStringLiteral("%1 [%2]").arg(QLatin1String(info.key), symbol));
    }
    // Last, so readers that take the metrics by position from "state" on are unaffected.
    header << QStringLiteral("unsettled");
    return header.join(QLatin1Char(','));
}

QString SampleCsv::rowLine(const DeviceInfo &info, const Sample &sample) const
{
    QStringList row;
    row << QString::number(sample.timestampMs())
        << QDateTime::fromMSecsSinceEpoch(sample.timestampMs(), Qt::UTC).toString(Qt::ISODateWithMs)
        << QString::number(sample.deviceIndex()) << quoteField(info.stableId()) << quoteField(info.name)
        << QLatin1String(deviceStateKey(sample.state()));
    for (MetricId id : metrics_) {
        const auto v = sample.value(id);
        row << (v ? formatNumber(*v) : QString());
    }
    row << QLatin1String(sample.unsettled() ? "1" : "0");
    return row.join(QLatin1Char(','));
}

} // namespace rocmtune
