// SPDX-License-Identifier: GPL-3.0-or-later
#include "arch_support.hpp"

#include <cctype>
#include <cstdlib>
#include <sstream>

#ifndef ROCMTUNE_ARCHS_BUILT
#define ROCMTUNE_ARCHS_BUILT ""
#endif

namespace rtb {

namespace {

// "sm_90" -> 90; -1 when it is not an sm_ name.
int smNumber(const std::string& arch)
{
    if (arch.rfind("sm_", 0) != 0 || arch.size() < 5)
        return -1;
    char* end = nullptr;
    const long value = std::strtol(arch.c_str() + 3, &end, 10);
    return (end && *end == '\0' && value > 0) ? static_cast<int>(value) : -1;
}

} // namespace

std::vector<std::string> splitArchList(const std::string& list)
{
    std::vector<std::string> archs;
    std::stringstream stream(list);
    std::string item;
    while (std::getline(stream, item, ',')) {
        if (!item.empty())
            archs.push_back(item);
    }
    return archs;
}

std::string archListJson(const std::vector<std::string>& archs)
{
    std::string json = "[";
    for (const std::string& arch : archs) {
        std::string clean;
        for (char c : arch) {
            if (std::isalnum(static_cast<unsigned char>(c)) || c == '_')
                clean += c;
        }
        json += (json.size() > 1 ? ",\"" : "\"") + clean + "\"";
    }
    return json + "]";
}

std::vector<std::string> archsBuilt()
{
    return splitArchList(ROCMTUNE_ARCHS_BUILT);
}

std::string baseArch(const std::string& arch)
{
    return arch.substr(0, arch.find(':'));
}

bool archSupported(const std::string& arch, const std::vector<std::string>& built)
{
    const std::string base = baseArch(arch);
    const int sm = smNumber(base);
    for (const std::string& b : built) {
        if (b == base)
            return true;
        const int builtSm = smNumber(b);
        if (sm > 0 && builtSm > 0 && builtSm / 10 == sm / 10 && builtSm <= sm)
            return true;
    }
    return false;
}

std::string unsupportedArchMessage(const std::string& arch, const std::vector<std::string>& built)
{
    std::string list;
    for (const std::string& b : built)
        list += (list.empty() ? "" : ", ") + b;
    return "This GPU (" + baseArch(arch) + ") is not supported by this build of rocmtune-bench (built for "
        + (list.empty() ? std::string("no architecture") : list) + ")";
}

} // namespace rtb
