// SPDX-License-Identifier: GPL-3.0-or-later
// The write side through AMD SMI: current values with the driver's limits,
// and setters that refuse anything outside them before the library is
// called. The overdrive table's allowed range (OD_RANGE) comes from our own
// parser of pp_od_clk_voltage, as in the rocm-smi backend: 6.1.2's
// amdsmi_get_gpu_od_volt_info leaves the limits 0 on RDNA3 and Aldebaran.
#include "core/backends/amd_smi/AmdSmiBackend.h"

#include "core/backends/amd_smi/AmdSmiBackendTr.h"
#include "core/backends/DriverValues.h"
#include "core/backends/rocm_smi/AmdgpuClockRange.h"
#include "core/backends/rocm_smi/AmdgpuFileParsers.h"
#include "core/backends/rocm_smi/AmdgpuOdFanFiles.h"

#include <QCoreApplication>

namespace rocmtune {

namespace {


std::uint64_t amdSmiProfileMask(PowerProfile profile)
{
    switch (profile) {
    case PowerProfile::BootupDefault: return amdsmi::ProfileBootupDefault;
    case PowerProfile::FullScreen3D: return amdsmi::Profile3dFullScreen;
    case PowerProfile::PowerSaving: return amdsmi::ProfilePowerSaving;
    case PowerProfile::Video: return amdsmi::ProfileVideo;
    case PowerProfile::VirtualReality: return amdsmi::ProfileVr;
    case PowerProfile::Compute: return amdsmi::ProfileCompute;
    case PowerProfile::Custom: return amdsmi::ProfileCustom;
    }
    return 0;
}

} // namespace

QVector<PerfLevel> AmdSmiBackend::supportedPerfLevels(const Gpu &gpu) const
{
    QVector<PerfLevel> levels{PerfLevel::Auto, PerfLevel::Low, PerfLevel::High, PerfLevel::Manual,
                              PerfLevel::ProfileStandard, PerfLevel::ProfilePeak, PerfLevel::ProfileMinMemoryClock,
                              PerfLevel::ProfileMinGfxClock};
    // perf_determinism exists on Instinct MI200 and later only.
    if (gpu.info.gfxArch.startsWith(QLatin1String("gfx90a")) || gpu.info.gfxArch.startsWith(QLatin1String("gfx94")))
        levels << PerfLevel::Determinism;
    return levels;
}

std::optional<ClockRangeControl> AmdSmiBackend::clockControl(Gpu &gpu, ClockDomain domain, QString *why,
                                                             const std::optional<QByteArray> *odText) const
{
    const AmdSmiFunctions &api = library_->api;
    const bool memory = domain == ClockDomain::Memory;
    const amdsmi::ClockType type = memory ? amdsmi::ClkMem : amdsmi::ClkGfx;
    amdsmi::Frequencies f{};
    const amdsmi::Status status = clockTable(gpu, type, &f, why);
    const uint32_t n = std::min<uint32_t>(f.num_supported, amdsmi::MaxFrequencies);
    if (status != amdsmi::Success || n == 0) {
        if (why->isEmpty())
            *why = status != amdsmi::Success && status != amdsmi::NotSupported
                       ? amdSmiStatusText(api, status)
                       : AmdSmiBackendTr::tr("The driver has no %1 table for this GPU.").arg(memory ? QStringLiteral("pp_dpm_mclk") : QStringLiteral("pp_dpm_sclk"));
        return std::nullopt;
    }
    const uint32_t first = f.has_deep_sleep && n > 1 ? 1 : 0;
    QVector<int> levelsMegahertz;
    for (uint32_t i = first; i < n; ++i)
        levelsMegahertz << static_cast<int>(f.frequency[i] / 1000000);
    const int currentLevel = f.current >= first && f.current < n ? static_cast<int>(f.current - first) : -1;
    const auto text = odText ? *odText : gpu.files.readDeviceFile(QStringLiteral("pp_od_clk_voltage"));
    const auto od = text ? amdgpu::parseOdClockTable(*text) : std::nullopt;
    ClockRangeControl c = amdgpu::clockRangeControl(levelsMegahertz, currentLevel, od, domain);
    // The setter parses the table with the same asserting parser first.
    c.levelMaskSettable = c.dpmLevelsMegahertz.size() > 1 && api.setClkFreq && dpmFileAccepted(gpu, type);
    c.rangeSettable = c.rangeSettable && api.setClkRange && api.setOdClkInfo;
    return c;
}

ControlState AmdSmiBackend::readControls(int index)
{
    WriteResult failure;
    Gpu *gpu = usable(index, &failure);
    if (!gpu)
        return ControlState{};
    const AmdSmiFunctions &api = library_->api;
    const amdsmi::ProcessorHandle h = gpu->handle;
    ControlState state;

    amdsmi::PowerCapInfo cap{};
    const amdsmi::Status capStatus = api.powerCapInfo && gpu->safe(AmdSmiCall::Power) ? api.powerCapInfo(h, 0, &cap) : amdsmi::NotSupported;
    if (capStatus == amdsmi::Success && cap.max_power_cap > 0 && cap.min_power_cap <= cap.max_power_cap && api.setPowerCap)
        state.perControl.set(PowerCapControl{cap.power_cap, cap.default_power_cap, cap.min_power_cap, cap.max_power_cap});
    else
        state.unsupportedReasons.insert(ControlId::PowerCap, capStatus != amdsmi::Success ? amdSmiStatusText(api, capStatus)
                                                                                           : AmdSmiBackendTr::tr("The driver reports no power cap range."));
    int64_t celsius = 0; // whole degrees in 6.1.2 (AmdSmiMetrics.cpp)
    const auto temp = [&](amdsmi::TemperatureType type, amdsmi::TemperatureMetric metric) {
        return api.tempMetric && gpu->safe(AmdSmiCall::Temperatures) && api.tempMetric(h, type, metric, &celsius) == amdsmi::Success;
    };
    if (temp(amdsmi::TempHotspot, amdsmi::TempCritical) || temp(amdsmi::TempEdge, amdsmi::TempCritical))
        state.criticalTemperatureCelsius = static_cast<double>(celsius);
    if (temp(amdsmi::TempHotspot, amdsmi::TempCurrent) || temp(amdsmi::TempEdge, amdsmi::TempCurrent))
        state.currentTemperatureCelsius = static_cast<double>(celsius);

    // One read of the overdrive table for the clock ranges and the driver values.
    const auto odText = gpu->files.readDeviceFile(QStringLiteral("pp_od_clk_voltage"));
    for (ClockDomain domain : {ClockDomain::Gfx, ClockDomain::Memory}) {
        QString why;
        const auto c = clockControl(*gpu, domain, &why, &odText);
        const ControlId id = domain == ClockDomain::Gfx ? ControlId::GfxClockRange : ControlId::MemoryClockRange;
        if (c) {
            setClockControl(&state, domain, c);
        } else {
            // In users' words; the driver file and what was wrong with it in the detail.
            state.unsupportedReasons.insert(id, domain == ClockDomain::Gfx ? AmdSmiBackendTr::tr("The driver offers no GFX clock levels for this GPU that can be read.")
                                                                           : AmdSmiBackendTr::tr("The driver offers no memory clock levels for this GPU that can be read."));
            state.unsupportedDetails.insert(id, why);
        }
    }

    uint32_t level = amdsmi::PerfUnknown;
    const bool perfSafe = gpu->safe(AmdSmiCall::PerfLevel);
    const amdsmi::Status perf = api.perfLevel && perfSafe ? api.perfLevel(h, &level) : amdsmi::NotSupported;
    if (perf == amdsmi::Success && level <= amdsmi::PerfDeterminism && api.setPerfLevel) {
        state.perControl.set(PerfLevelControl{static_cast<PerfLevel>(level), supportedPerfLevels(*gpu)});
    } else {
        state.unsupportedReasons.insert(ControlId::PerfLevel, perf == amdsmi::Success ? AmdSmiBackendTr::tr("The driver reports a performance level ROCm Tune does not know.")
                                                                                      : amdSmiStatusText(api, perf));
        if (perf == amdsmi::Success)
            state.unsupportedDetails.insert(ControlId::PerfLevel, QStringLiteral("power_dpm_force_performance_level"));
    }

    amdsmi::PowerProfileStatus profiles{};
    QString profileWhy;
    const amdsmi::Status profileStatus = powerProfiles(*gpu, &profiles, &profileWhy);
    std::optional<PowerProfile> currentProfile;
    QVector<PowerProfile> supportedProfiles;
    if (profileStatus == amdsmi::Success) {
        for (int i = 0; i < kPowerProfileCount; ++i) {
            const auto profile = static_cast<PowerProfile>(i);
            if (profiles.available_profiles & amdSmiProfileMask(profile))
                supportedProfiles << profile;
            if (profiles.current == amdSmiProfileMask(profile))
                currentProfile = profile;
        }
    }
    if (currentProfile && api.setPowerProfile) {
        state.perControl.set(PowerProfileControl{*currentProfile, supportedProfiles});
    } else {
        state.unsupportedReasons.insert(ControlId::PowerProfile, !profileWhy.isEmpty() ? AmdSmiBackendTr::tr("This GPU's power profiles cannot be read.")
                                                                 : profileStatus == amdsmi::Success
                                                                     ? AmdSmiBackendTr::tr("The current power profile is not one ROCm Tune knows.")
                                                                     : profileStatus == amdsmi::NotSupported && !gpu->files.deviceFileExists(QStringLiteral("pp_power_profile_mode"))
                                                                     ? AmdSmiBackendTr::tr("This GPU's driver offers no power profiles.")
                                                                     : amdSmiStatusText(api, profileStatus));
        state.unsupportedDetails.insert(ControlId::PowerProfile, !profileWhy.isEmpty() ? profileWhy : QStringLiteral("pp_power_profile_mode"));
    }

    state.unsupportedReasons.insert(ControlId::ClockTable, AmdSmiBackendTr::tr("AMD SMI has no call that puts the overdrive table back to the card's boot values "
                                                                    "(the rocm-smi backend offers it)."));
    uint32_t odPercent = 0;
    const amdsmi::Status ods = api.overdriveLevel && perfSafe ? api.overdriveLevel(h, &odPercent) : amdsmi::NotSupported;
    if (ods == amdsmi::Success && api.setOverdriveLevel) {
        state.perControl.set(OverdriveControl{static_cast<int>(odPercent), amdgpu::kSclkOverdriveMaxPercent});
    } else {
        state.unsupportedReasons.insert(ControlId::Overdrive, amdSmiStatusText(api, ods));
    }
    // The driver's standalone values (the voltage offset, RDNA4's clock
    // offset): AMD SMI has no call for them. A card whose overdrive table has
    // no such section is of another generation (the Tuning view leaves the row
    // out), as the driver-file backends mark it.
    for (const DriverValueInfo &info : driverValueCatalogue()) {
        state.unsupportedReasons.insert(info.id, AmdSmiBackendTr::tr("AMD SMI has no call for this setting; the rocm-smi and sysfs backends set it where the driver offers it."));
        if (odText && !amdgpu::hasOdSection(*odText, info.header))
            state.notOfThisGeneration << info.id;
    }
    return state;
}

WriteResult AmdSmiBackend::finish(Gpu &gpu, amdsmi::Status status, const QString &what)
{
    gpu.samplesSinceLimits = -1; // re-read limits with the next sample
    if (status == amdsmi::Success)
        return WriteResult::success();
    return WriteResult::failure(AmdSmiBackendTr::tr("Setting %1 on GPU %2 failed: %3").arg(what, gpu.pciBusId, amdSmiStatusText(library_->api, status)));
}

WriteResult AmdSmiBackend::setPowerCap(int index, quint64 microwatts)
{
    const ControlState state = readControls(index);
    WriteResult failure;
    Gpu *gpu = usable(index, &failure);
    if (!gpu)
        return failure;
    const PowerCapControl *cap = state.perControl.get<PowerCapControl>();
    if (!cap)
        return WriteResult::failure(AmdSmiBackendTr::tr("The power cap of GPU %1 cannot be set: %2").arg(gpu->pciBusId, state.unsupportedReasons.value(ControlId::PowerCap)));
    if (microwatts < cap->minMicrowatts || microwatts > cap->maxMicrowatts)
        return WriteResult::failure(AmdSmiBackendTr::tr("A power cap of %1 W is outside the driver's range of %2 W to %3 W.")
                                        .arg(microwatts / 1e6)
                                        .arg(cap->minMicrowatts / 1e6)
                                        .arg(cap->maxMicrowatts / 1e6));
    return finish(*gpu, library_->api.setPowerCap(gpu->handle, 0, microwatts), AmdSmiBackendTr::tr("the power cap"));
}

WriteResult AmdSmiBackend::setClockRange(int index, ClockDomain domain, int minMegahertz, int maxMegahertz)
{
    WriteResult failure;
    Gpu *gpu = usable(index, &failure);
    if (!gpu)
        return failure;
    const AmdSmiFunctions &api = library_->api;
    QString why;
    const auto c = clockControl(*gpu, domain, &why);
    const QString name = domain == ClockDomain::Gfx ? AmdSmiBackendTr::tr("GFX clock") : AmdSmiBackendTr::tr("memory clock"); // not sclk / mclk
    if (!c || !c->rangeSettable)
        return WriteResult::failure(AmdSmiBackendTr::tr("The %1 range of GPU %2 cannot be set: %3")
                                        .arg(name, gpu->pciBusId, why.isEmpty() ? AmdSmiBackendTr::tr("the driver offers no overdrive table for it") : why));
    if (minMegahertz > maxMegahertz)
        return WriteResult::failure(AmdSmiBackendTr::tr("The minimum %1 (%2 MHz) is above the maximum (%3 MHz).").arg(name).arg(minMegahertz).arg(maxMegahertz));
    if (minMegahertz < c->allowedMinMegahertz || maxMegahertz > c->allowedMaxMegahertz)
        return WriteResult::failure(AmdSmiBackendTr::tr("A %1 range of %2-%3 MHz is outside the range the driver allows, %4-%5 MHz.")
                                        .arg(name)
                                        .arg(minMegahertz)
                                        .arg(maxMegahertz)
                                        .arg(c->allowedMinMegahertz)
                                        .arg(c->allowedMaxMegahertz));
    const amdsmi::ClockType type = domain == ClockDomain::Gfx ? amdsmi::ClkGfx : amdsmi::ClkMem;
    amdsmi::Status status = amdsmi::Success;
    if (minMegahertz == maxMegahertz || minMegahertz > c->currentMaxMegahertz) {
        // Bound by bound, the one on the far side of the current range first
        // (the driver refuses an edit that leaves min above max), as the
        // rocm-smi backend does.
        const bool raise = minMegahertz > c->currentMaxMegahertz;
        for (const amdsmi::FreqIndex bound : {raise ? amdsmi::FreqMax : amdsmi::FreqMin, raise ? amdsmi::FreqMin : amdsmi::FreqMax}) {
            const auto mhz = static_cast<uint64_t>(bound == amdsmi::FreqMax ? maxMegahertz : minMegahertz);
            status = api.setOdClkInfo(gpu->handle, bound, mhz, type);
            if (status != amdsmi::Success)
                break;
        }
    } else {
        status = api.setClkRange(gpu->handle, static_cast<uint64_t>(minMegahertz), static_cast<uint64_t>(maxMegahertz), type);
    }
    if (status != amdsmi::Success && status != amdsmi::NoPermission) {
        finish(*gpu, status, QString());
        return WriteResult::failure(AmdSmiBackendTr::tr("The driver of GPU %1 refused the %2 range %3-%4 MHz (AMD SMI: %5).")
                                        .arg(gpu->pciBusId, name)
                                        .arg(minMegahertz)
                                        .arg(maxMegahertz)
                                        .arg(amdSmiStatusText(api, status)));
    }
    return finish(*gpu, status, AmdSmiBackendTr::tr("the %1 range").arg(name));
}

WriteResult AmdSmiBackend::setDpmLevelMask(int index, ClockDomain domain, quint64 levelMask)
{
    WriteResult failure;
    Gpu *gpu = usable(index, &failure);
    if (!gpu)
        return failure;
    QString why;
    const auto c = clockControl(*gpu, domain, &why);
    const QString name = domain == ClockDomain::Gfx ? AmdSmiBackendTr::tr("GFX clock") : AmdSmiBackendTr::tr("memory clock"); // not sclk / mclk
    if (!c || !c->levelMaskSettable)
        return WriteResult::failure(AmdSmiBackendTr::tr("The %1 levels of GPU %2 cannot be selected through AMD SMI.").arg(name, gpu->pciBusId));
    const int levels = static_cast<int>(c->dpmLevelsMegahertz.size());
    if (levelMask == 0 || levels > 63 || levelMask >= (quint64{1} << levels))
        return WriteResult::failure(QCoreApplication::translate("AmdSmiBackend", "The level mask 0x%1 selects no level or a level this GPU does not have (it has %n level(s)).", nullptr, levels)
                                        .arg(levelMask, 0, 16));
    return finish(*gpu, library_->api.setClkFreq(gpu->handle, domain == ClockDomain::Memory ? amdsmi::ClkMem : amdsmi::ClkGfx, levelMask),
                  AmdSmiBackendTr::tr("the %1 levels").arg(name));
}

WriteResult AmdSmiBackend::setPerfLevel(int index, PerfLevel level)
{
    WriteResult failure;
    Gpu *gpu = usable(index, &failure);
    if (!gpu)
        return failure;
    if (!supportedPerfLevels(*gpu).contains(level) || !library_->api.setPerfLevel)
        return WriteResult::failure(AmdSmiBackendTr::tr("GPU %1 does not offer the performance level %2.").arg(gpu->pciBusId, QLatin1String(perfLevelKey(level))));
    return finish(*gpu, library_->api.setPerfLevel(gpu->handle, static_cast<uint32_t>(level)), AmdSmiBackendTr::tr("the performance level"));
}

WriteResult AmdSmiBackend::setPowerProfile(int index, PowerProfile profile)
{
    const ControlState state = readControls(index);
    WriteResult failure;
    Gpu *gpu = usable(index, &failure);
    if (!gpu)
        return failure;
    const PowerProfileControl *profiles = state.perControl.get<PowerProfileControl>();
    if (!profiles || !profiles->supported.contains(profile))
        return WriteResult::failure(AmdSmiBackendTr::tr("GPU %1 does not offer the power profile %2.").arg(gpu->pciBusId, QLatin1String(powerProfileKey(profile))));
    // The library's setter reads the table with its asserting parser first.
    if (!profileFileAccepted(*gpu))
        return WriteResult::failure(AmdSmiBackendTr::tr("The power profile of GPU %1 cannot be set through AMD SMI: its pp_power_profile_mode layout is not one the library reads safely.")
                                        .arg(gpu->pciBusId));
    return finish(*gpu, library_->api.setPowerProfile(gpu->handle, 0, amdSmiProfileMask(profile)), AmdSmiBackendTr::tr("the power profile"));
}

WriteResult AmdSmiBackend::setNumericControl(int index, ControlId id, std::optional<int> value)
{
    if (id != ControlId::Overdrive)
        return notSupported();
    if (!value)
        return noBootValue(id);
    const int percent = *value;
    WriteResult failure;
    Gpu *gpu = usable(index, &failure);
    if (!gpu)
        return failure;
    if (percent < 0 || percent > amdgpu::kSclkOverdriveMaxPercent)
        return WriteResult::failure(AmdSmiBackendTr::tr("An overdrive of %1% is outside the driver's range of 0% to %2%.").arg(percent).arg(amdgpu::kSclkOverdriveMaxPercent));
    if (!library_->api.setOverdriveLevel || !gpu->files.deviceFileExists(QStringLiteral("pp_sclk_od")))
        return WriteResult::failure(AmdSmiBackendTr::tr("GPU %1 has no GFX overdrive (pp_sclk_od).").arg(gpu->pciBusId));
    return finish(*gpu, library_->api.setOverdriveLevel(gpu->handle, static_cast<uint32_t>(percent)), AmdSmiBackendTr::tr("the overdrive"));
}

} // namespace rocmtune
