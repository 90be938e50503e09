// SPDX-License-Identifier: GPL-3.0-or-later
#include "core/fleet/FleetText.h"

#include "core/fleet/FleetTr.h"
#include "core/i18n/ListText.h"
#include "core/telemetry/Metric.h"

#include <QCoreApplication>
#include <QDateTime>
#include <QLocale>

#include <cmath>

namespace rocmtune {

namespace {

QString localNumberOrNA(const std::optional<double> &value, int decimals)
{
    return value ? QLocale().toString(*value, 'f', decimals) : FleetTr::tr("N/A");
}

} // namespace

QString FleetText::header(Column column)
{
    switch (column) {
    case Gpu: return FleetTr::tr("GPU");
    case Name: return FleetTr::tr("Name");
    case Temperature: return FleetTr::tr("Temp °C (limit)");
    case Power: return FleetTr::tr("Power/cap W");
    case Utilization: return FleetTr::tr("Util %");
    case Ecc: return FleetTr::tr("ECC uncorr./corr.");
    case Throttle: return FleetTr::tr("Throttle");
    case Alerts: return FleetTr::tr("Alerts firing");
    case LastSeen: return FleetTr::tr("Last seen");
    case ColumnCount: break;
    }
    return QString();
}

QString FleetText::ago(double thenSec, double nowSec)
{
    if (thenSec <= 0)
        return FleetTr::tr("never");
    const qint64 seconds = std::max<qint64>(0, std::llround(nowSec - thenSec));
    if (seconds < 120)
        return FleetTr::tr("%1 s ago").arg(seconds);
    if (seconds < 2 * 3600)
        return FleetTr::tr("%1 min ago").arg(seconds / 60);
    if (seconds < 48 * 3600)
        return FleetTr::tr("%1 h ago").arg(seconds / 3600);
    return QLocale().toString(QDateTime::fromMSecsSinceEpoch(static_cast<qint64>(thenSec * 1000)), QLocale::ShortFormat);
}

QString FleetText::throttleReasons(const QStringList &keys)
{
    static const struct {
        const char *key;
        unsigned bit;
    } kKeys[] = {{"power_cap", ThrottlePowerCap},         {"thermal", ThrottleThermal},
                 {"current", ThrottleCurrent},            {"software_slowdown", ThrottleSoftwareSlowdown},
                 {"hardware_slowdown", ThrottleHardwareSlowdown}, {"idle", ThrottleIdle},
                 {"clock_locked", ThrottleClockLocked}};
    unsigned bits = 0;
    QStringList unknown;
    for (const QString &key : keys) {
        bool known = false;
        for (const auto &k : kKeys) {
            if (key == QLatin1String(k.key)) {
                bits |= k.bit;
                known = true;
            }
        }
        if (!known)
            unknown << key;
    }
    QStringList parts;
    if (bits)
        parts << throttleReasonsText(bits);
    parts << unknown;
    return joinList(parts);
}

QString FleetText::alertNames(const QVector<FleetAlert> &alerts)
{
    QStringList names;
    for (const FleetAlert &a : alerts)
        names << a.name;
    return joinList(names);
}

QString FleetText::cell(Column column, const FleetGpu &g, double nowSec)
{
    switch (column) {
    case Gpu: return g.gpu;
    case Name: {
        const QString name = g.simulated ? FleetTr::tr("%1 (simulated)").arg(g.name) : g.name;
        // The job using the GPU (Slurm job or pod), when its exporter says.
        return g.jobs.isEmpty() ? name : QStringLiteral("%1 [%2]").arg(name, g.jobs.join(QStringLiteral(", ")));
    }
    case Temperature:
        if (!g.present)
            return FleetTr::tr("gone");
        if (!g.temperatureCelsius)
            return FleetTr::tr("N/A");
        return g.temperatureCriticalCelsius ? FleetTr::tr("%1 (%2)").arg(localNumberOrNA(g.temperatureCelsius, 0), localNumberOrNA(g.temperatureCriticalCelsius, 0))
                                            : localNumberOrNA(g.temperatureCelsius, 0);
    case Power:
        if (!g.present)
            return QString();
        return QStringLiteral("%1/%2").arg(localNumberOrNA(g.powerWatts, 0), localNumberOrNA(g.powerCapWatts, 0));
    case Utilization:
        if (!g.present)
            return QString();
        return g.busyRatio ? localNumberOrNA(*g.busyRatio * 100.0, 0) : FleetTr::tr("N/A");
    case Ecc:
        if (!g.present)
            return QString();
        if (!g.eccUncorrectable && !g.eccCorrectable)
            return FleetTr::tr("N/A");
        return QStringLiteral("%1/%2").arg(localNumberOrNA(g.eccUncorrectable, 0), localNumberOrNA(g.eccCorrectable, 0));
    case Throttle:
        if (!g.present)
            return QString();
        if (g.readable && !*g.readable)
            return FleetTr::tr("unreadable");
        if (!g.throttleReasons)
            return FleetTr::tr("N/A");
        return g.throttleReasons->isEmpty() ? FleetTr::tr("no") : throttleReasons(*g.throttleReasons);
    case Alerts: return alertNames(g.alerts);
    case LastSeen: return ago(g.lastSeenSec, nowSec);
    case ColumnCount: break;
    }
    return QString();
}

QString FleetText::nodeLine(const FleetNode &node, double nowSec)
{
    QString state;
    if (!node.scrapeTarget)
        state = FleetTr::tr("no longer a scrape target");
    else if (!node.up)
        state = FleetTr::tr("not scraped yet");
    else if (*node.up)
        state = FleetTr::tr("up, scraped %1").arg(ago(node.lastScrapeSec, nowSec));
    else if (node.scrapeError.isEmpty())
        state = FleetTr::tr("down, last scrape %1").arg(ago(node.lastScrapeSec, nowSec));
    else
        state = FleetTr::tr("down (%1), last scrape %2").arg(node.scrapeError, ago(node.lastScrapeSec, nowSec));
    const QString line = FleetTr::tr("%1 (job %2): %3").arg(node.instance, node.job, state);
    return node.alerts.isEmpty() ? line : FleetTr::tr("%1 — alerts firing: %2").arg(line, alertNames(node.alerts));
}

QString FleetText::summary(const FleetSnapshot &snapshot)
{
    int alerts = 0;
    for (const FleetNode &n : snapshot.nodes) {
        alerts += static_cast<int>(n.alerts.size());
        for (const FleetGpu &g : n.gpus)
            alerts += static_cast<int>(g.alerts.size());
    }
    const int nodes = static_cast<int>(snapshot.nodes.size());
    const int gpus = snapshot.gpuCount();
    QString text = FleetTr::tr("%1, %2, %3", "nodes, GPUs, alerts")
                       .arg(FleetTr::tr("%n node(s)", nullptr, nodes), FleetTr::tr("%n GPU(s)", nullptr, gpus),
                            FleetTr::tr("%n alert(s) firing", nullptr, alerts));
    if (!snapshot.missingSeries.isEmpty())
        text = FleetTr::tr("%1. No GPU reports: %2").arg(text, joinList(snapshot.missingSeries));
    return text;
}

QString FleetText::printable(const QString &text)
{
    QString safe = text;
    for (QChar &c : safe) {
        const char16_t u = c.unicode();
        const bool control = u < 0x20 || (u >= 0x7f && u <= 0x9f);
        const bool bidi = (u >= 0x202a && u <= 0x202e) || (u >= 0x2066 && u <= 0x2069) || u == 0x200e || u == 0x200f;
        if (control || bidi)
            c = QChar(0xfffd);
    }
    return safe;
}

} // namespace rocmtune
