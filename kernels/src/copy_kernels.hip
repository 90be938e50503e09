// SPDX-License-Identifier: GPL-3.0-or-later
// Copy kernels of the memory and power tests. Several forms, measured side by
// side by the memory test (see kernels/BENCHMARKS-kernels.md for what each
// achieved on an H200).
#include "copy_kernels.hpp"
#include "common_kernels.hpp"
#include "gpu_util.hpp"

#include <cstdlib>
#include <cstring>

namespace rtb {

namespace {

constexpr int kThreads = 256;

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

// A 16-byte load that asks L2 to fetch the whole 256-byte line pair from DRAM
// (NVIDIA sm_80+); elsewhere a plain load.
__device__ __forceinline__ uint4 loadPrefetch256(const uint4* p)
{
#if defined(ROCMTUNE_BACKEND_CUDA) && defined(__CUDA_ARCH__) && __CUDA_ARCH__ >= 800
    uint4 v;
    asm volatile("ld.global.nc.L2::256B.v4.u32 {%0, %1, %2, %3}, [%4];"
                 : "=r"(v.x), "=r"(v.y), "=r"(v.z), "=r"(v.w)
                 : "l"(p));
    return v;
#else
    return *p;
#endif
}

// Tiled copy with Threads-thread blocks: Unroll x Threads x 16 bytes contiguous a step.
template <int Unroll, int Threads = 1024, bool Prefetch = false>
__global__ void __launch_bounds__(Threads) copyTiledWideKernel(const uint4* __restrict__ src, uint4* __restrict__ dst,
                                                               std::size_t count)
{
    constexpr std::size_t kTileElements = std::size_t(Threads) * Unroll;
    const std::size_t tiles = count / kTileElements;
    for (std::size_t tile = blockIdx.x; tile < tiles; tile += gridDim.x) {
        const std::size_t base = tile * kTileElements + threadIdx.x;
        uint4 v[Unroll];
#pragma unroll
        for (int j = 0; j < Unroll; ++j)
            v[j] = Prefetch ? loadPrefetch256(src + base + j * Threads) : src[base + j * Threads];
#pragma unroll
        for (int j = 0; j < Unroll; ++j)
            dst[base + j * Threads] = v[j];
    }
    const std::size_t stride = std::size_t(gridDim.x) * blockDim.x;
    for (std::size_t i = tiles * kTileElements + std::size_t(blockIdx.x) * blockDim.x + threadIdx.x; i < count; i += stride)
        dst[i] = src[i];
}

template <typename T>
__device__ __forceinline__ T loadNoAllocate(const T* p)
{
#if defined(ROCMTUNE_BACKEND_CUDA)
    return __ldg(p); // read-only data path
#else
    return *p; // HIP's vector types are structs: no nontemporal builtin for them
#endif
}

template <int Unroll>
__global__ void __launch_bounds__(kThreads) copyTiledNoAllocateKernel(const uint4* __restrict__ src,
                                                                      uint4* __restrict__ dst, std::size_t count)
{
    constexpr std::size_t kTileElements = std::size_t(kThreads) * Unroll;
    const std::size_t tiles = count / kTileElements;
    for (std::size_t tile = blockIdx.x; tile < tiles; tile += gridDim.x) {
        const std::size_t base = tile * kTileElements + threadIdx.x;
        uint4 v[Unroll];
#pragma unroll
        for (int j = 0; j < Unroll; ++j)
            v[j] = loadNoAllocate(src + base + j * kThreads);
#pragma unroll
        for (int j = 0; j < Unroll; ++j)
            dst[base + j * kThreads] = v[j];
    }
    const std::size_t stride = std::size_t(gridDim.x) * blockDim.x;
    for (std::size_t i = tiles * kTileElements + std::size_t(blockIdx.x) * blockDim.x + threadIdx.x; i < count; i += stride)
        dst[i] = src[i];
}

// Pipelined copy: the loads of the block's next tile are issued before the
// stores of the current one, so reads stay in flight while writes drain.
// Tiles go round-robin over the blocks (Span false) or each block copies one
// contiguous span of tiles (Span true).
template <int Unroll, bool Span>
__global__ void __launch_bounds__(kThreads) copyPipelinedKernel(const uint4* __restrict__ src, uint4* __restrict__ dst,
                                                                std::size_t count)
{
    constexpr std::size_t kTileElements = std::size_t(kThreads) * Unroll;
    const std::size_t tiles = count / kTileElements;
    std::size_t tile, last, step;
    if (Span) {
        const std::size_t perBlock = (tiles + gridDim.x - 1) / gridDim.x;
        tile = std::size_t(blockIdx.x) * perBlock;
        last = tile + perBlock < tiles ? tile + perBlock : tiles;
        step = 1;
    } else {
        tile = blockIdx.x;
        last = tiles;
        step = gridDim.x;
    }
    uint4 v[Unroll];
    if (tile < last) {
#pragma unroll
        for (int j = 0; j < Unroll; ++j)
            v[j] = src[tile * kTileElements + threadIdx.x + j * kThreads];
    }
    while (tile < last) {
        const std::size_t next = tile + step;
        uint4 w[Unroll];
        if (next < last) {
#pragma unroll
            for (int j = 0; j < Unroll; ++j)
                w[j] = src[next * kTileElements + threadIdx.x + j * kThreads];
        }
#pragma unroll
        for (int j = 0; j < Unroll; ++j)
            dst[tile * kTileElements + threadIdx.x + j * kThreads] = v[j];
#pragma unroll
        for (int j = 0; j < Unroll; ++j)
            v[j] = w[j];
        tile = next;
    }
    const std::size_t stride = std::size_t(gridDim.x) * blockDim.x;
    for (std::size_t i = tiles * kTileElements + std::size_t(blockIdx.x) * blockDim.x + threadIdx.x; i < count; i += stride)
        dst[i] = src[i];
}

// Chunked copy: the buffer is cut into one contiguous chunk per block, equal
// to one tile, so all blocks finish together (no partial last wave) and each
// streams through its own region.
template <int Unroll>
__global__ void __launch_bounds__(kThreads) copyChunkedKernel(const uint4* __restrict__ src, uint4* __restrict__ dst,
                                                              std::size_t count)
{
    constexpr std::size_t kTileElements = std::size_t(kThreads) * Unroll;
    const std::size_t tiles = count / kTileElements;
    const std::size_t tilesPerBlock = (tiles + gridDim.x - 1) / gridDim.x;
    const std::size_t first = std::size_t(blockIdx.x) * tilesPerBlock;
    const std::size_t last = first + tilesPerBlock < tiles ? first + tilesPerBlock : tiles;
    for (std::size_t tile = first; tile < last; ++tile) {
        const std::size_t base = tile * kTileElements + threadIdx.x;
        uint4 v[Unroll];
#pragma unroll
        for (int j = 0; j < Unroll; ++j)
            v[j] = src[base + j * kThreads];
#pragma unroll
        for (int j = 0; j < Unroll; ++j)
            dst[base + j * kThreads] = v[j];
    }
    const std::size_t stride = std::size_t(gridDim.x) * blockDim.x;
    for (std::size_t i = tiles * kTileElements + std::size_t(blockIdx.x) * blockDim.x + threadIdx.x; i < count; i += stride)
        dst[i] = src[i];
}

} // namespace

bool copyVariantAvailable(CopyVariant variant, const char* arch)
{
    if (variant != CopyVariant::Bulk)
        return true;
#if defined(ROCMTUNE_BACKEND_CUDA)
    // "sm_90" and newer: the bulk copy engine.
    return std::strncmp(arch, "sm_", 3) == 0 && std::atoi(arch + 3) >= 90;
#else
    (void)arch;
    return false;
#endif
}

const char* copyVariantName(CopyVariant variant)
{
    switch (variant) {
    case CopyVariant::GridStride4: return "grid_stride_x4";
    case CopyVariant::Tiled4: return "tiled_x4";
    case CopyVariant::Tiled8: return "tiled_x8";
    case CopyVariant::Tiled16: return "tiled_x16";
    case CopyVariant::Chunked4: return "chunked_x4";
    case CopyVariant::Chunked8: return "chunked_x8";
    case CopyVariant::Bulk: return "bulk_async_sm90";
    case CopyVariant::Tiled8Streaming: return "tiled_x8_streaming";
    case CopyVariant::Pipelined8: return "pipelined_x8";
    case CopyVariant::Tiled8Wide: return "tiled_x8_1024_threads";
    case CopyVariant::SpanPipelined8: return "span_pipelined_x8";
    case CopyVariant::Tiled8NoAllocate: return "tiled_x8_no_allocate";
    case CopyVariant::Wide8Prefetch256: return "tiled_x8_1024_threads_l2_256b";
    case CopyVariant::Tiled16x512: return "tiled_x16_512_threads";
    case CopyVariant::Wide8OnePerUnit: return "tiled_x8_1024_threads_1_block_per_sm";
    case CopyVariant::Wide8HalfUnits: return "tiled_x8_1024_threads_half_the_sms";
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
    case CopyVariant::Chunked4: {
        static const int grid = residentGrid(copyChunkedKernel<4>, kThreads, computeUnits);
        copyChunkedKernel<4><<<grid, kThreads, 0, stream>>>(from, to, count);
        break;
    }
    case CopyVariant::Chunked8: {
        static const int grid = residentGrid(copyChunkedKernel<8>, kThreads, computeUnits);
        copyChunkedKernel<8><<<grid, kThreads, 0, stream>>>(from, to, count);
        break;
    }
    case CopyVariant::Bulk:
        launchBulkCopy(src, dst, bytes, computeUnits, stream);
        break;
    case CopyVariant::Tiled8Streaming: {
        static const int grid = residentGrid(copyTiledKernel<8, true>, kThreads, computeUnits);
        copyTiledKernel<8, true><<<grid, kThreads, 0, stream>>>(from, to, count);
        break;
    }
    case CopyVariant::Pipelined8: {
        static const int grid = residentGrid(copyPipelinedKernel<8, false>, kThreads, computeUnits);
        copyPipelinedKernel<8, false><<<grid, kThreads, 0, stream>>>(from, to, count);
        break;
    }
    case CopyVariant::SpanPipelined8: {
        static const int grid = residentGrid(copyPipelinedKernel<8, true>, kThreads, computeUnits);
        copyPipelinedKernel<8, true><<<grid, kThreads, 0, stream>>>(from, to, count);
        break;
    }
    case CopyVariant::Tiled8Wide: {
        static const int grid = residentGrid(copyTiledWideKernel<8>, 1024, computeUnits);
        copyTiledWideKernel<8><<<grid, 1024, 0, stream>>>(from, to, count);
        break;
    }
    case CopyVariant::Wide8Prefetch256: {
        static const int grid = residentGrid(copyTiledWideKernel<8, 1024, true>, 1024, computeUnits);
        copyTiledWideKernel<8, 1024, true><<<grid, 1024, 0, stream>>>(from, to, count);
        break;
    }
    case CopyVariant::Wide8OnePerUnit:
        copyTiledWideKernel<8><<<computeUnits, 1024, 0, stream>>>(from, to, count);
        break;
    case CopyVariant::Wide8HalfUnits:
        copyTiledWideKernel<8><<<computeUnits > 1 ? computeUnits / 2 : 1, 1024, 0, stream>>>(from, to, count);
        break;
    case CopyVariant::Tiled16x512: {
        static const int grid = residentGrid(copyTiledWideKernel<16, 512>, 512, computeUnits);
        copyTiledWideKernel<16, 512><<<grid, 512, 0, stream>>>(from, to, count);
        break;
    }
    case CopyVariant::Tiled8NoAllocate: {
        static const int grid = residentGrid(copyTiledNoAllocateKernel<8>, kThreads, computeUnits);
        copyTiledNoAllocateKernel<8><<<grid, kThreads, 0, stream>>>(from, to, count);
        break;
    }
    }
    RTB_GPU_CHECK_LAUNCH();
}

} // namespace rtb
