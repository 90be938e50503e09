// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "core/backends/ControlId.h"
#include "core/backends/FanVoltageControls.h"
#include "core/backends/TypedSlots.h"

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

struct PowerCapControl {
    quint64 currentMicrowatts = 0;
    quint64 defaultMicrowatts = 0;
    quint64 minMicrowatts = 0;
    quint64 maxMicrowatts = 0;
    bool operator==(const PowerCapControl &other) const = default;
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
    bool operator==(const ClockRangeControl &other) const = default;
};
// One slot type per domain in ControlState::perControl.
template<ClockDomain Domain>
struct ClockControlOf : ClockRangeControl {
    bool operator==(const ClockControlOf &other) const = default;
};

// A control whose value is one of an enum's choices (the performance level,
// the power profile): the choice the driver holds and the ones it offers.
template<class Choice>
struct ChoiceControl {
    Choice current{};
    QVector<Choice> supported;
    bool operator==(const ChoiceControl &other) const = default;
};
using PerfLevelControl = ChoiceControl<PerfLevel>;       // power_dpm_force_performance_level
using PowerProfileControl = ChoiceControl<PowerProfile>; // pp_power_profile_mode

// pp_sclk_od: GFX overdrive in percent, 0 to maxPercent (20 on amdgpu).
struct OverdriveControl {
    int currentPercent = 0;
    int maxPercent = 20;
    bool operator==(const OverdriveControl &other) const = default;
};

// Present when the driver can put its overdrive clock table (sclk/mclk
// min/max) back to the values the card booted with (Backend::resetClockTable).
// Those boot values are not readable; they are not the DPM table's extent.
struct ClockTableControl {
    bool operator==(const ClockTableControl &other) const = default;
};

// Current value and limits of every control a device offers. A control that
// is absent is not supported; unsupportedReasons says why, for the UI.
struct ControlState {
    std::optional<double> criticalTemperatureCelsius; // for the safety policy
    std::optional<double> currentTemperatureCelsius;
    QMap<ControlId, QString> unsupportedReasons;
    // For some of those, the driver file or library call the backend looked
    // at ("gpu_od/fan_ctrl/fan_curve", "pp_od_clk_voltage (OD_VDDC_CURVE)"):
    // the reason says it in users' words, this detail is for the tool tip,
    // `tuning show --verbose` and --json.
    QMap<ControlId, QString> unsupportedDetails;
    // Of those, the ones that could not be read this time for a passing
    // reason (the library's check of the card timed out under load): a later
    // read may find them, so they are not refused as unsupported.
    QVector<ControlId> unreadableNow;
    // Of those, the ones this card's driver does not have at all: its section
    // is absent from the driver file the driver prints for this ASIC (RDNA4's
    // OD_SCLK_OFFSET in an RDNA3 card's pp_od_clk_voltage), so the control
    // belongs to another generation of cards. The Tuning view leaves them out
    // without a line; `tuning show` lists them with their reason. A section
    // the driver prints in a form that cannot be used is not one of them.
    QVector<ControlId> notOfThisGeneration;
    // Not read: the GPU is runtime-suspended and reading would wake it
    // (TuningController, ControlRead::IfAwake). Every other field is empty.
    bool asleep = false;
    // The driver state of each control, in the control's own type (one per
    // type: PerfLevelControl, OverdriveControl, FanControl ...), filled by
    // the backends' readers; absent = not offered.
    TypedSlots perControl;
};

// The clock range control of a domain (nullptr: not offered); set...(nullopt) removes it.
const ClockRangeControl *clockControl(const ControlState &state, ClockDomain domain);
ClockRangeControl *editClockControl(ControlState *state, ClockDomain domain); // copy on write, see TypedSlots::edit
void setClockControl(ControlState *state, ClockDomain domain, const std::optional<ClockRangeControl> &control);

struct WriteResult {
    bool ok = false;
    QString message; // on failure: what went wrong, in words for a person

    static WriteResult success() { return {true, QString()}; }
    static WriteResult failure(const QString &message) { return {false, message}; }
};

} // namespace rocmtune
