// SPDX-License-Identifier: GPL-3.0-or-later
#include "rocmtune_bench/checks.hpp"

#include <gtest/gtest.h>

#include <cmath>
#include <cstring>
#include <numeric>
#include <vector>

TEST(FmaChain, ReferenceIsBoundedAndThreadCountIndependent)
{
    const auto one = rtb::fmaChainReference(5, 4096, 1);
    const auto four = rtb::fmaChainReference(5, 4096, 4);
    ASSERT_EQ(one.size(), rtb::kFmaParamSets * rtb::kFmaChainsPerThread);
    EXPECT_EQ(0, std::memcmp(one.data(), four.data(), one.size() * sizeof(float)));
    for (float v : one) {
        EXPECT_TRUE(std::isfinite(v));
        EXPECT_GT(v, 0.5f);
        EXPECT_LT(v, 2.5f);
    }
}

TEST(FmaChain, AFlippedBitPersistsToTheEnd)
{
    // The chain neither grows nor damps: a corrupted value stays visible.
    const auto params = rtb::fmaChainParamSets(5);
    float clean = rtb::fmaChainStart(5, 0, 0);
    float faulty = clean;
    for (int i = 0; i < 10000; ++i) {
        clean = rtb::fmaChainStep(clean, params[0]);
        faulty = rtb::fmaChainStep(faulty, params[0]);
        if (i == 100) {
            std::uint32_t bits;
            std::memcpy(&bits, &faulty, 4);
            bits ^= 1u << 10;
            std::memcpy(&faulty, &bits, 4);
        }
    }
    EXPECT_NE(clean, faulty);
}

TEST(FmaChain, StepMatchesExplicitFma)
{
    const rtb::FmaChainParams p{1.25f, 0.8f, 0.125f, -0.1f};
    EXPECT_EQ(rtb::fmaChainStep(1.5f, p), std::fmaf(std::fmaf(1.5f, 1.25f, 0.125f), 0.8f, -0.1f));
}

TEST(Half, ConversionsRoundToNearestEven)
{
    EXPECT_EQ(rtb::halfFromDouble(1.0), 0x3c00u);
    EXPECT_EQ(rtb::halfFromDouble(-2.0), 0xc000u);
    EXPECT_EQ(rtb::halfFromDouble(65504.0), 0x7bffu);
    EXPECT_EQ(rtb::halfFromDouble(65519.0), 0x7bffu);
    EXPECT_EQ(rtb::halfFromDouble(65520.0), 0x7c00u);
    EXPECT_EQ(rtb::halfFromDouble(std::ldexp(1.0, -24)), 0x0001u);  // smallest subnormal
    EXPECT_EQ(rtb::halfFromDouble(std::ldexp(1.0, -25)), 0x0000u);  // tie to even: zero
    EXPECT_EQ(rtb::halfFromDouble(std::ldexp(3.0, -25)), 0x0002u);  // tie to even: 2 units
    EXPECT_EQ(rtb::halfFromDouble(1.0 + std::ldexp(1.0, -11)), 0x3c00u); // tie, even is 1.0
    EXPECT_EQ(rtb::halfFromDouble(1.0 + std::ldexp(3.0, -11)), 0x3c02u); // tie, up to even
    EXPECT_EQ(rtb::halfFromDouble(2047.0 / 1024.0 + std::ldexp(1.0, -11)), 0x4000u); // carries into exponent
    EXPECT_EQ(rtb::halfFromDouble(std::nan("")), 0x7e00u);
    for (std::uint32_t bits = 0; bits < 0x7c00u; ++bits) // every finite positive half round-trips
        ASSERT_EQ(rtb::halfFromDouble(rtb::doubleFromHalf(static_cast<std::uint16_t>(bits))), bits);
}

TEST(Half, FmaRoundsOnce)
{
    const std::uint16_t one = 0x3c00, ulp = 0x1400; // 2^-10
    const std::uint16_t halfUlp = 0x1000;           // 2^-11: 1 + 2^-11 ties to 1
    EXPECT_EQ(rtb::halfFma(one, one, ulp), 0x3c01u);
    EXPECT_EQ(rtb::halfFma(one, one, halfUlp), 0x3c00u);
    // (1 + 2^-10)^2 = 1 + 2^-9 + 2^-20: a separate multiply and add would round twice.
    EXPECT_EQ(rtb::halfFma(0x3c01, 0x3c01, 0x0000), 0x3c02u);
}

TEST(Half, ChainReferenceStaysFinite)
{
    const auto one = rtb::halfChainReference(3, 512, 1);
    const auto two = rtb::halfChainReference(3, 512, 3);
    ASSERT_EQ(one, two);
    for (std::uint16_t h : one) {
        const double v = rtb::doubleFromHalf(h);
        EXPECT_TRUE(std::isfinite(v));
        EXPECT_GT(std::fabs(v), 1e-3);
    }
}

