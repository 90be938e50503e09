// SPDX-License-Identifier: GPL-3.0-or-later
// memory: bandwidth (copy and triad kernels against the runtime's own
// device-to-device memcpy, same buffers, same run) and a pattern test over the
// same VRAM (walking ones/zeros, random, address-in-address, moving
// inversions) that counts bit errors and records the first addresses.
#include "bench.hpp"
#include "common_kernels.hpp"
#include "copy_kernels.hpp"
#include "gpu_util.hpp"
#include "rocmtune_bench/checks.hpp"
#include "rocmtune_bench/json_line.hpp"

#include <algorithm>
#include <cstdio>
#include <iterator>
#include <limits>
#include <string>
#include <utility>
#include <vector>

namespace rtb {

namespace {

constexpr std::uint64_t kMiB = 1ull << 20;
constexpr std::uint64_t kDefaultMiB = 4096;
constexpr double kBandwidthShare = 0.3; // of --duration; the rest runs patterns

std::uint64_t testBytes(const Options& options)
{
    std::size_t freeBytes = 0, totalBytes = 0;
    RTB_GPU_CHECK(gpuMemGetInfo(&freeBytes, &totalBytes));
    const std::uint64_t requested = options.size.value_or(kDefaultMiB) * kMiB;
    // Leave room for the runtime and other processes.
    const std::uint64_t available = static_cast<std::uint64_t>(double(freeBytes) * 0.85);
    const std::uint64_t bytes = std::min(requested, available) / (3 * kMiB) * (3 * kMiB);
    if (bytes == 0)
        throw GpuError("not enough free VRAM for the memory test", 0);
    return bytes;
}

struct BandwidthFigures {
    double copyGBps = 0.0; // the fastest copy kernel that copied correctly
    const char* copyVariant = "";
    std::vector<std::pair<const char*, double>> variantGBps;
    std::vector<const char*> failedVariants;
    double memcpyGBps = 0.0;
    double triadGBps = 0.0;
    int repetitions = 0;
};

BandwidthFigures measureBandwidth(std::uint32_t* words, std::uint64_t bytes, ErrorLog* log, const TestContext& context,
                                  TestProgress& progress, double seconds)
{
    const int units = context.device.computeUnits;
    const std::uint64_t seed = context.options.seed;
    char* buffer = reinterpret_cast<char*>(words);
    const std::uint64_t half = bytes / 2;
    const std::uint64_t third = bytes / 3;
    auto* triadA = reinterpret_cast<float*>(buffer);
    auto* triadB = reinterpret_cast<float*>(buffer + third);
    auto* triadC = reinterpret_cast<float*>(buffer + 2 * third);
    std::vector<CopyVariant> variants;
    for (const CopyVariant variant : kCopyVariants)
        if (copyVariantAvailable(variant, context.device.arch.c_str()))
            variants.push_back(variant);

    // Each copy kernel must copy correctly: a random pattern in the source
    // half, copied, must arrive intact. Failures are errors, and excluded.
    std::vector<bool> correct(variants.size(), true);
    for (std::size_t v = 0; v < variants.size(); ++v) {
        DeviceBuffer<ErrorLog> variantLog(1);
        RTB_GPU_CHECK(gpuMemset(variantLog.get(), 0, sizeof(ErrorLog)));
        launchWritePattern(words, half / 4, Pattern::Random, seed, 7, units, nullptr);
        RTB_GPU_CHECK(gpuMemset(buffer + half, 0, half));
        launchCopy(buffer, buffer + half, half, units, nullptr, variants[v]);
        launchVerifyPattern(reinterpret_cast<std::uint32_t*>(buffer + half), half / 4, Pattern::Random, seed, 7, false,
                            variantLog.get(), units, nullptr);
        ErrorLog result;
        RTB_GPU_CHECK(gpuMemcpy(&result, variantLog.get(), sizeof result, gpuMemcpyDeviceToHost));
        if (result.mismatchedWords > 0) {
            correct[v] = false;
            progress.faults.report("memory_bit_error", result.bitErrors,
                                   std::string("copy kernel ") + copyVariantName(variants[v]) + ": "
                                       + std::to_string(result.mismatchedWords) + " words arrived wrong",
                                   JsonLine().add("copy_kernel", copyVariantName(variants[v])).str());
            // Keep the findings in the test's log too.
            launchVerifyPattern(reinterpret_cast<std::uint32_t*>(buffer + half), half / 4, Pattern::Random, seed, 7,
                                false, log, units, nullptr);
        }
        progress.update(0.0);
    }

    GpuEvent start, stop;
    const auto timeMs = [&](auto&& work) {
        start.record();
        work();
        stop.record();
        return elapsedMilliseconds(start, stop);
    };
    RTB_GPU_CHECK(gpuMemcpyAsync(buffer + half, buffer, half, gpuMemcpyDeviceToDevice, nullptr));
    launchTriad(triadA, triadB, triadC, 0.5f, third / 4, units, nullptr);
    RTB_GPU_CHECK(gpuDeviceSynchronize());

    std::vector<double> memcpyMs, triadMs;
    std::vector<std::vector<double>> copyMs(variants.size());
    const double begin = progress.elapsedSeconds();
    do {
        // Interleaved, so clock or thermal drift affects all alike.
        memcpyMs.push_back(timeMs([&] {
            RTB_GPU_CHECK(gpuMemcpyAsync(buffer + half, buffer, half, gpuMemcpyDeviceToDevice, nullptr));
        }));
        for (std::size_t v = 0; v < variants.size(); ++v)
            copyMs[v].push_back(timeMs([&] { launchCopy(buffer, buffer + half, half, units, nullptr, variants[v]); }));
        triadMs.push_back(timeMs([&] { launchTriad(triadA, triadB, triadC, 0.5f, third / 4, units, nullptr); }));
        progress.update(2.0 * half / (copyMs[0].back() * 1e-3) / 1e9);
    } while (memcpyMs.size() < 5 || progress.elapsedSeconds() - begin < seconds);

    // Bytes read plus bytes written, over the median time.
    BandwidthFigures figures;
    figures.memcpyGBps = 2.0 * half / (median(memcpyMs) * 1e-3) / 1e9;
    for (std::size_t v = 0; v < variants.size(); ++v) {
        const double gbps = 2.0 * half / (median(copyMs[v]) * 1e-3) / 1e9;
        figures.variantGBps.emplace_back(copyVariantName(variants[v]), gbps);
        if (!correct[v])
            figures.failedVariants.push_back(copyVariantName(variants[v]));
        else if (gbps > figures.copyGBps) {
            figures.copyGBps = gbps;
            figures.copyVariant = copyVariantName(variants[v]);
        }
    }
    figures.triadGBps = 3.0 * third / (median(triadMs) * 1e-3) / 1e9;
    figures.repetitions = static_cast<int>(memcpyMs.size());
    return figures;
}

const char* patternName(Pattern pattern)
{
    switch (pattern) {
    case Pattern::WalkingOnes: return "walking ones";
    case Pattern::WalkingZeros: return "walking zeros";
    case Pattern::Random: return "random";
    case Pattern::AddressInAddress: return "address in address";
    case Pattern::MovingInversions: return "moving inversions";
    }
    return "unknown";
}

std::string hexText(std::uint64_t value)
{
    char text[24];
    std::snprintf(text, sizeof text, "0x%llx", static_cast<unsigned long long>(value));
    return text;
}

// What the pattern log held at the last check.
struct CheckedErrors {
    unsigned long long bitErrors = 0;
    unsigned recorded = 0;
};

// Reads the device log (one small copy) and writes a fault line for the bit
// errors found since the last check, with the first new address.
void reportNewBitErrors(const ErrorLog* logDevice, const char* pattern, TestProgress& progress, CheckedErrors& checked)
{
    ErrorLog log;
    RTB_GPU_CHECK(gpuMemcpy(&log, logDevice, sizeof log, gpuMemcpyDeviceToHost));
    if (log.bitErrors <= checked.bitErrors)
        return;
    const unsigned long long added = log.bitErrors - checked.bitErrors;
    std::string message = std::to_string(added) + (added == 1 ? " bit error" : " bit errors") + " in the " + pattern
        + " pattern";
    JsonLine where;
    if (checked.recorded < kRecordedErrors && checked.recorded < log.recorded) {
        const unsigned i = checked.recorded;
        const std::uint32_t flipped = log.expected[i] ^ log.actual[i];
        message += ", first at byte offset " + hexText(log.address[i]) + ": expected " + hexText(log.expected[i])
            + ", read " + hexText(log.actual[i]);
        where.add("address", hexText(log.address[i]))
            .add("expected", hexText(log.expected[i]))
            .add("actual", hexText(log.actual[i]));
        if (popcount32(flipped) == 1) {
            int bit = 0;
            while (!((flipped >> bit) & 1u))
                ++bit;
            where.add("bit", bit);
        }
    }
    where.add("pattern", pattern);
    progress.faults.report("memory_bit_error", added, message, where.str());
    checked.bitErrors = log.bitErrors;
    checked.recorded = log.recorded;
}

} // namespace

TestResult runMemoryTest(const TestContext& context)
{
    const Options& options = context.options;
    const int units = context.device.computeUnits;
    TestProgress progress(context, "memory", "GB/s", options.durationSeconds);

    const std::uint64_t bytes = testBytes(options);
    DeviceBuffer<std::uint32_t> words(bytes / 4);
    DeviceBuffer<ErrorLog> logDevice(1);
    RTB_GPU_CHECK(gpuMemset(logDevice.get(), 0, sizeof(ErrorLog)));

    const BandwidthFigures bandwidth = measureBandwidth(words.get(), bytes, logDevice.get(), context, progress,
                                                        kBandwidthShare * options.durationSeconds);
    const unsigned copyTimeoutCount = copyTimeouts();

    // Pattern test: every pattern at least once, then repeated with new passes
    // (shifted walking bits, fresh random words) until the time is up.
    static constexpr Pattern kPatterns[] = {Pattern::WalkingOnes, Pattern::WalkingZeros, Pattern::Random,
                                            Pattern::AddressInAddress, Pattern::MovingInversions};
    bool faultPlanted = false;
    double faultPlantedAt = std::numeric_limits<double>::quiet_NaN(); // null until planted
    CheckedErrors checked; // what the bandwidth phase logged is reported already
    {
        ErrorLog log;
        RTB_GPU_CHECK(gpuMemcpy(&log, logDevice.get(), sizeof log, gpuMemcpyDeviceToHost));
        checked.bitErrors = log.bitErrors;
        checked.recorded = log.recorded;
    }
    std::uint64_t rounds = 0;
    double patternBytesMoved = 0.0;
    GpuEvent start, stop;
    double patternMs = 0.0;
    do {
        for (const Pattern pattern : kPatterns) {
            const std::uint32_t pass = static_cast<std::uint32_t>(rounds);
            start.record();
            if (pattern == Pattern::MovingInversions) {
                // Passes 2r and 2r+1: a fresh base pattern each round, then its complement.
                launchWritePattern(words.get(), words.size(), pattern, options.seed, 2 * pass, units, nullptr);
                launchVerifyPattern(words.get(), words.size(), pattern, options.seed, 2 * pass, true, logDevice.get(), units, nullptr);
                launchVerifyPattern(words.get(), words.size(), pattern, options.seed, 2 * pass + 1, false, logDevice.get(), units, nullptr);
                patternBytesMoved += 4.0 * bytes;
            } else {
                launchWritePattern(words.get(), words.size(), pattern, options.seed, pass, units, nullptr);
                if (options.fault == Fault::Memory && !faultPlanted && pattern == Pattern::Random) {
                    // A corrupted word between write and verify: must be found.
                    flipDeviceBit(words.get(), (bytes / 3) & ~std::uint64_t(3), 7);
                    faultPlanted = true;
                    faultPlantedAt = progress.runSeconds();
                    progress.faults.notePlanted(faultPlantedAt);
                }
                launchVerifyPattern(words.get(), words.size(), pattern, options.seed, pass, false, logDevice.get(), units, nullptr);
                patternBytesMoved += 2.0 * bytes;
            }
            stop.record();
            patternMs += elapsedMilliseconds(start, stop);
            reportNewBitErrors(logDevice.get(), patternName(pattern), progress, checked);
            progress.update(patternBytesMoved / (patternMs * 1e-3) / 1e9);
            if (progress.stopRequested())
                break;
        }
        ++rounds;
    } while (progress.timeLeft());

    ErrorLog log;
    RTB_GPU_CHECK(gpuMemcpy(&log, logDevice.get(), sizeof log, gpuMemcpyDeviceToHost));
    const unsigned kept = std::min(log.recorded, kRecordedErrors);
    std::vector<std::uint64_t> addresses(log.address, log.address + kept);
    std::vector<std::uint64_t> expected(log.expected, log.expected + kept);
    std::vector<std::uint64_t> actual(log.actual, log.actual + kept);

    JsonLine details;
    details.add("bytes_tested", bytes)
        .add("copy_gbps", bandwidth.copyGBps)
        .add("copy_kernel", bandwidth.copyVariant)
        .add("memcpy_gbps", bandwidth.memcpyGBps)
        .add("ratio_to_memcpy", bandwidth.copyGBps / bandwidth.memcpyGBps)
        .add("triad_gbps", bandwidth.triadGBps);
    details.beginObject("copy_kernels_gbps");
    for (const auto& [name, gbps] : bandwidth.variantGBps)
        details.add(name, gbps);
    std::string failed = "[";
    for (const char* name : bandwidth.failedVariants) {
        if (failed.size() > 1)
            failed += ',';
        appendJsonString(failed, name);
    }
    failed += "]";
    details.endObject()
        .addRaw("copy_kernels_failed", failed)
        .add("copy_barrier_timeouts", copyTimeoutCount)
        .add("bandwidth_repetitions", bandwidth.repetitions)
        .add("bandwidth_counts", "bytes read + bytes written, median time")
        .add("pattern_rounds", rounds)
        .add("pattern_gbps", patternBytesMoved / (patternMs * 1e-3) / 1e9)
        .add("mismatched_words", log.mismatchedWords)
        .add("bit_errors", log.bitErrors)
        .addRaw("first_error_addresses", jsonArray(addresses.data(), addresses.size()))
        .addRaw("first_error_expected", jsonArray(expected.data(), expected.size()))
        .addRaw("first_error_actual", jsonArray(actual.data(), actual.size()))
        .add("fault_injected", faultPlanted)
        .add("fault_injected_at_s", faultPlantedAt);
    progress.faults.addTo(details);

    TestResult result;
    result.test = "memory";
    result.metric = "copy_gbps";
    result.unit = "GB/s";
    result.value = bandwidth.copyGBps;
    if (copyTimeoutCount > 0)
        progress.faults.report("copy_timeout", copyTimeoutCount,
                               std::to_string(copyTimeoutCount) + " bulk-copy barrier waits gave up", "{}");
    // Bit errors (with addresses in the fault lines) + failed copies + timeouts.
    result.errors = progress.faults.count();
    result.pass = result.errors == 0;
    result.detailsJson = details.str();
    return result;
}

} // namespace rtb
