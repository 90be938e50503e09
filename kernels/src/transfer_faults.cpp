// SPDX-License-Identifier: GPL-3.0-or-later
#include "transfer_faults.hpp"

#include "rocmtune_bench/json_line.hpp"

#include <cstdio>

namespace rtb {

namespace {

std::string hex(std::uint64_t value)
{
    char text[24];
    std::snprintf(text, sizeof text, "0x%llx", static_cast<unsigned long long>(value));
    return text;
}

} // namespace

const char* transferPatternName(Pattern pattern)
{
    return pattern == Pattern::AddressInAddress ? "address in address" : "random";
}

void reportTransferErrors(const ErrorLog& log, const std::string& copy, const char* pattern, TestProgress& progress,
                          ReportedErrors& reported)
{
    if (log.bitErrors <= reported.bitErrors)
        return;
    const unsigned long long added = log.bitErrors - reported.bitErrors;
    std::string message = std::to_string(added) + (added == 1 ? " bit error" : " bit errors") + " in a " + copy
        + " copy (" + pattern + " pattern)";
    JsonLine where;
    where.add("copy", copy);
    if (reported.recorded < kRecordedErrors && reported.recorded < log.recorded) {
        const unsigned i = reported.recorded;
        const std::uint32_t flipped = log.expected[i] ^ log.actual[i];
        message += ", first at byte offset " + hex(log.address[i]) + ": expected " + hex(log.expected[i]) + ", read "
            + hex(log.actual[i]);
        where.add("address", hex(log.address[i])).add("expected", hex(log.expected[i])).add("actual", hex(log.actual[i]));
        if (popcount32(flipped) == 1) {
            int bit = 0;
            while (!((flipped >> bit) & 1u))
                ++bit;
            where.add("bit", bit);
        }
    }
    where.add("pattern", pattern);
    progress.faults.report("transfer_mismatch", added, message, where.str());
    reported.bitErrors = log.bitErrors;
    reported.recorded = log.recorded;
}

} // namespace rtb
