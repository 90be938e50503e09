// SPDX-License-Identifier: GPL-3.0-or-later
#include "rocmtune_bench/options.hpp"

#include <gtest/gtest.h>

using rtb::parseOptions;

TEST(Options, DefaultsRunAllTests)
{
    const auto r = parseOptions({});
    ASSERT_TRUE(r.error.empty());
    EXPECT_EQ(r.options.tests.size(), rtb::knownTests().size());
    EXPECT_EQ(r.options.device, 0);
    EXPECT_EQ(r.options.fault, rtb::Fault::None);
    EXPECT_FALSE(r.options.size.has_value());
    EXPECT_FALSE(r.options.batch.has_value());
    EXPECT_FALSE(r.options.stopOnFault);
}

TEST(Options, ParsesEveryOption)
{
    const auto r = parseOptions({"--device", "1", "--tests", "gemm,compute", "--duration=2.5", "--size", "4096",
                                 "--seed", "99", "--inject-fault", "bitflip"});
    ASSERT_TRUE(r.error.empty()) << r.error;
    EXPECT_EQ(r.options.device, 1);
    ASSERT_EQ(r.options.tests.size(), 2u);
    EXPECT_EQ(r.options.tests[0], "compute"); // canonical order
    EXPECT_EQ(r.options.tests[1], "gemm");
    EXPECT_DOUBLE_EQ(r.options.durationSeconds, 2.5);
    EXPECT_EQ(r.options.size.value(), 4096u);
    EXPECT_EQ(r.options.seed, 99u);
    EXPECT_EQ(r.options.fault, rtb::Fault::Bitflip);
}

TEST(Options, AllAndDuplicatesCollapse)
{
    const auto r = parseOptions({"--tests", "train,all,train"});
    ASSERT_TRUE(r.error.empty());
    EXPECT_EQ(r.options.tests.size(), rtb::knownTests().size());
}

TEST(Options, RejectsBadArguments)
{
    EXPECT_FALSE(parseOptions({"--tests", "bogus"}).error.empty());
    EXPECT_FALSE(parseOptions({"--tests", ""}).error.empty());
    EXPECT_FALSE(parseOptions({"--duration", "-1"}).error.empty());
    EXPECT_FALSE(parseOptions({"--duration", "nan"}).error.empty());
    EXPECT_FALSE(parseOptions({"--device", "x"}).error.empty());
    EXPECT_FALSE(parseOptions({"--size", "0"}).error.empty());
    EXPECT_FALSE(parseOptions({"--seed"}).error.empty());
    EXPECT_FALSE(parseOptions({"--inject-fault", "fire"}).error.empty());
    EXPECT_FALSE(parseOptions({"--frobnicate"}).error.empty());
    EXPECT_FALSE(parseOptions({"--list=yes"}).error.empty());
}

TEST(Options, FaultNeedsItsTest)
{
    EXPECT_FALSE(parseOptions({"--tests", "compute", "--inject-fault", "nan"}).error.empty());
    EXPECT_TRUE(parseOptions({"--tests", "train", "--inject-fault", "nan"}).error.empty());
    EXPECT_TRUE(parseOptions({"--inject-fault", "memory"}).error.empty());
}

TEST(Options, FlagsAndUsage)
{
    const auto r = parseOptions({"--list", "--help", "--version"});
    ASSERT_TRUE(r.error.empty());
    EXPECT_TRUE(r.options.list && r.options.help && r.options.version);
    EXPECT_NE(rtb::usageText().find("--inject-fault"), std::string::npos);
}

TEST(Options, BatchAndStopOnFault)
{
    const auto r = parseOptions({"--tests", "train", "--batch", "4096", "--stop-on-fault"});
    ASSERT_TRUE(r.error.empty()) << r.error;
    EXPECT_EQ(r.options.batch.value(), 4096);
    EXPECT_TRUE(r.options.stopOnFault);
    EXPECT_TRUE(parseOptions({"--tests", "cnn", "--batch=1024"}).error.empty());
    EXPECT_TRUE(parseOptions({"--tests", "train", "--batch", "8192"}).error.empty());
    EXPECT_TRUE(parseOptions({"--tests", "train", "--batch", "16"}).error.empty());
    // Out of range, or above the CNN's limit while cnn runs.
    EXPECT_FALSE(parseOptions({"--tests", "train", "--batch", "15"}).error.empty());
    EXPECT_FALSE(parseOptions({"--tests", "train", "--batch", "8193"}).error.empty());
    EXPECT_FALSE(parseOptions({"--tests", "cnn", "--batch", "2048"}).error.empty());
    EXPECT_FALSE(parseOptions({"--batch", "x"}).error.empty());
    EXPECT_FALSE(parseOptions({"--stop-on-fault=1"}).error.empty());
}

TEST(Options, NanFaultTargetsTrainOrCnn)
{
    EXPECT_TRUE(parseOptions({"--tests", "cnn", "--inject-fault", "nan"}).error.empty());
    EXPECT_FALSE(parseOptions({"--tests", "gemm", "--inject-fault", "nan"}).error.empty());
    EXPECT_EQ(rtb::faultTests(rtb::Fault::Nan).size(), 2u);
    EXPECT_NE(rtb::usageText().find("--stop-on-fault"), std::string::npos);
}
