// SPDX-License-Identifier: GPL-3.0-or-later
#include "common_kernels.hpp"
#include "gemm_kernels.hpp"
#include "gpu_util.hpp"

#include <algorithm>
#include <cmath>

namespace rtb {

namespace {

constexpr int kThreads = 256; // 16 x 16 threads, each an 8 x 8 block of C
constexpr int kTile = kSgemmTile;
constexpr int kHalf = kTile / 2;
SgemmVariant defaultVariant = SgemmVariant::TwoBlocks;

// Register-blocked SGEMM: a 128 x 128 (16 TN) tile of C per block, double-buffered
// kDepth-deep slices of A (stored transposed) and B in shared memory, the next
// slice loaded into registers while the current one is multiplied. Each
// thread's 8 x TN outputs are two 4-row groups 64 apart by TN/4 4-column
// groups 64 apart, so the 16-byte shared-memory reads of a warp hit distinct
// banks. Every output is summed over k in ascending order with fmaf, whatever
// the variant: all variants give bit-identical products.
// With AsyncB (NVIDIA sm_80+) the B slices go straight from global to shared
// memory (cp.async, no staging registers: B keeps its row-major layout); A
// still goes through registers, transposed. Depth: k-steps a slice (8 or 16).
#if defined(ROCMTUNE_BACKEND_CUDA)
__device__ inline void copyAsync16(void* shared, const void* global)
{
#if defined(__CUDA_ARCH__) && __CUDA_ARCH__ >= 800
    const unsigned address = static_cast<unsigned>(__cvta_generic_to_shared(shared));
    asm volatile("cp.async.cg.shared.global [%0], [%1], 16;\n" ::"r"(address), "l"(global));
#else
    *reinterpret_cast<float4*>(shared) = *reinterpret_cast<const float4*>(global);
#endif
}
__device__ inline void copyAsyncWait()
{
#if defined(__CUDA_ARCH__) && __CUDA_ARCH__ >= 800
    asm volatile("cp.async.commit_group;\ncp.async.wait_group 0;\n" ::: "memory");
#endif
}
#else
__device__ inline void copyAsync16(void* shared, const void* global)
{
    *reinterpret_cast<float4*>(shared) = *reinterpret_cast<const float4*>(global);
}
__device__ inline void copyAsyncWait() {}
#endif

template <int MinBlocks, bool Grouped, int Depth = kSgemmDepth, bool AsyncB = false>
__global__ void __launch_bounds__(kThreads, MinBlocks) sgemmKernel(const float* __restrict__ a,
                                                                   const float* __restrict__ b, float* __restrict__ c,
                                                                   int n, int k)
{
    constexpr int kDepth = Depth;
    constexpr int TN = 8; // output columns a thread
    constexpr int kTileN = 16 * TN;
    constexpr int kGroupsN = TN / 4;
    // Block (bx, by) of C: row-major over the grid, or grouped 8 tile rows high
    // so the blocks running together share A and B panels in L2.
    unsigned bx = blockIdx.x, by = blockIdx.y;
    if (Grouped) {
        constexpr unsigned kGroup = 8;
        const unsigned linear = blockIdx.y * gridDim.x + blockIdx.x;
        const unsigned perGroup = kGroup * gridDim.x;
        const unsigned group = linear / perGroup;
        const unsigned firstRow = group * kGroup;
        const unsigned rows = gridDim.y - firstRow < kGroup ? gridDim.y - firstRow : kGroup;
        const unsigned inGroup = linear % perGroup;
        by = firstRow + inGroup % rows;
        bx = inGroup / rows;
    }
    constexpr int kLoadsA = kDepth / 8;                     // float4s of A a thread loads per slice
    constexpr int kLoadsB = kDepth * kTileN / 4 / kThreads; // float4s of B
    constexpr int kQuadsPerRowA = kDepth / 4;
    constexpr int kQuadsPerRowB = kTileN / 4;
    __shared__ __align__(16) float as[2][kDepth][kTile];
    __shared__ __align__(16) float bs[2][kDepth][kTileN];

    const int tid = threadIdx.x;
    const int tx = tid % 16;
    const int ty = tid / 16;
    const float* aBlock = a + std::size_t(by) * kTile * k;
    const float* bBlock = b + std::size_t(bx) * kTileN;

    // Float4 number f = tid + 256 * l of the A slice is row f / kQuadsPerRowA,
    // columns 4 * (f % kQuadsPerRowA); of the B slice row f / kQuadsPerRowB,
    // columns 4 * (f % kQuadsPerRowB).
    int aRow[kLoadsA], aCol[kLoadsA], bRow[kLoadsB], bCol[kLoadsB];
    const float* aNext[kLoadsA];
    const float* bNext[kLoadsB];
    float4 aLoad[kLoadsA], bLoad[kLoadsB];
#pragma unroll
    for (int l = 0; l < kLoadsA; ++l) {
        const int f = tid + kThreads * l;
        aRow[l] = f / kQuadsPerRowA;
        aCol[l] = (f % kQuadsPerRowA) * 4;
        aNext[l] = aBlock + std::size_t(aRow[l]) * k + aCol[l];
        aLoad[l] = *reinterpret_cast<const float4*>(aNext[l]);
        as[0][aCol[l] + 0][aRow[l]] = aLoad[l].x;
        as[0][aCol[l] + 1][aRow[l]] = aLoad[l].y;
        as[0][aCol[l] + 2][aRow[l]] = aLoad[l].z;
        as[0][aCol[l] + 3][aRow[l]] = aLoad[l].w;
    }
#pragma unroll
    for (int l = 0; l < kLoadsB; ++l) {
        const int f = tid + kThreads * l;
        bRow[l] = f / kQuadsPerRowB;
        bCol[l] = (f % kQuadsPerRowB) * 4;
        bNext[l] = bBlock + std::size_t(bRow[l]) * n + bCol[l];
        bLoad[l] = *reinterpret_cast<const float4*>(bNext[l]);
        *reinterpret_cast<float4*>(&bs[0][bRow[l]][bCol[l]]) = bLoad[l];
    }
    __syncthreads();
    (void)bLoad;

    float acc[8][TN];
#pragma unroll
    for (int i = 0; i < 8; ++i)
#pragma unroll
        for (int j = 0; j < TN; ++j)
            acc[i][j] = 0.0f;

    int buffer = 0;
    for (int k0 = 0; k0 < k; k0 += kDepth) {
        const bool more = k0 + kDepth < k;
        if (more) {
#pragma unroll
            for (int l = 0; l < kLoadsA; ++l) {
                aNext[l] += kDepth;
                aLoad[l] = *reinterpret_cast<const float4*>(aNext[l]);
            }
#pragma unroll
            for (int l = 0; l < kLoadsB; ++l) {
                bNext[l] += std::size_t(kDepth) * n;
                if (AsyncB) // the other buffer was last read before the previous barrier
                    copyAsync16(&bs[buffer ^ 1][bRow[l]][bCol[l]], bNext[l]);
                else
                    bLoad[l] = *reinterpret_cast<const float4*>(bNext[l]);
            }
        }
#pragma unroll
        for (int kk = 0; kk < kDepth; ++kk) {
            const float4 a0 = *reinterpret_cast<const float4*>(&as[buffer][kk][ty * 4]);
            const float4 a1 = *reinterpret_cast<const float4*>(&as[buffer][kk][kHalf + ty * 4]);
            const float av[8] = {a0.x, a0.y, a0.z, a0.w, a1.x, a1.y, a1.z, a1.w};
            float bv[TN];
#pragma unroll
            for (int g = 0; g < kGroupsN; ++g) {
                const float4 bq = *reinterpret_cast<const float4*>(&bs[buffer][kk][g * 64 + tx * 4]);
                bv[4 * g + 0] = bq.x;
                bv[4 * g + 1] = bq.y;
                bv[4 * g + 2] = bq.z;
                bv[4 * g + 3] = bq.w;
            }
#pragma unroll
            for (int i = 0; i < 8; ++i)
#pragma unroll
                for (int j = 0; j < TN; ++j)
                    acc[i][j] = fmaf(av[i], bv[j], acc[i][j]);
        }
        if (more) {
            // The other buffer was last read before the previous barrier.
            const int next = buffer ^ 1;
#pragma unroll
            for (int l = 0; l < kLoadsA; ++l) {
                as[next][aCol[l] + 0][aRow[l]] = aLoad[l].x;
                as[next][aCol[l] + 1][aRow[l]] = aLoad[l].y;
                as[next][aCol[l] + 2][aRow[l]] = aLoad[l].z;
                as[next][aCol[l] + 3][aRow[l]] = aLoad[l].w;
            }
            if (AsyncB) {
                copyAsyncWait();
            } else {
#pragma unroll
                for (int l = 0; l < kLoadsB; ++l)
                    *reinterpret_cast<float4*>(&bs[next][bRow[l]][bCol[l]]) = bLoad[l];
            }
            __syncthreads();
            buffer = next;
        }
    }

    float* cBlock = c + std::size_t(by) * kTile * n + std::size_t(bx) * kTileN;
#pragma unroll
    for (int i = 0; i < 8; ++i) {
        const int row = (i < 4 ? ty * 4 + i : kHalf + ty * 4 + (i - 4));
        float* cRow = cBlock + std::size_t(row) * n;
#pragma unroll
        for (int g = 0; g < kGroupsN; ++g)
            *reinterpret_cast<float4*>(cRow + g * 64 + tx * 4)
                = make_float4(acc[i][4 * g], acc[i][4 * g + 1], acc[i][4 * g + 2], acc[i][4 * g + 3]);
    }
}

} // namespace

const char* sgemmVariantName(SgemmVariant variant)
{
    switch (variant) {
    case SgemmVariant::TwoBlocks: return "128x128x8, 8x8 per thread, 2 blocks/SM bound";
    case SgemmVariant::OneBlock: return "128x128x8, 8x8 per thread, 1 block/SM bound";
    case SgemmVariant::Grouped: return "128x128x8, 8x8 per thread, blocks grouped by 8 rows";
    case SgemmVariant::Deep16AsyncB: return "128x128x16, 8x8 per thread, B slices by cp.async";
    }
    return "unknown";
}

void setDefaultSgemmVariant(SgemmVariant variant)
{
    defaultVariant = variant;
}

void launchSgemm(const float* a, const float* b, float* c, int m, int n, int k, gpuStream_t stream)
{
    launchSgemm(a, b, c, m, n, k, stream, defaultVariant);
}

void launchSgemm(const float* a, const float* b, float* c, int m, int n, int k, gpuStream_t stream, SgemmVariant variant)
{
    if (m % kTile != 0 || n % kTile != 0 || k % kSgemmDepth != 0 || m <= 0 || n <= 0 || k <= 0)
        throw GpuError("launchSgemm: M and N must be positive multiples of 128, K of 8", 0);
    if (variant == SgemmVariant::Deep16AsyncB && k % 16 != 0)
        variant = SgemmVariant::TwoBlocks; // same summation order, 8-deep slices
    const dim3 grid(static_cast<unsigned>(n / kTile), static_cast<unsigned>(m / kTile));
    switch (variant) {
    case SgemmVariant::TwoBlocks: sgemmKernel<2, false><<<grid, kThreads, 0, stream>>>(a, b, c, n, k); break;
    case SgemmVariant::OneBlock: sgemmKernel<1, false><<<grid, kThreads, 0, stream>>>(a, b, c, n, k); break;
    case SgemmVariant::Grouped: sgemmKernel<2, true><<<grid, kThreads, 0, stream>>>(a, b, c, n, k); break;
    case SgemmVariant::Deep16AsyncB:
        sgemmKernel<2, false, 16, true><<<grid, kThreads, 0, stream>>>(a, b, c, n, k);
        break;
    }
    RTB_GPU_CHECK_LAUNCH();
}

int chooseSgemmSize(std::uint64_t requested)
{
    constexpr std::uint64_t kLargest = 32768;
    if (requested > 0)
        return static_cast<int>(std::clamp<std::uint64_t>((requested + kTile - 1) / kTile * kTile, kTile, kLargest));

    constexpr int kProbe = 1024;
    constexpr double kTargetSeconds = 1.0; // well inside the 5 s heartbeat staleness
    DeviceBuffer<float> a(std::size_t(kProbe) * kProbe), b(a.size()), c(a.size());
    launchFillUniform(a.get(), a.size(), 1, 10, nullptr); // random data: zeros can run faster
    launchFillUniform(b.get(), b.size(), 1, 11, nullptr);
    launchSgemm(a.get(), b.get(), c.get(), kProbe, kProbe, kProbe, nullptr); // warm-up
    GpuEvent start, stop;
    start.record();
    launchSgemm(a.get(), b.get(), c.get(), kProbe, kProbe, kProbe, nullptr);
    stop.record();
    const double seconds = std::max(elapsedMilliseconds(start, stop), 1e-3) * 1e-3;
    const double flopsPerSecond = 2.0 * kProbe * kProbe * kProbe / seconds;
    const double n = std::cbrt(kTargetSeconds * flopsPerSecond / 2.0);
    return std::clamp(static_cast<int>(n) / kTile * kTile, 4 * kTile, 8192);
}

} // namespace rtb
