// SPDX-License-Identifier: GPL-3.0-or-later
// A tiny writer for one JSON object on one line (the runner's protocol).
#pragma once

#include <cstdint>
#include <string>
#include <string_view>

namespace rtb {

// Appends `text` to `out` as a quoted JSON string (control characters, quotes
// and backslashes escaped; bytes >= 0x80 are passed through as UTF-8).
void appendJsonString(std::string& out, std::string_view text);

// Appends a JSON number; NaN and infinities have no JSON form and become null.
void appendJsonNumber(std::string& out, double value);

// Builds `{"key":value,...}` with keys in insertion order. Nested objects are
// added with beginObject()/endObject(); str() returns the finished text.
class JsonLine {
public:
    JsonLine& add(std::string_view key, std::string_view value);
    JsonLine& add(std::string_view key, const char* value) { return add(key, std::string_view(value)); }
    JsonLine& add(std::string_view key, const std::string& value) { return add(key, std::string_view(value)); }
    JsonLine& add(std::string_view key, double value);
    JsonLine& add(std::string_view key, float value) { return add(key, static_cast<double>(value)); }
    JsonLine& add(std::string_view key, long long value);
    JsonLine& add(std::string_view key, unsigned long long value);
    JsonLine& add(std::string_view key, int value) { return add(key, static_cast<long long>(value)); }
    JsonLine& add(std::string_view key, unsigned value) { return add(key, static_cast<unsigned long long>(value)); }
    JsonLine& add(std::string_view key, long value) { return add(key, static_cast<long long>(value)); }
    JsonLine& add(std::string_view key, unsigned long value) { return add(key, static_cast<unsigned long long>(value)); }
    JsonLine& add(std::string_view key, bool value);
    JsonLine& addNull(std::string_view key);
    // Adds already-serialised JSON (an array built elsewhere, say) verbatim.
    JsonLine& addRaw(std::string_view key, std::string_view json);
    JsonLine& beginObject(std::string_view key);
    JsonLine& endObject();

    // The object text, closing any objects still open. No trailing newline.
    std::string str() const;

private:
    void key(std::string_view name);
    std::string text_ = "{";
    int openObjects_ = 0;
    bool needComma_ = false;
};

// Serialises a list of unsigned integers as a JSON array.
std::string jsonArray(const std::uint64_t* values, std::size_t count);

} // namespace rtb
