// SPDX-License-Identifier: GPL-3.0-or-later
// Host side of the link and p2p tests: the pattern a copy carries, filled and
// checked on the CPU over several threads, and the pairs of GPUs the p2p test
// copies between. No GPU runtime here.
#pragma once

#include "rocmtune_bench/checks.hpp"

#include <cstdint>
#include <string>
#include <vector>

namespace rtb {

// The patterns a copy alternates between, round by round: random words, then
// each word's own byte offset (address in address), so a copy that did not
// happen (stale data from the round before) or landed at the wrong offset
// shows as errors too.
Pattern transferPattern(std::uint64_t round);

// words[i] = patternWord(pattern, i, seed, pass), split over `threads` threads.
void fillPatternOnHost(std::uint32_t* words, std::uint64_t count, Pattern pattern, std::uint64_t seed, std::uint32_t pass,
                       unsigned threads);

// Compares `actual` with `expected` word by word over `threads` threads: the
// mismatched words, the bit errors, and the first kRecordedErrors byte
// offsets (in address order) with both words, as the GPU's ErrorLog.
ErrorLog compareWordsOnHost(const std::uint32_t* expected, const std::uint32_t* actual, std::uint64_t count,
                            unsigned threads);

// The GPUs the p2p test of GPU `from` copies to: every other one of
// `devices`. Each GPU's runner measures its own row of the matrix.
std::vector<int> peerTargets(int from, int devices);

// What the p2p test says when it cannot run ("needs two GPUs: 1 visible").
std::string p2pNeedsTwoGpusMessage(int devices);

// One row of the GB/s matrix as JSON ([null,51.2,50.9]): the GPU itself
// (index `from`) and targets not measured (negative values) are null.
std::string gbpsRowJson(int from, const std::vector<double>& row);

} // namespace rtb
