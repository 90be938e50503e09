// SPDX-License-Identifier: GPL-3.0-or-later
#include "nvml_device.hpp"

namespace rtb {

std::unique_ptr<NvmlDevice> NvmlDevice::open(const std::string& pciBusId, std::string& whyNot)
{
    std::unique_ptr<NvmlDevice> nvml(new NvmlDevice);
    nvml->library_ = dlopen("libnvidia-ml.so.1", RTLD_NOW | RTLD_LOCAL);
    if (!nvml->library_) {
        whyNot = "libnvidia-ml.so.1 not found";
        return nullptr;
    }
    int (*init)() = nullptr;
    int (*byBusId)(const char*, Handle*) = nullptr;
    if (!nvml->lookUp("nvmlInit_v2", init) || !nvml->lookUp("nvmlShutdown", nvml->shutdown_)
        || !nvml->lookUp("nvmlDeviceGetHandleByPciBusId_v2", byBusId)) {
        whyNot = "NVML lacks a needed function";
        return nullptr;
    }
    if (init() != 0) {
        whyNot = "nvmlInit failed";
        return nullptr;
    }
    nvml->initialised_ = true;
    if (byBusId(pciBusId.c_str(), &nvml->device_) != 0) {
        whyNot = "NVML does not know PCI device " + pciBusId;
        return nullptr;
    }
    whyNot.clear();
    return nvml;
}

NvmlDevice::~NvmlDevice()
{
    if (initialised_ && shutdown_)
        shutdown_();
    if (library_)
        dlclose(library_);
}

} // namespace rtb
