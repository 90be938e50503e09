// SPDX-License-Identifier: GPL-3.0-or-later
// Samples of the first seconds after a GPU wakes from runtime suspend are
// unsettled (WakeSettling): kept and exported with a mark, left out of
// alerts, min/max/average, run and stress summaries. Time comes from an
// injected clock: the seconds after a wake pass without sleeping.
#include "core/alerts/TemperatureAlerts.h"
#include "core/backends/simulated/SimulatedBackend.h"
#include "core/export/PrometheusExposition.h"
#include "core/export/SampleCsv.h"
#include "core/export/SampleJson.h"
#include "core/runs/RunRecorder.h"
#include "core/sampling/Sampler.h"
#include "core/sampling/WakeSettling.h"
#include "core/stress/PhaseTelemetry.h"
#include "core/telemetry/DecimatedSeries.h"
#include "core/telemetry/History.h"
#include "tests/support/DeviceSetOf.h"

#include <QCoreApplication>

#include <gtest/gtest.h>

#include <atomic>

using namespace rocmtune;

namespace {

QCoreApplication &wakeApp()
{
    static int argc = 1;
    static char name[] = "wake_settling_test";
    static char *argv[] = {name, nullptr};
    static QCoreApplication instance(argc, argv);
    return instance;
}

Sample wakeSample(int device, qint64 ms, DeviceState state = DeviceState::Ok)
{
    Sample s(device, ms);
    s.setState(state);
    return s;
}

// One simulated GPU that is runtime-suspended until wake() and then reads
// falsely high for its first hotReads reads (as AMD documents for 9-15 s
// after a wake): junction 108 °C and 400 W against a 110 °C limit, then 60 °C
// and 200 W.
class WakingBackend : public SimulatedBackend
{
public:
    static SimulatedOptions options()
    {
        SimulatedOptions o;
        o.deviceCount = 1;
        o.manualClock = true;
        return o;
    }
    WakingBackend() : SimulatedBackend(options()) {}

    std::atomic<bool> asleep{true};
    std::atomic<int> hotReadsLeft{5};

    Sample readSample(int index) override
    {
        if (asleep) {
            Sample s(index, 0);
            s.set(MetricId::VramUsed, 1.0e9); // what a sleeping card answers without waking
            s.setState(DeviceState::Asleep, QStringLiteral("asleep"));
            return s;
        }
        Sample s = SimulatedBackend::readSample(index);
        const bool hot = hotReadsLeft.fetch_sub(1) > 0;
        s.set(MetricId::TemperatureJunction, hot ? 108.0 : 60.0);
        s.set(MetricId::TemperatureJunctionCritical, 110.0);
        s.set(MetricId::PowerAverage, hot ? 400.0 : 200.0);
        s.set(MetricId::GfxClock, hot ? 3000.0 : 2000.0);
        return s;
    }
};

// The value of the first series of a family in an exposition; -1 when absent.
double seriesValue(const QByteArray &text, const QByteArray &name)
{
    for (const QByteArray &line : text.split('\n')) {
        if (line.startsWith(name + '{'))
            return line.mid(line.lastIndexOf(' ') + 1).toDouble();
    }
    return -1.0;
}

} // namespace

TEST(WakeSettling, MarksTheSecondsAfterAWakeOnly)
{
    WakeSettling settling; // default 15 s
    EXPECT_EQ(settling.settleSeconds(), WakeSettling::kDefaultSeconds);
    Sample never = wakeSample(1, 1000);
    settling.mark(never);
    EXPECT_FALSE(never.unsettled()) << "a GPU never seen asleep is settled";

    Sample asleep = wakeSample(0, 1000, DeviceState::Asleep);
    settling.mark(asleep);
    EXPECT_FALSE(asleep.unsettled());
    EXPECT_FALSE(settling.lastWakeMs(0).has_value());
    for (qint64 t : {2000, 10000, 16999}) {
        Sample s = wakeSample(0, t);
        settling.mark(s);
        EXPECT_TRUE(s.unsettled()) << t;
    }
    EXPECT_EQ(settling.lastWakeMs(0), 2000);
    Sample failed = wakeSample(0, 5000, DeviceState::Error);
    settling.mark(failed);
    EXPECT_FALSE(failed.unsettled()) << "a failed read carries no values to mark";
    Sample settled = wakeSample(0, 17000);
    settling.mark(settled);
    EXPECT_FALSE(settled.unsettled()) << "15 s after the wake at 2 s";

    // A second sleep and wake starts a new window.
    Sample again = wakeSample(0, 30000, DeviceState::Asleep);
    settling.mark(again);
    Sample woke = wakeSample(0, 31000);
    settling.mark(woke);
    EXPECT_TRUE(woke.unsettled());
    EXPECT_EQ(settling.lastWakeMs(0), 31000);
}

