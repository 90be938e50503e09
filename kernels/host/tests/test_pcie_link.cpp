// SPDX-License-Identifier: GPL-3.0-or-later
// The link test's host side: expected PCIe rates, the shortfall sentence,
// links read from fake sysfs trees, the CPU pattern check and the p2p pairs.
#include "rocmtune_bench/pcie_link.hpp"
#include "rocmtune_bench/transfer_check.hpp"

#include <gtest/gtest.h>

#include <filesystem>
#include <fstream>
#include <unistd.h>

using namespace rtb;

TEST(PcieLink, ExpectedRatesOfCommonLinks)
{
    // GT/s x encoding x lanes / 8 x 0.83
    EXPECT_NEAR(pcieExpectedGBps(8.0, 16), 13.07, 0.01);
    EXPECT_NEAR(pcieExpectedGBps(16.0, 16), 26.15, 0.01);
    EXPECT_NEAR(pcieExpectedGBps(32.0, 16), 52.30, 0.01);
    EXPECT_NEAR(pcieExpectedGBps(16.0, 4), 6.54, 0.01);
    EXPECT_NEAR(pcieExpectedGBps(2.5, 16), 3.32, 0.01); // 8b/10b
    EXPECT_NEAR(pcieExpectedGBps(5.0, 16), 6.64, 0.01);
    EXPECT_DOUBLE_EQ(pcieEncodingEfficiency(64.0), 242.0 / 256.0);
    EXPECT_EQ(pcieExpectedGBps(0.0, 16), 0.0);
    EXPECT_EQ(pcieExpectedGBps(16.0, 0), 0.0);
}

TEST(PcieLink, GenerationNames)
{
    EXPECT_EQ(pcieGenerationName(2.5), "PCIe 1.0");
    EXPECT_EQ(pcieGenerationName(16.0), "PCIe 4.0");
    EXPECT_EQ(pcieGenerationName(32.0), "PCIe 5.0");
    EXPECT_EQ(pcieGenerationName(12.0), "12 GT/s");
    EXPECT_EQ(pcieGenerationGTs(4), 16.0);
    EXPECT_EQ(pcieGenerationGTs(1), 2.5);
    EXPECT_EQ(pcieGenerationGTs(9), 0.0);
}

TEST(PcieLink, ShortfallSaysWhatTheCardSupports)
{
    PcieLink link{16.0, 4, 16.0, 16, "sysfs"};
    EXPECT_TRUE(link.belowMaximum());
    EXPECT_EQ(pcieLinkShortfall(link), "running at PCIe 4.0 x4: the card supports x16 - check the slot or riser");
    link = PcieLink{2.5, 16, 16.0, 16, "sysfs"};
    EXPECT_EQ(pcieLinkShortfall(link), "running at PCIe 1.0 x16: the card supports PCIe 4.0 - check the slot or riser");
    link = PcieLink{2.5, 8, 32.0, 16, "nvml"};
    EXPECT_EQ(pcieLinkShortfall(link), "running at PCIe 1.0 x8: the card supports PCIe 5.0 x16 - check the slot or riser");
    link = PcieLink{32.0, 16, 32.0, 16, "nvml"};
    EXPECT_FALSE(link.belowMaximum());
    EXPECT_EQ(pcieLinkShortfall(link), "");
}

TEST(PcieLink, ParsesSpeedTexts)
{
    EXPECT_EQ(parsePcieSpeed("16.0 GT/s PCIe").value(), 16.0);
    EXPECT_EQ(parsePcieSpeed("2.5 GT/s PCIe\n").value(), 2.5);
    EXPECT_EQ(parsePcieSpeed("8 GT/s").value(), 8.0);
    EXPECT_FALSE(parsePcieSpeed("Unknown").has_value());
    EXPECT_FALSE(parsePcieSpeed("Unknown speed").has_value());
    EXPECT_FALSE(parsePcieSpeed("16.0 Gb/s").has_value());
    EXPECT_FALSE(parsePcieSpeed("").has_value());
}

namespace {

class FakeSysfs : public ::testing::Test {
protected:
    void SetUp() override
    {
        root = std::filesystem::temp_directory_path() / ("rtb-pcie-" + std::to_string(::getpid()));
        std::filesystem::remove_all(root);
    }
    void TearDown() override { std::filesystem::remove_all(root); }
    void device(const std::string& bdf, const char* cur, const char* curWidth, const char* max, const char* maxWidth)
    {
        const auto dir = root / "bus/pci/devices" / bdf;
        std::filesystem::create_directories(dir);
        const auto put = [&](const char* name, const char* text) {
            if (text)
                std::ofstream(dir / name) << text;
        };
        put("current_link_speed", cur);
        put("current_link_width", curWidth);
        put("max_link_speed", max);
        put("max_link_width", maxWidth);
    }
    std::filesystem::path root;
};

} // namespace

TEST_F(FakeSysfs, ReadsADegradedLink)
{
    device("0000:03:00.0", "16.0 GT/s PCIe\n", "4\n", "16.0 GT/s PCIe\n", "16\n");
    const auto link = readPcieLinkFromSysfs(root.string(), "0000:03:00.0");
    ASSERT_TRUE(link.has_value());
    EXPECT_EQ(link->currentGTs, 16.0);
    EXPECT_EQ(link->currentWidth, 4);
    EXPECT_EQ(link->maxWidth, 16);
    EXPECT_EQ(link->source, "sysfs");
    EXPECT_EQ(pcieLinkShortfall(*link), "running at PCIe 4.0 x4: the card supports x16 - check the slot or riser");
}

