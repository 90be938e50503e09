// SPDX-License-Identifier: GPL-3.0-or-later
#include "rocmtune_bench/faults.hpp"

#include <charconv>
#include <cmath>
#include <utility>

namespace rtb {

FaultLog::FaultLog(ProtocolWriter& writer, std::string test, bool stopOnFault)
    : writer_(writer)
    , test_(std::move(test))
    , stopOnFault_(stopOnFault)
{
}

void FaultLog::report(std::string_view kind, std::uint64_t added, const std::string& message, const std::string& whereJson)
{
    if (added == 0)
        added = 1;
    const std::string where = whereJson.empty() ? std::string("{}") : whereJson;
    if (count_ == 0) {
        firstMessage_ = message;
        firstWhere_ = where;
    }
    count_ += added;
    writer_.fault(test_, kind, count_, message, where, plantedAt_);
}

void FaultLog::addTo(JsonLine& details) const
{
    if (count_ == 0) {
        details.addNull("first_fault").addNull("first_fault_message");
        return;
    }
    details.addRaw("first_fault", firstWhere_).add("first_fault_message", firstMessage_);
}

std::string floatText(float value)
{
    if (std::isnan(value))
        return "NaN";
    if (std::isinf(value))
        return value > 0 ? "inf" : "-inf";
    char buffer[32];
    const auto result = std::to_chars(buffer, buffer + sizeof buffer, value);
    return std::string(buffer, result.ptr);
}

} // namespace rtb
