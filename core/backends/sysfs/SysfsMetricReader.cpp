// SPDX-License-Identifier: GPL-3.0-or-later
// Every metric of one card from its own driver file (README.md, "Where each
// value comes from"): the per-file read of the driver-files backend.
#include "core/backends/sysfs/SysfsMetricReader.h"

#include "core/backends/amdgpu_metrics/GpuMetricsTable.h"
#include "core/backends/rocm_smi/AmdgpuDriverReads.h"
#include "core/backends/rocm_smi/AmdgpuFileParsers.h"
#include "core/backends/rocm_smi/AmdgpuRasFiles.h"
#include "core/backends/rocm_smi/RocmSmiExtraMetrics.h"
#include "core/backends/sysfs/SysfsBackendTr.h"
#include "core/telemetry/TemperatureSensors.h"

#include <QCoreApplication>
#include <QLoggingCategory>

#include <cmath>

Q_LOGGING_CATEGORY(lcSysfs, "rocmtune.sysfs")

namespace rocmtune {

namespace {

constexpr MetricId kSysfsTemperatures[] = {MetricId::TemperatureEdge, MetricId::TemperatureJunction, MetricId::TemperatureMemory};
constexpr const char *kSysfsTemperatureLabels[] = {"edge", "junction", "mem"};

constexpr MetricId kSysfsLimitMetrics[] = {
    MetricId::TemperatureEdgeCritical,  MetricId::TemperatureJunctionCritical,  MetricId::TemperatureMemoryCritical,
    MetricId::TemperatureEdgeEmergency, MetricId::TemperatureJunctionEmergency, MetricId::TemperatureMemoryEmergency,
    MetricId::PowerCapDefault,          MetricId::PowerCapMin,                  MetricId::PowerCapMax,
    MetricId::VramTotal,                MetricId::PowerProfile,
};

QString sysfsFirstLine(const QByteArray &text)
{
    return QString::fromLatin1(text.left(60).split('\n').value(0)).trimmed();
}

} // namespace

void SysfsMetricReader::findChannels(SysfsGpu &gpu)
{
    gpu.temperatureChannel.fill(0);
    gpu.vddgfxChannel = -1;
    if (!gpu.files.hasHwmon())
        return;
    const QString dir = gpu.files.hwmonDir() + QLatin1Char('/');
    bool anyLabel = false;
    for (int i = 1; i <= 7; ++i) {
        const auto label = amdgpu::readSmallFile(dir + QStringLiteral("temp%1_label").arg(i));
        if (!label)
            continue;
        anyLabel = true;
        for (int slot = 0; slot < 3; ++slot) {
            if (label->trimmed() == kSysfsTemperatureLabels[slot] && gpu.temperatureChannel[slot] == 0)
                gpu.temperatureChannel[slot] = i;
        }
    }
    // Kernels without labels: the driver's fixed order (edge, junction, mem).
    if (!anyLabel) {
        for (int slot = 0; slot < 3; ++slot) {
            if (amdgpu::readSmallFile(dir + QStringLiteral("temp%1_input").arg(slot + 1)))
                gpu.temperatureChannel[slot] = slot + 1;
        }
    }
    for (int i = 0; i <= 3; ++i) {
        const auto label = amdgpu::readSmallFile(dir + QStringLiteral("in%1_label").arg(i));
        if (label && label->trimmed() == "vddgfx") {
            gpu.vddgfxChannel = i;
            break;
        }
    }
}

void SysfsMetricReader::recordError(MetricId id, const QString &message)
{
    const QString line = QStringLiteral("%1: %2").arg(QLatin1String(metricInfo(id).key), message);
    errors_ << line;
    const int key = static_cast<int>(id);
    if (gpu_.lastErrors.value(key) != message) {
        gpu_.lastErrors.insert(key, message);
        qCWarning(lcSysfs).noquote() << SysfsBackendTr::tr("GPU %1: %2").arg(gpu_.pciBusId, line);
    }
}

std::optional<qint64> SysfsMetricReader::hwmonSigned(const QString &name, MetricId id)
{
    if (!gpu_.files.hasHwmon())
        return std::nullopt;
    const auto text = amdgpu::readSmallFile(gpu_.files.hwmonDir() + QLatin1Char('/') + name);
    if (!text)
        return std::nullopt; // no such file: the card does not have it
    bool ok = false;
    const qint64 value = text->trimmed().toLongLong(&ok);
    if (!ok) {
        recordError(id, SysfsBackendTr::tr("%1 holds \"%2\", not a number").arg(name, sysfsFirstLine(*text)));
        return std::nullopt;
    }
    gpu_.lastErrors.remove(static_cast<int>(id));
    return value;
}

std::optional<quint64> SysfsMetricReader::hwmonNumber(const QString &name, MetricId id)
{
    const auto value = hwmonSigned(name, id);
    return value && *value >= 0 ? std::optional<quint64>(static_cast<quint64>(*value)) : std::nullopt;
}

std::optional<quint64> SysfsMetricReader::deviceNumber(const QString &name, MetricId id)
{
    const auto text = gpu_.files.readDeviceFile(name);
    if (!text)
        return std::nullopt;
    bool ok = false;
    const qulonglong value = text->trimmed().toULongLong(&ok);
    if (!ok) {
        recordError(id, SysfsBackendTr::tr("%1 holds \"%2\", not a number").arg(name, sysfsFirstLine(*text)));
        return std::nullopt;
    }
    return value;
}

void SysfsMetricReader::readTemperature(Sample &sample, int slot, MetricId id)
{
    const int channel = gpu_.temperatureChannel[static_cast<std::size_t>(slot)];
    if (channel == 0)
        return;
    if (const auto milli = hwmonSigned(QStringLiteral("temp%1_input").arg(channel), id))
        sample.set(id, static_cast<double>(*milli / 1000.0));
}

void SysfsMetricReader::readClock(Sample &sample, bool memory)
{
    const QString file = memory ? QStringLiteral("pp_dpm_mclk") : QStringLiteral("pp_dpm_sclk");
    const MetricId current = memory ? MetricId::MemoryClock : MetricId::GfxClock;
    const auto text = gpu_.files.readDeviceFile(file);
    if (!text)
        return;
    const auto table = amdgpu::parseDpmTable(*text);
    if (!table) {
        recordError(current, SysfsBackendTr::tr("%1 has a format that ROCm Tune does not understand (\"%2\")").arg(file, sysfsFirstLine(*text)));
        return;
    }
    gpu_.lastErrors.remove(static_cast<int>(current));
    sample.set(current, table->currentMegahertz());
    sample.set(memory ? MetricId::MemoryClockMin : MetricId::GfxClockMin, table->minMegahertz());
    sample.set(memory ? MetricId::MemoryClockMax : MetricId::GfxClockMax, table->maxMegahertz());
}

void SysfsMetricReader::readPcie(Sample &sample)
{
    const auto text = gpu_.files.readDeviceFile(QStringLiteral("pp_dpm_pcie"));
    if (!text) {
        // MI300X prints no levels: the PCI core's current link.
        if (const auto link = amdgpu::readPciCoreLink(gpu_.files)) {
            sample.set(MetricId::PcieLinkSpeed, link->first);
            sample.set(MetricId::PcieLinkWidth, link->second);
        }
        return;
    }
    const auto levels = amdgpu::parsePcieTable(*text);
    if (!levels) {
        recordError(MetricId::PcieLinkSpeed, SysfsBackendTr::tr("%1 has a format that ROCm Tune does not understand (\"%2\")")
                                                 .arg(QStringLiteral("pp_dpm_pcie"), sysfsFirstLine(*text)));
        return;
    }
    for (const amdgpu::PcieLevel &level : *levels) {
        if (level.current) {
            sample.set(MetricId::PcieLinkSpeed, level.gigatransfersPerSecond);
            sample.set(MetricId::PcieLinkWidth, level.lanes);
        }
    }
}

void SysfsMetricReader::readTable(Sample &sample, bool energy, bool throttle)
{
    const auto bytes = gpu_.files.readDeviceFile(QStringLiteral("gpu_metrics"));
    if (!bytes)
        return;
    const auto decoded = amdgpu::decodeGpuMetrics(*bytes);
    if (energy && decoded && decoded->energyAccumulator)
        sample.set(MetricId::EnergyConsumed, static_cast<double>(*decoded->energyAccumulator) * kEnergyResolutionMicrojoules / 1e6);
    if (!throttle)
        return;
    if (const auto reasons = decoded ? amdgpu::throttleReasonsOf(*decoded, gpu_.table.pciDeviceId) : std::nullopt)
        sample.set(MetricId::ThrottleStatus, static_cast<double>(*reasons));
    if (decoded)
        amdgpu::GpuMetricsSources::setTableOnlyMetrics(sample, *decoded);
}

void SysfsMetricReader::readFromFile(Sample &sample, MetricId id)
{
    switch (id) {
    case MetricId::TemperatureEdge: readTemperature(sample, 0, id); break;
    case MetricId::TemperatureJunction: readTemperature(sample, 1, id); break;
    case MetricId::TemperatureMemory: readTemperature(sample, 2, id); break;
    case MetricId::PowerAverage:
        if (const auto microwatts = hwmonNumber(QStringLiteral("power1_average"), id))
            sample.set(id, *microwatts / 1e6);
        else
            sample.set(id, amdgpu::readHwmonPowerInputWatts(gpu_.files)); // MI300X, newer SMUs
        break;
    case MetricId::PowerCap:
        if (const auto microwatts = hwmonNumber(QStringLiteral("power1_cap"), id))
            sample.set(id, *microwatts / 1e6);
        break;
    case MetricId::GfxClock: readClock(sample, false); break;
    case MetricId::MemoryClock: readClock(sample, true); break;
    case MetricId::GpuBusy:
    case MetricId::MemoryBusy: {
        const QString file = id == MetricId::GpuBusy ? QStringLiteral("gpu_busy_percent") : QStringLiteral("mem_busy_percent");
        if (const auto percent = deviceNumber(file, id)) {
            if (*percent > 100)
                recordError(id, SysfsBackendTr::tr("%1 holds %2, more than 100%").arg(file).arg(*percent));
            else
                sample.set(id, static_cast<double>(*percent));
        }
        break;
    }
    case MetricId::VramUsed:
        if (const auto bytes = deviceNumber(QStringLiteral("mem_info_vram_used"), id))
            sample.set(id, static_cast<double>(*bytes));
        break;
    case MetricId::FanRpm:
        if (const auto rpm = hwmonNumber(QStringLiteral("fan1_input"), id))
            sample.set(id, static_cast<double>(*rpm));
        break;
    case MetricId::FanPercent:
        if (gpu_.fanMaxPwm) {
            if (const auto pwm = hwmonNumber(QStringLiteral("pwm1"), id))
                sample.set(id, 100.0 * static_cast<double>(*pwm) / static_cast<double>(*gpu_.fanMaxPwm));
        }
        break;
    case MetricId::GfxVoltage:
        if (gpu_.vddgfxChannel >= 0) {
            if (const auto millivolts = hwmonSigned(QStringLiteral("in%1_input").arg(gpu_.vddgfxChannel), id))
                sample.set(id, static_cast<double>(*millivolts));
        }
        break;
    case MetricId::PerformanceLevel:
        if (const auto text = gpu_.files.readDeviceFile(QStringLiteral("power_dpm_force_performance_level"))) {
            const QByteArray word = text->simplified().split(' ').value(0);
            if (const auto level = perfLevelFromKey(QString::fromLatin1(word)))
                sample.set(id, static_cast<double>(static_cast<int>(*level)));
            else
                recordError(id, SysfsBackendTr::tr("power_dpm_force_performance_level holds an unknown level"));
        }
        break;
    case MetricId::OverdrivePercent:
        if (const auto percent = deviceNumber(QStringLiteral("pp_sclk_od"), id))
            sample.set(id, static_cast<double>(*percent));
        break;
    case MetricId::PcieLinkSpeed:
    case MetricId::PcieLinkWidth: readPcie(sample); break;
    case MetricId::EnergyConsumed: readTable(sample, true, false); break;
    case MetricId::ThrottleStatus: readTable(sample, false, true); break;
    case MetricId::SocClock:
    case MetricId::FabricClock:
    case MetricId::VideoClock:
    case MetricId::DecodeClock:
        if (const auto text = gpu_.files.readDeviceFile(extraClockFileName(id))) {
            if (const auto table = amdgpu::parseDpmTable(*text))
                sample.set(id, table->currentMegahertz());
        }
        break;
    case MetricId::PcieReplayCount:
        if (const auto count = amdgpu::readDecimalFile(gpu_.files.deviceDir() + QStringLiteral("/pcie_replay_count")))
            sample.set(id, static_cast<double>(*count));
        break;
    default: break;
    }
}

void SysfsMetricReader::readPowerProfile()
{
    const auto text = gpu_.files.readDeviceFile(QStringLiteral("pp_power_profile_mode"));
    if (!text)
        return;
    const auto profiles = amdgpu::parsePowerProfileTable(*text);
    if (profiles && profiles->current)
        gpu_.limits.set(MetricId::PowerProfile, static_cast<double>(static_cast<int>(*profiles->current)));
    else if (profiles && !profiles->currentName.isEmpty())
        recordError(MetricId::PowerProfile, SysfsBackendTr::tr("the current power profile %1 is not one ROCm Tune knows").arg(profiles->currentName));
    else if (!profiles)
        recordError(MetricId::PowerProfile, SysfsBackendTr::tr("%1 has a format that ROCm Tune does not understand (\"%2\")")
                                                .arg(QStringLiteral("pp_power_profile_mode"), sysfsFirstLine(*text)));
}

void SysfsMetricReader::readLimits()
{
    gpu_.limits = Sample();
    gpu_.samplesSinceLimits = 0;
    for (int slot = 0; slot < 3; ++slot) {
        const int channel = gpu_.temperatureChannel[static_cast<std::size_t>(slot)];
        const TemperatureSensor *sensor = temperatureSensorOf(kSysfsTemperatures[slot]);
        if (channel == 0 || !sensor)
            continue;
        if (sensor->critical) {
            if (const auto milli = hwmonSigned(QStringLiteral("temp%1_crit").arg(channel), *sensor->critical))
                gpu_.limits.set(*sensor->critical, *milli / 1000.0);
        }
        if (sensor->emergency) {
            if (const auto milli = hwmonSigned(QStringLiteral("temp%1_emergency").arg(channel), *sensor->emergency))
                gpu_.limits.set(*sensor->emergency, *milli / 1000.0);
        }
    }
    const std::pair<const char *, MetricId> caps[] = {{"power1_cap_default", MetricId::PowerCapDefault},
                                                      {"power1_cap_min", MetricId::PowerCapMin},
                                                      {"power1_cap_max", MetricId::PowerCapMax}};
    for (const auto &[file, id] : caps) {
        if (const auto microwatts = hwmonNumber(QLatin1String(file), id))
            gpu_.limits.set(id, *microwatts / 1e6);
    }
    if (const auto bytes = deviceNumber(QStringLiteral("mem_info_vram_total"), MetricId::VramTotal))
        gpu_.limits.set(MetricId::VramTotal, static_cast<double>(*bytes));
    gpu_.fanMaxPwm.reset();
    if (const auto max = hwmonNumber(QStringLiteral("pwm1_max"), MetricId::FanPercent); max && *max > 0)
        gpu_.fanMaxPwm = *max;
    readPowerProfile();
    // Each err_count read makes the driver query the firmware: with the limits.
    gpu_.limits.setEcc(amdgpu::readEccStatus(gpu_.files));
}

void SysfsMetricReader::copyLimits(Sample &sample) const
{
    for (MetricId id : kSysfsLimitMetrics) {
        if (const auto v = gpu_.limits.value(id))
            sample.set(id, *v);
    }
    sample.setEcc(gpu_.limits.ecc());
}

void SysfsMetricReader::readPerFile(Sample &sample)
{
    if (gpu_.samplesSinceLimits < 0 || gpu_.samplesSinceLimits >= kLimitRefreshSamples)
        readLimits();
    ++gpu_.samplesSinceLimits;
    static constexpr MetricId kPerFile[] = {
        MetricId::TemperatureEdge, MetricId::TemperatureJunction, MetricId::TemperatureMemory, MetricId::PowerAverage,
        MetricId::PowerCap,        MetricId::GfxClock,            MetricId::MemoryClock,       MetricId::GpuBusy,
        MetricId::MemoryBusy,      MetricId::VramUsed,            MetricId::FanRpm,            MetricId::FanPercent,
        MetricId::GfxVoltage,      MetricId::PerformanceLevel,    MetricId::OverdrivePercent,  MetricId::PcieLinkSpeed,
        MetricId::SocClock,        MetricId::FabricClock,         MetricId::VideoClock,        MetricId::DecodeClock,
        MetricId::PcieReplayCount,
    };
    for (MetricId id : kPerFile)
        readFromFile(sample, id);
    readTable(sample, true, true); // energy, throttle reasons, HBM / VR temperatures
    copyLimits(sample);
}

void SysfsMetricReader::finish(Sample &sample)
{
    if (!errors_.isEmpty() && sample.state() == DeviceState::Ok)
        sample.setState(DeviceState::Ok, errors_.join(QStringLiteral("; ")));
}

} // namespace rocmtune
