// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

// The amdgpu driver's gpu_metrics tables as they appear in
// /sys/class/drm/cardN/device/gpu_metrics: one C struct per
// (format_revision, content_revision), natural alignment, little-endian.
// Written from the field lists of the kernel's kgd_pp_interface.h; only the
// fields ROCm Tune reads are named, the rest are reserved bytes, and every
// offset is checked below. The kernel fills a table with 0xff before it
// sets the fields a firmware has, so 0xffff (0xffffffff ...) = "not reported".

#include <cstddef>
#include <cstdint>

namespace rocmtune::amdgpu::layout {

struct Header {
    uint16_t structureSize;
    uint8_t formatRevision;
    uint8_t contentRevision;
};

// v1.0: not naturally aligned in the kernel's own words (a hole after the header).
struct V1_0 {
    Header header;
    uint64_t systemClockCounter;
    uint16_t temperatureEdge, temperatureHotspot, temperatureMem;
    uint16_t temperatureVrGfx, temperatureVrSoc, temperatureVrMem;
    uint16_t averageGfxActivity, averageUmcActivity, averageMmActivity;
    uint16_t averageSocketPower;
    uint32_t energyAccumulator;
    uint16_t averageGfxclk, averageSocclk, averageUclk, averageClocks[4];
    uint16_t currentGfxclk, currentSocclk, currentUclk, currentClocks[4];
    uint32_t throttleStatus;
    uint16_t currentFanSpeed;
    uint8_t pcieLinkWidth;
    uint8_t pcieLinkSpeed; // 0.1 GT/s
};

// v1.1 .. v1.3 grow at the end: each holds the one before as its first member
// (members, not base classes, so that every struct keeps a standard layout).
struct V1_1 {
    Header header;
    uint16_t temperatureEdge, temperatureHotspot, temperatureMem;
    uint16_t temperatureVrGfx, temperatureVrSoc, temperatureVrMem;
    uint16_t averageGfxActivity, averageUmcActivity, averageMmActivity;
    uint16_t averageSocketPower;
    uint64_t energyAccumulator;
    uint64_t systemClockCounter;
    uint16_t averageGfxclk, averageSocclk, averageUclk, averageClocks[4];
    uint16_t currentGfxclk, currentSocclk, currentUclk, currentClocks[4];
    uint32_t throttleStatus;
    uint16_t currentFanSpeed;
    uint16_t pcieLinkWidth;
    uint16_t pcieLinkSpeed; // 0.1 GT/s
    uint16_t padding;
    uint32_t gfxActivityAcc, memActivityAcc;
    uint16_t temperatureHbm[4];
};
struct V1_2 {
    V1_1 v1_1;
    uint64_t firmwareTimestamp;
};
struct V1_3 {
    V1_2 v1_2;
    uint16_t voltageSoc, voltageGfx, voltageMem;
    uint16_t padding1;
    uint64_t indepThrottleStatus;
};

// v1.4 .. v1.8 (MI300 family): a new layout; the first 16 bytes are shared,
// the rest moves between revisions. Power is the current socket power.
struct V1_4Prefix {
    Header header;
    uint16_t temperatureHotspot, temperatureMem, temperatureVrSoc;
    uint16_t currentSocketPower; // W
    uint16_t averageGfxActivity, averageUmcActivity;
};
struct V1_4 {
    V1_4Prefix prefix;
    uint16_t vcnActivity[4];
    uint64_t energyAccumulator;
    uint64_t systemClockCounter;
    uint32_t throttleStatus, gfxclkLockStatus;
    uint16_t pcieLinkWidth, pcieLinkSpeed, xgmiLinkWidth, xgmiLinkSpeed;
    uint32_t gfxActivityAcc, memActivityAcc;
    uint64_t pcieCounters[5];
    uint64_t xgmiData[16];
    uint64_t firmwareTimestamp;
    uint16_t currentGfxclk[8], currentSocclk[4], currentVclk0[4], currentDclk0[4];
    uint16_t currentUclk;
    uint16_t padding;
};
struct V1_5 {
    V1_4Prefix prefix;
    uint16_t vcnActivity[4];
    uint16_t jpegActivity[32]; // NUM_JPEG_ENG was 32 when v1.5 came
    uint64_t energyAccumulator;
    uint64_t systemClockCounter;
    uint32_t throttleStatus, gfxclkLockStatus;
    uint16_t pcieLinkWidth, pcieLinkSpeed, xgmiLinkWidth, xgmiLinkSpeed;
    uint32_t gfxActivityAcc, memActivityAcc;
    uint64_t pcieCounters[5];
    uint32_t pcieNakSent, pcieNakReceived;
    uint64_t xgmiData[16];
    uint64_t firmwareTimestamp;
    uint16_t currentGfxclk[8], currentSocclk[4], currentVclk0[4], currentDclk0[4];
    uint16_t currentUclk;
    uint16_t padding;
};
// v1.6: per-partition statistics at the end (8 × 168 bytes) are not read.
struct V1_6 {
    V1_4Prefix prefix;
    uint64_t energyAccumulator;
    uint64_t systemClockCounter;
    uint32_t accumulationCounter;
    uint32_t residencies[5];
    uint32_t gfxclkLockStatus;
    uint16_t pcieLinkWidth, pcieLinkSpeed, xgmiLinkWidth, xgmiLinkSpeed;
    uint32_t gfxActivityAcc, memActivityAcc;
    uint64_t pcieCounters[5];
    uint32_t pcieNakSent, pcieNakReceived;
    uint64_t xgmiData[16];
    uint64_t firmwareTimestamp;
    uint16_t currentGfxclk[8], currentSocclk[4], currentVclk0[4], currentDclk0[4];
    uint16_t currentUclk;
    uint16_t numPartition;
    uint32_t alignment; // the partition structs hold 64-bit counters
    unsigned char partitionStats[8 * 168];
    uint32_t pcieOtherEndRecovery;
};
// v1.7: the VRAM bandwidth moves the energy counter down, XGMI link states
// come in before the firmware timestamp. v1.8 is the same list with larger
// per-partition statistics (amdgpu_xcp_metrics_v1_2: 40 JPEG engines and
// four "below host limit" accumulators, 440 bytes instead of v1_1's 232).
// (v1.9 is no fixed layout: a count and a list of encoded attributes whose
// kernel struct holds pointers; such a table is read per file.)
template <int PartitionBytes>
struct V1_7Like {
    V1_4Prefix prefix;
    uint64_t memMaxBandwidth;
    uint64_t energyAccumulator;
    uint64_t systemClockCounter;
    uint32_t accumulationCounter;
    uint32_t residencies[5];
    uint32_t gfxclkLockStatus;
    uint16_t pcieLinkWidth, pcieLinkSpeed, xgmiLinkWidth, xgmiLinkSpeed;
    uint32_t gfxActivityAcc, memActivityAcc;
    uint64_t pcieCounters[5];
    uint32_t pcieNakSent, pcieNakReceived;
    uint64_t xgmiData[16];
    uint16_t xgmiLinkStatus[8];
    uint16_t padding;
    uint64_t firmwareTimestamp;
    uint16_t currentGfxclk[8], currentSocclk[4], currentVclk0[4], currentDclk0[4];
    uint16_t currentUclk;
    uint16_t numPartition;
    uint32_t alignment;
    unsigned char partitionStats[8 * PartitionBytes];
    uint32_t pcieOtherEndRecovery;
};
using V1_7 = V1_7Like<232>;
using V1_8 = V1_7Like<440>;

// v2.x: APUs. Temperatures and activities in hundredths, power in mW.
struct V2_0 {
    Header header;
    uint64_t systemClockCounter;
    uint16_t temperatureGfx, temperatureSoc, temperatureCore[8], temperatureL3[2];
    uint16_t averageGfxActivity, averageMmActivity;
    uint16_t averageSocketPower, averageCpuPower, averageSocPower, averageGfxPower, averageCorePower[8];
    uint16_t averageGfxclk, averageSocclk, averageUclk, averageFclk, averageVclk, averageDclk;
    uint16_t currentGfxclk, currentSocclk, currentUclk, currentFclk, currentVclk, currentDclk;
    uint16_t currentCoreclk[8], currentL3clk[2];
    uint32_t throttleStatus;
    uint16_t fanPwm;
    uint16_t padding;
};
struct V2_1 {
    Header header;
    uint16_t temperatureGfx, temperatureSoc, temperatureCore[8], temperatureL3[2];
    uint16_t averageGfxActivity, averageMmActivity;
    uint64_t systemClockCounter;
    uint16_t averageSocketPower, averageCpuPower, averageSocPower, averageGfxPower, averageCorePower[8];
    uint16_t averageGfxclk, averageSocclk, averageUclk, averageFclk, averageVclk, averageDclk;
    uint16_t currentGfxclk, currentSocclk, currentUclk, currentFclk, currentVclk, currentDclk;
    uint16_t currentCoreclk[8], currentL3clk[2];
    uint32_t throttleStatus;
    uint16_t fanPwm;
    uint16_t padding[3];
};
struct V2_2 {
    V2_1 v2_1;
    uint64_t indepThrottleStatus;
};
struct V2_3 {
    V2_2 v2_2;
    uint16_t averageTemperatureGfx, averageTemperatureSoc, averageTemperatureCore[8], averageTemperatureL3[2];
};
struct V2_4 {
    V2_3 v2_3;
    uint16_t averageCpuVoltage, averageSocVoltage, averageGfxVoltage;
    uint16_t averageCpuCurrent, averageSocCurrent, averageGfxCurrent;
};

// v3.0: Strix-class APUs (smu_v14_0_0). Temperatures and activities in
// hundredths, power in mW (32-bit), only time-filtered (average) clocks.
struct V3_0 {
    Header header;
    uint16_t temperatureGfx, temperatureSoc, temperatureCore[16], temperatureSkin;
    uint16_t averageGfxActivity, averageVcnActivity, averageIpuActivity[8], averageCoreC0Activity[16];
    uint16_t averageDramReads, averageDramWrites, averageIpuReads, averageIpuWrites;
    uint64_t systemClockCounter;
    uint32_t averageSocketPower;
    uint16_t averageIpuPower;
    uint32_t averageApuPower, averageGfxPower, averageDgpuPower, averageAllCorePower;
    uint16_t averageCorePower[16];
    uint16_t averageSysPower, stapmPowerLimit, currentStapmPowerLimit;
    uint16_t averageGfxclk, averageSocclk, averageVpeclk, averageIpuclk, averageFclk, averageVclk, averageUclk, averageMpipuclk;
    uint16_t currentCoreclk[16];
    uint16_t currentCoreMaxfreq, currentGfxMaxfreq;
    uint32_t throttleResidency[7]; // prochot, spl, fppt, sppt, thm core / gfx / soc
    uint32_t timeFilterAlphaValue;
};

// Offsets and sizes as the kernel's structs have them (x86-64 and arm64 alike).
static_assert(sizeof(Header) == 4);
static_assert(offsetof(V1_0, temperatureEdge) == 16 && offsetof(V1_0, energyAccumulator) == 36 && offsetof(V1_0, pcieLinkSpeed) == 75);
static_assert(sizeof(V1_0) == 80);
static_assert(offsetof(V1_1, averageSocketPower) == 22 && offsetof(V1_1, energyAccumulator) == 24 && offsetof(V1_1, currentGfxclk) == 54);
static_assert(offsetof(V1_1, throttleStatus) == 68 && offsetof(V1_1, currentFanSpeed) == 72 && offsetof(V1_1, pcieLinkSpeed) == 76);
static_assert(offsetof(V1_1, temperatureHbm) == 88 && sizeof(V1_1) == 96);
static_assert(offsetof(V1_2, firmwareTimestamp) == 96 && sizeof(V1_2) == 104);
static_assert(offsetof(V1_3, voltageGfx) == 106 && offsetof(V1_3, indepThrottleStatus) == 112 && sizeof(V1_3) == 120);
static_assert(offsetof(V1_4, energyAccumulator) == 24 && offsetof(V1_4, pcieLinkWidth) == 48 && offsetof(V1_4, firmwareTimestamp) == 232);
static_assert(offsetof(V1_4, currentGfxclk) == 240 && offsetof(V1_4, currentUclk) == 280 && sizeof(V1_4) == 288);
static_assert(offsetof(V1_5, energyAccumulator) == 88 && offsetof(V1_5, pcieLinkWidth) == 112 && offsetof(V1_5, firmwareTimestamp) == 304);
static_assert(offsetof(V1_5, currentGfxclk) == 312 && offsetof(V1_5, currentUclk) == 352 && sizeof(V1_5) == 360);
static_assert(offsetof(V1_6, energyAccumulator) == 16 && offsetof(V1_6, pcieLinkWidth) == 60 && offsetof(V1_6, firmwareTimestamp) == 256);
static_assert(offsetof(V1_6, currentGfxclk) == 264 && offsetof(V1_6, currentUclk) == 304 && offsetof(V1_6, partitionStats) == 312);
static_assert(offsetof(V1_6, pcieOtherEndRecovery) == 1656 && sizeof(V1_6) == 1664);
static_assert(offsetof(V1_7, energyAccumulator) == 24 && offsetof(V1_7, pcieLinkWidth) == 68 && offsetof(V1_7, firmwareTimestamp) == 288);
static_assert(offsetof(V1_7, currentGfxclk) == 296 && offsetof(V1_7, currentUclk) == 336 && offsetof(V1_7, partitionStats) == 344);
static_assert(offsetof(V1_7, pcieOtherEndRecovery) == 2200 && sizeof(V1_7) == 2208);
static_assert(offsetof(V1_8, energyAccumulator) == 24 && offsetof(V1_8, pcieCounters) == 88 && offsetof(V1_8, firmwareTimestamp) == 288);
static_assert(offsetof(V1_8, currentGfxclk) == 296 && offsetof(V1_8, currentUclk) == 336 && offsetof(V1_8, partitionStats) == 344);
static_assert(offsetof(V1_8, pcieOtherEndRecovery) == 3864 && sizeof(V1_8) == 3872);
static_assert(offsetof(V3_0, averageGfxActivity) == 42 && offsetof(V3_0, systemClockCounter) == 104 && offsetof(V3_0, averageSocketPower) == 112);
static_assert(offsetof(V3_0, averageApuPower) == 120 && offsetof(V3_0, averageGfxclk) == 174 && offsetof(V3_0, averageUclk) == 186);
static_assert(offsetof(V3_0, throttleResidency) == 228 && offsetof(V3_0, timeFilterAlphaValue) == 256 && sizeof(V3_0) == 264);
static_assert(offsetof(V2_0, temperatureGfx) == 16 && offsetof(V2_0, averageSocketPower) == 44 && offsetof(V2_0, currentGfxclk) == 80);
static_assert(offsetof(V2_0, throttleStatus) == 112 && sizeof(V2_0) == 120);
static_assert(offsetof(V2_1, systemClockCounter) == 32 && offsetof(V2_1, averageSocketPower) == 40 && offsetof(V2_1, averageGfxclk) == 64);
static_assert(offsetof(V2_1, currentGfxclk) == 76 && offsetof(V2_1, throttleStatus) == 108 && sizeof(V2_1) == 120);
static_assert(offsetof(V2_2, indepThrottleStatus) == 120 && sizeof(V2_2) == 128);
static_assert(offsetof(V2_3, averageTemperatureGfx) == 128 && sizeof(V2_3) == 152);
static_assert(offsetof(V2_4, averageGfxVoltage) == 156 && sizeof(V2_4) == 168);

} // namespace rocmtune::amdgpu::layout
