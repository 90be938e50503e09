// SPDX-License-Identifier: GPL-3.0-or-later
#include "core/stress/BaselineStore.h"

#include "core/stress/StressTr.h"

#include <QCoreApplication>
#include <QDir>
#include <QFile>
#include <QFileInfo>
#include <QJsonDocument>
#include <QJsonObject>
#include <QSaveFile>
#include <QStandardPaths>

#include <cmath>

namespace rocmtune {

namespace {
constexpr int kFormatVersion = 1;
} // namespace

std::optional<double> GpuBaseline::deltaPercent(const BenchResult &result) const
{
    const auto it = tests.constFind(result.test);
    if (it == tests.constEnd() || !result.value || it->metric != result.metric || it->unit != result.unit || !(it->value > 0))
        return std::nullopt;
    return 100.0 * (*result.value - it->value) / it->value;
}

BaselineStore::BaselineStore(const QString &path) : path_(path)
{
    if (path_.isEmpty())
        path_ = QStandardPaths::writableLocation(QStandardPaths::AppDataLocation) + QStringLiteral("/stress-baselines.json");
}

bool BaselineStore::load(QString *error)
{
    gpus_.clear();
    QFile file(path_);
    if (!file.exists())
        return true;
    if (!file.open(QIODevice::ReadOnly)) {
        if (error)
            *error = StressTr::tr("Cannot read %1: %2").arg(path_, file.errorString());
        return false;
    }
    QJsonParseError parseError{};
    const QJsonDocument document = QJsonDocument::fromJson(file.readAll(), &parseError);
    if (parseError.error != QJsonParseError::NoError || !document.isObject()) {
        if (error)
            *error = StressTr::tr("%1 is not a baseline file (%2).").arg(path_, parseError.errorString());
        return false;
    }
    const QJsonObject root = document.object();
    if (root.value(QLatin1String("version")).toInt() != kFormatVersion) {
        if (error)
            *error = StressTr::tr("%1 has an unknown format version.").arg(path_);
        return false;
    }
    const QJsonObject gpus = root.value(QLatin1String("gpus")).toObject();
    for (auto g = gpus.begin(); g != gpus.end(); ++g) {
        const QJsonObject gpu = g.value().toObject();
        GpuBaseline baseline;
        baseline.gpuName = gpu.value(QLatin1String("name")).toString();
        const QJsonObject tests = gpu.value(QLatin1String("tests")).toObject();
        for (auto t = tests.begin(); t != tests.end(); ++t) {
            const QJsonObject o = t.value().toObject();
            const double value = o.value(QLatin1String("value")).toDouble(-1);
            if (!(value > 0) || !std::isfinite(value))
                continue; // a damaged entry is dropped, the others stay
            baseline.tests.insert(t.key(), BaselineEntry{o.value(QLatin1String("metric")).toString(),
                                                         o.value(QLatin1String("unit")).toString(), value,
                                                         QDateTime::fromString(o.value(QLatin1String("recorded")).toString(), Qt::ISODate)});
        }
        gpus_.insert(g.key(), baseline);
    }
    return true;
}

bool BaselineStore::save(QString *error) const
{
    QJsonObject gpus;
    for (auto g = gpus_.begin(); g != gpus_.end(); ++g) {
        QJsonObject tests;
        for (auto t = g->tests.begin(); t != g->tests.end(); ++t) {
            tests.insert(t.key(), QJsonObject{{QStringLiteral("metric"), t->metric},
                                              {QStringLiteral("unit"), t->unit},
                                              {QStringLiteral("value"), t->value},
                                              {QStringLiteral("recorded"), t->recordedUtc.toString(Qt::ISODate)}});
        }
        gpus.insert(g.key(), QJsonObject{{QStringLiteral("name"), g->gpuName}, {QStringLiteral("tests"), tests}});
    }
    const QJsonObject root{{QStringLiteral("version"), kFormatVersion}, {QStringLiteral("gpus"), gpus}};
    QDir().mkpath(QFileInfo(path_).absolutePath());
    QSaveFile file(path_);
    if (!file.open(QIODevice::WriteOnly) || file.write(QJsonDocument(root).toJson(QJsonDocument::Indented)) < 0 || !file.commit()) {
        if (error)
            *error = StressTr::tr("Cannot write %1: %2").arg(path_, file.errorString());
        return false;
    }
    return true;
}

std::optional<GpuBaseline> BaselineStore::baseline(const QString &gpuStableId) const
{
    const auto it = gpus_.constFind(gpuStableId);
    if (it == gpus_.constEnd() || it->tests.isEmpty())
        return std::nullopt;
    return *it;
}

QStringList BaselineStore::recordMissing(const QString &gpuStableId, const QString &gpuName, const QVector<BenchResult> &results,
                                         const QDateTime &whenUtc)
{
    QStringList added;
    GpuBaseline &baseline = gpus_[gpuStableId];
    baseline.gpuName = gpuName;
    for (const BenchResult &r : results) {
        if (!r.pass || r.errors != 0 || !r.value || !(*r.value > 0) || baseline.tests.contains(r.test))
            continue;
        baseline.tests.insert(r.test, BaselineEntry{r.metric, r.unit, *r.value, whenUtc});
        added << r.test;
    }
    return added;
}

void BaselineStore::forget(const QString &gpuStableId)
{
    gpus_.remove(gpuStableId);
}

} // namespace rocmtune
