// SPDX-License-Identifier: GPL-3.0-or-later
// Reads the PCIe link of the GPU under test, read-only: NVML on NVIDIA
// (loaded with dlopen, what nvidia-smi shows), Linux's PCI sysfs files
// otherwise (and on NVIDIA when NVML has no answer).
#pragma once

#include "rocmtune_bench/pcie_link.hpp"

#include <memory>
#include <optional>
#include <string>

namespace rtb {

class PcieLinkReader {
public:
    PcieLinkReader(const std::string& backend, const std::string& pciBusId);
    ~PcieLinkReader();
    PcieLinkReader(const PcieLinkReader&) = delete;
    PcieLinkReader& operator=(const PcieLinkReader&) = delete;

    // The link now; nullopt when neither source can tell.
    std::optional<PcieLink> read() const;
    // Why read() has no answer ("" when it has one).
    const std::string& unavailableReason() const { return reason_; }

    struct Nvml;

private:
    std::string pciBusId_;
    std::unique_ptr<Nvml> nvml_;
    mutable std::string reason_;
};

} // namespace rtb
