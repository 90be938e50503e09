// SPDX-License-Identifier: GPL-3.0-or-later
#include "core/backends/amdgpu_metrics/GpuMetricsSources.h"

#include "core/backends/amdgpu_metrics/AsicThrottleBits.h"
#include "core/backends/amdgpu_metrics/GpuMetricsTr.h"
#include "core/i18n/ListText.h"

#include <QCoreApplication>

#include <algorithm>
#include <cmath>

namespace rocmtune::amdgpu {

namespace {

bool isWhole(double v)
{
    return v == std::round(v);
}

} // namespace

bool tableAgreesWithFile(MetricId id, double file, double table)
{
    const double diff = std::abs(file - table);
    switch (id) {
    case MetricId::TemperatureEdge:
    case MetricId::TemperatureJunction:
    case MetricId::TemperatureMemory:
    case MetricId::TemperatureHbm0:
    case MetricId::TemperatureHbm1:
    case MetricId::TemperatureHbm2:
    case MetricId::TemperatureHbm3: return isWhole(file) && diff <= 1.0;
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

bool perFileForced()
{
    static const bool forced =
        qEnvironmentVariableIntValue("ROCMTUNE_PER_FILE") == 1 || qEnvironmentVariableIntValue("ROCMTUNE_ROCMSMI_PER_FILE") == 1;
    return forced;
}

bool runtimeSuspended(const QString &deviceDir)
{
    SysfsAttributeFile status(deviceDir + QStringLiteral("/power/runtime_status"));
    QByteArray text;
    return status.read(&text, 64) && text.startsWith("suspended");
}

void GpuMetricsSources::attach(const QString &deviceDir, const QString &pciBusId, const QLoggingCategory &log)
{
    log_ = &log;
    pciBusId_ = pciBusId;
    const QString table = deviceDir + QStringLiteral("/gpu_metrics");
    if (gpuMetrics_.path() == table)
        return;
    gpuMetrics_ = SysfsAttributeFile(table);
    runtimeStatus_ = SysfsAttributeFile(deviceDir + QStringLiteral("/power/runtime_status"));
    pciDeviceId = pciDeviceIdOf(deviceDir); // a PCI id file: reading it does not wake the card
}

std::optional<GpuMetrics> GpuMetricsSources::readTable(bool reopen)
{
    if (reopen)
        gpuMetrics_.reopen();
    QString problem;
    std::optional<GpuMetrics> table;
    if (!gpuMetrics_.read(&buffer_))
        problem = GpuMetricsTr::tr("gpu_metrics cannot be read");
    else
        table = decodeGpuMetrics(buffer_, &problem);
    if (problem != tableProblem_) {
        tableProblem_ = problem;
        if (!problem.isEmpty() && log_)
            qCInfo(*log_).noquote() << GpuMetricsTr::tr("GPU %1: %2; every value is read from its own file.").arg(pciBusId_, problem);
    }
    return table;
}

std::optional<double> GpuMetricsSources::value(MetricId id, const GpuMetrics &m) const
{
    auto clock = [&](const std::optional<double> &average, const std::optional<double> &current) {
        return averageClocks ? (average ? average : current) : (current ? current : average);
    };
    switch (id) {
    case MetricId::TemperatureEdge: return m.temperatureEdgeCelsius;
    case MetricId::TemperatureJunction: return m.temperatureHotspotCelsius;
    case MetricId::TemperatureMemory: return m.temperatureMemoryCelsius;
    case MetricId::TemperatureHbm0: return m.temperatureHbmCelsius[0];
    case MetricId::TemperatureHbm1: return m.temperatureHbmCelsius[1];
    case MetricId::TemperatureHbm2: return m.temperatureHbmCelsius[2];
    case MetricId::TemperatureHbm3: return m.temperatureHbmCelsius[3];
    case MetricId::PowerAverage:
        if (!m.socketPowerRaw)
            return std::nullopt;
        return socketPowerWatts(*m.socketPowerRaw, powerScale.value_or(m.socketPowerScale));
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
        if (!m.energyAccumulator || !energyResolutionMicrojoules)
            return std::nullopt;
        return static_cast<double>(*m.energyAccumulator) * static_cast<double>(*energyResolutionMicrojoules) / 1e6;
    case MetricId::ThrottleStatus: {
        const auto reasons = throttleReasonsOf(m, pciDeviceId);
        return reasons ? std::optional<double>(*reasons) : std::nullopt;
    }
    default: return std::nullopt;
    }
}

void GpuMetricsSources::decide(const Sample &perFile, const std::optional<GpuMetrics> &table, std::span<const MetricId> ids)
{
    source_.fill(Source::None);
    if (table && table->socketPowerRaw && !powerScale) {
        if (const auto hwmon = perFile.value(MetricId::PowerAverage)) {
            powerScale = chooseSocketPowerScale(*table->socketPowerRaw, *hwmon, table->socketPowerScale);
            if (*powerScale != table->socketPowerScale && log_)
                qCInfo(*log_).noquote() << GpuMetricsTr::tr("GPU %1: this firmware's gpu_metrics socket power is in %2, not the revision's usual unit.")
                                               .arg(pciBusId_, *powerScale == SocketPowerScale::Watts ? QStringLiteral("W") : QStringLiteral("mW"));
        }
    }
    QStringList disagreeing;
    for (MetricId id : ids) {
        const auto file = perFile.value(id);
        if (!file)
            continue; // not reported per file: not reported at all
        const auto fromTable = table ? value(id, *table) : std::nullopt;
        if (fromTable && tableAgreesWithFile(id, *file, *fromTable)) {
            setSource(id, Source::Table);
        } else {
            setSource(id, Source::File);
            if (fromTable)
                disagreeing << QStringLiteral("%1 (%2 / %3)").arg(QLatin1String(metricInfo(id).key)).arg(*file).arg(*fromTable);
        }
    }
    if (!disagreeing.isEmpty() && log_)
        qCInfo(*log_).noquote() << GpuMetricsTr::tr("GPU %1: gpu_metrics and the driver's files differ, so these stay read per file (file / table): %2")
                                       .arg(pciBusId_, joinList(disagreeing));
    known_ = true;
}

void GpuMetricsSources::setTableOnlyMetrics(Sample &sample, const GpuMetrics &table)
{
    static constexpr MetricId kHbm[] = {MetricId::TemperatureHbm0, MetricId::TemperatureHbm1, MetricId::TemperatureHbm2, MetricId::TemperatureHbm3};
    for (std::size_t i = 0; i < table.temperatureHbmCelsius.size(); ++i)
        sample.set(kHbm[i], table.temperatureHbmCelsius[i]);
    sample.set(MetricId::TemperatureVrGfx, table.temperatureVrGfxCelsius);
    sample.set(MetricId::TemperatureVrSoc, table.temperatureVrSocCelsius);
    sample.set(MetricId::TemperatureVrMem, table.temperatureVrMemCelsius);
}

bool GpuMetricsSources::suspended(bool reopen)
{
    if (reopen)
        runtimeStatus_.reopen();
    const bool now = runtimeStatus_.read(&buffer_, 64) && buffer_.startsWith("suspended");
    if (now != asleep_ && log_) {
        if (now)
            qCInfo(*log_).noquote() << GpuMetricsTr::tr("GPU %1 is asleep (runtime suspended); it is read once a second from files that do not wake it.")
                                           .arg(pciBusId_);
        else
            qCInfo(*log_).noquote() << GpuMetricsTr::tr("GPU %1 woke up.").arg(pciBusId_);
    }
    asleep_ = now;
    return now;
}

std::optional<bool> GpuMetricsSources::asleepTick(bool reopenDue)
{
    const bool wasAsleep = asleep_;
    if (!suspended(reopenDue || (wasAsleep && asleepTicks_ % kAsleepReadEvery == 0)))
        return std::nullopt;
    if (!wasAsleep)
        asleepTicks_ = 0;
    return asleepTicks_++ % kAsleepReadEvery == 0;
}

void GpuMetricsSources::fillAsleep(Sample &sample) const
{
    for (const MetricInfo &info : metricCatalogue()) {
        if (const auto v = asleepSample.value(info.id))
            sample.set(info.id, *v);
    }
    sample.setState(DeviceState::Asleep, GpuMetricsTr::tr("GPU %1 is asleep (runtime suspended); ROCm Tune does not wake it.").arg(pciBusId_));
}

} // namespace rocmtune::amdgpu
