// SPDX-License-Identifier: GPL-3.0-or-later
#include "rocmtune_bench/json_line.hpp"

#include <gtest/gtest.h>

#include <cmath>
#include <cstdio>
#include <cstdlib>
#include <fstream>
#include <limits>
#include <string>

using rtb::JsonLine;

TEST(JsonLine, EscapesQuotesBackslashesAndControlCharacters)
{
    const std::string text = JsonLine().add("s", std::string_view("a\"b\\c\nd\te\x01" "f\x7f")).str();
    EXPECT_EQ(text, R"({"s":"a\"b\\c\nd\te\u0001f\u007f"})");
}

TEST(JsonLine, PassesUtf8Through)
{
    EXPECT_EQ(JsonLine().add("name", "Radeon\xe2\x84\xa2").str(), "{\"name\":\"Radeon\xe2\x84\xa2\"}");
}

TEST(JsonLine, NumbersRoundTripAndNonFiniteBecomesNull)
{
    const std::string text = JsonLine()
                                 .add("half", 0.5)
                                 .add("third", 1.0 / 3.0)
                                 .add("big", std::uint64_t(18446744073709551615ull))
                                 .add("neg", -42)
                                 .add("nan", std::nan(""))
                                 .add("inf", std::numeric_limits<double>::infinity())
                                 .str();
    EXPECT_EQ(text, R"({"half":0.5,"third":0.3333333333333333,"big":18446744073709551615,"neg":-42,"nan":null,"inf":null})");
}

TEST(JsonLine, NestedObjectsBoolsNullAndRaw)
{
    const std::string text = JsonLine()
                                 .add("type", "result")
                                 .beginObject("details")
                                 .add("ok", true)
                                 .beginObject("inner")
                                 .addNull("none")
                                 .endObject()
                                 .addRaw("list", "[1,2]")
                                 .endObject()
                                 .add("pass", false)
                                 .str();
    EXPECT_EQ(text, R"({"type":"result","details":{"ok":true,"inner":{"none":null},"list":[1,2]},"pass":false})");
}

TEST(JsonLine, UnclosedObjectsAreClosed)
{
    EXPECT_EQ(JsonLine().beginObject("a").add("b", 1).str(), R"({"a":{"b":1}})");
    EXPECT_EQ(JsonLine().str(), "{}");
}

TEST(JsonLine, ArrayOfIntegers)
{
    const std::uint64_t values[] = {0, 4096, 12};
    EXPECT_EQ(rtb::jsonArray(values, 3), "[0,4096,12]");
    EXPECT_EQ(rtb::jsonArray(values, 0), "[]");
}

#ifdef ROCMTUNE_PYTHON3
// A real JSON parser must accept every line, including awkward strings.
TEST(JsonLine, PythonJsonParserAcceptsLines)
{
    std::string all;
    for (int c = 1; c < 128; ++c) {
        const std::string s(1, static_cast<char>(c));
        all += JsonLine().add("type", "x").add("s", s).add("v", c * 0.1).beginObject("d").add("n", c).endObject().str() + "\n";
    }
    const std::string path = ::testing::TempDir() + "rtb_json_lines.jsonl";
    std::ofstream(path) << all;
    const std::string command = std::string(ROCMTUNE_PYTHON3)
        + " -c \"import json,sys\n"
          "n=0\n"
          "for line in open(sys.argv[1]):\n"
          "    o=json.loads(line); assert chr(o['d']['n'])==o['s']; n+=1\n"
          "assert n==127\" "
        + path;
    EXPECT_EQ(std::system(command.c_str()), 0);
    std::remove(path.c_str());
}
#endif
