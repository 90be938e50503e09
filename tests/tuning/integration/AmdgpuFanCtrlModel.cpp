// SPDX-License-Identifier: GPL-3.0-or-later
// The fake driver's gpu_od/fan_ctrl files (AmdgpuDriverModel.h), modelled on
// smu_v13_0_0_od_edit_dpm_table / smu_v13_0_7 / smu_v14_0_2: an edit is
// checked against the OD_RANGE the file prints and shows at once (the file
// prints the edit table); "c" commits; "r" restores the boot value and
// commits. The committed contents are kept next to the file as
// .<name>.committed, so a test can tell an edit that was never committed.
#include "tests/tuning/integration/AmdgpuDriverModel.h"
#include "tests/tuning/integration/AmdgpuDriverText.h"

#include <cerrno>

namespace rocmtune::fakedriver {

namespace {

StoreResult refused()
{
    StoreResult r;
    r.error = EINVAL;
    return r;
}

StoreResult committedAs(const std::string &file, const std::string &content)
{
    StoreResult r;
    r.content = content;
    r.siblings["." + file + ".committed"] = content;
    return r;
}

// The OD_RANGE pair of a file: the one line after "OD_RANGE:" whose label
// starts with `label` (the curve file has two).
std::optional<std::pair<long, long>> rangeLine(const Lines &lines, const std::string &label)
{
    const int header = findHeader(lines, "OD_RANGE:");
    if (header < 0)
        return std::nullopt;
    for (std::size_t i = static_cast<std::size_t>(header) + 1; i < lines.size(); ++i) {
        if (lines[i].rfind(label, 0) != 0)
            continue;
        const auto colon = lines[i].rfind(':');
        const std::vector<long> v = integersIn(lines[i].substr(colon + 1));
        if (v.size() == 2)
            return std::make_pair(v[0], v[1]);
    }
    return std::nullopt;
}

bool inside(long value, const std::optional<std::pair<long, long>> &range)
{
    return range && value >= range->first && value <= range->second;
}

StoreResult storeCurve(const std::string &current, const std::vector<long> &p)
{
    Lines lines = splitLines(current);
    const int header = findHeader(lines, "OD_FAN_CURVE:");
    // NUM_OD_FAN_MAX_POINTS - 1 points; index, temperature, PWM.
    if (header < 0 || p.size() != 3 || p[0] < 0 || p[0] >= 5)
        return refused();
    if (!inside(p[1], rangeLine(lines, "FAN_CURVE(hotspot temp)")) || !inside(p[2], rangeLine(lines, "FAN_CURVE(fan speed)")))
        return refused();
    const int line = levelLine(lines, header, p[0]);
    if (line < 0)
        return refused();
    lines[static_cast<std::size_t>(line)] = std::to_string(p[0]) + ": " + std::to_string(p[1]) + "C " + std::to_string(p[2]) + "%";
    StoreResult r;
    r.content = joinLines(lines);
    return r;
}

StoreResult storeSingle(const std::string &current, const std::vector<long> &p)
{
    Lines lines = splitLines(current);
    const int range = findHeader(lines, "OD_RANGE:");
    if (lines.size() < 2 || range < 0 || static_cast<std::size_t>(range) + 1 >= lines.size() || p.size() != 1)
        return refused();
    const std::string &rangeText = lines[static_cast<std::size_t>(range) + 1];
    const std::vector<long> v = integersIn(rangeText.substr(rangeText.rfind(':') + 1));
    if (v.size() != 2 || p[0] < v[0] || p[0] > v[1])
        return refused();
    lines[1] = std::to_string(p[0]);
    StoreResult r;
    r.content = joinLines(lines);
    return r;
}

} // namespace

bool isFanCtrlFile(const std::string &file)
{
    return file == "fan_curve" || file == "fan_zero_rpm_enable" || file == "fan_minimum_pwm" || file == "fan_target_temperature"
           || file == "acoustic_limit_rpm_threshold" || file == "acoustic_target_rpm_threshold" || file == "fan_zero_rpm_stop_temperature";
}

StoreResult storeFanCtrl(const std::string &file, const std::string &current, const std::string &written, const DeviceView &device)
{
    const std::string text = trimmed(written);
    if (text == "c")
        return committedAs(file, current);
    if (text == "r")
        return device.bootOdTable.empty() ? refused() : committedAs(file, device.bootOdTable);
    std::vector<long> p;
    if (text.empty() || !parseParameters(text, &p))
        return refused();
    return file == "fan_curve" ? storeCurve(current, p) : storeSingle(current, p);
}

} // namespace rocmtune::fakedriver
