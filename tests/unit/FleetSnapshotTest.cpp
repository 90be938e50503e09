// SPDX-License-Identifier: GPL-3.0-or-later
// core/fleet: Prometheus API answers (as the server writes them) become the
// fleet model, the JSON, the cell texts and History samples.
#include "core/fleet/FetchFailure.h"
#include "core/fleet/FleetHistory.h"
#include "core/fleet/FleetJson.h"
#include "core/fleet/FleetSnapshot.h"
#include "core/fleet/FleetText.h"
#include "core/fleet/PrometheusApi.h"

#include <QJsonArray>

#include <gtest/gtest.h>

using namespace rocmtune;

namespace {

QByteArray vectorAnswer(const QByteArray &result)
{
    return R"({"status":"success","data":{"resultType":"vector","result":[)" + result + "]}}";
}

QByteArray sample(const QByteArray &labels, double value, double time = 1000)
{
    return R"({"metric":{)" + labels + R"(},"value":[)" + QByteArray::number(time, 'f', 3) + R"(,")"
        + QByteArray::number(value, 'g', 17) + R"("]})";
}

const QByteArray kNodeA = R"("instance":"a:9400","job":"rocmtune")";
const QByteArray kNodeB = R"("instance":"b:9400","job":"rocmtune")";

QByteArray gpuLabels(const QByteArray &node, int gpu, const char *uuid)
{
    return node + R"(,"gpu":")" + QByteArray::number(gpu) + R"(","uuid":")" + uuid + R"(","name":"MI210","arch":"gfx90a")";
}

// Node a: GPU 0 and 1 in the newest scrape (t=1000), GPU u-old last seen at 400.
// Node b: down, its GPU last seen at 900.
PromParsed gpusSeen()
{
    return PrometheusApi::parseQuery(vectorAnswer(
        sample(gpuLabels(kNodeA, 0, "u0") + R"(,"simulated":"true")", 1000) + ','
        + sample(gpuLabels(kNodeA, 1, "u1"), 1000) + ',' + sample(gpuLabels(kNodeA, 2, "u-old"), 400) + ','
        + sample(gpuLabels(kNodeB, 0, "u9"), 900)));
}

PromParsed values()
{
    QByteArray v;
    auto add = [&v](const QByteArray &name, const QByteArray &labels, double value) {
        if (!v.isEmpty())
            v += ',';
        v += sample(R"("__name__":")" + name + "\"," + labels, value);
    };
    const QByteArray g0 = gpuLabels(kNodeA, 0, "u0");
    const QByteArray g1 = gpuLabels(kNodeA, 1, "u1");
    add("rocmtune_gpu_up", g0, 1);
    add("rocmtune_gpu_up", g1, 0);
    add("rocmtune_gpu_temperature_celsius", g0 + R"(,"sensor":"edge")", 70);
    add("rocmtune_gpu_temperature_critical_celsius", g0 + R"(,"sensor":"edge")", 100);
    add("rocmtune_gpu_temperature_celsius", g0 + R"(,"sensor":"junction")", 96);
    add("rocmtune_gpu_temperature_critical_celsius", g0 + R"(,"sensor":"junction")", 110);
    add("rocmtune_gpu_power_watts", g0, 281.4);
    add("rocmtune_gpu_power_cap_watts", g0, 300);
    add("rocmtune_gpu_busy_ratio", g0 + R"(,"engine":"gfx")", 0.97);
    add("rocmtune_gpu_busy_ratio", g0 + R"(,"engine":"memory")", 0.4);
    add("rocmtune_gpu_throttled", g0 + R"(,"reason":"power_cap")", 1);
    add("rocmtune_gpu_throttled", g0 + R"(,"reason":"thermal")", 0);
    add("rocmtune_gpu_ecc_errors_total", g0 + R"(,"block":"umc","type":"uncorrectable")", 2);
    add("rocmtune_gpu_ecc_errors_total", g0 + R"(,"block":"gfx","type":"uncorrectable")", 1);
    add("rocmtune_gpu_ecc_errors_total", g0 + R"(,"block":"umc","type":"correctable")", 7);
    // A value of the vanished GPU's old index on another series must not land on it.
    add("rocmtune_gpu_power_watts", gpuLabels(kNodeA, 2, "u-old"), 50);
    return PrometheusApi::parseQuery(vectorAnswer(v));
}

