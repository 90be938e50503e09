// SPDX-License-Identifier: GPL-3.0-or-later
// Sensors as data (issue 34): every temperature sensor of the catalogue
// reaches the run summary, the stress summary and the Prometheus exporter
// through the catalogue alone. The sensors beyond edge, junction and memory
// (HBM stacks, voltage regulators) stand for one added tomorrow: no code
// below or in the product names them.
#include "core/export/PrometheusExposition.h"
#include "core/fleet/FleetHistory.h"
#include "core/runs/RunRecorder.h"
#include "core/runs/RunSummaryText.h"
#include "core/stress/StressVerdict.h"
#include "core/telemetry/SensorMaxima.h"
#include "core/telemetry/TemperatureSensors.h"
#include "tests/export/ExpositionParser.h"

#include <QJsonArray>

#include <gtest/gtest.h>

using namespace rocmtune;
using namespace rocmtune::test;

namespace {

// Distinct readings per sensor: 40 + i, then 50 + i (the maximum), then 45 + i.
double reading(std::size_t sensorIndex, int step)
{
    static constexpr double kBase[] = {40, 50, 45};
    return kBase[step] + static_cast<double>(sensorIndex);
}

QVector<Sample> samplesOfEverySensor()
{
    QVector<Sample> samples;
    for (int step = 0; step < 3; ++step) {
        Sample s(0, 1000 + step * 1000);
        for (const TemperatureSensor &sensor : temperatureSensors())
            s.set(sensor.reading, reading(temperatureSensorIndex(sensor), step));
        samples << s;
    }
    return samples;
}

DeviceInfo testDevice()
{
    DeviceInfo info;
    info.backendId = QStringLiteral("test");
    info.backendIndex = 0;
    info.name = QStringLiteral("Test GPU");
    info.gfxArch = QStringLiteral("gfx942");
    info.uniqueId = QStringLiteral("0xfeed");
    return info;
}

Exposition render(const Sample &sample)
{
    Snapshot snapshot;
    snapshot.sequence = 1;
    snapshot.timestampMs = sample.timestampMs();
    snapshot.samples = {sample};
    const Exposition e = Exposition::parse(PrometheusExposition::render({testDevice()}, &snapshot));
    EXPECT_TRUE(e.error.isEmpty()) << e.error.toStdString();
    return e;
}

} // namespace

TEST(SensorCatalogueReach, CatalogueHasSensorsBeyondEdgeJunctionMemory)
{
    // The proof below is only a proof if some sensor is none of the three named ones of old.
    int others = 0;
    for (const TemperatureSensor &sensor : temperatureSensors()) {
        const QString key = QLatin1String(sensor.key);
        others += key != QLatin1String("edge") && key != QLatin1String("junction") && key != QLatin1String("memory") ? 1 : 0;
    }
    EXPECT_GE(others, 1);
    EXPECT_EQ(temperatureSensors().size(), kTemperatureSensorCount);
}

TEST(SensorCatalogueReach, EverySensorReachesTheRunSummaryItsJsonAndText)
{
    RunRecorder recorder;
    for (const Sample &s : samplesOfEverySensor()) {
        Snapshot snapshot;
        snapshot.timestampMs = s.timestampMs();
        snapshot.samples = {s};
        recorder.addSnapshot(snapshot);
    }
    const RunSummary summary = recorder.summary();
    ASSERT_EQ(summary.gpus.size(), 1);
    const GpuRunSummary &g = summary.gpus.first();
    const QJsonObject gpuJson = summary.toJson().value(QStringLiteral("gpus")).toArray().at(0).toObject();
    const auto back = RunSummary::fromJson(summary.toJson());
    ASSERT_TRUE(back);
    const QString text = runSummaryText(summary);
    for (const TemperatureSensor &sensor : temperatureSensors()) {
        const std::size_t i = temperatureSensorIndex(sensor);
        SCOPED_TRACE(sensor.key);
        ASSERT_TRUE(g.maxTemperatures.celsius(sensor));
        EXPECT_DOUBLE_EQ(*g.maxTemperatures.celsius(sensor), reading(i, 1));
        const QString key = QStringLiteral("temp_%1_max_c").arg(QLatin1String(sensor.key));
        EXPECT_DOUBLE_EQ(gpuJson.value(key).toDouble(-1), reading(i, 1)) << key.toStdString();
        EXPECT_EQ(back->gpus.first().maxTemperatures.celsius(sensor), g.maxTemperatures.celsius(sensor));
        EXPECT_TRUE(text.contains(QStringLiteral("%1 %2 °C").arg(temperatureSensorLabel(sensor)).arg(reading(i, 1))))
            << text.toStdString();
    }
}

TEST(SensorCatalogueReach, EverySensorReachesTheStressSummaryAndItsJson)
{
    TestOutcome outcome;
    outcome.test = QStringLiteral("compute");
    outcome.telemetry = summarizeTelemetry(samplesOfEverySensor(), 0, 10000);
    const QJsonObject telemetry = testOutcomeToJson(outcome).value(QStringLiteral("telemetry")).toObject();
    const QString text = sensorMaximaText(outcome.telemetry.maxTemperatures);
    for (const TemperatureSensor &sensor : temperatureSensors()) {
        const std::size_t i = temperatureSensorIndex(sensor);
        SCOPED_TRACE(sensor.key);
        EXPECT_EQ(outcome.telemetry.maxTemperatures.celsius(sensor), reading(i, 1));
        const QString key = QStringLiteral("max_%1_c").arg(QLatin1String(sensor.key));
        EXPECT_DOUBLE_EQ(telemetry.value(key).toDouble(-1), reading(i, 1)) << key.toStdString();
        EXPECT_TRUE(text.contains(temperatureSensorLabel(sensor)));
    }
}

