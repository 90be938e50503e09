// SPDX-License-Identifier: GPL-3.0-or-later
#include "core/runs/RunSummary.h"

#include "core/telemetry/Metric.h"

#include <QCoreApplication>
#include <QJsonArray>
#include <QJsonValue>

namespace rocmtune {

namespace {

QJsonValue optionalNumber(std::optional<double> value)
{
    return value ? QJsonValue(*value) : QJsonValue(QJsonValue::Null);
}

std::optional<double> numberOrNull(const QJsonObject &o, const char *key)
{
    const QJsonValue v = o.value(QLatin1String(key));
    return v.isDouble() ? std::optional<double>(v.toDouble()) : std::nullopt;
}

// Each sensor's maximum as temp_<sensor key>_max_c: the keys of edge,
// junction and memory since format 1, new sensors in the same pattern.
constexpr QLatin1String kMaxTemperaturePrefix("temp_");
constexpr QLatin1String kMaxTemperatureSuffix("_max_c");

// Throttle reasons as stable keys, in bit order.
constexpr struct {
    unsigned bit;
    const char *key;
} kThrottleKeys[] = {
    {ThrottlePowerCap, "power_cap"},
    {ThrottleThermal, "thermal"},
    {ThrottleCurrent, "current"},
    {ThrottleSoftwareSlowdown, "software_slowdown"},
    {ThrottleHardwareSlowdown, "hardware_slowdown"},
    {ThrottleIdle, "idle"},
    {ThrottleClockLocked, "clock_locked"},
    {ThrottleHotspotTemperature, "hotspot_temperature"},
    {ThrottleMemoryTemperature, "memory_temperature"},
    {ThrottleVrmTemperature, "vrm_temperature"},
    {ThrottleProchot, "prochot"},
};

QJsonArray throttleKeys(unsigned bits)
{
    QJsonArray keys;
    for (const auto &t : kThrottleKeys) {
        if (bits & t.bit)
            keys.append(QLatin1String(t.key));
    }
    return keys;
}

unsigned throttleBitsFromKeys(const QJsonArray &keys)
{
    unsigned bits = 0;
    for (const QJsonValue &v : keys) {
        for (const auto &t : kThrottleKeys) {
            if (v.toString() == QLatin1String(t.key))
                bits |= t.bit;
        }
    }
    return bits;
}

QJsonObject gpuRunSummaryToJson(const GpuRunSummary &g)
{
    QJsonObject o;
    o.insert(QStringLiteral("device"), g.deviceIndex);
    o.insert(QStringLiteral("id"), g.deviceId);
    o.insert(QStringLiteral("name"), g.name);
    o.insert(QStringLiteral("simulated"), g.simulated);
    o.insert(QStringLiteral("samples"), g.sampleCount);
    o.insert(QStringLiteral("failed_samples"), g.failedSampleCount);
    o.insert(QStringLiteral("energy_j"), optionalNumber(g.energyJoules));
    o.insert(QStringLiteral("energy_wh"), optionalNumber(GpuRunSummary::joulesToWattHours(g.energyJoules)));
    o.insert(QStringLiteral("energy_source"), QLatin1String(energySourceKey(g.energySource)));
    o.insert(QStringLiteral("energy_counter_resets"), g.energyCounterResets);
    o.insert(QStringLiteral("power_avg_w"), optionalNumber(g.averagePowerWatts));
    o.insert(QStringLiteral("power_max_w"), optionalNumber(g.maxPowerWatts));
    o.insert(QStringLiteral("gpu_busy_avg_percent"), optionalNumber(g.averageGpuBusyPercent));
    g.maxTemperatures.writeJson(o, kMaxTemperaturePrefix, kMaxTemperatureSuffix);
    o.insert(QStringLiteral("vram_used_max_bytes"), optionalNumber(g.maxVramUsedBytes));
    o.insert(QStringLiteral("throttled_s"), optionalNumber(g.throttledSeconds));
    o.insert(QStringLiteral("throttle_reasons"), throttleKeys(g.throttleReasonsSeen));
    QJsonObject byReason;
    for (auto it = g.throttleSecondsByReason.cbegin(); it != g.throttleSecondsByReason.cend(); ++it)
        byReason.insert(it.key(), it.value());
    o.insert(QStringLiteral("throttle_seconds_by_reason"), byReason);
    o.insert(QStringLiteral("gfx_clock_min_mhz"), optionalNumber(g.gfxClockMinMegahertz));
    o.insert(QStringLiteral("gfx_clock_avg_mhz"), optionalNumber(g.gfxClockAverageMegahertz));
    o.insert(QStringLiteral("gfx_clock_max_mhz"), optionalNumber(g.gfxClockMaxMegahertz));
    o.insert(QStringLiteral("gfx_clock_median_mhz"), optionalNumber(g.gfxClockMedianMegahertz));
    o.insert(QStringLiteral("gfx_clock_drops"), g.gfxClockDrops);
    return o;
}

GpuRunSummary gpuFromJson(const QJsonObject &o)
{
    GpuRunSummary g;
    g.deviceIndex = o.value(QStringLiteral("device")).toInt(-1);
    g.deviceId = o.value(QStringLiteral("id")).toString();
    g.name = o.value(QStringLiteral("name")).toString();
    g.simulated = o.value(QStringLiteral("simulated")).toBool();
    g.sampleCount = o.value(QStringLiteral("samples")).toInt();
    g.failedSampleCount = o.value(QStringLiteral("failed_samples")).toInt();
    g.energyJoules = numberOrNull(o, "energy_j");
    g.energySource = energySourceFromKey(o.value(QStringLiteral("energy_source")).toString());
    g.energyCounterResets = o.value(QStringLiteral("energy_counter_resets")).toInt();
    g.averagePowerWatts = numberOrNull(o, "power_avg_w");
    g.maxPowerWatts = numberOrNull(o, "power_max_w");
    g.averageGpuBusyPercent = numberOrNull(o, "gpu_busy_avg_percent");
    g.maxTemperatures = SensorMaxima::fromJson(o, kMaxTemperaturePrefix, kMaxTemperatureSuffix);
    g.maxVramUsedBytes = numberOrNull(o, "vram_used_max_bytes");
    g.throttledSeconds = numberOrNull(o, "throttled_s");
    g.throttleReasonsSeen = throttleBitsFromKeys(o.value(QStringLiteral("throttle_reasons")).toArray());
    const QJsonObject byReason = o.value(QStringLiteral("throttle_seconds_by_reason")).toObject();
    for (auto it = byReason.constBegin(); it != byReason.constEnd(); ++it) {
        if (it.value().isDouble())
            g.throttleSecondsByReason.insert(it.key(), it.value().toDouble());
    }
    g.gfxClockMinMegahertz = numberOrNull(o, "gfx_clock_min_mhz");
    g.gfxClockAverageMegahertz = numberOrNull(o, "gfx_clock_avg_mhz");
    g.gfxClockMaxMegahertz = numberOrNull(o, "gfx_clock_max_mhz");
    g.gfxClockMedianMegahertz = numberOrNull(o, "gfx_clock_median_mhz");
    g.gfxClockDrops = o.value(QStringLiteral("gfx_clock_drops")).toInt();
    return g;
}

} // namespace

const char *energySourceKey(EnergySource source)
{
    switch (source) {
    case EnergySource::None: return "none";
    case EnergySource::Counter: return "counter";
    case EnergySource::PowerIntegration: return "power_integration";
    case EnergySource::Mixed: return "mixed";
    }
    return "none";
}

EnergySource energySourceFromKey(const QString &key)
{
    for (EnergySource s : {EnergySource::Counter, EnergySource::PowerIntegration, EnergySource::Mixed}) {
        if (key == QLatin1String(energySourceKey(s)))
            return s;
    }
    return EnergySource::None;
}

std::optional<double> RunSummary::totalEnergyJoules() const
{
    std::optional<double> total;
    for (const GpuRunSummary &g : gpus) {
        if (g.energyJoules)
            total = total.value_or(0.0) + *g.energyJoules;
    }
    return total;
}

EnergySource RunSummary::totalEnergySource() const
{
    EnergySource source = EnergySource::None;
    for (const GpuRunSummary &g : gpus) {
        if (g.energySource == EnergySource::None)
            continue;
        if (source == EnergySource::None)
            source = g.energySource;
        else if (source != g.energySource)
            source = EnergySource::Mixed;
    }
    return source;
}

int RunSummary::gpusWithEnergy() const
{
    int n = 0;
    for (const GpuRunSummary &g : gpus)
        n += g.energyJoules ? 1 : 0;
    return n;
}

QJsonObject RunSummary::toJson() const
{
    QJsonObject o;
    o.insert(QStringLiteral("format"), QStringLiteral("rocmtune-run"));
    o.insert(QStringLiteral("version"), kFormatVersion);
    o.insert(QStringLiteral("name"), name);
    o.insert(QStringLiteral("command"), QJsonArray::fromStringList(command));
    o.insert(QStringLiteral("pid"), static_cast<double>(pid));
    o.insert(QStringLiteral("attached"), attached);
    o.insert(QStringLiteral("start_ms"), static_cast<double>(startMs));
    o.insert(QStringLiteral("end_ms"), static_cast<double>(endMs));
    o.insert(QStringLiteral("duration_s"), durationSeconds());
    o.insert(QStringLiteral("exit_code"), exitCode ? QJsonValue(*exitCode) : QJsonValue(QJsonValue::Null));
    o.insert(QStringLiteral("exit_description"), exitDescription);
    o.insert(QStringLiteral("interval_ms"), intervalMs);
    const auto total = totalEnergyJoules();
    o.insert(QStringLiteral("energy_j"), optionalNumber(total));
    o.insert(QStringLiteral("energy_wh"), optionalNumber(GpuRunSummary::joulesToWattHours(total)));
    o.insert(QStringLiteral("energy_source"), QLatin1String(energySourceKey(totalEnergySource())));
    QJsonArray array;
    for (const GpuRunSummary &g : gpus)
        array.append(gpuRunSummaryToJson(g));
    o.insert(QStringLiteral("gpus"), array);
    return o;
}

std::optional<RunSummary> RunSummary::fromJson(const QJsonObject &o, QString *error)
{
    auto fail = [error](const QString &why) -> std::optional<RunSummary> {
        if (error)
            *error = why;
        return std::nullopt;
    };
    if (o.value(QStringLiteral("format")).toString() != QLatin1String("rocmtune-run"))
        return fail(QCoreApplication::translate("RunSummary", "This is not a ROCm Tune run summary."));
    const int version = o.value(QStringLiteral("version")).toInt(-1);
    if (version < 1 || version > kFormatVersion)
        return fail(QCoreApplication::translate("RunSummary", "Run summary version %1 is not supported (this build reads up to %2).")
                        .arg(version)
                        .arg(kFormatVersion));
    RunSummary s;
    s.name = o.value(QStringLiteral("name")).toString();
    for (const QJsonValue &v : o.value(QStringLiteral("command")).toArray())
        s.command << v.toString();
    s.pid = static_cast<qint64>(o.value(QStringLiteral("pid")).toDouble());
    s.attached = o.value(QStringLiteral("attached")).toBool();
    s.startMs = static_cast<qint64>(o.value(QStringLiteral("start_ms")).toDouble());
    s.endMs = static_cast<qint64>(o.value(QStringLiteral("end_ms")).toDouble());
    if (o.value(QStringLiteral("exit_code")).isDouble())
        s.exitCode = o.value(QStringLiteral("exit_code")).toInt();
    s.exitDescription = o.value(QStringLiteral("exit_description")).toString();
    s.intervalMs = o.value(QStringLiteral("interval_ms")).toInt();
    for (const QJsonValue &v : o.value(QStringLiteral("gpus")).toArray())
        s.gpus.push_back(gpuFromJson(v.toObject()));
    return s;
}

} // namespace rocmtune
