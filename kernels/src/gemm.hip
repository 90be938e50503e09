// SPDX-License-Identifier: GPL-3.0-or-later
// gemm: the same SGEMM repeated on the same inputs. Every repetition is
// compared bit-for-bit with the first on the GPU (gpu-burn's method: a fault
// anywhere shows as a difference), and a sample of elements of the first is
// checked against a double-precision CPU reference.
#include "bench.hpp"
#include "common_kernels.hpp"
#include "gemm_kernels.hpp"
#include "gpu_util.hpp"
#include "rocmtune_bench/checks.hpp"
#include "rocmtune_bench/json_line.hpp"

#include <algorithm>
#include <cmath>
#include <vector>

namespace rtb {

namespace {
constexpr int kReferenceSamples = 64;
constexpr double kBatchSeconds = 0.15;
} // namespace

TestResult runGemmTest(const TestContext& context)
{
    const Options& options = context.options;
    TestProgress progress(context, "gemm", "TFLOP/s", options.durationSeconds);

    const std::uint64_t n = static_cast<std::uint64_t>(chooseSgemmSize(options.size.value_or(0)));
    const std::size_t elements = std::size_t(n) * n;
    const int size = static_cast<int>(n);

    DeviceBuffer<float> a(elements), b(elements), first(elements), repeat(elements);
    DeviceBuffer<unsigned long long> mismatchesDevice(1);
    RTB_GPU_CHECK(gpuMemset(mismatchesDevice.get(), 0, sizeof(unsigned long long)));
    launchFillUniform(a.get(), elements, options.seed, 10, nullptr);
    launchFillUniform(b.get(), elements, options.seed, 11, nullptr);

    GpuEvent start, stop;
    start.record();
    launchSgemm(a.get(), b.get(), first.get(), size, size, size, nullptr);
    stop.record();
    const double firstMs = elapsedMilliseconds(start, stop);
    const double flopsPerGemm = 2.0 * double(n) * double(n) * double(n);
    progress.update(flopsPerGemm / (firstMs * 1e-3) / 1e12);

    // CPU reference for a sample of elements of the first result.
    int referenceFailures = 0;
    double worstRelativeError = 0.0;
    for (int s = 0; s < kReferenceSamples; ++s) {
        const auto row = static_cast<std::uint32_t>(hash32(options.seed, 400u, 2u * s) % n);
        const auto col = static_cast<std::uint32_t>(hash32(options.seed, 400u, 2u * s + 1) % n);
        float gpuValue = 0.0f;
        RTB_GPU_CHECK(gpuMemcpy(&gpuValue, first.get() + std::size_t(row) * n + col, sizeof gpuValue, gpuMemcpyDeviceToHost));
        const ReferenceElement ref = sgemmReferenceElement(options.seed, row, col, size, size);
        referenceFailures += !withinSgemmTolerance(gpuValue, ref, size);
        worstRelativeError = std::max(worstRelativeError, std::abs(gpuValue - ref.value) / std::max(ref.absoluteSum, 1e-30));
        progress.update(0.0);
    }

    const int perBatch = std::clamp(int(kBatchSeconds * 1e3 / std::max(firstMs, 1e-3)), 1, 1000);
    std::vector<GpuEvent> starts(perBatch), stops(perBatch);
    double gemmMs = 0.0;
    long long repetitions = 0;
    bool faultPlanted = false;
    do {
        for (int i = 0; i < perBatch; ++i) {
            starts[i].record();
            launchSgemm(a.get(), b.get(), repeat.get(), size, size, size, nullptr);
            stops[i].record();
            if (options.fault == Fault::Bitflip && !faultPlanted) {
                // One flipped mantissa bit in one output element.
                flipDeviceBit(repeat.get(), (elements / 2 + n / 3) * sizeof(float), 20);
                faultPlanted = true;
            }
            launchCompareWords(reinterpret_cast<const std::uint32_t*>(first.get()),
                               reinterpret_cast<const std::uint32_t*>(repeat.get()), elements,
                               mismatchesDevice.get(), nullptr);
        }
        double batchMs = 0.0;
        for (int i = 0; i < perBatch; ++i)
            batchMs += elapsedMilliseconds(starts[i], stops[i]);
        gemmMs += batchMs;
        repetitions += perBatch;
        progress.update(flopsPerGemm * perBatch / (batchMs * 1e-3) / 1e12);
    } while (progress.timeLeft());

    unsigned long long mismatches = 0;
    RTB_GPU_CHECK(gpuDeviceSynchronize());
    RTB_GPU_CHECK(gpuMemcpy(&mismatches, mismatchesDevice.get(), sizeof mismatches, gpuMemcpyDeviceToHost));

    const double tflops = flopsPerGemm * double(repetitions) / (gemmMs * 1e-3) / 1e12;
    JsonLine details;
    details.add("n", n)
        .add("repetitions", repetitions)
        .add("mismatched_elements", mismatches)
        .add("reference_samples", kReferenceSamples)
        .add("reference_failures", referenceFailures)
        .add("worst_relative_error", worstRelativeError)
        .add("tile", "128x128x8, 8x8 per thread")
        .add("warp_size", context.device.warpSize)
        .add("fault_injected", faultPlanted);

    TestResult result;
    result.test = "gemm";
    result.metric = "sgemm_tflops";
    result.unit = "TFLOP/s";
    result.value = tflops;
    result.errors = mismatches + static_cast<unsigned long long>(referenceFailures);
    result.pass = result.errors == 0;
    result.detailsJson = details.str();
    return result;
}

} // namespace rtb