TEST(Peak, LanesPerComputeUnitByArchitecture)
{
    EXPECT_EQ(rtb::fp32LanesPerComputeUnit("cuda", "sm_90"), 128);
    EXPECT_EQ(rtb::fp32LanesPerComputeUnit("cuda", "sm_80"), 64);
    EXPECT_EQ(rtb::fp32LanesPerComputeUnit("cuda", "sm_86"), 128);
    EXPECT_EQ(rtb::fp32LanesPerComputeUnit("cuda", "sm_70"), 64);
    EXPECT_EQ(rtb::fp32LanesPerComputeUnit("hip", "gfx1030"), 64);
    EXPECT_EQ(rtb::fp32LanesPerComputeUnit("hip", "gfx908"), 64);
    EXPECT_EQ(rtb::fp32LanesPerComputeUnit("hip", "gfx90a:sramecc+:xnack-"), 128);
    EXPECT_EQ(rtb::fp32LanesPerComputeUnit("hip", "gfx1100"), 128);
    // H200: 132 SMs at 1980 MHz.
    EXPECT_NEAR(rtb::fp32PeakTflops(132, 1980.0, 128), 66.9, 0.05);
}

TEST(ErrorLog, CountsWordsBitsAndKeepsFirstAddresses)
{
    rtb::ErrorLog log;
    rtb::clearErrorLog(log);
    for (unsigned i = 0; i < 20; ++i)
        rtb::recordMismatch(log, i * 8u, 0xFFu, 0x0Fu);
    EXPECT_EQ(log.mismatchedWords, 20u);
    EXPECT_EQ(log.bitErrors, 80u);
    EXPECT_EQ(log.recorded, 20u);
    EXPECT_EQ(log.address[0], 0u);
    EXPECT_EQ(log.address[rtb::kRecordedErrors - 1], (rtb::kRecordedErrors - 1) * 8u);
    EXPECT_EQ(log.actual[3], 0x0Fu);
}

TEST(ErrorLog, HostVerifyFindsPlantedErrors)
{
    std::vector<std::uint32_t> words(1000);
    for (std::uint64_t i = 0; i < words.size(); ++i)
        words[i] = rtb::patternWord(rtb::Pattern::Random, i, 9, 2);
    EXPECT_EQ(rtb::verifyPatternOnHost(words.data(), words.size(), rtb::Pattern::Random, 9, 2).mismatchedWords, 0u);
    words[123] ^= 0x00010001u;
    words[999] ^= 0x80000000u;
    const auto log = rtb::verifyPatternOnHost(words.data(), words.size(), rtb::Pattern::Random, 9, 2);
    EXPECT_EQ(log.mismatchedWords, 2u);
    EXPECT_EQ(log.bitErrors, 3u);
    EXPECT_EQ(log.address[0], 123u * 4u);
    EXPECT_EQ(log.address[1], 999u * 4u);
}

TEST(Sgemm, ReferenceAndTolerance)
{
    const auto ref = rtb::sgemmReferenceElement(3, 5, 7, 64, 256);
    EXPECT_GT(ref.absoluteSum, std::fabs(ref.value));
    // An FP32 sum in another order passes; a flipped exponent bit does not.
    float sum = 0.0f;
    for (std::uint32_t k = 0; k < 256; ++k)
        sum = std::fmaf(rtb::uniformSigned(3, 10, 5u * 256u + k), rtb::uniformSigned(3, 11, k * 64u + 7u), sum);
    EXPECT_TRUE(rtb::withinSgemmTolerance(sum, ref, 256));
    EXPECT_FALSE(rtb::withinSgemmTolerance(sum * 2.0f + 1.0f, ref, 256));
    EXPECT_FALSE(rtb::withinSgemmTolerance(std::nanf(""), ref, 256));
}

TEST(SoftmaxCrossEntropy, KnownValuesAndGradient)
{
    const float uniform[10] = {};
    EXPECT_NEAR(rtb::softmaxCrossEntropy(uniform, 10, 3), std::log(10.0), 1e-12);
    const float logits[3] = {1000.0f, 0.0f, -1000.0f}; // stable for huge logits
    double gradient[3];
    EXPECT_NEAR(rtb::softmaxCrossEntropy(logits, 3, 0, gradient), 0.0, 1e-12);
    EXPECT_NEAR(rtb::softmaxCrossEntropy(logits, 3, 1, gradient), 1000.0, 1e-9);
    EXPECT_NEAR(gradient[0], 1.0, 1e-12);
    EXPECT_NEAR(gradient[1], -1.0, 1e-12);
    const float mixed[4] = {0.5f, -1.0f, 2.0f, 0.0f};
    rtb::softmaxCrossEntropy(mixed, 4, 2, gradient);
    double total = 0.0;
    for (int i = 0; i < 3; ++i)
        total += gradient[i];
    double g4[4];
    rtb::softmaxCrossEntropy(mixed, 4, 2, g4);
    EXPECT_NEAR(g4[0] + g4[1] + g4[2] + g4[3], 0.0, 1e-12);
    EXPECT_LT(g4[2], 0.0);
}

TEST(Statistics, Median)
{
    EXPECT_DOUBLE_EQ(rtb::median({3.0, 1.0, 2.0}), 2.0);
    EXPECT_DOUBLE_EQ(rtb::median({4.0, 1.0, 3.0, 2.0}), 2.5);
    EXPECT_DOUBLE_EQ(rtb::median({}), 0.0);
}
