// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "core/stress/BenchProtocol.h"

#include <QDateTime>
#include <QMap>
#include <QString>

#include <optional>

namespace rocmtune {

struct BaselineEntry {
    QString metric;
    QString unit;
    double value = 0;
    QDateTime recordedUtc;
};

// One GPU's own reference: the results of its first clean run, per test.
struct GpuBaseline {
    QString gpuName;
    QMap<QString, BaselineEntry> tests;

    // (value - baseline) / baseline in percent, when the test, metric and unit match.
    std::optional<double> deltaPercent(const BenchResult &result) const;
};

// Per-GPU baselines in one JSON file (QStandardPaths AppDataLocation, or a
// path given for tests), written atomically with QSaveFile. A missing or
// damaged file reads as "no baselines" and is never overwritten silently:
// load() reports why it was rejected.
class BaselineStore
{
public:
    // Empty path: <AppDataLocation>/stress-baselines.json.
    explicit BaselineStore(const QString &path = QString());

    const QString &path() const { return path_; }
    // Reads the file; false with *error when it exists but cannot be used.
    bool load(QString *error = nullptr);
    bool save(QString *error = nullptr) const;

    std::optional<GpuBaseline> baseline(const QString &gpuStableId) const;
    // Records the passed results of tests that have no baseline yet for this
    // GPU. Returns the tests that were added.
    QStringList recordMissing(const QString &gpuStableId, const QString &gpuName, const QVector<BenchResult> &results,
                              const QDateTime &whenUtc);
    void forget(const QString &gpuStableId);

private:
    QString path_;
    QMap<QString, GpuBaseline> gpus_;
};

} // namespace rocmtune
