// SPDX-License-Identifier: GPL-3.0-or-later
// RunRecorder against scripted telemetry with exactly known results.
#include "core/runs/RunRecorder.h"

#include <QDir>
#include <QFile>
#include <QFileInfo>
#include <QJsonArray>
#include <QJsonDocument>

#include <gtest/gtest.h>

using namespace rocmtune;

namespace {

struct Point {
    double seconds;
    std::optional<double> powerWatts;
    std::optional<double> energyJoules = std::nullopt;
};

Snapshot snapshotAt(double seconds, const QVector<Sample> &samples)
{
    Snapshot s;
    s.timestampMs = static_cast<qint64>(seconds * 1000.0);
    s.samples = samples;
    for (int i = 0; i < s.samples.size(); ++i) {
        s.samples[i].setDeviceIndex(i);
        s.samples[i].setTimestampMs(s.timestampMs);
    }
    return s;
}

Sample powerSample(const Point &p)
{
    Sample s;
    if (p.powerWatts)
        s.set(MetricId::PowerAverage, *p.powerWatts);
    if (p.energyJoules)
        s.set(MetricId::EnergyConsumed, *p.energyJoules);
    return s;
}

GpuRunSummary recordOneGpu(const QVector<Point> &points)
{
    RunRecorder recorder;
    for (const Point &p : points)
        recorder.addSnapshot(snapshotAt(p.seconds, {powerSample(p)}));
    const RunSummary summary = recorder.summary();
    EXPECT_EQ(summary.gpus.size(), 1);
    return summary.gpus.value(0);
}

} // namespace

TEST(RunRecorder, LinearPowerRampIntegratesExactly)
{
    // P(t) = 100 + 10 t W for t = 0..10 s: the trapezoid rule is exact for a
    // linear curve, E = 100*10 + 5*100 = 1500 J.
    QVector<Point> points;
    for (int t = 0; t <= 10; ++t)
        points.push_back({double(t), 100.0 + 10.0 * t});
    const GpuRunSummary g = recordOneGpu(points);
    ASSERT_TRUE(g.energyJoules);
    EXPECT_DOUBLE_EQ(*g.energyJoules, 1500.0);
    EXPECT_EQ(g.energySource, EnergySource::PowerIntegration);
    EXPECT_DOUBLE_EQ(*GpuRunSummary::joulesToWattHours(g.energyJoules), 1500.0 / 3600.0);
    EXPECT_DOUBLE_EQ(*g.averagePowerWatts, 150.0);
    EXPECT_DOUBLE_EQ(*g.maxPowerWatts, 200.0);
    EXPECT_EQ(g.sampleCount, 11);
}

TEST(RunRecorder, UnevenIntervalsUseEachIntervalsTrapezoid)
{
    // (50+150)/2*0.5 + (150+150)/2*1.5 + (150+300)/2*0.25 + (300+0)/2*2.75 = 743.75 J
    const GpuRunSummary g = recordOneGpu({{0.0, 50.0}, {0.5, 150.0}, {2.0, 150.0}, {2.25, 300.0}, {5.0, 0.0}});
    ASSERT_TRUE(g.energyJoules);
    EXPECT_DOUBLE_EQ(*g.energyJoules, 743.75);
    EXPECT_DOUBLE_EQ(*g.averagePowerWatts, 743.75 / 5.0);
}

TEST(RunRecorder, MissingPowerReadingsAreBridgedNotCountedAsZero)
{
    // The reading at t=1 is missing: the interval 0..2 is one trapezoid.
    const GpuRunSummary g = recordOneGpu({{0.0, 100.0}, {1.0, std::nullopt}, {2.0, 100.0}});
    ASSERT_TRUE(g.energyJoules);
    EXPECT_DOUBLE_EQ(*g.energyJoules, 200.0);
    EXPECT_DOUBLE_EQ(*g.averagePowerWatts, 100.0);
}

TEST(RunRecorder, EnergyCounterWinsOverPowerAndSurvivesAReset)
{
    // Counter 1000 -> 1100 -> 1250, reset, 30 -> 130: 100 + 150 + 30 + 100 J.
    // The power readings (which would integrate to 4 x 500 = 2000 J) are not used.
    const GpuRunSummary g = recordOneGpu(
        {{0, 500, 1000.0}, {1, 500, 1100.0}, {2, 500, 1250.0}, {3, 500, 30.0}, {4, 500, 130.0}});
    ASSERT_TRUE(g.energyJoules);
    EXPECT_DOUBLE_EQ(*g.energyJoules, 380.0);
    EXPECT_EQ(g.energySource, EnergySource::Counter);
    EXPECT_EQ(g.energyCounterResets, 1);
    EXPECT_DOUBLE_EQ(*g.averagePowerWatts, 500.0);
}

