// SPDX-License-Identifier: GPL-3.0-or-later
// core/fleet: the health and job series of exporters that have them land on
// their GPU (JSON, the Name cell), and exporters without them are not
// reported as missing a series.
#include "core/fleet/FleetJson.h"
#include "core/fleet/FleetSnapshot.h"
#include "core/fleet/FleetText.h"
#include "core/fleet/PrometheusApi.h"

#include <QJsonArray>

#include <gtest/gtest.h>

using namespace rocmtune;

namespace {

QByteArray fleetJobsVector(const QByteArray &result)
{
    return R"({"status":"success","data":{"resultType":"vector","result":[)" + result + "]}}";
}

QByteArray fleetJobsSample(const QByteArray &labels, double value)
{
    return R"({"metric":{)" + labels + R"(},"value":[1000.000,")" + QByteArray::number(value) + R"("]})";
}

const QByteArray kJobsNode = R"("instance":"a:9400","job":"rocmtune")";

QByteArray fleetJobsGpu(int gpu)
{
    return kJobsNode + R"(,"gpu":")" + QByteArray::number(gpu) + R"(","uuid":"u)" + QByteArray::number(gpu) + R"(","name":"MI210","arch":"gfx90a")";
}

FleetSnapshot fleetWith(const QByteArray &values)
{
    const PromParsed gpus = PrometheusApi::parseQuery(fleetJobsVector(fleetJobsSample(fleetJobsGpu(0), 1000) + ',' + fleetJobsSample(fleetJobsGpu(1), 1000)));
    const PromParsed targets = PrometheusApi::parseTargets(R"({"status":"success","data":{"activeTargets":[
      {"labels":{"instance":"a:9400","job":"rocmtune"},"health":"up","lastError":"","lastScrape":"1970-01-01T00:16:39Z"}],"droppedTargets":[]}})");
    const PromParsed alerts = PrometheusApi::parseAlerts(R"({"status":"success","data":{"alerts":[]}})");
    FleetSnapshot snapshot;
    FleetQueries::build(gpus, PrometheusApi::parseQuery(fleetJobsVector(values)), targets, alerts, 1001, &snapshot);
    return snapshot;
}

} // namespace

TEST(FleetHealthJobs, HealthAndJobsLandOnTheirGpu)
{
    const QByteArray values = fleetJobsSample(R"("__name__":"rocmtune_gpu_up",)" + fleetJobsGpu(0), 1) + ','
        + fleetJobsSample(R"("__name__":"rocmtune_gpu_health",)" + fleetJobsGpu(0), 2) + ','
        + fleetJobsSample(R"("__name__":"rocmtune_gpu_health",)" + fleetJobsGpu(1), 0) + ','
        + fleetJobsSample(R"("__name__":"rocmtune_gpu_job_info",)" + fleetJobsGpu(0) + R"(,"slurm_job_id":"42","user":"alice","partition":"gpu")", 1) + ','
        + fleetJobsSample(R"("__name__":"rocmtune_gpu_job_info",)" + fleetJobsGpu(1) + R"(,"pod":"train-0","namespace":"ml","pod_uid":"x")", 1);
    const FleetSnapshot s = fleetWith(values);
    ASSERT_EQ(s.nodes.size(), 1);
    ASSERT_EQ(s.nodes[0].gpus.size(), 2);
    const FleetGpu &g0 = s.nodes[0].gpus[0];
    const FleetGpu &g1 = s.nodes[0].gpus[1];
    EXPECT_EQ(g0.health, std::optional<int>(2));
    EXPECT_EQ(g1.health, std::optional<int>(0));
    EXPECT_EQ(g0.jobs, QStringList{QStringLiteral("slurm:42")});
    EXPECT_EQ(g1.jobs, QStringList{QStringLiteral("pod:ml/train-0")});
    EXPECT_EQ(FleetText::cell(FleetText::Name, g0, 1001), QStringLiteral("MI210 [slurm:42]"));
    const QJsonObject json = fleetToJson(s, QStringLiteral("http://prom:9090"));
    const QJsonObject gpu0 = json.value(QStringLiteral("nodes")).toArray().at(0).toObject().value(QStringLiteral("gpus")).toArray().at(0).toObject();
    EXPECT_EQ(gpu0.value(QStringLiteral("health")).toInt(-1), 2);
    EXPECT_EQ(gpu0.value(QStringLiteral("jobs")).toArray().at(0).toString(), QStringLiteral("slurm:42"));
    // An exporter without health or job series is not missing one of the core series for it.
    EXPECT_FALSE(s.missingSeries.contains(QStringLiteral("rocmtune_gpu_health")));
    EXPECT_FALSE(s.missingSeries.contains(QStringLiteral("rocmtune_gpu_job_info")));
    EXPECT_TRUE(FleetQueries::currentValues().contains(QStringLiteral("rocmtune_gpu_job_info")));
}

TEST(FleetHealthJobs, WithoutTheSeriesNothingIsMadeUp)
{
    const FleetSnapshot s = fleetWith(fleetJobsSample(R"("__name__":"rocmtune_gpu_up",)" + fleetJobsGpu(0), 1));
    ASSERT_EQ(s.nodes[0].gpus.size(), 2);
    EXPECT_FALSE(s.nodes[0].gpus[0].health);
    EXPECT_TRUE(s.nodes[0].gpus[0].jobs.isEmpty());
    EXPECT_EQ(FleetText::cell(FleetText::Name, s.nodes[0].gpus[0], 1001), QStringLiteral("MI210"));
}