TEST(WakeSettling, ZeroSecondsTurnsTheMarkOffAndTheRangeIsClamped)
{
    WakeSettling settling;
    settling.setSettleSeconds(0);
    Sample asleep = wakeSample(0, 0, DeviceState::Asleep);
    settling.mark(asleep);
    Sample woke = wakeSample(0, 100);
    settling.mark(woke);
    EXPECT_FALSE(woke.unsettled());
    settling.setSettleSeconds(100000);
    EXPECT_EQ(settling.settleSeconds(), WakeSettling::kMaxSeconds);
    settling.setSettleSeconds(-3);
    EXPECT_EQ(settling.settleSeconds(), 0);
}

// The whole path: the sampler (injected clock, 1 s ticks) marks the samples,
// History's min/max and the alerts leave them out, the exporter marks the GPU
// as settling, run and stress summaries ignore the false highs.
TEST(WakeSettling, SamplerMarksHistoryAlertsExporterAndSummariesIgnore)
{
    wakeApp();
    qint64 nowMs = 1'000'000;
    WakingBackend *backend = nullptr;
    History history(1000);
    Sampler sampler(
        [&backend] {
            auto b = std::make_unique<WakingBackend>();
            backend = b.get();
            return rocmtune::testing::deviceSetOf(std::move(b));
        },
        &history);
    sampler.setClock([&nowMs] { return nowMs; });
    sampler.setSettleSeconds(3);
    EXPECT_EQ(sampler.settleSeconds(), 3);
    sampler.start(); // reads the first sample at once (asleep)
    sampler.stop();  // the test ticks by hand
    ASSERT_NE(backend, nullptr);

    TemperatureAlerts alerts;
    RunRecorder recorder({0});
    QVector<Sample> samples;
    QVector<SnapshotPtr> snapshots;
    auto tick = [&] {
        sampler.tickNow();
        const SnapshotPtr s = sampler.latest();
        snapshots << s;
        samples << s->samples.at(0);
        recorder.addSnapshot(*s);
        return alerts.check(*s);
    };
    snapshots << sampler.latest();
    samples << sampler.latest()->samples.at(0);
    for (int i = 0; i < 3; ++i) { // asleep for 3 more seconds
        nowMs += 1000;
        EXPECT_TRUE(tick().isEmpty());
    }
    EXPECT_EQ(samples.constLast().state(), DeviceState::Asleep);
    EXPECT_FALSE(samples.constLast().unsettled());
    EXPECT_EQ(backend->hotReadsLeft.load(), 5) << "asleep: the hot values were never read";
    {
        const QByteArray text = PrometheusExposition::render(sampler.devices(), snapshots.constLast().get());
        EXPECT_EQ(seriesValue(text, "rocmtune_gpu_asleep"), 1.0) << text.constData();
        EXPECT_EQ(seriesValue(text, "rocmtune_gpu_up"), 1.0) << "asleep is read, not down";
        EXPECT_EQ(seriesValue(text, "rocmtune_gpu_settling"), 0.0);
    }

    backend->asleep = false;
    const qint64 wokeMs = nowMs + 1000;
    QByteArray settlingText;
    for (int i = 0; i < 8; ++i) {
        nowMs += 1000;
        const QVector<TemperatureAlert> raised = tick();
        if (i < 3)
            EXPECT_TRUE(raised.isEmpty()) << "no alert from a settling reading, second " << i;
        if (i == 0)
            settlingText = PrometheusExposition::render(sampler.devices(), snapshots.constLast().get());
    }
    // Seconds 0, 1, 2 after the wake are unsettled; 3 on are settled. The
    // backend read hot for 5 reads, so two hot reads fall after the window.
    for (const Sample &s : samples) {
        const bool inWindow = s.state() == DeviceState::Ok && s.timestampMs() < wokeMs + 3000;
        EXPECT_EQ(s.unsettled(), inWindow) << s.timestampMs() - wokeMs;
    }

    // History: min/max/average without the unsettled seconds (108 °C at
    // seconds 0-2 left out; 108 °C at 3-4 are settled and count).
    const WindowStats all = history.stats(0, MetricId::PowerAverage, 0, nowMs);
    EXPECT_EQ(all.unsettledCount, 3);
    EXPECT_EQ(all.count, 5);
    EXPECT_EQ(all.max, 400.0);
    const WindowStats late = history.stats(0, MetricId::PowerAverage, wokeMs, wokeMs + 2999);
    EXPECT_EQ(late.count, 0) << "only unsettled samples: no min/max";
    EXPECT_FALSE(late.max.has_value());
    EXPECT_EQ(late.unsettledCount, 3);
    const Series series = history.query(0, MetricId::PowerAverage, 0, nowMs);
    ASSERT_EQ(series.unsettled.size(), series.values.size());
    EXPECT_TRUE(series.isUnsettled(0));
    EXPECT_FALSE(series.isUnsettled(series.values.size() - 1));
    EXPECT_TRUE(history.unsettledAt(0, wokeMs + 1500));
    EXPECT_FALSE(history.unsettledAt(0, wokeMs + 3000));

    // Graph data: unsettled points in buckets of their own, marked.
    DecimatedSeries decimated(0, MetricId::PowerAverage);
    decimated.update(history, 0, nowMs, 10000); // one 10 s bucket holds both kinds
    ASSERT_EQ(decimated.unsettled().size(), decimated.values().size());
    EXPECT_TRUE(decimated.unsettled().contains(true));
    EXPECT_TRUE(decimated.unsettled().contains(false));
    for (qsizetype k = 0; k < decimated.values().size(); ++k) {
        if (decimated.unsettled()[k])
            EXPECT_EQ(decimated.values()[k], 400.0);
    }

    // The alert is raised once the hot reading is settled (seconds 3 and 4).
    TemperatureAlerts replay;
    int firstAlertAt = -1;
    for (int i = 0; i < snapshots.size() && firstAlertAt < 0; ++i) {
        if (!replay.check(*snapshots[i]).isEmpty())
            firstAlertAt = static_cast<int>(snapshots[i]->timestampMs - wokeMs);
    }
    EXPECT_EQ(firstAlertAt, 3000);

    // Exporter: settling 1 during the window, 0 after; the values are exported.
    EXPECT_TRUE(settlingText.contains("rocmtune_gpu_settling{gpu=\"0\"")) << settlingText.constData();
    EXPECT_TRUE(settlingText.contains("rocmtune_gpu_power_watts{gpu=\"0\"")) << settlingText.constData();
    EXPECT_EQ(seriesValue(settlingText, "rocmtune_gpu_settling"), 1.0);
    EXPECT_EQ(seriesValue(settlingText, "rocmtune_gpu_asleep"), 0.0);
    EXPECT_EQ(seriesValue(settlingText, "rocmtune_gpu_up"), 1.0);
    const QByteArray settledText = PrometheusExposition::render(sampler.devices(), snapshots.constLast().get());
    EXPECT_EQ(seriesValue(settledText, "rocmtune_gpu_settling"), 0.0);

    // JSON and CSV carry the mark.
    const Sample &first = samples.at(4);
    ASSERT_TRUE(first.unsettled());
    EXPECT_TRUE(sampleToJson(sampler.devices().at(0), first).value(QStringLiteral("unsettled")).toBool());
    EXPECT_TRUE(sampleFromJson(sampleToJson(sampler.devices().at(0), first)).unsettled());
    EXPECT_FALSE(sampleToJson(sampler.devices().at(0), samples.constLast()).contains(QStringLiteral("unsettled")));
    const SampleCsv csv({MetricId::PowerAverage});
    EXPECT_TRUE(csv.headerLine().endsWith(QStringLiteral(",unsettled")));
    EXPECT_TRUE(csv.rowLine(sampler.devices().at(0), first).endsWith(QStringLiteral(",400,1")));
    EXPECT_TRUE(csv.rowLine(sampler.devices().at(0), samples.constLast()).endsWith(QStringLiteral(",200,0")));

    // Run summary: the peak power and clock leave the settling seconds out.
    const RunSummary run = recorder.summary();
    ASSERT_EQ(run.gpus.size(), 1);
    ASSERT_TRUE(run.gpus.first().maxTemperatures.celsius(MetricId::TemperatureJunction).has_value());
    EXPECT_EQ(*run.gpus.first().maxTemperatures.celsius(MetricId::TemperatureJunction), 108.0); // settled hot reads at 3-4 s count
    ASSERT_TRUE(run.gpus.first().maxPowerWatts.has_value());
    EXPECT_EQ(*run.gpus.first().maxPowerWatts, 400.0);

    // Stress phase over the settling seconds only: nothing to summarise.
    const PhaseTelemetry phase = summarizeTelemetry(samples, wokeMs, wokeMs + 2999);
    EXPECT_EQ(phase.sampleCount, 0);
    EXPECT_EQ(phase.unsettledSampleCount, 3);
    EXPECT_FALSE(phase.maxTemperatures.celsius(MetricId::TemperatureJunction).has_value());
    const PhaseTelemetry afterSettling = summarizeTelemetry(samples, wokeMs, nowMs);
    EXPECT_EQ(afterSettling.sampleCount, 5);
    EXPECT_EQ(afterSettling.maxClockMegahertz, 3000.0);
    EXPECT_EQ(afterSettling.minClockMegahertz, 2000.0);
}

// Only settling samples while the run lasts: the summary has no peaks from them.
TEST(WakeSettling, RunOfOnlySettlingSamplesHasNoPeaks)
{
    RunRecorder recorder({0});
    for (int i = 0; i < 5; ++i) {
        Sample s(0, 1000 * (i + 1));
        s.set(MetricId::TemperatureJunction, 108.0);
        s.set(MetricId::PowerAverage, 400.0);
        s.setUnsettled(true);
        recorder.addSample(s);
    }
    const RunSummary run = recorder.summary();
    ASSERT_EQ(run.gpus.size(), 1);
    EXPECT_FALSE(run.gpus.first().maxTemperatures.celsius(MetricId::TemperatureJunction).has_value());
    EXPECT_FALSE(run.gpus.first().maxPowerWatts.has_value());
    EXPECT_EQ(run.gpus.first().sampleCount, 5);
}
