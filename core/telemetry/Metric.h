// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QString>

#include <array>
#include <cstddef>
#include <optional>

namespace rocmtune {

// Every quantity the app knows about. Values travel as double in the unit the
// catalogue names (metricInfo(id).unit); "not available" is a missing value,
// never 0.
enum class MetricId : unsigned char {
    TemperatureEdge,
    TemperatureJunction,
    TemperatureMemory,
    TemperatureEdgeCritical,
    TemperatureJunctionCritical,
    TemperatureMemoryCritical,
    TemperatureEdgeEmergency,
    TemperatureJunctionEmergency,
    TemperatureMemoryEmergency,
    PowerAverage,
    PowerCap,
    PowerCapDefault,
    PowerCapMin,
    PowerCapMax,
    GfxClock,
    GfxClockMin,
    GfxClockMax,
    MemoryClock,
    MemoryClockMin,
    MemoryClockMax,
    GpuBusy,
    MemoryBusy,
    VramUsed,
    VramTotal,
    FanRpm,
    FanPercent,
    GfxVoltage,
    PerformanceLevel,
    PerformanceState,
    ThrottleStatus,
    OverdrivePercent,
    PowerProfile,
    PcieLinkSpeed,
    PcieLinkWidth,
    EnergyConsumed,
    TemperatureHbm0, // HBM stacks (gpu_metrics; MI200)
    TemperatureHbm1,
    TemperatureHbm2,
    TemperatureHbm3,
    TemperatureVrGfx, // voltage regulators (gpu_metrics)
    TemperatureVrSoc,
    TemperatureVrMem,
    SocClock,        // pp_dpm_socclk (what rocm-smi calls SOCCLK)
    FabricClock,     // pp_dpm_fclk, the data fabric (FCLK)
    VideoClock,      // pp_dpm_vclk, video core (VCLK)
    DecodeClock,     // pp_dpm_dclk, video decoder (DCLK)
    PcieReplayCount, // pcie_replay_count: link-level retransmissions since boot
    Count
};

inline constexpr std::size_t kMetricCount = static_cast<std::size_t>(MetricId::Count);

enum class Unit : unsigned char {
    Celsius,
    Watt,
    Megahertz,
    Percent,
    Byte,
    Rpm,
    Millivolt,
    Joule,
    GigaTransfersPerSecond,
    Lanes,
    Enumeration, // an index into a named list (performance level, power profile)
    Bitmask,     // ThrottleReason bits
    Count,       // a plain number of events (PCIe replays)
};

enum class MetricKind : unsigned char {
    Live,    // changes every sample (temperature, power, clocks ...)
    Limit,   // a bound that rarely changes (critical temperature, cap range)
    State,   // a discrete setting (performance level, power profile)
    Counter, // monotonically increasing (energy)
};

struct MetricInfo {
    MetricId id;
    const char *key;   // stable machine name: CSV/JSON column, Prometheus label
    const char *label; // English display text; translate with QCoreApplication::translate("Metric", label)
    Unit unit;
    MetricKind kind;
    bool inHistory; // kept in the History ring (limits are read from the latest sample)
};

const MetricInfo &metricInfo(MetricId id);
const std::array<MetricInfo, kMetricCount> &metricCatalogue();
std::optional<MetricId> metricFromKey(const QString &key);

// Symbol for a unit as printed in tables and CSV headers ("°C", "W", "MHz", "B" ...).
QString unitSymbol(Unit unit);
// ASCII name of a unit for machine formats ("celsius", "watts" ...).
const char *unitKey(Unit unit);

inline constexpr std::size_t metricIndex(MetricId id) { return static_cast<std::size_t>(id); }

// Bits of MetricId::ThrottleStatus, one per reason a GPU runs below its requested clock.
enum ThrottleReason : unsigned {
    ThrottlePowerCap = 1u << 0,
    ThrottleThermal = 1u << 1,
    ThrottleCurrent = 1u << 2,
    ThrottleSoftwareSlowdown = 1u << 3,
    ThrottleHardwareSlowdown = 1u << 4,
    ThrottleIdle = 1u << 5,
    ThrottleClockLocked = 1u << 6, // application clocks / a locked clock
    // Finer reasons (issue 36), set together with the coarse bit above that
    // covers them (Thermal, HardwareSlowdown): older readers keep working.
    ThrottleHotspotTemperature = 1u << 7,
    ThrottleMemoryTemperature = 1u << 8,
    ThrottleVrmTemperature = 1u << 9,
    ThrottleProchot = 1u << 10,
};

// Names of throttle reasons present in a bitmask, English, comma separated.
QString throttleReasonsText(unsigned bits);

} // namespace rocmtune
