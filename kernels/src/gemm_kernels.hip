// SPDX-License-Identifier: GPL-3.0-or-later
#include "common_kernels.hpp"
#include "gemm_kernels.hpp"
#include "gemm_tile.hpp"
#include "gpu_util.hpp"

#include <algorithm>
#include <cmath>

namespace rtb {

namespace {

using sgemm::kThreads;
using sgemm::kTile;
SgemmVariant defaultVariant = SgemmVariant::TwoBlocks;

// One 128 x 128 tile of C a block (gemm_tile.hpp), the tile at (blockIdx.x,
// blockIdx.y) or, Grouped, blocks grouped 8 tile rows high so the blocks
// running together share A and B panels in L2.
template <int MinBlocks, bool Grouped, int Depth = kSgemmDepth, bool AsyncB = false>
__global__ void __launch_bounds__(kThreads, MinBlocks) sgemmKernel(const float* __restrict__ a,
                                                                   const float* __restrict__ b, float* __restrict__ c,
                                                                   int n, int k)
{
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
    __shared__ __align__(16) sgemm::Slices<Depth> slices;
    sgemm::multiplyTile<Depth, AsyncB>(a, b, c, n, k, bx, by, slices);
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
