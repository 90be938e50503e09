// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once
// The part of AMD SMI's C API (libamd_smi.so.0) this backend uses, declared
// from the documented signatures of amd_smi/amdsmi.h 6.1.2 (Debian 13's
// libamd-smi-dev). Names differ from the header's so both can be included in
// one file: tests/integration/amd_smi/AmdSmiLayoutTest.cpp compares every
// size and offset here with the real header.
#include <cstdint>

namespace rocmtune::amdsmi {

using Status = std::uint32_t; // amdsmi_status_t
inline constexpr Status Success = 0;
inline constexpr Status Inval = 1;
inline constexpr Status NotSupported = 2;
inline constexpr Status NotYetImplemented = 3;
inline constexpr Status NoPermission = 10;
inline constexpr Status FileError = 14;
inline constexpr Status InputOutOfBounds = 17;
inline constexpr Status InitError = 18;
inline constexpr Status Busy = 30;
inline constexpr Status NotFound = 31;
inline constexpr Status NotInit = 32;
inline constexpr Status DriverNotLoaded = 34;
inline constexpr Status NoData = 40;
inline constexpr Status InsufficientSize = 41;
inline constexpr Status UnexpectedData = 43;
inline constexpr Status SettingUnavailable = 55;

inline constexpr std::uint64_t InitAmdGpus = 1u << 1; // AMDSMI_INIT_AMD_GPUS

using SocketHandle = void *;
using ProcessorHandle = void *;
inline constexpr int ProcessorAmdGpu = 1; // processor_type_t AMD_GPU

// amdsmi_clk_type_t
enum ClockType : std::uint32_t { ClkGfx = 0, ClkDf = 1, ClkDcef = 2, ClkSoc = 3, ClkMem = 4, ClkPcie = 5, ClkVclk0 = 6, ClkVclk1 = 7, ClkDclk0 = 8, ClkDclk1 = 9 };
// amdsmi_temperature_type_t
enum TemperatureType : std::uint32_t { TempEdge = 0, TempHotspot = 1, TempVram = 2, TempHbm0 = 3, TempHbm1 = 4, TempHbm2 = 5, TempHbm3 = 6, TempPlx = 7 };
// amdsmi_temperature_metric_t (the ones used)
enum TemperatureMetric : std::uint32_t { TempCurrent = 0, TempCritical = 5, TempEmergency = 7 };
enum VoltageType : std::uint32_t { VoltVddgfx = 0 };
enum VoltageMetric : std::uint32_t { VoltCurrent = 0 };
enum MemoryType : std::uint32_t { MemVram = 0, MemVisibleVram = 1, MemGtt = 2 };
// amdsmi_dev_perf_level_t: same numbers as the driver's level order (PerfLevel).
enum PerfLevelValue : std::uint32_t { PerfAuto = 0, PerfDeterminism = 8, PerfUnknown = 0x100 };
enum FreqIndex : std::uint32_t { FreqMin = 0, FreqMax = 1 };

// amdsmi_power_profile_preset_masks_t (a 64-bit enum: its INVALID is ~0).
inline constexpr std::uint64_t ProfileCustom = 0x1, ProfileVideo = 0x2, ProfilePowerSaving = 0x4, ProfileCompute = 0x8, ProfileVr = 0x10,
                               Profile3dFullScreen = 0x20, ProfileBootupDefault = 0x40;

// amdsmi_gpu_block_t (64-bit enum), the RAS blocks in bit order.
inline constexpr std::uint64_t BlockUmc = 0x1, BlockLast = 0x40000;

inline constexpr int MaxFrequencies = 33; // AMDSMI_MAX_NUM_FREQUENCIES

struct Version { // amdsmi_version_t
    std::uint32_t year, major, minor, release;
    const char *build;
};

struct PowerCapInfo { // amdsmi_power_cap_info_t (µW)
    std::uint64_t power_cap, default_power_cap, dpm_cap, min_power_cap, max_power_cap;
    std::uint64_t reserved[3];
};

struct PowerInfo { // amdsmi_power_info_t (W, mV)
    std::uint32_t current_socket_power, average_socket_power, gfx_voltage, soc_voltage, mem_voltage, power_limit;
    std::uint32_t reserved[11];
};

struct EngineUsage { // amdsmi_engine_usage_t (%)
    std::uint32_t gfx_activity, umc_activity, mm_activity;
    std::uint32_t reserved[13];
};

struct Frequencies { // amdsmi_frequencies_t (Hz)
    bool has_deep_sleep;
    std::uint32_t num_supported;
    std::uint32_t current;
    std::uint64_t frequency[MaxFrequencies];
};

struct PcieBandwidth { // amdsmi_pcie_bandwidth_t (T/s, lanes)
    Frequencies transfer_rate;
    std::uint32_t lanes[MaxFrequencies];
};

struct PowerProfileStatus { // amdsmi_power_profile_status_t
    std::uint64_t available_profiles;
    std::uint64_t current;
    std::uint32_t num_profiles;
};

struct Range { // amdsmi_range_t
    std::uint64_t lower_bound, upper_bound;
    std::uint64_t reserved[2];
};

struct OdVddcPoint { // amdsmi_od_vddc_point_t
    std::uint64_t frequency, voltage;
};

struct OdVoltFreqData { // amdsmi_od_volt_freq_data_t (Hz)
    Range curr_sclk_range, curr_mclk_range, sclk_freq_limits, mclk_freq_limits;
    OdVddcPoint curve[3];
    std::uint32_t num_regions;
};

struct ErrorCount { // amdsmi_error_count_t
    std::uint64_t correctable_count, uncorrectable_count, deferred_count;
    std::uint64_t reserved[5];
};

struct AsicInfo { // amdsmi_asic_info_t
    char market_name[64];
    std::uint32_t vendor_id;
    char vendor_name[64];
    std::uint32_t subvendor_id;
    std::uint64_t device_id;
    std::uint32_t rev_id;
    char asic_serial[32];
    std::uint16_t oam_id;
    std::uint16_t reserved[37];
};

struct BoardInfo { // amdsmi_board_info_t
    char model_number[32], product_serial[32], fru_id[32], product_name[128], manufacturer_name[32];
    std::uint32_t reserved[32];
};

struct VbiosInfo { // amdsmi_vbios_info_t
    char name[64], build_date[32], part_number[64], version[32];
    std::uint32_t reserved[16];
};

struct DriverInfo { // amdsmi_driver_info_t
    char driver_version[64], driver_date[64], driver_name[64];
};

struct ProcInfo { // amdsmi_proc_info_t
    char name[32];
    std::uint32_t pid;
    std::uint64_t mem;
    struct {
        std::uint64_t gfx, enc;
        std::uint32_t reserved[12];
    } engine_usage;
    struct {
        std::uint64_t gtt_mem, cpu_mem, vram_mem;
        std::uint32_t reserved[10];
    } memory_usage;
    char container_name[32];
    std::uint32_t reserved[4];
};

struct ProcessInfo { // amdsmi_process_info_t (KFD compute process)
    std::uint32_t process_id, pasid;
    std::uint64_t vram_usage, sdma_usage;
    std::uint32_t cu_occupancy;
};

// Function types, in the header's argument order.
using InitFn = Status (*)(std::uint64_t flags);
using ShutDownFn = Status (*)();
using LibVersionFn = Status (*)(Version *);
using StatusStringFn = Status (*)(Status, const char **);
using SocketHandlesFn = Status (*)(std::uint32_t *count, SocketHandle *handles);
using ProcessorHandlesFn = Status (*)(SocketHandle, std::uint32_t *count, ProcessorHandle *handles);
using ProcessorTypeFn = Status (*)(ProcessorHandle, int *type);
using BdfIdFn = Status (*)(ProcessorHandle, std::uint64_t *bdfId);
using UuidFn = Status (*)(ProcessorHandle, unsigned int *length, char *uuid);
using AsicInfoFn = Status (*)(ProcessorHandle, AsicInfo *);
using BoardInfoFn = Status (*)(ProcessorHandle, BoardInfo *);
using VbiosInfoFn = Status (*)(ProcessorHandle, VbiosInfo *);
using DriverInfoFn = Status (*)(ProcessorHandle, DriverInfo *);
using TempMetricFn = Status (*)(ProcessorHandle, std::uint32_t sensor, std::uint32_t metric, std::int64_t *value);
using PowerInfoFn = Status (*)(ProcessorHandle, PowerInfo *);
using PowerCapInfoFn = Status (*)(ProcessorHandle, std::uint32_t sensor, PowerCapInfo *);
using SetPowerCapFn = Status (*)(ProcessorHandle, std::uint32_t sensor, std::uint64_t microwatts);
using ClkFreqFn = Status (*)(ProcessorHandle, std::uint32_t clockType, Frequencies *);
using SetClkFreqFn = Status (*)(ProcessorHandle, std::uint32_t clockType, std::uint64_t levelMask);
using PciBandwidthFn = Status (*)(ProcessorHandle, PcieBandwidth *);
using Uint64Fn = Status (*)(ProcessorHandle, std::uint64_t *);
using ActivityFn = Status (*)(ProcessorHandle, EngineUsage *);
using MemoryFn = Status (*)(ProcessorHandle, std::uint32_t memoryType, std::uint64_t *bytes);
using FanFn = Status (*)(ProcessorHandle, std::uint32_t sensor, std::int64_t *value);
using FanMaxFn = Status (*)(ProcessorHandle, std::uint32_t sensor, std::uint64_t *value);
using VoltMetricFn = Status (*)(ProcessorHandle, std::uint32_t sensor, std::uint32_t metric, std::int64_t *millivolts);
using EnergyFn = Status (*)(ProcessorHandle, std::uint64_t *counter, float *resolutionMicrojoules, std::uint64_t *timestamp);
using PerfLevelFn = Status (*)(ProcessorHandle, std::uint32_t *level);
using SetPerfLevelFn = Status (*)(ProcessorHandle, std::uint32_t level);
using OverdriveFn = Status (*)(ProcessorHandle, std::uint32_t *percent);
using SetOverdriveFn = Status (*)(ProcessorHandle, std::uint32_t percent);
using ProfilePresetsFn = Status (*)(ProcessorHandle, std::uint32_t sensor, PowerProfileStatus *);
using SetProfileFn = Status (*)(ProcessorHandle, std::uint32_t reserved, std::uint64_t profileMask);
using OdVoltInfoFn = Status (*)(ProcessorHandle, OdVoltFreqData *);
using SetClkRangeFn = Status (*)(ProcessorHandle, std::uint64_t minMegahertz, std::uint64_t maxMegahertz, std::uint32_t clockType);
using SetOdClkInfoFn = Status (*)(ProcessorHandle, std::uint32_t bound, std::uint64_t megahertz, std::uint32_t clockType);
using EccCountFn = Status (*)(ProcessorHandle, std::uint64_t block, ErrorCount *);
using ComputeProcessInfoFn = Status (*)(ProcessInfo *processes, std::uint32_t *count);
using ProcessListFn = Status (*)(ProcessorHandle, std::uint32_t *maxProcesses, ProcInfo *list);

} // namespace rocmtune::amdsmi
