// SPDX-License-Identifier: GPL-3.0-or-later
// Hot path of the monitor: one sampler tick over 8 simulated GPUs, History
// appends and the queries a graph makes. Results: BENCHMARKS.md.
#include "core/backends/DeviceSet.h"
#include "core/backends/simulated/SimulatedBackend.h"
#include "core/telemetry/History.h"

#include <benchmark/benchmark.h>

using namespace rocmtune;

namespace {
std::unique_ptr<DeviceSet> eightSimulatedGpus()
{
    SimulatedOptions options;
    options.deviceCount = 8;
    options.load = SimulatedLoad::Training;
    auto backend = std::make_unique<SimulatedBackend>(options);
    backend->initialize();
    std::vector<std::unique_ptr<Backend>> list;
    list.push_back(std::move(backend));
    return std::make_unique<DeviceSet>(std::move(list));
}

Snapshot tick(DeviceSet &set, qint64 t)
{
    Snapshot snap;
    snap.timestampMs = t;
    for (int i = 0; i < set.deviceCount(); ++i)
        snap.samples.push_back(set.readSample(i, t));
    return snap;
}
} // namespace

static void BM_SampleTickEightGpus(benchmark::State &state)
{
    auto set = eightSimulatedGpus();
    qint64 t = 0;
    for (auto _ : state) {
        Snapshot snap = tick(*set, t += 100);
        benchmark::DoNotOptimize(snap);
    }
}
BENCHMARK(BM_SampleTickEightGpus);

static void BM_HistoryAppendEightGpus(benchmark::State &state)
{
    auto set = eightSimulatedGpus();
    const Snapshot snap = tick(*set, 0);
    History history(36000);
    qint64 t = 0;
    for (auto _ : state) {
        Snapshot copy = snap;
        copy.timestampMs = (t += 100);
        for (Sample &s : copy.samples)
            s.setTimestampMs(t);
        history.append(copy);
    }
}
BENCHMARK(BM_HistoryAppendEightGpus);

static void BM_HistoryQueryWindow(benchmark::State &state)
{
    const int points = static_cast<int>(state.range(0));
    auto set = eightSimulatedGpus();
    History history(points);
    for (int i = 0; i < points; ++i) {
        Snapshot snap = tick(*set, i * 100);
        history.append(snap);
    }
    for (auto _ : state) {
        Series s = history.query(0, MetricId::PowerAverage, 0, static_cast<qint64>(points) * 100);
        benchmark::DoNotOptimize(s);
    }
    state.SetItemsProcessed(state.iterations() * points);
}
BENCHMARK(BM_HistoryQueryWindow)->Arg(600)->Arg(36000);

static void BM_HistoryStatsWindow(benchmark::State &state)
{
    auto set = eightSimulatedGpus();
    History history(36000);
    for (int i = 0; i < 36000; ++i) {
        Snapshot snap = tick(*set, i * 100);
        history.append(snap);
    }
    for (auto _ : state) {
        WindowStats s = history.stats(0, MetricId::TemperatureEdge, 36000LL * 100 - 60000, 36000LL * 100);
        benchmark::DoNotOptimize(s);
    }
}
BENCHMARK(BM_HistoryStatsWindow);
