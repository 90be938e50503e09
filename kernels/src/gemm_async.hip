// SPDX-License-Identifier: GPL-3.0-or-later
// SGEMM with a multi-stage shared-memory pipeline: 128 x 128 tiles of C, 256
// threads a block, 8 x 8 outputs a thread (the layout of gemm_kernels.hip),
// 8-deep slices of A and B copied global -> shared without passing through
// registers (cp.async on NVIDIA sm_80+, plain loads and stores elsewhere),
// Stages slices in flight. (A first form with 128 threads and 8 x 16 outputs
// a thread, as cuBLAS's FP32 kernels are shaped, needed 255 registers and ran
// at 39 TFLOP/s on the H200: kernels/BENCHMARKS-kernels.md.) Every output is summed over k in ascending order with fmaf, so
// the products equal launchSgemm's other variants bit for bit (the gemm test
// checks that before timing them).
#include "gemm_kernels.hpp"
#include "gpu_util.hpp"

#include <cstddef>

namespace rtb {

namespace {

constexpr int kThreads = 256;
constexpr int kTile = 128;

#if defined(ROCMTUNE_BACKEND_CUDA) && defined(__CUDA_ARCH__) && __CUDA_ARCH__ >= 800
#define RTB_HAS_CP_ASYNC 1
#endif

// 16 bytes global -> shared; asynchronous where the hardware can.
__device__ __forceinline__ void copy16(float* shared, const float* global)
{
#if defined(RTB_HAS_CP_ASYNC)
    const unsigned address = static_cast<unsigned>(__cvta_generic_to_shared(shared));
    asm volatile("cp.async.cg.shared.global [%0], [%1], 16;" ::"r"(address), "l"(global) : "memory");
#else
    *reinterpret_cast<float4*>(shared) = *reinterpret_cast<const float4*>(global);
#endif
}

__device__ __forceinline__ void commitCopies()
{
#if defined(RTB_HAS_CP_ASYNC)
    asm volatile("cp.async.commit_group;" ::: "memory");
#endif
}

// Waits until at most Pending committed groups of this thread are in flight.
template <int Pending>
__device__ __forceinline__ void waitCopies()
{
#if defined(RTB_HAS_CP_ASYNC)
    asm volatile("cp.async.wait_group %0;" ::"n"(Pending) : "memory");
#endif
}

__device__ __forceinline__ float component(const float4& v, int i)
{
    return i == 0 ? v.x : i == 1 ? v.y : i == 2 ? v.z : v.w;
}

// kDepth-deep slices (8 or 16); rows of the A slice are unpadded: the reads
// are broadcasts, and unpadded rows keep the copies free of bank conflicts.
template <int Stages, int kDepth, bool Grouped>
__global__ void __launch_bounds__(kThreads, 2) sgemmStagedKernel(const float* __restrict__ a,
                                                                         const float* __restrict__ b,
                                                                         float* __restrict__ c, int n, int k)
{
    constexpr int kRowA = kDepth;
    constexpr int kPieces = kDepth / 8; // 16-byte pieces a thread copies of each slice of A and of B
    __shared__ __align__(16) float as[Stages][kTile * kRowA];  // A slice, row-major (row m, column k)
    __shared__ __align__(16) float bs[Stages][kDepth * kTile]; // B slice, row-major (row k, column n)

    unsigned bx = blockIdx.x, by = blockIdx.y;
    if (Grouped) { // 8 tile rows high, so the blocks running together share panels in L2
        constexpr unsigned kGroup = 8;
        const unsigned linear = blockIdx.y * gridDim.x + blockIdx.x;
        const unsigned perGroup = kGroup * gridDim.x;
        const unsigned firstRow = linear / perGroup * kGroup;
        const unsigned rows = gridDim.y - firstRow < kGroup ? gridDim.y - firstRow : kGroup;
        const unsigned inGroup = linear % perGroup;
        by = firstRow + inGroup % rows;
        bx = inGroup / rows;
    }

    const int tid = threadIdx.x;
    const int tx = tid % 16, ty = tid / 16;
    // This thread's outputs: rows ty * 4 + i and 64 + ty * 4 + i (i 0..3),
    // columns g * 64 + tx * 4 + j (g 0..1, j 0..3).

    // Piece f = tid + 256 * l of the A slice is row f / (kDepth / 4), columns
    // 4 * (f % (kDepth / 4)); of the B slice row f / 32, columns 4 * (f % 32).
    const float* aGlobal[kPieces];
    const float* bGlobal[kPieces];
    int aShared[kPieces], bShared[kPieces];
#pragma unroll
    for (int l = 0; l < kPieces; ++l) {
        const int f = tid + kThreads * l;
        const int aRow = f / (kDepth / 4), aQuad = (f % (kDepth / 4)) * 4;
        aGlobal[l] = a + (std::size_t(by) * kTile + aRow) * std::size_t(k) + aQuad;
        aShared[l] = aRow * kRowA + aQuad;
        const int bRow = f / 32, bCol = (f % 32) * 4;
        bGlobal[l] = b + std::size_t(bRow) * n + std::size_t(bx) * kTile + bCol;
        bShared[l] = bRow * kTile + bCol;
    }
    const auto loadSlice = [&](int slice, int stage) {
#pragma unroll
        for (int l = 0; l < kPieces; ++l) {
            copy16(&as[stage][aShared[l]], aGlobal[l] + std::size_t(slice) * kDepth);
            copy16(&bs[stage][bShared[l]], bGlobal[l] + std::size_t(slice) * kDepth * n);
        }
    };

    float acc[8][8];
#pragma unroll
    for (int i = 0; i < 8; ++i)
#pragma unroll
        for (int j = 0; j < 8; ++j)
            acc[i][j] = 0.0f;

    const int slices = k / kDepth;
#pragma unroll
    for (int s = 0; s < Stages - 1; ++s) {
        if (s < slices)
            loadSlice(s, s);
        commitCopies();
    }
    int stage = 0;
    for (int t = 0; t < slices; ++t) {
        waitCopies<Stages - 2>(); // slice t has arrived (this thread's part)
        __syncthreads();          // ... everyone's; and slice t - 1's stage is no longer read
        const int ahead = t + Stages - 1;
        if (ahead < slices)
            loadSlice(ahead, ahead % Stages);
        commitCopies();

        const float* aSlice = as[stage];
        const float* bSlice = bs[stage];
#pragma unroll
        for (int q = 0; q < kDepth / 4; ++q) {
            float4 aq[8];
#pragma unroll
            for (int i = 0; i < 8; ++i)
                aq[i] = *reinterpret_cast<const float4*>(&aSlice[((i / 4) * 64 + ty * 4 + i % 4) * kRowA + q * 4]);
#pragma unroll
            for (int kk = 0; kk < 4; ++kk) {
                float bv[8];
#pragma unroll
                for (int g = 0; g < 2; ++g) {
                    const float4 bq = *reinterpret_cast<const float4*>(&bSlice[(q * 4 + kk) * kTile + g * 64 + tx * 4]);
                    bv[4 * g + 0] = bq.x;
                    bv[4 * g + 1] = bq.y;
                    bv[4 * g + 2] = bq.z;
                    bv[4 * g + 3] = bq.w;
                }
#pragma unroll
                for (int i = 0; i < 8; ++i) {
                    const float av = component(aq[i], kk);
#pragma unroll
                    for (int j = 0; j < 8; ++j)
                        acc[i][j] = fmaf(av, bv[j], acc[i][j]);
                }
            }
        }
        stage = stage + 1 == Stages ? 0 : stage + 1;
    }
    waitCopies<0>();

    float* cBlock = c + std::size_t(by) * kTile * n + std::size_t(bx) * kTile;
#pragma unroll
    for (int i = 0; i < 8; ++i) {
        float* cRow = cBlock + std::size_t((i / 4) * 64 + ty * 4 + i % 4) * n + tx * 4;
#pragma unroll
        for (int g = 0; g < 2; ++g)
            *reinterpret_cast<float4*>(cRow + g * 64)
                = make_float4(acc[i][4 * g], acc[i][4 * g + 1], acc[i][4 * g + 2], acc[i][4 * g + 3]);
    }
}

} // namespace

void launchSgemmStaged(const float* a, const float* b, float* c, int m, int n, int k, gpuStream_t stream,
                       SgemmVariant variant)
{
    const dim3 grid(static_cast<unsigned>(n / kTile), static_cast<unsigned>(m / kTile));
    switch (variant) {
    case SgemmVariant::Staged3: sgemmStagedKernel<3, 8, false><<<grid, kThreads, 0, stream>>>(a, b, c, n, k); break;
    case SgemmVariant::Staged4: sgemmStagedKernel<4, 8, false><<<grid, kThreads, 0, stream>>>(a, b, c, n, k); break;
    case SgemmVariant::Staged4Grouped:
        sgemmStagedKernel<4, 8, true><<<grid, kThreads, 0, stream>>>(a, b, c, n, k);
        break;
    case SgemmVariant::Staged3Deep16:
        if (k % 16 != 0) // K a multiple of 8 only: the 8-deep form
            sgemmStagedKernel<3, 8, false><<<grid, kThreads, 0, stream>>>(a, b, c, n, k);
        else
            sgemmStagedKernel<3, 16, false><<<grid, kThreads, 0, stream>>>(a, b, c, n, k);
        break;
    default: throw GpuError("launchSgemmStaged: not a staged variant", 0);
    }
    RTB_GPU_CHECK_LAUNCH();
}

} // namespace rtb
