// SPDX-License-Identifier: GPL-3.0-or-later
#include "tests/tuning/integration/AmdgpuDriverText.h"

#include <cctype>
#include <cerrno>
#include <cstdlib>

namespace rocmtune::fakedriver {

Lines splitLines(const std::string &text)
{
    Lines lines;
    std::string::size_type start = 0;
    while (start < text.size()) {
        const auto end = text.find('\n', start);
        if (end == std::string::npos) {
            lines.push_back(text.substr(start));
            break;
        }
        lines.push_back(text.substr(start, end - start));
        start = end + 1;
    }
    return lines;
}

std::string joinLines(const Lines &lines)
{
    std::string text;
    for (const std::string &line : lines)
        text += line + '\n';
    return text;
}

std::string trimmed(const std::string &s)
{
    std::string::size_type a = 0, b = s.size();
    while (a < b && std::isspace(static_cast<unsigned char>(s[a])))
        ++a;
    while (b > a && std::isspace(static_cast<unsigned char>(s[b - 1])))
        --b;
    return s.substr(a, b - a);
}

// The kernel's kstrtol(str, 0, ...): the whole token must be a number.
bool parseLong(const std::string &token, long *value)
{
    if (token.empty())
        return false;
    errno = 0;
    char *end = nullptr;
    const long v = std::strtol(token.c_str(), &end, 0);
    if (errno != 0 || !end || *end != '\0')
        return false;
    *value = v;
    return true;
}

// Parameters after the command letters, split at ' ' and '\n' as
// amdgpu_set_pp_od_clk_voltage does; false on a token that is no number.
bool parseParameters(const std::string &text, std::vector<long> *out)
{
    std::string token;
    auto flush = [&]() {
        if (token.empty())
            return true;
        long v = 0;
        if (!parseLong(token, &v))
            return false;
        out->push_back(v);
        token.clear();
        return true;
    };
    for (const char c : text) {
        if (c == ' ' || c == '\n') {
            if (!flush())
                return false;
        } else {
            token += c;
        }
    }
    return flush();
}

// A section header: "OD_SCLK:", "GFXCLK:", "OD_RANGE:" (no blanks inside).
bool isHeader(const std::string &line)
{
    const std::string t = trimmed(line);
    return t.size() > 1 && t.back() == ':' && t.find(' ') == std::string::npos;
}

// Index of the header line, or -1.
int findHeader(const Lines &lines, const std::string &header)
{
    for (std::size_t i = 0; i < lines.size(); ++i) {
        if (trimmed(lines[i]) == header)
            return static_cast<int>(i);
    }
    return -1;
}

// The lines of a section (indices), up to the next header.
std::vector<int> sectionLines(const Lines &lines, int header)
{
    std::vector<int> body;
    if (header < 0)
        return body;
    for (std::size_t i = static_cast<std::size_t>(header) + 1; i < lines.size() && !isHeader(lines[i]); ++i)
        body.push_back(static_cast<int>(i));
    return body;
}

// Every signed integer in a string ("SCLK:  500Mhz  3000Mhz" -> 500, 3000).
std::vector<long> integersIn(const std::string &s)
{
    std::vector<long> values;
    for (std::size_t i = 0; i < s.size();) {
        const bool sign = s[i] == '-' && i + 1 < s.size() && std::isdigit(static_cast<unsigned char>(s[i + 1]));
        if (std::isdigit(static_cast<unsigned char>(s[i])) || sign) {
            char *end = nullptr;
            values.push_back(std::strtol(s.c_str() + i, &end, 10));
            i = static_cast<std::size_t>(end - s.c_str());
        } else {
            ++i;
        }
    }
    return values;
}

// OD_RANGE "<key>: lo hi" -> {lo, hi}.
std::optional<std::pair<long, long>> rangeOf(const Lines &lines, const std::string &key)
{
    for (const int i : sectionLines(lines, findHeader(lines, "OD_RANGE:"))) {
        const std::string t = trimmed(lines[static_cast<std::size_t>(i)]);
        if (t.rfind(key + ":", 0) != 0)
            continue;
        const std::vector<long> v = integersIn(t.substr(key.size() + 1));
        if (v.size() >= 2)
            return std::make_pair(v[0], v[1]);
    }
    return std::nullopt;
}

// "<i>: <value><unit>": the value of a level line.
std::optional<long> levelValue(const std::string &line)
{
    const auto colon = line.find(':');
    if (colon == std::string::npos)
        return std::nullopt;
    const std::vector<long> v = integersIn(line.substr(colon + 1));
    if (v.empty())
        return std::nullopt;
    return v.front();
}

// Replaces the first number after the colon, keeping the line's format
// ("1: 1249MHz" stays "1: <n>MHz").
std::string withLevelValue(const std::string &line, long value)
{
    const auto colon = line.find(':');
    std::size_t a = colon + 1;
    while (a < line.size() && !std::isdigit(static_cast<unsigned char>(line[a])) && line[a] != '-')
        ++a;
    std::size_t b = a + (a < line.size() && line[a] == '-' ? 1 : 0);
    while (b < line.size() && std::isdigit(static_cast<unsigned char>(line[b])))
        ++b;
    return line.substr(0, a) + std::to_string(value) + line.substr(b);
}

// The level line of a section with index `index` ("0: ...", "1: ...").
int levelLine(const Lines &lines, int header, long index)
{
    for (const int i : sectionLines(lines, header)) {
        const std::string t = trimmed(lines[static_cast<std::size_t>(i)]);
        const auto colon = t.find(':');
        long n = -1;
        if (colon != std::string::npos && parseLong(t.substr(0, colon), &n) && n == index)
            return i;
    }
    return -1;
}


LevelTable levelTable(const std::string &text)
{
    LevelTable t;
    t.lines = splitLines(text);
    for (std::size_t i = 0; i < t.lines.size(); ++i) {
        const std::string l = trimmed(t.lines[i]);
        if (l.empty() || !std::isdigit(static_cast<unsigned char>(l[0])) || !levelValue(l))
            continue;
        t.levelLines.push_back(static_cast<int>(i));
        if (l.find('*') != std::string::npos)
            t.currentLine = static_cast<int>(i);
    }
    return t;
}

long valueAt(const LevelTable &t, int line)
{
    return levelValue(t.lines[static_cast<std::size_t>(line)]).value_or(0);
}

} // namespace rocmtune::fakedriver
