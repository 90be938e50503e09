// SPDX-License-Identifier: GPL-3.0-or-later
// The per-tick read path of the rocm-smi backend: one gpu_metrics table per
// card and tick (through a kept descriptor), the few values the table lacks
// from their files, settings every 10th tick, everything per file once a
// minute, after a write and whenever the table cannot be used. README.md
// ("Per-tick cost") says why and what each tick reads.
#include "core/backends/rocm_smi/RocmSmiMetricReader.h"

#include "core/backends/rocm_smi/AmdgpuDriverReads.h"
#include "core/backends/rocm_smi/AmdgpuRasFiles.h"
#include "core/backends/rocm_smi/RocmSmiExtraMetrics.h"

#include <QLoggingCategory>

#include <algorithm>
#include <cmath>

Q_DECLARE_LOGGING_CATEGORY(lcRocmSmi)

namespace rocmtune {

namespace {
using Source = amdgpu::GpuMetricsSources::Source;
using amdgpu::kTableMetrics;
using amdgpu::kTickSettingMetrics;
using amdgpu::kUntabledMetrics;
} // namespace

bool RocmSmiMetricReader::perFileForced()
{
    return amdgpu::perFileForced();
}

void RocmSmiMetricReader::attachTable()
{
    device_.tick.table.attach(device_.files.deviceDir(), device_.pciBusId, lcRocmSmi());
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
    attachTable();
    t.table.averageClocks = device_.info.gfxArch.startsWith(QLatin1String("gfx11")) || device_.info.gfxArch.startsWith(QLatin1String("gfx12"));
    readPerFile(sample);
    if (!perFileForced())
        decideSources(sample, t.table.readTable(true));
    t.settings = Sample();
    for (MetricId id : kTickSettingMetrics) {
        if (const auto v = sample.value(id))
            t.settings.set(id, *v);
    }
    t.extraFromFiles = Sample();
    for (amdgpu::SysfsAttributeFile &file : t.extraFiles)
        file.reopen(); // a replaced file (test trees) or a device that came back is seen once a minute
    for (MetricId id : kExtraClockMetrics) {
        if (t.table.source(id) == Source::File)
            t.extraFromFiles.set(id, sample.value(id));
    }
    t.table.ticksSinceFull = 0;
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
    attachTable();
    if (readAsleep(sample))
        return;
    if (t.table.ticksSinceFull >= kFullReadSamples)
        device_.samplesSinceLimits = -1; // the constant limits too
    if (!t.table.known() || device_.samplesSinceLimits < 0) {
        readFull(sample);
        return;
    }
    errors_.clear();
    ++t.table.ticksSinceFull;
    const bool settingsDue = device_.samplesSinceLimits >= kLimitRefreshSamples;
    const auto table = t.table.readTable(settingsDue);
    if (!table) {
        // Absent or garbled: this tick per file (the reason is logged once).
        readPerFile(sample);
        finish(sample);
        return;
    }
    t.table.readTick(kTableMetrics, *table, sample, [&](MetricId id) { readFromFile(sample, id); });
    for (MetricId id : kUntabledMetrics) {
        if (t.table.source(id) != Source::None)
            readFromFile(sample, id);
    }
    amdgpu::GpuMetricsSources::setTableOnlyMetrics(sample, *table);
    if (settingsDue) {
        device_.samplesSinceLimits = 0;
        readSettings(t.settings);
        readExtraFromFiles(t.extraFromFiles);
    }
    ++device_.samplesSinceLimits;
    for (MetricId id : kTickSettingMetrics) {
        if (const auto v = t.settings.value(id))
            sample.set(id, *v);
    }
    for (MetricId id : kExtraClockMetrics) {
        std::optional<double> v;
        if (t.table.source(id) == Source::Table)
            v = t.table.value(id, *table);
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

void RocmSmiMetricReader::readExtraFromFiles(Sample &out)
{
    RocmSmiTickState &t = device_.tick;
    static_assert(std::size(kExtraClockMetrics) == std::tuple_size_v<decltype(t.extraFiles)>);
    for (std::size_t i = 0; i < t.extraFiles.size(); ++i) {
        const MetricId id = kExtraClockMetrics[i];
        if (t.table.source(id) != Source::File)
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

void RocmSmiMetricReader::decideSources(const Sample &perFile, const std::optional<amdgpu::GpuMetrics> &table)
{
    amdgpu::GpuMetricsSources &sources = device_.tick.table;
    sources.decide(perFile, table, kTableAndExtraClockMetrics);
    for (MetricId id : kUntabledMetrics) {
        if (perFile.has(id))
            sources.setSource(id, Source::File);
    }
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
        // A card with only power1_input (MI300X) whose table disagreed with
        // it at the last full read: the same file the full read used.
        if (!sample.has(id) && device_.isSafe(RiskyCall::Hwmon))
            sample.set(id, amdgpu::readHwmonPowerInputWatts(device_.files));
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
