// SPDX-License-Identifier: GPL-3.0-or-later
// Tiled FP32 SGEMM used by the gemm and power tests.
#pragma once

#include "gpu_compat.hpp"
#include "gpu_util.hpp"

#include <cstdint>

namespace rtb {

// Tile shape of launchSgemm: M and N must be multiples of kSgemmTile, K of kSgemmDepth.
inline constexpr int kSgemmTile = 128;
inline constexpr int kSgemmDepth = 8;

// Kernel variants with the same summation order (bit-identical products):
// two blocks an SM, one block an SM with more registers allowed, blocks
// grouped 8 tile rows high for L2 reuse, 16-deep slices whose B half is
// copied by cp.async (NVIDIA sm_80+; elsewhere through registers), and the
// last one's tiles shared out stream-K style (gemm_stream.hip: no last,
// partly filled wave; needs an SgemmWorkspace). Which is fastest differs
// between sizes and runs; the gemm test times them and keeps the fastest,
// the power and pulse tests use the fastest of those without a workspace.
// (Tried and dropped, slower on the H200: 128x256 tiles with 8x16 outputs a
// thread, warps covering 8x4 threads, 3-4 cp.async stages: kernels/BENCHMARKS-kernels.md.)
enum class SgemmVariant { TwoBlocks, OneBlock, Grouped, Deep16AsyncB, StreamK, Deep16OneBlock, Deep32OneBlock };
inline constexpr SgemmVariant kSgemmVariants[] = {SgemmVariant::TwoBlocks, SgemmVariant::OneBlock,
                                                  SgemmVariant::Grouped, SgemmVariant::Deep16AsyncB,
                                                  SgemmVariant::StreamK, SgemmVariant::Deep16OneBlock,
                                                  SgemmVariant::Deep32OneBlock};
const char* sgemmVariantName(SgemmVariant variant);
constexpr bool sgemmNeedsWorkspace(SgemmVariant variant)
{
    return variant == SgemmVariant::StreamK;
}
// The variant launchSgemm uses when none is named (the gemm test sets it to
// its fastest that needs no workspace). Throws for one that needs a workspace.
void setDefaultSgemmVariant(SgemmVariant variant);

// What the stream-K variant keeps between launches: a ticket counter that
// hands each block its place in launch order (a block only ever waits for
// one that started before it, so it cannot wait for one that is not
// running) and, per place, the launch that last published its part-tile.
// One workspace serves one stream: launches that use it must not overlap.
class SgemmWorkspace {
public:
    SgemmWorkspace(); // for the current device
    int blocks() const { return blocks_; }
    unsigned long long* ticket() const { return ticket_.get(); }
    unsigned* published() const { return published_.get(); }

private:
    int blocks_ = 0;
    DeviceBuffer<unsigned long long> ticket_;
    DeviceBuffer<unsigned> published_;
};

// C[MxN] = A[MxK] * B[KxN], all row-major FP32. Uses no warp-level
// primitives, so it is correct for any warpSize (32 on NVIDIA and RDNA, 64 on
// CDNA); 256 threads a block, a multiple of both. StreamK needs `workspace`
// (GpuError without one).
void launchSgemm(const float* a, const float* b, float* c, int m, int n, int k, gpuStream_t stream);
void launchSgemm(const float* a, const float* b, float* c, int m, int n, int k, gpuStream_t stream, SgemmVariant variant,
                 SgemmWorkspace* workspace = nullptr);

// The stream-K launch (gemm_stream.hip); M, N, K already checked.
void launchSgemmStreamK(const float* a, const float* b, float* c, int m, int n, int k, gpuStream_t stream,
                        SgemmWorkspace& workspace);

// Matrix size N for the gemm and power tests: `requested` (--size) rounded
// up to a multiple of kSgemmTile, or, when 0, the largest size up to 8192 whose
// product takes at most ~1 s on this GPU (a quick 1024^3 product measures
// the rate), so a slow GPU still reports progress between products.
int chooseSgemmSize(std::uint64_t requested);

} // namespace rtb
