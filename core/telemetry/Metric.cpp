// SPDX-License-Identifier: GPL-3.0-or-later
#include "core/i18n/ListText.h"
#include "core/telemetry/Metric.h"

#include "core/telemetry/ThrottleReasons.h"

#include <QCoreApplication>
#include <QStringList>

namespace rocmtune {

namespace {

using K = MetricKind;
using U = Unit;

// `using enum` inside the lambda only: at namespace scope it would also bring the
// MetricId names into the other files of a unity batch (MetricId::PowerProfile
// against the PowerProfile enum).
constexpr std::array<MetricInfo, kMetricCount> kCatalogue = [] {
    using enum MetricId;
    return std::array<MetricInfo, kMetricCount>{{
    {TemperatureEdge, "temp_edge", QT_TRANSLATE_NOOP("Metric", "Edge temperature"), U::Celsius, K::Live, true},
    {TemperatureJunction, "temp_junction", QT_TRANSLATE_NOOP("Metric", "Junction temperature"), U::Celsius, K::Live, true},
    {TemperatureMemory, "temp_memory", QT_TRANSLATE_NOOP("Metric", "Memory temperature"), U::Celsius, K::Live, true},
    {TemperatureEdgeCritical, "temp_edge_critical", QT_TRANSLATE_NOOP("Metric", "Edge critical temperature"), U::Celsius, K::Limit, false},
    {TemperatureJunctionCritical, "temp_junction_critical", QT_TRANSLATE_NOOP("Metric", "Junction critical temperature"), U::Celsius, K::Limit, false},
    {TemperatureMemoryCritical, "temp_memory_critical", QT_TRANSLATE_NOOP("Metric", "Memory critical temperature"), U::Celsius, K::Limit, false},
    {TemperatureEdgeEmergency, "temp_edge_emergency", QT_TRANSLATE_NOOP("Metric", "Edge emergency temperature"), U::Celsius, K::Limit, false},
    {TemperatureJunctionEmergency, "temp_junction_emergency", QT_TRANSLATE_NOOP("Metric", "Junction emergency temperature"), U::Celsius, K::Limit, false},
    {TemperatureMemoryEmergency, "temp_memory_emergency", QT_TRANSLATE_NOOP("Metric", "Memory emergency temperature"), U::Celsius, K::Limit, false},
    {PowerAverage, "power_average", QT_TRANSLATE_NOOP("Metric", "Power"), U::Watt, K::Live, true},
    {PowerCap, "power_cap", QT_TRANSLATE_NOOP("Metric", "Power cap"), U::Watt, K::Limit, true},
    {PowerCapDefault, "power_cap_default", QT_TRANSLATE_NOOP("Metric", "Default power cap"), U::Watt, K::Limit, false},
    {PowerCapMin, "power_cap_min", QT_TRANSLATE_NOOP("Metric", "Minimum power cap"), U::Watt, K::Limit, false},
    {PowerCapMax, "power_cap_max", QT_TRANSLATE_NOOP("Metric", "Maximum power cap"), U::Watt, K::Limit, false},
    {GfxClock, "gfx_clock", QT_TRANSLATE_NOOP("Metric", "GFX clock"), U::Megahertz, K::Live, true},
    {GfxClockMin, "gfx_clock_min", QT_TRANSLATE_NOOP("Metric", "GFX clock minimum"), U::Megahertz, K::Limit, false},
    {GfxClockMax, "gfx_clock_max", QT_TRANSLATE_NOOP("Metric", "GFX clock maximum"), U::Megahertz, K::Limit, false},
    {MemoryClock, "memory_clock", QT_TRANSLATE_NOOP("Metric", "Memory clock"), U::Megahertz, K::Live, true},
    {MemoryClockMin, "memory_clock_min", QT_TRANSLATE_NOOP("Metric", "Memory clock minimum"), U::Megahertz, K::Limit, false},
    {MemoryClockMax, "memory_clock_max", QT_TRANSLATE_NOOP("Metric", "Memory clock maximum"), U::Megahertz, K::Limit, false},
    {GpuBusy, "gpu_busy", QT_TRANSLATE_NOOP("Metric", "GPU utilization"), U::Percent, K::Live, true},
    {MemoryBusy, "memory_busy", QT_TRANSLATE_NOOP("Metric", "Memory utilization"), U::Percent, K::Live, true},
    {VramUsed, "vram_used", QT_TRANSLATE_NOOP("Metric", "VRAM used"), U::Byte, K::Live, true},
    {VramTotal, "vram_total", QT_TRANSLATE_NOOP("Metric", "VRAM total"), U::Byte, K::Limit, false},
    {FanRpm, "fan_rpm", QT_TRANSLATE_NOOP("Metric", "Fan speed"), U::Rpm, K::Live, true},
    {FanPercent, "fan_percent", QT_TRANSLATE_NOOP("Metric", "Fan duty"), U::Percent, K::Live, true},
    {GfxVoltage, "gfx_voltage", QT_TRANSLATE_NOOP("Metric", "GFX voltage"), U::Millivolt, K::Live, true},
    {PerformanceLevel, "perf_level", QT_TRANSLATE_NOOP("Metric", "Performance level"), U::Enumeration, K::State, true},
    {PerformanceState, "perf_state", QT_TRANSLATE_NOOP("Metric", "Performance state"), U::Enumeration, K::State, true},
    {ThrottleStatus, "throttle_status", QT_TRANSLATE_NOOP("Metric", "Throttle status"), U::Bitmask, K::State, true},
    {OverdrivePercent, "overdrive_percent", QT_TRANSLATE_NOOP("Metric", "GFX overdrive"), U::Percent, K::State, false},
    {PowerProfile, "power_profile", QT_TRANSLATE_NOOP("Metric", "Power profile"), U::Enumeration, K::State, false},
    {PcieLinkSpeed, "pcie_link_speed", QT_TRANSLATE_NOOP("Metric", "PCIe link speed"), U::GigaTransfersPerSecond, K::State, false},
    {PcieLinkWidth, "pcie_link_width", QT_TRANSLATE_NOOP("Metric", "PCIe link width"), U::Lanes, K::State, false},
    {EnergyConsumed, "energy", QT_TRANSLATE_NOOP("Metric", "Energy"), U::Joule, K::Counter, true},
    {TemperatureHbm0, "temp_hbm0", QT_TRANSLATE_NOOP("Metric", "HBM stack 0 temperature"), U::Celsius, K::Live, false},
    {TemperatureHbm1, "temp_hbm1", QT_TRANSLATE_NOOP("Metric", "HBM stack 1 temperature"), U::Celsius, K::Live, false},
    {TemperatureHbm2, "temp_hbm2", QT_TRANSLATE_NOOP("Metric", "HBM stack 2 temperature"), U::Celsius, K::Live, false},
    {TemperatureHbm3, "temp_hbm3", QT_TRANSLATE_NOOP("Metric", "HBM stack 3 temperature"), U::Celsius, K::Live, false},
    {TemperatureVrGfx, "temp_vr_gfx", QT_TRANSLATE_NOOP("Metric", "GFX voltage regulator temperature"), U::Celsius, K::Live, false},
    {TemperatureVrSoc, "temp_vr_soc", QT_TRANSLATE_NOOP("Metric", "SoC voltage regulator temperature"), U::Celsius, K::Live, false},
    {TemperatureVrMem, "temp_vr_memory", QT_TRANSLATE_NOOP("Metric", "Memory voltage regulator temperature"), U::Celsius, K::Live, false},
    {SocClock, "soc_clock", QT_TRANSLATE_NOOP("Metric", "SoC clock"), U::Megahertz, K::Live, false},
    {FabricClock, "fabric_clock", QT_TRANSLATE_NOOP("Metric", "Fabric clock"), U::Megahertz, K::Live, false},
    {VideoClock, "video_clock", QT_TRANSLATE_NOOP("Metric", "Video clock"), U::Megahertz, K::Live, false},
    {DecodeClock, "decode_clock", QT_TRANSLATE_NOOP("Metric", "Decode clock"), U::Megahertz, K::Live, false},
    {PcieReplayCount, "pcie_replay_count", QT_TRANSLATE_NOOP("Metric", "PCIe replays"), U::Count, K::Counter, false},
    }};
}();

constexpr bool catalogueIsInOrder()
{
    for (std::size_t i = 0; i < kCatalogue.size(); ++i) {
        if (static_cast<std::size_t>(kCatalogue[i].id) != i)
            return false;
    }
    return true;
}
static_assert(catalogueIsInOrder(), "metric catalogue must be listed in MetricId order");

} // namespace

const MetricInfo &metricInfo(MetricId id) { return kCatalogue[metricIndex(id)]; }

const std::array<MetricInfo, kMetricCount> &metricCatalogue() { return kCatalogue; }

std::optional<MetricId> metricFromKey(const QString &key)
{
    for (const auto &info : kCatalogue) {
        if (key == QLatin1String(info.key))
            return info.id;
    }
    return std::nullopt;
}

QString unitSymbol(Unit unit)
{
    switch (unit) {
    case Unit::Celsius: return QStringLiteral("°C");
    case Unit::Watt: return QStringLiteral("W");
    case Unit::Megahertz: return QStringLiteral("MHz");
    case Unit::Percent: return QStringLiteral("%");
    case Unit::Byte: return QStringLiteral("B");
    case Unit::Rpm: return QStringLiteral("RPM");
    case Unit::Millivolt: return QStringLiteral("mV");
    case Unit::Joule: return QStringLiteral("J");
    case Unit::GigaTransfersPerSecond: return QStringLiteral("GT/s");
    case Unit::Lanes: return QStringLiteral("lanes");
    case Unit::Enumeration: return QString();
    case Unit::Bitmask: return QString();
    case Unit::Count: return QString();
    }
    return QString();
}

const char *unitKey(Unit unit)
{
    switch (unit) {
    case Unit::Celsius: return "celsius";
    case Unit::Watt: return "watts";
    case Unit::Megahertz: return "megahertz";
    case Unit::Percent: return "percent";
    case Unit::Byte: return "bytes";
    case Unit::Rpm: return "rpm";
    case Unit::Millivolt: return "millivolts";
    case Unit::Joule: return "joules";
    case Unit::GigaTransfersPerSecond: return "gigatransfers_per_second";
    case Unit::Lanes: return "lanes";
    case Unit::Enumeration: return "enum";
    case Unit::Bitmask: return "bitmask";
    case Unit::Count: return "count";
    }
    return "";
}

QString throttleReasonsText(unsigned bits)
{
    QStringList names;
    for (const ThrottleReasonInfo *reason : shownThrottleReasons(bits))
        names << throttleReasonWords(*reason);
    return joinList(names);
}

} // namespace rocmtune
