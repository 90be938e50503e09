// SPDX-License-Identifier: GPL-3.0-or-later
// The faults one test has found (protocol v2): each is written as a `fault`
// line the moment a check finds it; the count is the test's cumulative
// number of faults (not their consequences).
#pragma once

#include "rocmtune_bench/json_line.hpp"
#include "rocmtune_bench/protocol.hpp"

#include <cstdint>
#include <string>
#include <string_view>

namespace rtb {

class FaultLog {
public:
    FaultLog(ProtocolWriter& writer, std::string test, bool stopOnFault);

    // `added` new faults of `kind` (>= 1); writes one fault line with the new
    // cumulative count. `whereJson` is a JSON object ("{}" when unknown).
    void report(std::string_view kind, std::uint64_t added, const std::string& message, const std::string& whereJson);
    // An --inject-fault fault was planted at this run-clock time: every later
    // fault line carries it ("fault_injected_at_s").
    void notePlanted(double runSeconds) { plantedAt_ = runSeconds; }

    std::uint64_t count() const { return count_; }
    bool any() const { return count_ > 0; }
    // --stop-on-fault and a fault was found: the test should end now.
    bool stopRequested() const { return stopOnFault_ && count_ > 0; }
    const std::string& firstMessage() const { return firstMessage_; }
    const std::string& firstWhere() const { return firstWhere_; }

    // Adds "first_fault" (the first fault's where object, or null) and
    // "first_fault_message" to a result's details.
    void addTo(JsonLine& details) const;

private:
    ProtocolWriter& writer_;
    std::string test_;
    bool stopOnFault_;
    std::uint64_t count_ = 0;
    std::string firstMessage_;
    std::string firstWhere_;
    double plantedAt_ = -1.0;
};

// Shortest text that reads back as the same float ("1.50000012").
std::string floatText(float value);

} // namespace rtb
