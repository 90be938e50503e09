// SPDX-License-Identifier: GPL-3.0-or-later
#include "board_power.hpp"

#include "nvml_device.hpp"

#include <cctype>
#include <cstdint>
#include <cstdio>
#include <fstream>

namespace rtb {

// Only reading functions are looked up: the runner cannot change a setting.
struct BoardPower::Library {
    // NVML (nvml_device.hpp opens it)
    std::unique_ptr<NvmlDevice> nvml;
    NvmlDevice::Handle nvmlDevice = nullptr;
    int (*nvmlDeviceGetPowerUsage)(NvmlDevice::Handle, unsigned*) = nullptr;
    int (*nvmlDeviceGetEnforcedPowerLimit)(NvmlDevice::Handle, unsigned*) = nullptr;
    int (*nvmlDeviceGetClockInfo)(NvmlDevice::Handle, int, unsigned*) = nullptr;   // type 1: NVML_CLOCK_SM
    int (*nvmlDeviceGetTemperature)(NvmlDevice::Handle, int, unsigned*) = nullptr; // sensor 0: NVML_TEMPERATURE_GPU
    // nvmlFieldValue_t, as nvml.h lays it out.
    struct FieldValue {
        unsigned fieldId;
        unsigned scopeId;
        long long timestamp;
        long long latencyUsec;
        int valueType;
        int nvmlReturn;
        union {
            double d;
            unsigned ui;
            unsigned long long ull;
        } value;
    };
    static constexpr unsigned kFieldPowerInstant = 186; // NVML_FI_DEV_POWER_INSTANT, milliwatts
    int (*nvmlDeviceGetFieldValues)(NvmlDevice::Handle, int, FieldValue*) = nullptr;
    bool instant = false;
    // ROCm SMI
    void* rsmiLibrary = nullptr;
    int (*rsmiShutDown)() = nullptr;
    int (*rsmiPowerAverage)(std::uint32_t, std::uint32_t, std::uint64_t*) = nullptr;
    int (*rsmiSocketPower)(std::uint32_t, std::uint64_t*) = nullptr;
    int (*rsmiPowerCap)(std::uint32_t, std::uint32_t, std::uint64_t*) = nullptr;
    // rsmi_dev_temp_metric_get(device, sensor (0 edge, 1 junction), metric (0 current), millidegrees)
    int (*rsmiTemperature)(std::uint32_t, std::uint32_t, std::uint32_t, std::int64_t*) = nullptr;
    std::uint32_t rsmiIndex = 0;
    bool rsmiInitialised = false;

