// SPDX-License-Identifier: GPL-3.0-or-later
// The protocol v2 streams recorded on an H200 (kernels/testdata) keep the
// documented shape: fault lines with their keys in order, progress lines
// with the running fault count, results whose errors equal the last fault
// count, and --stop-on-fault ending the run after the failing test.
#include <gtest/gtest.h>

#include <fstream>
#include <string>
#include <vector>

namespace {

std::vector<std::string> readLines(const std::string& name)
{
    std::ifstream in(std::string(ROCMTUNE_TESTDATA_DIR) + "/" + name);
    std::vector<std::string> lines;
    for (std::string line; std::getline(in, line);)
        lines.push_back(line);
    return lines;
}

bool has(const std::string& line, const std::string& needle)
{
    return line.find(needle) != std::string::npos;
}

// Number of `"type":"X"` lines.
int countType(const std::vector<std::string>& lines, const std::string& type)
{
    int count = 0;
    for (const auto& l : lines)
        count += has(l, "\"type\":\"" + type + "\"");
    return count;
}

void expectWellFormed(const std::vector<std::string>& lines)
{
    ASSERT_FALSE(lines.empty());
    EXPECT_TRUE(has(lines.front(), R"("type":"hello")"));
    EXPECT_TRUE(has(lines.front(), R"("protocol_version":2)"));
    EXPECT_TRUE(has(lines.back(), R"("type":"done")"));
    for (const auto& l : lines) {
        ASSERT_FALSE(l.empty());
        EXPECT_EQ(l.front(), '{');
        EXPECT_EQ(l.back(), '}');
        if (has(l, R"("type":"progress")")) {
            EXPECT_TRUE(has(l, R"(,"errors":)")) << l;
        }
        if (has(l, R"("type":"result")")) {
            EXPECT_TRUE(has(l, R"("first_fault":)") && has(l, R"("first_fault_message":)")) << l;
        }
        if (has(l, R"("type":"fault")")) {
            // Keys in the documented order.
            const auto test = l.find(R"("test":)"), kind = l.find(R"("kind":)"), count = l.find(R"("count":)"),
                       message = l.find(R"("message":)"), where = l.find(R"("where":{)"),
                       elapsed = l.find(R"("elapsed_s":)");
            ASSERT_NE(elapsed, std::string::npos) << l;
            EXPECT_TRUE(test < kind && kind < count && count < message && message < where && where < elapsed) << l;
        }
    }
}

// The index of the first line containing `needle`, or -1.
int indexOf(const std::vector<std::string>& lines, const std::string& needle)
{
    for (std::size_t i = 0; i < lines.size(); ++i)
        if (has(lines[i], needle))
            return static_cast<int>(i);
    return -1;
}

} // namespace

TEST(RecordedStreams, CleanRunHasNoFault)
{
    const auto lines = readLines("h200_v2_clean_all.jsonl");
    expectWellFormed(lines);
    EXPECT_EQ(countType(lines, "fault"), 0);
    EXPECT_EQ(countType(lines, "result"), 6);
    EXPECT_EQ(indexOf(lines, R"("pass":false)"), -1);
    EXPECT_TRUE(has(lines.back(), R"("exit_code":0)"));
}

TEST(RecordedStreams, StopOnFaultEndsAfterTheFailingTest)
{
    struct Case {
        const char* file;
        const char* test;
        const char* kind;
        const char* where;
    };
    for (const Case& c : {Case{"h200_v2_stop_on_fault_bitflip.jsonl", "gemm", "gemm_mismatch", R"("index":2097834)"},
                          Case{"h200_v2_stop_on_fault_memory.jsonl", "memory", "memory_bit_error", R"("address":"0x2aa00000")"},
                          Case{"h200_v2_stop_on_fault_nan.jsonl", "train", "nan", R"("step":6)"}}) {
        SCOPED_TRACE(c.file);
        const auto lines = readLines(c.file);
        expectWellFormed(lines);
        // One fault: a planted fault is counted once.
        ASSERT_EQ(countType(lines, "fault"), 1);
        const int fault = indexOf(lines, R"("type":"fault")");
        EXPECT_TRUE(has(lines[fault], std::string(R"("test":")") + c.test + "\""));
        EXPECT_TRUE(has(lines[fault], std::string(R"("kind":")") + c.kind + "\""));
        EXPECT_TRUE(has(lines[fault], R"("count":1,)"));
        EXPECT_TRUE(has(lines[fault], c.where)) << lines[fault];
        // The failing result follows the fault line; it is the last result.
        const int failed = indexOf(lines, R"("pass":false,"details")");
        ASSERT_GT(failed, fault);
        EXPECT_TRUE(has(lines[failed], std::string(R"("test":")") + c.test + "\""));
        EXPECT_TRUE(has(lines[failed], R"("errors":1,)"));
        for (std::size_t i = failed + 1; i < lines.size(); ++i)
            EXPECT_FALSE(has(lines[i], R"("type":"result")")) << "a test ran after the fault: " << lines[i];
        EXPECT_TRUE(has(lines.back(), R"({"type":"done","pass":false,"exit_code":1})"));
    }
}

TEST(RecordedStreams, KeepGoingCountsEachNanOnce)
{
    const auto lines = readLines("h200_v2_fault_nan_keep_going.jsonl");
    expectWellFormed(lines);
    EXPECT_EQ(countType(lines, "result"), 6);
    EXPECT_EQ(countType(lines, "fault"), 2); // train and cnn, one NaN each
    int failedResults = 0;
    for (const auto& l : lines) {
        if (has(l, R"("type":"fault")")) {
            EXPECT_TRUE(has(l, R"("kind":"nan","count":1,)")) << l;
        }
        if (has(l, R"("pass":false,"details")")) {
            ++failedResults;
            EXPECT_TRUE(has(l, R"("errors":1,)")) << l;
            EXPECT_TRUE(has(l, R"("first_fault_message":"NaN first seen at step 6 (loss), parameters corrupted from then on")")) << l;
        }
    }
    EXPECT_EQ(failedResults, 2);
    EXPECT_TRUE(has(lines.back(), R"("exit_code":1)"));
}
