// SPDX-License-Identifier: GPL-3.0-or-later
// pulse: full load and idle in turn, --pulse-hz cycles a second (default 2),
// so that the board power swings from idle to the limit every cycle (what
// trips voltage regulators and power supplies). A cycle's first half is a
// burst of SGEMM products on the whole GPU (two streams, so that no product's
// last wave leaves SMs idle), each compared bit for bit with the first product
// on the GPU (NaN/Inf counted apart), then one moving-inversions pass over
// 256 MiB of VRAM; the checks are read at every burst's end and, in long
// bursts, every 0.25 s while it runs. The
// matrix size is chosen so a product takes at most 1/10 of a burst, so bursts
// start and end on time. The board power (NVML / ROCm SMI,
// instantaneous reading where there is one, read-only) is sampled about 20
// times a cycle: the result lists each cycle's lowest and highest reading and
// the swing between them.
#include "bench.hpp"
#include "board_power.hpp"
#include "common_kernels.hpp"
#include "gemm_kernels.hpp"
#include "gpu_util.hpp"
#include "load_checks.hpp"
#include "rocmtune_bench/checks.hpp"
#include "rocmtune_bench/json_line.hpp"

#include <algorithm>
#include <chrono>
#include <cmath>
#include <limits>
#include <string>
#include <thread>
#include <vector>

