// SPDX-License-Identifier: GPL-3.0-or-later
#include "core/stress/PcieErrorCounters.h"

#include "core/stress/StressTr.h"

#include <QCoreApplication>
#include <QDir>
#include <QFile>
#include <QFileInfo>
#include <QJsonArray>
#include <QJsonObject>
#include <QRegularExpression>

namespace rocmtune {

namespace {
std::optional<quint64> readCount(const QString &path)
{
    QFile file(path);
    if (!file.open(QIODevice::ReadOnly))
        return std::nullopt;
    bool ok = false;
    const quint64 value = QString::fromLatin1(file.readLine(64)).trimmed().toULongLong(&ok);
    return ok ? std::optional<quint64>(value) : std::nullopt;
}

// "RxErr 0\nBadTLP 2\n..." -> counters under "<end>/<class>/".
void readAer(const QString &deviceDir, const QString &end, QMap<QString, quint64> *into)
{
    static const char *const kClasses[] = {"correctable", "nonfatal", "fatal"};
    for (const char *cls : kClasses) {
        QFile file(deviceDir + QStringLiteral("/aer_dev_") + QLatin1String(cls));
        if (!file.open(QIODevice::ReadOnly))
            continue;
        const QStringList lines = QString::fromLatin1(file.readAll()).split(QLatin1Char('\n'), Qt::SkipEmptyParts);
        for (const QString &line : lines) {
            const QStringList parts = line.simplified().split(QLatin1Char(' '));
            bool ok = false;
            const quint64 count = parts.size() == 2 ? parts.at(1).toULongLong(&ok) : 0;
            if (ok)
                into->insert(end + QLatin1Char('/') + QLatin1String(cls) + QLatin1Char('/') + parts.at(0), count);
        }
    }
}

bool isTotal(const QString &counter)
{
    return counter.startsWith(QLatin1String("TOTAL_"));
}

QString endLabel(const QString &end)
{
    return end == QLatin1String("gpu") ? StressTr::tr("GPU") : StressTr::tr("port");
}
} // namespace

PcieErrorCounts readPcieErrorCounts(const QString &sysRoot, const QString &pciBusId)
{
    PcieErrorCounts counts;
    const QString deviceDir = sysRoot + QStringLiteral("/bus/pci/devices/") + pciBusId.toLower();
    counts.replays = readCount(deviceDir + QStringLiteral("/pcie_replay_count"));
    readAer(deviceDir, QStringLiteral("gpu"), &counts.aer);
    // The other end of the link: the port the device hangs under.
    static const QRegularExpression bdf(QStringLiteral("^[0-9a-f]{4}:[0-9a-f]{2}:[0-9a-f]{2}\\.[0-7]$"));
    const QString resolved = QFileInfo(deviceDir).canonicalFilePath();
    if (!resolved.isEmpty()) {
        const QFileInfo parent(QFileInfo(resolved).path());
        if (bdf.match(parent.fileName()).hasMatch())
            readAer(parent.filePath(), QStringLiteral("port"), &counts.aer);
    }
    return counts;
}

PcieErrorCounts readPcieCountersFromSysfs(const DeviceInfo &device)
{
    // Only cards the amdgpu driver runs: a simulated GPU must not read the
    // counters of a real device that happens to sit at its made-up address.
    if (device.backendId != QLatin1String("rocm-smi") || device.pciBusId.isEmpty())
        return PcieErrorCounts{};
    return readPcieErrorCounts(QStringLiteral("/sys"), device.pciBusId);
}

PcieErrorChange pcieErrorChange(const PcieErrorCounts &before, const PcieErrorCounts &after)
{
    PcieErrorChange change;
    change.compared = (before.replays && after.replays) || (!before.aer.isEmpty() && !after.aer.isEmpty());
    if (!change.compared)
        return change;
    // A count that went down (driver reloaded, counts cleared) adds nothing.
    if (before.replays && after.replays) {
        change.newReplays = *after.replays > *before.replays ? *after.replays - *before.replays : 0;
        if (*change.newReplays > 0)
            change.rises << StressTr::tr("replays +%1").arg(*change.newReplays);
    }
    QMap<QString, quint64> correctableSums; // per end, when no total line
    QMap<QString, quint64> correctableTotals;
    for (auto it = after.aer.cbegin(); it != after.aer.cend(); ++it) {
        if (!before.aer.contains(it.key()))
            continue;
        const quint64 old = before.aer.value(it.key());
        const quint64 rise = it.value() > old ? it.value() - old : 0;
        const QStringList key = it.key().split(QLatin1Char('/'));
        if (rise == 0 || key.size() != 3)
            continue;
        const QString &end = key.at(0), &cls = key.at(1), &counter = key.at(2);
        if (cls == QLatin1String("correctable")) {
            if (isTotal(counter))
                correctableTotals[end] += rise;
            else
                correctableSums[end] += rise;
        } else if (isTotal(counter)) {
            change.newUncorrectable += rise;
        }
        if (!isTotal(counter))
            change.rises << StressTr::tr("%1 %2 +%3").arg(endLabel(end), counter).arg(rise);
    }
    for (const QString &end : {QStringLiteral("gpu"), QStringLiteral("port")})
        change.newCorrectable += correctableTotals.contains(end) ? correctableTotals.value(end) : correctableSums.value(end);
    // Non-fatal / fatal files without total lines: count their counters.
    if (change.newUncorrectable == 0) {
        for (auto it = after.aer.cbegin(); it != after.aer.cend(); ++it) {
            const QStringList key = it.key().split(QLatin1Char('/'));
            if (key.size() == 3 && key.at(1) != QLatin1String("correctable") && !isTotal(key.at(2)) && before.aer.contains(it.key())
                && it.value() > before.aer.value(it.key()))
                change.newUncorrectable += it.value() - before.aer.value(it.key());
        }
    }
    return change;
}

PcieErrorChange pcieReplayChangeDuringRun(const QVector<Sample> &telemetry)
{
    const Sample *first = nullptr;
    const Sample *last = nullptr;
    for (const Sample &s : telemetry) {
        if (!s.has(MetricId::PcieReplayCount))
            continue;
        if (!first)
            first = &s;
        last = &s;
    }
    if (!first || first == last)
        return PcieErrorChange{};
    PcieErrorCounts before, after;
    before.replays = static_cast<quint64>(std::max(0.0, *first->value(MetricId::PcieReplayCount)));
    after.replays = static_cast<quint64>(std::max(0.0, *last->value(MetricId::PcieReplayCount)));
    return pcieErrorChange(before, after);
}

PcieErrorChange pcieErrorChangeOfRun(const std::optional<PcieErrorCounts> &before, const std::optional<PcieErrorCounts> &after,
                                     const QVector<Sample> &telemetry)
{
    if (before && after && before->available() && after->available()) {
        const PcieErrorChange change = pcieErrorChange(*before, *after);
        if (change.compared)
            return change;
    }
    return pcieReplayChangeDuringRun(telemetry);
}

void judgePcieErrorChange(const PcieErrorChange &change, int device, QVector<VerdictReason> *reasons, QVector<VerdictReason> *notes)
{
    if (!change.compared)
        return;
    const quint64 recoverable = change.newRecoverable();
    const QString detail = change.rises.join(QStringLiteral(", "));
    if (change.newUncorrectable > 0 || recoverable > kPcieErrorFailThreshold) {
        VerdictReason reason = VerdictReason::make(VerdictReasonKind::PcieErrors, device, {}, recoverable + change.newUncorrectable, detail);
        reason.limit = static_cast<double>(kPcieErrorFailThreshold);
        *reasons << reason;
    } else if (recoverable > 0) {
        *notes << VerdictReason::make(VerdictReasonKind::PcieErrorsRising, device, {}, recoverable, detail);
    }
}

QJsonValue pcieErrorChangeToJson(const PcieErrorChange &change)
{
    if (!change.compared)
        return QJsonValue(QJsonValue::Null);
    QJsonObject o{{QStringLiteral("new_correctable"), static_cast<double>(change.newCorrectable)},
                  {QStringLiteral("new_uncorrectable"), static_cast<double>(change.newUncorrectable)},
                  {QStringLiteral("fail_above"), static_cast<double>(kPcieErrorFailThreshold)},
                  {QStringLiteral("rises"), QJsonArray::fromStringList(change.rises)}};
    o.insert(QStringLiteral("new_replays"), change.newReplays ? QJsonValue(static_cast<double>(*change.newReplays)) : QJsonValue(QJsonValue::Null));
    return o;
}

} // namespace rocmtune
