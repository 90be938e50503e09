// SPDX-License-Identifier: GPL-3.0-or-later
#include "core/backends/rocm_smi/RocmSmiTuner.h"

#include "core/backends/FanBootCurve.h"
#include "core/backends/rocm_smi/AmdgpuClockRange.h"
#include "core/backends/rocm_smi/AmdgpuFanVoltage.h"
#include "core/backends/rocm_smi/RocmSmiBackendTr.h"
#include "core/backends/rocm_smi/RocmSmiClockTableReset.h"
#include "core/backends/rocm_smi/RocmSmiMetricReader.h"

#include <QCoreApplication>

namespace rocmtune {

namespace {


rsmi_power_profile_preset_masks_t profileMask(PowerProfile profile)
{
    switch (profile) {
    case PowerProfile::BootupDefault: return RSMI_PWR_PROF_PRST_BOOTUP_DEFAULT;
    case PowerProfile::FullScreen3D: return RSMI_PWR_PROF_PRST_3D_FULL_SCR_MASK;
    case PowerProfile::PowerSaving: return RSMI_PWR_PROF_PRST_POWER_SAVING_MASK;
    case PowerProfile::Video: return RSMI_PWR_PROF_PRST_VIDEO_MASK;
    case PowerProfile::VirtualReality: return RSMI_PWR_PROF_PRST_VR_MASK;
    case PowerProfile::Compute: return RSMI_PWR_PROF_PRST_COMPUTE_MASK;
    case PowerProfile::Custom: return RSMI_PWR_PROF_PRST_CUSTOM_MASK;
    }
    return RSMI_PWR_PROF_PRST_INVALID;
}

} // namespace

std::optional<amdgpu::OdClockTable> RocmSmiTuner::odTable(amdgpu::OdFileTexts &texts)
{
    // Always our own parser: the library's rsmi_dev_od_volt_info_get asserts
    // on the RDNA2/RDNA3 layouts and does not know Aldebaran's.
    const auto text = texts.text(amdgpu::OdFile::ClockVoltage);
    if (!text)
        return std::nullopt;
    return amdgpu::parseOdClockTable(*text);
}

std::optional<ClockRangeControl> RocmSmiTuner::clockControl(ClockDomain domain, const std::optional<amdgpu::OdClockTable> &od,
                                                            QString *why) const
{
    const bool memory = domain == ClockDomain::Memory;
    const auto table = RocmSmiMetricReader(api_, device_).dpmTable(memory, why);
    if (!table || table->levelsMegahertz().isEmpty()) {
        if (why->isEmpty())
            *why = RocmSmiBackendTr::tr("The driver has no %1 table for this GPU.").arg(memory ? QStringLiteral("pp_dpm_mclk") : QStringLiteral("pp_dpm_sclk"));
        return std::nullopt;
    }
    ClockRangeControl c = amdgpu::clockRangeControl(table->levelsMegahertz(), amdgpu::currentLevelIndex(*table), od, domain);
    c.levelMaskSettable = c.dpmLevelsMegahertz.size() > 1 && api_.devGpuClkFreqSet
                          && device_.isSafe(memory ? RiskyCall::MemClockTable : RiskyCall::GfxClockTable);
    c.rangeSettable = c.rangeSettable && api_.devClkRangeSet;
    return c;
}

QVector<PerfLevel> RocmSmiTuner::supportedPerfLevels() const
{
    QVector<PerfLevel> levels{PerfLevel::Auto, PerfLevel::Low, PerfLevel::High, PerfLevel::Manual,
                              PerfLevel::ProfileStandard, PerfLevel::ProfilePeak, PerfLevel::ProfileMinMemoryClock,
                              PerfLevel::ProfileMinGfxClock};
    // perf_determinism exists on Instinct MI200 and later only.
    if (device_.info.gfxArch.startsWith(QLatin1String("gfx90a")) || device_.info.gfxArch.startsWith(QLatin1String("gfx94")))
        levels << PerfLevel::Determinism;
    return levels;
}

ControlState RocmSmiTuner::readControls() const
{
    ControlState state;
    const uint32_t dv = device_.libraryIndex;
    if (!device_.isSafe(RiskyCall::Hwmon)) {
        state.unsupportedReasons.insert(ControlId::PowerCap, RocmSmiBackendTr::tr("This GPU's driver offers no power cap."));
        state.unsupportedDetails.insert(ControlId::PowerCap, QStringLiteral("no amdgpu hwmon folder (power1_cap)"));
    } else {
        uint64_t cap = 0, def = 0, max = 0, min = 0;
        const rsmi_status_t s1 = api_.devPowerCapGet ? api_.devPowerCapGet(dv, 0, &cap) : RSMI_STATUS_NOT_SUPPORTED;
        const rsmi_status_t s2 = api_.devPowerCapRangeGet ? api_.devPowerCapRangeGet(dv, 0, &max, &min) : RSMI_STATUS_NOT_SUPPORTED;
        if (s1 == RSMI_STATUS_SUCCESS && s2 == RSMI_STATUS_SUCCESS && min <= max) {
            // No power1_cap_default (older kernels): the default stays unknown
            // (0), never the current cap, or the policy's "+N %" would ratchet.
            PowerCapControl c{cap, 0, min, max};
            if (api_.devPowerCapDefaultGet && api_.devPowerCapDefaultGet(dv, &def) == RSMI_STATUS_SUCCESS)
                c.defaultMicrowatts = def;
            state.perControl.set(c);
        } else {
            state.unsupportedReasons.insert(ControlId::PowerCap, rsmiStatusMessage(s1 != RSMI_STATUS_SUCCESS ? s1 : s2));
        }
        int64_t milli = 0;
        const auto temp = [&](rsmi_temperature_type_t type, rsmi_temperature_metric_t metric) {
            return api_.devTempMetricGet && api_.devTempMetricGet(dv, type, metric, &milli) == RSMI_STATUS_SUCCESS;
        };
        if (temp(RSMI_TEMP_TYPE_JUNCTION, RSMI_TEMP_CRITICAL) || temp(RSMI_TEMP_TYPE_EDGE, RSMI_TEMP_CRITICAL))
            state.criticalTemperatureCelsius = milli / 1000.0;
        if (temp(RSMI_TEMP_TYPE_JUNCTION, RSMI_TEMP_CURRENT) || temp(RSMI_TEMP_TYPE_EDGE, RSMI_TEMP_CURRENT))
            state.currentTemperatureCelsius = milli / 1000.0;
    }
    // pp_od_clk_voltage once: the clock table, its reset, the driver values and the voltage curve all parse this text.
    amdgpu::OdFileTexts texts(device_.files);
    const auto od = odTable(texts);
    for (ClockDomain domain : {ClockDomain::Gfx, ClockDomain::Memory}) {
        QString why;
        const auto c = clockControl(domain, od, &why);
        const ControlId id = domain == ClockDomain::Gfx ? ControlId::GfxClockRange : ControlId::MemoryClockRange;
        if (c) {
            setClockControl(&state, domain, c);
        } else {
            // In users' words; the driver file and what was wrong with it in the detail.
            state.unsupportedReasons.insert(id, domain == ClockDomain::Gfx ? RocmSmiBackendTr::tr("The driver offers no GFX clock levels for this GPU that can be read.")
                                                                           : RocmSmiBackendTr::tr("The driver offers no memory clock levels for this GPU that can be read."));
            state.unsupportedDetails.insert(id, why);
        }
    }
    rsmi_dev_perf_level_t level = RSMI_DEV_PERF_LEVEL_UNKNOWN;
    const rsmi_status_t perf = api_.devPerfLevelGet ? api_.devPerfLevelGet(dv, &level) : RSMI_STATUS_NOT_SUPPORTED;
    if (perf == RSMI_STATUS_SUCCESS && level <= RSMI_DEV_PERF_LEVEL_LAST) {
        state.perControl.set(PerfLevelControl{static_cast<PerfLevel>(level), supportedPerfLevels()});
    } else {
        state.unsupportedReasons.insert(ControlId::PerfLevel, perf == RSMI_STATUS_SUCCESS
                                                                  ? RocmSmiBackendTr::tr("The driver reports a performance level ROCm Tune does not know.")
                                                                  : rsmiStatusMessage(perf));
        if (perf == RSMI_STATUS_SUCCESS)
            state.unsupportedDetails.insert(ControlId::PerfLevel, QStringLiteral("power_dpm_force_performance_level"));
    }
    QString why;
    const auto profiles = RocmSmiMetricReader(api_, device_).powerProfiles(&why);
    if (profiles && profiles->current) {
        state.perControl.set(PowerProfileControl{*profiles->current, profiles->available});
    } else {
        state.unsupportedReasons.insert(ControlId::PowerProfile,
                                        profiles ? RocmSmiBackendTr::tr("The current power profile %1 is not one ROCm Tune knows.").arg(profiles->currentName)
                                                 : (why.isEmpty() ? RocmSmiBackendTr::tr("This GPU's driver offers no power profiles.")
                                                                  : RocmSmiBackendTr::tr("This GPU's power profiles cannot be read.")));
        state.unsupportedDetails.insert(ControlId::PowerProfile, why.isEmpty() ? QStringLiteral("pp_power_profile_mode") : why);
    }
    QString resetWhy, resetDetail;
    if (RocmSmiClockTableReset(api_, device_).available(texts, &resetWhy, &resetDetail)) {
        state.perControl.set(ClockTableControl{});
    } else {
        state.unsupportedReasons.insert(ControlId::ClockTable, resetWhy);
        if (!resetDetail.isEmpty())
            state.unsupportedDetails.insert(ControlId::ClockTable, resetDetail);
    }
    uint32_t odPercent = 0;
    const rsmi_status_t ods = api_.devOverdriveLevelGet ? api_.devOverdriveLevelGet(dv, &odPercent) : RSMI_STATUS_NOT_SUPPORTED;
    if (ods == RSMI_STATUS_SUCCESS) {
        state.perControl.set(OverdriveControl{static_cast<int>(odPercent), amdgpu::kSclkOverdriveMaxPercent});
    } else {
        state.unsupportedReasons.insert(ControlId::Overdrive, rsmiStatusMessage(ods));
    }
    RocmSmiFanPwm pwm(api_, device_);
    AmdgpuFanVoltage(pwm, device_).fillControls(state, texts);
    return state;
}

WriteResult RocmSmiTuner::finish(rsmi_status_t status, const QString &what)
{
    device_.samplesSinceLimits = -1; // re-read limits with the next sample
    if (status == RSMI_STATUS_SUCCESS)
        return WriteResult::success();
    return WriteResult::failure(RocmSmiBackendTr::tr("Setting %1 on GPU %2 failed: %3").arg(what, device_.pciBusId, rsmiStatusMessage(status)));
}

WriteResult RocmSmiTuner::setPowerCap(quint64 microwatts)
{
    const ControlState state = readControls();
    const PowerCapControl *cap = state.perControl.get<PowerCapControl>();
    if (!cap || !api_.devPowerCapSet)
        return WriteResult::failure(RocmSmiBackendTr::tr("The power cap of GPU %1 cannot be set: %2")
                                        .arg(device_.pciBusId, state.unsupportedReasons.value(ControlId::PowerCap)));
    if (microwatts < cap->minMicrowatts || microwatts > cap->maxMicrowatts)
        return WriteResult::failure(RocmSmiBackendTr::tr("A power cap of %1 W is outside the driver's range of %2 W to %3 W.")
                                        .arg(microwatts / 1e6)
                                        .arg(cap->minMicrowatts / 1e6)
                                        .arg(cap->maxMicrowatts / 1e6));
    return finish(api_.devPowerCapSet(device_.libraryIndex, 0, microwatts), RocmSmiBackendTr::tr("the power cap"));
}

WriteResult RocmSmiTuner::setClockRange(ClockDomain domain, int minMegahertz, int maxMegahertz)
{
    QString why;
    amdgpu::OdFileTexts texts(device_.files);
    const auto c = clockControl(domain, odTable(texts), &why);
    const QString name = domain == ClockDomain::Gfx ? RocmSmiBackendTr::tr("GFX clock") : RocmSmiBackendTr::tr("memory clock"); // not sclk / mclk
    if (!c || !c->rangeSettable)
        return WriteResult::failure(RocmSmiBackendTr::tr("The %1 range of GPU %2 cannot be set: %3")
                                        .arg(name, device_.pciBusId, why.isEmpty() ? RocmSmiBackendTr::tr("the driver offers no overdrive table for it") : why));
    if (minMegahertz > maxMegahertz)
        return WriteResult::failure(RocmSmiBackendTr::tr("The minimum %1 (%2 MHz) is above the maximum (%3 MHz).").arg(name).arg(minMegahertz).arg(maxMegahertz));
    if (minMegahertz < c->allowedMinMegahertz || maxMegahertz > c->allowedMaxMegahertz)
        return WriteResult::failure(RocmSmiBackendTr::tr("A %1 range of %2-%3 MHz is outside the range the driver allows (%4-%5 MHz).")
                                        .arg(name)
                                        .arg(minMegahertz)
                                        .arg(maxMegahertz)
                                        .arg(c->allowedMinMegahertz)
                                        .arg(c->allowedMaxMegahertz));
    const rsmi_clk_type_t type = domain == ClockDomain::Gfx ? RSMI_CLK_TYPE_SYS : RSMI_CLK_TYPE_MEM;
    rsmi_status_t status = RSMI_STATUS_SUCCESS;
    if (minMegahertz == maxMegahertz || minMegahertz > c->currentMaxMegahertz) {
        // Each bound on its own, the one on the far side of the current range
        // first (every step commits). Needed for one frequency, since
        // rsmi_dev_clk_range_set asserts min < max (the library would abort
        // this process), and for a range above the current one, since that
        // call writes the minimum first and the driver refuses an edit that
        // leaves the minimum above the maximum (smu_v13_0_0: "GfxclkFmin is
        // bigger than GfxclkFmax").
        if (!api_.devOdClkInfoSet)
            return WriteResult::failure(RocmSmiBackendTr::tr("This ROCm SMI library cannot set the %1 bound by bound.").arg(name));
        const bool raise = minMegahertz > c->currentMaxMegahertz;
        for (const rsmi_freq_ind_t bound : {raise ? RSMI_FREQ_IND_MAX : RSMI_FREQ_IND_MIN, raise ? RSMI_FREQ_IND_MIN : RSMI_FREQ_IND_MAX}) {
            const auto mhz = static_cast<uint64_t>(bound == RSMI_FREQ_IND_MAX ? maxMegahertz : minMegahertz);
            status = api_.devOdClkInfoSet(device_.libraryIndex, bound, mhz, type);
            if (status != RSMI_STATUS_SUCCESS)
                break;
        }
    } else {
        status = api_.devClkRangeSet(device_.libraryIndex, static_cast<uint64_t>(minMegahertz), static_cast<uint64_t>(maxMegahertz), type);
    }
    // The library turns the driver's EINVAL for a value it will not take
    // into "not supported"; say what happened.
    if (status != RSMI_STATUS_SUCCESS && status != RSMI_STATUS_PERMISSION) {
        finish(status, QString());
        return WriteResult::failure(RocmSmiBackendTr::tr("The driver of GPU %1 refused the %2 range %3-%4 MHz (ROCm SMI: %5).")
                                        .arg(device_.pciBusId, name)
                                        .arg(minMegahertz)
                                        .arg(maxMegahertz)
                                        .arg(rsmiStatusMessage(status)));
    }
    return finish(status, RocmSmiBackendTr::tr("the %1 range").arg(name));
}

WriteResult RocmSmiTuner::setDpmLevelMask(ClockDomain domain, quint64 levelMask)
{
    const bool memory = domain == ClockDomain::Memory;
    const QString name = domain == ClockDomain::Gfx ? RocmSmiBackendTr::tr("GFX clock") : RocmSmiBackendTr::tr("memory clock"); // not sclk / mclk
    const auto text = device_.files.readDeviceFile(memory ? QStringLiteral("pp_dpm_mclk") : QStringLiteral("pp_dpm_sclk"));
    // The setter parses the table with the same asserting parser first.
    if (!text || !api_.devGpuClkFreqSet || !device_.isSafe(memory ? RiskyCall::MemClockTable : RiskyCall::GfxClockTable)
        || !amdgpu::rsmiAcceptsDpmTable(*text, false))
        return WriteResult::failure(RocmSmiBackendTr::tr("The %1 levels of GPU %2 cannot be selected through ROCm SMI on this driver.").arg(name, device_.pciBusId));
    const auto table = amdgpu::parseDpmTable(*text);
    const int levels = table ? table->levels.size() : 0;
    if (levelMask == 0 || levels == 0 || levels > 63 || levelMask >= (quint64{1} << levels))
        return WriteResult::failure(QCoreApplication::translate("RocmSmiBackend", "The level mask 0x%1 selects no level or a level this GPU does not have (it has %n level(s)).", nullptr, levels)
                                        .arg(levelMask, 0, 16));
    return finish(api_.devGpuClkFreqSet(device_.libraryIndex, memory ? RSMI_CLK_TYPE_MEM : RSMI_CLK_TYPE_SYS, levelMask),
                  RocmSmiBackendTr::tr("the %1 levels").arg(name));
}

WriteResult RocmSmiTuner::setPerfLevel(PerfLevel level)
{
    if (!supportedPerfLevels().contains(level) || !api_.devPerfLevelSetV1)
        return WriteResult::failure(RocmSmiBackendTr::tr("GPU %1 does not offer the performance level %2.").arg(device_.pciBusId, QLatin1String(perfLevelKey(level))));
    return finish(api_.devPerfLevelSetV1(device_.libraryIndex, static_cast<rsmi_dev_perf_level_t>(level)), RocmSmiBackendTr::tr("the performance level"));
}

WriteResult RocmSmiTuner::setPowerProfile(PowerProfile profile)
{
    const auto text = device_.files.readDeviceFile(QStringLiteral("pp_power_profile_mode"));
    const auto table = text ? amdgpu::parsePowerProfileTable(*text) : std::nullopt;
    if (!table || !table->available.contains(profile))
        return WriteResult::failure(RocmSmiBackendTr::tr("GPU %1 does not offer the power profile %2.").arg(device_.pciBusId, QLatin1String(powerProfileKey(profile))));
    // The library's setter reads the table with its asserting parser first.
    if (!api_.devPowerProfileSet || !device_.isSafe(RiskyCall::PowerProfiles) || !amdgpu::rsmiAcceptsPowerProfileTable(*text))
        return WriteResult::failure(RocmSmiBackendTr::tr("The power profile of GPU %1 cannot be set through ROCm SMI: its pp_power_profile_mode layout is not one the library reads safely.")
                                        .arg(device_.pciBusId));
    return finish(api_.devPowerProfileSet(device_.libraryIndex, 0, profileMask(profile)), RocmSmiBackendTr::tr("the power profile"));
}

WriteResult RocmSmiTuner::setOverdrivePercent(int percent)
{
    if (percent < 0 || percent > amdgpu::kSclkOverdriveMaxPercent)
        return WriteResult::failure(RocmSmiBackendTr::tr("An overdrive of %1% is outside the driver's range of 0% to %2%.").arg(percent).arg(amdgpu::kSclkOverdriveMaxPercent));
    if (!api_.devOverdriveLevelSetV1 || !device_.files.deviceFileExists(QStringLiteral("pp_sclk_od")))
        return WriteResult::failure(RocmSmiBackendTr::tr("GPU %1 has no GFX overdrive (pp_sclk_od).").arg(device_.pciBusId));
    return finish(api_.devOverdriveLevelSetV1(device_.libraryIndex, static_cast<uint32_t>(percent)), RocmSmiBackendTr::tr("the overdrive"));
}

WriteResult RocmSmiTuner::resetClockTable()
{
    return RocmSmiClockTableReset(api_, device_).run();
}

} // namespace rocmtune