TEST(SensorCatalogueReach, EverySensorReachesTheExporter)
{
    const Sample last = samplesOfEverySensor().constLast();
    const Exposition e = render(last);
    for (const TemperatureSensor &sensor : temperatureSensors()) {
        SCOPED_TRACE(sensor.key);
        const ParsedSample *s = e.find(QStringLiteral("rocmtune_gpu_temperature_celsius"), {{QStringLiteral("sensor"), QLatin1String(sensor.key)}});
        ASSERT_NE(s, nullptr);
        EXPECT_DOUBLE_EQ(s->value, reading(temperatureSensorIndex(sensor), 2));
    }
}

TEST(SensorCatalogueReach, TheFleetViewReadsEverySensorSeriesBack)
{
    // The fleet view reads the exporter's series from Prometheus: each sensor label maps back to its reading.
    for (const TemperatureSensor &sensor : temperatureSensors()) {
        SCOPED_TRACE(sensor.key);
        const auto mapping = metricOfExportedSeries({{QStringLiteral("__name__"), QStringLiteral("rocmtune_gpu_temperature_celsius")},
                                                     {QStringLiteral("sensor"), QLatin1String(sensor.key)}});
        ASSERT_TRUE(mapping);
        EXPECT_EQ(mapping->metric, sensor.reading);
    }
    EXPECT_FALSE(metricOfExportedSeries({{QStringLiteral("__name__"), QStringLiteral("rocmtune_gpu_temperature_celsius")},
                                         {QStringLiteral("sensor"), QStringLiteral("no_such_sensor")}}));
}

TEST(SensorCatalogueReach, ASensorThatDidNotReadStaysNotAvailable)
{
    // Only the GFX voltage regulator reads: every other sensor is absent from
    // the summaries (null in JSON, left out of the text), not 0 °C.
    const TemperatureSensor *vr = temperatureSensorOf(MetricId::TemperatureVrGfx);
    ASSERT_NE(vr, nullptr);
    Sample s(0, 1000);
    s.set(vr->reading, 61.0);
    const PhaseTelemetry t = summarizeTelemetry({s}, 0, 2000);
    EXPECT_EQ(t.maxTemperatures.celsius(*vr), 61.0);
    TestOutcome outcome;
    outcome.telemetry = t;
    const QJsonObject telemetry = testOutcomeToJson(outcome).value(QStringLiteral("telemetry")).toObject();
    EXPECT_DOUBLE_EQ(telemetry.value(QStringLiteral("max_vr_gfx_c")).toDouble(), 61.0);
    EXPECT_TRUE(telemetry.value(QStringLiteral("max_edge_c")).isNull());
    EXPECT_TRUE(telemetry.value(QStringLiteral("max_junction_c")).isNull());
    EXPECT_EQ(sensorMaximaText(t.maxTemperatures), QStringLiteral("%1 61 °C").arg(temperatureSensorLabel(*vr)));
    EXPECT_EQ(sensorMaximaText(SensorMaxima()), QStringLiteral("N/A"));
}

TEST(SensorCatalogueReach, ExporterKeepsTheTemperatureSeriesDashboardsUse)
{
    // The series (family, sensor label) the hand-written list had before the
    // catalogue drove it, for a GPU that reports every sensor and limit: none
    // renamed, none added, none lost (HBM stacks share the memory limits,
    // which stay sensor="memory" only).
    Sample s(0, 1000);
    for (const TemperatureSensor &sensor : temperatureSensors()) {
        s.set(sensor.reading, 50.0);
        if (sensor.critical)
            s.set(*sensor.critical, 100.0);
        if (sensor.emergency)
            s.set(*sensor.emergency, 110.0);
    }
    const Exposition e = render(s);
    auto sensorsOf = [&](const char *family) {
        QStringList sensors;
        const ParsedFamily *f = e.family(QLatin1String(family));
        if (f) {
            for (const ParsedSample &p : f->samples)
                sensors << p.labels.value(QStringLiteral("sensor"));
        }
        return sensors;
    };
    EXPECT_EQ(sensorsOf("rocmtune_gpu_temperature_celsius"),
              QStringList({"edge", "junction", "memory", "hbm0", "hbm1", "hbm2", "hbm3", "vr_gfx", "vr_soc", "vr_memory"}));
    EXPECT_EQ(sensorsOf("rocmtune_gpu_temperature_critical_celsius"), QStringList({"edge", "junction", "memory"}));
    EXPECT_EQ(sensorsOf("rocmtune_gpu_temperature_emergency_celsius"), QStringList({"edge", "junction", "memory"}));
}

TEST(SensorCatalogueReach, StressJsonKeepsTheKeysOfEdgeJunctionAndMemory)
{
    Sample s(0, 1000);
    s.set(MetricId::TemperatureEdge, 55.0);
    s.set(MetricId::TemperatureJunction, 81.0);
    s.set(MetricId::TemperatureMemory, 70.0);
    TestOutcome outcome;
    outcome.telemetry = summarizeTelemetry({s}, 0, 2000);
    const QJsonObject telemetry = testOutcomeToJson(outcome).value(QStringLiteral("telemetry")).toObject();
    EXPECT_DOUBLE_EQ(telemetry.value(QStringLiteral("max_edge_c")).toDouble(), 55.0);
    EXPECT_DOUBLE_EQ(telemetry.value(QStringLiteral("max_junction_c")).toDouble(), 81.0);
    EXPECT_DOUBLE_EQ(telemetry.value(QStringLiteral("max_memory_c")).toDouble(), 70.0);
}
