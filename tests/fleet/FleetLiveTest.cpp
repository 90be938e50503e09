// SPDX-License-Identifier: GPL-3.0-or-later
// The real Prometheus scrapes two real exporters: its HTTP API sees both
// targets and all five GPUs and has loaded the shipped rules; promtool
// accepts the exposition; "rocmtune-cli fleet" and FleetReader list the five
// GPUs, draw one's history, and explain an unreachable or empty Prometheus.
#include "remote/FleetReader.h"
#include "tests/fleet/FleetEnvironment.h"
#include "tests/support/ProcessRun.h"

#include <QElapsedTimer>
#include <QFile>
#include <QEventLoop>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QSet>
#include <QThread>
#include <QTimer>

using namespace rocmtune;
using namespace rocmtune::test;

namespace {

FleetEnvironment &env() { return *FleetEnvironment::instance(); }

QJsonObject apiData(const QString &path)
{
    const HttpAnswer answer = httpGet(env().prometheusUrl() + path);
    EXPECT_EQ(answer.status, 200) << path.toStdString() << ": " << answer.body.toStdString();
    const QJsonObject root = QJsonDocument::fromJson(answer.body).object();
    EXPECT_EQ(root.value(QStringLiteral("status")).toString(), QStringLiteral("success"));
    return root.value(QStringLiteral("data")).toObject();
}

QJsonArray instantQuery(const QString &expr)
{
    return apiData(QStringLiteral("/api/v1/query?query=") + QString::fromLatin1(QUrl::toPercentEncoding(expr)))
        .value(QStringLiteral("result"))
        .toArray();
}

using CliRun = rocmtune::testing::ProcessRun;

CliRun runCli(const QStringList &args)
{
    return rocmtune::testing::runProcess(QStringLiteral(ROCMTUNE_CLI_PATH), args, QProcessEnvironment::systemEnvironment(), {}, 20000);
}

// Runs one FleetReader refresh to its answer.
struct ReaderAnswer {
    std::optional<FleetSnapshot> fleet;
    QString error;
};
ReaderAnswer readFleet(const QString &url)
{
    FleetReader reader;
    reader.setTimeoutMs(3000);
    ReaderAnswer answer;
    FetchFailure failure;
    if (!reader.setUrl(url, &failure)) {
        answer.error = failure.describe();
        return answer;
    }
    QEventLoop loop;
    QObject::connect(&reader, &FleetReader::fleetReady, &loop, [&](const FleetSnapshot &s) {
        answer.fleet = s;
        loop.quit();
    });
    QObject::connect(&reader, &FleetReader::fleetFailed, &loop, [&](const QString &message) {
        answer.error = message;
        loop.quit();
    });
    QTimer::singleShot(10000, &loop, &QEventLoop::quit);
    reader.refresh();
    loop.exec();
    return answer;
}

} // namespace

TEST(Prometheus, ScrapesBothExportersAndEveryGpu)
{
    const QJsonArray targets = apiData(QStringLiteral("/api/v1/targets?state=active")).value(QStringLiteral("activeTargets")).toArray();
    QMap<QString, QString> health;
    for (const QJsonValue &t : targets)
        health.insert(t.toObject().value(QStringLiteral("labels")).toObject().value(QStringLiteral("instance")).toString(),
                      t.toObject().value(QStringLiteral("health")).toString());
    EXPECT_EQ(health.size(), 3);
    EXPECT_EQ(health.value(env().exporter(0).instance()), QStringLiteral("up"));
    EXPECT_EQ(health.value(env().exporter(1).instance()), QStringLiteral("up"));

    QMap<QString, int> gpusPerInstance;
    QSet<QString> uuids;
    for (const QJsonValue &s : instantQuery(QStringLiteral("rocmtune_gpu_info"))) {
        const QJsonObject labels = s.toObject().value(QStringLiteral("metric")).toObject();
        ++gpusPerInstance[labels.value(QStringLiteral("instance")).toString()];
        uuids.insert(labels.value(QStringLiteral("instance")).toString() + labels.value(QStringLiteral("uuid")).toString());
    }
    EXPECT_EQ(gpusPerInstance.value(env().exporter(0).instance()), 3);
    EXPECT_EQ(gpusPerInstance.value(env().exporter(1).instance()), 2);
    EXPECT_EQ(uuids.size(), 5);
    // Every GPU has its live values, not just its identity.
    EXPECT_EQ(instantQuery(QStringLiteral("rocmtune_gpu_power_watts")).size(), 5);
    EXPECT_EQ(instantQuery(QStringLiteral("rocmtune_gpu_busy_ratio{engine=\"gfx\"}")).size(), 5);
}

