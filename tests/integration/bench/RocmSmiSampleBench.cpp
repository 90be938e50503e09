// SPDX-License-Identifier: GPL-3.0-or-later
// Cost of samples through the real librocm_smi64 (or libamd_smi) on fake
// amdgpu trees. Builds an 8-card tree (4 × RX 7900 XTX, 4 × MI210), enters a
// private mount namespace (needs root or user namespaces) and times the
// backend's readSample.
//   ./build/tests/integration/rocmsmi_bench [--benchmark_min_time=0.5]
//   ./build/tests/integration/rocm-smi-6/rocmsmi_bench --backend=amd-smi   (Debian 13's libamd_smi 6.1.2)
// sysfs_opens counts opens under /sys per iteration; opens_per_card divides
// the 8-card tick's count by 8. ROCMTUNE_PER_FILE=1 times the per-file path.
#include "core/backends/amd_smi/AmdSmiBackend.h"
#include "core/backends/rocm_smi/RocmSmiBackend.h"
#include "tests/integration/fixture/FakeAmdgpuTree.h"
#include "tests/integration/fixture/FakeSysfsNamespace.h"

#include <QCoreApplication>
#include <QTemporaryDir>

#include <benchmark/benchmark.h>

#include <atomic>
#include <cstdarg>
#include <cstdio>
#include <cstring>
#include <dlfcn.h>
#include <fcntl.h>
#include <memory>

// Counts every open of a file under /sys (the library opens with fopen via
// libstdc++ streams, the backend with open): these wrappers run first and
// hand over to the C library's own functions.
static std::atomic<long> g_sysfsOpens{0};

static void countPath(const char *path)
{
    if (path && std::strncmp(path, "/sys/", 5) == 0)
        ++g_sysfsOpens;
}

extern "C" FILE *fopen(const char *path, const char *mode)
{
    static auto real = reinterpret_cast<FILE *(*)(const char *, const char *)>(dlsym(RTLD_NEXT, "fopen"));
    countPath(path);
    return real(path, mode);
}

extern "C" FILE *fopen64(const char *path, const char *mode)
{
    static auto real = reinterpret_cast<FILE *(*)(const char *, const char *)>(dlsym(RTLD_NEXT, "fopen64"));
    countPath(path);
    return real(path, mode);
}

extern "C" int open(const char *path, int flags, ...)
{
    static auto real = reinterpret_cast<int (*)(const char *, int, ...)>(dlsym(RTLD_NEXT, "open"));
    va_list args;
    va_start(args, flags);
    const mode_t mode = (flags & O_CREAT) ? static_cast<mode_t>(va_arg(args, int)) : 0;
    va_end(args);
    countPath(path);
    return real(path, flags, mode);
}

extern "C" int open64(const char *path, int flags, ...)
{
    static auto real = reinterpret_cast<int (*)(const char *, int, ...)>(dlsym(RTLD_NEXT, "open64"));
    va_list args;
    va_start(args, flags);
    const mode_t mode = (flags & O_CREAT) ? static_cast<mode_t>(va_arg(args, int)) : 0;
    va_end(args);
    countPath(path);
    return real(path, flags, mode);
}

using namespace rocmtune;
using namespace rocmtune::testing;

namespace {

std::unique_ptr<Backend> g_backend;

void BM_RocmSmiSampleOneCard(benchmark::State &state)
{
    const int card = static_cast<int>(state.range(0));
    const long before = g_sysfsOpens;
    for (auto _ : state) {
        Sample s = g_backend->readSample(card);
        benchmark::DoNotOptimize(s);
    }
    state.counters["sysfs_opens"] = benchmark::Counter(static_cast<double>(g_sysfsOpens - before), benchmark::Counter::kAvgIterations);
}
// 0: RX 7900 XTX, 4: MI210 (both backends number by PCI address)
BENCHMARK(BM_RocmSmiSampleOneCard)->Arg(0)->Arg(4)->Unit(benchmark::kMicrosecond);

void BM_RocmSmiSampleEightCards(benchmark::State &state)
{
    const long before = g_sysfsOpens;
    for (auto _ : state) {
        for (int i = 0; i < g_backend->deviceCount(); ++i) {
            Sample s = g_backend->readSample(i);
            benchmark::DoNotOptimize(s);
        }
    }
    state.counters["cards"] = g_backend->deviceCount();
    const double opens = static_cast<double>(g_sysfsOpens - before);
    state.counters["sysfs_opens"] = benchmark::Counter(opens, benchmark::Counter::kAvgIterations);
    state.counters["opens_per_card"] = benchmark::Counter(opens / g_backend->deviceCount(), benchmark::Counter::kAvgIterations);
}
BENCHMARK(BM_RocmSmiSampleEightCards)->Unit(benchmark::kMicrosecond);

} // namespace

int main(int argc, char *argv[])
{
    // --backend=amd-smi: our own flag, taken out before Google Benchmark's.
    bool amdSmi = false;
    for (int i = 1; i < argc; ++i) {
        if (std::strcmp(argv[i], "--backend=amd-smi") == 0) {
            amdSmi = true;
            for (int j = i; j + 1 < argc; ++j)
                argv[j] = argv[j + 1];
            --argc;
            break;
        }
    }
    QCoreApplication app(argc, argv);
    QTemporaryDir dir;
    FakeAmdgpuTree tree(dir.path() + QStringLiteral("/tree"));
    for (int i = 0; i < 8; ++i) {
        const QString bdf = QStringLiteral("0000:%1:00.0").arg(0x03 + 0x10 * i, 2, 16, QLatin1Char('0'));
        tree.addCard(i < 4 ? FakeCardSpec::radeonRx7900Xtx(bdf) : FakeCardSpec::instinctMi210(bdf));
    }
    QString error;
    if (!tree.build(&error) || !enterFakeSysfs(tree.classDir(), tree.moduleDir(), &error)) {
        std::fprintf(stderr, "rocmsmi_bench: %s\n", error.toLocal8Bit().constData());
        return 1;
    }
    if (amdSmi)
        g_backend = std::make_unique<AmdSmiBackend>();
    else
        g_backend = std::make_unique<RocmSmiBackend>();
    const BackendStatus status = g_backend->initialize();
    if (!status.ok || g_backend->deviceCount() != 8) {
        std::fprintf(stderr, "rocmsmi_bench: backend: %s (%d devices)\n", status.message.toLocal8Bit().constData(), g_backend->deviceCount());
        return 1;
    }
    benchmark::Initialize(&argc, argv);
    benchmark::RunSpecifiedBenchmarks();
    benchmark::Shutdown();
    g_backend.reset();
    return 0;
}
