// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

// Text helpers of the fake amdgpu driver model (AmdgpuDriverModel.h): the
// line and number handling of the driver's sysfs tables ("OD_SCLK:",
// "<i>: <value>Mhz *", "SCLK:  500Mhz  3000Mhz"). Plain C++, no Qt: it runs
// inside the LD_PRELOAD shim.

#include <optional>
#include <string>
#include <utility>
#include <vector>

namespace rocmtune::fakedriver {

using Lines = std::vector<std::string>;

Lines splitLines(const std::string &text);
std::string joinLines(const Lines &lines); // every line ends in '\n'
std::string trimmed(const std::string &s);
// The kernel's kstrtol(str, 0, ...): the whole token must be a number.
bool parseLong(const std::string &token, long *value);
// Parameters after the command letters, split at ' ' and '\n' as
// amdgpu_set_pp_od_clk_voltage does; false on a token that is no number.
bool parseParameters(const std::string &text, std::vector<long> *out);
// A section header: "OD_SCLK:", "GFXCLK:", "OD_RANGE:" (no blanks inside).
bool isHeader(const std::string &line);
int findHeader(const Lines &lines, const std::string &header); // -1 when missing
std::vector<int> sectionLines(const Lines &lines, int header);  // up to the next header
std::vector<long> integersIn(const std::string &s);
// OD_RANGE "<key>: lo hi" -> {lo, hi}.
std::optional<std::pair<long, long>> rangeOf(const Lines &lines, const std::string &key);
// "<i>: <value><unit>": the value of a level line.
std::optional<long> levelValue(const std::string &line);
// Replaces the first number after the colon, keeping the line's format.
std::string withLevelValue(const std::string &line, long value);
// The level line of a section with index `index` ("0: ...", "1: ..."), or -1.
int levelLine(const Lines &lines, int header, long index);

// A level table ("<i>: <value>Mhz[ *]" lines) and its current ('*') line.
struct LevelTable {
    Lines lines;
    std::vector<int> levelLines;
    int currentLine = -1;
};
LevelTable levelTable(const std::string &text);
long valueAt(const LevelTable &t, int line);

} // namespace rocmtune::fakedriver