TEST(RunRecorder, SingleCounterReadingFallsBackToPower)
{
    const GpuRunSummary g = recordOneGpu({{0, 100, 5000.0}, {1, 100}, {2, 100}});
    ASSERT_TRUE(g.energyJoules);
    EXPECT_EQ(g.energySource, EnergySource::PowerIntegration);
    EXPECT_DOUBLE_EQ(*g.energyJoules, 200.0);
}

TEST(RunRecorder, NoPowerNoEnergyMeansNotAvailableNotZero)
{
    const GpuRunSummary g = recordOneGpu({{0, std::nullopt}, {1, std::nullopt}});
    EXPECT_FALSE(g.energyJoules);
    EXPECT_EQ(g.energySource, EnergySource::None);
    EXPECT_FALSE(g.averagePowerWatts);
    EXPECT_FALSE(g.maxTemperatures.any());
    EXPECT_FALSE(g.throttledSeconds);
    EXPECT_FALSE(g.gfxClockMedianMegahertz);
    EXPECT_EQ(g.sampleCount, 2);
}

TEST(RunRecorder, FailedSamplesAreCountedAndSkipped)
{
    RunRecorder recorder;
    Sample good;
    good.set(MetricId::PowerAverage, 100.0);
    Sample broken;
    broken.set(MetricId::PowerAverage, 9999.0);
    broken.setState(DeviceState::Error, QStringLiteral("read failed"));
    recorder.addSnapshot(snapshotAt(0, {good}));
    recorder.addSnapshot(snapshotAt(1, {broken}));
    recorder.addSnapshot(snapshotAt(2, {good}));
    const GpuRunSummary g = recorder.summary().gpus.value(0);
    EXPECT_EQ(g.sampleCount, 2);
    EXPECT_EQ(g.failedSampleCount, 1);
    EXPECT_DOUBLE_EQ(*g.maxPowerWatts, 100.0);
    EXPECT_DOUBLE_EQ(*g.energyJoules, 200.0);
}

TEST(RunRecorder, ThrottledTimeExcludesIdle)
{
    // State read at a sample holds until the next: power cap 0..1, idle 1..2,
    // thermal 2..3, none 3..4 -> 2 s throttled.
    const unsigned bits[] = {ThrottlePowerCap, ThrottleIdle, ThrottleThermal | ThrottleIdle, 0, 0};
    RunRecorder recorder;
    for (int t = 0; t < 5; ++t) {
        Sample s;
        s.set(MetricId::ThrottleStatus, double(bits[t]));
        recorder.addSnapshot(snapshotAt(t, {s}));
    }
    const GpuRunSummary g = recorder.summary().gpus.value(0);
    ASSERT_TRUE(g.throttledSeconds);
    EXPECT_DOUBLE_EQ(*g.throttledSeconds, 2.0);
    EXPECT_EQ(g.throttleReasonsSeen, unsigned(ThrottlePowerCap | ThrottleThermal));
}

// Issue 36: seconds per reason in users' words; a finer reason (hotspot)
// counts instead of the coarse one that covers it (thermal), idle never.
TEST(RunRecorder, ThrottledSecondsPerReason)
{
    const unsigned hotspot = ThrottleThermal | ThrottleHotspotTemperature;
    const unsigned bits[] = {ThrottlePowerCap, ThrottlePowerCap | hotspot, hotspot, ThrottleIdle, ThrottleThermal, 0};
    RunRecorder recorder;
    for (int t = 0; t < 6; ++t) {
        Sample s;
        s.set(MetricId::ThrottleStatus, double(bits[t]));
        recorder.addSnapshot(snapshotAt(t, {s}));
    }
    const GpuRunSummary g = recorder.summary().gpus.value(0);
    EXPECT_DOUBLE_EQ(*g.throttledSeconds, 4.0);
    EXPECT_DOUBLE_EQ(g.throttleSecondsByReason.value(QStringLiteral("power_cap")), 2.0);
    EXPECT_DOUBLE_EQ(g.throttleSecondsByReason.value(QStringLiteral("hotspot_temperature")), 2.0);
    EXPECT_DOUBLE_EQ(g.throttleSecondsByReason.value(QStringLiteral("thermal")), 1.0);
    EXPECT_FALSE(g.throttleSecondsByReason.contains(QStringLiteral("idle")));
    RunSummary summary = recorder.summary();
    const QJsonObject json = summary.toJson();
    QString error;
    const auto back = RunSummary::fromJson(json, &error);
    ASSERT_TRUE(back) << error.toStdString();
    EXPECT_EQ(back->gpus.value(0).throttleSecondsByReason, g.throttleSecondsByReason);
    EXPECT_EQ(back->gpus.value(0).throttleReasonsSeen, g.throttleReasonsSeen);
}

