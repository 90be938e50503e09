// SPDX-License-Identifier: GPL-3.0-or-later
#include "rocmtune_bench/json_line.hpp"

#include <charconv>
#include <cmath>
#include <cstdio>

namespace rtb {

void appendJsonString(std::string& out, std::string_view text)
{
    out.push_back('"');
    for (const char ch : text) {
        const auto byte = static_cast<unsigned char>(ch);
        switch (ch) {
        case '"': out += "\\\""; break;
        case '\\': out += "\\\\"; break;
        case '\b': out += "\\b"; break;
        case '\f': out += "\\f"; break;
        case '\n': out += "\\n"; break;
        case '\r': out += "\\r"; break;
        case '\t': out += "\\t"; break;
        default:
            if (byte < 0x20 || byte == 0x7f) {
                char escaped[8];
                std::snprintf(escaped, sizeof escaped, "\\u%04x", byte);
                out += escaped;
            } else {
                out.push_back(ch);
            }
        }
    }
    out.push_back('"');
}

void appendJsonNumber(std::string& out, double value)
{
    if (!std::isfinite(value)) {
        out += "null";
        return;
    }
    // Shortest text that reads back to the same double.
    char buffer[32];
    const auto result = std::to_chars(buffer, buffer + sizeof buffer, value);
    out.append(buffer, result.ptr);
}

void JsonLine::key(std::string_view name)
{
    if (needComma_)
        text_.push_back(',');
    appendJsonString(text_, name);
    text_.push_back(':');
    needComma_ = true;
}

JsonLine& JsonLine::add(std::string_view name, std::string_view value)
{
    key(name);
    appendJsonString(text_, value);
    return *this;
}

JsonLine& JsonLine::add(std::string_view name, double value)
{
    key(name);
    appendJsonNumber(text_, value);
    return *this;
}

JsonLine& JsonLine::add(std::string_view name, long long value)
{
    key(name);
    text_ += std::to_string(value);
    return *this;
}

JsonLine& JsonLine::add(std::string_view name, unsigned long long value)
{
    key(name);
    text_ += std::to_string(value);
    return *this;
}

JsonLine& JsonLine::add(std::string_view name, bool value)
{
    key(name);
    text_ += value ? "true" : "false";
    return *this;
}

JsonLine& JsonLine::addNull(std::string_view name)
{
    key(name);
    text_ += "null";
    return *this;
}

JsonLine& JsonLine::addRaw(std::string_view name, std::string_view json)
{
    key(name);
    text_ += json;
    return *this;
}

JsonLine& JsonLine::beginObject(std::string_view name)
{
    key(name);
    text_.push_back('{');
    needComma_ = false;
    ++openObjects_;
    return *this;
}

JsonLine& JsonLine::endObject()
{
    if (openObjects_ > 0) {
        text_.push_back('}');
        --openObjects_;
        needComma_ = true;
    }
    return *this;
}

std::string JsonLine::str() const
{
    std::string result = text_;
    result.append(static_cast<std::size_t>(openObjects_), '}');
    result.push_back('}');
    return result;
}

std::string jsonArray(const std::uint64_t* values, std::size_t count)
{
    std::string out = "[";
    for (std::size_t i = 0; i < count; ++i) {
        if (i > 0)
            out.push_back(',');
        out += std::to_string(values[i]);
    }
    out.push_back(']');
    return out;
}

} // namespace rtb
