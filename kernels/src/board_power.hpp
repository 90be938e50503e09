// SPDX-License-Identifier: GPL-3.0-or-later
// Read-only board power (and clock, temperature) of the GPU under test, for
// the power, adaptive and pulse tests' results:
// NVML on NVIDIA, ROCm SMI on AMD, each loaded at run time (dlopen), so the
// runner needs neither library to start. Never changes any setting.
#pragma once

#include <atomic>
#include <chrono>
#include <memory>
#include <mutex>
#include <string>
#include <thread>
#include <vector>

namespace rtb {

class BoardPower {
public:
    // `pciBusId` as the GPU runtime gives it ("0000:3b:00.0"); `backend` "cuda" or "hip".
    BoardPower(const std::string& backend, const std::string& pciBusId);
    ~BoardPower();
    BoardPower(const BoardPower&) = delete;
    BoardPower& operator=(const BoardPower&) = delete;

    bool available() const { return available_; }
    const std::string& source() const { return source_; } // "nvml", "rocm_smi" or why none
    // Watts now (the library's reading), or a negative value when unreadable.
    double watts() const;
    // Instantaneous watts where the library has them (NVML's POWER_INSTANT
    // field; watts() trails as a ~1 s average on recent NVIDIA boards), else watts().
    double instantWatts() const;
    bool hasInstant() const;
    // The enforced board power limit in watts, or a negative value when unknown.
    double limitWatts() const;
    // The GFX/SM clock now in MHz (NVML's SM clock; the current level of
    // amdgpu's pp_dpm_sclk), or a negative value when unreadable.
    double clockMHz() const;
    // The GPU temperature now in °C (NVML's GPU sensor; ROCm SMI's edge
    // sensor, else junction), or a negative value when unreadable.
    double temperatureC() const;

    struct Library;

private:
    bool available_ = false;
    std::string source_;
    std::string sclkPath_; // amdgpu's pp_dpm_sclk of this card
    std::unique_ptr<Library> library_;
};

// Samples BoardPower every `interval` on its own thread while it lives.
class PowerSampler {
public:
    struct Sample {
        double seconds; // since the sampler started
        double watts;   // BoardPower::watts()
        double instant; // BoardPower::instantWatts()
        double clockMHz;     // BoardPower::clockMHz(), negative when unreadable
        double temperatureC; // BoardPower::temperatureC(), negative when unreadable
    };
    PowerSampler(const BoardPower& power, std::chrono::milliseconds interval);
    ~PowerSampler();
    PowerSampler(const PowerSampler&) = delete;
    PowerSampler& operator=(const PowerSampler&) = delete;
    std::vector<Sample> samples() const;
    double secondsSinceStart() const;

private:
    const BoardPower& power_;
    const std::chrono::steady_clock::time_point start_;
    mutable std::mutex mutex_;
    std::vector<Sample> samples_;
    std::atomic<bool> stop_{false};
    std::thread thread_;
};

} // namespace rtb