TEST(Prometheus, LoadsEveryShippedRule)
{
    const QStringList expected{QStringLiteral("RocmTuneGpuNearCriticalTemperature"), QStringLiteral("RocmTuneGpuThrottlingSustained"),
                               QStringLiteral("RocmTuneGpuEccUncorrectable"),        QStringLiteral("RocmTuneGpuPowerAtCapWhileIdle"),
                               QStringLiteral("RocmTuneExporterDown"),               QStringLiteral("RocmTuneGpuVanished"),
                               QStringLiteral("RocmTuneGpuUnreadable")};
    // Evaluated at least once (health "ok") within a few evaluation intervals.
    QElapsedTimer timer;
    timer.start();
    QMap<QString, QString> health;
    while (timer.elapsed() < 10000) {
        health.clear();
        for (const QJsonValue &g : apiData(QStringLiteral("/api/v1/rules?type=alert")).value(QStringLiteral("groups")).toArray()) {
            for (const QJsonValue &r : g.toObject().value(QStringLiteral("rules")).toArray())
                health.insert(r.toObject().value(QStringLiteral("name")).toString(), r.toObject().value(QStringLiteral("health")).toString());
        }
        if (health.size() == expected.size() && std::all_of(health.cbegin(), health.cend(), [](const QString &h) { return h == QLatin1String("ok"); }))
            break;
        QThread::msleep(250);
    }
    ASSERT_EQ(health.keys(), [&] { QStringList s = expected; s.sort(); return s; }());
    for (auto it = health.cbegin(); it != health.cend(); ++it)
        EXPECT_EQ(it.value(), QStringLiteral("ok")) << it.key().toStdString();
}

TEST(Prometheus, PromtoolAcceptsTheExposition)
{
    const HttpAnswer metrics = httpGet(QStringLiteral("http://%1/metrics").arg(env().exporter(0).instance()));
    ASSERT_EQ(metrics.status, 200);
    ASSERT_TRUE(metrics.body.contains("rocmtune_gpu_throttled"));
    const rocmtune::testing::ProcessRun promtool = rocmtune::testing::runProcess(
        QStringLiteral(ROCMTUNE_PROMTOOL_PATH), {QStringLiteral("check"), QStringLiteral("metrics")}, QProcessEnvironment::systemEnvironment(), metrics.body);
    ASSERT_FALSE(promtool.timedOut()) << "promtool did not run; scripts/setup.sh installs it (package prometheus)";
    const QByteArray complaints = promtool.out + promtool.err;
    EXPECT_EQ(promtool.exitCode, 0) << complaints.toStdString();
    EXPECT_TRUE(complaints.trimmed().isEmpty()) << complaints.toStdString();
}

TEST(FleetCli, JsonListsBothNodesAndFiveGpus)
{
    const CliRun run = runCli({QStringLiteral("fleet"), QStringLiteral("--prometheus"), env().prometheusUrl(), QStringLiteral("--json")});
    ASSERT_EQ(run.exitCode, 0) << run.err.toStdString();
    QJsonParseError error{};
    const QJsonObject root = QJsonDocument::fromJson(run.out, &error).object();
    ASSERT_EQ(error.error, QJsonParseError::NoError) << run.out.toStdString();
    EXPECT_EQ(root.value(QStringLiteral("gpu_count")).toInt(), 5);
    QMap<QString, QJsonObject> nodes;
    for (const QJsonValue &n : root.value(QStringLiteral("nodes")).toArray())
        nodes.insert(n.toObject().value(QStringLiteral("instance")).toString(), n.toObject());
    ASSERT_EQ(nodes.size(), 3);
    const QJsonObject dead = nodes.value(env().deadTarget());
    EXPECT_FALSE(dead.value(QStringLiteral("up")).toBool(true));
    EXPECT_FALSE(dead.value(QStringLiteral("scrape_error")).toString().isEmpty());
    EXPECT_TRUE(dead.value(QStringLiteral("gpus")).toArray().isEmpty());
    for (int e = 0; e < 2; ++e) {
        const QJsonObject node = nodes.value(env().exporter(e).instance());
        EXPECT_TRUE(node.value(QStringLiteral("up")).toBool());
        // Prometheus writes nanoseconds ("…:13.000263723Z"): read as a time, not "never".
        EXPECT_GT(node.value(QStringLiteral("last_scrape_seconds")).toDouble(), root.value(QStringLiteral("evaluated_at_seconds")).toDouble() - 30);
        const QJsonArray gpus = node.value(QStringLiteral("gpus")).toArray();
        ASSERT_EQ(gpus.size(), e == 0 ? 3 : 2);
        for (int i = 0; i < gpus.size(); ++i) {
            const QJsonObject g = gpus[i].toObject();
            EXPECT_EQ(g.value(QStringLiteral("gpu")).toString(), QString::number(i));
            EXPECT_TRUE(g.value(QStringLiteral("present")).toBool());
            EXPECT_TRUE(g.value(QStringLiteral("simulated")).toBool());
            const double temperature = g.value(QStringLiteral("temperature_celsius")).toDouble(-1);
            EXPECT_GT(temperature, 10);
            EXPECT_LT(temperature, 130);
            EXPECT_GT(g.value(QStringLiteral("power_cap_watts")).toDouble(-1), 0);
            EXPECT_GE(g.value(QStringLiteral("power_watts")).toDouble(-1), 0);
            const double busy = g.value(QStringLiteral("busy_ratio")).toDouble(-1);
            EXPECT_GE(busy, 0);
            EXPECT_LE(busy, 1);
            EXPECT_TRUE(g.value(QStringLiteral("throttle_reasons")).isArray());
            // ECC: a count where the exporter reports it, else null (never a made-up 0).
            const QJsonValue ecc = g.value(QStringLiteral("ecc_uncorrectable"));
            EXPECT_TRUE(ecc.isNull() || ecc.toDouble(-1) >= 0);
            EXPECT_GT(g.value(QStringLiteral("last_seen_seconds")).toDouble(), root.value(QStringLiteral("evaluated_at_seconds")).toDouble() - 30);
        }
    }
}

