// SPDX-License-Identifier: GPL-3.0-or-later
#include "core/backends/DeviceControls.h"

#include "core/backends/DriverValues.h"
#include "core/backends/FanSettings.h"

namespace rocmtune {

namespace {
constexpr const char *kPerfLevelKeys[kPerfLevelCount] = {
    "auto", "low", "high", "manual", "profile_standard", "profile_peak",
    "profile_min_mclk", "profile_min_sclk", "perf_determinism",
};
constexpr const char *kPowerProfileKeys[kPowerProfileCount] = {
    "BOOTUP_DEFAULT", "3D_FULL_SCREEN", "POWER_SAVING", "VIDEO", "VR", "COMPUTE", "CUSTOM",
};
} // namespace

const char *perfLevelKey(PerfLevel level)
{
    const int i = static_cast<int>(level);
    return i >= 0 && i < kPerfLevelCount ? kPerfLevelKeys[i] : "unknown";
}

std::optional<PerfLevel> perfLevelFromKey(const QString &key)
{
    const QString k = key.trimmed().toLower();
    for (int i = 0; i < kPerfLevelCount; ++i) {
        if (k == QLatin1String(kPerfLevelKeys[i]))
            return static_cast<PerfLevel>(i);
    }
    return std::nullopt;
}

const char *powerProfileKey(PowerProfile profile)
{
    const int i = static_cast<int>(profile);
    return i >= 0 && i < kPowerProfileCount ? kPowerProfileKeys[i] : "UNKNOWN";
}

std::optional<PowerProfile> powerProfileFromKey(const QString &key)
{
    const QString k = key.trimmed().toUpper();
    for (int i = 0; i < kPowerProfileCount; ++i) {
        if (k == QLatin1String(kPowerProfileKeys[i]))
            return static_cast<PowerProfile>(i);
    }
    return std::nullopt;
}

const char *clockDomainKey(ClockDomain domain)
{
    return domain == ClockDomain::Gfx ? "sclk" : "mclk";
}

const ClockRangeControl *clockControl(const ControlState &state, ClockDomain domain)
{
    if (domain == ClockDomain::Gfx)
        return state.perControl.get<ClockControlOf<ClockDomain::Gfx>>();
    return state.perControl.get<ClockControlOf<ClockDomain::Memory>>();
}

ClockRangeControl *editClockControl(ControlState *state, ClockDomain domain)
{
    if (domain == ClockDomain::Gfx)
        return state->perControl.edit<ClockControlOf<ClockDomain::Gfx>>();
    return state->perControl.edit<ClockControlOf<ClockDomain::Memory>>();
}

void setClockControl(ControlState *state, ClockDomain domain, const std::optional<ClockRangeControl> &control)
{
    if (domain == ClockDomain::Gfx) {
        if (control)
            state->perControl.set(ClockControlOf<ClockDomain::Gfx>{*control});
        else
            state->perControl.remove<ClockControlOf<ClockDomain::Gfx>>();
    } else if (control) {
        state->perControl.set(ClockControlOf<ClockDomain::Memory>{*control});
    } else {
        state->perControl.remove<ClockControlOf<ClockDomain::Memory>>();
    }
}

const char *controlKey(ControlId id)
{
    switch (id) {
    case ControlId::PowerCap: return "power_cap";
    case ControlId::GfxClockRange: return "sclk_range";
    case ControlId::MemoryClockRange: return "mclk_range";
    case ControlId::PerfLevel: return "perf_level";
    case ControlId::PowerProfile: return "power_profile";
    case ControlId::Overdrive: return "overdrive";
    case ControlId::ClockTable: return "clock_table";
    case ControlId::FanCurve: return "fan_curve";
    case ControlId::FanMode: return "fan_mode";
    case ControlId::FanZeroRpm: return "fan_zero_rpm";
    case ControlId::VoltageCurve: return "voltage_curve";
    default: break; // the firmware fan settings and the standalone driver values: their catalogue rows
    }
    if (const FanSettingInfo *setting = fanSettingInfo(id))
        return setting->key;
    const DriverValueInfo *value = driverValueInfo(id);
    return value ? value->key : "unknown";
}

} // namespace rocmtune
