// SPDX-License-Identifier: GPL-3.0-or-later
// Tiled FP32 SGEMM used by the gemm and power tests.
#pragma once

#include "gpu_compat.hpp"

#include <cstdint>

namespace rtb {

// Tile shape of launchSgemm: M and N must be multiples of kSgemmTile, K of
// kSgemmDepth (the deepest variant's slice).
inline constexpr int kSgemmTile = 128;
inline constexpr int kSgemmDepth = 16;

// Kernel variants: the same products in the same summation order (bit-identical
// results): 8- or 16-deep shared-memory slices, one block an SM allowed more
// registers, blocks grouped 8 rows high for L2 reuse. The gemm test times them
// and keeps the fastest; the power test uses that one too.
enum class SgemmVariant { Depth8, Depth16, Depth8OneBlock, Depth8Grouped };
inline constexpr SgemmVariant kSgemmVariants[] = {SgemmVariant::Depth8, SgemmVariant::Depth16,
                                                  SgemmVariant::Depth8OneBlock, SgemmVariant::Depth8Grouped};
const char* sgemmVariantName(SgemmVariant variant);
// The variant launchSgemm uses when none is named (the gemm test sets it to its fastest).
void setDefaultSgemmVariant(SgemmVariant variant);

// C[MxN] = A[MxK] * B[KxN], all row-major FP32. Uses no warp-level
// primitives, so it is correct for any warpSize (32 on NVIDIA and RDNA, 64 on
// CDNA); 256 threads a block, a multiple of both.
void launchSgemm(const float* a, const float* b, float* c, int m, int n, int k, gpuStream_t stream);
void launchSgemm(const float* a, const float* b, float* c, int m, int n, int k, gpuStream_t stream, SgemmVariant variant);

// Matrix size N for the gemm and power tests: `requested` (--size) rounded
// up to a multiple of kSgemmTile, or, when 0, the largest size up to 8192 whose
// product takes at most ~1 s on this GPU (a quick 1024^3 product measures
// the rate), so a slow GPU still reports progress between products.
int chooseSgemmSize(std::uint64_t requested);

} // namespace rtb
