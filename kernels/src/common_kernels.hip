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

__global__ void countNonFiniteKernel(const float* values, std::size_t count, unsigned long long* nonFinite)
{
    const std::size_t stride = std::size_t(gridDim.x) * blockDim.x;
    unsigned long long local = 0;
    for (std::size_t i = std::size_t(blockIdx.x) * blockDim.x + threadIdx.x; i < count; i += stride)
        local += !isfinite(values[i]);
    if (local)
        atomicAdd(nonFinite, local);
}

// Grid-stride copy: four independent 16-byte loads in flight per thread
// before the stores, each a whole grid apart.
__global__ void __launch_bounds__(kThreads) copyGridStrideKernel(const uint4* __restrict__ src, uint4* __restrict__ dst,
                                                                 std::size_t count)
{
    const std::size_t stride = std::size_t(gridDim.x) * blockDim.x;
    std::size_t i = std::size_t(blockIdx.x) * blockDim.x + threadIdx.x;
    for (; i + 3 * stride < count; i += 4 * stride) {
        const uint4 v0 = src[i];
        const uint4 v1 = src[i + stride];
        const uint4 v2 = src[i + 2 * stride];
        const uint4 v3 = src[i + 3 * stride];
        dst[i] = v0;
        dst[i + stride] = v1;
        dst[i + 2 * stride] = v2;
        dst[i + 3 * stride] = v3;
    }
    for (; i < count; i += stride)
        dst[i] = src[i];
}

template <typename T>
__device__ T loadOnce(const T* p, bool streaming)
{
#if defined(ROCMTUNE_BACKEND_CUDA)
    if (streaming)
        return __ldcs(p); // evict-first: the data is not read again
#endif
    (void)streaming;
    return *p;
}

template <typename T>
__device__ void storeOnce(T* p, const T& v, bool streaming)
{
#if defined(ROCMTUNE_BACKEND_CUDA)
    if (streaming) {
        __stcs(p, v);
        return;
    }
#endif
    (void)streaming;
    *p = v;
}

// Tiled copy: each block moves Unroll x 4 KiB of contiguous memory per step
// (better DRAM page locality than the grid-stride form), Unroll loads in
// flight per thread.
template <int Unroll, bool Streaming>
__global__ void __launch_bounds__(kThreads) copyTiledKernel(const uint4* __restrict__ src, uint4* __restrict__ dst,
                                                            std::size_t count)
{
    constexpr std::size_t kTileElements = std::size_t(kThreads) * Unroll;
    const std::size_t tiles = count / kTileElements;
    for (std::size_t tile = blockIdx.x; tile < tiles; tile += gridDim.x) {
        const std::size_t base = tile * kTileElements + threadIdx.x;
        uint4 v[Unroll];
#pragma unroll
        for (int j = 0; j < Unroll; ++j)
            v[j] = loadOnce(src + base + j * kThreads, Streaming);
#pragma unroll
        for (int j = 0; j < Unroll; ++j)
            storeOnce(dst + base + j * kThreads, v[j], Streaming);
    }
    // The tail shorter than one tile.
    const std::size_t stride = std::size_t(gridDim.x) * blockDim.x;
    for (std::size_t i = tiles * kTileElements + std::size_t(blockIdx.x) * blockDim.x + threadIdx.x; i < count; i += stride)
        dst[i] = src[i];
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

void launchCountNonFinite(const float* values, std::size_t count, unsigned long long* nonFinite, gpuStream_t stream)
{
    countNonFiniteKernel<<<smallGrid(count), kThreads, 0, stream>>>(values, count, nonFinite);
    RTB_GPU_CHECK_LAUNCH();
}

const char* copyVariantName(CopyVariant variant)
{
    switch (variant) {
    case CopyVariant::GridStride4: return "grid_stride_x4";
    case CopyVariant::Tiled4: return "tiled_x4";
    case CopyVariant::Tiled8: return "tiled_x8";
    case CopyVariant::Tiled16: return "tiled_x16";
    case CopyVariant::Tiled8Streaming: return "tiled_x8_streaming";
    }
    return "unknown";
}

void launchCopy(const void* src, void* dst, std::size_t bytes, int computeUnits, gpuStream_t stream, CopyVariant variant)
{
    const auto* from = static_cast<const uint4*>(src);
    auto* to = static_cast<uint4*>(dst);
    const std::size_t count = bytes / 16;
    switch (variant) {
    case CopyVariant::GridStride4: {
        static const int grid = residentGrid(copyGridStrideKernel, kThreads, computeUnits);
        copyGridStrideKernel<<<grid, kThreads, 0, stream>>>(from, to, count);
        break;
    }
    case CopyVariant::Tiled4: {
        static const int grid = residentGrid(copyTiledKernel<4, false>, kThreads, computeUnits);
        copyTiledKernel<4, false><<<grid, kThreads, 0, stream>>>(from, to, count);
        break;
    }
    case CopyVariant::Tiled8: {
        static const int grid = residentGrid(copyTiledKernel<8, false>, kThreads, computeUnits);
        copyTiledKernel<8, false><<<grid, kThreads, 0, stream>>>(from, to, count);
        break;
    }
    case CopyVariant::Tiled16: {
        static const int grid = residentGrid(copyTiledKernel<16, false>, kThreads, computeUnits);
        copyTiledKernel<16, false><<<grid, kThreads, 0, stream>>>(from, to, count);
        break;
    }
    case CopyVariant::Tiled8Streaming: {
        static const int grid = residentGrid(copyTiledKernel<8, true>, kThreads, computeUnits);
        copyTiledKernel<8, true><<<grid, kThreads, 0, stream>>>(from, to, count);
        break;
    }
    }
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
