// SPDX-License-Identifier: GPL-3.0-or-later
// The library's readers of the DPM, PCIe and power-profile tables abort the
// process (a live assert() in the ROCm SMI code libamd_smi 6.1.2 embeds) on
// contents they do not expect, e.g. "1: garbageMhz *" in pp_dpm_sclk. These
// files change at run time, so the probe cannot vouch for them: the file is
// read first and handed to the library only when ROCm SMI's parser accepts it
// (amdgpu::rsmiAccepts..., the same check as the rocm-smi backend); otherwise
// our own parser reads it.
#include "core/backends/amd_smi/AmdSmiBackend.h"

#include "core/backends/amd_smi/AmdSmiBackendTr.h"
#include "core/backends/rocm_smi/AmdgpuFileParsers.h"

#include <QCoreApplication>

namespace rocmtune {

namespace {

// The DPM file behind a clock type; empty: the library reads gpu_metrics.
QString dpmFileOfClockType(amdsmi::ClockType type)
{
    switch (type) {
    case amdsmi::ClkGfx: return QStringLiteral("pp_dpm_sclk");
    case amdsmi::ClkMem: return QStringLiteral("pp_dpm_mclk");
    case amdsmi::ClkSoc: return QStringLiteral("pp_dpm_socclk");
    case amdsmi::ClkDf: return QStringLiteral("pp_dpm_fclk");
    default: return QString();
    }
}

AmdSmiCall callOf(amdsmi::ClockType type)
{
    switch (type) {
    case amdsmi::ClkGfx: return AmdSmiCall::ClockGfx;
    case amdsmi::ClkMem: return AmdSmiCall::ClockMem;
    case amdsmi::ClkSoc: return AmdSmiCall::ClockSoc;
    case amdsmi::ClkDf: return AmdSmiCall::ClockDf;
    default: return AmdSmiCall::ClockVideo;
    }
}

} // namespace

bool AmdSmiBackend::dpmFileAccepted(const Gpu &gpu, amdsmi::ClockType type) const
{
    const QString file = dpmFileOfClockType(type);
    if (file.isEmpty())
        return gpu.safe(callOf(type));
    const auto text = gpu.files.readDeviceFile(file);
    return text && gpu.safe(callOf(type)) && amdgpu::rsmiAcceptsDpmTable(*text, false);
}

amdsmi::Status AmdSmiBackend::clockTable(const Gpu &gpu, amdsmi::ClockType type, amdsmi::Frequencies *out, QString *why) const
{
    const AmdSmiFunctions &api = library_->api;
    *out = amdsmi::Frequencies{};
    const QString file = dpmFileOfClockType(type);
    if (file.isEmpty()) {
        if (!gpu.safe(callOf(type)) || !api.clkFreq)
            return amdsmi::NotSupported;
        return api.clkFreq(gpu.handle, type, out);
    }
    const auto text = gpu.files.readDeviceFile(file);
    if (!text)
        return amdsmi::NotSupported; // no such table on this card
    if (api.clkFreq && gpu.safe(callOf(type)) && amdgpu::rsmiAcceptsDpmTable(*text, false)) {
        const amdsmi::Status status = api.clkFreq(gpu.handle, type, out);
        if (status == amdsmi::Success)
            return status;
    }
    const auto own = amdgpu::parseDpmTable(*text);
    if (!own || own->levels.isEmpty() || own->levels.size() > amdsmi::MaxFrequencies) {
        *why = AmdSmiBackendTr::tr("%1 has a format that neither AMD SMI nor ROCm Tune understands (\"%2\")").arg(file, amdgpu::firstLineExcerpt(*text));
        return amdsmi::UnexpectedData;
    }
    out->num_supported = static_cast<uint32_t>(own->levels.size());
    out->has_deep_sleep = own->levels.constFirst().deepSleep;
    out->current = out->num_supported; // none marked: no current level
    for (int i = 0; i < own->levels.size(); ++i) {
        out->frequency[i] = static_cast<uint64_t>(own->levels[i].megahertz * 1e6 + 0.5);
        if (own->levels[i].current)
            out->current = static_cast<uint32_t>(i);
    }
    return amdsmi::Success;
}

amdsmi::Status AmdSmiBackend::pcieLevel(const Gpu &gpu, double *gigatransfersPerSecond, int *lanes, QString *why) const
{
    const AmdSmiFunctions &api = library_->api;
    const auto text = gpu.files.readDeviceFile(QStringLiteral("pp_dpm_pcie"));
    if (!text)
        return amdsmi::NotSupported;
    if (api.pciBandwidth && gpu.safe(AmdSmiCall::Pcie) && amdgpu::rsmiAcceptsDpmTable(*text, true)) {
        amdsmi::PcieBandwidth bw{};
        const amdsmi::Status status = api.pciBandwidth(gpu.handle, &bw);
        const uint32_t n = std::min<uint32_t>(bw.transfer_rate.num_supported, amdsmi::MaxFrequencies);
        if (status == amdsmi::Success && bw.transfer_rate.current < n) {
            *gigatransfersPerSecond = bw.transfer_rate.frequency[bw.transfer_rate.current] / 1e9;
            *lanes = static_cast<int>(bw.lanes[bw.transfer_rate.current]);
            return status;
        }
    }
    const auto own = amdgpu::parsePcieTable(*text);
    if (!own) {
        *why = AmdSmiBackendTr::tr("pp_dpm_pcie has a format that neither AMD SMI nor ROCm Tune understands (\"%1\")").arg(amdgpu::firstLineExcerpt(*text));
        return amdsmi::UnexpectedData;
    }
    for (const amdgpu::PcieLevel &level : *own) {
        if (level.current) {
            *gigatransfersPerSecond = level.gigatransfersPerSecond;
            *lanes = level.lanes;
            return amdsmi::Success;
        }
    }
    return amdsmi::NoData;
}

bool AmdSmiBackend::profileFileAccepted(const Gpu &gpu) const
{
    const auto text = gpu.files.readDeviceFile(QStringLiteral("pp_power_profile_mode"));
    return text && gpu.safe(AmdSmiCall::PowerProfile) && amdgpu::rsmiAcceptsPowerProfileTable(*text);
}

amdsmi::Status AmdSmiBackend::powerProfiles(const Gpu &gpu, amdsmi::PowerProfileStatus *out, QString *why) const
{
    const AmdSmiFunctions &api = library_->api;
    *out = amdsmi::PowerProfileStatus{};
    const auto text = gpu.files.readDeviceFile(QStringLiteral("pp_power_profile_mode"));
    if (!text)
        return amdsmi::NotSupported;
    if (api.powerProfilePresets && gpu.safe(AmdSmiCall::PowerProfile) && amdgpu::rsmiAcceptsPowerProfileTable(*text)) {
        const amdsmi::Status status = api.powerProfilePresets(gpu.handle, 0, out);
        if (status == amdsmi::Success)
            return status;
    }
    const auto own = amdgpu::parsePowerProfileTable(*text);
    if (!own) {
        *why = AmdSmiBackendTr::tr("pp_power_profile_mode has a format that neither AMD SMI nor ROCm Tune understands");
        return amdsmi::UnexpectedData;
    }
    // In the library's form: one mask bit per profile.
    static constexpr std::pair<PowerProfile, std::uint64_t> kMasks[] = {
        {PowerProfile::BootupDefault, amdsmi::ProfileBootupDefault}, {PowerProfile::FullScreen3D, amdsmi::Profile3dFullScreen},
        {PowerProfile::PowerSaving, amdsmi::ProfilePowerSaving},     {PowerProfile::Video, amdsmi::ProfileVideo},
        {PowerProfile::VirtualReality, amdsmi::ProfileVr},           {PowerProfile::Compute, amdsmi::ProfileCompute},
        {PowerProfile::Custom, amdsmi::ProfileCustom},
    };
    for (const auto &[profile, mask] : kMasks) {
        if (own->available.contains(profile))
            out->available_profiles |= mask;
        if (own->current == profile)
            out->current = mask;
    }
    out->num_profiles = static_cast<uint32_t>(own->available.size());
    if (!own->current)
        *why = AmdSmiBackendTr::tr("the current power profile %1 is not one ROCm Tune knows").arg(own->currentName);
    return amdsmi::Success;
}

} // namespace rocmtune
