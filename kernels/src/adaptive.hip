// SPDX-License-Identifier: GPL-3.0-or-later
// adaptive: the load stepped from ~10 % to 100 % of the GPU's throughput, then
// held longest at the level where the GFX clock peaked. Undervolt
// instability shows at mid load, where clocks peak (a flat-out load holds the
// card at its power limit, below its top clock), and at the steps between.
// Level i keeps i/10 of the compute units busy: one block of checked FMA
// chains a CU/SM (a dynamic shared-memory reservation of over half a unit's
// allows one block a unit), so the throughput grows with the level. Every
// chain ends on bits the CPU computed beforehand (fmaf), compared on the GPU
// after every launch; a moving-inversions pass over 64 MiB of VRAM follows
// every batch (~0.1 s). For each level: the throughput, and from the board's
// own readings (NVML / ROCm SMI, read-only) the board power, clock and
// temperature reached over the second half of its dwell.
#include "bench.hpp"
#include "board_power.hpp"
#include "common_kernels.hpp"
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

#if defined(ROCMTUNE_BACKEND_CUDA)
inline constexpr auto gpuAttrSharedPerUnit = cudaDevAttrMaxSharedMemoryPerMultiprocessor;
inline constexpr auto gpuAttrSharedPerBlockMax = cudaDevAttrMaxSharedMemoryPerBlockOptin;
#else
inline constexpr auto gpuAttrSharedPerUnit = hipDeviceAttributeMaxSharedMemoryPerMultiprocessor;
inline constexpr auto gpuAttrSharedPerBlockMax = hipDeviceAttributeMaxSharedMemoryPerBlock;
#endif

