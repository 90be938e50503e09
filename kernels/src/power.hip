// SPDX-License-Identifier: GPL-3.0-or-later
// power: a "power virus" mix. SGEMM (register file, FMA pipes, shared memory)
// on one stream and a streaming copy (HBM) on a second run concurrently for
// the whole duration, to drive board power toward its limit. Both halves check
// themselves: every SGEMM is compared bit-for-bit with the first, and the copy
// destination is verified against the pattern the source was written with.
#include "bench.hpp"
#include "common_kernels.hpp"
#include "copy_kernels.hpp"
#include "gemm_kernels.hpp"
#include "gpu_util.hpp"
#include "rocmtune_bench/checks.hpp"
#include "rocmtune_bench/json_line.hpp"

#include <algorithm>
#include <chrono>

namespace rtb {

namespace {
constexpr std::uint64_t kCopyBytes = 2ull << 30; // 1 GiB source, 1 GiB destination
constexpr double kBatchSeconds = 0.2;
} // namespace

TestResult runPowerTest(const TestContext& context)
{
    const Options& options = context.options;
    const int units = context.device.computeUnits;
    TestProgress progress(context, "power", "TFLOP/s", options.durationSeconds);

    const std::uint64_t n = static_cast<std::uint64_t>(chooseSgemmSize(options.size.value_or(0)));
    const std::size_t elements = std::size_t(n) * n;
    const int size = static_cast<int>(n);

    std::size_t freeBytes = 0, totalBytes = 0;
    RTB_GPU_CHECK(gpuMemGetInfo(&freeBytes, &totalBytes));
    const std::uint64_t gemmBytes = 4ull * elements * sizeof(float);
    const std::uint64_t spare = freeBytes > gemmBytes ? std::uint64_t(double(freeBytes - gemmBytes) * 0.8) : 0;
    const std::uint64_t copyBytes = std::min(kCopyBytes, spare) / (2 << 20) * (2 << 20);
    if (copyBytes == 0)
        throw GpuError("not enough free VRAM for the power test", 0);
    const std::uint64_t halfBytes = copyBytes / 2;

    DeviceBuffer<float> a(elements), b(elements), first(elements), repeat(elements);
    DeviceBuffer<std::uint32_t> copyBuffer(copyBytes / 4);
    DeviceBuffer<unsigned long long> gemmMismatches(1);
    DeviceBuffer<ErrorLog> copyLog(1);
    RTB_GPU_CHECK(gpuMemset(gemmMismatches.get(), 0, sizeof(unsigned long long)));
    RTB_GPU_CHECK(gpuMemset(copyLog.get(), 0, sizeof(ErrorLog)));
    std::uint32_t* source = copyBuffer.get();
    std::uint32_t* destination = copyBuffer.get() + halfBytes / 4;
    launchFillUniform(a.get(), elements, options.seed, 10, nullptr);
    launchFillUniform(b.get(), elements, options.seed, 11, nullptr);
    launchWritePattern(source, halfBytes / 4, Pattern::Random, options.seed, 0, units, nullptr);

    // One of each alone, to size the batches so both streams stay busy.
    GpuEvent start, stop;
    start.record();
    launchSgemm(a.get(), b.get(), first.get(), size, size, size, nullptr);
    stop.record();
    const double gemmMs = elapsedMilliseconds(start, stop);
    start.record();
    launchCopy(source, destination, halfBytes, units, nullptr);
    stop.record();
    const double copyMs = elapsedMilliseconds(start, stop);
    const int gemmsPerBatch = std::clamp(int(kBatchSeconds * 1e3 / std::max(gemmMs, 1e-3)), 1, 1000);
    const int copiesPerBatch = std::clamp(int(kBatchSeconds * 1e3 / std::max(copyMs, 1e-3)), 1, 10000);

    GpuStream gemmStream, copyStream;
    const double flopsPerGemm = 2.0 * double(n) * double(n) * double(n);
    long long gemms = 0, copies = 0;
    const auto begin = std::chrono::steady_clock::now();
    do {
        for (int i = 0; i < gemmsPerBatch; ++i) {
            launchSgemm(a.get(), b.get(), repeat.get(), size, size, size, gemmStream.get());
            launchCompareWords(reinterpret_cast<const std::uint32_t*>(first.get()),
                               reinterpret_cast<const std::uint32_t*>(repeat.get()), elements,
                               gemmMismatches.get(), gemmStream.get());
        }
        for (int i = 0; i < copiesPerBatch; ++i)
            launchCopy(source, destination, halfBytes, units, copyStream.get());
        gemmStream.synchronize();
        copyStream.synchronize();
        gemms += gemmsPerBatch;
        copies += copiesPerBatch;
        const double seconds = std::chrono::duration<double>(std::chrono::steady_clock::now() - begin).count();
        progress.update(flopsPerGemm * double(gemms) / seconds / 1e12);
    } while (progress.timeLeft());
    const double seconds = std::chrono::duration<double>(std::chrono::steady_clock::now() - begin).count();

    launchVerifyPattern(destination, halfBytes / 4, Pattern::Random, options.seed, 0, false, copyLog.get(), units, nullptr);
    unsigned long long mismatches = 0;
    ErrorLog log;
    RTB_GPU_CHECK(gpuDeviceSynchronize());
    RTB_GPU_CHECK(gpuMemcpy(&mismatches, gemmMismatches.get(), sizeof mismatches, gpuMemcpyDeviceToHost));
    RTB_GPU_CHECK(gpuMemcpy(&log, copyLog.get(), sizeof log, gpuMemcpyDeviceToHost));

    const double tflops = flopsPerGemm * double(gemms) / seconds / 1e12;
    const double copyGBps = 2.0 * double(halfBytes) * double(copies) / seconds / 1e9;
    JsonLine details;
    details.add("gemm_tflops", tflops)
        .add("copy_gbps", copyGBps)
        .add("n", n)
        .add("gemms", gemms)
        .add("copy_bytes", halfBytes)
        .add("copies", copies)
        .add("seconds", seconds)
        .add("gemm_mismatched_elements", mismatches)
        .add("copy_mismatched_words", log.mismatchedWords)
        .add("copy_bit_errors", log.bitErrors);

    TestResult result;
    result.test = "power";
    result.metric = "power_tflops";
    result.unit = "TFLOP/s";
    result.value = tflops;
    result.errors = mismatches + log.mismatchedWords;
    result.pass = result.errors == 0;
    result.detailsJson = details.str();
    return result;
}

} // namespace rtb
