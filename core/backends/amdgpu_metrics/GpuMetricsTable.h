// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QByteArray>
#include <QString>

#include <array>
#include <cstdint>
#include <optional>

namespace rocmtune::amdgpu {

// How a table's socket power is scaled. v1.x firmware reports watts, APU
// tables (v2.x) milliwatts; a few firmwares break the rule, so the backend
// checks the table against hwmon once (chooseSocketPowerScale).
enum class SocketPowerScale : unsigned char { Watts, Milliwatts };

// One decoded gpu_metrics table (device/gpu_metrics), in the app's units.
// Every field the table's revision lacks or marks "not reported" (0xffff...)
// is nullopt, never 0.
struct GpuMetrics {
    int formatRevision = 0;
    int contentRevision = 0;

    std::optional<double> temperatureEdgeCelsius;    // v1.0-1.3; APUs: the GFX temperature
    std::optional<double> temperatureHotspotCelsius; // junction
    std::optional<double> temperatureMemoryCelsius;
    std::optional<double> temperatureVrGfxCelsius;
    std::optional<double> temperatureVrSocCelsius;
    std::optional<double> temperatureVrMemCelsius;
    std::array<std::optional<double>, 4> temperatureHbmCelsius; // v1.1-1.3 (MI200)

    std::optional<double> gfxActivityPercent;    // gpu_busy_percent's source
    std::optional<double> memoryActivityPercent; // mem_busy_percent's source (UMC)

    std::optional<quint32> socketPowerRaw; // in socketPowerScale units
    SocketPowerScale socketPowerScale = SocketPowerScale::Watts; // the revision's rule
    std::optional<quint64> energyAccumulator; // counts of the library's energy resolution

    std::optional<double> currentGfxclkMegahertz; // v1.4+: the first XCC that reports one
    std::optional<double> averageGfxclkMegahertz;
    std::optional<double> currentUclkMegahertz;
    std::optional<double> averageUclkMegahertz;

    // The other clock domains rocm-smi shows (SOCCLK, FCLK, VCLK, DCLK).
    // v1.x tables have no FCLK; v1.4+ report the first instance that has one.
    std::optional<double> currentSocclkMegahertz;
    std::optional<double> averageSocclkMegahertz;
    std::optional<double> currentFclkMegahertz; // v2.x only
    std::optional<double> averageFclkMegahertz;
    std::optional<double> currentVclkMegahertz; // VCLK0
    std::optional<double> averageVclkMegahertz;
    std::optional<double> currentDclkMegahertz; // DCLK0
    std::optional<double> averageDclkMegahertz;
    std::optional<quint64> pcieReplayCount; // v1.4+: pcie_replay_count_acc

    std::optional<double> fanRpm;
    std::optional<double> pcieLinkWidth;
    std::optional<double> pcieLinkSpeedGigatransfers;
    std::optional<quint64> independentThrottleBits; // SMU_THROTTLER_* (v1.3, v2.2+)
    std::optional<quint32> throttleStatus;          // the firmware's own bits (v1.0-1.5; AsicThrottleBits.h)
    std::optional<double> gfxVoltageMillivolts;     // v1.3, v2.4
};

// Decodes a whole gpu_metrics file. nullopt (with *problem set) when the
// header is short, names a revision this decoder does not know, or its
// structure_size does not match that revision's size or the bytes read.
std::optional<GpuMetrics> decodeGpuMetrics(const QByteArray &bytes, QString *problem = nullptr);

// Size in bytes of a known revision's table; 0 for an unknown revision.
int gpuMetricsSize(int formatRevision, int contentRevision);

// The table's raw socket power beside hwmon's (W). Returns the scale that
// makes them agree (within 2 W or 10 %), or the revision's rule when hwmon
// is near 0 or neither fits.
SocketPowerScale chooseSocketPowerScale(quint32 raw, double hwmonWatts, SocketPowerScale rule);
double socketPowerWatts(quint32 raw, SocketPowerScale scale);

// SMU_THROTTLER_* bits (the kernel's smu_types.h) as ThrottleReason bits.
unsigned throttleReasonsFromIndependentBits(quint64 bits);

// The table's throttle reasons (ThrottleReason bits): from
// indep_throttle_status where the revision has it, else from throttle_status
// where its layout is known for this revision and card (AsicThrottleBits.h);
// nullopt otherwise.
std::optional<unsigned> throttleReasonsOf(const GpuMetrics &metrics, std::optional<quint16> pciDeviceId);

} // namespace rocmtune::amdgpu