TEST(FleetCli, TableShowsEveryNode)
{
    const CliRun run = runCli({QStringLiteral("fleet"), QStringLiteral("--prometheus"), env().prometheusUrl()});
    ASSERT_EQ(run.exitCode, 0) << run.err.toStdString();
    const QString text = QString::fromUtf8(run.out);
    EXPECT_TRUE(text.contains(env().exporter(0).instance() + QStringLiteral(" (job rocmtune): up"))) << text.toStdString();
    EXPECT_TRUE(text.contains(env().exporter(1).instance() + QStringLiteral(" (job rocmtune): up"))) << text.toStdString();
    EXPECT_TRUE(text.contains(env().deadTarget() + QStringLiteral(" (job rocmtune): down"))) << text.toStdString();
    EXPECT_TRUE(text.contains(QStringLiteral("3 nodes, 5 GPUs"))) << text.toStdString();
    EXPECT_EQ(text.count(QStringLiteral("(simulated)")), 5) << text.toStdString();
}

TEST(FleetCli, UnreachableEmptyAndWrongServersAreExplained)
{
    const QString closed = QStringLiteral("http://127.0.0.1:%1").arg(FleetEnvironment::closedPort());
    CliRun run = runCli({QStringLiteral("fleet"), QStringLiteral("--prometheus"), closed, QStringLiteral("--timeout"), QStringLiteral("2")});
    EXPECT_EQ(run.exitCode, 1);
    EXPECT_TRUE(run.err.contains("Cannot reach Prometheus at " + closed.toUtf8())) << run.err.toStdString();
    EXPECT_TRUE(run.out.isEmpty());

    run = runCli({QStringLiteral("fleet"), QStringLiteral("--prometheus"), env().emptyPrometheusUrl()});
    EXPECT_EQ(run.exitCode, 1);
    EXPECT_TRUE(run.err.contains("no rocmtune_gpu_info series")) << run.err.toStdString();

    // An exporter is not a Prometheus server.
    run = runCli({QStringLiteral("fleet"), QStringLiteral("--prometheus"), QStringLiteral("http://") + env().exporter(0).instance()});
    EXPECT_EQ(run.exitCode, 1);
    EXPECT_TRUE(run.err.contains("HTTP 404")) << run.err.toStdString();

    run = runCli({QStringLiteral("fleet"), QStringLiteral("--prometheus"), QStringLiteral("ftp://example")});
    EXPECT_EQ(run.exitCode, 2);
    EXPECT_TRUE(run.err.contains("is not a Prometheus URL")) << run.err.toStdString();
    run = runCli({QStringLiteral("fleet")});
    EXPECT_EQ(run.exitCode, 2);
}