PromParsed targets()
{
    return PrometheusApi::parseTargets(R"({"status":"success","data":{"activeTargets":[
      {"labels":{"instance":"a:9400","job":"rocmtune"},"scrapeUrl":"http://a:9400/metrics","health":"up","lastError":"","lastScrape":"1970-01-01T00:16:39.5Z"},
      {"labels":{"instance":"b:9400","job":"rocmtune"},"scrapeUrl":"http://b:9400/metrics","health":"down","lastError":"connection refused","lastScrape":"1970-01-01T00:16:39Z"},
      {"labels":{"instance":"localhost:9090","job":"prometheus"},"health":"up","lastError":"","lastScrape":"1970-01-01T00:16:39Z"}
    ],"droppedTargets":[]}})");
}

PromParsed alerts()
{
    return PrometheusApi::parseAlerts(R"({"status":"success","data":{"alerts":[
      {"labels":{"alertname":"RocmTuneGpuEccUncorrectable","severity":"critical","instance":"a:9400","job":"rocmtune","gpu":"0","block":"umc"},
       "annotations":{"summary":"new ECC errors"},"state":"firing","activeAt":"2026-01-01T00:00:00Z","value":"2"},
      {"labels":{"alertname":"RocmTuneGpuVanished","instance":"a:9400","job":"rocmtune","gpu":"2","uuid":"u-old"},
       "annotations":{},"state":"firing","activeAt":"2026-01-01T00:00:00Z","value":"1"},
      {"labels":{"alertname":"RocmTuneExporterDown","instance":"b:9400","job":"rocmtune"},
       "annotations":{},"state":"firing","activeAt":"2026-01-01T00:00:00Z","value":"0"},
      {"labels":{"alertname":"RocmTuneGpuNearCriticalTemperature","instance":"a:9400","job":"rocmtune","gpu":"1"},
       "annotations":{},"state":"pending","activeAt":"2026-01-01T00:00:00Z","value":"0"}
    ]}})");
}

FleetSnapshot built()
{
    FleetSnapshot snapshot;
    const QString empty = FleetQueries::build(gpusSeen(), values(), targets(), alerts(), 1001, &snapshot);
    EXPECT_TRUE(empty.isEmpty()) << empty.toStdString();
    return snapshot;
}

} // namespace

TEST(PrometheusApi, ParsesVectorsMatricesAndErrors)
{
    const PromParsed v = PrometheusApi::parseQuery(vectorAnswer(sample(R"("a":"1")", 2.5, 17) + ',' + R"({"metric":{},"value":[18,"NaN"]})"));
    ASSERT_TRUE(v.error.isEmpty()) << v.error.toStdString();
    ASSERT_EQ(v.vector.size(), 2);
    EXPECT_EQ(v.vector[0].labels.value(QStringLiteral("a")), QStringLiteral("1"));
    EXPECT_EQ(v.vector[0].value, 2.5);
    EXPECT_EQ(v.vector[0].timeSec, 17);
    EXPECT_TRUE(std::isnan(v.vector[1].value));

    const PromParsed m = PrometheusApi::parseQuery(
        R"({"status":"success","data":{"resultType":"matrix","result":[{"metric":{"x":"y"},"values":[[10,"1"],[15,"+Inf"]]}]}})");
    ASSERT_TRUE(m.error.isEmpty());
    ASSERT_EQ(m.matrix.size(), 1);
    EXPECT_EQ(m.matrix[0].timesSec, (QVector<double>{10, 15}));
    EXPECT_TRUE(std::isinf(m.matrix[0].values[1]));

    const PromParsed refused = PrometheusApi::parseQuery(R"({"status":"error","errorType":"bad_data","error":"parse error at char 3"})");
    EXPECT_EQ(refused.error, QStringLiteral("bad_data: parse error at char 3"));
    EXPECT_FALSE(PrometheusApi::parseQuery("<html>nginx</html>").error.isEmpty());
    EXPECT_FALSE(PrometheusApi::parseQuery(R"({"status":"success","data":{"resultType":"vector","result":[{"metric":{},"value":[1]}]}})")
                     .error.isEmpty());
    EXPECT_FALSE(PrometheusApi::parseAlerts(R"({"status":"success","data":{}})").error.isEmpty());
}

