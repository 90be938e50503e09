// SPDX-License-Identifier: GPL-3.0-or-later
// NVML opened for one GPU, the one way the runner's readers (board power,
// PCIe link) do it: libnvidia-ml.so.1 loaded at run time (dlopen, no
// link-time dependency), nvmlInit, the device's handle found by its PCI bus
// id. Callers look up only reading functions: the runner cannot change a
// setting.
#pragma once

#include <dlfcn.h>

#include <memory>
#include <string>

namespace rtb {

// Looks `name` up in a library opened with dlopen; false when it lacks it.
template <typename F>
bool lookUp(void* library, const char* name, F& function)
{
    function = reinterpret_cast<F>(dlsym(library, name));
    return function != nullptr;
}

class NvmlDevice {
public:
    using Handle = void*; // nvmlDevice_t

    // NVML's device at `pciBusId` ("0000:3b:00.0"), or nullptr with `whyNot`
    // saying why: "libnvidia-ml.so.1 not found", "NVML lacks a needed
    // function", "nvmlInit failed", "NVML does not know PCI device <id>".
    static std::unique_ptr<NvmlDevice> open(const std::string& pciBusId, std::string& whyNot);
    ~NvmlDevice(); // nvmlShutdown when initialised, then dlclose
    NvmlDevice(const NvmlDevice&) = delete;
    NvmlDevice& operator=(const NvmlDevice&) = delete;

    Handle handle() const { return device_; }
    // A function of the library, e.g. lookUp("nvmlDeviceGetPowerUsage", f).
    template <typename F>
    bool lookUp(const char* name, F& function) const
    {
        return rtb::lookUp(library_, name, function);
    }

private:
    NvmlDevice() = default;
    void* library_ = nullptr;
    int (*shutdown_)() = nullptr;
    bool initialised_ = false;
    Handle device_ = nullptr;
};

} // namespace rtb
