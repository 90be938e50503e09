// SPDX-License-Identifier: GPL-3.0-or-later
#include "rocmtune_bench/faults.hpp"

#include <gtest/gtest.h>

#include <sstream>
#include <limits>
#include <string>

namespace {
int countOccurrences(const std::string& text, const std::string& needle)
{
    int count = 0;
    for (auto at = text.find(needle); at != std::string::npos; at = text.find(needle, at + 1))
        ++count;
    return count;
}
} // namespace

TEST(FaultLog, EachReportIsOneLineWithTheCumulativeCount)
{
    std::ostringstream out;
    rtb::ProtocolWriter writer(out);
    rtb::FaultLog faults(writer, "memory", false);
    EXPECT_FALSE(faults.any());
    faults.report("memory_bit_error", 3, "3 bit errors, first at 0x10", R"({"address":"0x10","bit":7})");
    faults.report("memory_bit_error", 2, "2 bit errors, first at 0x40", R"({"address":"0x40"})");
    const std::string text = out.str();
    EXPECT_EQ(countOccurrences(text, R"("type":"fault")"), 2);
    EXPECT_NE(text.find(R"("count":3,)"), std::string::npos);
    EXPECT_NE(text.find(R"("count":5,)"), std::string::npos);
    EXPECT_EQ(faults.count(), 5u);
    EXPECT_FALSE(faults.stopRequested()); // not asked to stop
    // The first fault is what the result keeps.
    rtb::JsonLine details;
    faults.addTo(details);
    EXPECT_EQ(details.str(), R"({"first_fault":{"address":"0x10","bit":7},"first_fault_message":"3 bit errors, first at 0x10"})");
}

TEST(FaultLog, StopOnFaultAsksToStopAfterTheFirst)
{
    std::ostringstream out;
    rtb::ProtocolWriter writer(out);
    rtb::FaultLog faults(writer, "train", true);
    EXPECT_FALSE(faults.stopRequested());
    faults.report("nan", 0, "NaN first seen at step 6 (loss)", "");
    EXPECT_TRUE(faults.stopRequested());
    EXPECT_EQ(faults.count(), 1u); // a report counts at least one fault
    EXPECT_NE(out.str().find(R"("where":{})"), std::string::npos);
}

TEST(FaultLog, FaultLinesAfterAPlantedFaultCarryItsTime)
{
    std::ostringstream out;
    rtb::ProtocolWriter writer(out);
    rtb::FaultLog faults(writer, "gemm", false);
    faults.report("compute_mismatch", 1, "before any planting", "");
    EXPECT_EQ(out.str().find("fault_injected_at_s"), std::string::npos);
    faults.notePlanted(2.5);
    faults.report("gemm_mismatch", 1, "repetition 1: 1 element differs", "");
    const std::string text = out.str();
    EXPECT_EQ(countOccurrences(text, "fault_injected_at_s"), 1);
    EXPECT_NE(text.find(R"("fault_injected_at_s":2.5)"), std::string::npos);
}

TEST(FaultLog, CleanResultHasNullFirstFault)
{
    std::ostringstream out;
    rtb::ProtocolWriter writer(out);
    const rtb::FaultLog faults(writer, "gemm", false);
    rtb::JsonLine details;
    faults.addTo(details);
    EXPECT_EQ(details.str(), R"({"first_fault":null,"first_fault_message":null})");
    EXPECT_TRUE(out.str().empty());
}

TEST(FaultLog, FloatTextReadsBackExactly)
{
    EXPECT_EQ(rtb::floatText(1.5f), "1.5");
    EXPECT_EQ(rtb::floatText(1.50000012f), "1.5000001");
    EXPECT_EQ(std::stof(rtb::floatText(1.50000012f)), 1.50000012f);
    EXPECT_EQ(rtb::floatText(std::numeric_limits<float>::quiet_NaN()), "NaN");
}
