// SPDX-License-Identifier: GPL-3.0-or-later
#include "core/fleet/FleetSnapshot.h"

#include "core/fleet/FleetTr.h"

#include <QCoreApplication>
#include <QHash>
#include <QMultiHash>
#include <QSet>

#include <algorithm>
#include <cmath>

namespace rocmtune {

namespace {

const QString kInstance = QStringLiteral("instance");
const QString kJob = QStringLiteral("job");
const QString kGpu = QStringLiteral("gpu");
const QString kName = QStringLiteral("__name__");

QString nodeKey(const PromLabels &labels) { return labels.value(kInstance) + QLatin1Char('\n') + labels.value(kJob); }
QString gpuKey(const PromLabels &labels) { return nodeKey(labels) + QLatin1Char('\n') + labels.value(kGpu); }

// Numeric order for "gpu" labels (2 before 10), text order otherwise.
bool indexLess(const QString &a, const QString &b)
{
    bool okA = false;
    bool okB = false;
    const int ia = a.toInt(&okA);
    const int ib = b.toInt(&okB);
    if (okA && okB)
        return ia < ib;
    return a < b;
}

FleetAlert alertOf(const PromAlert &a)
{
    return FleetAlert{a.labels.value(QStringLiteral("alertname")), a.labels.value(QStringLiteral("severity")),
                      a.annotations.value(QStringLiteral("summary"))};
}

void addTo(std::optional<double> &sum, double value) { sum = sum.value_or(0) + value; }

// The families and how they land in a FleetGpu.
void applyValue(const PromSample &s, FleetGpu &gpu, QHash<QString, double> &criticalBySensor,
                QHash<QString, double> &temperatureBySensor)
{
    const QString name = s.labels.value(kName);
    if (std::isnan(s.value))
        return;
    if (name == QLatin1String("rocmtune_gpu_up"))
        gpu.readable = s.value == 1;
    else if (name == QLatin1String("rocmtune_gpu_temperature_celsius"))
        temperatureBySensor.insert(s.labels.value(QStringLiteral("sensor")), s.value);
    else if (name == QLatin1String("rocmtune_gpu_temperature_critical_celsius"))
        criticalBySensor.insert(s.labels.value(QStringLiteral("sensor")), s.value);
    else if (name == QLatin1String("rocmtune_gpu_power_watts"))
        gpu.powerWatts = s.value;
    else if (name == QLatin1String("rocmtune_gpu_power_cap_watts"))
        gpu.powerCapWatts = s.value;
    else if (name == QLatin1String("rocmtune_gpu_busy_ratio") && s.labels.value(QStringLiteral("engine")) == QLatin1String("gfx"))
        gpu.busyRatio = s.value;
    else if (name == QLatin1String("rocmtune_gpu_ecc_errors_total")) {
        const QString type = s.labels.value(QStringLiteral("type"));
        if (type == QLatin1String("uncorrectable"))
            addTo(gpu.eccUncorrectable, s.value);
        else if (type == QLatin1String("correctable"))
            addTo(gpu.eccCorrectable, s.value);
    } else if (name == QLatin1String("rocmtune_gpu_health")) {
        gpu.health = static_cast<int>(s.value);
    } else if (name == QLatin1String("rocmtune_gpu_job_info")) {
        const QString slurmJob = s.labels.value(QStringLiteral("slurm_job_id"));
        const QString pod = s.labels.value(QStringLiteral("pod"));
        const QString ns = s.labels.value(QStringLiteral("namespace"));
        if (!slurmJob.isEmpty())
            gpu.jobs << QStringLiteral("slurm:%1").arg(slurmJob);
        else if (!pod.isEmpty() || s.labels.contains(QStringLiteral("pod_uid")))
            gpu.jobs << QStringLiteral("pod:%1").arg(ns.isEmpty() ? pod : ns + QLatin1Char('/') + pod);
    } else if (name == QLatin1String("rocmtune_gpu_throttled")) {
        if (!gpu.throttleReasons)
            gpu.throttleReasons = QStringList();
        if (s.value == 1)
            *gpu.throttleReasons << s.labels.value(QStringLiteral("reason"));
    }
}

// Shows the sensor closest to its critical limit (or the hottest when no limit is known).
void pickTemperature(FleetGpu &gpu, const QHash<QString, double> &temperature, const QHash<QString, double> &critical)
{
    std::optional<double> bestMargin;
    for (auto it = temperature.begin(); it != temperature.end(); ++it) {
        const auto limit = critical.constFind(it.key());
        const double margin = limit != critical.constEnd() ? *limit - it.value() : 1e9 - it.value();
        if (!bestMargin || margin < *bestMargin || (margin == *bestMargin && it.key() < gpu.temperatureSensor)) {
            bestMargin = margin;
            gpu.temperatureCelsius = it.value();
            gpu.temperatureSensor = it.key();
            gpu.temperatureCriticalCelsius = limit != critical.constEnd() ? std::optional<double>(*limit) : std::nullopt;
        }
    }
}

} // namespace

int FleetSnapshot::gpuCount() const
{
    int count = 0;
    for (const FleetNode &n : nodes)
        count += static_cast<int>(n.gpus.size());
    return count;
}

int FleetSnapshot::presentGpuCount() const
{
    int count = 0;
    for (const FleetNode &n : nodes)
        count += static_cast<int>(std::count_if(n.gpus.cbegin(), n.gpus.cend(), [](const FleetGpu &g) { return g.present; }));
    return count;
}

QString FleetQueries::gpusSeen()
{
    // The subquery's steps sit on multiples of 15 s, so the newest scrape (and
    // a GPU younger than 15 s) comes from the plain instant query on the left.
    return QStringLiteral("timestamp(rocmtune_gpu_info) or max_over_time(timestamp(rocmtune_gpu_info)[1h:15s])");
}

QStringList FleetQueries::valueFamilies()
{
    return {QStringLiteral("rocmtune_gpu_up"),           QStringLiteral("rocmtune_gpu_temperature_celsius"),
            QStringLiteral("rocmtune_gpu_temperature_critical_celsius"), QStringLiteral("rocmtune_gpu_power_watts"),
            QStringLiteral("rocmtune_gpu_power_cap_watts"), QStringLiteral("rocmtune_gpu_busy_ratio"),
            QStringLiteral("rocmtune_gpu_ecc_errors_total"), QStringLiteral("rocmtune_gpu_throttled")};
}

QString FleetQueries::currentValues()
{
    // Health and jobs come from exporters that have them; their absence is not "missing".
    const QStringList optional{QStringLiteral("rocmtune_gpu_health"), QStringLiteral("rocmtune_gpu_job_info")};
    return QStringLiteral("{__name__=~\"%1\"}").arg((valueFamilies() + optional).join(QLatin1Char('|')));
}

QString FleetQueries::quoted(const QString &value)
{
    QString escaped = value;
    escaped.replace(QLatin1Char('\\'), QLatin1String("\\\\")).replace(QLatin1Char('"'), QLatin1String("\\\""));
    escaped.replace(QLatin1Char('\n'), QLatin1String("\\n"));
    return QLatin1Char('"') + escaped + QLatin1Char('"');
}

QString FleetQueries::gpuHistory(const QString &instance, const QString &job, const QString &gpu)
{
    return QStringLiteral("{__name__=~\"rocmtune_gpu_(temperature_celsius|power_watts|power_cap_watts|busy_ratio|clock_hertz)\","
                          "instance=%1,job=%2,gpu=%3}")
        .arg(quoted(instance), quoted(job), quoted(gpu));
}

QString FleetQueries::build(const PromParsed &gpus, const PromParsed &values, const PromParsed &targets,
                            const PromParsed &alerts, double nowSec, FleetSnapshot *snapshot)
{
    *snapshot = FleetSnapshot();
    snapshot->evaluatedAtSec = nowSec;
    // A hostile or broken server's answer is read only up to these sizes.
    if (gpus.vector.size() > kMaxSeries || values.vector.size() > kMaxSeries || targets.targets.size() > kMaxTargets
        || alerts.alerts.size() > kMaxAlerts)
        return FleetTr::tr("Prometheus answered more than this view reads (%1 GPU series, %2 values, %3 targets, %4 alerts; at most "
                                     "%5 series, %6 targets and %7 alerts): nothing is shown.")
            .arg(gpus.vector.size())
            .arg(values.vector.size())
            .arg(targets.targets.size())
            .arg(alerts.alerts.size())
            .arg(kMaxSeries)
            .arg(kMaxTargets)
            .arg(kMaxAlerts);
    if (gpus.vector.isEmpty())
        return FleetTr::tr("Prometheus answers, but it has no rocmtune_gpu_info series from the last hour: it scrapes no "
                        "rocmtune exporter. Add the exporters to its scrape configuration (README, “Many machines”).");

    // Nodes: every scrape target of a job that reports GPUs or is called
    // "rocmtune", and every instance a GPU was seen on.
    QMap<QString, FleetNode> nodes;
    QSet<QString> gpuJobs;
    for (const PromSample &s : gpus.vector)
        gpuJobs.insert(s.labels.value(kJob));
    for (const PromTarget &t : targets.targets) {
        const QString job = t.labels.value(kJob);
        if (!gpuJobs.contains(job) && job != QLatin1String("rocmtune"))
            continue;
        FleetNode &node = nodes[nodeKey(t.labels)];
        node.instance = t.labels.value(kInstance);
        node.job = job;
        node.scrapeTarget = true;
        if (t.health == QLatin1String("up") || t.health == QLatin1String("down"))
            node.up = t.health == QLatin1String("up");
        node.scrapeError = t.lastError;
        node.lastScrapeSec = t.lastScrapeSec;
    }

    // GPUs: newest sighting per (node, uuid); the one in the newest scrape is present.
    QHash<QString, double> newestScrapeOfNode;
    for (const PromSample &s : gpus.vector)
        newestScrapeOfNode[nodeKey(s.labels)] = std::max(newestScrapeOfNode.value(nodeKey(s.labels)), s.value);
    QHash<QString, FleetGpu> byUuid; // node key + uuid
    for (const PromSample &s : gpus.vector) {
        FleetGpu gpu;
        gpu.gpu = s.labels.value(kGpu);
        gpu.uuid = s.labels.value(QStringLiteral("uuid"));
        gpu.name = s.labels.value(QStringLiteral("name"));
        gpu.arch = s.labels.value(QStringLiteral("arch"));
        gpu.simulated = s.labels.value(QStringLiteral("simulated")) == QLatin1String("true");
        gpu.lastSeenSec = s.value;
        const QString key = nodeKey(s.labels) + QLatin1Char('\n') + gpu.uuid;
        const auto it = byUuid.constFind(key);
        if (it == byUuid.constEnd() || it->lastSeenSec < gpu.lastSeenSec)
            byUuid.insert(key, gpu);
        FleetNode &node = nodes[nodeKey(s.labels)];
        node.instance = s.labels.value(kInstance);
        node.job = s.labels.value(kJob);
    }
    QHash<QString, FleetGpu *> presentByIndex; // gpuKey of the current scrape
    for (auto it = byUuid.begin(); it != byUuid.end(); ++it) {
        const QString node = it.key().section(QLatin1Char('\n'), 0, 1);
        FleetNode &n = nodes[node];
        FleetGpu gpu = it.value();
        // Present: seen in the node's newest scrape and that scrape is not stale.
        gpu.present = gpu.lastSeenSec >= newestScrapeOfNode.value(node) && n.up.value_or(true);
        n.gpus << gpu;
    }
    for (FleetNode &n : nodes) {
        std::sort(n.gpus.begin(), n.gpus.end(), [](const FleetGpu &a, const FleetGpu &b) {
            if (a.present != b.present)
                return a.present;
            return indexLess(a.gpu, b.gpu);
        });
        for (FleetGpu &g : n.gpus) {
            if (g.present)
                presentByIndex.insert(n.instance + QLatin1Char('\n') + n.job + QLatin1Char('\n') + g.gpu, &g);
        }
    }

    // Values of present GPUs.
    QHash<QString, QHash<QString, double>> temperature;
    QHash<QString, QHash<QString, double>> critical;
    QSet<QString> familiesSeen;
    for (const PromSample &s : values.vector) {
        FleetGpu *gpu = presentByIndex.value(gpuKey(s.labels));
        if (!gpu)
            continue;
        familiesSeen.insert(s.labels.value(kName));
        applyValue(s, *gpu, critical[gpuKey(s.labels)], temperature[gpuKey(s.labels)]);
    }
    for (auto it = presentByIndex.begin(); it != presentByIndex.end(); ++it)
        pickTemperature(**it, temperature.value(it.key()), critical.value(it.key()));
    for (const QString &family : valueFamilies()) {
        if (!familiesSeen.contains(family))
            snapshot->missingSeries << family;
    }

    // Firing alerts: on the GPU when they name one (index, else uuid), else on
    // the node. Nodes by instance and GPUs by uuid are indexed, so a server's
    // many alerts cost one look-up each, not a walk over every node.
    QMultiHash<QString, FleetNode *> nodesByInstance;
    QHash<QString, FleetGpu *> gpuByUuid; // instance \n job \n uuid (present ones first: sorted above)
    for (FleetNode &n : nodes) {
        nodesByInstance.insert(n.instance, &n);
        for (FleetGpu &g : n.gpus) {
            const QString key = n.instance + QLatin1Char('\n') + n.job + QLatin1Char('\n') + g.uuid;
            if (!gpuByUuid.contains(key))
                gpuByUuid.insert(key, &g);
        }
    }
    for (const PromAlert &a : alerts.alerts) {
        if (a.state != QLatin1String("firing"))
            continue;
        const QString instance = a.labels.value(kInstance);
        const auto matching = nodesByInstance.equal_range(instance);
        for (auto it = matching.first; it != matching.second; ++it) {
            FleetNode &n = **it;
            if (a.labels.contains(kJob) && a.labels.value(kJob) != n.job)
                continue;
            const QString uuid = a.labels.value(QStringLiteral("uuid"));
            const QString prefix = n.instance + QLatin1Char('\n') + n.job + QLatin1Char('\n');
            FleetGpu *target = !uuid.isEmpty()                ? gpuByUuid.value(prefix + uuid)
                               : a.labels.contains(kGpu) ? presentByIndex.value(prefix + a.labels.value(kGpu))
                                                              : nullptr;
            if (target)
                target->alerts << alertOf(a);
            else
                n.alerts << alertOf(a);
        }
    }

    snapshot->nodes = nodes.values().toVector();
    std::sort(snapshot->nodes.begin(), snapshot->nodes.end(), [](const FleetNode &a, const FleetNode &b) {
        return a.instance != b.instance ? a.instance < b.instance : a.job < b.job;
    });
    return QString();
}

} // namespace rocmtune
