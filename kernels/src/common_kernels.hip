// SPDX-License-Identifier: GPL-3.0-or-later
#include "common_kernels.hpp"
#include "gpu_util.hpp"

namespace rtb {

namespace {

constexpr int kThreads = 256;

__global__ void fillUniformKernel(float* out, std::size_t count, std::uint64_t seed, std::uint32_t dataStream)
{
    const std::size_t stride = std::size_t(gridDim.x) * blockDim.x;
    for (std::size_t i = std::size_t(blockIdx.x) * blockDim.x + threadIdx.x; i < count; i += stride)
        out[i] = uniformSigned(seed, dataStream, i);
}

__global__ void compareWordsKernel(const std::uint32_t* a, const std::uint32_t* b, std::size_t count,
                                   unsigned long long* mismatches)
{
    const std::size_t stride = std::size_t(gridDim.x) * blockDim.x;
    unsigned long long local = 0;
    for (std::size_t i = std::size_t(blockIdx.x) * blockDim.x + threadIdx.x; i < count; i += stride)
        local += a[i] != b[i];
    if (local)
        atomicAdd(mismatches, local);
}

__global__ void compareRecordKernel(const std::uint32_t* a, const std::uint32_t* b, std::size_t count,
                                    DiffRecord* record)
{
    const std::size_t stride = std::size_t(gridDim.x) * blockDim.x;
    unsigned long long local = 0;
    unsigned long long firstComplement = 0;
    for (std::size_t i = std::size_t(blockIdx.x) * blockDim.x + threadIdx.x; i < count; i += stride) {
        if (a[i] != b[i]) {
            if (local == 0)
                firstComplement = ~static_cast<unsigned long long>(i);
            ++local;
        }
    }
    if (local) {
        atomicAdd(&record->differing, local);
        atomicMax(&record->firstIndexComplement, firstComplement);
    }
}

__global__ void recordWordsKernel(const std::uint32_t* a, const std::uint32_t* b, DiffRecord* record)
{
    if (record->differing) {
        const unsigned long long first = ~record->firstIndexComplement;
        record->expected = a[first];
        record->actual = b[first];
    }
}

__global__ void countNonFiniteKernel(const float* values, std::size_t count, unsigned long long* nonFinite)
{
    const std::size_t stride = std::size_t(gridDim.x) * blockDim.x;
    unsigned long long local = 0;
    for (std::size_t i = std::size_t(blockIdx.x) * blockDim.x + threadIdx.x; i < count; i += stride)
        local += !isfinite(values[i]);
    if (local)
        atomicAdd(nonFinite, local);
}

__global__ void __launch_bounds__(kThreads) triadKernel(float4* __restrict__ a, const float4* __restrict__ b,
                                                        const float4* __restrict__ c, float scalar, std::size_t count)
{
    const std::size_t stride = std::size_t(gridDim.x) * blockDim.x;
    std::size_t i = std::size_t(blockIdx.x) * blockDim.x + threadIdx.x;
    for (; i + stride < count; i += 2 * stride) {
        const float4 b0 = b[i], c0 = c[i], b1 = b[i + stride], c1 = c[i + stride];
        a[i] = make_float4(fmaf(scalar, c0.x, b0.x), fmaf(scalar, c0.y, b0.y), fmaf(scalar, c0.z, b0.z), fmaf(scalar, c0.w, b0.w));
        a[i + stride] = make_float4(fmaf(scalar, c1.x, b1.x), fmaf(scalar, c1.y, b1.y), fmaf(scalar, c1.z, b1.z), fmaf(scalar, c1.w, b1.w));
    }
    for (; i < count; i += stride) {
        const float4 b0 = b[i], c0 = c[i];
        a[i] = make_float4(fmaf(scalar, c0.x, b0.x), fmaf(scalar, c0.y, b0.y), fmaf(scalar, c0.z, b0.z), fmaf(scalar, c0.w, b0.w));
    }
}

__global__ void __launch_bounds__(kThreads) writePatternKernel(uint4* words, std::size_t count4, Pattern pattern,
                                                               std::uint64_t seed, std::uint32_t pass)
{
    const std::size_t stride = std::size_t(gridDim.x) * blockDim.x;
    for (std::size_t i = std::size_t(blockIdx.x) * blockDim.x + threadIdx.x; i < count4; i += stride) {
        const std::uint64_t w = i * 4;
        words[i] = make_uint4(patternWord(pattern, w, seed, pass), patternWord(pattern, w + 1, seed, pass),
                              patternWord(pattern, w + 2, seed, pass), patternWord(pattern, w + 3, seed, pass));
    }
}

__device__ void recordMismatchOnDevice(ErrorLog* log, std::uint64_t wordIndex, std::uint32_t expected, std::uint32_t actual)
{
    atomicAdd(&log->mismatchedWords, 1ull);
    atomicAdd(&log->bitErrors, static_cast<unsigned long long>(popcount32(expected ^ actual)));
    const unsigned slot = atomicAdd(&log->recorded, 1u);
    if (slot < kRecordedErrors) {
        log->address[slot] = wordIndex * 4u;
        log->expected[slot] = expected;
        log->actual[slot] = actual;
    }
}

__global__ void __launch_bounds__(kThreads) verifyPatternKernel(uint4* words, std::size_t count4, Pattern pattern,
                                                                std::uint64_t seed, std::uint32_t pass,
                                                                bool invertAfter, ErrorLog* log)
{
    const std::size_t stride = std::size_t(gridDim.x) * blockDim.x;
    for (std::size_t i = std::size_t(blockIdx.x) * blockDim.x + threadIdx.x; i < count4; i += stride) {
        const uint4 v = words[i];
        const std::uint64_t w = i * 4;
        const std::uint32_t actual[4] = {v.x, v.y, v.z, v.w};
#pragma unroll
        for (int j = 0; j < 4; ++j) {
            const std::uint32_t expected = patternWord(pattern, w + j, seed, pass);
            if (actual[j] != expected)
                recordMismatchOnDevice(log, w + j, expected, actual[j]);
        }
        if (invertAfter)
            words[i] = make_uint4(~v.x, ~v.y, ~v.z, ~v.w);
    }
}

int smallGrid(std::size_t count)
{
    const std::size_t blocks = (count + kThreads - 1) / kThreads;
    return static_cast<int>(blocks < 4096 ? (blocks > 0 ? blocks : 1) : 4096);
}

} // namespace

void launchFillUniform(float* out, std::size_t count, std::uint64_t seed, std::uint32_t dataStream, gpuStream_t stream)
{
    fillUniformKernel<<<smallGrid(count), kThreads, 0, stream>>>(out, count, seed, dataStream);
    RTB_GPU_CHECK_LAUNCH();
}

void launchCompareWords(const std::uint32_t* a, const std::uint32_t* b, std::size_t count,
                        unsigned long long* mismatches, gpuStream_t stream)
{
    compareWordsKernel<<<smallGrid(count), kThreads, 0, stream>>>(a, b, count, mismatches);
    RTB_GPU_CHECK_LAUNCH();
}

void launchCompareRecord(const std::uint32_t* a, const std::uint32_t* b, std::size_t count, DiffRecord* record,
                         gpuStream_t stream)
{
    compareRecordKernel<<<smallGrid(count), kThreads, 0, stream>>>(a, b, count, record);
    RTB_GPU_CHECK_LAUNCH();
    recordWordsKernel<<<1, 1, 0, stream>>>(a, b, record);
    RTB_GPU_CHECK_LAUNCH();
}

void launchCountNonFinite(const float* values, std::size_t count, unsigned long long* nonFinite, gpuStream_t stream)
{
    countNonFiniteKernel<<<smallGrid(count), kThreads, 0, stream>>>(values, count, nonFinite);
    RTB_GPU_CHECK_LAUNCH();
}

void launchTriad(float* a, const float* b, const float* c, float scalar, std::size_t count, int computeUnits,
                 gpuStream_t stream)
{
    static const int grid = residentGrid(triadKernel, kThreads, computeUnits);
    triadKernel<<<grid, kThreads, 0, stream>>>(reinterpret_cast<float4*>(a), reinterpret_cast<const float4*>(b),
                                               reinterpret_cast<const float4*>(c), scalar, count / 4);
    RTB_GPU_CHECK_LAUNCH();
}

void launchWritePattern(std::uint32_t* words, std::size_t count, Pattern pattern, std::uint64_t seed,
                        std::uint32_t pass, int computeUnits, gpuStream_t stream)
{
    static const int grid = residentGrid(writePatternKernel, kThreads, computeUnits);
    writePatternKernel<<<grid, kThreads, 0, stream>>>(reinterpret_cast<uint4*>(words), count / 4, pattern, seed, pass);
    RTB_GPU_CHECK_LAUNCH();
}

void launchVerifyPattern(std::uint32_t* words, std::size_t count, Pattern pattern, std::uint64_t seed,
                         std::uint32_t pass, bool invertAfter, ErrorLog* log, int computeUnits, gpuStream_t stream)
{
    static const int grid = residentGrid(verifyPatternKernel, kThreads, computeUnits);
    verifyPatternKernel<<<grid, kThreads, 0, stream>>>(reinterpret_cast<uint4*>(words), count / 4, pattern, seed,
                                                       pass, invertAfter, log);
    RTB_GPU_CHECK_LAUNCH();
}

void flipDeviceBit(void* base, std::size_t byteOffset, unsigned bit)
{
    auto* word = reinterpret_cast<std::uint32_t*>(static_cast<char*>(base) + byteOffset);
    std::uint32_t value = 0;
    RTB_GPU_CHECK(gpuDeviceSynchronize());
    RTB_GPU_CHECK(gpuMemcpy(&value, word, sizeof value, gpuMemcpyDeviceToHost));
    value ^= 1u << (bit & 31u);
    RTB_GPU_CHECK(gpuMemcpy(word, &value, sizeof value, gpuMemcpyHostToDevice));
}

} // namespace rtb
