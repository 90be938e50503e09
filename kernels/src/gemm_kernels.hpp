// SPDX-License-Identifier: GPL-3.0-or-later
// Tiled FP32 SGEMM used by the gemm and power tests.
#pragma once

#include "gpu_compat.hpp"
#include "rocmtune_bench/sgemm_pieces.hpp" // SgemmPieces, sgemmTailPieces

#include <cstdint>

namespace rtb {

// Tile shape of launchSgemm: M and N must be multiples of kSgemmTile, K of kSgemmDepth.
inline constexpr int kSgemmTile = 128;
inline constexpr int kSgemmDepth = 8;

// Kernel variants with the same summation order (bit-identical products):
// two blocks an SM, one block an SM with more registers allowed, blocks
// grouped 8 tile rows high for L2 reuse, 16-deep slices whose B half is
// copied by cp.async (NVIDIA sm_80+; elsewhere through registers), and the
// same 16-deep tile in a 1-D grid of pieces grouped by kSgemmGroupRows tile
// rows (sgemmPiecesKernel): whole tiles only, or with the last wave's tiles
// cut into 128x64 halves (the last kSgemmQuarterTiles of them into 128x32
// quarters) so the blocks of the last, partial wave finish together
// (8192^3 is 15.5 waves of 264 blocks on a 132-SM GPU). Which is fastest
// differs between sizes and runs by about 1 %; the gemm test times them and
// keeps the fastest, the power test uses that one too. (Tried and dropped, slower or no faster on the H100/H200: 128x256
// tiles with 8x16 outputs a thread, 3-4 cp.async stages, 16- and 32-deep
// slices one block an SM, warps covering 8x4 threads, stream-K, the last
// wave all in quarters: kernels/BENCHMARKS-kernels.md.)
enum class SgemmVariant { TwoBlocks, OneBlock, Grouped, Deep16AsyncB, Pieces, HalvesTail, HalvesQuartersTail };
inline constexpr SgemmVariant kSgemmVariants[] = {SgemmVariant::TwoBlocks,    SgemmVariant::OneBlock,
                                                  SgemmVariant::Grouped,      SgemmVariant::Deep16AsyncB,
                                                  SgemmVariant::Pieces,       SgemmVariant::HalvesTail,
                                                  SgemmVariant::HalvesQuartersTail};
const char* sgemmVariantName(SgemmVariant variant);
// The variant launchSgemm uses when none is named (the gemm test sets it to its fastest).
void setDefaultSgemmVariant(SgemmVariant variant);

// C[MxN] = A[MxK] * B[KxN], all row-major FP32. Uses no warp-level
// primitives, so it is correct for any warpSize (32 on NVIDIA and RDNA, 64 on
// CDNA); 256 threads a block, a multiple of both.
void launchSgemm(const float* a, const float* b, float* c, int m, int n, int k, gpuStream_t stream);
void launchSgemm(const float* a, const float* b, float* c, int m, int n, int k, gpuStream_t stream, SgemmVariant variant);

// C cut as `pieces` says (16-deep slices, B by cp.async). K must be a
// multiple of 16. Same products, bit for bit, as launchSgemm.
void launchSgemmPieces(const float* a, const float* b, float* c, int m, int n, int k, SgemmPieces pieces,
                       gpuStream_t stream);
// Tiles of the last wave that HalvesQuartersTail cuts into quarters, and the
// tile rows a group of the Pieces variants has (the H100 at 6144-16384:
// kernels/BENCHMARKS-kernels.md).
inline constexpr int kSgemmQuarterTiles = 4;
inline constexpr int kSgemmGroupRows = 8;

// Matrix size N for the gemm and power tests: `requested` (--size) rounded
// up to a multiple of kSgemmTile, or, when 0, the largest size up to 8192 whose
// product takes at most ~1 s on this GPU (a quick 1024^3 product measures
// the rate), so a slow GPU still reports progress between products.
int chooseSgemmSize(std::uint64_t requested);

} // namespace rtb