TEST(FleetReader, SnapshotAndOneGpusHour)
{
    const ReaderAnswer answer = readFleet(env().prometheusUrl());
    ASSERT_TRUE(answer.fleet.has_value()) << answer.error.toStdString();
    EXPECT_EQ(answer.fleet->presentGpuCount(), 5);
    EXPECT_FALSE(answer.fleet->missingSeries.contains(QStringLiteral("rocmtune_gpu_temperature_celsius")));

    FleetReader reader;
    FetchFailure failure;
    ASSERT_TRUE(reader.setUrl(env().prometheusUrl(), &failure));
    QEventLoop loop;
    QVector<Sample> samples;
    QString error;
    QObject::connect(&reader, &FleetReader::historyReady, &loop,
                     [&](const QString &, const QString &, const QString &gpu, const QVector<Sample> &s) {
                         EXPECT_EQ(gpu, QStringLiteral("1"));
                         samples = s;
                         loop.quit();
                     });
    QObject::connect(&reader, &FleetReader::historyFailed, &loop, [&](const QString &m) {
        error = m;
        loop.quit();
    });
    QTimer::singleShot(10000, &loop, &QEventLoop::quit);
    reader.fetchHistory(env().exporter(1).instance(), QStringLiteral("rocmtune"), QStringLiteral("1"), 60, 1);
    loop.exec();
    ASSERT_TRUE(error.isEmpty()) << error.toStdString();
    ASSERT_FALSE(samples.isEmpty());
    const Sample &last = samples.last();
    EXPECT_TRUE(last.has(MetricId::TemperatureEdge));
    EXPECT_TRUE(last.has(MetricId::PowerAverage));
    EXPECT_TRUE(last.has(MetricId::PowerCap));
    EXPECT_TRUE(last.has(MetricId::GfxClock));
    EXPECT_GE(*last.value(MetricId::GpuBusy), 0);
    EXPECT_LE(*last.value(MetricId::GpuBusy), 100); // percent, as the catalogue has it
    EXPECT_GT(*last.value(MetricId::GfxClock), 50); // MHz, not Hz
    EXPECT_LT(*last.value(MetricId::GfxClock), 5000);
}

// Every query of the shipped Grafana dashboard is valid PromQL for the real
// server and, except the alerts table (nothing fires in a few seconds),
// returns data from the two exporters.
TEST(GrafanaDashboard, EveryQueryRunsOnPrometheus)
{
    QFile file(QStringLiteral(ROCMTUNE_SOURCE_DIR "/resources/grafana/rocmtune-dashboard.json"));
    ASSERT_TRUE(file.open(QIODevice::ReadOnly));
    const QJsonArray panels = QJsonDocument::fromJson(file.readAll()).object().value(QStringLiteral("panels")).toArray();
    int queries = 0;
    for (const QJsonValue &panel : panels) {
        const QString title = panel.toObject().value(QStringLiteral("title")).toString();
        for (const QJsonValue &target : panel.toObject().value(QStringLiteral("targets")).toArray()) {
            QString expr = target.toObject().value(QStringLiteral("expr")).toString();
            // The health row's findings and jobs: the simulated exporters' GPUs are
            // healthy and run no scheduler's job, so these run but return nothing
            // here (GrafanaDashboard.QueriesOnlyExportedMetrics checks the names
            // against an exposition with a finding and a Slurm job).
            const bool emptyWhenHealthy = expr.contains(QLatin1String("rocmtune_gpu_health_finding"))
                || expr.contains(QLatin1String("rocmtune_gpu_job_info"));
            expr.replace(QLatin1String("$instance"), QLatin1String(".*")).replace(QLatin1String("$gpu"), QLatin1String(".*"));
            expr.replace(QLatin1String("$__range"), QLatin1String("1h"));
            // increase() and rate() need two scrapes in their window: a few seconds at most.
            HttpAnswer answer;
            QJsonArray result;
            QElapsedTimer timer;
            timer.start();
            do {
                answer = httpGet(env().prometheusUrl() + QStringLiteral("/api/v1/query?query=")
                                 + QString::fromLatin1(QUrl::toPercentEncoding(expr)));
                result = QJsonDocument::fromJson(answer.body).object().value(QStringLiteral("data")).toObject()
                             .value(QStringLiteral("result")).toArray();
                if (!result.isEmpty() || expr.startsWith(QLatin1String("ALERTS")) || expr.contains(QLatin1String("ecc_errors"))
                    || emptyWhenHealthy || answer.status != 200)
                    break;
                QThread::msleep(250);
            } while (timer.elapsed() < 8000);
            ++queries;
            EXPECT_EQ(answer.status, 200) << title.toStdString() << ": " << expr.toStdString() << "\n" << answer.body.toStdString();
            // The simulated exporters' GPUs have no ECC (no RAS interface),
            // so the ECC panel's queries must run but return nothing here;
            // GrafanaDashboard.QueriesOnlyExportedMetrics checks them against
            // an exposition with ECC.
            const bool eccQuery = expr.contains(QLatin1String("rocmtune_gpu_ecc_errors_total"));
            if (eccQuery) {
                EXPECT_TRUE(result.isEmpty()) << title.toStdString() << ": the simulated GPUs now report ECC; drop this exception";
            } else if (emptyWhenHealthy) {
                EXPECT_TRUE(result.isEmpty()) << title.toStdString() << ": the simulated GPUs now have findings or jobs; drop this exception";
            } else if (!expr.startsWith(QLatin1String("ALERTS"))) {
                EXPECT_FALSE(result.isEmpty()) << title.toStdString() << ": " << expr.toStdString();
            }
        }
    }
    EXPECT_GE(queries, 15);
}