TEST(RunRecorder, ClockStabilityCountsExcursionsBelowTheMedian)
{
    // Median 2000 MHz, threshold 1800: 1500,1500 is one drop, 1700 another.
    const double clocks[] = {2000, 2000, 1500, 1500, 2000, 1700, 2000};
    RunRecorder recorder;
    for (int t = 0; t < 7; ++t) {
        Sample s;
        s.set(MetricId::GfxClock, clocks[t]);
        s.set(MetricId::TemperatureEdge, 40.0 + t);
        s.set(MetricId::TemperatureJunction, 90.0 - t);
        s.set(MetricId::GpuBusy, t % 2 ? 100.0 : 0.0);
        recorder.addSnapshot(snapshotAt(t, {s}));
    }
    const GpuRunSummary g = recorder.summary().gpus.value(0);
    EXPECT_DOUBLE_EQ(*g.gfxClockMedianMegahertz, 2000.0);
    EXPECT_EQ(g.gfxClockDrops, 2);
    EXPECT_DOUBLE_EQ(*g.gfxClockMinMegahertz, 1500.0);
    EXPECT_DOUBLE_EQ(*g.gfxClockMaxMegahertz, 2000.0);
    EXPECT_DOUBLE_EQ(*g.maxTemperatures.celsius(MetricId::TemperatureEdge), 46.0);
    EXPECT_DOUBLE_EQ(*g.maxTemperatures.celsius(MetricId::TemperatureJunction), 90.0);
    EXPECT_FALSE(g.maxTemperatures.celsius(MetricId::TemperatureMemory));
    // 0,100,0,100,0,100,0 over 6 s: every interval averages 50.
    EXPECT_DOUBLE_EQ(*g.averageGpuBusyPercent, 50.0);
}

TEST(RunRecorder, EvenCountMedianIsTheMeanOfTheMiddleTwo)
{
    RunRecorder recorder;
    const double clocks[] = {1000, 3000, 2000, 4000};
    for (int t = 0; t < 4; ++t) {
        Sample s;
        s.set(MetricId::GfxClock, clocks[t]);
        recorder.addSnapshot(snapshotAt(t, {s}));
    }
    EXPECT_DOUBLE_EQ(*recorder.summary().gpus.value(0).gfxClockMedianMegahertz, 2500.0);
}

TEST(RunRecorder, RecordsOnlyTheChosenGpus)
{
    RunRecorder recorder({1});
    Sample a, b;
    a.set(MetricId::PowerAverage, 100.0);
    b.set(MetricId::PowerAverage, 300.0);
    recorder.addSnapshot(snapshotAt(0, {a, b}));
    recorder.addSnapshot(snapshotAt(1, {a, b}));
    DeviceInfo info0, info1;
    info0.name = QStringLiteral("zero");
    info1.name = QStringLiteral("one");
    recorder.setDevices({info0, info1});
    const RunSummary summary = recorder.summary();
    ASSERT_EQ(summary.gpus.size(), 1);
    EXPECT_EQ(summary.gpus[0].deviceIndex, 1);
    EXPECT_EQ(summary.gpus[0].name, QStringLiteral("one"));
    EXPECT_DOUBLE_EQ(*summary.totalEnergyJoules(), 300.0);
    EXPECT_EQ(recorder.snapshotCount(), 2);
}

TEST(RunRecorder, TotalsAddGpusAndNameMixedSources)
{
    RunRecorder recorder;
    for (int t = 0; t <= 2; ++t) {
        Sample counter, power;
        counter.set(MetricId::EnergyConsumed, 1000.0 + 50.0 * t);
        power.set(MetricId::PowerAverage, 10.0);
        recorder.addSnapshot(snapshotAt(t, {counter, power}));
    }
    const RunSummary summary = recorder.summary();
    EXPECT_DOUBLE_EQ(*summary.totalEnergyJoules(), 100.0 + 20.0);
    EXPECT_EQ(summary.totalEnergySource(), EnergySource::Mixed);
    EXPECT_EQ(summary.gpusWithEnergy(), 2);
    EXPECT_DOUBLE_EQ(summary.durationSeconds(), 2.0);
}

