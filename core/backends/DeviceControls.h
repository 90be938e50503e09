// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "FanVoltageControls.h"
#include "TypedSlots.h"

#include <QMap>
#include <QString>
#include <QVector>
#include <QtGlobal>

#include <optional>

namespace rocmtune {

// Performance levels in the order of the amdgpu driver / rsmi_dev_perf_level_t,
// so the numeric value is the same as ROCm SMI's.
enum class PerfLevel : int {
    Auto = 0,
    Low,
    High,
    Manual,
    ProfileStandard,
    ProfilePeak,
    ProfileMinMemoryClock,
    ProfileMinGfxClock,
    Determinism,
};
inline constexpr int kPerfLevelCount = 9;

// The driver's word for a level ("auto", "profile_peak" ...), and back.
const char *perfLevelKey(PerfLevel level);
std::optional<PerfLevel> perfLevelFromKey(const QString &key);

// Power profiles (pp_power_profile_mode) in the amdgpu driver's index order.
enum class PowerProfile : int {
    BootupDefault = 0,
    FullScreen3D,
    PowerSaving,
    Video,
    VirtualReality,
    Compute,
    Custom,
};
inline constexpr int kPowerProfileCount = 7;

const char *powerProfileKey(PowerProfile profile); // "BOOTUP_DEFAULT", "COMPUTE" ...
std::optional<PowerProfile> powerProfileFromKey(const QString &key); // case-insensitive

enum class ClockDomain : int { Gfx, Memory };
const char *clockDomainKey(ClockDomain domain); // "sclk", "mclk"

// ClockTable: the driver's overdrive clock table as a whole, for "reset to
// the card's boot values" (pp_od_clk_voltage "r"); it has no value of its own.
// Every control of core/tuning/controls/ has one id here and its key in
// controlKey() (the JSON, log and object-name word); the rest of a control
// lives in its folder (core/tuning/controls/README.md).
enum class ControlId : int {
    PowerCap,
    GfxClockRange,
    MemoryClockRange,
    PerfLevel,
    PowerProfile,
    Overdrive,
    ClockTable,
    VoltageOffset,
    FanCurve,
    FanMode,
    FanZeroRpm,
    FanMinimumPwm,
    FanTargetTemperature,
    FanAcousticLimit,
    FanAcousticTarget,
    VoltageCurve,
};
const char *controlKey(ControlId id);
// The control of one gpu_od/fan_ctrl setting, and that file's name.
ControlId fanSettingControl(FanSetting setting);
const char *fanSettingFile(FanSetting setting); // "fan_minimum_pwm" ...
inline constexpr FanSetting kFanSettings[] = {FanSetting::MinimumPwm, FanSetting::TargetTemperature, FanSetting::AcousticLimit,
                                              FanSetting::AcousticTarget};

struct PowerCapControl {
    quint64 currentMicrowatts = 0;
    quint64 defaultMicrowatts = 0;
    quint64 minMicrowatts = 0;
    quint64 maxMicrowatts = 0;
};

// A clock range the user may lock to. The allowed range is the driver's
// overdrive range (OD_RANGE) where it reports one, otherwise the DPM table.
struct ClockRangeControl {
    int currentMinMegahertz = 0;
    int currentMaxMegahertz = 0;
    int allowedMinMegahertz = 0;
    int allowedMaxMegahertz = 0;
    QVector<int> dpmLevelsMegahertz; // the DPM table, lowest first (may be empty)
    bool rangeSettable = false;      // a min/max can be written (pp_od_clk_voltage)
    bool levelMaskSettable = false;  // DPM levels can be selected (pp_dpm_*)
    int currentLevelIndex = -1;      // the DPM level the GPU runs at ('*'), -1 when unknown
};

// Current value and limits of every control a device offers. A control that
// is absent is not supported; unsupportedReasons says why, for the UI.
struct ControlState {
    std::optional<PowerCapControl> powerCap;
    std::optional<ClockRangeControl> gfxClock;
    std::optional<ClockRangeControl> memoryClock;
    std::optional<PerfLevel> perfLevel;
    QVector<PerfLevel> supportedPerfLevels;
    std::optional<PowerProfile> powerProfile;
    QVector<PowerProfile> supportedPowerProfiles;
    std::optional<int> overdrivePercent; // 0..20 on amdgpu (pp_sclk_od)
    int overdriveMaxPercent = 20;
    // The driver can put its overdrive clock table (sclk/mclk min/max) back to
    // the values the card booted with (Backend::resetClockTable). Those boot
    // values are not readable; they are not the DPM table's extent.
    bool clockTableResettable = false;
    std::optional<double> criticalTemperatureCelsius; // for the safety policy
    std::optional<double> currentTemperatureCelsius;
    QMap<ControlId, QString> unsupportedReasons;
    // Of those, the ones that could not be read this time for a passing
    // reason (the library's check of the card timed out under load): a later
    // read may find them, so they are not refused as unsupported.
    QVector<ControlId> unreadableNow;
    // Not read: the GPU is runtime-suspended and reading would wake it
    // (TuningController, ControlRead::IfAwake). Every other field is empty.
    bool asleep = false;
    // The driver state of controls that keep their own state type in their
    // folder (fan curve, voltage offset ...), filled by the backends' readers.
    TypedSlots perControl;
};

struct WriteResult {
    bool ok = false;
    QString message; // on failure: what went wrong, in words for a person

    static WriteResult success() { return {true, QString()}; }
    static WriteResult failure(const QString &message) { return {false, message}; }
};

} // namespace rocmtune