TEST(FleetSnapshot, NodesAndGpusFromTheAnswers)
{
    const FleetSnapshot s = built();
    ASSERT_EQ(s.nodes.size(), 2); // the "prometheus" job has no GPUs and is not ours
    const FleetNode &a = s.nodes[0];
    const FleetNode &b = s.nodes[1];
    EXPECT_EQ(a.instance, QStringLiteral("a:9400"));
    EXPECT_EQ(a.up, std::optional<bool>(true));
    EXPECT_DOUBLE_EQ(a.lastScrapeSec, 999.5);
    EXPECT_EQ(b.up, std::optional<bool>(false));
    EXPECT_TRUE(a.scrapeTarget);
    EXPECT_TRUE(b.scrapeTarget);
    EXPECT_EQ(b.scrapeError, QStringLiteral("connection refused"));
    EXPECT_EQ(s.gpuCount(), 4);
    EXPECT_EQ(s.presentGpuCount(), 2); // b is down: its GPU is not current; u-old vanished

    ASSERT_EQ(a.gpus.size(), 3);
    const FleetGpu &g0 = a.gpus[0];
    EXPECT_EQ(g0.gpu, QStringLiteral("0"));
    EXPECT_TRUE(g0.present);
    EXPECT_TRUE(g0.simulated);
    EXPECT_EQ(g0.readable, std::optional<bool>(true));
    // Junction is 14 °C from its limit, edge 30: junction is shown.
    EXPECT_EQ(g0.temperatureSensor, QStringLiteral("junction"));
    EXPECT_EQ(g0.temperatureCelsius, std::optional<double>(96));
    EXPECT_EQ(g0.temperatureCriticalCelsius, std::optional<double>(110));
    EXPECT_EQ(g0.powerWatts, std::optional<double>(281.4));
    EXPECT_EQ(g0.powerCapWatts, std::optional<double>(300));
    EXPECT_EQ(g0.busyRatio, std::optional<double>(0.97));
    EXPECT_EQ(g0.eccUncorrectable, std::optional<double>(3));
    EXPECT_EQ(g0.eccCorrectable, std::optional<double>(7));
    ASSERT_TRUE(g0.throttleReasons.has_value());
    EXPECT_EQ(*g0.throttleReasons, QStringList{QStringLiteral("power_cap")});
    ASSERT_EQ(g0.alerts.size(), 1);
    EXPECT_EQ(g0.alerts[0].name, QStringLiteral("RocmTuneGpuEccUncorrectable"));
    EXPECT_EQ(g0.alerts[0].summary, QStringLiteral("new ECC errors"));

    const FleetGpu &g1 = a.gpus[1];
    EXPECT_EQ(g1.readable, std::optional<bool>(false));
    EXPECT_FALSE(g1.temperatureCelsius.has_value()); // not available, not 0
    EXPECT_FALSE(g1.powerWatts.has_value());
    EXPECT_FALSE(g1.throttleReasons.has_value());
    EXPECT_TRUE(g1.alerts.isEmpty()); // pending alerts are not firing

    const FleetGpu &gone = a.gpus[2];
    EXPECT_EQ(gone.uuid, QStringLiteral("u-old"));
    EXPECT_FALSE(gone.present);
    EXPECT_EQ(gone.lastSeenSec, 400);
    EXPECT_FALSE(gone.powerWatts.has_value()); // the old index's value belongs to nobody now
    ASSERT_EQ(gone.alerts.size(), 1);
    EXPECT_EQ(gone.alerts[0].name, QStringLiteral("RocmTuneGpuVanished"));

    ASSERT_EQ(b.alerts.size(), 1);
    EXPECT_EQ(b.alerts[0].name, QStringLiteral("RocmTuneExporterDown"));
    EXPECT_TRUE(s.missingSeries.isEmpty());
}

TEST(FleetSnapshot, TargetsNotScrapedYetOrGone)
{
    FleetSnapshot s;
    const PromParsed targets = PrometheusApi::parseTargets(R"({"status":"success","data":{"activeTargets":[
      {"labels":{"instance":"a:9400","job":"rocmtune"},"health":"unknown","lastError":"","lastScrape":"0001-01-01T00:00:00Z"}]}})");
    ASSERT_TRUE(targets.error.isEmpty());
    ASSERT_TRUE(FleetQueries::build(gpusSeen(), values(), targets, alerts(), 1001, &s).isEmpty());
    ASSERT_EQ(s.nodes.size(), 2);
    EXPECT_TRUE(s.nodes[0].scrapeTarget);
    EXPECT_FALSE(s.nodes[0].up.has_value());
    EXPECT_EQ(s.nodes[0].lastScrapeSec, 0);
    EXPECT_TRUE(FleetText::nodeLine(s.nodes[0], 1001).contains(QStringLiteral("not scraped yet")));
    EXPECT_FALSE(s.nodes[1].scrapeTarget); // b left the configuration
    EXPECT_TRUE(FleetText::nodeLine(s.nodes[1], 1001).contains(QStringLiteral("no longer a scrape target")));
}

