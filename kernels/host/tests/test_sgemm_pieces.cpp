// SPDX-License-Identifier: GPL-3.0-or-later
#include "rocmtune_bench/sgemm_pieces.hpp"

#include <gtest/gtest.h>

namespace {
int quarterTiles(int tiles, const rtb::SgemmPieces& pieces)
{
    return tiles - pieces.fullTiles - pieces.halfTiles;
}
} // namespace

TEST(SgemmPieces, LastWaveOf8192OnAnH100IsCutIntoHalvesAndQuarters)
{
    // 8192^2 = 64 x 64 tiles; 132 SMs x 2 blocks: 15 full waves of 264, 136 tiles left.
    const rtb::SgemmPieces pieces = rtb::sgemmTailPieces(4096, 264, 4);
    EXPECT_EQ(pieces.fullTiles, 3960);
    EXPECT_EQ(pieces.halfTiles, 132);
    EXPECT_EQ(quarterTiles(4096, pieces), 4);
    EXPECT_EQ(pieces.fullTiles + 2 * pieces.halfTiles + 4 * quarterTiles(4096, pieces), 4240); // blocks launched

    const rtb::SgemmPieces halvesOnly = rtb::sgemmTailPieces(4096, 264, 0);
    EXPECT_EQ(halvesOnly.fullTiles, 3960);
    EXPECT_EQ(halvesOnly.halfTiles, 136);
    EXPECT_EQ(quarterTiles(4096, halvesOnly), 0);
}

TEST(SgemmPieces, WholeWavesStayWhole)
{
    const rtb::SgemmPieces pieces = rtb::sgemmTailPieces(4224, 264, 4); // M = 8448: exactly 16 waves
    EXPECT_EQ(pieces.fullTiles, 4224);
    EXPECT_EQ(pieces.halfTiles, 0);
    EXPECT_EQ(quarterTiles(4224, pieces), 0);
}

TEST(SgemmPieces, FewerTilesThanResidentBlocksAreAllCut)
{
    const rtb::SgemmPieces pieces = rtb::sgemmTailPieces(64, 264, 4); // 1024^2
    EXPECT_EQ(pieces.fullTiles, 0);
    EXPECT_EQ(pieces.halfTiles, 60);
    EXPECT_EQ(quarterTiles(64, pieces), 4);
}

TEST(SgemmPieces, QuartersNeverExceedTheLastWave)
{
    const rtb::SgemmPieces pieces = rtb::sgemmTailPieces(265, 264, 4); // one tile past a full wave
    EXPECT_EQ(pieces.fullTiles, 264);
    EXPECT_EQ(pieces.halfTiles, 0);
    EXPECT_EQ(quarterTiles(265, pieces), 1);

    const rtb::SgemmPieces negative = rtb::sgemmTailPieces(265, 264, -3);
    EXPECT_EQ(negative.halfTiles, 1);
    EXPECT_EQ(quarterTiles(265, negative), 0);
}

TEST(SgemmPieces, UnknownResidencyKeepsEveryTileWhole)
{
    const rtb::SgemmPieces pieces = rtb::sgemmTailPieces(4096, 0, 4);
    EXPECT_EQ(pieces.fullTiles, 4096);
    EXPECT_EQ(pieces.halfTiles, 0);
}

static_assert(rtb::sgemmTailPieces(4096, 264, 4).fullTiles == 3960, "usable at compile time");
