// SPDX-License-Identifier: GPL-3.0-or-later
// compute: FMA burn, FP32 and packed FP16. Every thread runs
// kFmaChainsPerThread independent chains whose final values the CPU computed
// beforehand (fmaf, and an exact FP16 FMA emulation) from the same
// deterministic inputs; any bit that differs is an error.
#include "bench.hpp"
#include "common_kernels.hpp"
#include "gpu_util.hpp"
#include "rocmtune_bench/checks.hpp"
#include "rocmtune_bench/json_line.hpp"

#include <algorithm>
#include <string>
#include <thread>
#include <vector>

namespace rtb {

namespace {

constexpr int kThreads = 256;
constexpr int kUnroll = 32;                        // steps per loop iteration
constexpr std::uint32_t kFloatSteps = 65536;       // per launch, a multiple of kUnroll
constexpr std::uint32_t kHalfSteps = 4096;         // the FP16 CPU emulation is slower
constexpr double kBatchSeconds = 0.15;             // GPU time between two host checks
constexpr double kFloatShare = 0.7;                // of --duration; the rest is FP16

__global__ void __launch_bounds__(kThreads) fmaBurnKernel(const FmaChainParams* __restrict__ params,
                                                          const float* __restrict__ starts,
                                                          const float* __restrict__ expected, std::uint32_t steps,
                                                          unsigned long long* mismatches)
{
    const unsigned set = (blockIdx.x * blockDim.x + threadIdx.x) % kFmaParamSets;
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

    unsigned bad = 0;
#pragma unroll
    for (int j = 0; j < kFmaChainsPerThread; ++j)
        bad += __float_as_uint(x[j]) != __float_as_uint(expected[set * kFmaChainsPerThread + j]);
    if (bad)
        atomicAdd(mismatches, static_cast<unsigned long long>(bad));
}

__device__ __half2 makeHalf2(std::uint16_t low, std::uint16_t high)
{
    return __halves2half2(__ushort_as_half(low), __ushort_as_half(high));
}

// The same chains in packed FP16: one instruction does two lanes' FMAs.
__global__ void __launch_bounds__(kThreads) hfmaBurnKernel(const HalfChainParams* __restrict__ params,
                                                           const std::uint16_t* __restrict__ starts,
                                                           const std::uint16_t* __restrict__ expected,
                                                           std::uint32_t steps, unsigned long long* mismatches)
{
    const unsigned set = (blockIdx.x * blockDim.x + threadIdx.x) % kFmaParamSets;
    const HalfChainParams p = params[set];
    const __half2 a = makeHalf2(p.lane[0].a, p.lane[1].a);
    const __half2 aInverse = makeHalf2(p.lane[0].aInverse, p.lane[1].aInverse);
    const __half2 b = makeHalf2(p.lane[0].b, p.lane[1].b);
    const __half2 c = makeHalf2(p.lane[0].c, p.lane[1].c);
    __half2 x[kFmaChainsPerThread];
#pragma unroll
    for (int j = 0; j < kFmaChainsPerThread; ++j) {
        const unsigned index = (set * kFmaChainsPerThread + j) * 2;
        x[j] = makeHalf2(starts[index], starts[index + 1]);
    }
    for (std::uint32_t s = 0; s < steps; s += kUnroll) {
#pragma unroll
        for (int u = 0; u < kUnroll; ++u) {
#pragma unroll
            for (int j = 0; j < kFmaChainsPerThread; ++j)
                x[j] = __hfma2(__hfma2(x[j], a, b), aInverse, c);
        }
    }
    unsigned bad = 0;
#pragma unroll
    for (int j = 0; j < kFmaChainsPerThread; ++j) {
        const unsigned index = (set * kFmaChainsPerThread + j) * 2;
        bad += __half_as_ushort(__low2half(x[j])) != expected[index];
        bad += __half_as_ushort(__high2half(x[j])) != expected[index + 1];
    }
    if (bad)
        atomicAdd(mismatches, static_cast<unsigned long long>(bad));
}

struct BurnFigures {
    double tflops = 0.0;
    long long launches = 0;
};

// Warm-up, then batches of back-to-back launches until `seconds` have passed.
// After every batch the mismatch counter is read: new mismatches are a fault
// line at once (checks at most ~0.15 s of GPU work apart).
template <typename Launch>
BurnFigures burn(Launch launch, double flopsPerLaunch, double seconds, TestProgress& progress,
                 const unsigned long long* mismatches, const char* what)
{
    launch(); // loads the module
    RTB_GPU_CHECK(gpuDeviceSynchronize());
    GpuEvent start, stop;
    start.record();
    launch();
    stop.record();
    const double warmupMs = elapsedMilliseconds(start, stop);
    const int perBatch = std::clamp(int(kBatchSeconds * 1e3 / std::max(warmupMs, 1e-3)), 1, 1000);

    BurnFigures figures;
    double totalMs = 0.0;
    unsigned long long reported = 0;
    const double begin = progress.elapsedSeconds();
    do {
        start.record();
        for (int i = 0; i < perBatch; ++i)
            launch();
        stop.record();
        const double batchMs = elapsedMilliseconds(start, stop);
        unsigned long long seen = 0;
        RTB_GPU_CHECK(gpuMemcpy(&seen, mismatches, sizeof seen, gpuMemcpyDeviceToHost));
        if (seen > reported) {
            progress.faults.report("compute_mismatch", seen - reported,
                                   std::string(what) + ": " + std::to_string(seen - reported)
                                       + " FMA chains ended on other bits than the CPU reference (launches "
                                       + std::to_string(figures.launches + 1) + "-"
                                       + std::to_string(figures.launches + perBatch) + ")",
                                   JsonLine().add("launch", figures.launches + 1).add("chains", seen - reported).str());
            reported = seen;
        }
        totalMs += batchMs;
        figures.launches += perBatch;
        progress.update(flopsPerLaunch * perBatch / (batchMs * 1e-3) / 1e12);
    } while (!progress.stopRequested() && progress.elapsedSeconds() - begin < seconds);
    figures.tflops = flopsPerLaunch * double(figures.launches) / (totalMs * 1e-3) / 1e12;
    return figures;
}

template <typename T>
DeviceBuffer<T> upload(const std::vector<T>& values)
{
    DeviceBuffer<T> buffer(values.size());
    RTB_GPU_CHECK(gpuMemcpy(buffer.get(), values.data(), buffer.bytes(), gpuMemcpyHostToDevice));
    return buffer;
}

} // namespace

TestResult runComputeTest(const TestContext& context)
{
    const std::uint64_t seed = context.options.seed;
    const DeviceInfo& device = context.device;
    const double seconds = context.options.durationSeconds;
    TestProgress progress(context, "compute", "TFLOP/s", seconds);
    const unsigned cpuThreads = std::max(1u, std::thread::hardware_concurrency());

    // CPU references (once: all threads with one parameter set must end on the
    // same bits).
    std::vector<float> floatStarts(kFmaParamSets * kFmaChainsPerThread);
    std::vector<std::uint16_t> halfStarts(floatStarts.size() * 2);
    for (std::uint32_t s = 0; s < kFmaParamSets; ++s) {
        for (std::uint32_t c = 0; c < kFmaChainsPerThread; ++c) {
            floatStarts[s * kFmaChainsPerThread + c] = fmaChainStart(seed, s, c);
            for (std::uint32_t l = 0; l < 2; ++l)
                halfStarts[(s * kFmaChainsPerThread + c) * 2 + l] = halfChainStart(seed, s, c, l);
        }
    }
    const auto floatParams = upload(fmaChainParamSets(seed));
    const auto floatStartsDevice = upload(floatStarts);
    const auto floatExpected = upload(fmaChainReference(seed, kFloatSteps, cpuThreads));
    progress.update(0.0);
    const auto halfParams = upload(halfChainParamSets(seed));
    const auto halfStartsDevice = upload(halfStarts);
    const auto halfExpected = upload(halfChainReference(seed, kHalfSteps, cpuThreads));
    progress.update(0.0);

    DeviceBuffer<unsigned long long> mismatches(2); // FP32, FP16
    RTB_GPU_CHECK(gpuMemset(mismatches.get(), 0, mismatches.bytes()));

    const int floatGrid = residentGrid(fmaBurnKernel, kThreads, device.computeUnits);
    const double floatThreads = double(floatGrid) * kThreads;
    const double floatFlops = floatThreads * kFmaChainsPerThread * 2.0 * kFloatSteps * 2.0;
    const BurnFigures fp32 = burn(
        [&] {
            fmaBurnKernel<<<floatGrid, kThreads>>>(floatParams.get(), floatStartsDevice.get(), floatExpected.get(),
                                                   kFloatSteps, mismatches.get());
            RTB_GPU_CHECK_LAUNCH();
        },
        floatFlops, kFloatShare * seconds, progress, mismatches.get(), "FP32");

    const int halfGrid = residentGrid(hfmaBurnKernel, kThreads, device.computeUnits);
    const double halfFlops = double(halfGrid) * kThreads * kFmaChainsPerThread * 2.0 * kHalfSteps * 2.0 * 2.0;
    const BurnFigures fp16 = burn(
        [&] {
            hfmaBurnKernel<<<halfGrid, kThreads>>>(halfParams.get(), halfStartsDevice.get(), halfExpected.get(),
                                                   kHalfSteps, mismatches.get() + 1);
            RTB_GPU_CHECK_LAUNCH();
        },
        halfFlops, (1.0 - kFloatShare) * seconds, progress, mismatches.get() + 1, "FP16");

    unsigned long long counts[2] = {};
    RTB_GPU_CHECK(gpuMemcpy(counts, mismatches.get(), sizeof counts, gpuMemcpyDeviceToHost));

    const double peakTflops = fp32PeakTflops(device.computeUnits, device.clockMHz, device.fp32LanesPerUnit);
    JsonLine details;
    details.add("peak_tflops", peakTflops)
        .add("ratio_to_peak", fp32.tflops / peakTflops)
        .add("peak_formula", "compute_units x clock x fp32_lanes_per_unit x 2")
        .add("fp32_lanes_per_unit", device.fp32LanesPerUnit)
        .add("clock_mhz", device.clockMHz); // the runtime's peak clock; the current one needs the GPU's tools

    details.add("launches", fp32.launches)
        .add("threads", floatThreads)
        .add("fma_per_chain", kFloatSteps * 2u)
        .add("chains_checked", double(fp32.launches) * floatThreads * kFmaChainsPerThread)
        .add("mismatched_chains", counts[0])
        .add("fp16_tflops", fp16.tflops)
        .add("fp16_ratio_to_peak", fp16.tflops / (2.0 * peakTflops))
        .add("fp16_peak_formula", "2 x FP32 peak (packed half2 FMA)")
        .add("fp16_launches", fp16.launches)
        .add("fp16_mismatched_lanes", counts[1]);
    progress.faults.addTo(details);

    TestResult result;
    result.test = "compute";
    result.metric = "fp32_tflops";
    result.unit = "TFLOP/s";
    result.value = fp32.tflops;
    result.errors = counts[0] + counts[1];
    result.pass = result.errors == 0;
    result.detailsJson = details.str();
    return result;
}

} // namespace rtb