TEST(FleetSnapshot, NoRocmtuneSeriesIsAMessageNotAnEmptyList)
{
    FleetSnapshot s;
    const QString message = FleetQueries::build(PrometheusApi::parseQuery(vectorAnswer("")), values(), targets(), alerts(), 1, &s);
    EXPECT_TRUE(message.contains(QStringLiteral("rocmtune_gpu_info"))) << message.toStdString();
    EXPECT_TRUE(s.nodes.isEmpty());
}

TEST(FleetSnapshot, FamiliesNoGpuReportsAreListed)
{
    FleetSnapshot s;
    const PromParsed onlyUp = PrometheusApi::parseQuery(
        vectorAnswer(sample(R"("__name__":"rocmtune_gpu_up",)" + gpuLabels(kNodeA, 0, "u0"), 1)));
    ASSERT_TRUE(FleetQueries::build(gpusSeen(), onlyUp, targets(), alerts(), 1001, &s).isEmpty());
    EXPECT_TRUE(s.missingSeries.contains(QStringLiteral("rocmtune_gpu_ecc_errors_total")));
    EXPECT_TRUE(s.missingSeries.contains(QStringLiteral("rocmtune_gpu_power_watts")));
    EXPECT_FALSE(s.missingSeries.contains(QStringLiteral("rocmtune_gpu_up")));
    EXPECT_EQ(FleetText::cell(FleetText::Ecc, s.nodes[0].gpus[0], 1001), QStringLiteral("N/A"));
}

TEST(FleetSnapshot, QueriesQuoteLabelValues)
{
    EXPECT_EQ(FleetQueries::quoted(QStringLiteral("a\"b\\c")), QStringLiteral("\"a\\\"b\\\\c\""));
    const QString q = FleetQueries::gpuHistory(QStringLiteral("node:9400"), QStringLiteral("rocmtune"), QStringLiteral("1"));
    EXPECT_TRUE(q.contains(QStringLiteral("instance=\"node:9400\",job=\"rocmtune\",gpu=\"1\""))) << q.toStdString();
    EXPECT_TRUE(FleetQueries::currentValues().contains(QStringLiteral("rocmtune_gpu_throttled")));
}

TEST(FleetJson, NullForWhatPrometheusDoesNotHave)
{
    const QJsonObject json = fleetToJson(built(), QStringLiteral("http://p:9090"));
    EXPECT_EQ(json.value(QStringLiteral("gpu_count")).toInt(), 4);
    const QJsonArray nodes = json.value(QStringLiteral("nodes")).toArray();
    ASSERT_EQ(nodes.size(), 2);
    const QJsonArray gpus = nodes[0].toObject().value(QStringLiteral("gpus")).toArray();
    ASSERT_EQ(gpus.size(), 3);
    EXPECT_EQ(gpus[0].toObject().value(QStringLiteral("power_watts")).toDouble(), 281.4);
    EXPECT_EQ(gpus[0].toObject().value(QStringLiteral("throttle_reasons")).toArray().first().toString(), QStringLiteral("power_cap"));
    EXPECT_TRUE(gpus[1].toObject().value(QStringLiteral("power_watts")).isNull());
    EXPECT_TRUE(gpus[1].toObject().value(QStringLiteral("throttle_reasons")).isNull());
    EXPECT_FALSE(gpus[2].toObject().value(QStringLiteral("present")).toBool());
    EXPECT_FALSE(nodes[1].toObject().value(QStringLiteral("up")).toBool());
}

