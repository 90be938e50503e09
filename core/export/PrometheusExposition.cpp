// SPDX-License-Identifier: GPL-3.0-or-later
#include "core/export/PrometheusExposition.h"

#include "core/backends/BackendRegistry.h"
#include "core/backends/DeviceControls.h"
#include "core/export/PrometheusEcc.h"
#include "core/telemetry/TemperatureSensors.h"
#include "core/telemetry/ThrottleReasons.h"
#include "rocmtune_version.h"

#include <algorithm>
#include <charconv>
#include <cmath>
#include <vector>

namespace rocmtune {

namespace {

// One series of a family: which metric, an extra label, and the factor from
// the catalogue's unit to the exported base unit.
struct SeriesSpec {
    MetricId id;
    const char *labelName; // nullptr: no extra label
    const char *labelValue;
    double scale;
};

struct FamilySpec {
    const char *name;
    const char *type;
    const char *help;
    std::vector<SeriesSpec> series;
};

// The temperature series come from the sensor catalogue, labelled
// sensor="<catalogue key>" (edge, junction, memory, hbm0 ... vr_memory: the
// labels dashboards already use). A limit is written once, under the first
// sensor that has it: the HBM stacks share the memory sensor's limits, which
// stay sensor="memory" as before.
std::vector<SeriesSpec> sensorSeries(MetricId TemperatureSensor::*reading)
{
    std::vector<SeriesSpec> series;
    for (const TemperatureSensor &sensor : temperatureSensors())
        series.push_back({sensor.*reading, "sensor", sensor.key, 1});
    return series;
}

std::vector<SeriesSpec> sensorSeries(std::optional<MetricId> TemperatureSensor::*limit)
{
    std::vector<SeriesSpec> series;
    for (const TemperatureSensor &sensor : temperatureSensors()) {
        const std::optional<MetricId> id = sensor.*limit;
        if (id && std::none_of(series.begin(), series.end(), [&](const SeriesSpec &s) { return s.id == *id; }))
            series.push_back({*id, "sensor", sensor.key, 1});
    }
    return series;
}

const std::vector<FamilySpec> &families()
{
    using enum MetricId;
    static const std::vector<FamilySpec> table{
        {"rocmtune_gpu_temperature_celsius", "gauge", "GPU temperature by sensor.", sensorSeries(&TemperatureSensor::reading)},
        {"rocmtune_gpu_temperature_critical_celsius", "gauge", "Temperature at which the GPU throttles hard, by sensor.",
         sensorSeries(&TemperatureSensor::critical)},
        {"rocmtune_gpu_temperature_emergency_celsius", "gauge", "Temperature at which the GPU shuts down, by sensor.",
         sensorSeries(&TemperatureSensor::emergency)},
        {"rocmtune_gpu_power_watts", "gauge", "Average board power.", {{PowerAverage, nullptr, nullptr, 1}}},
        {"rocmtune_gpu_power_cap_watts", "gauge", "Power cap in force.", {{PowerCap, nullptr, nullptr, 1}}},
        {"rocmtune_gpu_power_cap_default_watts", "gauge", "Default power cap.", {{PowerCapDefault, nullptr, nullptr, 1}}},
        {"rocmtune_gpu_power_cap_min_watts", "gauge", "Lowest power cap the driver accepts.", {{PowerCapMin, nullptr, nullptr, 1}}},
        {"rocmtune_gpu_power_cap_max_watts", "gauge", "Highest power cap the driver accepts.", {{PowerCapMax, nullptr, nullptr, 1}}},
        {"rocmtune_gpu_clock_hertz", "gauge", "Current clock by domain.",
         {{GfxClock, "clock", "gfx", 1e6}, {MemoryClock, "clock", "memory", 1e6}, {SocClock, "clock", "soc", 1e6},
          {FabricClock, "clock", "fabric", 1e6}, {VideoClock, "clock", "video", 1e6}, {DecodeClock, "clock", "decode", 1e6}}},
        {"rocmtune_gpu_clock_min_hertz", "gauge", "Lower end of the allowed clock range by domain.",
         {{GfxClockMin, "clock", "gfx", 1e6}, {MemoryClockMin, "clock", "memory", 1e6}}},
        {"rocmtune_gpu_clock_max_hertz", "gauge", "Upper end of the allowed clock range by domain.",
         {{GfxClockMax, "clock", "gfx", 1e6}, {MemoryClockMax, "clock", "memory", 1e6}}},
        {"rocmtune_gpu_busy_ratio", "gauge", "Fraction of time the engine was busy (0 to 1).",
         {{GpuBusy, "engine", "gfx", 0.01}, {MemoryBusy, "engine", "memory", 0.01}}},
        {"rocmtune_gpu_memory_used_bytes", "gauge", "VRAM in use.", {{VramUsed, nullptr, nullptr, 1}}},
        {"rocmtune_gpu_memory_total_bytes", "gauge", "VRAM size.", {{VramTotal, nullptr, nullptr, 1}}},
        {"rocmtune_gpu_fan_speed_rpm", "gauge", "Fan speed in revolutions per minute.", {{FanRpm, nullptr, nullptr, 1}}},
        {"rocmtune_gpu_fan_duty_ratio", "gauge", "Fan duty cycle (0 to 1).", {{FanPercent, nullptr, nullptr, 0.01}}},
        {"rocmtune_gpu_voltage_volts", "gauge", "Core voltage by rail.", {{GfxVoltage, "rail", "gfx", 0.001}}},
        {"rocmtune_gpu_performance_state", "gauge", "Index of the current DPM state.", {{PerformanceState, nullptr, nullptr, 1}}},
        {"rocmtune_gpu_overdrive_ratio", "gauge", "GFX overdrive as a fraction above stock (0.05 = 5%).",
         {{OverdrivePercent, nullptr, nullptr, 0.01}}},
        {"rocmtune_gpu_pcie_link_speed_transfers_per_second", "gauge", "PCIe link speed per lane.",
         {{PcieLinkSpeed, nullptr, nullptr, 1e9}}},
        {"rocmtune_gpu_pcie_link_width_lanes", "gauge", "PCIe link width.", {{PcieLinkWidth, nullptr, nullptr, 1}}},
        {"rocmtune_gpu_pcie_replays_total", "counter", "PCIe packets the link had to send again since boot.",
         {{PcieReplayCount, nullptr, nullptr, 1}}},
        {"rocmtune_gpu_energy_joules_total", "counter", "Energy the GPU consumed since the driver started counting.",
         {{EnergyConsumed, nullptr, nullptr, 1}}},
    };
    return table;
}

struct ThrottleBit {
    unsigned bit;
    const char *reason;
};
constexpr ThrottleBit kThrottleBits[] = {
    {ThrottlePowerCap, "power_cap"},   {ThrottleThermal, "thermal"},       {ThrottleCurrent, "current"},
    {ThrottleSoftwareSlowdown, "software_slowdown"}, {ThrottleHardwareSlowdown, "hardware_slowdown"},
    {ThrottleIdle, "idle"},            {ThrottleClockLocked, "clock_locked"},
};

class Writer
{
public:
    void family(const char *name, const char *type, const char *help)
    {
        out_ += "# HELP ";
        out_ += name;
        out_ += ' ';
        out_ += help;
        out_ += "\n# TYPE ";
        out_ += name;
        out_ += ' ';
        out_ += type;
        out_ += '\n';
    }
    void sample(const char *name, const QByteArray &labels, double value)
    {
        out_ += name;
        if (!labels.isEmpty()) {
            out_ += '{';
            out_ += labels;
            out_ += '}';
        }
        out_ += ' ';
        out_ += PrometheusExposition::formatValue(value);
        out_ += '\n';
    }
    QByteArray take() { return std::move(out_); }

private:
    QByteArray out_;
};

QByteArray label(const char *name, const QString &value)
{
    return QByteArray(name) + "=\"" + PrometheusExposition::escapeLabelValue(value).toUtf8() + '"';
}

QByteArray deviceLabels(const DeviceInfo &info, int index)
{
    const QString uuid = info.uniqueId.isEmpty() ? info.stableId() : info.uniqueId;
    return label("gpu", QString::number(index)) + ',' + label("uuid", uuid) + ',' + label("name", info.name) + ','
        + label("arch", info.gfxArch);
}

QByteArray withExtra(const QByteArray &labels, const char *name, const char *value)
{
    return name ? labels + ',' + label(name, QString::fromLatin1(value)) : labels;
}

std::optional<double> valueOf(const DeviceInfo &info, const Sample &sample, MetricId id)
{
    if (auto v = sample.value(id))
        return v;
    if (id == MetricId::VramTotal && info.vramTotalBytes)
        return static_cast<double>(*info.vramTotalBytes);
    return std::nullopt;
}

} // namespace

QByteArray PrometheusExposition::gpuLabels(const DeviceInfo &info, int index)
{
    return deviceLabels(info, index);
}

QString PrometheusExposition::escapeLabelValue(const QString &value)
{
    QString escaped;
    escaped.reserve(value.size());
    for (QChar c : value) {
        if (c == QLatin1Char('\\'))
            escaped += QLatin1String("\\\\");
        else if (c == QLatin1Char('"'))
            escaped += QLatin1String("\\\"");
        else if (c == QLatin1Char('\n'))
            escaped += QLatin1String("\\n");
        else
            escaped += c;
    }
    return escaped;
}

QByteArray PrometheusExposition::formatValue(double value)
{
    if (std::isnan(value))
        return QByteArrayLiteral("NaN");
    if (std::isinf(value))
        return value > 0 ? QByteArrayLiteral("+Inf") : QByteArrayLiteral("-Inf");
    char buffer[64];
    const auto result = std::to_chars(buffer, buffer + sizeof buffer, value);
    return QByteArray(buffer, static_cast<int>(result.ptr - buffer));
}

QByteArray PrometheusExposition::render(const DeviceList &devices, const Snapshot *snapshot)
{
    Writer w;
    w.family("rocmtune_build_info", "gauge", "Version of the rocmtune exporter.");
    w.sample("rocmtune_build_info", label("version", QStringLiteral(ROCMTUNE_VERSION)), 1);

    QVector<QByteArray> labels;
    for (int i = 0; i < devices.size(); ++i)
        labels << deviceLabels(devices[i], i);

    if (!devices.isEmpty()) {
        w.family("rocmtune_gpu_info", "gauge", "GPU identity; the value is always 1.");
        for (int i = 0; i < devices.size(); ++i) {
            const DeviceInfo &d = devices[i];
            const QByteArray extra = label("backend", d.backendId) + ',' + label("backend_name", QString::fromLatin1(backendDisplayNameEnglish(d.backendId) ? backendDisplayNameEnglish(d.backendId) : "")) + ','
                + label("pci_bus_id", d.pciBusId) + ','
                + label("pci_id", d.pciId) + ',' + label("vbios", d.vbiosVersion) + ','
                + label("driver_version", d.driverVersion) + ',' + label("simulated", d.simulated ? QStringLiteral("true") : QStringLiteral("false"));
            w.sample("rocmtune_gpu_info", labels[i] + ',' + extra, 1);
        }
    }
    if (!snapshot)
        return w.take();

    w.family("rocmtune_sampler_samples_total", "counter", "Sampling rounds completed since the exporter started.");
    w.sample("rocmtune_sampler_samples_total", QByteArray(), static_cast<double>(snapshot->sequence));
    w.family("rocmtune_sampler_last_sample_timestamp_seconds", "gauge", "Unix time of the newest sample.");
    w.sample("rocmtune_sampler_last_sample_timestamp_seconds", QByteArray(), snapshot->timestampMs / 1000.0);

    const int count = std::min<int>(devices.size(), snapshot->samples.size());
    if (count == 0)
        return w.take();

    // An asleep (runtime-suspended) GPU was read: it is up, asleep, and
    // carries the values that do not wake it.
    auto readOk = [](const Sample &sample) { return sample.state() == DeviceState::Ok || sample.state() == DeviceState::Asleep; };
    w.family("rocmtune_gpu_up", "gauge", "1 when the last read of the GPU succeeded (also while it is asleep), 0 when it failed or the GPU is lost.");
    for (int i = 0; i < count; ++i)
        w.sample("rocmtune_gpu_up", labels[i], readOk(snapshot->samples[i]) ? 1 : 0);
    w.family("rocmtune_gpu_asleep", "gauge", "1 while the GPU is runtime-suspended; ROCm Tune reads only what does not wake it.");
    for (int i = 0; i < count; ++i)
        w.sample("rocmtune_gpu_asleep", labels[i], snapshot->samples[i].state() == DeviceState::Asleep ? 1 : 0);
    w.family("rocmtune_gpu_settling", "gauge", "1 during the first seconds after the GPU woke from runtime suspend: its readings can be falsely high and are exported but unsettled.");
    for (int i = 0; i < count; ++i)
        w.sample("rocmtune_gpu_settling", labels[i], snapshot->samples[i].unsettled() ? 1 : 0);

    for (const FamilySpec &family : families()) {
        bool headerWritten = false;
        for (int i = 0; i < count; ++i) {
            const Sample &sample = snapshot->samples[i];
            if (!readOk(sample))
                continue; // an error sample carries no trustworthy values
            for (const SeriesSpec &series : family.series) {
                const auto v = valueOf(devices[i], sample, series.id);
                if (!v)
                    continue;
                if (!headerWritten) {
                    w.family(family.name, family.type, family.help);
                    headerWritten = true;
                }
                w.sample(family.name, withExtra(labels[i], series.labelName, series.labelValue), *v * series.scale);
            }
        }
    }

    // Enumerations and bit masks become one series per named state.
    auto writeEnumeration = [&](const char *name, const char *help, const char *labelName, MetricId id, auto keyOf) {
        bool headerWritten = false;
        for (int i = 0; i < count; ++i) {
            const Sample &sample = snapshot->samples[i];
            const auto v = sample.value(id);
            if (sample.state() != DeviceState::Ok || !v)
                continue;
            const char *key = keyOf(static_cast<int>(*v));
            if (!key)
                continue;
            if (!headerWritten) {
                w.family(name, "gauge", help);
                headerWritten = true;
            }
            w.sample(name, labels[i] + ',' + label(labelName, QString::fromLatin1(key)), 1);
        }
    };
    writeEnumeration("rocmtune_gpu_performance_level", "Performance level in force; the value is always 1.", "level",
                     MetricId::PerformanceLevel, [](int v) -> const char * {
                         return v >= 0 && v < kPerfLevelCount ? perfLevelKey(static_cast<PerfLevel>(v)) : nullptr;
                     });
    writeEnumeration("rocmtune_gpu_power_profile", "Power profile in force; the value is always 1.", "profile",
                     MetricId::PowerProfile, [](int v) -> const char * {
                         return v >= 0 && v < kPowerProfileCount ? powerProfileKey(static_cast<PowerProfile>(v)) : nullptr;
                     });

    bool throttleHeader = false;
    for (int i = 0; i < count; ++i) {
        const Sample &sample = snapshot->samples[i];
        const auto v = sample.value(MetricId::ThrottleStatus);
        if (sample.state() != DeviceState::Ok || !v)
            continue;
        if (!throttleHeader) {
            w.family("rocmtune_gpu_throttled", "gauge", "1 while the GPU runs below its requested clock for this reason.");
            throttleHeader = true;
        }
        const auto bits = static_cast<unsigned>(*v);
        for (const ThrottleBit &t : kThrottleBits)
            w.sample("rocmtune_gpu_throttled", labels[i] + ',' + label("reason", QString::fromLatin1(t.reason)), (bits & t.bit) ? 1 : 0);
    }
    // The reasons in users' words (ThrottleReasons.h): 1 while the reason is
    // shown (a coarse one only when no finer reason it covers is set).
    bool reasonHeader = false;
    for (int i = 0; i < count; ++i) {
        const Sample &sample = snapshot->samples[i];
        const auto v = sample.value(MetricId::ThrottleStatus);
        if (sample.state() != DeviceState::Ok || !v)
            continue;
        if (!reasonHeader) {
            w.family("rocmtune_throttle_active", "gauge", "1 while this reason holds the GPU below its requested clock (power cap, hotspot temperature, ...).");
            reasonHeader = true;
        }
        const QList<const ThrottleReasonInfo *> shown = shownThrottleReasons(static_cast<unsigned>(*v));
        for (const ThrottleReasonInfo &reason : throttleReasons())
            w.sample("rocmtune_throttle_active", labels[i] + ',' + label("reason", QString::fromLatin1(reason.key)), shown.contains(&reason) ? 1 : 0);
    }
    return w.take() + prometheusEccFamilies(labels, *snapshot);
}

} // namespace rocmtune
