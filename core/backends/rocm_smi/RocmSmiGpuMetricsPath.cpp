// SPDX-License-Identifier: GPL-3.0-or-later
// The per-tick read path of the rocm-smi backend: one gpu_metrics table per
// card and tick (through a kept descriptor), the few values the table lacks
// from their files, settings every 10th tick, everything per file once a
// minute, after a write and whenever the table cannot be used. README.md
// ("Per-tick cost") says why and what each tick reads.
#include "RocmSmiMetricReader.h"

#include "AmdgpuRasFiles.h"
#include "RocmSmiExtraMetrics.h"

#include <QCoreApplication>
#include <QLoggingCategory>

#include <algorithm>
#include <cmath>

Q_DECLARE_LOGGING_CATEGORY(lcRocmSmi)

namespace rocmtune {

namespace {

struct RocmSmiGpuMetricsPathText {
    Q_DECLARE_TR_FUNCTIONS(RocmSmiBackend)
};

using Source = RocmSmiTickState::Source;

// Metrics the table can carry, in the order they are filled.
constexpr MetricId kTableMetrics[] = {
    MetricId::TemperatureEdge, MetricId::TemperatureJunction, MetricId::TemperatureMemory, MetricId::PowerAverage,
    MetricId::GfxClock,        MetricId::MemoryClock,         MetricId::GpuBusy,           MetricId::MemoryBusy,
    MetricId::FanRpm,          MetricId::GfxVoltage,          MetricId::PcieLinkSpeed,     MetricId::PcieLinkWidth,
    MetricId::EnergyConsumed,  MetricId::ThrottleStatus,
};
// The extra clocks and PCIe replays: from the table on every tick where it
// has them, otherwise from their files every 10th tick (kExtraClockMetrics).
// Metrics no table has: read from their files on every tick.
constexpr MetricId kFileMetrics[] = {MetricId::VramUsed, MetricId::FanPercent};
// Settings: re-read every kLimitRefreshSamples ticks (and on a full read).
constexpr MetricId kSettingMetrics[] = {
    MetricId::PowerCap,     MetricId::PerformanceLevel, MetricId::OverdrivePercent, MetricId::GfxClockMin,
    MetricId::GfxClockMax,  MetricId::MemoryClockMin,   MetricId::MemoryClockMax,
};

bool isWhole(double v)
{
    return v == std::round(v);
}

// The table and the file, read a few milliseconds apart, say the same thing:
// same unit and scale, and the file is not finer than the table can carry
// (whole °C and W). The bounds are tight on purpose: a metric that fails
// only costs its file read until the next full read, a loose bound could
// let the table report something the file does not.
bool agrees(MetricId id, double file, double table)
{
    const double diff = std::abs(file - table);
    switch (id) {
    case MetricId::TemperatureEdge:
    case MetricId::TemperatureJunction:
    case MetricId::TemperatureMemory: return isWhole(file) && diff <= 1.0;
    case MetricId::PowerAverage: return isWhole(file) && diff <= std::max(2.0, 0.05 * file);
    case MetricId::GfxClock:
    case MetricId::MemoryClock:
    case MetricId::SocClock:
    case MetricId::FabricClock:
    case MetricId::VideoClock:
    case MetricId::DecodeClock: return diff <= std::max(25.0, 0.05 * file);
    case MetricId::GpuBusy:
    case MetricId::MemoryBusy: return diff <= 5.0;
    case MetricId::FanRpm: return diff <= std::max(50.0, 0.05 * file);
    case MetricId::GfxVoltage: return diff <= 25.0;
    case MetricId::PcieLinkSpeed: return diff < 0.05;
    case MetricId::PcieLinkWidth: return diff < 0.5;
    case MetricId::EnergyConsumed: return diff <= 10.0 + 0.01 * file;
    default: return diff == 0;
    }
}

} // namespace

bool RocmSmiMetricReader::perFileForced()
{
    static const bool forced = qEnvironmentVariableIntValue("ROCMTUNE_ROCMSMI_PER_FILE") == 1;
    return forced;
}

void RocmSmiMetricReader::finish(Sample &sample)
{
    if (!errors_.isEmpty() && sample.state() == DeviceState::Ok)
        sample.setState(DeviceState::Ok, errors_.join(QStringLiteral("; ")));
}

void RocmSmiMetricReader::readFull(Sample &sample)
{
    errors_.clear();
    RocmSmiTickState &t = device_.tick;
    t.averageClocks = device_.info.gfxArch.startsWith(QLatin1String("gfx11")) || device_.info.gfxArch.startsWith(QLatin1String("gfx12"));
    readPerFile(sample);
    if (!perFileForced())
        decideSources(sample, readTable(true));
    t.settings = Sample();
    for (MetricId id : kSettingMetrics) {
        if (const auto v = sample.value(id))
            t.settings.set(id, *v);
    }
    t.extraFromFiles = Sample();
    for (amdgpu::SysfsAttributeFile &file : t.extraFiles)
        file.reopen(); // a replaced file (test trees) or a device that came back is seen once a minute
    for (MetricId id : kExtraClockMetrics) {
        if (t.source[metricIndex(id)] == Source::File)
            t.extraFromFiles.set(id, sample.value(id));
    }
    t.ticksSinceFull = 0;
    finish(sample);
}

void RocmSmiMetricReader::read(Sample &sample)
{
    RocmSmiTickState &t = device_.tick;
    if (perFileForced()) {
        errors_.clear();
        readPerFile(sample);
        finish(sample);
        return;
    }
    if (readAsleep(sample))
        return;
    if (t.ticksSinceFull >= kFullReadSamples)
        device_.samplesSinceLimits = -1; // the constant limits too
    if (!t.sourcesKnown || device_.samplesSinceLimits < 0) {
        readFull(sample);
        return;
    }
    errors_.clear();
    ++t.ticksSinceFull;
    const bool settingsDue = device_.samplesSinceLimits >= kLimitRefreshSamples;
    const auto table = readTable(settingsDue);
    if (!table) {
        // Absent or garbled: this tick per file (the reason is logged once).
        readPerFile(sample);
        finish(sample);
        return;
    }
    bool pcieFromFile = false;
    for (MetricId id : kTableMetrics) {
        switch (t.source[metricIndex(id)]) {
        case Source::None: break;
        case Source::Table:
            if (const auto v = tableValue(id, *table))
                sample.set(id, *v);
            else
                readFromFile(sample, id); // this tick's table lacks it
            break;
        case Source::File:
            if (id == MetricId::PcieLinkSpeed || id == MetricId::PcieLinkWidth) {
                if (pcieFromFile)
                    break;
                pcieFromFile = true;
            }
            readFromFile(sample, id);
            break;
        }
    }
    for (MetricId id : kFileMetrics) {
        if (t.source[metricIndex(id)] != Source::None)
            readFromFile(sample, id);
    }
    setTableOnlyMetrics(sample, *table);
    if (settingsDue) {
        device_.samplesSinceLimits = 0;
        readSettings(t.settings);
        readExtraFromFiles(t.extraFromFiles);
    }
    ++device_.samplesSinceLimits;
    for (MetricId id : kSettingMetrics) {
        if (const auto v = t.settings.value(id))
            sample.set(id, *v);
    }
    for (MetricId id : kExtraClockMetrics) {
        std::optional<double> v;
        if (t.source[metricIndex(id)] == Source::Table)
            v = tableValue(id, *table);
        if (!v)
            v = t.extraFromFiles.value(id); // from its file, or the last one while this tick's table lacks it
        if (v)
            sample.set(id, *v);
    }
    // ECC counts come with the limits of the last full read (once a minute,
    // at start and after a write): each err_count read queries the firmware.
    sample.setEcc(device_.limits.ecc());
    copyLimits(sample);
    finish(sample);
}

std::optional<amdgpu::GpuMetrics> RocmSmiMetricReader::readTable(bool reopen)
{
    RocmSmiTickState &t = device_.tick;
    if (t.gpuMetrics.path().isEmpty())
        t.gpuMetrics = amdgpu::SysfsAttributeFile(device_.files.deviceDir() + QStringLiteral("/gpu_metrics"));
    if (reopen)
        t.gpuMetrics.reopen();
    QString problem;
    std::optional<amdgpu::GpuMetrics> table;
    if (!t.gpuMetrics.read(&t.buffer))
        problem = RocmSmiGpuMetricsPathText::tr("gpu_metrics cannot be read");
    else
        table = amdgpu::decodeGpuMetrics(t.buffer, &problem);
    if (problem != t.tableProblem) {
        t.tableProblem = problem;
        if (!problem.isEmpty())
            qCInfo(lcRocmSmi).noquote() << RocmSmiGpuMetricsPathText::tr("GPU %1: %2; every value is read from its own file.").arg(device_.pciBusId, problem);
    }
    return table;
}

void RocmSmiMetricReader::readExtraFromFiles(Sample &out)
{
    RocmSmiTickState &t = device_.tick;
    static_assert(std::size(kExtraClockMetrics) == std::tuple_size_v<decltype(t.extraFiles)>);
    for (std::size_t i = 0; i < t.extraFiles.size(); ++i) {
        const MetricId id = kExtraClockMetrics[i];
        if (t.source[metricIndex(id)] != Source::File)
            continue;
        amdgpu::SysfsAttributeFile &file = t.extraFiles[i];
        if (file.path().isEmpty())
            file = amdgpu::SysfsAttributeFile(device_.files.deviceDir() + QLatin1Char('/') + extraClockFileName(id));
        // The same reading as the per-file path where our parse of the text
        // is the one it uses (DPM tables) or gives the library's number (a
        // plain decimal count); anything else goes to the per-file call.
        std::optional<double> value;
        if (file.read(&t.buffer)) {
            if (id == MetricId::PcieReplayCount) {
                const QByteArray text = t.buffer.trimmed();
                bool ok = !text.isEmpty() && std::all_of(text.cbegin(), text.cend(), [](char c) { return c >= '0' && c <= '9'; });
                const qulonglong count = ok ? text.toULongLong(&ok) : 0;
                if (ok)
                    value = static_cast<double>(count);
            } else if (const auto table = amdgpu::parseDpmTable(t.buffer)) {
                value = table->currentMegahertz();
            }
        }
        if (value)
            out.set(id, *value);
        else
            readExtraClock(api_, device_, id, out);
    }
}

void RocmSmiMetricReader::setTableOnlyMetrics(Sample &sample, const amdgpu::GpuMetrics &table)
{
    static constexpr MetricId kHbm[] = {MetricId::TemperatureHbm0, MetricId::TemperatureHbm1, MetricId::TemperatureHbm2, MetricId::TemperatureHbm3};
    for (std::size_t i = 0; i < table.temperatureHbmCelsius.size(); ++i)
        sample.set(kHbm[i], table.temperatureHbmCelsius[i]);
    sample.set(MetricId::TemperatureVrGfx, table.temperatureVrGfxCelsius);
    sample.set(MetricId::TemperatureVrSoc, table.temperatureVrSocCelsius);
    sample.set(MetricId::TemperatureVrMem, table.temperatureVrMemCelsius);
}

std::optional<double> RocmSmiMetricReader::tableValue(MetricId id, const amdgpu::GpuMetrics &m) const
{
    const RocmSmiTickState &t = device_.tick;
    auto clock = [&](const std::optional<double> &average, const std::optional<double> &current) {
        return t.averageClocks ? (average ? average : current) : (current ? current : average);
    };
    switch (id) {
    case MetricId::TemperatureEdge: return m.temperatureEdgeCelsius;
    case MetricId::TemperatureJunction: return m.temperatureHotspotCelsius;
    case MetricId::TemperatureMemory: return m.temperatureMemoryCelsius;
    case MetricId::PowerAverage:
        if (!m.socketPowerRaw)
            return std::nullopt;
        return amdgpu::socketPowerWatts(*m.socketPowerRaw, t.powerScale.value_or(m.socketPowerScale));
    case MetricId::GfxClock: return clock(m.averageGfxclkMegahertz, m.currentGfxclkMegahertz);
    case MetricId::MemoryClock: return clock(m.averageUclkMegahertz, m.currentUclkMegahertz);
    case MetricId::GpuBusy: return m.gfxActivityPercent;
    case MetricId::MemoryBusy: return m.memoryActivityPercent;
    case MetricId::SocClock: return clock(m.averageSocclkMegahertz, m.currentSocclkMegahertz);
    case MetricId::FabricClock: return clock(m.averageFclkMegahertz, m.currentFclkMegahertz);
    case MetricId::VideoClock: return clock(m.averageVclkMegahertz, m.currentVclkMegahertz);
    case MetricId::DecodeClock: return clock(m.averageDclkMegahertz, m.currentDclkMegahertz);
    case MetricId::PcieReplayCount:
        if (!m.pcieReplayCount)
            return std::nullopt;
        return static_cast<double>(*m.pcieReplayCount);
    case MetricId::FanRpm: return m.fanRpm;
    case MetricId::GfxVoltage: return m.gfxVoltageMillivolts;
    case MetricId::PcieLinkSpeed: return m.pcieLinkSpeedGigatransfers;
    case MetricId::PcieLinkWidth: return m.pcieLinkWidth;
    case MetricId::EnergyConsumed:
        if (!m.energyAccumulator || !t.energyResolutionMicrojoules)
            return std::nullopt;
        return static_cast<double>(*m.energyAccumulator) * static_cast<double>(*t.energyResolutionMicrojoules) / 1e6;
    case MetricId::ThrottleStatus:
        if (!m.independentThrottleBits)
            return std::nullopt;
        return static_cast<double>(amdgpu::throttleReasonsFromIndependentBits(*m.independentThrottleBits));
    default: return std::nullopt;
    }
}

void RocmSmiMetricReader::decideSources(const Sample &perFile, const std::optional<amdgpu::GpuMetrics> &table)
{
    RocmSmiTickState &t = device_.tick;
    t.source.fill(Source::None);
    if (table && table->socketPowerRaw && !t.powerScale) {
        if (const auto hwmon = perFile.value(MetricId::PowerAverage)) {
            t.powerScale = amdgpu::chooseSocketPowerScale(*table->socketPowerRaw, *hwmon, table->socketPowerScale);
            if (*t.powerScale != table->socketPowerScale)
                qCInfo(lcRocmSmi).noquote() << RocmSmiGpuMetricsPathText::tr("GPU %1: this firmware's gpu_metrics socket power is in %2, not the revision's usual unit.")
                                                   .arg(device_.pciBusId, *t.powerScale == amdgpu::SocketPowerScale::Watts ? QStringLiteral("W")
                                                                                                                         : QStringLiteral("mW"));
        }
    }
    QStringList disagreeing;
    auto decide = [&](MetricId id) {
        const auto file = perFile.value(id);
        if (!file)
            return; // not reported per file: not reported at all
        const auto fromTable = table ? tableValue(id, *table) : std::nullopt;
        if (fromTable && agrees(id, *file, *fromTable)) {
            t.source[metricIndex(id)] = Source::Table;
        } else {
            t.source[metricIndex(id)] = Source::File;
            if (fromTable)
                disagreeing << QStringLiteral("%1 (%2 / %3)").arg(QLatin1String(metricInfo(id).key)).arg(*file).arg(*fromTable);
        }
    };
    for (MetricId id : kTableMetrics)
        decide(id);
    for (MetricId id : kExtraClockMetrics)
        decide(id);
    for (MetricId id : kFileMetrics) {
        if (perFile.has(id))
            t.source[metricIndex(id)] = Source::File;
    }
    if (!disagreeing.isEmpty())
        qCInfo(lcRocmSmi).noquote() << RocmSmiGpuMetricsPathText::tr("GPU %1: gpu_metrics and the driver's files differ, so these stay read per file (file / table): %2")
                                           .arg(device_.pciBusId, disagreeing.join(QStringLiteral(", ")));
    t.sourcesKnown = true;
}

void RocmSmiMetricReader::readFromFile(Sample &sample, MetricId id)
{
    const uint32_t dv = device_.libraryIndex;
    int64_t value = 0;
    uint32_t percent = 0;
    uint64_t big = 0;
    auto temperature = [&](uint32_t type) {
        if (api_.devTempMetricGet)
            fetch(sample, id, [&] { return api_.devTempMetricGet(dv, type, RSMI_TEMP_CURRENT, &value); }, [&] { return value / 1000.0; });
    };
    switch (id) {
    case MetricId::TemperatureEdge: temperature(RSMI_TEMP_TYPE_EDGE); break;
    case MetricId::TemperatureJunction: temperature(RSMI_TEMP_TYPE_JUNCTION); break;
    case MetricId::TemperatureMemory: temperature(RSMI_TEMP_TYPE_MEMORY); break;
    case MetricId::PowerAverage:
        if (api_.devPowerAveGet)
            fetch(sample, id, [&] { return api_.devPowerAveGet(dv, 0, &big); }, [&] { return big / 1e6; });
        break;
    case MetricId::GfxClock:
    case MetricId::MemoryClock: {
        const bool memory = id == MetricId::MemoryClock;
        QString why;
        const auto table = dpmTable(memory, &why);
        if (table && table->currentMegahertz())
            sample.set(id, *table->currentMegahertz());
        else if (!why.isEmpty())
            recordError(id, why);
        break;
    }
    case MetricId::GpuBusy:
        if (api_.devBusyPercentGet)
            fetch(sample, id, [&] { return api_.devBusyPercentGet(dv, &percent); }, [&] { return static_cast<double>(percent); });
        break;
    case MetricId::MemoryBusy:
        if (api_.devMemoryBusyPercentGet)
            fetch(sample, id, [&] { return api_.devMemoryBusyPercentGet(dv, &percent); }, [&] { return static_cast<double>(percent); });
        break;
    case MetricId::FanRpm:
        if (api_.devFanRpmsGet)
            fetch(sample, id, [&] { return api_.devFanRpmsGet(dv, 0, &value); }, [&] { return static_cast<double>(value); });
        break;
    case MetricId::FanPercent:
        if (api_.devFanSpeedGet && device_.fanMaxPwm) {
            const rsmi_status_t status = api_.devFanSpeedGet(dv, 0, &value);
            record(sample, id, status, 100.0 * static_cast<double>(value) / static_cast<double>(*device_.fanMaxPwm));
        }
        break;
    case MetricId::GfxVoltage:
        if (api_.devVoltMetricGet)
            fetch(sample, id, [&] { return api_.devVoltMetricGet(dv, RSMI_VOLT_TYPE_VDDGFX, RSMI_VOLT_CURRENT, &value); },
                  [&] { return static_cast<double>(value); });
        break;
    case MetricId::VramUsed:
        if (api_.devMemoryUsageGet)
            fetch(sample, id, [&] { return api_.devMemoryUsageGet(dv, RSMI_MEM_TYPE_VRAM, &big); }, [&] { return static_cast<double>(big); });
        break;
    case MetricId::PcieLinkSpeed:
    case MetricId::PcieLinkWidth: readPcie(sample); break;
    case MetricId::EnergyConsumed: readEnergy(sample); break;
    case MetricId::ThrottleStatus: readThrottle(sample); break;
    default: break;
    }
}

void RocmSmiMetricReader::readSettings(Sample &settings)
{
    settings = Sample();
    const uint32_t dv = device_.libraryIndex;
    if (device_.isSafe(RiskyCall::Hwmon) && api_.devPowerCapGet) {
        uint64_t microwatts = 0;
        fetch(settings, MetricId::PowerCap, [&] { return api_.devPowerCapGet(dv, 0, &microwatts); }, [&] { return microwatts / 1e6; });
    }
    // Perf level and overdrive; the power profile goes to the limits.
    readState(settings, true);
    RocmSmiTickState &t = device_.tick;
    for (bool memory : {false, true}) {
        const auto text = device_.files.readDeviceFile(memory ? QStringLiteral("pp_dpm_mclk") : QStringLiteral("pp_dpm_sclk"));
        if (!text)
            continue;
        QByteArray &cachedText = memory ? t.mclkText : t.sclkText;
        std::optional<amdgpu::DpmTable> &cached = memory ? t.mclkTable : t.sclkTable;
        QString &why = memory ? t.mclkWhy : t.sclkWhy;
        if (cachedText.isNull() || cachedText != *text) {
            why.clear();
            cached = dpmTableFromText(memory, *text, &why);
            cachedText = *text;
        }
        if (!cached) {
            if (!why.isEmpty())
                recordError(memory ? MetricId::MemoryClock : MetricId::GfxClock, why);
            continue;
        }
        settings.set(memory ? MetricId::MemoryClockMin : MetricId::GfxClockMin, cached->minMegahertz());
        settings.set(memory ? MetricId::MemoryClockMax : MetricId::GfxClockMax, cached->maxMegahertz());
    }
}

} // namespace rocmtune