TEST(FleetText, CellsSayWhatIsKnown)
{
    const FleetSnapshot s = built();
    const FleetGpu &g0 = s.nodes[0].gpus[0];
    EXPECT_EQ(FleetText::cell(FleetText::Temperature, g0, 1001), QStringLiteral("96 (110)"));
    EXPECT_EQ(FleetText::cell(FleetText::Power, g0, 1001), QStringLiteral("281/300"));
    EXPECT_EQ(FleetText::cell(FleetText::Utilization, g0, 1001), QStringLiteral("97"));
    EXPECT_EQ(FleetText::cell(FleetText::Ecc, g0, 1001), QStringLiteral("3/7"));
    EXPECT_EQ(FleetText::cell(FleetText::Throttle, g0, 1001), QStringLiteral("power cap"));
    EXPECT_EQ(FleetText::cell(FleetText::LastSeen, g0, 1001), QStringLiteral("1 s ago"));
    EXPECT_EQ(FleetText::cell(FleetText::Throttle, s.nodes[0].gpus[1], 1001), QStringLiteral("unreadable"));
    EXPECT_EQ(FleetText::cell(FleetText::Temperature, s.nodes[0].gpus[2], 1001), QStringLiteral("gone"));
    EXPECT_EQ(FleetText::cell(FleetText::LastSeen, s.nodes[0].gpus[2], 1001), QStringLiteral("10 min ago"));
    EXPECT_EQ(FleetText::throttleReasons({QStringLiteral("thermal"), QStringLiteral("new_reason")}), QStringLiteral("thermal, new_reason"));
    EXPECT_TRUE(FleetText::nodeLine(s.nodes[1], 1001).contains(QStringLiteral("connection refused")));
    EXPECT_TRUE(FleetText::nodeLine(s.nodes[1], 1001).contains(QStringLiteral("RocmTuneExporterDown")));
    // English plural forms come from the catalogue, which unit tests do not load.
    EXPECT_TRUE(FleetText::summary(s).startsWith(QStringLiteral("2 node(s), 4 GPU(s), 3 alert(s) firing"))) << FleetText::summary(s).toStdString();
}

TEST(FleetHistory, RangeAnswersBecomeSamplesInCatalogueUnits)
{
    const PromParsed range = PrometheusApi::parseQuery(R"({"status":"success","data":{"resultType":"matrix","result":[
      {"metric":{"__name__":"rocmtune_gpu_busy_ratio","engine":"gfx"},"values":[[100,"0.5"],[105,"0.25"]]},
      {"metric":{"__name__":"rocmtune_gpu_clock_hertz","clock":"gfx"},"values":[[105,"2500000000"]]},
      {"metric":{"__name__":"rocmtune_gpu_temperature_celsius","sensor":"junction"},"values":[[100,"80"],[105,"NaN"]]},
      {"metric":{"__name__":"rocmtune_gpu_temperature_celsius","sensor":"hbm3"},"values":[[100,"50"]]}
    ]}})");
    ASSERT_TRUE(range.error.isEmpty());
    const QVector<Sample> samples = fleetHistorySamples(range);
    ASSERT_EQ(samples.size(), 2);
    EXPECT_EQ(samples[0].timestampMs(), 100000);
    EXPECT_EQ(samples[0].deviceIndex(), 0);
    EXPECT_EQ(samples[0].value(MetricId::GpuBusy), std::optional<double>(50));
    EXPECT_EQ(samples[0].value(MetricId::TemperatureJunction), std::optional<double>(80));
    EXPECT_FALSE(samples[0].has(MetricId::GfxClock));
    EXPECT_EQ(samples[1].value(MetricId::GpuBusy), std::optional<double>(25));
    EXPECT_EQ(samples[1].value(MetricId::GfxClock), std::optional<double>(2500));
    EXPECT_FALSE(samples[1].has(MetricId::TemperatureJunction)); // NaN is "not available"
}

TEST(FetchFailure, EachKindNamesTheServer)
{
    for (auto kind : {FetchFailure::InvalidUrl, FetchFailure::Unreachable, FetchFailure::Timeout, FetchFailure::HttpStatus,
                      FetchFailure::NotPrometheus, FetchFailure::QueryError, FetchFailure::TooLarge}) {
        const QString text = FetchFailure{kind, QStringLiteral("http://p:9090"), QStringLiteral("why"), 404}.describe();
        EXPECT_TRUE(text.contains(QStringLiteral("http://p:9090"))) << text.toStdString();
    }
    EXPECT_TRUE(FetchFailure{}.describe().isEmpty());
    EXPECT_TRUE(FetchFailure({FetchFailure::HttpStatus, QStringLiteral("u"), QStringLiteral("Not Found"), 404}).describe().contains(QStringLiteral("404")));
}
