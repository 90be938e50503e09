// SPDX-License-Identifier: GPL-3.0-or-later
#include "tests/nvml/FakeNvml.h"

#include <dlfcn.h>

#include <vector>

namespace fakenvml {

std::string twoGpuScript()
{
    return R"(
driver_version = 580.159.03
nvml_version = 13.580.159.03
device_count = 2

gpu0.name = NVIDIA H200
gpu0.uuid = GPU-9d1c6a4e-0b5f-4c47-8f7e-2a3b4c5d6e7f
gpu0.serial = 1654923012345
gpu0.vbios = 96.00.AF.00.01
gpu0.pci_bus_id = 00000000:18:00.0
gpu0.pci_device_id = 0x233510DE
gpu0.cc_major = 9
gpu0.cc_minor = 0
gpu0.temperature = 47
gpu0.temperature_slowdown = 87
gpu0.temperature_shutdown = 92
gpu0.power_mw = 412345
gpu0.power_limit_enforced_mw = 700000
gpu0.power_limit_mw = 700000
gpu0.power_limit_default_mw = 700000
gpu0.power_limit_min_mw = 200000
gpu0.power_limit_max_mw = 700000
gpu0.clock_sm_mhz = 1980
gpu0.clock_mem_mhz = 3201
gpu0.max_clock_sm_mhz = 1980
gpu0.max_clock_mem_mhz = 3201
gpu0.utilization_gpu = 100
gpu0.utilization_memory = 63
gpu0.memory_total = 150754820096
gpu0.memory_reserved = 576716800
gpu0.memory_used = 34359738368
gpu0.fan_percent = NOT_SUPPORTED
gpu0.pstate = 0
gpu0.clock_event_reasons = 0x4
gpu0.pcie_gen = 5
gpu0.pcie_width = 16
gpu0.energy_mj = 123456789
gpu0.supported_mem_clocks = 3201,1593
gpu0.supported_gfx_clocks_at_3201 = 1980,1500,1005,345
gpu0.supported_gfx_clocks_at_1593 = 1200,345

gpu1.name = NVIDIA GeForce RTX 4090
gpu1.uuid = GPU-11111111-2222-3333-4444-555555555555
gpu1.serial = NOT_SUPPORTED
gpu1.pci_bus_id = 00000000:65:00.0
gpu1.pci_device_id = 0x268410DE
gpu1.cc_major = 8
gpu1.cc_minor = 9
gpu1.temperature = 38
gpu1.temperature_slowdown = 90
gpu1.temperature_shutdown = 95
gpu1.power_mw = 21500
gpu1.power_limit_enforced_mw = 450000
gpu1.power_limit_mw = 450000
gpu1.power_limit_default_mw = 450000
gpu1.power_limit_min_mw = 150000
gpu1.power_limit_max_mw = 600000
gpu1.clock_sm_mhz = 210
gpu1.clock_mem_mhz = 405
gpu1.max_clock_sm_mhz = 3105
gpu1.max_clock_mem_mhz = 10501
gpu1.utilization_gpu = 0
gpu1.utilization_memory = 0
gpu1.memory_total = 25757220864
gpu1.memory_used = 314572800
gpu1.fan_percent = 30
gpu1.pstate = 8
gpu1.clock_event_reasons = 0x1
gpu1.pcie_gen = 4
gpu1.pcie_width = 16
gpu1.energy_mj = 5000000
)";
}

Control::Control(const char *libraryPath)
{
    handle_ = dlopen(libraryPath, RTLD_NOW | RTLD_LOCAL);
    if (!handle_)
        return;
    script_ = reinterpret_cast<void (*)(const char *)>(dlsym(handle_, "fakeNvmlScript"));
    set_ = reinterpret_cast<void (*)(const char *, const char *)>(dlsym(handle_, "fakeNvmlSet"));
    callLog_ = reinterpret_cast<unsigned int (*)(char *, unsigned int)>(dlsym(handle_, "fakeNvmlCallLog"));
    initCount_ = reinterpret_cast<int (*)()>(dlsym(handle_, "fakeNvmlInitCount"));
    if (!script_ || !set_ || !callLog_ || !initCount_) {
        dlclose(handle_);
        handle_ = nullptr;
    }
}

Control::~Control()
{
    if (handle_)
        dlclose(handle_);
}

void Control::script(const std::string &text) const
{
    script_(text.c_str());
}

void Control::set(const std::string &key, const std::string &value) const
{
    set_(key.c_str(), value.c_str());
}

void Control::unset(const std::string &key) const
{
    set_(key.c_str(), nullptr);
}

std::string Control::callLog() const
{
    std::vector<char> buffer(callLog_(nullptr, 0));
    callLog_(buffer.data(), static_cast<unsigned int>(buffer.size()));
    return std::string(buffer.data());
}

int Control::initCount() const
{
    return initCount_();
}

} // namespace fakenvml