TEST(RunSummary, JsonRoundTripKeepsEveryFieldAndNulls)
{
    RunSummary s;
    s.name = QStringLiteral("train");
    s.command = {QStringLiteral("python3"), QStringLiteral("train.py")};
    s.pid = 4242;
    s.startMs = 1000;
    s.endMs = 61000;
    s.exitCode = 3;
    s.exitDescription = QStringLiteral("exited with code 3");
    s.intervalMs = 500;
    GpuRunSummary g;
    g.deviceIndex = 1;
    g.deviceId = QStringLiteral("sim1");
    g.name = QStringLiteral("Simulated X");
    g.simulated = true;
    g.sampleCount = 120;
    g.energyJoules = 7200.0;
    g.energySource = EnergySource::Counter;
    g.energyCounterResets = 2;
    g.averagePowerWatts = 120.5;
    g.maxTemperatures.set(hotspotSensor(), 95.0);
    g.throttledSeconds = 4.5;
    g.throttleReasonsSeen = ThrottlePowerCap | ThrottleHardwareSlowdown;
    g.gfxClockMedianMegahertz = 2100;
    g.gfxClockDrops = 3;
    s.gpus.push_back(g);

    const QJsonObject json = s.toJson();
    EXPECT_TRUE(json.value(QStringLiteral("gpus")).toArray().at(0).toObject().value(QStringLiteral("temp_edge_max_c")).isNull());
    EXPECT_DOUBLE_EQ(json.value(QStringLiteral("energy_wh")).toDouble(), 2.0);
    EXPECT_DOUBLE_EQ(json.value(QStringLiteral("duration_s")).toDouble(), 60.0);
    QString error;
    const auto back = RunSummary::fromJson(json, &error);
    ASSERT_TRUE(back) << error.toStdString();
    EXPECT_EQ(back->toJson(), json);
    EXPECT_EQ(back->gpus[0].throttleReasonsSeen, g.throttleReasonsSeen);
    EXPECT_FALSE(back->gpus[0].maxTemperatures.celsius(MetricId::TemperatureEdge));
    EXPECT_EQ(back->gpus[0].maxTemperatures, g.maxTemperatures);

    EXPECT_FALSE(RunSummary::fromJson(QJsonObject{{QStringLiteral("format"), QStringLiteral("other")}}, &error));
    EXPECT_FALSE(error.isEmpty());
    QJsonObject future = json;
    future.insert(QStringLiteral("version"), 99);
    EXPECT_FALSE(RunSummary::fromJson(future, &error));
}

TEST(RunRecorder, ASummaryWrittenBeforeSensorArraysStillLoads)
{
    // summary.json as rocmtune-cli run wrote it when GpuRunSummary had named
    // edge/junction/memory fields (build of 98324ee, simulated RX 7900 XTX).
    QFile file(QFileInfo(QStringLiteral(__FILE__)).dir().filePath(QStringLiteral("data/summary-format1-named-sensors.json")));
    ASSERT_TRUE(file.open(QIODevice::ReadOnly)) << file.fileName().toStdString();
    const QJsonObject old = QJsonDocument::fromJson(file.readAll()).object();
    QString error;
    const auto summary = RunSummary::fromJson(old, &error);
    ASSERT_TRUE(summary) << error.toStdString();
    ASSERT_EQ(summary->gpus.size(), 1);
    const SensorMaxima &t = summary->gpus.first().maxTemperatures;
    EXPECT_EQ(t.celsius(MetricId::TemperatureEdge), 60.0);
    EXPECT_EQ(t.celsius(MetricId::TemperatureJunction), 75.0);
    EXPECT_EQ(t.celsius(MetricId::TemperatureMemory), 73.0);
    EXPECT_FALSE(t.celsius(MetricId::TemperatureHbm0)); // not in the old file: not available
    // Written again, the old keys keep their values and every other figure is unchanged.
    const QJsonObject oldGpu = old.value(QStringLiteral("gpus")).toArray().at(0).toObject();
    const QJsonObject newGpu = summary->toJson().value(QStringLiteral("gpus")).toArray().at(0).toObject();
    for (auto it = oldGpu.constBegin(); it != oldGpu.constEnd(); ++it)
        EXPECT_EQ(newGpu.value(it.key()), it.value()) << it.key().toStdString();
    EXPECT_TRUE(newGpu.value(QStringLiteral("temp_hbm0_max_c")).isNull());
}