TEST_F(FakeSysfs, RuntimeBusIdsInUpperCaseAreFound)
{
    device("0000:3b:00.0", "2.5 GT/s PCIe\n", "16\n", "32.0 GT/s PCIe\n", "16\n");
    const auto link = readPcieLinkFromSysfs(root.string(), "0000:3B:00.0");
    ASSERT_TRUE(link.has_value());
    EXPECT_EQ(link->currentGTs, 2.5);
    EXPECT_EQ(link->maxGTs, 32.0);
}

TEST_F(FakeSysfs, MissingOrUnknownFilesGiveNoLink)
{
    device("0000:01:00.0", "16.0 GT/s PCIe\n", nullptr, "16.0 GT/s PCIe\n", "16\n");
    EXPECT_FALSE(readPcieLinkFromSysfs(root.string(), "0000:01:00.0").has_value());
    device("0000:02:00.0", "Unknown\n", "16\n", "16.0 GT/s PCIe\n", "16\n");
    EXPECT_FALSE(readPcieLinkFromSysfs(root.string(), "0000:02:00.0").has_value());
    device("0000:04:00.0", "16.0 GT/s PCIe\n", "0\n", "16.0 GT/s PCIe\n", "16\n");
    EXPECT_FALSE(readPcieLinkFromSysfs(root.string(), "0000:04:00.0").has_value());
    EXPECT_FALSE(readPcieLinkFromSysfs(root.string(), "0000:09:00.0").has_value());
}

TEST(TransferCheck, PatternsAlternateRandomAndAddress)
{
    EXPECT_EQ(transferPattern(0), Pattern::Random);
    EXPECT_EQ(transferPattern(1), Pattern::AddressInAddress);
    EXPECT_EQ(transferPattern(2), Pattern::Random);
}

TEST(TransferCheck, HostFillMatchesThePatternAndCompareFindsEveryFlip)
{
    const std::uint64_t count = (1u << 18) + 5; // several slices, an odd tail
    std::vector<std::uint32_t> expected(count), actual(count);
    fillPatternOnHost(expected.data(), count, Pattern::Random, 7, 3, 4);
    for (std::uint64_t i : {std::uint64_t(0), count / 2, count - 1})
        EXPECT_EQ(expected[i], patternWord(Pattern::Random, i, 7, 3));
    actual = expected;
    const ErrorLog clean = compareWordsOnHost(expected.data(), actual.data(), count, 4);
    EXPECT_EQ(clean.mismatchedWords, 0u);
    EXPECT_EQ(clean.recorded, 0u);

    // Flips in the last slice first: records must still come out in address order.
    actual[count - 1] ^= 1u << 31;
    actual[count / 2] ^= 0x3u;
    actual[1] ^= 1u << 7;
    const ErrorLog log = compareWordsOnHost(expected.data(), actual.data(), count, 4);
    EXPECT_EQ(log.mismatchedWords, 3u);
    EXPECT_EQ(log.bitErrors, 4u);
    ASSERT_EQ(log.recorded, 3u);
    EXPECT_EQ(log.address[0], 4u);
    EXPECT_EQ(log.address[1], (count / 2) * 4);
    EXPECT_EQ(log.address[2], (count - 1) * 4);
    EXPECT_EQ(log.expected[0], expected[1]);
    EXPECT_EQ(log.actual[0], expected[1] ^ (1u << 7));
}

TEST(TransferCheck, StaleRoundIsCaught)
{
    // A copy that did not happen leaves the previous round's words.
    const std::uint64_t count = 4096;
    std::vector<std::uint32_t> round0(count), round1(count);
    fillPatternOnHost(round0.data(), count, transferPattern(0), 1, 0, 1);
    fillPatternOnHost(round1.data(), count, transferPattern(1), 1, 0, 1);
    const ErrorLog log = compareWordsOnHost(round1.data(), round0.data(), count, 2);
    EXPECT_GT(log.mismatchedWords, count * 9 / 10);
    EXPECT_EQ(log.recorded, log.mismatchedWords); // counts every record, keeps the first 16
}

TEST(TransferCheck, MoreRecordsThanKeptAreCountedAcrossSlices)
{
    const std::uint64_t count = 1u << 17;
    std::vector<std::uint32_t> expected(count, 0u), actual(count, 1u);
    const ErrorLog log = compareWordsOnHost(expected.data(), actual.data(), count, 3);
    EXPECT_EQ(log.mismatchedWords, count);
    EXPECT_EQ(log.recorded, count);
    for (unsigned i = 0; i < kRecordedErrors; ++i)
        EXPECT_EQ(log.address[i], i * 4u);
}

TEST(P2p, TargetsAndMessage)
{
    EXPECT_TRUE(peerTargets(0, 1).empty());
    EXPECT_EQ(peerTargets(1, 3), (std::vector<int>{0, 2}));
    EXPECT_EQ(peerTargets(0, 2), (std::vector<int>{1}));
    EXPECT_EQ(p2pNeedsTwoGpusMessage(1), "needs two GPUs: 1 is visible");
    EXPECT_EQ(p2pNeedsTwoGpusMessage(0), "needs two GPUs: 0 are visible");
}

TEST(P2p, RowJsonHasNullForItself)
{
    EXPECT_EQ(gbpsRowJson(0, {0.0, 51.5}), "[null,51.5]");
    EXPECT_EQ(gbpsRowJson(1, {50.25, 0.0, -1.0}), "[50.25,null,null]");
    EXPECT_EQ(gbpsRowJson(0, {}), "[]");
}
