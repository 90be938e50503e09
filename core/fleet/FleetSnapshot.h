// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "core/fleet/PrometheusApi.h"

#include <QStringList>

#include <optional>

namespace rocmtune {

// What a Prometheus server knows about the GPUs its rocmtune exporters
// report: one node per scrape target (instance), its GPUs with their newest
// values, and the alerts firing now. A value the server does not have is
// nullopt ("n/a"), never 0.
struct FleetAlert {
    QString name;     // alertname
    QString severity; // label severity, may be empty
    QString summary;  // annotation summary, may be empty
};

struct FleetGpu {
    QString gpu; // the exporter's index label
    QString uuid;
    QString name;
    QString arch;
    bool simulated = false;
    bool present = false;          // in its exporter's newest scrape; false: seen within the hour, gone now
    std::optional<bool> readable;  // rocmtune_gpu_up
    double lastSeenSec = 0;        // Unix time of its newest sample
    std::optional<double> temperatureCelsius; // the sensor closest to its critical limit
    QString temperatureSensor;
    std::optional<double> temperatureCriticalCelsius;
    std::optional<double> powerWatts;
    std::optional<double> powerCapWatts;
    std::optional<double> busyRatio; // graphics engine, 0..1
    std::optional<double> eccUncorrectable; // summed over blocks
    std::optional<double> eccCorrectable;
    std::optional<QStringList> throttleReasons; // nullopt: not reported; empty: not throttled
    QVector<FleetAlert> alerts;
    std::optional<int> health; // rocmtune_gpu_health: 0 healthy, 1 degraded, 2 unhealthy; nullopt: an exporter without it
    QStringList jobs;          // rocmtune_gpu_job_info: "slurm:42", "pod:ml/train-0"
};

struct FleetNode {
    QString instance;
    QString job;
    bool scrapeTarget = false; // false: no longer in Prometheus' targets (GPUs seen within the hour)
    std::optional<bool> up;    // scrape health; nullopt: not scraped yet, or not a target
    QString scrapeError;
    double lastScrapeSec = 0;
    QVector<FleetGpu> gpus;
    QVector<FleetAlert> alerts; // firing alerts about the node, not one GPU (exporter down)
};

struct FleetSnapshot {
    double evaluatedAtSec = 0;
    QVector<FleetNode> nodes;
    QStringList missingSeries; // metric families none of the GPUs reports
    int gpuCount() const;
    int presentGpuCount() const;
};

// The PromQL the fleet view runs and how the answers become a FleetSnapshot.
namespace FleetQueries {
// Every GPU seen within the last hour, the value being the Unix time of its newest sample.
QString gpusSeen();
// The newest value of each family the view shows, for every GPU.
QString currentValues();
// The families currentValues() asks for (for "missing series").
QStringList valueFamilies();
// A range query for one GPU's graphs: the same families plus clocks.
QString gpuHistory(const QString &instance, const QString &job, const QString &gpu);
// Label value quoted for PromQL.
QString quoted(const QString &value);

// The most of each answer build() reads (a hostile server's answer is refused beyond).
constexpr int kMaxSeries = 50000;
constexpr int kMaxTargets = 10000;
constexpr int kMaxAlerts = 10000;
// Builds the snapshot. Returns an empty string, or why there is nothing to show
// (no rocmtune series at all, or more than the limits above), translated.
QString build(const PromParsed &gpus, const PromParsed &values, const PromParsed &targets, const PromParsed &alerts,
              double nowSec, FleetSnapshot *snapshot);
} // namespace FleetQueries

} // namespace rocmtune
