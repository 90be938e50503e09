// SPDX-License-Identifier: GPL-3.0-or-later
#include "rocmtune_bench/cnn_reference.hpp"

#include <gtest/gtest.h>

#include <cmath>

TEST(CnnReference, ShapesOfTheSeedsNetwork)
{
    // conv 3x3 1->32, conv 3x3 32->64, two 2x2 pools: 28 -> 14 -> 7, 7*7*64 = 3136.
    EXPECT_EQ(rtb::kCnnFlat, 3136);
    EXPECT_EQ(rtb::kCnnFanIn[1], 288);
    EXPECT_EQ(rtb::kCnnOutputs[2], 128);
    EXPECT_EQ(rtb::kCnnOutputs[3], 10);
}

TEST(CnnReference, LogitsAreFiniteDeterministicAndDependOnTheSample)
{
    const auto a = rtb::cnnReferenceLogits(1, 0);
    const auto again = rtb::cnnReferenceLogits(1, 0);
    const auto other = rtb::cnnReferenceLogits(1, 1);
    const auto otherSeed = rtb::cnnReferenceLogits(2, 0);
    double spread = 0.0;
    for (int c = 0; c < rtb::kCnnClasses; ++c) {
        EXPECT_TRUE(std::isfinite(a[c]));
        EXPECT_EQ(a[c], again[c]);
        spread += std::abs(a[c] - other[c]) + std::abs(a[c] - otherSeed[c]);
    }
    EXPECT_GT(spread, 1e-3);
    // Initial weights scaled by 1/sqrt(fan_in) keep the logits of order one.
    for (const double v : a)
        EXPECT_LT(std::abs(v), 10.0);
}
