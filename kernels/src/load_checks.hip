// SPDX-License-Identifier: GPL-3.0-or-later
#include "common_kernels.hpp"
#include "load_checks.hpp"
#include "rocmtune_bench/json_line.hpp"

#include <algorithm>
#include <cmath>
#include <cstdio>

namespace rtb {

namespace {

constexpr int kThreads = 256;

__global__ void repeatCheckKernel(const float* __restrict__ reference, std::size_t period,
                                  const float* __restrict__ values, std::size_t count, RepeatCheck* record)
{
    const std::size_t stride = std::size_t(gridDim.x) * blockDim.x;
    unsigned long long differing = 0, nonFinite = 0, firstComplement = 0;
    const bool whole = period == count;
    for (std::size_t i = std::size_t(blockIdx.x) * blockDim.x + threadIdx.x; i < count; i += stride) {
        const float value = values[i];
        const float expected = reference[whole ? i : i % period];
        const bool finite = isfinite(value);
        const bool bad = !finite || __float_as_uint(value) != __float_as_uint(expected);
        if (bad && firstComplement == 0)
            firstComplement = ~static_cast<unsigned long long>(i);
        nonFinite += !finite;
        differing += finite && bad;
    }
    if (differing)
        atomicAdd(&record->differing, differing);
    if (nonFinite)
        atomicAdd(&record->nonFinite, nonFinite);
    if (firstComplement)
        atomicMax(&record->firstIndexComplement, firstComplement);
}

} // namespace

void launchRepeatCheck(const float* reference, std::size_t period, const float* values, std::size_t count,
                       RepeatCheck* record, gpuStream_t stream)
{
    const std::size_t blocks = (count + kThreads - 1) / kThreads;
    const int grid = static_cast<int>(blocks < 2048 ? (blocks > 0 ? blocks : 1) : 2048);
    repeatCheckKernel<<<grid, kThreads, 0, stream>>>(reference, period, values, count, record);
    RTB_GPU_CHECK_LAUNCH();
}

void writeDeviceFloat(float* where, float value)
{
    RTB_GPU_CHECK(gpuDeviceSynchronize());
    RTB_GPU_CHECK(gpuMemcpy(where, &value, sizeof value, gpuMemcpyHostToDevice));
}

std::uint64_t reportRepeatCheck(const RepeatCheck* record, RepeatCheck& reported, TestProgress& progress,
                                const char* mismatchKind, const std::string& what, const std::string& whereJson)
{
    RepeatCheck seen{};
    RTB_GPU_CHECK(gpuMemcpy(&seen, record, sizeof seen, gpuMemcpyDeviceToHost));
    const unsigned long long first = ~seen.firstIndexComplement;
    const unsigned long long nonFinite = seen.nonFinite > reported.nonFinite ? seen.nonFinite - reported.nonFinite : 0;
    const unsigned long long differing = seen.differing > reported.differing ? seen.differing - reported.differing : 0;
    reported.nonFinite = std::max(reported.nonFinite, seen.nonFinite);
    reported.differing = std::max(reported.differing, seen.differing);
    if (nonFinite > 0)
        progress.faults.report("nan", nonFinite,
                               what + ": " + std::to_string(nonFinite)
                                   + (nonFinite == 1 ? " value is" : " values are")
                                   + " NaN or infinite (first bad value at index " + std::to_string(first) + ")",
                               whereJson);
    if (differing > 0)
        progress.faults.report(mismatchKind, differing,
                               what + ": " + std::to_string(differing)
                                   + (differing == 1 ? " value differs" : " values differ")
                                   + " from the reference bit for bit (first bad value at index "
                                   + std::to_string(first) + ")",
                               whereJson);
    return nonFinite + differing;
}

PatternPasses::PatternPasses(std::size_t bytes, std::uint64_t seed, int computeUnits)
    : words_(bytes / 16 * 4) // a multiple of 4 words
    , log_(1)
    , seed_(seed)
    , units_(computeUnits)
{
    RTB_GPU_CHECK(gpuMemset(log_.get(), 0, sizeof(ErrorLog)));
}

void PatternPasses::enqueue(gpuStream_t stream, bool plantFault)
{
    const std::size_t count = words_.size();
    launchWritePattern(words_.get(), count, Pattern::MovingInversions, seed_, 2 * passes_, units_, stream);
    launchVerifyPattern(words_.get(), count, Pattern::MovingInversions, seed_, 2 * passes_, true, log_.get(), units_,
                        stream);
    // A corrupted word before the last verify: must be found, and counted
    // once (the inverting verify writes back the complement of what it read,
    // so a bit flipped before it would be counted by both verifies).
    if (plantFault)
        flipDeviceBit(words_.get(), (words_.bytes() / 3) & ~std::size_t(3), 7);
    launchVerifyPattern(words_.get(), count, Pattern::MovingInversions, seed_, 2 * passes_ + 1, false, log_.get(),
                        units_, stream);
    ++passes_;
}

void PatternPasses::check(TestProgress& progress)
{
    ErrorLog log;
    RTB_GPU_CHECK(gpuMemcpy(&log, log_.get(), sizeof log, gpuMemcpyDeviceToHost));
    if (log.bitErrors <= reported_)
        return;
    const unsigned long long added = log.bitErrors - reported_;
    JsonLine where;
    where.add("pattern", "moving inversions").add("pattern_pass", passes_);
    if (log.recorded > 0) {
        char address[32];
        std::snprintf(address, sizeof address, "0x%llx", log.address[0]);
        where.add("address", address).add("expected", log.expected[0]).add("actual", log.actual[0]);
        const std::uint32_t flipped = log.expected[0] ^ log.actual[0];
        if (flipped != 0 && (flipped & (flipped - 1)) == 0) {
            unsigned bit = 0;
            while (!((flipped >> bit) & 1u))
                ++bit;
            where.add("bit", bit);
        }
    }
    progress.faults.report("memory_bit_error", added,
                           std::to_string(added) + " bit errors in the pattern-tested VRAM (passes up to "
                               + std::to_string(passes_) + ")",
                           where.str());
    reported_ = log.bitErrors;
}

} // namespace rtb
