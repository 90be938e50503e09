// SPDX-License-Identifier: GPL-3.0-or-later
// The PCIe link of the GPU under test (the link test): its current and
// maximum speed and width, the rate a link of that kind carries in practice,
// and the plain sentence a result gives when the link runs below its maximum.
// Host-only, no GPU runtime.
#pragma once

#include <optional>
#include <string>
#include <string_view>

namespace rtb {

struct PcieLink {
    double currentGTs = 0.0; // transfer rate per lane, GT/s (2.5, 5, 8, 16, 32, 64)
    int currentWidth = 0;    // lanes
    double maxGTs = 0.0;
    int maxWidth = 0;
    std::string source;      // "nvml", "sysfs"

    bool belowMaximum() const { return currentWidth < maxWidth || currentGTs < maxGTs; }
};

// Share of the raw bit rate that carries data: 8b/10b for 2.5 and 5 GT/s,
// 128b/130b for 8 to 32 GT/s, 242/256 (FLIT mode) for 64 GT/s.
double pcieEncodingEfficiency(double gigaTransfersPerSecond);

// What a pinned host<->device copy reaches per direction in practice, in GB/s:
//   GT/s per lane x encoding efficiency x lanes / 8 bits x kPciePracticalFactor.
// The factor (TLP headers, flow control, completions) makes Gen3 x16 about
// 13 GB/s, Gen4 x16 about 26, Gen5 x16 about 52.
inline constexpr double kPciePracticalFactor = 0.83;
double pcieExpectedGBps(double gigaTransfersPerSecond, int width);

// "PCIe 4.0" for 16 GT/s; "16 GT/s" for a rate no generation has.
std::string pcieGenerationName(double gigaTransfersPerSecond);
// Generation number (1..6) -> GT/s per lane; 0 for an unknown generation.
double pcieGenerationGTs(int generation);

// "running at PCIe 4.0 x4: the card supports x16 - check the slot or riser";
// empty when the link runs at its maximum speed and width.
std::string pcieLinkShortfall(const PcieLink& link);

// "16.0 GT/s PCIe" -> 16; nullopt when the text is no speed.
std::optional<double> parsePcieSpeed(std::string_view text);

// The link as Linux shows it under <sysRoot>/bus/pci/devices/<pciBusId>/
// (current_link_speed, current_link_width, max_link_speed, max_link_width);
// nullopt when a file is missing or unreadable. `pciBusId` as the GPU runtime
// gives it ("0000:3B:00.0"; looked up in lower case).
std::optional<PcieLink> readPcieLinkFromSysfs(const std::string& sysRoot, const std::string& pciBusId);

} // namespace rtb
