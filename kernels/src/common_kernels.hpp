// SPDX-License-Identifier: GPL-3.0-or-later
// Kernels shared by several tests: data generation, bit-exact comparison,
// streaming copy and the memory pattern write/verify pair.
#pragma once

#include "gpu_compat.hpp"
#include "rocmtune_bench/checks.hpp"

#include <cstddef>
#include <cstdint>

namespace rtb {

// Blocks of `threadsPerBlock` that fill every CU/SM of the device once.
template <typename Kernel>
int residentGrid(Kernel kernel, int threadsPerBlock, int computeUnits)
{
    int blocksPerUnit = 0;
    if (gpuOccupancyMaxActiveBlocksPerMultiprocessor(&blocksPerUnit, kernel, threadsPerBlock, 0) != gpuSuccess
        || blocksPerUnit < 1)
        blocksPerUnit = 1;
    return blocksPerUnit * computeUnits;
}

// out[i] = uniformSigned(seed, stream, i)
void launchFillUniform(float* out, std::size_t count, std::uint64_t seed, std::uint32_t dataStream, gpuStream_t stream);

// Adds to *mismatches the number of 32-bit words where a and b differ.
void launchCompareWords(const std::uint32_t* a, const std::uint32_t* b, std::size_t count,
                        unsigned long long* mismatches, gpuStream_t stream);

// Where two buffers differ (one record per comparison): the number of
// differing 32-bit words, the first differing index and both words there.
struct DiffRecord {
    unsigned long long differing;
    unsigned long long firstIndexComplement; // ~index of the first difference; 0 = none
    std::uint32_t expected;                  // a[first]
    std::uint32_t actual;                    // b[first]
};

// Compares a and b word by word into *record (which must start zeroed); a
// second launch on the same stream fills in the words at the first index.
void launchCompareRecord(const std::uint32_t* a, const std::uint32_t* b, std::size_t count, DiffRecord* record,
                         gpuStream_t stream);

// Adds to *count the number of NaN or infinite values.
void launchCountNonFinite(const float* values, std::size_t count, unsigned long long* nonFinite, gpuStream_t stream);

// a = b + scalar * c over floats; `count` a multiple of 4.
void launchTriad(float* a, const float* b, const float* c, float scalar, std::size_t count, int computeUnits,
                 gpuStream_t stream);

// Writes patternWord(pattern, i, seed, pass) to words[i]; `count` a multiple of 4.
void launchWritePattern(std::uint32_t* words, std::size_t count, Pattern pattern, std::uint64_t seed,
                        std::uint32_t pass, int computeUnits, gpuStream_t stream);

// Compares words[i] with the pattern and records mismatches in *log. With
// `invertAfter`, also writes the complement back (moving inversions).
void launchVerifyPattern(std::uint32_t* words, std::size_t count, Pattern pattern, std::uint64_t seed,
                         std::uint32_t pass, bool invertAfter, ErrorLog* log, int computeUnits, gpuStream_t stream);

// Flips one bit of a word in device memory (fault injection); synchronous.
void flipDeviceBit(void* base, std::size_t byteOffset, unsigned bit);

} // namespace rtb
