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
