// SPDX-License-Identifier: GPL-3.0-or-later
#include "core/backends/rocm_smi/RocmSmiExtraMetrics.h"

#include "core/backends/rocm_smi/AmdgpuDriverReads.h"
#include "core/backends/rocm_smi/AmdgpuFileParsers.h"

#include <optional>

namespace rocmtune {

namespace {

std::optional<double> currentMegahertz(const RocmSmiApi &api, const RocmSmiDevice &device, const QString &file,
                                       std::optional<rsmi_clk_type_t> type)
{
    const auto text = device.files.readDeviceFile(file);
    if (!text)
        return std::nullopt;
    // Our parser reads the text we already hold (the same current level the
    // library finds); the library is asked only when our parser cannot read
    // it, so a tick opens each file once.
    if (const auto own = amdgpu::parseDpmTable(*text))
        return own->currentMegahertz();
    if (type && device.isSafe(RiskyCall::GfxClockTable) && amdgpu::rsmiAcceptsDpmTable(*text, false)) {
        RsmiClockTable table;
        if (api.clockTable(device.libraryIndex, *type, &table) == RSMI_STATUS_SUCCESS && table.currentIndex >= 0)
            return table.hertz[table.currentIndex] / 1e6;
    }
    return std::nullopt;
}

} // namespace

QString extraClockFileName(MetricId id)
{
    switch (id) {
    case MetricId::SocClock: return QStringLiteral("pp_dpm_socclk");
    case MetricId::FabricClock: return QStringLiteral("pp_dpm_fclk");
    case MetricId::VideoClock: return QStringLiteral("pp_dpm_vclk");
    case MetricId::DecodeClock: return QStringLiteral("pp_dpm_dclk");
    case MetricId::PcieReplayCount: return QStringLiteral("pcie_replay_count");
    default: return QString();
    }
}

void readExtraClock(const RocmSmiApi &api, const RocmSmiDevice &device, MetricId id, Sample &sample)
{
    switch (id) {
    case MetricId::SocClock: sample.set(id, currentMegahertz(api, device, extraClockFileName(id), RSMI_CLK_TYPE_SOC)); break;
    case MetricId::FabricClock: sample.set(id, currentMegahertz(api, device, extraClockFileName(id), RSMI_CLK_TYPE_DF)); break;
    case MetricId::VideoClock:
    case MetricId::DecodeClock: sample.set(id, currentMegahertz(api, device, extraClockFileName(id), std::nullopt)); break;
    case MetricId::PcieReplayCount: {
        uint64_t replays = 0;
        if (api.devPciReplayCounterGet && api.devPciReplayCounterGet(device.libraryIndex, &replays) == RSMI_STATUS_SUCCESS)
            sample.set(id, static_cast<double>(replays));
        else
            sample.set(id, std::nullopt);
        break;
    }
    default: break;
    }
}

void readExtraClocks(const RocmSmiApi &api, const RocmSmiDevice &device, Sample &sample)
{
    for (MetricId id : kExtraClockMetrics)
        readExtraClock(api, device, id, sample);
}

void readExtraMetrics(const RocmSmiApi &api, const RocmSmiDevice &device, Sample &sample)
{
    readExtraClocks(api, device, sample);
    // smu_v13_0_6 (MI300) reports board power only in power1_input, which
    // 5.2.3's rsmi_dev_power_ave_get does not read.
    if (!sample.has(MetricId::PowerAverage) && device.isSafe(RiskyCall::Hwmon))
        sample.set(MetricId::PowerAverage, amdgpu::readHwmonPowerInputWatts(device.files));
    // smu_v13_0_6 (MI300) prints no pp_dpm_pcie levels: the PCI core's
    // current_link_speed ("32.0 GT/s PCIe") and current_link_width then.
    if (!sample.has(MetricId::PcieLinkSpeed) && !device.files.deviceFileExists(QStringLiteral("pp_dpm_pcie"))) {
        if (const auto link = amdgpu::readPciCoreLink(device.files)) {
            sample.set(MetricId::PcieLinkSpeed, link->first);
            sample.set(MetricId::PcieLinkWidth, link->second);
        }
    }
}

} // namespace rocmtune
