// SPDX-License-Identifier: GPL-3.0-or-later
#include "rocmtune_bench/checks.hpp"
#include "rocmtune_bench/generators.hpp"

#include <gtest/gtest.h>

#include <set>

using rtb::Pattern;
using rtb::patternWord;

TEST(Generators, UniformIsDeterministicAndInRange)
{
    double sum = 0.0;
    for (std::uint64_t i = 0; i < 100000; ++i) {
        const float v = rtb::uniformSigned(7, 10, i);
        ASSERT_GE(v, -1.0f);
        ASSERT_LT(v, 1.0f);
        ASSERT_EQ(v, rtb::uniformSigned(7, 10, i));
        sum += v;
    }
    EXPECT_NEAR(sum / 100000.0, 0.0, 0.01);
    EXPECT_NE(rtb::uniformSigned(7, 10, 5), rtb::uniformSigned(8, 10, 5));
    EXPECT_NE(rtb::uniformSigned(7, 10, 5), rtb::uniformSigned(7, 11, 5));
}

TEST(Generators, Popcount)
{
    EXPECT_EQ(rtb::popcount32(0u), 0);
    EXPECT_EQ(rtb::popcount32(0xFFFFFFFFu), 32);
    EXPECT_EQ(rtb::popcount32(0x80000001u), 2);
    EXPECT_EQ(rtb::popcount32(0x12345678u), 13);
}

TEST(Generators, WalkingOnesAndZeros)
{
    for (std::uint32_t pass = 0; pass < 3; ++pass) {
        for (std::uint64_t i = 0; i < 64; ++i) {
            const std::uint32_t one = patternWord(Pattern::WalkingOnes, i, 1, pass);
            EXPECT_EQ(rtb::popcount32(one), 1);
            EXPECT_EQ(one, 1u << ((i + pass) % 32));
            EXPECT_EQ(patternWord(Pattern::WalkingZeros, i, 1, pass), ~one);
        }
    }
}

TEST(Generators, AddressInAddressAndInversions)
{
    EXPECT_EQ(patternWord(Pattern::AddressInAddress, 0, 1, 0), 0u);
    EXPECT_EQ(patternWord(Pattern::AddressInAddress, 5, 1, 0), 20u);
    EXPECT_EQ(patternWord(Pattern::AddressInAddress, 5, 1, 1), ~20u);
    for (std::uint64_t i = 0; i < 100; ++i) {
        EXPECT_EQ(patternWord(Pattern::MovingInversions, i, 3, 1), ~patternWord(Pattern::MovingInversions, i, 3, 0));
        EXPECT_EQ(patternWord(Pattern::MovingInversions, i, 3, 5), ~patternWord(Pattern::MovingInversions, i, 3, 4));
    }
    EXPECT_NE(patternWord(Pattern::MovingInversions, 7, 3, 0), patternWord(Pattern::MovingInversions, 7, 3, 2));
}

TEST(Generators, RandomPatternDependsOnSeedAndPass)
{
    std::set<std::uint32_t> seen;
    for (std::uint64_t i = 0; i < 1000; ++i)
        seen.insert(patternWord(Pattern::Random, i, 1, 0));
    EXPECT_GT(seen.size(), 990u);
    EXPECT_NE(patternWord(Pattern::Random, 0, 1, 0), patternWord(Pattern::Random, 0, 2, 0));
    EXPECT_NE(patternWord(Pattern::Random, 0, 1, 0), patternWord(Pattern::Random, 0, 1, 1));
}

TEST(Generators, TrainDataIsLearnable)
{
    int counts[10] = {};
    for (std::uint64_t s = 0; s < 5000; ++s)
        ++counts[rtb::trainLabel(1, s)];
    for (int c : counts)
        EXPECT_GT(c, 400);
    // Two samples of one class are closer than samples of two classes.
    std::uint64_t a = 0, b = 1, other = 1;
    while (rtb::trainLabel(1, b) != rtb::trainLabel(1, a))
        ++b;
    while (rtb::trainLabel(1, other) == rtb::trainLabel(1, a))
        ++other;
    double same = 0.0, different = 0.0;
    for (std::uint32_t f = 0; f < 784; ++f) {
        const double x = rtb::trainInput(1, a, f, 784);
        same += (x - rtb::trainInput(1, b, f, 784)) * (x - rtb::trainInput(1, b, f, 784));
        different += (x - rtb::trainInput(1, other, f, 784)) * (x - rtb::trainInput(1, other, f, 784));
    }
    EXPECT_LT(same, different);
}
