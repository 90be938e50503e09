// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

// The part of the NVIDIA Management Library's C API this backend uses,
// declared here from NVML's public documentation so that nothing NVIDIA ships
// is needed to build. The library itself (libnvidia-ml.so.1) is opened at run
// time by NvmlLibrary; every symbol name below is the versioned one the
// library exports.

namespace rocmtune::nvml {

using Return = int; // nvmlReturn_t
using Device = struct DeviceOpaque *; // nvmlDevice_t

// nvmlReturn_t values.
enum : Return {
    Success = 0,
    ErrorUninitialized = 1,
    ErrorInvalidArgument = 2,
    ErrorNotSupported = 3,
    ErrorNoPermission = 4,
    ErrorAlreadyInitialized = 5,
    ErrorNotFound = 6,
    ErrorInsufficientSize = 7,
    ErrorInsufficientPower = 8,
    ErrorDriverNotLoaded = 9,
    ErrorTimeout = 10,
    ErrorIrqIssue = 11,
    ErrorLibraryNotFound = 12,
    ErrorFunctionNotFound = 13,
    ErrorCorruptedInforom = 14,
    ErrorGpuIsLost = 15,
    ErrorResetRequired = 16,
    ErrorOperatingSystem = 17,
    ErrorLibRmVersionMismatch = 18,
    ErrorInUse = 19,
    ErrorMemory = 20,
    ErrorNoData = 21,
    ErrorInsufficientResources = 23,
    ErrorFreqNotSupported = 24,
    ErrorArgumentVersionMismatch = 25,
    ErrorDeprecated = 26,
    ErrorNotReady = 27,
    ErrorGpuNotFound = 28,
    ErrorInvalidState = 29,
    ErrorUnknown = 999,
};

// nvmlTemperatureSensors_t
inline constexpr int kTemperatureGpu = 0;
// nvmlTemperatureThresholds_t
inline constexpr int kTemperatureThresholdShutdown = 0;
inline constexpr int kTemperatureThresholdSlowdown = 1;
// nvmlClockType_t
inline constexpr int kClockGraphics = 0;
inline constexpr int kClockSm = 1;
inline constexpr int kClockMemory = 2;
// nvmlPstates_t: 0 (P0, fastest) .. 15; 32 is "unknown".
inline constexpr int kPstateUnknown = 32;

// nvmlClocksEventReasons (formerly ...ThrottleReasons) bits.
inline constexpr unsigned long long kReasonGpuIdle = 0x1ULL;
inline constexpr unsigned long long kReasonApplicationsClocksSetting = 0x2ULL;
inline constexpr unsigned long long kReasonSwPowerCap = 0x4ULL;
inline constexpr unsigned long long kReasonHwSlowdown = 0x8ULL;
inline constexpr unsigned long long kReasonSyncBoost = 0x10ULL;
inline constexpr unsigned long long kReasonSwThermalSlowdown = 0x20ULL;
inline constexpr unsigned long long kReasonHwThermalSlowdown = 0x40ULL;
inline constexpr unsigned long long kReasonHwPowerBrakeSlowdown = 0x80ULL;
inline constexpr unsigned long long kReasonDisplayClockSetting = 0x100ULL;

// Buffer sizes: every one at least NVML's documented maximum.
inline constexpr unsigned kStringBufferSize = 128;

struct PciInfo { // nvmlPciInfo_t (the _v3 layout)
    char busIdLegacy[16];
    unsigned int domain;
    unsigned int bus;
    unsigned int device;
    unsigned int pciDeviceId; // device id << 16 | vendor id
    unsigned int pciSubSystemId;
    char busId[32]; // "00000000:18:00.0"
};

struct Utilization { // nvmlUtilization_t, percent over the last sample period
    unsigned int gpu;
    unsigned int memory;
};

struct Memory { // nvmlMemory_t, bytes; used = total - free (reserved included)
    unsigned long long total;
    unsigned long long free;
    unsigned long long used;
};

struct MemoryV2 { // nvmlMemory_v2_t, bytes; used excludes memory reserved by the driver
    unsigned int version;
    unsigned long long total;
    unsigned long long reserved;
    unsigned long long free;
    unsigned long long used;
};
// NVML_STRUCT_VERSION(Memory, 2): the size in the low bits, the version in the top byte.
inline constexpr unsigned int kMemoryV2Version = static_cast<unsigned int>(sizeof(MemoryV2)) | (2u << 24);

// Function types, named after the symbol each is loaded from.
using InitFn = Return (*)();                                            // nvmlInit_v2
using ShutdownFn = Return (*)();                                        // nvmlShutdown
using SystemStringFn = Return (*)(char *, unsigned int);                // nvmlSystemGetDriverVersion, ...GetNVMLVersion
using DeviceCountFn = Return (*)(unsigned int *);                       // nvmlDeviceGetCount_v2
using HandleByIndexFn = Return (*)(unsigned int, Device *);             // nvmlDeviceGetHandleByIndex_v2
using DeviceStringFn = Return (*)(Device, char *, unsigned int);        // Name, UUID, Serial, VbiosVersion
using PciInfoFn = Return (*)(Device, PciInfo *);                        // nvmlDeviceGetPciInfo_v3
using ComputeCapabilityFn = Return (*)(Device, int *, int *);           // nvmlDeviceGetCudaComputeCapability
using TemperatureFn = Return (*)(Device, int, unsigned int *);          // nvmlDeviceGetTemperature
using TemperatureThresholdFn = Return (*)(Device, int, unsigned int *); // nvmlDeviceGetTemperatureThreshold
using DeviceUintFn = Return (*)(Device, unsigned int *);                // power, limits, fan, PCIe link
using PowerConstraintsFn = Return (*)(Device, unsigned int *, unsigned int *); // ...PowerManagementLimitConstraints
using ClockFn = Return (*)(Device, int, unsigned int *);                // nvmlDeviceGetClockInfo, ...GetMaxClockInfo
using UtilizationFn = Return (*)(Device, Utilization *);                // nvmlDeviceGetUtilizationRates
using MemoryFn = Return (*)(Device, Memory *);                          // nvmlDeviceGetMemoryInfo
using MemoryV2Fn = Return (*)(Device, MemoryV2 *);                      // nvmlDeviceGetMemoryInfo_v2
using PstateFn = Return (*)(Device, int *);                             // nvmlDeviceGetPerformanceState
using DeviceUlonglongFn = Return (*)(Device, unsigned long long *);     // clock event reasons, energy
using SupportedMemoryClocksFn = Return (*)(Device, unsigned int *, unsigned int *);
using SupportedGraphicsClocksFn = Return (*)(Device, unsigned int, unsigned int *, unsigned int *);
using SetUintFn = Return (*)(Device, unsigned int);                     // nvmlDeviceSetPowerManagementLimit
using SetLockedClocksFn = Return (*)(Device, unsigned int, unsigned int); // nvmlDeviceSetGpuLockedClocks
using DeviceActionFn = Return (*)(Device);                              // nvmlDeviceResetGpuLockedClocks

} // namespace rocmtune::nvml
