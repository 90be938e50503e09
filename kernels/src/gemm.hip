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
#include <cstring>
#include <limits>
#include <string>
#include <vector>

namespace rtb {

namespace {
constexpr int kReferenceSamples = 64;
constexpr double kBatchSeconds = 0.15;

float wordAsFloat(std::uint32_t word)
{
    float value = 0.0f;
    std::memcpy(&value, &word, sizeof value);
    return value;
}
} // namespace

TestResult runGemmTest(const TestContext& context)
{
    const Options& options = context.options;
    TestProgress progress(context, "gemm", "TFLOP/s", options.durationSeconds);

    const std::uint64_t n = static_cast<std::uint64_t>(chooseSgemmSize(options.size.value_or(0)));
    const std::size_t elements = std::size_t(n) * n;
    const int size = static_cast<int>(n);

    DeviceBuffer<float> a(elements), b(elements), first(elements), repeat(elements);
    launchFillUniform(a.get(), elements, options.seed, 10, nullptr);
    launchFillUniform(b.get(), elements, options.seed, 11, nullptr);

    // Each kernel variant (same summation order, bit-identical products) is
    // timed on this GPU; the fastest runs the test.
    GpuEvent start, stop;
    SgemmVariant best = SgemmVariant::TwoBlocks;
    double bestMs = 0.0;
    JsonLine variantTflops;
    // The first variant's product is the reference the others must equal bit for bit.
    DeviceBuffer<unsigned long long> variantMismatches(1);
    launchSgemm(a.get(), b.get(), first.get(), size, size, size, nullptr, kSgemmVariants[0]);
    for (const SgemmVariant variant : kSgemmVariants) {
        RTB_GPU_CHECK(gpuMemset(variantMismatches.get(), 0, sizeof(unsigned long long)));
        launchSgemm(a.get(), b.get(), repeat.get(), size, size, size, nullptr, variant); // warm-up
        launchCompareWords(reinterpret_cast<const std::uint32_t*>(first.get()),
                           reinterpret_cast<const std::uint32_t*>(repeat.get()), elements, variantMismatches.get(),
                           nullptr);
        unsigned long long differing = 0;
        RTB_GPU_CHECK(gpuMemcpy(&differing, variantMismatches.get(), sizeof differing, gpuMemcpyDeviceToHost));
        if (differing > 0) {
            progress.faults.report("gemm_mismatch", differing,
                                   std::string("kernel variant ") + sgemmVariantName(variant) + ": "
                                       + std::to_string(differing) + " elements differ from the first variant's product",
                                   JsonLine().add("repetition", 0).add("count", differing).str());
            continue; // never timed, never used
        }
        std::vector<double> times;
        for (int r = 0; r < 3; ++r) {
            start.record();
            launchSgemm(a.get(), b.get(), repeat.get(), size, size, size, nullptr, variant);
            stop.record();
            times.push_back(elapsedMilliseconds(start, stop));
        }
        const double ms = median(times);
        variantTflops.add(sgemmVariantName(variant), 2.0 * double(n) * double(n) * double(n) / (ms * 1e-3) / 1e12);
        if (bestMs == 0.0 || ms < bestMs) {
            bestMs = ms;
            best = variant;
        }
        progress.update(0.0);
    }
    setDefaultSgemmVariant(best);

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
        if (!withinSgemmTolerance(gpuValue, ref, size)) {
            ++referenceFailures;
            progress.faults.report("compute_mismatch", 1,
                                   "element (row " + std::to_string(row) + ", col " + std::to_string(col)
                                       + ") of the first product is " + floatText(gpuValue) + ", the CPU reference "
                                       + std::to_string(ref.value),
                                   JsonLine()
                                       .add("row", row)
                                       .add("col", col)
                                       .add("index", std::uint64_t(row) * n + col)
                                       .add("expected", ref.value)
                                       .add("actual", gpuValue)
                                       .str());
        }
        worstRelativeError = std::max(worstRelativeError, std::abs(gpuValue - ref.value) / std::max(ref.absoluteSum, 1e-30));
        progress.update(0.0);
    }