namespace rtb {

namespace {

constexpr int kThreads = 1024;                 // a block fills one CU/SM's FMA pipes
constexpr int kUnroll = 32;
constexpr std::uint32_t kSteps = 65536;        // per launch (~4 ms on an H100), a multiple of kUnroll
constexpr int kLevels = 10;                    // 10 %, 20 %, ... 100 % of the units
constexpr double kSweepShare = 0.5;            // of --duration; the rest at the peak-clock level
constexpr double kMinDwellSeconds = 0.25;      // a level's least dwell
constexpr double kBatchSeconds = 0.1;          // GPU work between two host checks
constexpr std::size_t kPatternBytes = 64u << 20;
constexpr std::size_t kPeriod = std::size_t(kFmaParamSets) * kFmaChainsPerThread;

__global__ void __launch_bounds__(kThreads) adaptiveFmaKernel(const FmaChainParams* __restrict__ params,
                                                              const float* __restrict__ starts, std::uint32_t steps,
                                                              float* __restrict__ out)
{
    // The dynamic shared memory is only reserved (never used): it keeps a
    // second block off this CU/SM.
    const unsigned thread = blockIdx.x * blockDim.x + threadIdx.x;
    const unsigned set = thread % kFmaParamSets;
    const FmaChainParams p = params[set];
    float x[kFmaChainsPerThread];
#pragma unroll
    for (int j = 0; j < kFmaChainsPerThread; ++j)
        x[j] = starts[set * kFmaChainsPerThread + j];
    for (std::uint32_t s = 0; s < steps; s += kUnroll) {
#pragma unroll
        for (int u = 0; u < kUnroll; ++u) {
#pragma unroll
            for (int j = 0; j < kFmaChainsPerThread; ++j)
                x[j] = fmaChainStep(x[j], p);
        }
    }
    // out[thread * chains + j] is checked against reference[(set * chains + j)].
#pragma unroll
    for (int j = 0; j < kFmaChainsPerThread; ++j)
        out[std::size_t(thread) * kFmaChainsPerThread + j] = x[j];
}

template <typename T>
DeviceBuffer<T> upload(const std::vector<T>& values)
{
    DeviceBuffer<T> buffer(values.size());
    RTB_GPU_CHECK(gpuMemcpy(buffer.get(), values.data(), buffer.bytes(), gpuMemcpyHostToDevice));
    return buffer;
}

struct LevelFigures {
    int level = 0;     // 1..kLevels; 0 for the peak-clock dwell
    int busyUnits = 0;
    double fromS = 0.0; // run clock (the protocol's elapsed_s) at the level's start
    double seconds = 0.0;
    double tflops = 0.0;
    long long launches = 0;
    double powerW = std::numeric_limits<double>::quiet_NaN();
    double clockMHz = std::numeric_limits<double>::quiet_NaN();
    double temperatureC = std::numeric_limits<double>::quiet_NaN();
};

// Medians of power and clock, the highest temperature, over [from, to].
void readTelemetry(const std::vector<PowerSampler::Sample>& samples, double from, double to, LevelFigures& figures)
{
    std::vector<double> watts, clocks;
    double hottest = -1.0;
    for (const auto& s : samples) {
        if (s.seconds < from || s.seconds > to)
            continue;
        watts.push_back(s.instant);
        if (s.clockMHz > 0.0)
            clocks.push_back(s.clockMHz);
        hottest = std::max(hottest, s.temperatureC);
    }
    if (!watts.empty())
        figures.powerW = median(watts);
    if (!clocks.empty())
        figures.clockMHz = median(clocks);
    if (hottest > 0.0)
        figures.temperatureC = hottest;
}

std::string levelJson(const LevelFigures& f, int units)
{
    return JsonLine()
        .add("level", f.level)
        .add("load_share", double(f.busyUnits) / units)
        .add("busy_units", f.busyUnits)
        .add("from_s", f.fromS)
        .add("seconds", f.seconds)
        .add("tflops", f.tflops)
        .add("launches", f.launches)
        .add("power_w", f.powerW)
        .add("clock_mhz", f.clockMHz)
        .add("temperature_c", f.temperatureC)
        .str();
}

} // namespace

TestResult runAdaptiveTest(const TestContext& context)
{
    const Options& options = context.options;
    const std::uint64_t seed = options.seed;
    const int units = std::max(1, context.device.computeUnits);
    TestProgress progress(context, "adaptive", "TFLOP/s", options.durationSeconds);

    char busId[64] = {};
    std::string pciBusId;
    if (gpuDeviceGetPCIBusId(busId, sizeof busId, context.device.index) == gpuSuccess)
        pciBusId = busId;
    const BoardPower power(context.device.backend, pciBusId);
    const double limitWatts = power.available() ? power.limitWatts() : -1.0;
    PowerSampler sampler(power, std::chrono::milliseconds(50));

    // One block a unit: reserve over half of a unit's shared memory a block.
    int sharedPerUnit = 0, sharedPerBlock = 0;
    RTB_GPU_CHECK(gpuDeviceGetAttribute(&sharedPerUnit, gpuAttrSharedPerUnit, context.device.index));
    RTB_GPU_CHECK(gpuDeviceGetAttribute(&sharedPerBlock, gpuAttrSharedPerBlockMax, context.device.index));
    const int reserved = std::min(sharedPerUnit / 2 + 4096, sharedPerBlock);
    if (reserved > 48 * 1024)
        RTB_GPU_CHECK(gpuFuncSetAttribute(reinterpret_cast<const void*>(&adaptiveFmaKernel),
                                          gpuFuncAttributeMaxDynamicSharedMemorySize, reserved));
    int blocksPerUnit = 0;
    RTB_GPU_CHECK(gpuOccupancyMaxActiveBlocksPerMultiprocessor(&blocksPerUnit, adaptiveFmaKernel, kThreads,
                                                               std::size_t(reserved)));
    if (blocksPerUnit < 1)
        throw GpuError("adaptive: the FMA kernel does not fit a compute unit", 0);

    // CPU reference of every chain (all threads of one parameter set end on the same bits).
    const unsigned cpuThreads = std::max(1u, std::thread::hardware_concurrency());
    std::vector<float> starts(kPeriod);
    for (std::uint32_t s = 0; s < kFmaParamSets; ++s)
        for (std::uint32_t c = 0; c < kFmaChainsPerThread; ++c)
            starts[s * kFmaChainsPerThread + c] = fmaChainStart(seed, s, c);
    const auto params = upload(fmaChainParamSets(seed));
    const auto startsDevice = upload(starts);
    const auto expected = upload(fmaChainReference(seed, kSteps, cpuThreads));
    progress.update(0.0);

    DeviceBuffer<float> out(std::size_t(units) * kThreads * kFmaChainsPerThread);
    DeviceBuffer<RepeatCheck> record(1);
    PatternPasses patterns(kPatternBytes, seed, units);

    std::vector<int> busyLevels;
    for (int i = 1; i <= kLevels; ++i) {
        const int busy = std::max(1, int(std::lround(double(units) * i / kLevels)));
        if (busyLevels.empty() || busy > busyLevels.back())
            busyLevels.push_back(busy);
    }
    const double dwellSeconds
        = std::max(kMinDwellSeconds, kSweepShare * options.durationSeconds / double(busyLevels.size()));

    const auto launch = [&](int busy) {
        adaptiveFmaKernel<<<busy, kThreads, reserved>>>(params.get(), startsDevice.get(), kSteps, out.get());
        RTB_GPU_CHECK_LAUNCH();
    };
    // Warm-up at the first level: loads the module, sizes the batches (a
    // launch takes as long at every level: one block a unit).
    launch(busyLevels.front());
    RTB_GPU_CHECK(gpuDeviceSynchronize());
    GpuEvent start, stop;
    start.record();
    launch(busyLevels.front());
    stop.record();
    const double launchMs = elapsedMilliseconds(start, stop);
    const int perBatch = std::clamp(int(kBatchSeconds * 1e3 / std::max(launchMs, 1e-3)), 1, 1000);

    bool faultPlanted = false;
    double faultPlantedAt = std::numeric_limits<double>::quiet_NaN();
    const auto notePlanted = [&] {
        faultPlanted = true;
        faultPlantedAt = progress.runSeconds();
        progress.faults.notePlanted(faultPlantedAt);
    };
    long long totalLaunches = 0;

    // Runs level `level` (busy units `busy`) for `seconds`; plants the
    // injected fault in its first batch when `plant`.
    const auto dwell = [&](int level, int busy, double seconds, bool plant) {
        LevelFigures figures;
        figures.level = level;
        figures.busyUnits = busy;
        figures.fromS = progress.runSeconds();
        const double flopsPerLaunch = double(busy) * kThreads * kFmaChainsPerThread * 2.0 * kSteps * 2.0;
        const std::size_t checked = std::size_t(busy) * kThreads * kFmaChainsPerThread;
        const double from = sampler.secondsSinceStart();
        double gpuMs = 0.0;
        do {
            RTB_GPU_CHECK(gpuMemset(record.get(), 0, sizeof(RepeatCheck)));
            start.record();
            for (int i = 0; i < perBatch; ++i) {
                launch(busy);
                if (plant && !faultPlanted && options.fault == Fault::Bitflip) {
                    flipDeviceBit(out.get(), (checked / 2) * sizeof(float), 20); // one chain's result
                    notePlanted();
                } else if (plant && !faultPlanted && options.fault == Fault::Nan) {
                    writeDeviceFloat(out.get() + checked / 2, std::numeric_limits<float>::quiet_NaN());
                    notePlanted();
                }
                launchRepeatCheck(expected.get(), kPeriod, out.get(), checked, record.get(), nullptr);
            }
            stop.record();
            const bool plantMemory = plant && !faultPlanted && options.fault == Fault::Memory;
            patterns.enqueue(nullptr, plantMemory);
            if (plantMemory)
                notePlanted();
            const double batchMs = elapsedMilliseconds(start, stop);
            RTB_GPU_CHECK(gpuDeviceSynchronize());
            RepeatCheck reported{}; // the record was zeroed for this batch
            reportRepeatCheck(record.get(), reported, progress, "compute_mismatch",
                              "level " + std::to_string(level) + " (" + std::to_string(busy) + " of "
                                  + std::to_string(units) + " units busy), launches "
                                  + std::to_string(totalLaunches + 1) + "-" + std::to_string(totalLaunches + perBatch),
                              JsonLine()
                                  .add("level", level)
                                  .add("busy_units", busy)
                                  .add("launch", totalLaunches + 1)
                                  .str());
            patterns.check(progress);
            gpuMs += batchMs;
            figures.launches += perBatch;
            totalLaunches += perBatch;
            progress.update(flopsPerLaunch * perBatch / (batchMs * 1e-3) / 1e12);
        } while (!progress.stopRequested() && sampler.secondsSinceStart() - from < seconds);
        const double to = sampler.secondsSinceStart();
        figures.seconds = to - from;
        figures.tflops = flopsPerLaunch * double(figures.launches) / (gpuMs * 1e-3) / 1e12;
        readTelemetry(sampler.samples(), from + 0.5 * (to - from), to, figures);
        return figures;
    };

    // The sweep, low to high; the fault goes into the second level's first batch.
    std::vector<LevelFigures> levels;
    for (std::size_t i = 0; i < busyLevels.size() && !progress.stopRequested(); ++i)
        levels.push_back(dwell(int(i) + 1, busyLevels[i], dwellSeconds, i == std::min<std::size_t>(1, busyLevels.size() - 1)));

    // The level where the clock peaked (of equal clocks, the higher load) gets the longest dwell.
    std::size_t peak = levels.empty() ? 0 : levels.size() / 2;
    const char* peakChoice = "no clock reading: the middle level";
    bool haveClocks = false;
    for (std::size_t i = 0; i < levels.size(); ++i) {
        if (!(levels[i].clockMHz > 0.0))
            continue;
        if (!haveClocks || levels[i].clockMHz >= levels[peak].clockMHz) {
            peak = i;
            haveClocks = true;
        }
    }
    if (haveClocks)
        peakChoice = "highest clock";
    LevelFigures peakDwell;
    if (!levels.empty() && !progress.stopRequested()) {
        const double remaining = options.durationSeconds - progress.elapsedSeconds();
        peakDwell = dwell(levels[peak].level, levels[peak].busyUnits, std::max(remaining, 2.0 * dwellSeconds), false);
    }

    // Power from level to level: the largest drop (monotonic within this much).
    double largestDropW = 0.0;
    int powerLevels = 0;
    for (std::size_t i = 0; i < levels.size(); ++i) {
        if (!std::isnan(levels[i].powerW))
            ++powerLevels;
        if (i > 0 && !std::isnan(levels[i].powerW) && !std::isnan(levels[i - 1].powerW))
            largestDropW = std::max(largestDropW, levels[i - 1].powerW - levels[i].powerW);
    }
    std::string levelList = "[";
    for (std::size_t i = 0; i < levels.size(); ++i)
        levelList += (i ? "," : "") + levelJson(levels[i], units);
    levelList += "]";

    const double nan = std::numeric_limits<double>::quiet_NaN();
    const double topTflops = levels.empty() ? 0.0 : levels.back().tflops;
    JsonLine details;
    details.add("levels_run", static_cast<unsigned long long>(levels.size()))
        .addRaw("levels", levelList)
        .add("peak_clock_level", levels.empty() ? 0 : levels[peak].level)
        .add("peak_level_choice", peakChoice)
        .addRaw("peak_dwell", peakDwell.level > 0 ? levelJson(peakDwell, units) : "null")
        .add("dwell_s", dwellSeconds)
        .add("power_levels_read", powerLevels)
        .add("largest_power_drop_w", powerLevels > 1 ? largestDropW : nan)
        .add("board_power_source", power.source())
        .add("power_limit_w", limitWatts > 0.0 ? limitWatts : nan)
        .add("compute_units", units)
        .add("blocks_per_unit", blocksPerUnit)
        .add("reserved_shared_bytes", reserved)
        .add("threads_per_block", kThreads)
        .add("fma_per_chain", kSteps * 2u)
        .add("launches", totalLaunches)
        .add("pattern_bytes", static_cast<unsigned long long>(patterns.bytes()))
        .add("pattern_passes", patterns.passes())
        .add("pattern_bit_errors", patterns.bitErrors())
        .add("fault_injected", faultPlanted)
        .add("fault_injected_at_s", faultPlantedAt);
    progress.faults.addTo(details);

    TestResult result;
    result.test = "adaptive";
    result.metric = "fp32_tflops";
    result.unit = "TFLOP/s";
    result.value = topTflops;
    result.errors = progress.faults.count();
    result.pass = result.errors == 0 && !levels.empty();
    result.detailsJson = details.str();
    return result;
}

} // namespace rtb
