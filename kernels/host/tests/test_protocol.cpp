// SPDX-License-Identifier: GPL-3.0-or-later
#include "rocmtune_bench/protocol.hpp"

#include <gtest/gtest.h>

#include <sstream>
#include <string>
#include <thread>

namespace {
int countLines(const std::string& text, const std::string& needle)
{
    std::istringstream in(text);
    int count = 0;
    for (std::string line; std::getline(in, line);) {
        EXPECT_EQ(line.front(), '{');
        EXPECT_EQ(line.back(), '}');
        if (line.find(needle) != std::string::npos)
            ++count;
    }
    return count;
}
} // namespace

TEST(Protocol, LinesHaveTheDocumentedFields)
{
    std::ostringstream out;
    rtb::ProtocolWriter writer(out);
    writer.progress("memory", 50.0, 123.5, "GB/s", 2);
    writer.error("no GPU", rtb::kExitNoGpu);
    writer.done(false, rtb::kExitNoGpu);
    const std::string text = out.str();
    EXPECT_NE(text.find(R"({"type":"progress","test":"memory","percent":50,"elapsed_s":)"), std::string::npos);
    EXPECT_NE(text.find(R"("throughput":123.5,"unit":"GB/s","errors":2})"), std::string::npos);
    EXPECT_NE(text.find(R"({"type":"error","message":"no GPU","code":3})"), std::string::npos);
    EXPECT_NE(text.find(R"({"type":"done","pass":false,"exit_code":3})"), std::string::npos);
}

TEST(Protocol, HeartbeatRunsWhileTouchedAndStopsWhenStale)
{
    std::ostringstream out;
    rtb::ProtocolWriter writer(out);
    {
        rtb::Heartbeat heartbeat(writer, std::chrono::milliseconds(10), std::chrono::milliseconds(60));
        for (int i = 0; i < 10; ++i) {
            heartbeat.touch();
            std::this_thread::sleep_for(std::chrono::milliseconds(10));
        }
        const int whileTouched = countLines(out.str(), "heartbeat");
        EXPECT_GE(whileTouched, 3);
        // Not touched: after 60 ms the beats stop (a hung GPU goes silent).
        std::this_thread::sleep_for(std::chrono::milliseconds(150));
        const int afterStale = countLines(out.str(), "heartbeat");
        std::this_thread::sleep_for(std::chrono::milliseconds(100));
        EXPECT_EQ(countLines(out.str(), "heartbeat"), afterStale);
    }
}

TEST(Protocol, ConcurrentWritersNeverInterleaveLines)
{
    std::ostringstream out;
    rtb::ProtocolWriter writer(out);
    std::thread other([&] {
        for (int i = 0; i < 500; ++i)
            writer.heartbeat();
    });
    for (int i = 0; i < 500; ++i)
        writer.progress("gemm", i / 5.0, 1.0, "TFLOP/s");
    other.join();
    EXPECT_EQ(countLines(out.str(), "\"type\":\"heartbeat\""), 500);
    EXPECT_EQ(countLines(out.str(), "\"type\":\"progress\""), 500);
}

TEST(Protocol, FaultLineHasTheV2Fields)
{
    std::ostringstream out;
    rtb::ProtocolWriter writer(out);
    writer.fault("gemm", "gemm_mismatch", 1, "repetition 12: 1 element differs", R"({"index":4711,"repetition":12})");
    const std::string text = out.str();
    EXPECT_EQ(rtb::kProtocolVersion, 2);
    EXPECT_EQ(text.rfind(R"({"type":"fault","test":"gemm","kind":"gemm_mismatch","count":1,)", 0), 0u) << text;
    EXPECT_NE(text.find(R"("message":"repetition 12: 1 element differs","where":{"index":4711,"repetition":12},"elapsed_s":)"),
              std::string::npos)
        << text;
    EXPECT_EQ(text.back(), '\n');
}
