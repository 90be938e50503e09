// SPDX-License-Identifier: GPL-3.0-or-later
// The training tests' GEMM (train_kernels.hpp, launchTrainGemm): tiled
// kernels with fused epilogues for any shape and transposition, and a
// deterministic split-K for long K over small outputs.
#include "gpu_util.hpp"
#include "train_kernels.hpp"

#include <algorithm>
#include <type_traits>

namespace rtb {

namespace {

constexpr int kThreads = 256;
constexpr int kDepth = 16;

// Epilogue of one output element (row, col) of C; `c` points at it.
template <GemmEpilogue Epi>
__device__ __forceinline__ void storeOutput(const GemmArgs& args, float* c, int row, int col, float v)
{
    if constexpr (Epi == GemmEpilogue::Bias) {
        *c = v + args.bias[col];
    } else if constexpr (Epi == GemmEpilogue::BiasRelu) {
        *c = fmaxf(v + args.bias[col], 0.0f);
    } else if constexpr (Epi == GemmEpilogue::ReluMask) {
        *c = args.mask[std::size_t(row) * args.ldc + col] > 0.0f ? v : 0.0f;
    } else if constexpr (Epi == GemmEpilogue::SgdUpdate) {
        *c = fmaf(-args.learningRate, v, *c);
    } else {
        (void)row, (void)col;
        *c = v;
    }
}

// The K range of this block (blockIdx.z-th split) and where its C lives:
// a split GEMM writes partial products (Store) into slices of m x n.
struct SplitRange {
    int begin, end;
    float* c;
};
__device__ __forceinline__ SplitRange splitRange(const GemmArgs& args)
{
    if (args.kChunk <= 0)
        return {0, args.k, args.c};
    const int begin = blockIdx.z * args.kChunk;
    const int end = begin + args.kChunk < args.k ? begin + args.kChunk : args.k;
    return {begin, end, args.c + std::size_t(blockIdx.z) * args.m * args.ldc};
}

// Tiled GEMM, BM x BN outputs per block of 256 threads, each thread TM x TN
// outputs strided by the thread grid (coalesced stores, conflict-free shared
// reads). Operands may be transposed; edges are bounds-checked. Each output
// is summed over k in one fixed order.
template <int BM, int BN, bool TransA, bool TransB, GemmEpilogue Epi>
__global__ void __launch_bounds__(kThreads) trainGemmKernel(GemmArgs args)
{
    constexpr int kThreadCols = 16;
    constexpr int kThreadRows = kThreads / kThreadCols;
    constexpr int TM = BM / kThreadRows;
    constexpr int TN = BN / kThreadCols;
    __shared__ float as[kDepth][BM + 1];
    __shared__ float bs[kDepth][BN + 1];

    const SplitRange range = splitRange(args);
    const int tid = threadIdx.x;
    const int tx = tid % kThreadCols;
    const int ty = tid / kThreadCols;
    const int row0 = blockIdx.y * BM;
    const int col0 = blockIdx.x * BN;

    float acc[TM][TN];
#pragma unroll
    for (int i = 0; i < TM; ++i)
#pragma unroll
        for (int j = 0; j < TN; ++j)
            acc[i][j] = 0.0f;

    for (int k0 = range.begin; k0 < range.end; k0 += kDepth) {
        // Load the A slice (BM x kDepth), reading along the contiguous axis.
        for (int e = tid; e < BM * kDepth; e += kThreads) {
            const int i = TransA ? e % BM : e / kDepth;
            const int kk = TransA ? e / BM : e % kDepth;
            const int row = row0 + i, kIndex = k0 + kk;
            float v = 0.0f;
            if (row < args.m && kIndex < range.end)
                v = TransA ? args.a[std::size_t(kIndex) * args.lda + row] : args.a[std::size_t(row) * args.lda + kIndex];
            as[kk][i] = v;
        }
        for (int e = tid; e < BN * kDepth; e += kThreads) {
            const int j = TransB ? e / kDepth : e % BN;
            const int kk = TransB ? e % kDepth : e / BN;
            const int col = col0 + j, kIndex = k0 + kk;
            float v = 0.0f;
            if (col < args.n && kIndex < range.end)
                v = TransB ? args.b[std::size_t(col) * args.ldb + kIndex] : args.b[std::size_t(kIndex) * args.ldb + col];
            bs[kk][j] = v;
        }
        __syncthreads();
#pragma unroll
        for (int kk = 0; kk < kDepth; ++kk) {
            float av[TM], bv[TN];
#pragma unroll
            for (int i = 0; i < TM; ++i)
                av[i] = as[kk][ty + i * kThreadRows];
#pragma unroll
            for (int j = 0; j < TN; ++j)
                bv[j] = bs[kk][tx + j * kThreadCols];
#pragma unroll
            for (int i = 0; i < TM; ++i)
#pragma unroll
                for (int j = 0; j < TN; ++j)
                    acc[i][j] = fmaf(av[i], bv[j], acc[i][j]);
        }
        __syncthreads();
    }

#pragma unroll
    for (int i = 0; i < TM; ++i) {
        const int row = row0 + ty + i * kThreadRows;
#pragma unroll
        for (int j = 0; j < TN; ++j) {
            const int col = col0 + tx + j * kThreadCols;
            if (row < args.m && col < args.n)
                storeOutput<Epi>(args, range.c + std::size_t(row) * args.ldc + col, row, col, acc[i][j]);
        }
    }
}

// Large GEMM: a 128x128 tile per block, 8x8 outputs a thread (two 4x4 groups
// 64 apart in each direction, read from shared memory as 16-byte vectors),
// 8-deep slices double-buffered through registers. Global loads are scalar,
// coalesced along whichever axis of each operand is contiguous, and
// bounds-checked, so any shape, transposition and leading dimension works.
constexpr int kBigTile = 128;
constexpr int kBigDepth = 8;
constexpr int kBigPitch = kBigTile + 4; // keeps 16-byte alignment, spreads the stores over banks

template <bool TransA, bool TransB>
__device__ __forceinline__ void loadBigSlice(const GemmArgs& args, int row0, int col0, int k0, int kEnd, float (&av)[4],
                                             float (&bv)[4])
{
    const int tid = threadIdx.x;
#pragma unroll
    for (int r = 0; r < 4; ++r) {
        // A element (row, kk) of the 128 x 8 slice.
        const int row = TransA ? (tid % kBigTile) : (tid / kBigDepth + 32 * r);
        const int kk = TransA ? (tid / kBigTile + 2 * r) : (tid % kBigDepth);
        const int gr = row0 + row, gk = k0 + kk;
        av[r] = (gr < args.m && gk < kEnd)
            ? (TransA ? args.a[std::size_t(gk) * args.lda + gr] : args.a[std::size_t(gr) * args.lda + gk])
            : 0.0f;
        // B element (kk, col) of the 8 x 128 slice.
        const int col = TransB ? (tid / kBigDepth + 32 * r) : (tid % kBigTile);
        const int bk = TransB ? (tid % kBigDepth) : (tid / kBigTile + 2 * r);
        const int gc = col0 + col, gbk = k0 + bk;
        bv[r] = (gc < args.n && gbk < kEnd)
            ? (TransB ? args.b[std::size_t(gc) * args.ldb + gbk] : args.b[std::size_t(gbk) * args.ldb + gc])
            : 0.0f;
    }
}

template <bool TransA, bool TransB>
__device__ __forceinline__ void storeBigSlice(float (*as)[kBigPitch], float (*bs)[kBigPitch], const float (&av)[4],
                                              const float (&bv)[4])
{
    const int tid = threadIdx.x;
#pragma unroll
    for (int r = 0; r < 4; ++r) {
        const int row = TransA ? (tid % kBigTile) : (tid / kBigDepth + 32 * r);
        const int kk = TransA ? (tid / kBigTile + 2 * r) : (tid % kBigDepth);
        as[kk][row] = av[r];
        const int col = TransB ? (tid / kBigDepth + 32 * r) : (tid % kBigTile);
        const int bk = TransB ? (tid % kBigDepth) : (tid / kBigTile + 2 * r);
        bs[bk][col] = bv[r];
    }
}

template <bool TransA, bool TransB, GemmEpilogue Epi>
__global__ void __launch_bounds__(kThreads, 2) trainGemmBigKernel(GemmArgs args)
{
    __shared__ __align__(16) float as[2][kBigDepth][kBigPitch];
    __shared__ __align__(16) float bs[2][kBigDepth][kBigPitch];
    constexpr int kHalf = kBigTile / 2;

    const SplitRange range = splitRange(args);
    const int tid = threadIdx.x;
    const int tx = tid % 16;
    const int ty = tid / 16;
    const int row0 = blockIdx.y * kBigTile;
    const int col0 = blockIdx.x * kBigTile;

    float av[4], bv[4];
    loadBigSlice<TransA, TransB>(args, row0, col0, range.begin, range.end, av, bv);
    storeBigSlice<TransA, TransB>(as[0], bs[0], av, bv);
    __syncthreads();

    float acc[8][8];
#pragma unroll
    for (int i = 0; i < 8; ++i)
#pragma unroll
        for (int j = 0; j < 8; ++j)
            acc[i][j] = 0.0f;

    int buffer = 0;
    for (int k0 = range.begin; k0 < range.end; k0 += kBigDepth) {
        const bool more = k0 + kBigDepth < range.end;
        if (more)
            loadBigSlice<TransA, TransB>(args, row0, col0, k0 + kBigDepth, range.end, av, bv);
#pragma unroll
        for (int kk = 0; kk < kBigDepth; ++kk) {
            const float4 a0 = *reinterpret_cast<const float4*>(&as[buffer][kk][ty * 4]);
            const float4 a1 = *reinterpret_cast<const float4*>(&as[buffer][kk][kHalf + ty * 4]);
            const float4 b0 = *reinterpret_cast<const float4*>(&bs[buffer][kk][tx * 4]);
            const float4 b1 = *reinterpret_cast<const float4*>(&bs[buffer][kk][kHalf + tx * 4]);
            const float a[8] = {a0.x, a0.y, a0.z, a0.w, a1.x, a1.y, a1.z, a1.w};
            const float b[8] = {b0.x, b0.y, b0.z, b0.w, b1.x, b1.y, b1.z, b1.w};
#pragma unroll
            for (int i = 0; i < 8; ++i)
#pragma unroll
                for (int j = 0; j < 8; ++j)
                    acc[i][j] = fmaf(a[i], b[j], acc[i][j]);
        }
        if (more) {
            // The other buffer was last read before the previous barrier.
            storeBigSlice<TransA, TransB>(as[buffer ^ 1], bs[buffer ^ 1], av, bv);
            __syncthreads();
            buffer ^= 1;
        }
    }

#pragma unroll
    for (int i = 0; i < 8; ++i) {
        const int row = row0 + (i < 4 ? ty * 4 + i : kHalf + ty * 4 + (i - 4));
        if (row >= args.m)
            continue;
#pragma unroll
        for (int j = 0; j < 8; ++j) {
            const int col = col0 + (j < 4 ? tx * 4 + j : kHalf + tx * 4 + (j - 4));
            if (col < args.n)
                storeOutput<Epi>(args, range.c + std::size_t(row) * args.ldc + col, row, col, acc[i][j]);
        }
    }
}

// Sums `splits` partial products (m x n each, packed) in split order and
// applies the epilogue to C.
template <GemmEpilogue Epi>
__global__ void splitReduceKernel(GemmArgs args, const float* __restrict__ partial, int splits)
{
    const std::size_t count = std::size_t(args.m) * args.n;
    const std::size_t stride = std::size_t(gridDim.x) * blockDim.x;
    for (std::size_t e = std::size_t(blockIdx.x) * blockDim.x + threadIdx.x; e < count; e += stride) {
        float sum = 0.0f;
        for (int s = 0; s < splits; ++s)
            sum += partial[std::size_t(s) * count + e];
        const int row = static_cast<int>(e / args.n);
        const int col = static_cast<int>(e % args.n);
        storeOutput<Epi>(args, args.c + std::size_t(row) * args.ldc + col, row, col, sum);
    }
}

template <typename Launch>
void dispatchEpilogue(GemmEpilogue epilogue, Launch&& launch)
{
    switch (epilogue) {
    case GemmEpilogue::Bias: launch(std::integral_constant<GemmEpilogue, GemmEpilogue::Bias>()); break;
    case GemmEpilogue::BiasRelu: launch(std::integral_constant<GemmEpilogue, GemmEpilogue::BiasRelu>()); break;
    case GemmEpilogue::ReluMask: launch(std::integral_constant<GemmEpilogue, GemmEpilogue::ReluMask>()); break;
    case GemmEpilogue::SgdUpdate: launch(std::integral_constant<GemmEpilogue, GemmEpilogue::SgdUpdate>()); break;
    case GemmEpilogue::Store: launch(std::integral_constant<GemmEpilogue, GemmEpilogue::Store>()); break;
    }
    RTB_GPU_CHECK_LAUNCH();
}

template <bool TransA, bool TransB>
void launchShape(const GemmArgs& args, int tile, int splits, gpuStream_t stream)
{
    const dim3 grid(static_cast<unsigned>((args.n + tile - 1) / tile), static_cast<unsigned>((args.m + tile - 1) / tile),
                    static_cast<unsigned>(splits));
    dispatchEpilogue(args.epilogue, [&](auto epi) {
        constexpr GemmEpilogue Epi = decltype(epi)::value;
        if (tile == kBigTile)
            trainGemmBigKernel<TransA, TransB, Epi><<<grid, kThreads, 0, stream>>>(args);
        else if (tile == 64)
            trainGemmKernel<64, 64, TransA, TransB, Epi><<<grid, kThreads, 0, stream>>>(args);
        else
            trainGemmKernel<32, 32, TransA, TransB, Epi><<<grid, kThreads, 0, stream>>>(args);
    });
}

void launchTiles(const GemmArgs& args, int tile, int splits, gpuStream_t stream)
{
    if (args.transposeA && args.transposeB)
        launchShape<true, true>(args, tile, splits, stream);
    else if (args.transposeA)
        launchShape<true, false>(args, tile, splits, stream);
    else if (args.transposeB)
        launchShape<false, true>(args, tile, splits, stream);
    else
        launchShape<false, false>(args, tile, splits, stream);
}

} // namespace

void launchTrainGemm(const GemmArgs& args, int computeUnits, gpuStream_t stream, const TrainWorkspace& workspace)
{
    const auto tiles = [&](int tile) { return (long long)((args.m + tile - 1) / tile) * ((args.n + tile - 1) / tile); };
    // Two 128x128 blocks fit on an SM: use them once they make about a wave.
    if (args.m >= 96 && args.n >= 96 && tiles(kBigTile) >= computeUnits) {
        launchTiles(args, kBigTile, 1, stream);
        return;
    }
    // A long K over a small output: split K so the blocks fill the device;
    // the partial products are summed in split order (deterministic).
    const int smallTile = tiles(64) >= computeUnits ? 64 : 32;
    const int tile = (args.m >= 96 && args.n >= 96) ? kBigTile : smallTile;
    const long long outputTiles = tiles(tile);
    const std::size_t outputs = std::size_t(args.m) * args.n;
    int splits = 1;
    if (args.k >= 1024 && outputTiles < computeUnits) {
        const long long wanted = std::max(1ll, 2ll * computeUnits / outputTiles); // two blocks an SM
        const long long byDepth = args.k / 256; // each split at least 256 deep
        const long long byMemory = outputs > 0 ? static_cast<long long>(workspace.floats / outputs) : 0;
        splits = static_cast<int>(std::min({wanted, byDepth, byMemory, 256ll}));
    }
    if (splits <= 1) {
        launchTiles(args, smallTile, 1, stream);
        return;
    }
    GemmArgs partial = args;
    partial.kChunk = ((args.k + splits - 1) / splits + kBigDepth - 1) / kBigDepth * kBigDepth;
    splits = (args.k + partial.kChunk - 1) / partial.kChunk;
    partial.c = workspace.data;
    partial.ldc = args.n;
    partial.epilogue = GemmEpilogue::Store;
    launchTiles(partial, tile, splits, stream);
    const int blocks = static_cast<int>(std::min<std::size_t>((outputs + kThreads - 1) / kThreads, 4096));
    dispatchEpilogue(args.epilogue, [&](auto epi) {
        constexpr GemmEpilogue Epi = decltype(epi)::value;
        splitReduceKernel<Epi><<<blocks, kThreads, 0, stream>>>(args, workspace.data, splits);
    });
}

} // namespace rtb
