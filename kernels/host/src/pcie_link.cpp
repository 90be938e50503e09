// SPDX-License-Identifier: GPL-3.0-or-later
#include "rocmtune_bench/pcie_link.hpp"

#include <algorithm>
#include <cctype>
#include <charconv>
#include <cmath>
#include <cstdio>
#include <fstream>

namespace rtb {

namespace {

struct Generation {
    int number;
    double gigaTransfers;
    const char* name;
};
constexpr Generation kGenerations[] = {
    {1, 2.5, "PCIe 1.0"}, {2, 5.0, "PCIe 2.0"}, {3, 8.0, "PCIe 3.0"},
    {4, 16.0, "PCIe 4.0"}, {5, 32.0, "PCIe 5.0"}, {6, 64.0, "PCIe 6.0"},
};

bool sameRate(double a, double b)
{
    return std::fabs(a - b) < 0.05;
}

std::string rateText(double gigaTransfers)
{
    char text[32];
    std::snprintf(text, sizeof text, "%g GT/s", gigaTransfers);
    return text;
}

std::optional<std::string> firstLine(const std::string& path)
{
    std::ifstream in(path);
    std::string line;
    if (!in || !std::getline(in, line))
        return std::nullopt;
    return line;
}

std::optional<int> parseWidth(const std::optional<std::string>& text)
{
    if (!text)
        return std::nullopt;
    std::string_view t = *text;
    while (!t.empty() && std::isspace(static_cast<unsigned char>(t.back())))
        t.remove_suffix(1);
    int width = 0;
    const auto result = std::from_chars(t.data(), t.data() + t.size(), width);
    if (result.ec != std::errc() || result.ptr != t.data() + t.size() || width <= 0)
        return std::nullopt;
    return width;
}

} // namespace

double pcieEncodingEfficiency(double gigaTransfersPerSecond)
{
    if (gigaTransfersPerSecond <= 5.0 + 1e-9)
        return 8.0 / 10.0;
    if (gigaTransfersPerSecond <= 32.0 + 1e-9)
        return 128.0 / 130.0;
    return 242.0 / 256.0;
}

double pcieExpectedGBps(double gigaTransfersPerSecond, int width)
{
    if (!(gigaTransfersPerSecond > 0.0) || width <= 0)
        return 0.0;
    return gigaTransfersPerSecond * pcieEncodingEfficiency(gigaTransfersPerSecond) * width / 8.0 * kPciePracticalFactor;
}

std::string pcieGenerationName(double gigaTransfersPerSecond)
{
    for (const Generation& g : kGenerations)
        if (sameRate(g.gigaTransfers, gigaTransfersPerSecond))
            return g.name;
    return rateText(gigaTransfersPerSecond);
}

double pcieGenerationGTs(int generation)
{
    for (const Generation& g : kGenerations)
        if (g.number == generation)
            return g.gigaTransfers;
    return 0.0;
}

std::string pcieLinkShortfall(const PcieLink& link)
{
    const bool narrower = link.currentWidth < link.maxWidth;
    const bool slower = link.currentGTs < link.maxGTs && !sameRate(link.currentGTs, link.maxGTs);
    if (!narrower && !slower)
        return {};
    std::string text = "running at " + pcieGenerationName(link.currentGTs) + " x" + std::to_string(link.currentWidth)
        + ": the card supports ";
    if (slower)
        text += pcieGenerationName(link.maxGTs);
    if (narrower)
        text += std::string(slower ? " " : "") + "x" + std::to_string(link.maxWidth);
    return text + " - check the slot or riser";
}

std::optional<double> parsePcieSpeed(std::string_view text)
{
    while (!text.empty() && std::isspace(static_cast<unsigned char>(text.front())))
        text.remove_prefix(1);
    std::size_t digits = 0;
    while (digits < text.size() && (std::isdigit(static_cast<unsigned char>(text[digits])) || text[digits] == '.'))
        ++digits;
    if (digits == 0)
        return std::nullopt;
    const std::string number(text.substr(0, digits));
    std::string_view rest = text.substr(digits);
    while (!rest.empty() && rest.front() == ' ')
        rest.remove_prefix(1);
    if (!rest.starts_with("GT/s"))
        return std::nullopt;
    char* end = nullptr;
    const double value = std::strtod(number.c_str(), &end);
    if (end != number.c_str() + number.size() || !(value > 0.0))
        return std::nullopt;
    return value;
}

std::optional<PcieLink> readPcieLinkFromSysfs(const std::string& sysRoot, const std::string& pciBusId)
{
    std::string id = pciBusId;
    std::transform(id.begin(), id.end(), id.begin(), [](unsigned char c) { return std::tolower(c); });
    const std::string dir = sysRoot + "/bus/pci/devices/" + id + "/";
    const auto currentSpeed = firstLine(dir + "current_link_speed");
    const auto maxSpeed = firstLine(dir + "max_link_speed");
    const auto currentWidth = parseWidth(firstLine(dir + "current_link_width"));
    const auto maxWidth = parseWidth(firstLine(dir + "max_link_width"));
    const auto current = currentSpeed ? parsePcieSpeed(*currentSpeed) : std::nullopt;
    const auto maximum = maxSpeed ? parsePcieSpeed(*maxSpeed) : std::nullopt;
    if (!current || !maximum || !currentWidth || !maxWidth)
        return std::nullopt;
    PcieLink link;
    link.currentGTs = *current;
    link.maxGTs = *maximum;
    link.currentWidth = *currentWidth;
    link.maxWidth = *maxWidth;
    link.source = "sysfs";
    return link;
}

} // namespace rtb
