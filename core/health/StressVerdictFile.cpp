// SPDX-License-Identifier: GPL-3.0-or-later
#include "core/health/StressVerdictFile.h"

#include "core/tuning/transaction/StateFolder.h"

#include <QJsonDocument>
#include <QJsonObject>

#include <algorithm>

namespace rocmtune {

QString StressVerdictFile::fileName()
{
    return QStringLiteral("stress-verdicts.json");
}

StressVerdictFile::StressVerdictFile(QString stateDirectory) : directory_(std::move(stateDirectory)) {}

QHash<QString, StressVerdictRecord> StressVerdictFile::load(QString *error) const
{
    QHash<QString, StressVerdictRecord> records;
    bool missing = false;
    const auto folder = StateFolder::open(directory_, false, error, &missing);
    const auto data = folder ? folder->read(fileName(), 1 << 20, error, &missing) : std::nullopt;
    if (!data) {
        if (missing)
            error->clear();
        return records;
    }
    const QJsonDocument doc = QJsonDocument::fromJson(*data);
    const QJsonObject gpus = doc.object().value(QStringLiteral("gpus")).toObject();
    for (auto it = gpus.begin(); it != gpus.end(); ++it) {
        const QJsonObject o = it.value().toObject();
        StressVerdictRecord r;
        r.deviceId = it.key();
        r.passed = o.value(QStringLiteral("verdict")).toString() == QLatin1String("pass");
        r.reason = o.value(QStringLiteral("reason")).toString();
        if (o.value(QStringLiteral("worst_delta_percent")).isDouble())
            r.worstDeltaPercent = o.value(QStringLiteral("worst_delta_percent")).toDouble();
        r.timeMs = static_cast<qint64>(o.value(QStringLiteral("time_ms")).toDouble());
        const double pcie = o.value(QStringLiteral("pcie_errors_during_run")).toDouble(-1);
        if (pcie >= 0)
            r.pcieErrorsDuringRun = static_cast<quint64>(pcie);
        records.insert(r.deviceId, r);
    }
    return records;
}

bool StressVerdictFile::record(const QVector<StressVerdictRecord> &records, QString *error) const
{
    QString readError;
    QHash<QString, StressVerdictRecord> all = load(&readError);
    for (const StressVerdictRecord &r : records)
        all.insert(r.deviceId, r);
    QJsonObject gpus;
    for (const StressVerdictRecord &r : all) {
        QJsonObject o{{QStringLiteral("verdict"), r.passed ? QStringLiteral("pass") : QStringLiteral("fail")},
                      {QStringLiteral("time_ms"), static_cast<double>(r.timeMs)}};
        if (!r.reason.isEmpty())
            o.insert(QStringLiteral("reason"), r.reason);
        if (r.worstDeltaPercent)
            o.insert(QStringLiteral("worst_delta_percent"), *r.worstDeltaPercent);
        if (r.pcieErrorsDuringRun)
            o.insert(QStringLiteral("pcie_errors_during_run"), static_cast<double>(*r.pcieErrorsDuringRun));
        gpus.insert(r.deviceId, o);
    }
    const auto folder = StateFolder::open(directory_, true, error);
    return folder
        && folder->replace(fileName(), QJsonDocument(QJsonObject{{QStringLiteral("version"), 1}, {QStringLiteral("gpus"), gpus}}).toJson(),
                           0644, error);
}

QVector<StressVerdictRecord> stressVerdictRecords(const StressVerdict &verdict, const QVector<GpuRunData> &runs, qint64 nowMs)
{
    QVector<StressVerdictRecord> records;
    for (const GpuVerdict &g : verdict.gpus) {
        if (g.status != VerdictStatus::Pass && g.status != VerdictStatus::Fail)
            continue;
        const auto run = std::find_if(runs.cbegin(), runs.cend(), [&](const GpuRunData &r) { return r.device == g.device; });
        if (run == runs.cend())
            continue;
        StressVerdictRecord r;
        r.deviceId = run->info.stableId();
        r.passed = g.status == VerdictStatus::Pass;
        r.timeMs = nowMs;
        if (!r.passed && !g.reasons.isEmpty())
            r.reason = g.reasons.first().text();
        if (g.pcie.compared)
            r.pcieErrorsDuringRun = g.pcie.newRecoverable() + g.pcie.newUncorrectable;
        for (const TestOutcome &t : g.tests) {
            if (t.baselineDeltaPercent && (!r.worstDeltaPercent || *t.baselineDeltaPercent < *r.worstDeltaPercent))
                r.worstDeltaPercent = t.baselineDeltaPercent;
        }
        records << r;
    }
    return records;
}

} // namespace rocmtune
