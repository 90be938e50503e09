// SPDX-License-Identifier: GPL-3.0-or-later
// The stream-K form of the SGEMM: as many blocks as fit on the GPU at once,
// each taking an equal share of all tiles' 16-deep slices, so no last wave
// runs on a partly idle GPU (at 8192^3, 4096 tiles on 264 resident blocks are
// 15.5 waves: one-tile-a-block kernels leave half the GPU idle for the last).
// A tile split between two blocks keeps its summation order: the block
// holding its first slices sums them, writes the sums into C and publishes
// them; the block holding the rest starts from those sums and goes on in
// ascending k. fmaf chains continued from stored floats give the same bits
// as one chain, so the product equals the other variants' bit for bit.
#include "gemm_kernels.hpp"
#include "gemm_tile.hpp"

#include "common_kernels.hpp"

#include <cstddef>

namespace rtb {

namespace {

using sgemm::kThreads;
using sgemm::kTile;

__device__ __forceinline__ void clearTile(float (&acc)[8][8])
{
#pragma unroll
    for (int i = 0; i < 8; ++i)
#pragma unroll
        for (int j = 0; j < 8; ++j)
            acc[i][j] = 0.0f;
}

// What one block does in a launch, worked out by its first thread: its
// place in the launch (ticket order) and its parts, in this order: the first
// slices of the tile its share ends in (published at once), its whole tiles,
// the rest of the tile its share starts in.
struct StreamPlan {
    unsigned place;
    unsigned launch;        // 1, 2, ... on this workspace
    unsigned publishTile;   // part 1: slices [0, publishSlices) of publishTile; none when publishSlices is 0
    unsigned publishSlices;
    unsigned wholeFrom;     // parts 2: whole tiles [wholeFrom, wholeTo)
    unsigned wholeTo;
    unsigned carriedTile;   // part 3: slices [carriedFrom, all) of carriedTile; none when carriedFrom is 0
    unsigned carriedFrom;
};

// Block at place p owns slices [p * total / blocks, (p + 1) * total / blocks)
// of all tiles' slices laid end to end. With at least as many tiles as blocks
// a share spans at least one tile, so a tile is split between two blocks at
// most. A block finishing a split tile waits for the block before it, which
// did that tile's first part first and started earlier (ticket order): it is
// running or done, never waiting to be scheduled behind this one.
template <int Depth, bool AsyncB>
__global__ void __launch_bounds__(kThreads, 2)
    sgemmStreamKernel(const float* __restrict__ a, const float* __restrict__ b, float* __restrict__ c, int n, int k,
                      unsigned tilesX, unsigned tiles, unsigned long long* ticket, unsigned* published)
{
    __shared__ __align__(16) sgemm::Slices<Depth> slices;
    __shared__ StreamPlan plan;
    if (threadIdx.x == 0) {
        const unsigned long long place = atomicAdd(ticket, 1ull);
        const unsigned blocks = gridDim.x;
        const unsigned id = static_cast<unsigned>(place % blocks);
        const unsigned long long perTile = static_cast<unsigned long long>(k / Depth);
        const unsigned long long total = perTile * tiles;
        const unsigned long long begin = total * id / blocks;
        const unsigned long long end = total * (id + 1) / blocks;
        plan.place = id;
        plan.launch = static_cast<unsigned>(place / blocks) + 1;
        plan.publishTile = static_cast<unsigned>(end / perTile);
        plan.publishSlices = static_cast<unsigned>(end % perTile);
        plan.wholeFrom = static_cast<unsigned>((begin + perTile - 1) / perTile);
        plan.wholeTo = static_cast<unsigned>(end / perTile);
        plan.carriedTile = static_cast<unsigned>(begin / perTile);
        plan.carriedFrom = static_cast<unsigned>(begin % perTile);
    }
    __syncthreads();
    // Read through volatile at every part, so nothing of the plan is held in
    // registers across the multiplication (which needs all 128).
    const volatile StreamPlan& p = plan;
    const unsigned parts = (p.publishSlices != 0) + (p.wholeTo - p.wholeFrom) + (p.carriedFrom != 0);
    for (unsigned part = 0; part < parts; ++part) {
        const bool publish = part == 0 && p.publishSlices != 0;
        const bool carried = part == parts - 1 && p.carriedFrom != 0;
        const unsigned tile = publish ? p.publishTile
            : carried                 ? p.carriedTile
                                      : p.wholeFrom + part - (p.publishSlices != 0);
        const int kFrom = carried ? static_cast<int>(p.carriedFrom) * Depth : 0;
        const int kTo = publish ? static_cast<int>(p.publishSlices) * Depth : k;
        const unsigned bx = tile % tilesX, by = tile / tilesX;
        float acc[8][8];
        if (carried) {
            if (threadIdx.x == 0) {
                while (atomicAdd(&published[p.place - 1], 0u) < p.launch) {
                }
            }
            __syncthreads();
            __threadfence();
            sgemm::loadTile(c, n, bx, by, acc);
        } else {
            __syncthreads(); // every thread is done with the slices of the part before
            clearTile(acc);
        }
        sgemm::accumulateTile<Depth, AsyncB>(a, b, n, k, bx, by, kFrom, kTo, slices, acc);
        sgemm::storeTile(c, n, bx, by, acc);
        if (publish) {
            __threadfence();
            __syncthreads();
            if (threadIdx.x == 0)
                atomicExch(&published[p.place], p.launch);
        }
    }
}

} // namespace

SgemmWorkspace::SgemmWorkspace()
{
    int device = 0, units = 0;
    RTB_GPU_CHECK(gpuGetDevice(&device));
    RTB_GPU_CHECK(gpuDeviceGetAttribute(&units, gpuAttrMultiprocessorCount, device));
    blocks_ = residentGrid(sgemmStreamKernel<16, true>, kThreads, units);
    ticket_.allocate(1);
    published_.allocate(static_cast<std::size_t>(blocks_));
    RTB_GPU_CHECK(gpuMemset(ticket_.get(), 0, ticket_.bytes()));
    RTB_GPU_CHECK(gpuMemset(published_.get(), 0, published_.bytes()));
}

void launchSgemmStreamK(const float* a, const float* b, float* c, int m, int n, int k, gpuStream_t stream,
                        SgemmWorkspace& workspace)
{
    const unsigned tilesX = static_cast<unsigned>(n / kTile);
    const unsigned tiles = tilesX * static_cast<unsigned>(m / kTile);
    if (tiles < static_cast<unsigned>(workspace.blocks())) {
        // One wave or less: nothing to share out.
        launchSgemm(a, b, c, m, n, k, stream, SgemmVariant::Deep16AsyncB);
        return;
    }
    const dim3 grid(static_cast<unsigned>(workspace.blocks()));
    if (k % 16 == 0)
        sgemmStreamKernel<16, true><<<grid, kThreads, 0, stream>>>(a, b, c, n, k, tilesX, tiles, workspace.ticket(),
                                                                  workspace.published());
    else
        sgemmStreamKernel<8, false><<<grid, kThreads, 0, stream>>>(a, b, c, n, k, tilesX, tiles, workspace.ticket(),
                                                                  workspace.published());
    RTB_GPU_CHECK_LAUNCH();
}

} // namespace rtb
