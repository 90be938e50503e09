// SPDX-License-Identifier: GPL-3.0-or-later
#include "link_state.hpp"

#include "nvml_device.hpp"

namespace rtb {

// Only reading functions are looked up: the runner cannot change a setting.
struct PcieLinkReader::Nvml {
    std::unique_ptr<NvmlDevice> device;
    int (*currentGeneration)(NvmlDevice::Handle, unsigned*) = nullptr;
    int (*maxGeneration)(NvmlDevice::Handle, unsigned*) = nullptr; // what the device and the system allow together
    int (*currentWidth)(NvmlDevice::Handle, unsigned*) = nullptr;
    int (*maxWidth)(NvmlDevice::Handle, unsigned*) = nullptr;
};

PcieLinkReader::PcieLinkReader(const std::string& backend, const std::string& pciBusId)
    : pciBusId_(pciBusId)
{
    if (backend != "cuda")
        return;
    auto nvml = std::make_unique<Nvml>();
    std::string whyNot; // without NVML, read() falls back to sysfs
    nvml->device = NvmlDevice::open(pciBusId, whyNot);
    if (!nvml->device || !nvml->device->lookUp("nvmlDeviceGetCurrPcieLinkGeneration", nvml->currentGeneration)
        || !nvml->device->lookUp("nvmlDeviceGetMaxPcieLinkGeneration", nvml->maxGeneration)
        || !nvml->device->lookUp("nvmlDeviceGetCurrPcieLinkWidth", nvml->currentWidth)
        || !nvml->device->lookUp("nvmlDeviceGetMaxPcieLinkWidth", nvml->maxWidth))
        return;
    nvml_ = std::move(nvml);
}

PcieLinkReader::~PcieLinkReader() = default;

std::optional<PcieLink> PcieLinkReader::read() const
{
    if (nvml_) {
        unsigned generation = 0, maxGeneration = 0, width = 0, maxWidth = 0;
        const Nvml& n = *nvml_;
        const NvmlDevice::Handle device = n.device->handle();
        if (n.currentGeneration(device, &generation) == 0 && n.maxGeneration(device, &maxGeneration) == 0
            && n.currentWidth(device, &width) == 0 && n.maxWidth(device, &maxWidth) == 0) {
            PcieLink link;
            link.currentGTs = pcieGenerationGTs(static_cast<int>(generation));
            link.maxGTs = pcieGenerationGTs(static_cast<int>(maxGeneration));
            link.currentWidth = static_cast<int>(width);
            link.maxWidth = static_cast<int>(maxWidth);
            link.source = "nvml";
            if (link.currentGTs > 0 && link.maxGTs > 0 && width > 0 && maxWidth > 0) {
                reason_.clear();
                return link;
            }
        }
    }
    if (auto link = readPcieLinkFromSysfs("/sys", pciBusId_)) {
        reason_.clear();
        return link;
    }
    reason_ = "the link of PCI device " + pciBusId_ + " is not readable (no NVML answer, no "
        "/sys/bus/pci/devices/<id>/current_link_speed)";
    return std::nullopt;
}

} // namespace rtb
