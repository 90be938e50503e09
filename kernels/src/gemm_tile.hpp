// SPDX-License-Identifier: GPL-3.0-or-later
// Device code of one 128 x 128 tile (or a 64- or 32-wide piece of one) of
// the SGEMM (gemm_kernels.hip): the slice loop in one function for every
// variant. Only included by GPU sources.
#pragma once

#include "gemm_kernels.hpp"

#include <cstddef>

namespace rtb::sgemm {

inline constexpr int kThreads = 256; // 16 x 16 threads, each an 8 x 8 block of C
inline constexpr int kTile = kSgemmTile;
inline constexpr int kHalf = kTile / 2;

// With AsyncB (NVIDIA sm_80+) the B slices go straight from global to shared
// memory (cp.async, no staging registers: B keeps its row-major layout); A
// still goes through registers, transposed. Elsewhere the copy is a plain
// 16-byte load and store.
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

// Double-buffered Depth-deep slices: A stored transposed (as[k][row]), B as it is.
template <int Depth>
struct Slices {
    float as[2][Depth][kTile];
    float bs[2][Depth][kTile];
};

// Adds A's rows [row0, row0 + 128) x B's columns [col0, col0 + Width) to acc,
// k in ascending order with fmaf: every element's sum is the same chain of
// fmaf whatever the piece's width or the variant (bit-identical products).
// Width 128 is a whole tile; 64 and 32 are the narrower pieces that balance
// the last wave (sgemmPiecesKernel).
// Each thread's 8 x (Width / 16) outputs are two 4-row groups 64 apart by
// (Width 128) two 4-column groups 64 apart, (64) one group of 4 or (32) one
// pair of columns, so the shared-memory reads of a warp hit distinct banks.
// The next slice is loaded (into registers, or by cp.async) while the
// current one is multiplied. The caller synchronises the block before a
// second call reuses `s`.
// A's float4 number f = tid + 256 * l of a slice is row f / (Depth / 4),
// columns 4 * (f % (Depth / 4)); B's is row f / (Width / 4), columns
// 4 * (f % (Width / 4)): the l-th float4 of a thread lies a fixed number of
// rows below its first (one pointer a matrix, fewer registers). A slice of a
// 32-wide piece has fewer float4s of B than the block has threads: the
// threads past them load none.
template <int Depth, bool AsyncB, int Width = kTile>
__device__ __forceinline__ void accumulatePiece(const float* __restrict__ a, const float* __restrict__ b, int n, int k,
                                                std::size_t col0, std::size_t row0, Slices<Depth>& s,
                                                float (&acc)[8][Width / 16])
{
    static_assert(Width == 128 || Width == 64 || Width == 32, "pieces are 128, 64 or 32 columns wide");
    constexpr int kCols = Width / 16;                 // outputs a thread has in a row
    constexpr int kLoadsA = Depth / 8;                // float4s of A a thread loads per slice
    constexpr int kQuadsB = Depth * Width / 4;        // float4s of B in a slice
    constexpr int kLoadsB = (kQuadsB + kThreads - 1) / kThreads;
    constexpr bool kAllLoadB = kQuadsB % kThreads == 0;
    constexpr int kQuadsPerRowA = Depth / 4;
    constexpr int kQuadsPerRowB = Width / 4;
    constexpr int kRowsA = kThreads / kQuadsPerRowA; // rows between a thread's float4s of A
    constexpr int kRowsB = kThreads / kQuadsPerRowB;

    const int tid = threadIdx.x;
    const int tx = tid % 16;
    const int ty = tid / 16;
    const int aRow = tid / kQuadsPerRowA, aCol = (tid % kQuadsPerRowA) * 4;
    const int bRow = tid / kQuadsPerRowB, bCol = (tid % kQuadsPerRowB) * 4;
    const bool loadsB = kAllLoadB || tid < kQuadsB;
    const float* aNext = a + (row0 + aRow) * k + aCol;
    const float* bNext = b + std::size_t(loadsB ? bRow : 0) * n + col0 + bCol;
    const int aStride = kRowsA * k, bStride = kRowsB * n;

    float4 aLoad[kLoadsA], bLoad[kLoadsB];
#pragma unroll
    for (int l = 0; l < kLoadsA; ++l) {
        aLoad[l] = *reinterpret_cast<const float4*>(aNext + l * aStride);
        s.as[0][aCol + 0][aRow + l * kRowsA] = aLoad[l].x;
        s.as[0][aCol + 1][aRow + l * kRowsA] = aLoad[l].y;
        s.as[0][aCol + 2][aRow + l * kRowsA] = aLoad[l].z;
        s.as[0][aCol + 3][aRow + l * kRowsA] = aLoad[l].w;
    }
    if (loadsB) {
#pragma unroll
        for (int l = 0; l < kLoadsB; ++l) {
            bLoad[l] = *reinterpret_cast<const float4*>(bNext + l * bStride);
            *reinterpret_cast<float4*>(&s.bs[0][bRow + l * kRowsB][bCol]) = bLoad[l];
        }
    }
    __syncthreads();

    int buffer = 0;
    for (int k0 = 0; k0 < k; k0 += Depth) {
        const bool more = k0 + Depth < k;
        if (more) {
            aNext += Depth;
            bNext += std::size_t(Depth) * n;
#pragma unroll
            for (int l = 0; l < kLoadsA; ++l)
                aLoad[l] = *reinterpret_cast<const float4*>(aNext + l * aStride);
            if (loadsB) {
#pragma unroll
                for (int l = 0; l < kLoadsB; ++l) {
                    if (AsyncB) // the other buffer was last read before the previous barrier
                        copyAsync16(&s.bs[buffer ^ 1][bRow + l * kRowsB][bCol], bNext + l * bStride);
                    else
                        bLoad[l] = *reinterpret_cast<const float4*>(bNext + l * bStride);
                }
            }
        }
#pragma unroll
        for (int kk = 0; kk < Depth; ++kk) {
            const float4 a0 = *reinterpret_cast<const float4*>(&s.as[buffer][kk][ty * 4]);
            const float4 a1 = *reinterpret_cast<const float4*>(&s.as[buffer][kk][kHalf + ty * 4]);
            const float av[8] = {a0.x, a0.y, a0.z, a0.w, a1.x, a1.y, a1.z, a1.w};
            float bv[kCols];
            if constexpr (Width == 128) {
                const float4 b0 = *reinterpret_cast<const float4*>(&s.bs[buffer][kk][tx * 4]);
                const float4 b1 = *reinterpret_cast<const float4*>(&s.bs[buffer][kk][kHalf + tx * 4]);
                bv[0] = b0.x, bv[1] = b0.y, bv[2] = b0.z, bv[3] = b0.w;
                bv[4] = b1.x, bv[5] = b1.y, bv[6] = b1.z, bv[7] = b1.w;
            } else if constexpr (Width == 64) {
                const float4 b0 = *reinterpret_cast<const float4*>(&s.bs[buffer][kk][tx * 4]);
                bv[0] = b0.x, bv[1] = b0.y, bv[2] = b0.z, bv[3] = b0.w;
            } else {
                const float2 b0 = *reinterpret_cast<const float2*>(&s.bs[buffer][kk][tx * 2]);
                bv[0] = b0.x, bv[1] = b0.y;
            }
#pragma unroll
            for (int i = 0; i < 8; ++i)
#pragma unroll
                for (int j = 0; j < kCols; ++j)
                    acc[i][j] = fmaf(av[i], bv[j], acc[i][j]);
        }
        if (more) {
            // The other buffer was last read before the previous barrier.
            const int next = buffer ^ 1;
#pragma unroll
            for (int l = 0; l < kLoadsA; ++l) {
                s.as[next][aCol + 0][aRow + l * kRowsA] = aLoad[l].x;
                s.as[next][aCol + 1][aRow + l * kRowsA] = aLoad[l].y;
                s.as[next][aCol + 2][aRow + l * kRowsA] = aLoad[l].z;
                s.as[next][aCol + 3][aRow + l * kRowsA] = aLoad[l].w;
            }
            if (AsyncB) {
                copyAsyncWait();
            } else if (loadsB) {
#pragma unroll
                for (int l = 0; l < kLoadsB; ++l)
                    *reinterpret_cast<float4*>(&s.bs[next][bRow + l * kRowsB][bCol]) = bLoad[l];
            }
            __syncthreads();
            buffer = next;
        }
    }
}

// Row of the tile that output row i (0..7) of thread row ty is.
__device__ __forceinline__ int outputRow(int i, int ty)
{
    return i < 4 ? ty * 4 + i : kHalf + ty * 4 + (i - 4);
}

// Writes this thread's 8 x (Width / 16) outputs of the piece at (row0, col0) of C (row stride n).
template <int Width>
__device__ __forceinline__ void storePiece(float* __restrict__ c, int n, std::size_t col0, std::size_t row0,
                                           const float (&acc)[8][Width / 16])
{
    const int tx = threadIdx.x % 16, ty = threadIdx.x / 16;
    float* cBlock = c + row0 * n + col0;
#pragma unroll
    for (int i = 0; i < 8; ++i) {
        float* cRow = cBlock + std::size_t(outputRow(i, ty)) * n;
        if constexpr (Width == 128) {
            *reinterpret_cast<float4*>(cRow + tx * 4) = make_float4(acc[i][0], acc[i][1], acc[i][2], acc[i][3]);
            *reinterpret_cast<float4*>(cRow + kHalf + tx * 4) = make_float4(acc[i][4], acc[i][5], acc[i][6], acc[i][7]);
        } else if constexpr (Width == 64) {
            *reinterpret_cast<float4*>(cRow + tx * 4) = make_float4(acc[i][0], acc[i][1], acc[i][2], acc[i][3]);
        } else {
            *reinterpret_cast<float2*>(cRow + tx * 2) = make_float2(acc[i][0], acc[i][1]);
        }
    }
}

// C's piece of 128 rows from row0 and Width columns from col0 = A's row
// panel x B's column panel, summed from zero.
template <int Depth, bool AsyncB, int Width = kTile>
__device__ __forceinline__ void multiplyPiece(const float* __restrict__ a, const float* __restrict__ b,
                                              float* __restrict__ c, int n, int k, std::size_t col0, std::size_t row0,
                                              Slices<Depth>& s)
{
    float acc[8][Width / 16];
#pragma unroll
    for (int i = 0; i < 8; ++i)
#pragma unroll
        for (int j = 0; j < Width / 16; ++j)
            acc[i][j] = 0.0f;
    accumulatePiece<Depth, AsyncB, Width>(a, b, n, k, col0, row0, s, acc);
    storePiece<Width>(c, n, col0, row0, acc);
}

// C's tile (bx, by) = A's row panel x B's column panel, summed from zero.
template <int Depth, bool AsyncB>
__device__ __forceinline__ void multiplyTile(const float* __restrict__ a, const float* __restrict__ b,
                                             float* __restrict__ c, int n, int k, unsigned bx, unsigned by,
                                             Slices<Depth>& s)
{
    multiplyPiece<Depth, AsyncB, kTile>(a, b, c, n, k, std::size_t(bx) * kTile, std::size_t(by) * kTile, s);
}

} // namespace rtb::sgemm
