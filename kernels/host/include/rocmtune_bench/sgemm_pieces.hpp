// SPDX-License-Identifier: GPL-3.0-or-later
// How the SGEMM's pieces kernel (src/gemm_kernels.hip) cuts C: whole
// 128x128 tiles, then tiles as two 128x64 halves, then tiles as four 128x32
// quarters. Plain C++17 (also compiled by nvcc/hipcc for the runner).
#pragma once

namespace rtb {

// The first fullTiles tiles whole, the next halfTiles tiles in halves, the
// rest in quarters; tiles numbered row by row, or with groupRows > 1 down
// the columns of groups of that many tile rows (L2 reuse).
struct SgemmPieces {
    int fullTiles = 0;
    int halfTiles = 0;
    int groupRows = 0;
};

// The cut of `tiles` tiles for `residentBlocks` blocks running at once: the
// tiles past the last full wave in halves, the last `quarterTiles` of them
// in quarters; all whole when the waves come out even (or residentBlocks is
// not positive). 8192^2 on 132 SMs x 2 blocks: 4096 tiles, 15 full waves of
// 264 and 136 tiles left.
constexpr SgemmPieces sgemmTailPieces(int tiles, int residentBlocks, int quarterTiles)
{
    const int lastWave = residentBlocks > 0 ? tiles % residentBlocks : 0;
    const int quarters = quarterTiles < 0 ? 0 : quarterTiles > lastWave ? lastWave : quarterTiles;
    return SgemmPieces{tiles - lastWave, lastWave - quarters, 0};
}

} // namespace rtb
