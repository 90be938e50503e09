// SPDX-License-Identifier: GPL-3.0-or-later
// Command-line options of rocmtune-bench.
#pragma once

#include <cstdint>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

namespace rtb {

enum class Fault { None, Bitflip, Memory, Nan, Link };

struct TestInfo {
    std::string_view name;
    std::string_view metric;
    std::string_view unit;
    std::string_view description;
};

// The tests in the order `all` runs them.
const std::vector<TestInfo>& knownTests();

inline constexpr double kDefaultPulseHz = 2.0;
inline constexpr double kMinPulseHz = 0.5;
inline constexpr double kMaxPulseHz = 20.0;

struct Options {
    int device = 0;
    std::vector<std::string> tests; // names from knownTests(), run order
    double durationSeconds = 10.0;  // per test
    std::optional<std::uint64_t> size; // MiB for memory, N for gemm and power
    std::uint64_t seed = 1;
    Fault fault = Fault::None;
    std::optional<int> batch;       // train: 16..8192, cnn: 16..1024
    bool stopOnFault = false;       // end the run at the first fault (protocol v2)
    double pulseHz = kDefaultPulseHz; // pulse: load/idle cycles a second
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

// The tests whose checks a fault is planted in (nan: train and cnn).
std::vector<std::string_view> faultTests(Fault fault);

inline constexpr int kMinBatch = 16;
inline constexpr int kMaxTrainBatch = 8192;
inline constexpr int kMaxCnnBatch = 1024;
inline constexpr int kDefaultTrainBatch = 256;
inline constexpr int kDefaultCnnBatch = 64;

std::string usageText();

} // namespace rtb
