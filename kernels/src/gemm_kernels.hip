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
SgemmVariant defaultVariant = SgemmVariant::Depth8;

// Register-blocked SGEMM: a 128x128 tile of C per block, double-buffered
// kDepth-deep slices of A (stored transposed) and B in shared memory, the next
// slice loaded into registers while the current one is multiplied. Each
// thread's 8x8 outputs are two 4-row by two 4-column groups 64 apart, so the
// 16-byte shared-memory reads of a warp hit distinct banks.
template <int kDepth, int MinBlocks, bool Grouped>
__global__ void __launch_bounds__(kThreads, MinBlocks) sgemmKernel(const float* __restrict__ a,
                                                                   const float* __restrict__ b, float* __restrict__ c,
                                                                   int n, int k)
{
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
    constexpr int kLoads = kDepth / 8; // float4s of A and of B a thread loads per slice
    constexpr int kQuadsPerRow = kDepth / 4;
    __shared__ __align__(16) float as[2][kDepth][kTile];
    __shared__ __align__(16) float bs[2][kDepth][kTile];

    const int tid = threadIdx.x;
    const int tx = tid % 16;
    const int ty = tid / 16;
    const float* aBlock = a + std::size_t(by) * kTile * k;
    const float* bBlock = b + std::size_t(bx) * kTile;

    // Float4 number f = tid + 256 * l of the A slice is row f / kQuadsPerRow,
    // columns 4 * (f % kQuadsPerRow); of the B slice row f / 32, columns 4 * (f % 32).
    int aRow[kLoads], aCol[kLoads], bRow[kLoads], bCol[kLoads];
    const float* aNext[kLoads];
    const float* bNext[kLoads];
    float4 aLoad[kLoads], bLoad[kLoads];
#pragma unroll
    for (int l = 0; l < kLoads; ++l) {
        const int f = tid + kThreads * l;
        aRow[l] = f / kQuadsPerRow;
        aCol[l] = (f % kQuadsPerRow) * 4;
        bRow[l] = f / 32;
        bCol[l] = (f % 32) * 4;
        aNext[l] = aBlock + std::size_t(aRow[l]) * k + aCol[l];
        bNext[l] = bBlock + std::size_t(bRow[l]) * n + bCol[l];
        aLoad[l] = *reinterpret_cast<const float4*>(aNext[l]);
        bLoad[l] = *reinterpret_cast<const float4*>(bNext[l]);
        as[0][aCol[l] + 0][aRow[l]] = aLoad[l].x;
        as[0][aCol[l] + 1][aRow[l]] = aLoad[l].y;
        as[0][aCol[l] + 2][aRow[l]] = aLoad[l].z;
        as[0][aCol[l] + 3][aRow[l]] = aLoad[l].w;
        *reinterpret_cast<float4*>(&bs[0][bRow[l]][bCol[l]]) = bLoad[l];
    }
    __syncthreads();

    float acc[8][8];
#pragma unroll
    for (int i = 0; i < 8; ++i)
#pragma unroll
        for (int j = 0; j < 8; ++j)
            acc[i][j] = 0.0f;

    int buffer = 0;
    for (int k0 = 0; k0 < k; k0 += kDepth) {
        const bool more = k0 + kDepth < k;
        if (more) {
#pragma unroll
            for (int l = 0; l < kLoads; ++l) {
                aNext[l] += kDepth;
                bNext[l] += std::size_t(kDepth) * n;
                aLoad[l] = *reinterpret_cast<const float4*>(aNext[l]);
                bLoad[l] = *reinterpret_cast<const float4*>(bNext[l]);
            }
        }
#pragma unroll
        for (int kk = 0; kk < kDepth; ++kk) {
            const float4 a0 = *reinterpret_cast<const float4*>(&as[buffer][kk][ty * 4]);
            const float4 a1 = *reinterpret_cast<const float4*>(&as[buffer][kk][kHalf + ty * 4]);
            const float4 b0 = *reinterpret_cast<const float4*>(&bs[buffer][kk][tx * 4]);
            const float4 b1 = *reinterpret_cast<const float4*>(&bs[buffer][kk][kHalf + tx * 4]);
            const float av[8] = {a0.x, a0.y, a0.z, a0.w, a1.x, a1.y, a1.z, a1.w};
            const float bv[8] = {b0.x, b0.y, b0.z, b0.w, b1.x, b1.y, b1.z, b1.w};
#pragma unroll
            for (int i = 0; i < 8; ++i)
#pragma unroll
                for (int j = 0; j < 8; ++j)
                    acc[i][j] = fmaf(av[i], bv[j], acc[i][j]);
        }
        if (more) {
            // The other buffer was last read before the previous barrier.
            const int next = buffer ^ 1;
#pragma unroll
            for (int l = 0; l < kLoads; ++l) {
                as[next][aCol[l] + 0][aRow[l]] = aLoad[l].x;
                as[next][aCol[l] + 1][aRow[l]] = aLoad[l].y;
                as[next][aCol[l] + 2][aRow[l]] = aLoad[l].z;
                as[next][aCol[l] + 3][aRow[l]] = aLoad[l].w;
                *reinterpret_cast<float4*>(&bs[next][bRow[l]][bCol[l]]) = bLoad[l];
            }
            __syncthreads();
            buffer = next;
        }
    }

    float* cBlock = c + std::size_t(by) * kTile * n + std::size_t(bx) * kTile;
#pragma unroll
    for (int i = 0; i < 8; ++i) {
        const int row = (i < 4 ? ty * 4 + i : kHalf + ty * 4 + (i - 4));
        float* cRow = cBlock + std::size_t(row) * n;
        *reinterpret_cast<float4*>(cRow + tx * 4) = make_float4(acc[i][0], acc[i][1], acc[i][2], acc[i][3]);
        *reinterpret_cast<float4*>(cRow + kHalf + tx * 4) = make_float4(acc[i][4], acc[i][5], acc[i][6], acc[i][7]);
    }
}

} // namespace

const char* sgemmVariantName(SgemmVariant variant)
{
    switch (variant) {
    case SgemmVariant::Depth8: return "128x128x8, 8x8 per thread";
    case SgemmVariant::Depth16: return "128x128x16, 8x8 per thread";
    case SgemmVariant::Depth8OneBlock: return "128x128x8, 8x8 per thread, 1 block/SM bound";
    case SgemmVariant::Depth8Grouped: return "128x128x8, 8x8 per thread, blocks grouped by 8 rows";
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
        throw GpuError("launchSgemm: M and N must be positive multiples of 128, K of 16", 0);
    const dim3 grid(static_cast<unsigned>(n / kTile), static_cast<unsigned>(m / kTile));
    switch (variant) {
    case SgemmVariant::Depth8: sgemmKernel<8, 2, false><<<grid, kThreads, 0, stream>>>(a, b, c, n, k); break;
    case SgemmVariant::Depth16: sgemmKernel<16, 2, false><<<grid, kThreads, 0, stream>>>(a, b, c, n, k); break;
    case SgemmVariant::Depth8OneBlock: sgemmKernel<8, 1, false><<<grid, kThreads, 0, stream>>>(a, b, c, n, k); break;
    case SgemmVariant::Depth8Grouped: sgemmKernel<8, 2, true><<<grid, kThreads, 0, stream>>>(a, b, c, n, k); break;
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