namespace rtb {

namespace {

constexpr int kProductsPerBurst = 10;          // at least, at the chosen size
constexpr int kReferenceSamples = 16;          // of the first product, against the CPU
constexpr double kCheckSeconds = 0.25;         // longest GPU work between two reads of the checks
constexpr std::size_t kPatternBytes = 256u << 20;
constexpr std::size_t kListedCycles = 600;     // per-cycle figures listed in the result
constexpr double kLowShare = 0.40;             // of the enforced limit: "idle" reached
constexpr double kHighShare = 0.90;            // of the enforced limit: "full load" reached

struct Cycle {
    double start = 0.0, burstEnd = 0.0, end = 0.0; // sampler clock
    int products = 0;
    double minW = std::numeric_limits<double>::quiet_NaN();
    double maxW = std::numeric_limits<double>::quiet_NaN();
};

double shareOf(const std::vector<Cycle>& cycles, bool (*test)(const Cycle&, double), double limit)
{
    if (cycles.empty())
        return std::numeric_limits<double>::quiet_NaN();
    int count = 0;
    for (const Cycle& c : cycles)
        count += test(c, limit);
    return double(count) / double(cycles.size());
}

std::string listJson(const std::vector<Cycle>& cycles, double Cycle::*field)
{
    std::string text = "[";
    const std::size_t listed = std::min(cycles.size(), kListedCycles);
    for (std::size_t i = 0; i < listed; ++i) {
        if (i)
            text += ',';
        appendJsonNumber(text, std::round(cycles[i].*field * 10.0) / 10.0);
    }
    return text + "]";
}

} // namespace

TestResult runPulseTest(const TestContext& context)
{
    const Options& options = context.options;
    const int units = context.device.computeUnits;
    TestProgress progress(context, "pulse", "W", options.durationSeconds);
    const double periodSeconds = 1.0 / options.pulseHz;
    const double burstSeconds = periodSeconds / 2.0;

    char busId[64] = {};
    std::string pciBusId;
    if (gpuDeviceGetPCIBusId(busId, sizeof busId, context.device.index) == gpuSuccess)
        pciBusId = busId;
    const BoardPower power(context.device.backend, pciBusId);
    const double limitWatts = power.available() ? power.limitWatts() : -1.0;
    const auto sampleEvery = std::chrono::milliseconds(std::clamp(int(periodSeconds * 1e3 / 20.0), 5, 50));
    PowerSampler sampler(power, sampleEvery);

    // Matrix size: a product takes at most 1/kProductsPerBurst of a burst
    // (rate measured at 2048^3); --size caps it.
    int n = 0;
    {
        constexpr int kProbe = 2048;
        DeviceBuffer<float> a(std::size_t(kProbe) * kProbe), b(a.size()), c(a.size());
        launchFillUniform(a.get(), a.size(), options.seed, 10, nullptr);
        launchFillUniform(b.get(), b.size(), options.seed, 11, nullptr);
        launchSgemm(a.get(), b.get(), c.get(), kProbe, kProbe, kProbe, nullptr); // warm-up
        GpuEvent start, stop;
        start.record();
        launchSgemm(a.get(), b.get(), c.get(), kProbe, kProbe, kProbe, nullptr);
        stop.record();
        const double flopsPerSecond
            = 2.0 * kProbe * kProbe * kProbe / (std::max(elapsedMilliseconds(start, stop), 1e-3) * 1e-3);
        const double fitting = std::cbrt(flopsPerSecond * burstSeconds / kProductsPerBurst / 2.0);
        n = std::clamp(int(fitting) / kSgemmTile * kSgemmTile, 4 * kSgemmTile, 8192);
        if (options.size)
            n = std::min(n, chooseSgemmSize(*options.size));
    }
    const std::size_t elements = std::size_t(n) * n;
    DeviceBuffer<float> a(elements), b(elements), first(elements);
    DeviceBuffer<float> repeats[2] = {DeviceBuffer<float>(elements), DeviceBuffer<float>(elements)};
    DeviceBuffer<RepeatCheck> record(1);
    DeviceBuffer<unsigned long long> firstNonFinite(1);
    launchFillUniform(a.get(), elements, options.seed, 10, nullptr);
    launchFillUniform(b.get(), elements, options.seed, 11, nullptr);
    RTB_GPU_CHECK(gpuMemset(firstNonFinite.get(), 0, sizeof(unsigned long long)));
    PatternPasses patterns(kPatternBytes, options.seed, units);
    GpuStream streams[2];

    // The first product: every element finite, a sample against the CPU in double.
    GpuEvent start, stop;
    start.record();
    launchSgemm(a.get(), b.get(), first.get(), n, n, n, nullptr);
    stop.record();
    const double productMs = elapsedMilliseconds(start, stop);
    launchCountNonFinite(first.get(), elements, firstNonFinite.get(), nullptr);
    unsigned long long nonFinite = 0;
    RTB_GPU_CHECK(gpuMemcpy(&nonFinite, firstNonFinite.get(), sizeof nonFinite, gpuMemcpyDeviceToHost));
    if (nonFinite > 0)
        progress.faults.report("nan", nonFinite,
                               "the first SGEMM product holds " + std::to_string(nonFinite) + " NaN or infinite values",
                               JsonLine().add("repetition", 0).str());
    for (int s = 0; s < kReferenceSamples; ++s) {
        const auto row = static_cast<std::uint32_t>(hash32(options.seed, 410u, 2u * s) % std::uint32_t(n));
        const auto col = static_cast<std::uint32_t>(hash32(options.seed, 410u, 2u * s + 1) % std::uint32_t(n));
        float gpuValue = 0.0f;
        RTB_GPU_CHECK(gpuMemcpy(&gpuValue, first.get() + std::size_t(row) * n + col, sizeof gpuValue,
                                gpuMemcpyDeviceToHost));
        const ReferenceElement ref = sgemmReferenceElement(options.seed, row, col, n, n);
        if (!withinSgemmTolerance(gpuValue, ref, n))
            progress.faults.report("compute_mismatch", 1,
                                   "element (row " + std::to_string(row) + ", col " + std::to_string(col)
                                       + ") of the first product is " + floatText(gpuValue) + ", the CPU reference "
                                       + std::to_string(ref.value),
                                   JsonLine().add("row", row).add("col", col).add("expected", ref.value).add("actual", gpuValue).str());
    }
    progress.update(0.0);

    bool faultPlanted = false;
    double faultPlantedAt = std::numeric_limits<double>::quiet_NaN();
    const auto notePlanted = [&] {
        faultPlanted = true;
        faultPlantedAt = progress.runSeconds();
        progress.faults.notePlanted(faultPlantedAt);
    };
    const double flopsPerProduct = 2.0 * double(n) * double(n) * double(n);
    std::vector<Cycle> cycles;
    long long products = 0;
    double burstGpuSeconds = 0.0; // wall time of the bursts, ramp-up included
    GpuEvent done[2];

    // Whole cycles until the time is up (at least one).
    const double firstCycleRunSeconds = progress.runSeconds();
    do {
        Cycle cycle;
        cycle.start = sampler.secondsSinceStart();
        const double burstDeadline = cycle.start + burstSeconds;
        const bool plant = cycles.empty() && options.fault != Fault::None;
        RTB_GPU_CHECK(gpuMemset(record.get(), 0, sizeof(RepeatCheck))); // the streams are idle here
        RepeatCheck reported{};
        double lastRead = cycle.start;
        const auto readChecks = [&](const char* when) {
            reportRepeatCheck(record.get(), reported, progress, "gemm_mismatch",
                              "burst " + std::to_string(cycles.size() + 1) + " (" + when + "), SGEMM repetitions "
                                  + std::to_string(products + 1) + "-" + std::to_string(products + cycle.products),
                              JsonLine()
                                  .add("cycle", static_cast<unsigned long long>(cycles.size() + 1))
                                  .add("repetition", products + 1)
                                  .str());
            lastRead = sampler.secondsSinceStart();
        };
        // Products alternate between two streams, so one product's last
        // blocks share the GPU with the next one's first (no half-empty last
        // wave). At most two in flight: before queueing a product, wait for
        // the one before the last; stop queueing when the one just queued
        // would end at the deadline.
        for (;;) {
            const int s = cycle.products % 2;
            if (cycle.products >= 2) {
                done[s].synchronize();
                // Long bursts (below 2 Hz) are checked while they run, at
                // least every kCheckSeconds.
                if (sampler.secondsSinceStart() - lastRead >= kCheckSeconds)
                    readChecks("while running");
            }
            float* repeat = repeats[s].get();
            launchSgemm(a.get(), b.get(), repeat, n, n, n, streams[s].get());
            if (plant && !faultPlanted && options.fault == Fault::Bitflip) {
                flipDeviceBit(repeat, (elements / 2 + std::size_t(n) / 3) * sizeof(float), 20);
                notePlanted();
            } else if (plant && !faultPlanted && options.fault == Fault::Nan) {
                writeDeviceFloat(repeat + elements / 2, std::numeric_limits<float>::quiet_NaN());
                notePlanted();
            }
            launchRepeatCheck(first.get(), elements, repeat, elements, record.get(), streams[s].get());
            done[s].record(streams[s].get());
            ++cycle.products;
            if (sampler.secondsSinceStart() + productMs * 1e-3 >= burstDeadline || progress.stopRequested())
                break;
        }
        const bool plantMemory = plant && !faultPlanted && options.fault == Fault::Memory;
        patterns.enqueue(streams[cycle.products % 2].get(), plantMemory);
        if (plantMemory)
            notePlanted();
        streams[0].synchronize();
        streams[1].synchronize();
        const double burstMs = (sampler.secondsSinceStart() - cycle.start) * 1e3;
        cycle.burstEnd = sampler.secondsSinceStart();
        readChecks("at its end");
        patterns.check(progress);
        products += cycle.products;
        burstGpuSeconds += burstMs * 1e-3;
        progress.update(flopsPerProduct * cycle.products / (burstMs * 1e-3) / 1e12);
        // Idle until the cycle's end.
        const double idle = cycle.start + periodSeconds - sampler.secondsSinceStart();
        if (idle > 0.0 && !progress.stopRequested())
            std::this_thread::sleep_for(std::chrono::duration<double>(idle));
        cycle.end = sampler.secondsSinceStart();
        cycles.push_back(cycle);
    } while (progress.timeLeft());

    // Each cycle's lowest and highest instantaneous board power.
    const std::vector<PowerSampler::Sample> samples = sampler.samples();
    std::vector<double> lows, highs, swings;
    for (Cycle& c : cycles) {
        double low = std::numeric_limits<double>::infinity(), high = -1.0;
        for (const auto& s : samples) {
            if (s.seconds >= c.start && s.seconds < c.end) {
                low = std::min(low, s.instant);
                high = std::max(high, s.instant);
            }
        }
        if (high >= 0.0) {
            c.minW = low;
            c.maxW = high;
            lows.push_back(low);
            highs.push_back(high);
            swings.push_back(high - low);
        }
    }
    const double nan = std::numeric_limits<double>::quiet_NaN();
    const bool judged = limitWatts > 0.0 && !swings.empty();
    std::vector<Cycle> measured;
    for (const Cycle& c : cycles)
        if (!std::isnan(c.maxW))
            measured.push_back(c);
    const auto low = [](const Cycle& c, double limit) { return c.minW <= kLowShare * limit; };
    const auto high = [](const Cycle& c, double limit) { return c.maxW >= kHighShare * limit; };
    const auto both = [](const Cycle& c, double limit) {
        return c.minW <= kLowShare * limit && c.maxW >= kHighShare * limit;
    };
    const double swingW = swings.empty() ? nan : median(swings);

    JsonLine details;
    details.add("pulse_hz", options.pulseHz)
        .add("period_s", periodSeconds)
        .add("cycles", static_cast<unsigned long long>(cycles.size()))
        .add("first_cycle_s", firstCycleRunSeconds)
        .add("board_power_source", power.source())
        .add("power_reading", power.hasInstant() ? "instantaneous" : "averaged")
        .add("power_samples", static_cast<unsigned long long>(samples.size()))
        .add("sample_interval_ms", static_cast<long long>(sampleEvery.count()))
        .add("power_limit_w", limitWatts > 0.0 ? limitWatts : nan)
        .add("median_cycle_min_w", lows.empty() ? nan : median(lows))
        .add("median_cycle_max_w", highs.empty() ? nan : median(highs))
        .add("median_swing_w", swingW)
        .add("low_share_of_limit", kLowShare)
        .add("high_share_of_limit", kHighShare)
        .add("cycles_reaching_low", judged ? shareOf(measured, low, limitWatts) : nan)
        .add("cycles_reaching_high", judged ? shareOf(measured, high, limitWatts) : nan)
        .add("cycles_full_swing", judged ? shareOf(measured, both, limitWatts) : nan)
        .add("cycles_listed", static_cast<unsigned long long>(std::min(cycles.size(), kListedCycles)))
        .addRaw("cycle_min_w", listJson(cycles, &Cycle::minW))
        .addRaw("cycle_max_w", listJson(cycles, &Cycle::maxW))
        .add("n", n)
        .add("product_ms", productMs)
        .add("products", products)
        .add("burst_tflops", burstGpuSeconds > 0.0 ? flopsPerProduct * double(products) / burstGpuSeconds / 1e12 : nan)
        .add("pattern_bytes", static_cast<unsigned long long>(patterns.bytes()))
        .add("pattern_passes", patterns.passes())
        .add("pattern_bit_errors", patterns.bitErrors())
        .add("fault_injected", faultPlanted)
        .add("fault_injected_at_s", faultPlantedAt);
    progress.faults.addTo(details);

    TestResult result;
    result.test = "pulse";
    result.metric = "swing_w";
    result.unit = "W";
    result.value = swingW;
    result.errors = progress.faults.count();
    result.pass = result.errors == 0 && products > 0;
    result.detailsJson = details.str();
    return result;
}

} // namespace rtb