    ~Library()
    {
        if (rsmiInitialised && rsmiShutDown)
            rsmiShutDown();
        if (rsmiLibrary)
            dlclose(rsmiLibrary);
    }
};

namespace {

// "0000:3b:00.0" -> ROCm SMI's BDF id: domain << 32 | bus << 8 | device << 3 | function.
bool bdfId(const std::string& pciBusId, std::uint64_t& id)
{
    unsigned domain = 0, bus = 0, device = 0, function = 0;
    if (std::sscanf(pciBusId.c_str(), "%x:%x:%x.%x", &domain, &bus, &device, &function) != 4)
        return false;
    id = (std::uint64_t(domain) << 32) | (std::uint64_t(bus) << 8) | (std::uint64_t(device) << 3) | function;
    return true;
}

} // namespace

BoardPower::BoardPower(const std::string& backend, const std::string& pciBusId)
    : library_(std::make_unique<Library>())
{
    Library& l = *library_;
    if (backend == "cuda") {
        std::string whyNot;
        std::unique_ptr<NvmlDevice> nvml = NvmlDevice::open(pciBusId, whyNot);
        if (!nvml) {
            source_ = "none (" + whyNot + ")";
            return;
        }
        if (!nvml->lookUp("nvmlDeviceGetPowerUsage", l.nvmlDeviceGetPowerUsage)
            || !nvml->lookUp("nvmlDeviceGetEnforcedPowerLimit", l.nvmlDeviceGetEnforcedPowerLimit)) {
            source_ = "none (NVML lacks a needed function)";
            return;
        }
        nvml->lookUp("nvmlDeviceGetClockInfo", l.nvmlDeviceGetClockInfo);
        nvml->lookUp("nvmlDeviceGetTemperature", l.nvmlDeviceGetTemperature);
        l.nvmlDevice = nvml->handle();
        l.nvml = std::move(nvml);
        available_ = watts() >= 0.0;
        source_ = available_ ? "nvml" : "none (NVML reads no power)";
        if (available_ && l.nvml->lookUp("nvmlDeviceGetFieldValues", l.nvmlDeviceGetFieldValues)) {
            l.instant = true;
            l.instant = instantWatts() > 0.0;
        }
        return;
    }

    for (const char* name : {"librocm_smi64.so.7", "librocm_smi64.so.6", "librocm_smi64.so.5", "librocm_smi64.so.1",
                             "librocm_smi64.so"}) {
        if ((l.rsmiLibrary = dlopen(name, RTLD_NOW | RTLD_LOCAL)))
            break;
    }
    if (!l.rsmiLibrary) {
        source_ = "none (librocm_smi64 not found)";
        return;
    }
    int (*init)(std::uint64_t) = nullptr;
    int (*count)(std::uint32_t*) = nullptr;
    int (*pciId)(std::uint32_t, std::uint64_t*) = nullptr;
    if (!lookUp(l.rsmiLibrary, "rsmi_init", init) || !lookUp(l.rsmiLibrary, "rsmi_shut_down", l.rsmiShutDown)
        || !lookUp(l.rsmiLibrary, "rsmi_num_monitor_devices", count) || !lookUp(l.rsmiLibrary, "rsmi_dev_pci_id_get", pciId)) {
        source_ = "none (ROCm SMI lacks a needed function)";
        return;
    }
    lookUp(l.rsmiLibrary, "rsmi_dev_power_ave_get", l.rsmiPowerAverage);
    lookUp(l.rsmiLibrary, "rsmi_dev_current_socket_power_get", l.rsmiSocketPower);
    lookUp(l.rsmiLibrary, "rsmi_dev_power_cap_get", l.rsmiPowerCap);
    lookUp(l.rsmiLibrary, "rsmi_dev_temp_metric_get", l.rsmiTemperature);
    {
        std::string bus = pciBusId;
        for (char& c : bus)
            c = char(std::tolower(static_cast<unsigned char>(c)));
        sclkPath_ = "/sys/bus/pci/devices/" + bus + "/pp_dpm_sclk";
    }
    if (init(0) != 0) {
        source_ = "none (rsmi_init failed)";
        return;
    }
    l.rsmiInitialised = true;
    std::uint64_t wanted = 0;
    std::uint32_t devices = 0;
    bool found = false;
    if (bdfId(pciBusId, wanted) && count(&devices) == 0) {
        for (std::uint32_t i = 0; i < devices && !found; ++i) {
            std::uint64_t id = 0;
            if (pciId(i, &id) == 0 && (id & 0xFFFFFFFFFFull) == (wanted & 0xFFFFFFFFFFull)) {
                l.rsmiIndex = i;
                found = true;
            }
        }
    }
    if (!found) {
        source_ = "none (ROCm SMI does not know PCI device " + pciBusId + ")";
        return;
    }
    available_ = watts() >= 0.0;
    source_ = available_ ? "rocm_smi" : "none (ROCm SMI reads no power)";
}

BoardPower::~BoardPower() = default;

double BoardPower::watts() const
{
    const Library& l = *library_;
    if (l.nvml) {
        unsigned milliwatts = 0;
        if (l.nvmlDevice && l.nvmlDeviceGetPowerUsage(l.nvmlDevice, &milliwatts) == 0)
            return milliwatts / 1000.0;
        return -1.0;
    }
    std::uint64_t microwatts = 0;
    if (l.rsmiPowerAverage && l.rsmiPowerAverage(l.rsmiIndex, 0, &microwatts) == 0 && microwatts > 0)
        return double(microwatts) / 1e6;
    if (l.rsmiSocketPower && l.rsmiSocketPower(l.rsmiIndex, &microwatts) == 0 && microwatts > 0)
        return double(microwatts) / 1e6;
    return -1.0;
}

bool BoardPower::hasInstant() const
{
    return library_->instant;
}

double BoardPower::instantWatts() const
{
    const Library& l = *library_;
    if (l.nvml && l.instant) {
        Library::FieldValue field{};
        field.fieldId = Library::kFieldPowerInstant;
        if (l.nvmlDeviceGetFieldValues(l.nvmlDevice, 1, &field) == 0 && field.nvmlReturn == 0)
            return field.value.ui / 1000.0;
        return -1.0;
    }
    return watts();
}

double BoardPower::limitWatts() const
{
    const Library& l = *library_;
    if (l.nvml) {
        unsigned milliwatts = 0;
        if (l.nvmlDevice && l.nvmlDeviceGetEnforcedPowerLimit(l.nvmlDevice, &milliwatts) == 0)
            return milliwatts / 1000.0;
        return -1.0;
    }
    std::uint64_t microwatts = 0;
    if (l.rsmiPowerCap && l.rsmiPowerCap(l.rsmiIndex, 0, &microwatts) == 0 && microwatts > 0)
        return double(microwatts) / 1e6;
    return -1.0;
}

double BoardPower::clockMHz() const
{
    const Library& l = *library_;
    if (l.nvml) {
        unsigned mhz = 0;
        if (l.nvmlDevice && l.nvmlDeviceGetClockInfo && l.nvmlDeviceGetClockInfo(l.nvmlDevice, 1, &mhz) == 0)
            return mhz;
        return -1.0;
    }
    // pp_dpm_sclk: one level a line, "1: 1800Mhz *"; the star marks the current one.
    std::ifstream levels(sclkPath_);
    std::string line;
    while (!sclkPath_.empty() && std::getline(levels, line)) {
        unsigned level = 0, mhz = 0;
        if (line.find('*') != std::string::npos && std::sscanf(line.c_str(), "%u: %u", &level, &mhz) == 2)
            return mhz;
    }
    return -1.0;
}

double BoardPower::temperatureC() const
{
    const Library& l = *library_;
    if (l.nvml) {
        unsigned celsius = 0;
        if (l.nvmlDevice && l.nvmlDeviceGetTemperature && l.nvmlDeviceGetTemperature(l.nvmlDevice, 0, &celsius) == 0)
            return celsius;
        return -1.0;
    }
    for (std::uint32_t sensor : {0u, 1u}) { // edge, else junction
        std::int64_t millidegrees = 0;
        if (l.rsmiTemperature && l.rsmiTemperature(l.rsmiIndex, sensor, 0, &millidegrees) == 0 && millidegrees > 0)
            return double(millidegrees) / 1000.0;
    }
    return -1.0;
}

PowerSampler::PowerSampler(const BoardPower& power, std::chrono::milliseconds interval)
    : power_(power)
    , start_(std::chrono::steady_clock::now())
{
    if (!power_.available())
        return;
    thread_ = std::thread([this, interval] {
        while (!stop_.load()) {
            const double w = power_.watts();
            const double instant = power_.instantWatts();
            const double clock = power_.clockMHz();
            const double temperature = power_.temperatureC();
            if (w >= 0.0) {
                const std::lock_guard lock(mutex_);
                samples_.push_back({secondsSinceStart(), w, instant >= 0.0 ? instant : w, clock, temperature});
            }
            std::this_thread::sleep_for(interval);
        }
    });
}

PowerSampler::~PowerSampler()
{
    stop_.store(true);
    if (thread_.joinable())
        thread_.join();
}

std::vector<PowerSampler::Sample> PowerSampler::samples() const
{
    const std::lock_guard lock(mutex_);
    return samples_;
}

double PowerSampler::secondsSinceStart() const
{
    return std::chrono::duration<double>(std::chrono::steady_clock::now() - start_).count();
}

} // namespace rtb
