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

// Row (y) and column (x) of tile number `tile` of a C of tileRows x
// tilesPerRow tiles: row-major, or with groupRows > 1 in groups of that many
// tile rows, down each column of a group before the next column, so the
// blocks running at once share A and B panels in L2.
__device__ __forceinline__ uint2 tilePosition(unsigned tile, unsigned tilesPerRow, unsigned tileRows, unsigned groupRows)
{
    if (groupRows <= 1)
        return make_uint2(tile % tilesPerRow, tile / tilesPerRow);
    const unsigned perGroup = groupRows * tilesPerRow;
    const unsigned firstRow = tile / perGroup * groupRows;
    const unsigned rows = tileRows - firstRow < groupRows ? tileRows - firstRow : groupRows;
    const unsigned inGroup = tile % perGroup;
    return make_uint2(inGroup / rows, firstRow + inGroup % rows);
}

// The tiles of C in a 1-D grid that balances the last wave: pieces
// [0, fullTiles) are whole 128 x 128 tiles; then halfTiles tiles each as two
// 128 x 64 pieces; the remaining tiles each as four 128 x 32 pieces (tiles
// numbered as tilePosition says). The block scheduler starts blocks in
// about index order, so the large pieces go first and the small ones fill
// the gaps of the last wave. Every element is the same fmaf chain as in the
// other variants.
template <int Depth, bool AsyncB>
__global__ void __launch_bounds__(kThreads, 2)
    sgemmPiecesKernel(const float* __restrict__ a, const float* __restrict__ b, float* __restrict__ c, int n, int k,
                      unsigned tilesPerRow, unsigned tileRows, unsigned groupRows, unsigned fullTiles,
                      unsigned halfTiles)
{
    __shared__ __align__(16) sgemm::Slices<Depth> slices;
    unsigned piece = blockIdx.x;
    if (piece < fullTiles) {
        const uint2 t = tilePosition(piece, tilesPerRow, tileRows, groupRows);
        sgemm::multiplyPiece<Depth, AsyncB, kTile>(a, b, c, n, k, std::size_t(t.x) * kTile, std::size_t(t.y) * kTile,
                                                   slices);
        return;
    }
    piece -= fullTiles;
    if (piece < 2 * halfTiles) {
        const uint2 t = tilePosition(fullTiles + piece / 2, tilesPerRow, tileRows, groupRows);
        sgemm::multiplyPiece<Depth, AsyncB, kTile / 2>(a, b, c, n, k,
                                                       std::size_t(t.x) * kTile + (piece % 2) * (kTile / 2),
                                                       std::size_t(t.y) * kTile, slices);
        return;
    }
    piece -= 2 * halfTiles;
    const uint2 t = tilePosition(fullTiles + halfTiles + piece / 4, tilesPerRow, tileRows, groupRows);
    sgemm::multiplyPiece<Depth, AsyncB, kTile / 4>(a, b, c, n, k, std::size_t(t.x) * kTile + (piece % 4) * (kTile / 4),
                                                   std::size_t(t.y) * kTile, slices);
}

// Blocks of sgemmPiecesKernel running at once on the current device.
int piecesResidentBlocks()
{
    int device = 0, units = 0;
    RTB_GPU_CHECK(gpuGetDevice(&device));
    RTB_GPU_CHECK(gpuDeviceGetAttribute(&units, gpuAttrMultiprocessorCount, device));
    return residentGrid(sgemmPiecesKernel<16, true>, kThreads, units);
}

} // namespace

const char* sgemmVariantName(SgemmVariant variant)
{
    switch (variant) {
    case SgemmVariant::TwoBlocks: return "128x128x8, 8x8 per thread, 2 blocks/SM bound";
    case SgemmVariant::OneBlock: return "128x128x8, 8x8 per thread, 1 block/SM bound";
    case SgemmVariant::Grouped: return "128x128x8, 8x8 per thread, blocks grouped by 8 rows";
    case SgemmVariant::Deep16AsyncB: return "128x128x16, 8x8 per thread, B slices by cp.async";
    case SgemmVariant::Pieces: return "128x128x16, cp.async, 1-D grid grouped by 8 rows, whole tiles";
    case SgemmVariant::HalvesTail: return "128x128x16, cp.async, grouped by 8 rows, last wave in 128x64 halves";
    case SgemmVariant::HalvesQuartersTail:
        return "128x128x16, cp.async, grouped by 8 rows, last wave in halves, its last 4 tiles in 128x32 quarters";
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
    const bool deep16 = variant == SgemmVariant::Deep16AsyncB || variant == SgemmVariant::Pieces
                        || variant == SgemmVariant::HalvesTail || variant == SgemmVariant::HalvesQuartersTail;
    if (deep16 && k % 16 != 0)
        variant = SgemmVariant::TwoBlocks; // same summation order, 8-deep slices
    const dim3 grid(static_cast<unsigned>(n / kTile), static_cast<unsigned>(m / kTile));
    switch (variant) {
    case SgemmVariant::TwoBlocks: sgemmKernel<2, false><<<grid, kThreads, 0, stream>>>(a, b, c, n, k); break;
    case SgemmVariant::OneBlock: sgemmKernel<1, false><<<grid, kThreads, 0, stream>>>(a, b, c, n, k); break;
    case SgemmVariant::Grouped: sgemmKernel<2, true><<<grid, kThreads, 0, stream>>>(a, b, c, n, k); break;
    case SgemmVariant::Deep16AsyncB:
        sgemmKernel<2, false, 16, true><<<grid, kThreads, 0, stream>>>(a, b, c, n, k);
        break;
    case SgemmVariant::Pieces:
    case SgemmVariant::HalvesTail:
    case SgemmVariant::HalvesQuartersTail: {
        const int tiles = (m / kTile) * (n / kTile);
        SgemmPieces pieces = variant == SgemmVariant::Pieces
                                 ? SgemmPieces{tiles, 0}
                                 : sgemmTailPieces(tiles, piecesResidentBlocks(),
                                                   variant == SgemmVariant::HalvesQuartersTail ? kSgemmQuarterTiles : 0);
        pieces.groupRows = kSgemmGroupRows;
        launchSgemmPieces(a, b, c, m, n, k, pieces, stream);
        return;
    }
    }
    RTB_GPU_CHECK_LAUNCH();
}

void launchSgemmPieces(const float* a, const float* b, float* c, int m, int n, int k, SgemmPieces pieces,
                       gpuStream_t stream)
{
    const int tiles = (m / kTile) * (n / kTile);
    if (m % kTile != 0 || n % kTile != 0 || k % 16 != 0 || m <= 0 || n <= 0 || k <= 0 || pieces.fullTiles < 0
        || pieces.halfTiles < 0 || pieces.groupRows < 0 || pieces.fullTiles + pieces.halfTiles > tiles)
        throw GpuError("launchSgemmPieces: M and N must be positive multiples of 128, K of 16, and the pieces within C", 0);
    const int quarterTiles = tiles - pieces.fullTiles - pieces.halfTiles;
    const unsigned blocks = static_cast<unsigned>(pieces.fullTiles + 2 * pieces.halfTiles + 4 * quarterTiles);
    sgemmPiecesKernel<16, true><<<blocks, kThreads, 0, stream>>>(
        a, b, c, n, k, static_cast<unsigned>(n / kTile), static_cast<unsigned>(m / kTile),
        static_cast<unsigned>(std::max(pieces.groupRows, 1)), static_cast<unsigned>(pieces.fullTiles),
        static_cast<unsigned>(pieces.halfTiles));
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
