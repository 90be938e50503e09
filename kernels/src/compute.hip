// SPDX-License-Identifier: GPL-3.0-or-later
// compute: FP32 FMA burn. Every thread runs kFmaChainsPerThread independent
// chains whose final values the CPU computed beforehand with fmaf from the same
// deterministic inputs; any bit that differs is an error.
#include "bench.hpp"
#include "common_kernels.hpp"
#include "gpu_util.hpp"
#include "rocmtune_bench/checks.hpp"
#include "rocmtune_bench/json_line.hpp"

#include <algorithm>
#include <cstring>
#include <thread>
#include <vector>

namespace rtb {

namespace {

constexpr int kThreads = 256;
constexpr int kUnroll = 32;                   // steps per loop iteration: 512 FMAs per branch
constexpr std::uint32_t kStepsPerLaunch = 65536; // a multiple of kUnroll
constexpr double kBatchSeconds = 0.15;        // GPU time between two host checks

__global__ void __launch_bounds__(kThreads) fmaBurnKernel(const FmaChainParams* __restrict__ params,
                                                          const float* __restrict__ starts,
                                                          const float* __restrict__ expected, std::uint32_t steps,
                                                          unsigned long long* mismatches, long long* cycles)
{
    const unsigned set = (blockIdx.x * blockDim.x + threadIdx.x) % kFmaParamSets;
    const FmaChainParams p = params[set];
    float x[kFmaChainsPerThread];
#pragma unroll
    for (int j = 0; j < kFmaChainsPerThread; ++j)
        x[j] = starts[set * kFmaChainsPerThread + j];

    const long long begin = clock64();
    for (std::uint32_t s = 0; s < steps; s += kUnroll) {
#pragma unroll
        for (int u = 0; u < kUnroll; ++u) {
#pragma unroll
            for (int j = 0; j < kFmaChainsPerThread; ++j)
                x[j] = fmaChainStep(x[j], p);
        }
    }
    if (blockIdx.x == 0 && threadIdx.x == 0)
        *cycles = clock64() - begin;

    unsigned bad = 0;
#pragma unroll
    for (int j = 0; j < kFmaChainsPerThread; ++j)
        bad += __float_as_uint(x[j]) != __float_as_uint(expected[set * kFmaChainsPerThread + j]);
    if (bad)
        atomicAdd(mismatches, static_cast<unsigned long long>(bad));
}

} // namespace

TestResult runComputeTest(const TestContext& context)
{
    const std::uint64_t seed = context.options.seed;
    const DeviceInfo& device = context.device;
    TestProgress progress(context, "compute", "TFLOP/s", context.options.durationSeconds);

    // CPU reference of every chain (once; all threads with one parameter set
    // must end on the same bits).
    const auto params = fmaChainParamSets(seed);
    std::vector<float> starts(kFmaParamSets * kFmaChainsPerThread);
    for (std::uint32_t s = 0; s < kFmaParamSets; ++s)
        for (std::uint32_t c = 0; c < kFmaChainsPerThread; ++c)
            starts[s * kFmaChainsPerThread + c] = fmaChainStart(seed, s, c);
    const auto expected = fmaChainReference(seed, kStepsPerLaunch, std::max(1u, std::thread::hardware_concurrency()));
    progress.update(0.0);

    DeviceBuffer<FmaChainParams> paramsDevice(params.size());
    DeviceBuffer<float> startsDevice(starts.size());
    DeviceBuffer<float> expectedDevice(expected.size());
    DeviceBuffer<unsigned long long> mismatchesDevice(1);
    DeviceBuffer<long long> cyclesDevice(1);
    RTB_GPU_CHECK(gpuMemcpy(paramsDevice.get(), params.data(), paramsDevice.bytes(), gpuMemcpyHostToDevice));
    RTB_GPU_CHECK(gpuMemcpy(startsDevice.get(), starts.data(), startsDevice.bytes(), gpuMemcpyHostToDevice));
    RTB_GPU_CHECK(gpuMemcpy(expectedDevice.get(), expected.data(), expectedDevice.bytes(), gpuMemcpyHostToDevice));
    RTB_GPU_CHECK(gpuMemset(mismatchesDevice.get(), 0, mismatchesDevice.bytes()));

    const int grid = residentGrid(fmaBurnKernel, kThreads, device.computeUnits);
    const double threads = double(grid) * kThreads;
    const double flopsPerLaunch = threads * kFmaChainsPerThread * 2.0 * kStepsPerLaunch * 2.0;
    const auto launch = [&] {
        fmaBurnKernel<<<grid, kThreads>>>(paramsDevice.get(), startsDevice.get(), expectedDevice.get(),
                                          kStepsPerLaunch, mismatchesDevice.get(), cyclesDevice.get());
        RTB_GPU_CHECK_LAUNCH();
    };

    // Warm-up: the first launch loads the module; the second, timed, sizes
    // the batches.
    launch();
    RTB_GPU_CHECK(gpuDeviceSynchronize());
    GpuEvent start, stop;
    start.record();
    launch();
    stop.record();
    const double warmupMs = elapsedMilliseconds(start, stop);
    long long cycles = 0;
    const int launchesPerBatch = std::clamp(int(kBatchSeconds * 1e3 / std::max(warmupMs, 1e-3)), 1, 1000);
    progress.update(flopsPerLaunch / (warmupMs * 1e-3) / 1e12);

    double totalMs = 0.0;
    double effectiveClockMHz = 0.0;
    long long launches = 0;
    do {
        start.record();
        for (int i = 0; i < launchesPerBatch; ++i)
            launch();
        stop.record();
        const double batchMs = elapsedMilliseconds(start, stop);
        totalMs += batchMs;
        // The first launch's time includes loading the module; use the last
        // batch, whose kernels ran back to back, for the clock.
        RTB_GPU_CHECK(gpuMemcpy(&cycles, cyclesDevice.get(), sizeof cycles, gpuMemcpyDeviceToHost));
        effectiveClockMHz = cycles / (batchMs / launchesPerBatch * 1e3);
        launches += launchesPerBatch;
        progress.update(flopsPerLaunch * launchesPerBatch / (batchMs * 1e-3) / 1e12);
    } while (progress.timeLeft());

    unsigned long long mismatches = 0;
    RTB_GPU_CHECK(gpuMemcpy(&mismatches, mismatchesDevice.get(), sizeof mismatches, gpuMemcpyDeviceToHost));

    const double tflops = flopsPerLaunch * double(launches) / (totalMs * 1e-3) / 1e12;
    const double peakTflops = fp32PeakTflops(device.computeUnits, device.clockMHz, device.fp32LanesPerUnit);
    JsonLine details;
    details.add("peak_tflops", peakTflops)
        .add("ratio_to_peak", tflops / peakTflops)
        .add("peak_formula", "compute_units x clock x fp32_lanes_per_unit x 2")
        .add("fp32_lanes_per_unit", device.fp32LanesPerUnit)
        .add("clock_mhz", device.clockMHz);
#if defined(ROCMTUNE_BACKEND_CUDA)
    // clock64() counts SM cycles on NVIDIA: the clock the burn really ran at.
    const double peakAtEffectiveClock = fp32PeakTflops(device.computeUnits, effectiveClockMHz, device.fp32LanesPerUnit);
    details.add("effective_clock_mhz", effectiveClockMHz).add("ratio_to_peak_at_effective_clock", tflops / peakAtEffectiveClock);
#else
    (void)effectiveClockMHz;
#endif
    details.add("launches", launches)
        .add("threads", threads)
        .add("chains_checked", double(launches) * threads * kFmaChainsPerThread)
        .add("fma_steps_per_chain", kStepsPerLaunch * 2u)
        .add("mismatched_chains", mismatches)
        .add("fp16", "not measured");

    TestResult result;
    result.test = "compute";
    result.metric = "fp32_tflops";
    result.unit = "TFLOP/s";
    result.value = tflops;
    result.errors = mismatches;
    result.pass = mismatches == 0;
    result.detailsJson = details.str();
    return result;
}

} // namespace rtb
