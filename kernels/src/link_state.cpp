// SPDX-License-Identifier: GPL-3.0-or-later
#include "link_state.hpp"

#include <dlfcn.h>

namespace rtb {

// Only reading functions are looked up: the runner cannot change a setting.
struct PcieLinkReader::Nvml {
    using Device = void*;
    void* handle = nullptr;
    Device device = nullptr;
    int (*shutdown)() = nullptr;
    int (*currentGeneration)(Device, unsigned*) = nullptr;
    int (*maxGeneration)(Device, unsigned*) = nullptr; // what the device and the system allow together
    int (*currentWidth)(Device, unsigned*) = nullptr;
    int (*maxWidth)(Device, unsigned*) = nullptr;
    bool initialised = false;

    ~Nvml()
    {
        if (initialised && shutdown)
            shutdown();
        if (handle)
            dlclose(handle);
    }
};

namespace {

template <typename F>
bool lookUp(void* handle, const char* name, F& function)
{
    function = reinterpret_cast<F>(dlsym(handle, name));
    return function != nullptr;
}

} // namespace

PcieLinkReader::PcieLinkReader(const std::string& backend, const std::string& pciBusId)
    : pciBusId_(pciBusId)
{
    if (backend != "cuda")
        return;
    auto nvml = std::make_unique<Nvml>();
    nvml->handle = dlopen("libnvidia-ml.so.1", RTLD_NOW | RTLD_LOCAL);
    if (!nvml->handle)
        return;
    int (*init)() = nullptr;
    int (*byBusId)(const char*, Nvml::Device*) = nullptr;
    if (!lookUp(nvml->handle, "nvmlInit_v2", init) || !lookUp(nvml->handle, "nvmlShutdown", nvml->shutdown)
        || !lookUp(nvml->handle, "nvmlDeviceGetHandleByPciBusId_v2", byBusId)
        || !lookUp(nvml->handle, "nvmlDeviceGetCurrPcieLinkGeneration", nvml->currentGeneration)
        || !lookUp(nvml->handle, "nvmlDeviceGetMaxPcieLinkGeneration", nvml->maxGeneration)
        || !lookUp(nvml->handle, "nvmlDeviceGetCurrPcieLinkWidth", nvml->currentWidth)
        || !lookUp(nvml->handle, "nvmlDeviceGetMaxPcieLinkWidth", nvml->maxWidth))
        return;
    if (init() != 0)
        return;
    nvml->initialised = true;
    if (byBusId(pciBusId.c_str(), &nvml->device) != 0)
        return;
    nvml_ = std::move(nvml);
}

PcieLinkReader::~PcieLinkReader() = default;

std::optional<PcieLink> PcieLinkReader::read() const
{
    if (nvml_) {
        unsigned generation = 0, maxGeneration = 0, width = 0, maxWidth = 0;
        const Nvml& n = *nvml_;
        if (n.currentGeneration(n.device, &generation) == 0 && n.maxGeneration(n.device, &maxGeneration) == 0
            && n.currentWidth(n.device, &width) == 0 && n.maxWidth(n.device, &maxWidth) == 0) {
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
