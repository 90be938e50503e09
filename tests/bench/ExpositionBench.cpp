// SPDX-License-Identifier: GPL-3.0-or-later
// Cost of one /metrics answer's body: rendering the Prometheus exposition of
// 8 simulated GPUs. Results: BENCHMARKS.md, "Exporter (issue 11)".
#include "core/backends/simulated/SimulatedBackend.h"
#include "core/export/PrometheusExposition.h"

#include <benchmark/benchmark.h>

using namespace rocmtune;

static void BM_RenderExpositionEightGpus(benchmark::State &state)
{
    SimulatedOptions options;
    options.deviceCount = 8;
    options.manualClock = true;
    SimulatedBackend backend(options);
    backend.initialize();
    backend.advanceSeconds(60);
    DeviceList devices;
    Snapshot snapshot;
    snapshot.sequence = 1;
    for (int i = 0; i < backend.deviceCount(); ++i) {
        devices << backend.deviceInfo(i);
        Sample s = backend.readSample(i);
        s.setDeviceIndex(i);
        snapshot.samples << s;
    }
    std::size_t bytes = 0;
    for (auto _ : state) {
        const QByteArray body = PrometheusExposition::render(devices, &snapshot);
        bytes = static_cast<std::size_t>(body.size());
        benchmark::DoNotOptimize(body.constData());
    }
    state.counters["body_bytes"] = static_cast<double>(bytes);
    state.SetBytesProcessed(static_cast<int64_t>(state.iterations() * bytes));
}
BENCHMARK(BM_RenderExpositionEightGpus);
