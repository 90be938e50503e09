// SPDX-License-Identifier: GPL-3.0-or-later
#include "rocmtune_bench/transfer_check.hpp"

#include "rocmtune_bench/json_line.hpp"

#include <algorithm>
#include <thread>

namespace rtb {

namespace {

// Runs body(begin, end, part) over `threads` contiguous slices of [0, count).
template <typename Body>
void forSlices(std::uint64_t count, unsigned threads, Body body)
{
    threads = std::max(1u, threads);
    if (count < (1u << 16))
        threads = 1;
    const std::uint64_t slice = (count + threads - 1) / threads;
    std::vector<std::thread> workers;
    for (unsigned t = 1; t < threads; ++t) {
        const std::uint64_t begin = std::min(count, slice * t);
        const std::uint64_t end = std::min(count, begin + slice);
        workers.emplace_back([=, &body] { body(begin, end, t); });
    }
    body(0, std::min(count, slice), 0u);
    for (auto& w : workers)
        w.join();
}

} // namespace

Pattern transferPattern(std::uint64_t round)
{
    return (round & 1u) ? Pattern::AddressInAddress : Pattern::Random;
}

void fillPatternOnHost(std::uint32_t* words, std::uint64_t count, Pattern pattern, std::uint64_t seed, std::uint32_t pass,
                       unsigned threads)
{
    forSlices(count, threads, [&](std::uint64_t begin, std::uint64_t end, unsigned) {
        for (std::uint64_t i = begin; i < end; ++i)
            words[i] = patternWord(pattern, i, seed, pass);
    });
}

ErrorLog compareWordsOnHost(const std::uint32_t* expected, const std::uint32_t* actual, std::uint64_t count,
                            unsigned threads)
{
    threads = std::max(1u, threads);
    std::vector<ErrorLog> parts(threads);
    for (ErrorLog& p : parts)
        clearErrorLog(p);
    forSlices(count, threads, [&](std::uint64_t begin, std::uint64_t end, unsigned part) {
        ErrorLog& log = parts[part];
        for (std::uint64_t i = begin; i < end; ++i) {
            if (expected[i] != actual[i]) [[unlikely]]
                recordMismatch(log, i * 4u, expected[i], actual[i]);
        }
    });
    // Slices are in address order: the first records of the merged log are
    // the lowest offsets.
    ErrorLog merged;
    clearErrorLog(merged);
    for (const ErrorLog& p : parts) {
        merged.mismatchedWords += p.mismatchedWords;
        merged.bitErrors += p.bitErrors;
        const unsigned kept = std::min(p.recorded, kRecordedErrors);
        for (unsigned i = 0; i < kept; ++i) {
            if (merged.recorded < kRecordedErrors) {
                merged.address[merged.recorded] = p.address[i];
                merged.expected[merged.recorded] = p.expected[i];
                merged.actual[merged.recorded] = p.actual[i];
            }
            ++merged.recorded;
        }
        merged.recorded += p.recorded - kept;
    }
    return merged;
}

std::vector<int> peerTargets(int from, int devices)
{
    std::vector<int> targets;
    for (int to = 0; to < devices; ++to)
        if (to != from)
            targets.push_back(to);
    return targets;
}

std::string p2pNeedsTwoGpusMessage(int devices)
{
    return "needs two GPUs: " + std::to_string(devices) + (devices == 1 ? " is" : " are") + " visible";
}

std::string gbpsRowJson(int from, const std::vector<double>& row)
{
    std::string text = "[";
    for (std::size_t c = 0; c < row.size(); ++c) {
        if (c)
            text += ',';
        if (static_cast<int>(c) == from || !(row[c] >= 0.0)) {
            text += "null";
        } else {
            // {"v":<number>} -> <number>, written as every other number of the protocol.
            const std::string object = JsonLine().add("v", row[c]).str();
            text += object.substr(5, object.size() - 6);
        }
    }
    return text + "]";
}

} // namespace rtb
