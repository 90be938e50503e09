// SPDX-License-Identifier: GPL-3.0-or-later
#include "core/backends/rocm_smi/RocmSmiMetricReader.h"

#include "core/backends/rocm_smi/AmdgpuFileParsers.h"
#include "core/backends/rocm_smi/AmdgpuRasFiles.h"
#include "core/backends/rocm_smi/RocmSmiBackendTr.h"
#include "core/backends/rocm_smi/RocmSmiExtraMetrics.h"
#include "core/telemetry/TemperatureSensors.h"

#include <QCoreApplication>
#include <QLoggingCategory>

#include <cmath>

Q_LOGGING_CATEGORY(lcRocmSmi, "rocmtune.rocmsmi")

namespace rocmtune {

namespace {

bool isUnsupported(rsmi_status_t status)
{
    return status == RSMI_STATUS_NOT_SUPPORTED || status == RSMI_STATUS_FILE_ERROR || status == RSMI_STATUS_NOT_YET_IMPLEMENTED;
}

constexpr MetricId kRsmiLimitMetrics[] = {
    MetricId::TemperatureEdgeCritical,  MetricId::TemperatureJunctionCritical,  MetricId::TemperatureMemoryCritical,
    MetricId::TemperatureEdgeEmergency, MetricId::TemperatureJunctionEmergency, MetricId::TemperatureMemoryEmergency,
    MetricId::PowerCapDefault,          MetricId::PowerCapMin,                  MetricId::PowerCapMax,
    MetricId::VramTotal,                MetricId::PowerProfile,
};

} // namespace

void RocmSmiMetricReader::readPerFile(Sample &sample)
{
    const bool limits = device_.samplesSinceLimits < 0 || device_.samplesSinceLimits >= kLimitRefreshSamples;
    if (limits) {
        device_.limits = Sample();
        device_.samplesSinceLimits = 0;
    }
    ++device_.samplesSinceLimits;
    readTemperatures(sample, limits);
    readPower(sample, limits);
    readClocks(sample);
    readActivity(sample, limits);
    readFan(sample, limits);
    readState(sample, limits);
    readPcie(sample);
    readEnergy(sample);
    readThrottle(sample);
    readExtraMetrics(api_, device_, sample);
    copyLimits(sample);
    // ECC counts: each read of an err_count file makes the driver query the
    // firmware, so they are read with the limits (every kLimitRefreshSamples).
    if (limits)
        device_.limits.setEcc(amdgpu::readEccStatus(device_.files));
    sample.setEcc(device_.limits.ecc());
}

void RocmSmiMetricReader::copyLimits(Sample &sample) const
{
    for (MetricId id : kRsmiLimitMetrics) {
        if (device_.limits.has(id))
            sample.set(id, *device_.limits.value(id));
    }
}

void RocmSmiMetricReader::recordError(MetricId id, const QString &message)
{
    const QString line = QStringLiteral("%1: %2").arg(QLatin1String(metricInfo(id).key), message);
    errors_ << line;
    const int key = static_cast<int>(id);
    if (device_.lastErrors.value(key) != message) {
        device_.lastErrors.insert(key, message);
        qCWarning(lcRocmSmi).noquote() << RocmSmiBackendTr::tr("GPU %1: %2").arg(device_.pciBusId, line);
    }
}

void RocmSmiMetricReader::record(Sample &sample, MetricId id, rsmi_status_t status, double value)
{
    const int key = static_cast<int>(id);
    if (status == RSMI_STATUS_SUCCESS) {
        if (std::isfinite(value)) {
            sample.set(id, value);
            device_.lastErrors.remove(key);
        } else {
            recordError(id, RocmSmiBackendTr::tr("the driver reported a value that is not a number"));
        }
        return;
    }
    if (isUnsupported(status))
        return; // not available on this card: no value, no error
    recordError(id, rsmiStatusMessage(status));
}

void RocmSmiMetricReader::readTemperatures(Sample &sample, bool limits)
{
    if (!device_.isSafe(RiskyCall::Hwmon) || !api_.devTempMetricGet)
        return;
    // The library's hwmon sensors; their limit metrics come from the catalogue.
    struct Sensor {
        rsmi_temperature_type_t type;
        MetricId current;
    };
    static constexpr Sensor kSensors[] = {
        {RSMI_TEMP_TYPE_EDGE, MetricId::TemperatureEdge},
        {RSMI_TEMP_TYPE_JUNCTION, MetricId::TemperatureJunction},
        {RSMI_TEMP_TYPE_MEMORY, MetricId::TemperatureMemory},
    };
    const uint32_t dv = device_.libraryIndex;
    for (const Sensor &s : kSensors) {
        int64_t milli = 0;
        fetch(sample, s.current, [&] { return api_.devTempMetricGet(dv, s.type, RSMI_TEMP_CURRENT, &milli); }, [&] { return static_cast<double>(milli / 1000.0); });
        const TemperatureSensor *sensor = temperatureSensorOf(s.current);
        if (!limits || !sensor)
            continue;
        if (sensor->critical && api_.devTempMetricGet(dv, s.type, RSMI_TEMP_CRITICAL, &milli) == RSMI_STATUS_SUCCESS)
            device_.limits.set(*sensor->critical, milli / 1000.0);
        if (sensor->emergency && api_.devTempMetricGet(dv, s.type, RSMI_TEMP_EMERGENCY, &milli) == RSMI_STATUS_SUCCESS)
            device_.limits.set(*sensor->emergency, milli / 1000.0);
    }
}

void RocmSmiMetricReader::readPower(Sample &sample, bool limits)
{
    if (!device_.isSafe(RiskyCall::Hwmon))
        return;
    const uint32_t dv = device_.libraryIndex;
    uint64_t microwatts = 0;
    if (api_.devPowerAveGet)
        fetch(sample, MetricId::PowerAverage, [&] { return api_.devPowerAveGet(dv, 0, &microwatts); }, [&] { return static_cast<double>(microwatts / 1e6); });
    if (api_.devPowerCapGet)
        fetch(sample, MetricId::PowerCap, [&] { return api_.devPowerCapGet(dv, 0, &microwatts); }, [&] { return static_cast<double>(microwatts / 1e6); });
    if (!limits)
        return;
    if (api_.devPowerCapDefaultGet && api_.devPowerCapDefaultGet(dv, &microwatts) == RSMI_STATUS_SUCCESS)
        device_.limits.set(MetricId::PowerCapDefault, microwatts / 1e6);
    uint64_t maxMicrowatts = 0;
    uint64_t minMicrowatts = 0;
    if (api_.devPowerCapRangeGet && api_.devPowerCapRangeGet(dv, 0, &maxMicrowatts, &minMicrowatts) == RSMI_STATUS_SUCCESS) {
        device_.limits.set(MetricId::PowerCapMin, minMicrowatts / 1e6);
        device_.limits.set(MetricId::PowerCapMax, maxMicrowatts / 1e6);
    }
}

std::optional<amdgpu::DpmTable> RocmSmiMetricReader::dpmTable(bool memory, QString *why) const
{
    const auto text = device_.files.readDeviceFile(memory ? QStringLiteral("pp_dpm_mclk") : QStringLiteral("pp_dpm_sclk"));
    if (!text)
        return std::nullopt; // no such file: not supported, not an error
    return dpmTableFromText(memory, *text, why);
}

std::optional<amdgpu::DpmTable> RocmSmiMetricReader::dpmTableFromText(bool memory, const QByteArray &text, QString *why) const
{
    const QString file = memory ? QStringLiteral("pp_dpm_mclk") : QStringLiteral("pp_dpm_sclk");
    const RiskyCall call = memory ? RiskyCall::MemClockTable : RiskyCall::GfxClockTable;
    if (device_.isSafe(call) && amdgpu::rsmiAcceptsDpmTable(text, false)) {
        RsmiClockTable table;
        const rsmi_status_t status = api_.clockTable(device_.libraryIndex, memory ? RSMI_CLK_TYPE_MEM : RSMI_CLK_TYPE_SYS, &table);
        if (status == RSMI_STATUS_SUCCESS) {
            amdgpu::DpmTable result;
            for (int i = 0; i < table.hertz.size(); ++i)
                result.levels.push_back({table.hertz[i] / 1e6, i == table.currentIndex, false});
            return result;
        }
        // Any failure: our parser has the last word (and the message).
    }
    auto own = amdgpu::parseDpmTable(text);
    if (!own && why)
        *why = RocmSmiBackendTr::tr("%1 has a format that neither ROCm SMI nor ROCm Tune understands (\"%2\")").arg(file, amdgpu::firstLineExcerpt(text));
    return own;
}

void RocmSmiMetricReader::readClocks(Sample &sample)
{
    for (bool memory : {false, true}) {
        const MetricId current = memory ? MetricId::MemoryClock : MetricId::GfxClock;
        QString why;
        const auto table = dpmTable(memory, &why);
        if (!table) {
            if (!why.isEmpty())
                recordError(current, why);
            continue;
        }
        device_.lastErrors.remove(static_cast<int>(current));
        sample.set(current, table->currentMegahertz());
        sample.set(memory ? MetricId::MemoryClockMin : MetricId::GfxClockMin, table->minMegahertz());
        sample.set(memory ? MetricId::MemoryClockMax : MetricId::GfxClockMax, table->maxMegahertz());
    }
}

void RocmSmiMetricReader::readActivity(Sample &sample, bool limits)
{
    const uint32_t dv = device_.libraryIndex;
    uint32_t percent = 0;
    if (api_.devBusyPercentGet)
        fetch(sample, MetricId::GpuBusy, [&] { return api_.devBusyPercentGet(dv, &percent); }, [&] { return static_cast<double>(percent); });
    if (api_.devMemoryBusyPercentGet)
        fetch(sample, MetricId::MemoryBusy, [&] { return api_.devMemoryBusyPercentGet(dv, &percent); }, [&] { return static_cast<double>(percent); });
    uint64_t bytes = 0;
    if (api_.devMemoryUsageGet)
        fetch(sample, MetricId::VramUsed, [&] { return api_.devMemoryUsageGet(dv, RSMI_MEM_TYPE_VRAM, &bytes); }, [&] { return static_cast<double>(bytes); });
    if (limits && api_.devMemoryTotalGet && api_.devMemoryTotalGet(dv, RSMI_MEM_TYPE_VRAM, &bytes) == RSMI_STATUS_SUCCESS)
        device_.limits.set(MetricId::VramTotal, static_cast<double>(bytes));
}

void RocmSmiMetricReader::readFan(Sample &sample, bool limits)
{
    if (!device_.isSafe(RiskyCall::Hwmon))
        return;
    const uint32_t dv = device_.libraryIndex;
    int64_t value = 0;
    if (api_.devFanRpmsGet)
        fetch(sample, MetricId::FanRpm, [&] { return api_.devFanRpmsGet(dv, 0, &value); }, [&] { return static_cast<double>(value); });
    if (limits && api_.devFanSpeedMaxGet) {
        uint64_t max = 0;
        device_.fanMaxPwm.reset();
        if (api_.devFanSpeedMaxGet(dv, 0, &max) == RSMI_STATUS_SUCCESS && max > 0)
            device_.fanMaxPwm = max;
    }
    if (api_.devFanSpeedGet && device_.fanMaxPwm) {
        const rsmi_status_t status = api_.devFanSpeedGet(dv, 0, &value);
        record(sample, MetricId::FanPercent, status, 100.0 * static_cast<double>(value) / static_cast<double>(*device_.fanMaxPwm));
    }
    if (api_.devVoltMetricGet) {
        fetch(sample, MetricId::GfxVoltage, [&] { return api_.devVoltMetricGet(dv, RSMI_VOLT_TYPE_VDDGFX, RSMI_VOLT_CURRENT, &value); },
              [&] { return static_cast<double>(value); });
    }
}

std::optional<amdgpu::PowerProfileTable> RocmSmiMetricReader::powerProfiles(QString *why) const
{
    const auto text = device_.files.readDeviceFile(QStringLiteral("pp_power_profile_mode"));
    if (!text)
        return std::nullopt;
    // The library's parse costs ~0.8 ms: reuse it while the file is unchanged.
    RocmSmiTickState &cache = device_.tick;
    if (cache.profileCached && cache.profileText == *text) {
        if (!cache.profileTable && why)
            *why = cache.profileWhy;
        return cache.profileTable;
    }
    auto own = amdgpu::parsePowerProfileTable(*text);
    if (device_.isSafe(RiskyCall::PowerProfiles) && amdgpu::rsmiAcceptsPowerProfileTable(*text) && api_.devPowerProfilePresetsGet) {
        rsmi_power_profile_status_t status{};
        if (api_.devPowerProfilePresetsGet(device_.libraryIndex, 0, &status) == RSMI_STATUS_SUCCESS && own) {
            // The library names the current profile by its mask bit.
            static constexpr std::pair<rsmi_power_profile_preset_masks_t, PowerProfile> kMasks[] = {
                {RSMI_PWR_PROF_PRST_BOOTUP_DEFAULT, PowerProfile::BootupDefault},
                {RSMI_PWR_PROF_PRST_3D_FULL_SCR_MASK, PowerProfile::FullScreen3D},
                {RSMI_PWR_PROF_PRST_POWER_SAVING_MASK, PowerProfile::PowerSaving},
                {RSMI_PWR_PROF_PRST_VIDEO_MASK, PowerProfile::Video},
                {RSMI_PWR_PROF_PRST_VR_MASK, PowerProfile::VirtualReality},
                {RSMI_PWR_PROF_PRST_COMPUTE_MASK, PowerProfile::Compute},
                {RSMI_PWR_PROF_PRST_CUSTOM_MASK, PowerProfile::Custom},
            };
            for (const auto &[mask, profile] : kMasks) {
                if (status.current == mask)
                    own->current = profile;
            }
        }
    }
    const QString problem = own ? QString() : RocmSmiBackendTr::tr("pp_power_profile_mode has a format that neither ROCm SMI nor ROCm Tune understands");
    if (!own && why)
        *why = problem;
    cache.profileCached = true;
    cache.profileText = *text;
    cache.profileTable = own;
    cache.profileWhy = problem;
    return own;
}

void RocmSmiMetricReader::readState(Sample &sample, bool limits)
{
    const uint32_t dv = device_.libraryIndex;
    if (api_.devPerfLevelGet) {
        rsmi_dev_perf_level_t level = RSMI_DEV_PERF_LEVEL_UNKNOWN;
        const rsmi_status_t status = api_.devPerfLevelGet(dv, &level);
        if (status == RSMI_STATUS_SUCCESS && level > RSMI_DEV_PERF_LEVEL_LAST)
            recordError(MetricId::PerformanceLevel, RocmSmiBackendTr::tr("power_dpm_force_performance_level holds an unknown level"));
        else
            record(sample, MetricId::PerformanceLevel, status, static_cast<double>(level));
    }
    if (api_.devOverdriveLevelGet) {
        uint32_t percent = 0;
        fetch(sample, MetricId::OverdrivePercent, [&] { return api_.devOverdriveLevelGet(dv, &percent); }, [&] { return static_cast<double>(percent); });
    }
    // The library's profile parser costs ~0.8 ms a call and the profile only
    // changes when someone sets it: read it with the limits.
    if (!limits)
        return;
    QString why;
    const auto profiles = powerProfiles(&why);
    if (profiles && profiles->current)
        device_.limits.set(MetricId::PowerProfile, static_cast<double>(static_cast<int>(*profiles->current)));
    else if (profiles && !profiles->currentName.isEmpty())
        recordError(MetricId::PowerProfile, RocmSmiBackendTr::tr("the current power profile %1 is not one ROCm Tune knows").arg(profiles->currentName));
    else if (!why.isEmpty())
        recordError(MetricId::PowerProfile, why);
}

void RocmSmiMetricReader::readPcie(Sample &sample)
{
    const auto text = device_.files.readDeviceFile(QStringLiteral("pp_dpm_pcie"));
    if (!text)
        return;
    if (device_.isSafe(RiskyCall::PcieTable) && amdgpu::rsmiAcceptsDpmTable(*text, true)) {
        RsmiClockTable table;
        if (api_.pcieTable(device_.libraryIndex, &table) == RSMI_STATUS_SUCCESS && table.currentIndex >= 0) {
            sample.set(MetricId::PcieLinkSpeed, table.hertz[table.currentIndex] / 1e9);
            sample.set(MetricId::PcieLinkWidth, table.lanes.value(table.currentIndex));
            return;
        }
    }
    const auto own = amdgpu::parsePcieTable(*text);
    if (!own) {
        recordError(MetricId::PcieLinkSpeed, RocmSmiBackendTr::tr("pp_dpm_pcie has a format that neither ROCm SMI nor ROCm Tune understands (\"%1\")")
                                                 .arg(amdgpu::firstLineExcerpt(*text)));
        return;
    }
    for (const amdgpu::PcieLevel &level : *own) {
        if (level.current) {
            sample.set(MetricId::PcieLinkSpeed, level.gigatransfersPerSecond);
            sample.set(MetricId::PcieLinkWidth, level.lanes);
        }
    }
}

void RocmSmiMetricReader::readThrottle(Sample &sample)
{
    // The library (5.2.3) does not know gpu_metrics' ASIC-independent throttle
    // bits; they are read from the table directly.
    // HBM and voltage-regulator temperatures only the table has come from the same read.
    const auto table = device_.files.readDeviceFile(QStringLiteral("gpu_metrics"));
    if (!table)
        return;
    if (const auto reasons = amdgpu::throttleReasonsFromGpuMetrics(*table))
        sample.set(MetricId::ThrottleStatus, static_cast<double>(*reasons));
    if (const auto decoded = amdgpu::decodeGpuMetrics(*table))
        amdgpu::GpuMetricsSources::setTableOnlyMetrics(sample, *decoded);
}

void RocmSmiMetricReader::readEnergy(Sample &sample)
{
    if (!device_.isSafe(RiskyCall::EnergyCounter) || !api_.devEnergyCountGet)
        return;
    uint64_t counter = 0;
    uint64_t timestamp = 0;
    float resolutionMicrojoules = 0;
    const rsmi_status_t status = api_.devEnergyCountGet(device_.libraryIndex, &counter, &resolutionMicrojoules, &timestamp);
    if (status == RSMI_STATUS_SUCCESS)
        device_.tick.table.energyResolutionMicrojoules = resolutionMicrojoules;
    record(sample, MetricId::EnergyConsumed, status, static_cast<double>(counter) * resolutionMicrojoules / 1e6);
}

} // namespace rocmtune
