// SPDX-License-Identifier: GPL-3.0-or-later
#include "tests/tuning/integration/AmdgpuDriverModel.h"
#include "tests/tuning/integration/AmdgpuDriverText.h"

#include <algorithm>
#include <cctype>
#include <cerrno>
#include <cstdlib>
#include <vector>

namespace rocmtune::fakedriver {

namespace {

// The range the driver checks a new value against.
std::optional<std::pair<long, long>> enforcedRange(const Lines &lines, const std::string &key, const DeviceView &device)
{
    const auto it = device.enforcedRanges.find(key);
    if (it != device.enforcedRanges.end())
        return it->second;
    return rangeOf(lines, key);
}

StoreResult refuse()
{
    StoreResult r;
    r.error = EINVAL;
    return r;
}

StoreResult accept(std::string content)
{
    StoreResult r;
    r.content = std::move(content);
    return r;
}

std::string perfLevel(const DeviceView &device)
{
    const auto level = device.readSibling ? device.readSibling("power_dpm_force_performance_level") : std::nullopt;
    return level ? trimmed(*level) : std::string();
}

bool minAboveMax(const Lines &lines, const std::string &section)
{
    const int header = findHeader(lines, section);
    if (header < 0)
        return false;
    const int lo = levelLine(lines, header, 0), hi = levelLine(lines, header, 1);
    if (lo < 0 || hi < 0)
        return false;
    const auto a = levelValue(lines[static_cast<std::size_t>(lo)]), b = levelValue(lines[static_cast<std::size_t>(hi)]);
    return a && b && *a > *b;
}

// RDNA layout: "s"/"m" edit min (0) or max (1) of OD_SCLK/OD_MCLK in place.
StoreResult editMinMax(Lines lines, const std::string &section, const std::string &rangeKey, const std::vector<long> &p,
                       const DeviceView &device)
{
    const int header = findHeader(lines, section);
    const auto range = enforcedRange(lines, rangeKey, device);
    if (header < 0 || !range || p.empty() || p.size() % 2 != 0)
        return refuse();
    for (std::size_t i = 0; i < p.size(); i += 2) {
        const int line = (p[i] == 0 || p[i] == 1) ? levelLine(lines, header, p[i]) : -1;
        if (line < 0 || p[i + 1] < range->first || p[i + 1] > range->second)
            return refuse();
        lines[static_cast<std::size_t>(line)] = withLevelValue(lines[static_cast<std::size_t>(line)], p[i + 1]);
    }
    if (minAboveMax(lines, section))
        return refuse(); // "Invalid setting: GfxclkFmin(%u) is bigger than GfxclkFmax(%u)"
    return accept(joinLines(lines));
}

// smu_v13_0_0_print_clk_levels for a fine-grained clock: the DPM table's
// lowest and highest level with the current clock between them.
std::string fineGrainedLevels(long lo, long current, long hi)
{
    const std::string a = std::to_string(lo), b = std::to_string(current), c = std::to_string(hi);
    if (current != lo && current != hi)
        return "0: " + a + "Mhz\n1: " + b + "Mhz *\n2: " + c + "Mhz\n";
    return "0: " + a + "Mhz " + (current == lo ? "*" : "") + "\n1: " + c + "Mhz " + (current == hi ? "*" : "") + "\n";
}

// OD_SCLK / OD_MCLK min and max of an RDNA table.
std::optional<std::pair<long, long>> odMinMax(const Lines &lines, const std::string &section)
{
    const int header = findHeader(lines, section);
    const int lo = header >= 0 ? levelLine(lines, header, 0) : -1, hi = header >= 0 ? levelLine(lines, header, 1) : -1;
    if (lo < 0 || hi < 0)
        return std::nullopt;
    const auto a = levelValue(lines[static_cast<std::size_t>(lo)]), b = levelValue(lines[static_cast<std::size_t>(hi)]);
    if (!a || !b)
        return std::nullopt;
    return std::make_pair(*a, *b);
}

// pp_dpm_sclk once the GPU runs inside committed OD_SCLK limits (nullopt: unchanged).
std::optional<std::string> sclkInside(const std::string &text, std::pair<long, long> limits)
{
    const LevelTable t = levelTable(text);
    const std::size_t n = t.levelLines.size();
    if ((n != 2 && n != 3) || t.currentLine < 0)
        return std::nullopt;
    const long current = valueAt(t, t.currentLine);
    const long clamped = std::clamp(current, limits.first, std::max(limits.first, limits.second));
    if (clamped == current)
        return std::nullopt;
    return fineGrainedLevels(valueAt(t, t.levelLines.front()), clamped, valueAt(t, t.levelLines.back()));
}

// pp_dpm_mclk (discrete levels): the '*' moves to the highest level inside
// committed OD_MCLK limits when the current one lies outside them.
std::optional<std::string> mclkInside(const std::string &text, std::pair<long, long> limits)
{
    LevelTable t = levelTable(text);
    if (t.currentLine < 0)
        return std::nullopt;
    const long current = valueAt(t, t.currentLine);
    int target = -1;
    for (const int i : t.levelLines) {
        const long v = valueAt(t, i);
        if (v >= limits.first && v <= limits.second)
            target = i;
    }
    if ((current >= limits.first && current <= limits.second) || target < 0)
        return std::nullopt;
    for (const int i : t.levelLines) {
        std::string &l = t.lines[static_cast<std::size_t>(i)];
        const auto star = l.find('*');
        if (star != std::string::npos)
            l.erase(star, 1); // "1249Mhz *" -> "1249Mhz ", the style of the other lines
        if (i == target)
            l = (!l.empty() && l.back() == ' ' ? l : l + " ") + "*";
    }
    return joinLines(t.lines);
}

// A committed RDNA table, with the clock files it changes.
StoreResult committed(const Lines &od, const DeviceView &device)
{
    StoreResult r = accept(joinLines(od));
    if (!device.readSibling)
        return r;
    const auto sclk = odMinMax(od, "OD_SCLK:"), mclk = odMinMax(od, "OD_MCLK:");
    const auto sclkText = sclk ? device.readSibling("pp_dpm_sclk") : std::nullopt;
    const auto mclkText = mclk ? device.readSibling("pp_dpm_mclk") : std::nullopt;
    if (sclkText) {
        if (const auto text = sclkInside(*sclkText, *sclk))
            r.siblings["pp_dpm_sclk"] = *text;
    }
    if (mclkText) {
        if (const auto text = mclkInside(*mclkText, *mclk))
            r.siblings["pp_dpm_mclk"] = *text;
    }
    return r;
}

// One value under `header` ("OD_VDDGFX_OFFSET:" -> "0mV"), set to p[0]
// when it lies inside the OD_RANGE line `rangeKey`; the unit stays.
StoreResult editSingleValue(const Lines &lines, const char *header, const char *rangeKey, const std::vector<long> &p)
{
    Lines out = lines;
    const auto body = sectionLines(out, findHeader(out, header));
    const auto range = rangeOf(out, rangeKey);
    if (body.empty() || !range || p.size() != 1 || p[0] < range->first || p[0] > range->second)
        return refuse();
    std::string &line = out[static_cast<std::size_t>(body.front())];
    line = std::to_string(p[0]) + line.substr(line.find_first_not_of("-0123456789"));
    return accept(joinLines(out));
}

StoreResult storeRdnaOd(const Lines &lines, const std::string &command, const std::vector<long> &p, const DeviceView &device)
{
    // RDNA4 (smu_v14_0_2 since "Fix and simplify RDNA4 overdrive", 2025): "s <offset>" sets OD_SCLK_OFFSET, one
    // value inside SCLK_OFFSET; an index ("s 1 <offset>", the older form) is EINVAL ("invalid number of input
    // parameters").
    if (command == "s" && findHeader(lines, "OD_SCLK_OFFSET:") >= 0)
        return editSingleValue(lines, "OD_SCLK_OFFSET:", "SCLK_OFFSET", p);
    if (command == "s")
        return editMinMax(lines, "OD_SCLK:", "SCLK", p, device);
    if (command == "m")
        return editMinMax(lines, "OD_MCLK:", "MCLK", p, device);
    if (command == "vo")
        return editSingleValue(lines, "OD_VDDGFX_OFFSET:", "VDDGFX_OFFSET", p);
    if (command == "vc") {
        Lines out = lines;
        const int header = findHeader(out, "OD_VDDC_CURVE:");
        const int line = header >= 0 && p.size() == 3 ? levelLine(out, header, p[0]) : -1;
        if (line < 0)
            return refuse();
        // Appended piece by piece: GCC 12 at -O3 warns (-Wrestrict, a false
        // positive) on "[" + std::to_string(...).
        std::string point(1, '[');
        point += std::to_string(p[0]);
        point += ']';
        const auto clock = rangeOf(out, "VDDC_CURVE_SCLK" + point), volt = rangeOf(out, "VDDC_CURVE_VOLT" + point);
        if ((clock && (p[1] < clock->first || p[1] > clock->second)) || (volt && (p[2] < volt->first || p[2] > volt->second)))
            return refuse();
        // "0: 700Mhz 800mV": the clock, then the voltage.
        const std::string &old = out[static_cast<std::size_t>(line)];
        const auto colon = old.find(':');
        out[static_cast<std::size_t>(line)] = old.substr(0, colon + 2) + std::to_string(p[1]) + "Mhz " + std::to_string(p[2]) + "mV";
        return accept(joinLines(out));
    }
    if (command == "r") // restores and commits (falls through to the commit in smu_v13_0_0)
        return p.empty() && !device.bootOdTable.empty() ? committed(splitLines(device.bootOdTable), device) : refuse();
    if (command == "c") {
        if (!p.empty() || minAboveMax(lines, "OD_SCLK:") || minAboveMax(lines, "OD_MCLK:"))
            return refuse();
        return committed(lines, device);
    }
    return refuse();
}

// Aldebaran: "0: <min>Mhz \n1: <current>Mhz *\n2: <max>Mhz \n", or two lines
// when the current clock sits on min or max.
Lines aldebaranLevels(long minMhz, long currentMhz, long maxMhz)
{
    auto line = [](int i, long mhz, bool current) { return std::to_string(i) + ": " + std::to_string(mhz) + "Mhz " + (current ? "*" : ""); };
    currentMhz = std::clamp(currentMhz, minMhz, maxMhz);
    if (currentMhz == minMhz || currentMhz == maxMhz)
        return {line(0, minMhz, currentMhz == minMhz), line(1, maxMhz, currentMhz != minMhz)};
    return {line(0, minMhz, false), line(1, currentMhz, true), line(2, maxMhz, false)};
}

// The GFXCLK section's level lines, as pp_dpm_sclk prints them.
std::string gfxclkBody(const Lines &lines)
{
    Lines body;
    for (const int i : sectionLines(lines, findHeader(lines, "GFXCLK:")))
        body.push_back(lines[static_cast<std::size_t>(i)]);
    return joinLines(body);
}

StoreResult storeAldebaranOd(const Lines &lines, const std::string &command, const std::vector<long> &p, const DeviceView &device)
{
    if (perfLevel(device) != "manual")
        return refuse(); // "pp_od_clk_voltage is not accessible if power_dpm_force_performance_level is not in manual mode!"
    const int header = findHeader(lines, "GFXCLK:");
    const auto range = enforcedRange(lines, "SCLK", device);
    const std::vector<int> body = sectionLines(lines, header);
    if (body.empty() || !range || !device.stagedSclkMin || !device.stagedSclkMax)
        return refuse();
    long currentMin = 0, currentMax = 0, current = 0;
    for (std::size_t k = 0; k < body.size(); ++k) {
        const std::string &line = lines[static_cast<std::size_t>(body[k])];
        const long v = levelValue(line).value_or(0);
        if (k == 0)
            currentMin = v;
        currentMax = v;
        if (line.find('*') != std::string::npos)
            current = v;
    }
    if (command == "s") {
        if (p.size() != 2 || (p[0] != 0 && p[0] != 1) || p[1] < range->first || p[1] > range->second)
            return refuse();
        (p[0] == 0 ? *device.stagedSclkMin : *device.stagedSclkMax) = p[1];
        return accept(joinLines(lines));
    }
    if (command == "r") {
        *device.stagedSclkMin = *device.stagedSclkMax = -1;
        if (!p.empty() || device.bootOdTable.empty())
            return refuse();
        StoreResult r = accept(device.bootOdTable);
        r.siblings["pp_dpm_sclk"] = gfxclkBody(splitLines(device.bootOdTable));
        return r;
    }
    if (command == "c") {
        const long lo = *device.stagedSclkMin >= 0 ? *device.stagedSclkMin : currentMin;
        const long hi = *device.stagedSclkMax >= 0 ? *device.stagedSclkMax : currentMax;
        if (!p.empty() || lo > hi)
            return refuse();
        *device.stagedSclkMin = *device.stagedSclkMax = -1;
        Lines out(lines.begin(), lines.begin() + body.front());
        const Lines levels = aldebaranLevels(lo, current, hi);
        out.insert(out.end(), levels.begin(), levels.end());
        out.insert(out.end(), lines.begin() + body.back() + 1, lines.end());
        StoreResult r = accept(joinLines(out));
        r.siblings["pp_dpm_sclk"] = joinLines(levels); // the same print code (aldebaran_emit_clk_levels)
        return r;
    }
    return refuse(); // no "m", "vc", "vo" on Aldebaran
}

StoreResult storeOdClockVoltage(const std::string &current, const std::string &written, const DeviceView &device)
{
    if (written.empty() || written.size() > 127)
        return refuse();
    std::string command;
    std::size_t skip = 1;
    if (written.rfind("vc", 0) == 0 || written.rfind("vo", 0) == 0) {
        command = written.substr(0, 2);
        skip = 2;
    } else if (std::string("smrc").find(written[0]) != std::string::npos) {
        command = written.substr(0, 1);
    } else {
        return refuse();
    }
    std::vector<long> p;
    if (!parseParameters(written.substr(skip), &p))
        return refuse();
    const Lines lines = splitLines(current);
    if (findHeader(lines, "OD_SCLK:") >= 0 || findHeader(lines, "OD_MCLK:") >= 0 || findHeader(lines, "OD_VDDC_CURVE:") >= 0)
        return storeRdnaOd(lines, command, p, device);
    if (findHeader(lines, "GFXCLK:") >= 0)
        return storeAldebaranOd(lines, command, p, device);
    return refuse();
}

StoreResult storeDpmMask(const std::string &current, const std::string &written, const DeviceView &device)
{
    // amdgpu_read_mask: indices separated by ' ' or '\n'; an empty token ends it.
    unsigned long long mask = 0;
    std::string token;
    bool ended = false;
    auto take = [&]() {
        if (token.empty()) {
            ended = true;
            return true;
        }
        long level = 0;
        if (!parseLong(token, &level) || level < 0 || level > 31)
            return false;
        mask |= 1ull << level;
        token.clear();
        return true;
    };
    for (const char c : written) {
        if (ended)
            break;
        if (c == ' ' || c == '\n') {
            if (!take())
                return refuse();
        } else {
            token += c;
        }
    }
    if (!ended && !take())
        return refuse();
    if (mask == 0 || perfLevel(device) != "manual")
        return refuse(); // "force clock level is for dpm manual mode only."
    Lines lines = splitLines(current);
    std::vector<int> levels;
    for (std::size_t i = 0; i < lines.size(); ++i) {
        if (levelValue(lines[i]) && std::isdigit(static_cast<unsigned char>(trimmed(lines[i])[0])))
            levels.push_back(static_cast<int>(i));
    }
    int highest = -1;
    for (int bit = 0; bit < 64; ++bit) {
        if (mask & (1ull << bit))
            highest = bit;
    }
    if (highest >= static_cast<int>(levels.size()))
        return refuse();
    // Non-current lines keep the table's style: "%uMhz \n" or "%uMhz\n".
    bool trailingBlank = false;
    for (const int i : levels) {
        const std::string &l = lines[static_cast<std::size_t>(i)];
        if (l.find('*') == std::string::npos && !l.empty() && l.back() == ' ')
            trailingBlank = true;
    }
    for (std::size_t k = 0; k < levels.size(); ++k) {
        std::string &l = lines[static_cast<std::size_t>(levels[k])];
        auto unit = l.find("hz");
        if (unit == std::string::npos)
            unit = l.find("Hz");
        const std::string base = unit == std::string::npos ? trimmed(l) : l.substr(0, unit + 2);
        l = base + (static_cast<int>(k) == highest ? " *" : (trailingBlank ? " " : ""));
    }
    return accept(joinLines(lines));
}

StoreResult storePerfLevel(const std::string &written)
{
    static const char *kLevels[] = {"auto", "low", "high", "manual", "profile_standard", "profile_min_sclk",
                                    "profile_min_mclk", "profile_peak", "perf_determinism", "profile_exit"};
    const std::string t = trimmed(written);
    for (const char *level : kLevels) {
        if (t == level)
            return accept(t + "\n");
    }
    return refuse();
}

StoreResult storePowerProfile(const std::string &current, const std::string &written)
{
    std::vector<long> p;
    if (!parseParameters(written, &p) || p.empty())
        return refuse();
    Lines lines = splitLines(current);
    bool found = false;
    for (std::string &line : lines) {
        // " 5        COMPUTE :" / " 0 BOOTUP_DEFAULT*:" (clock rows hold '(').
        const std::string t = trimmed(line);
        if (t.empty() || line.find('(') != std::string::npos || line.size() < 2 || line.back() != ':')
            continue;
        const auto blank = t.find(' ');
        long index = -1;
        if (blank == std::string::npos || !parseLong(t.substr(0, blank), &index))
            continue;
        line[line.size() - 2] = index == p[0] ? '*' : ' ';
        found = found || index == p[0];
    }
    return found ? accept(joinLines(lines)) : refuse();
}

std::optional<long long> hwmonNumber(const DeviceView &device, const std::string &name)
{
    const auto text = device.readHwmon ? device.readHwmon(name) : std::nullopt;
    long long v = 0;
    if (!text)
        return std::nullopt;
    errno = 0;
    char *end = nullptr;
    v = std::strtoll(text->c_str(), &end, 10);
    if (errno != 0 || end == text->c_str())
        return std::nullopt;
    return v;
}

StoreResult storePowerCap(const std::string &written, const DeviceView &device)
{
    long long microwatts = 0;
    errno = 0;
    char *end = nullptr;
    const std::string t = trimmed(written);
    microwatts = std::strtoll(t.c_str(), &end, 10);
    if (t.empty() || errno != 0 || *end != '\0' || microwatts < 0)
        return refuse();
    const auto max = hwmonNumber(device, "power1_cap_max"), min = hwmonNumber(device, "power1_cap_min");
    if ((max && microwatts > *max) || (min && microwatts < *min))
        return refuse(); // "New power limit (%d) is over the max allowed %d"
    return accept(std::to_string(microwatts / 1000000 * 1000000) + "\n");
}

StoreResult storeSclkOd(const std::string &written)
{
    long percent = 0;
    if (!parseLong(trimmed(written), &percent) || percent < 0)
        return refuse();
    return accept(std::to_string(std::min(percent, 20L)) + "\n");
}

} // namespace

bool isModelled(const std::string &file)
{
    return file == "pp_od_clk_voltage" || file == "pp_dpm_sclk" || file == "pp_dpm_mclk" || file == "power_dpm_force_performance_level"
           || file == "pp_power_profile_mode" || file == "power1_cap" || file == "pp_sclk_od" || isFanCtrlFile(file);
}

StoreResult store(const std::string &file, const std::string &current, const std::string &written, const DeviceView &device)
{
    if (file == "pp_od_clk_voltage")
        return storeOdClockVoltage(current, written, device);
    if (file == "pp_dpm_sclk" || file == "pp_dpm_mclk")
        return storeDpmMask(current, written, device);
    if (file == "power_dpm_force_performance_level")
        return storePerfLevel(written);
    if (file == "pp_power_profile_mode")
        return storePowerProfile(current, written);
    if (file == "power1_cap")
        return storePowerCap(written, device);
    if (file == "pp_sclk_od")
        return storeSclkOd(written);
    if (isFanCtrlFile(file))
        return storeFanCtrl(file, current, written, device);
    return accept(written);
}

} // namespace rocmtune::fakedriver
