// SPDX-License-Identifier: GPL-3.0-or-later
// Copy variants that try to shape the DRAM traffic (issue 19): L2 eviction
// hints on the loads (evict-first) and stores (evict-last), NVIDIA sm_80+.
// The tiles are the 1024-thread, one-block-an-SM form of copy_kernels.hip.
// (A form whose reads and writes ran in grid-wide phases, all SMs reading a
// 128 KiB tile each, a grid barrier, then all writing, ran at 0.71 of the
// memcpy and was dropped.) See kernels/BENCHMARKS-kernels.md.
#include "common_kernels.hpp"
#include "copy_kernels.hpp"
#include "gpu_util.hpp"

namespace rtb {

namespace {

constexpr int kThreads = 1024;
constexpr int kUnroll = 8;

#if defined(ROCMTUNE_BACKEND_CUDA) && defined(__CUDA_ARCH__) && __CUDA_ARCH__ >= 800
#define RTB_HAS_L2_HINTS 1
#endif

enum class Hint { FirstLoads, FirstLoadsLastStores };

__device__ __forceinline__ unsigned long long l2Policy(bool evictFirst)
{
    unsigned long long policy = 0;
#if defined(RTB_HAS_L2_HINTS)
    if (evictFirst)
        asm volatile("createpolicy.fractional.L2::evict_first.b64 %0, 1.0;" : "=l"(policy));
    else
        asm volatile("createpolicy.fractional.L2::evict_last.b64 %0, 1.0;" : "=l"(policy));
#else
    (void)evictFirst;
#endif
    return policy;
}

__device__ __forceinline__ uint4 loadHinted(const uint4* p, unsigned long long policy)
{
#if defined(RTB_HAS_L2_HINTS)
    uint4 v;
    asm volatile("ld.global.L2::cache_hint.v4.u32 {%0, %1, %2, %3}, [%4], %5;"
                 : "=r"(v.x), "=r"(v.y), "=r"(v.z), "=r"(v.w)
                 : "l"(p), "l"(policy));
    return v;
#else
    (void)policy;
    return *p;
#endif
}

__device__ __forceinline__ void storeHinted(uint4* p, const uint4& v, unsigned long long policy)
{
#if defined(RTB_HAS_L2_HINTS)
    asm volatile("st.global.L2::cache_hint.v4.u32 [%0], {%1, %2, %3, %4}, %5;" ::"l"(p), "r"(v.x), "r"(v.y), "r"(v.z),
                 "r"(v.w), "l"(policy)
                 : "memory");
#else
    (void)policy;
    *p = v;
#endif
}

template <Hint H>
__global__ void __launch_bounds__(kThreads) copyHintedKernel(const uint4* __restrict__ src, uint4* __restrict__ dst,
                                                             std::size_t count)
{
    const unsigned long long loadPolicy = l2Policy(true);
    const unsigned long long storePolicy = l2Policy(false);
    constexpr std::size_t kTileElements = std::size_t(kThreads) * kUnroll;
    const std::size_t tiles = count / kTileElements;
    for (std::size_t tile = blockIdx.x; tile < tiles; tile += gridDim.x) {
        const std::size_t base = tile * kTileElements + threadIdx.x;
        uint4 v[kUnroll];
#pragma unroll
        for (int j = 0; j < kUnroll; ++j)
            v[j] = loadHinted(src + base + j * kThreads, loadPolicy);
#pragma unroll
        for (int j = 0; j < kUnroll; ++j) {
            if (H == Hint::FirstLoadsLastStores)
                storeHinted(dst + base + j * kThreads, v[j], storePolicy);
            else
                dst[base + j * kThreads] = v[j];
        }
    }
    const std::size_t stride = std::size_t(gridDim.x) * blockDim.x;
    for (std::size_t i = tiles * kTileElements + std::size_t(blockIdx.x) * blockDim.x + threadIdx.x; i < count; i += stride)
        dst[i] = src[i];
}

} // namespace

void launchShapedCopy(const void* src, void* dst, std::size_t bytes, int computeUnits, gpuStream_t stream,
                      CopyVariant variant)
{
    const auto* from = static_cast<const uint4*>(src);
    auto* to = static_cast<uint4*>(dst);
    const std::size_t count = bytes / 16;
    switch (variant) {
    case CopyVariant::Wide8LoadsEvictFirst:
        copyHintedKernel<Hint::FirstLoads><<<computeUnits, kThreads, 0, stream>>>(from, to, count);
        break;
    case CopyVariant::Wide8LoadsFirstStoresLast:
        copyHintedKernel<Hint::FirstLoadsLastStores><<<computeUnits, kThreads, 0, stream>>>(from, to, count);
        break;
    default: throw GpuError("launchShapedCopy: not a shaped copy variant", 0);
    }
    RTB_GPU_CHECK_LAUNCH();
}

} // namespace rtb
