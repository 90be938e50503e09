// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "core/backends/amd_smi/AmdSmiApi.h"

#include <QString>
#include <QStringList>

namespace rocmtune {

// The AMD SMI functions used; null where the library does not export one
// (that value or control is then "not supported").
struct AmdSmiFunctions {
    amdsmi::InitFn init = nullptr;
    amdsmi::ShutDownFn shutDown = nullptr;
    amdsmi::LibVersionFn libVersion = nullptr;
    amdsmi::StatusStringFn statusString = nullptr;
    amdsmi::SocketHandlesFn socketHandles = nullptr;
    amdsmi::ProcessorHandlesFn processorHandles = nullptr;
    amdsmi::ProcessorTypeFn processorType = nullptr;
    amdsmi::BdfIdFn bdfId = nullptr;
    amdsmi::UuidFn uuid = nullptr;
    amdsmi::AsicInfoFn asicInfo = nullptr;
    amdsmi::BoardInfoFn boardInfo = nullptr;
    amdsmi::VbiosInfoFn vbiosInfo = nullptr;
    amdsmi::DriverInfoFn driverInfo = nullptr;
    amdsmi::TempMetricFn tempMetric = nullptr;
    amdsmi::PowerInfoFn powerInfo = nullptr;
    amdsmi::PowerCapInfoFn powerCapInfo = nullptr;
    amdsmi::SetPowerCapFn setPowerCap = nullptr;
    amdsmi::ClkFreqFn clkFreq = nullptr;
    amdsmi::SetClkFreqFn setClkFreq = nullptr;
    amdsmi::PciBandwidthFn pciBandwidth = nullptr;
    amdsmi::Uint64Fn pciReplayCounter = nullptr;
    amdsmi::ActivityFn activity = nullptr;
    amdsmi::MemoryFn memoryTotal = nullptr;
    amdsmi::MemoryFn memoryUsage = nullptr;
    amdsmi::FanFn fanSpeed = nullptr;
    amdsmi::FanMaxFn fanSpeedMax = nullptr;
    amdsmi::FanFn fanRpms = nullptr;
    amdsmi::VoltMetricFn voltMetric = nullptr;
    amdsmi::EnergyFn energyCount = nullptr;
    amdsmi::PerfLevelFn perfLevel = nullptr;
    amdsmi::SetPerfLevelFn setPerfLevel = nullptr;
    amdsmi::OverdriveFn overdriveLevel = nullptr;
    amdsmi::SetOverdriveFn setOverdriveLevel = nullptr;
    amdsmi::ProfilePresetsFn powerProfilePresets = nullptr;
    amdsmi::SetProfileFn setPowerProfile = nullptr;
    amdsmi::OdVoltInfoFn odVoltInfo = nullptr;
    amdsmi::SetClkRangeFn setClkRange = nullptr;
    amdsmi::SetOdClkInfoFn setOdClkInfo = nullptr;
    amdsmi::Uint64Fn eccEnabled = nullptr;
    amdsmi::EccCountFn eccCount = nullptr;
    amdsmi::ProcessListFn processList = nullptr;
    amdsmi::ComputeProcessInfoFn computeProcessInfo = nullptr;
};

// libamd_smi opened with dlopen. The library is not initialised here
// (AmdSmiBackend does that, first in a forked child).
class AmdSmiLibrary
{
public:
    // Where the library is looked for, in order: $ROCMTUNE_AMD_SMI_LIBRARY
    // alone when set (a path that does not exist fails clearly), otherwise the
    // soname libamd_smi.so.0 through the dynamic loader, then ROCm's
    // /opt/rocm/lib/libamd_smi.so.0 and /opt/rocm/lib/libamd_smi.so.
    static QStringList candidatePaths();

    AmdSmiLibrary() = default;
    ~AmdSmiLibrary();
    AmdSmiLibrary(const AmdSmiLibrary &) = delete;
    AmdSmiLibrary &operator=(const AmdSmiLibrary &) = delete;

    // Opens the first candidate that loads and resolves the functions; false
    // with a message for a person when none does or one lacks the calls
    // needed to enumerate GPUs.
    bool load(QString *error);
    bool isLoaded() const { return handle_ != nullptr; }
    // The file that was loaded (the real path when the loader found it).
    const QString &path() const { return path_; }
    // "24.5.2.0" from amdsmi_get_lib_version; empty when unknown.
    QString versionString() const;

    AmdSmiFunctions api;

private:
    void *resolve(const char *symbol) const;
    void unload();

    void *handle_ = nullptr;
    QString path_;
};

// What a status code means, in words for a person, with AMD SMI's own name
// for it ("the device does not support this (AMDSMI_STATUS_NOT_SUPPORTED)").
QString amdSmiStatusText(const AmdSmiFunctions &api, amdsmi::Status status);

// Prefix of the shared-memory files the library's embedded ROCm SMI locks
// live in (/dev/shm/rocm_smi_cardN), for ForkProbe.
inline constexpr char kAmdSmiSharedMemoryPrefix[] = "/dev/shm/rocm_smi";

} // namespace rocmtune
