// SPDX-License-Identifier: GPL-3.0-or-later
#include "core/fleet/PrometheusApi.h"

#include <QDateTime>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>

#include <cmath>

namespace rocmtune {

namespace {

PromLabels labelsOf(const QJsonValue &value)
{
    PromLabels labels;
    const QJsonObject o = value.toObject();
    for (auto it = o.begin(); it != o.end(); ++it)
        labels.insert(it.key(), it.value().toString());
    return labels;
}

// Values travel as strings ("NaN", "+Inf", "1.5"); a bad one is NaN.
double numberOf(const QJsonValue &value)
{
    const QString text = value.toString();
    if (text == QLatin1String("+Inf"))
        return INFINITY;
    if (text == QLatin1String("-Inf"))
        return -INFINITY;
    bool ok = false;
    const double v = text.toDouble(&ok);
    return ok ? v : std::nan("");
}

// [ <unix seconds>, "<value>" ]
bool pointOf(const QJsonValue &value, double *timeSec, double *number)
{
    const QJsonArray pair = value.toArray();
    if (pair.size() != 2 || !pair[0].isDouble() || !pair[1].isString())
        return false;
    *timeSec = pair[0].toDouble();
    *number = numberOf(pair[1]);
    return true;
}

// Checks the envelope; on success returns "data".
QJsonValue dataOf(const QByteArray &body, QString *error)
{
    QJsonParseError parseError{};
    const QJsonDocument doc = QJsonDocument::fromJson(body, &parseError);
    if (parseError.error != QJsonParseError::NoError || !doc.isObject()) {
        *error = QStringLiteral("not a Prometheus API answer (%1)").arg(parseError.errorString());
        return {};
    }
    const QJsonObject root = doc.object();
    const QString status = root.value(QLatin1String("status")).toString();
    if (status != QLatin1String("success")) {
        const QString type = root.value(QLatin1String("errorType")).toString();
        const QString message = root.value(QLatin1String("error")).toString();
        *error = status.isEmpty() ? QStringLiteral("not a Prometheus API answer (no status)")
                                  : QStringLiteral("%1: %2").arg(type.isEmpty() ? status : type, message);
        return {};
    }
    return root.value(QLatin1String("data"));
}

double secondsOfRfc3339(const QString &text)
{
    const QDateTime t = QDateTime::fromString(text, Qt::ISODateWithMs);
    // Prometheus writes "0001-01-01T00:00:00Z" for "never".
    return t.isValid() && t.date().year() > 1 ? t.toMSecsSinceEpoch() / 1000.0 : 0;
}

} // namespace

PromParsed PrometheusApi::parseQuery(const QByteArray &body)
{
    PromParsed parsed;
    const QJsonObject data = dataOf(body, &parsed.error).toObject();
    if (!parsed.error.isEmpty())
        return parsed;
    const QString type = data.value(QLatin1String("resultType")).toString();
    const QJsonArray result = data.value(QLatin1String("result")).toArray();
    if (type == QLatin1String("vector")) {
        for (const QJsonValue &item : result) {
            const QJsonObject o = item.toObject();
            PromSample s;
            s.labels = labelsOf(o.value(QLatin1String("metric")));
            if (!pointOf(o.value(QLatin1String("value")), &s.timeSec, &s.value)) {
                parsed.error = QStringLiteral("malformed sample in a vector result");
                return parsed;
            }
            parsed.vector << s;
        }
    } else if (type == QLatin1String("matrix")) {
        for (const QJsonValue &item : result) {
            const QJsonObject o = item.toObject();
            PromSeries series;
            series.labels = labelsOf(o.value(QLatin1String("metric")));
            const QJsonArray values = o.value(QLatin1String("values")).toArray();
            series.timesSec.reserve(values.size());
            series.values.reserve(values.size());
            for (const QJsonValue &point : values) {
                double t = 0;
                double v = 0;
                if (!pointOf(point, &t, &v)) {
                    parsed.error = QStringLiteral("malformed point in a matrix result");
                    return parsed;
                }
                series.timesSec << t;
                series.values << v;
            }
            parsed.matrix << series;
        }
    } else {
        parsed.error = QStringLiteral("unexpected result type \"%1\"").arg(type);
    }
    return parsed;
}

PromParsed PrometheusApi::parseAlerts(const QByteArray &body)
{
    PromParsed parsed;
    const QJsonObject data = dataOf(body, &parsed.error).toObject();
    if (!parsed.error.isEmpty())
        return parsed;
    if (!data.value(QLatin1String("alerts")).isArray()) {
        parsed.error = QStringLiteral("no alerts list in the answer");
        return parsed;
    }
    for (const QJsonValue &item : data.value(QLatin1String("alerts")).toArray()) {
        const QJsonObject o = item.toObject();
        PromAlert alert;
        alert.labels = labelsOf(o.value(QLatin1String("labels")));
        alert.annotations = labelsOf(o.value(QLatin1String("annotations")));
        alert.state = o.value(QLatin1String("state")).toString();
        alert.activeAt = o.value(QLatin1String("activeAt")).toString();
        parsed.alerts << alert;
    }
    return parsed;
}

PromParsed PrometheusApi::parseTargets(const QByteArray &body)
{
    PromParsed parsed;
    const QJsonObject data = dataOf(body, &parsed.error).toObject();
    if (!parsed.error.isEmpty())
        return parsed;
    if (!data.value(QLatin1String("activeTargets")).isArray()) {
        parsed.error = QStringLiteral("no activeTargets list in the answer");
        return parsed;
    }
    for (const QJsonValue &item : data.value(QLatin1String("activeTargets")).toArray()) {
        const QJsonObject o = item.toObject();
        PromTarget target;
        target.labels = labelsOf(o.value(QLatin1String("labels")));
        target.scrapeUrl = o.value(QLatin1String("scrapeUrl")).toString();
        target.health = o.value(QLatin1String("health")).toString();
        target.lastError = o.value(QLatin1String("lastError")).toString();
        target.lastScrapeSec = secondsOfRfc3339(o.value(QLatin1String("lastScrape")).toString());
        parsed.targets << target;
    }
    return parsed;
}

} // namespace rocmtune
