// SPDX-License-Identifier: GPL-3.0-or-later
#include "rocmtune_bench/options.hpp"

#include <algorithm>
#include <charconv>
#include <cmath>

namespace rtb {

const std::vector<TestInfo>& knownTests()
{
    static const std::vector<TestInfo> tests = {
        {"compute", "fp32_tflops", "TFLOP/s", "FP32 FMA chains checked bit-exactly against the CPU"},
        {"link", "link_gbps", "GB/s", "pinned host<->device copies, each byte checked; GB/s vs the PCIe link's rate"},
        {"p2p", "p2p_gbps", "GB/s", "device<->device copies between every pair of GPUs, each byte checked"},
        {"memory", "copy_gbps", "GB/s", "copy/triad bandwidth and pattern tests over free VRAM"},
        {"gemm", "sgemm_tflops", "TFLOP/s", "tiled FP32 SGEMM, repeats compared bit-for-bit"},
        {"train", "samples_per_s", "samples/s", "MLP 784-1024-1024-10 training, loss and determinism checked"},
        {"cnn", "samples_per_s", "samples/s", "MNIST CNN (2 conv, 2 fc) training, loss and determinism checked"},
        {"power", "power_tflops", "TFLOP/s", "the heaviest of SGEMM and copy loads; board power held vs the limit"},
        {"adaptive", "fp32_tflops", "TFLOP/s",
         "load stepped from 10 % to 100 % of the GPU, longest where the clock peaks: finds instability at mid load "
         "(FMA chains checked bit-exactly)"},
        {"pulse", "swing_w", "W",
         "full load and idle in turn, 2 times a second (--pulse-hz): board power swings from idle to the limit "
         "(SGEMM bursts checked bit-for-bit)"},
    };
    return tests;
}

namespace {

template <typename T>
bool parseNumber(std::string_view text, T& value)
{
    const auto* end = text.data() + text.size();
    const auto result = std::from_chars(text.data(), end, value);
    return result.ec == std::errc() && result.ptr == end;
}

bool isKnownTest(std::string_view name)
{
    const auto& tests = knownTests();
    return std::any_of(tests.begin(), tests.end(), [&](const TestInfo& t) { return t.name == name; });
}

std::string parseTests(std::string_view text, std::vector<std::string>& tests)
{
    tests.clear();
    std::vector<std::string> requested;
    while (!text.empty()) {
        const auto comma = text.find(',');
        const auto item = text.substr(0, comma);
        if (item == "all") {
            for (const auto& t : knownTests())
                requested.emplace_back(t.name);
        } else if (isKnownTest(item)) {
            requested.emplace_back(item);
        } else {
            return "unknown test '" + std::string(item) + "'";
        }
        if (comma == std::string_view::npos)
            break;
        text.remove_prefix(comma + 1);
    }
    if (requested.empty())
        return "--tests needs at least one test";
    // Run in the canonical order, each test once.
    for (const auto& t : knownTests())
        if (std::find(requested.begin(), requested.end(), t.name) != requested.end())
            tests.emplace_back(t.name);
    return {};
}

} // namespace

std::string_view faultName(Fault fault)
{
    switch (fault) {
    case Fault::Bitflip: return "bitflip";
    case Fault::Memory: return "memory";
    case Fault::Nan: return "nan";
    case Fault::Link: return "link";
    case Fault::None: break;
    }
    return "none";
}

std::vector<std::string_view> faultTests(Fault fault)
{
    switch (fault) {
    case Fault::Bitflip: return {"gemm", "adaptive", "pulse"};
    case Fault::Memory: return {"memory", "adaptive", "pulse"};
    case Fault::Nan: return {"train", "cnn", "adaptive", "pulse"};
    case Fault::Link: return {"link"};
    case Fault::None: break;
    }
    return {};
}

ParseResult parseOptions(const std::vector<std::string_view>& arguments)
{
    ParseResult result;
    Options& o = result.options;
    for (const auto& t : knownTests())
        o.tests.emplace_back(t.name);

    for (std::size_t i = 0; i < arguments.size(); ++i) {
        std::string_view arg = arguments[i];
        std::string_view value;
        bool hasInlineValue = false;
        if (const auto eq = arg.find('='); arg.starts_with("--") && eq != std::string_view::npos) {
            value = arg.substr(eq + 1);
            arg = arg.substr(0, eq);
            hasInlineValue = true;
        }
        const auto needValue = [&]() -> bool {
            if (hasInlineValue)
                return true;
            if (i + 1 >= arguments.size()) {
                result.error = std::string(arg) + " needs a value";
                return false;
            }
            value = arguments[++i];
            return true;
        };
        const auto flagWithoutValue = [&]() -> bool {
            if (hasInlineValue)
                result.error = std::string(arg) + " takes no value";
            return !hasInlineValue;
        };

        if (arg == "--help" || arg == "-h") {
            if (!flagWithoutValue())
                return result;
            o.help = true;
        } else if (arg == "--version") {
            if (!flagWithoutValue())
                return result;
            o.version = true;
        } else if (arg == "--list") {
            if (!flagWithoutValue())
                return result;
            o.list = true;
        } else if (arg == "--device") {
            if (!needValue())
                return result;
            if (!parseNumber(value, o.device) || o.device < 0) {
                result.error = "--device needs a device index >= 0";
                return result;
            }
        } else if (arg == "--tests") {
            if (!needValue())
                return result;
            if (auto error = parseTests(value, o.tests); !error.empty()) {
                result.error = error;
                return result;
            }
        } else if (arg == "--duration") {
            if (!needValue())
                return result;
            if (!parseNumber(value, o.durationSeconds) || !std::isfinite(o.durationSeconds)
                || o.durationSeconds <= 0.0 || o.durationSeconds > 86400.0) {
                result.error = "--duration needs seconds in (0, 86400]";
                return result;
            }
        } else if (arg == "--size") {
            if (!needValue())
                return result;
            std::uint64_t size = 0;
            if (!parseNumber(value, size) || size == 0) {
                result.error = "--size needs a positive integer";
                return result;
            }
            o.size = size;
        } else if (arg == "--seed") {
            if (!needValue())
                return result;
            if (!parseNumber(value, o.seed)) {
                result.error = "--seed needs an unsigned integer";
                return result;
            }
        } else if (arg == "--stop-on-fault") {
            if (!flagWithoutValue())
                return result;
            o.stopOnFault = true;
        } else if (arg == "--pulse-hz") {
            if (!needValue())
                return result;
            if (!parseNumber(value, o.pulseHz) || !std::isfinite(o.pulseHz) || o.pulseHz < kMinPulseHz
                || o.pulseHz > kMaxPulseHz) {
                result.error = "--pulse-hz needs cycles a second in [0.5, 20]";
                return result;
            }
        } else if (arg == "--batch") {
            if (!needValue())
                return result;
            int batch = 0;
            if (!parseNumber(value, batch) || batch < kMinBatch || batch > kMaxTrainBatch) {
                result.error = "--batch needs an integer in 16..8192 (cnn: 16..1024)";
                return result;
            }
            o.batch = batch;
        } else if (arg == "--inject-fault") {
            if (!needValue())
                return result;
            if (value == "bitflip")
                o.fault = Fault::Bitflip;
            else if (value == "memory")
                o.fault = Fault::Memory;
            else if (value == "nan")
                o.fault = Fault::Nan;
            else if (value == "link")
                o.fault = Fault::Link;
            else {
                result.error = "--inject-fault needs bitflip, memory, nan or link";
                return result;
            }
        } else {
            result.error = "unknown argument '" + std::string(arg) + "'";
            return result;
        }
    }

    if (o.fault != Fault::None) {
        const auto targets = faultTests(o.fault);
        const bool present = std::any_of(targets.begin(), targets.end(), [&](std::string_view t) {
            return std::find(o.tests.begin(), o.tests.end(), t) != o.tests.end();
        });
        if (!present) {
            std::string names;
            for (const auto t : targets)
                names += (names.empty() ? "" : " or ") + std::string(t);
            result.error = "--inject-fault " + std::string(faultName(o.fault)) + " needs test " + names + " in --tests";
        }
    }
    if (o.batch && *o.batch > kMaxCnnBatch && std::find(o.tests.begin(), o.tests.end(), "cnn") != o.tests.end())
        result.error = "--batch above 1024 is for train only: cnn takes 16..1024";
    return result;
}

std::string usageText()
{
    std::string text =
        "Usage: rocmtune-bench [options]\n"
        "GPU stress tests and microbenchmarks; writes one JSON object per line on stdout.\n\n"
        "  --device N              GPU index (default 0)\n"
        "  --tests LIST            comma-separated tests or 'all' (default all)\n"
        "  --duration SECONDS      run time per test (default 10)\n"
        "  --size N                memory: MiB of VRAM to test; gemm/power: matrix size N\n"
        "  --seed N                seed of all generated data (default 1)\n"
        "  --batch N               train: batch 16..8192 (default 256); cnn: 16..1024 (default 64)\n"
        "  --pulse-hz HZ           pulse: load/idle cycles a second, 0.5..20 (default 2)\n"
        "  --inject-fault KIND     bitflip (gemm, adaptive, pulse), memory (memory, adaptive, pulse),\n"
        "                          nan (train, cnn, adaptive, pulse) or link (link):\n"
        "                          plant a fault that the checks must catch\n"
        "  --stop-on-fault         end the run at the first fault (the test fails, the rest are skipped)\n"
        "  --list                  list the tests as JSON lines\n"
        "  --help                  this text\n"
        "  --version               runner and protocol version\n\n"
        "Tests:\n";
    for (const auto& t : knownTests())
        text += "  " + std::string(t.name) + std::string(t.name.size() < 10 ? 10 - t.name.size() : 1, ' ') + std::string(t.description) + "\n";
    text += "\nExit codes: 0 pass, 1 a check failed, 2 bad arguments, 3 no GPU, 4 GPU runtime error.\n";
    return text;
}

} // namespace rtb
