// SPDX-License-Identifier: GPL-3.0-or-later
// Command-line options of rocmtune-bench.
#pragma once

#include <cstdint>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

namespace rtb {

enum class Fault { None, Bitflip, Memory, Nan };

struct TestInfo {
    std::string_view name;
    std::string_view metric;
    std::string_view unit;
    std::string_view description;
};

// The tests in the order `all` runs them.
const std::vector<TestInfo>& knownTests();

struct Options {
    int device = 0;
    std::vector<std::string> tests; // names from knownTests(), run order
    double durationSeconds = 10.0;  // per test
    std::optional<std::uint64_t> size; // MiB for memory, N for gemm and power
    std::uint64_t seed = 1;
    Fault fault = Fault::None;
    bool list = false;
    bool help = false;
    bool version = false;
};

struct ParseResult {
    Options options;
    std::string error; // empty when the arguments were valid
};

ParseResult parseOptions(const std::vector<std::string_view>& arguments);

std::string_view faultName(Fault fault);

// The test whose check a fault is planted in.
std::string_view faultTest(Fault fault);

std::string usageText();

} // namespace rtb