    const int perBatch = std::clamp(int(kBatchSeconds * 1e3 / std::max(firstMs, 1e-3)), 1, 1000);
    std::vector<GpuEvent> starts(perBatch), stops(perBatch);
    // One record a repetition, read after every batch (at most ~0.15 s of GPU work).
    DeviceBuffer<DiffRecord> recordsDevice(perBatch);
    std::vector<DiffRecord> records(perBatch);
    double gemmMs = 0.0;
    long long repetitions = 0;
    unsigned long long mismatches = 0;
    bool faultPlanted = false;
    double faultPlantedAt = std::numeric_limits<double>::quiet_NaN(); // null until planted
    do {
        RTB_GPU_CHECK(gpuMemsetAsync(recordsDevice.get(), 0, recordsDevice.bytes(), nullptr));
        for (int i = 0; i < perBatch; ++i) {
            starts[i].record();
            launchSgemm(a.get(), b.get(), repeat.get(), size, size, size, nullptr);
            stops[i].record();
            if (options.fault == Fault::Bitflip && !faultPlanted) {
                // One flipped mantissa bit in one output element.
                flipDeviceBit(repeat.get(), (elements / 2 + n / 3) * sizeof(float), 20);
                faultPlanted = true;
                faultPlantedAt = progress.runSeconds();
                progress.faults.notePlanted(faultPlantedAt);
            }
            launchCompareRecord(reinterpret_cast<const std::uint32_t*>(first.get()),
                                reinterpret_cast<const std::uint32_t*>(repeat.get()), elements, recordsDevice.get() + i,
                                nullptr);
        }
        double batchMs = 0.0;
        for (int i = 0; i < perBatch; ++i)
            batchMs += elapsedMilliseconds(starts[i], stops[i]);
        RTB_GPU_CHECK(gpuMemcpy(records.data(), recordsDevice.get(), recordsDevice.bytes(), gpuMemcpyDeviceToHost));
        for (int i = 0; i < perBatch; ++i) {
            const DiffRecord& r = records[i];
            if (r.differing == 0)
                continue;
            mismatches += r.differing;
            const unsigned long long index = ~r.firstIndexComplement;
            const float expected = wordAsFloat(r.expected), actual = wordAsFloat(r.actual);
            const long long repetition = repetitions + i + 1; // the first product is repetition 0
            progress.faults.report(
                "gemm_mismatch", r.differing,
                "repetition " + std::to_string(repetition) + ": " + std::to_string(r.differing)
                    + (r.differing == 1 ? " element differs" : " elements differ")
                    + " from the first repetition, first at index " + std::to_string(index) + " (row "
                    + std::to_string(index / n) + ", col " + std::to_string(index % n) + "): " + floatText(expected)
                    + " != " + floatText(actual),
                JsonLine()
                    .add("repetition", repetition)
                    .add("index", index)
                    .add("row", index / n)
                    .add("col", index % n)
                    .add("expected", expected)
                    .add("actual", actual)
                    .str());
        }
        gemmMs += batchMs;
        repetitions += perBatch;
        progress.update(flopsPerGemm * perBatch / (batchMs * 1e-3) / 1e12);
    } while (progress.timeLeft());

    const double tflops = flopsPerGemm * double(repetitions) / (gemmMs * 1e-3) / 1e12;
    JsonLine details;
    details.add("n", n)
        .add("repetitions", repetitions)
        .add("mismatched_elements", mismatches)
        .add("reference_samples", kReferenceSamples)
        .add("reference_failures", referenceFailures)
        .add("worst_relative_error", worstRelativeError)
        .add("tile", sgemmVariantName(best))
        .addRaw("variant_tflops", variantTflops.str())
        .add("warp_size", context.device.warpSize)
        .add("fault_injected", faultPlanted)
        .add("fault_injected_at_s", faultPlantedAt);
    progress.faults.addTo(details);

    TestResult result;
    result.test = "gemm";
    result.metric = "sgemm_tflops";
    result.unit = "TFLOP/s";
    result.value = tflops;
    result.errors = progress.faults.count(); // differing elements + failed reference samples
    result.pass = result.errors == 0;
    result.detailsJson = details.str();
    return result;
}

} // namespace rtb
