// SPDX-License-Identifier: GPL-3.0-or-later
#include "core/tuning/controls/ChoiceLabels.h"

namespace rocmtune {

namespace {
QString perfLevelLabel(PerfLevel level)
{
    switch (level) {
    case PerfLevel::Auto: return ControlChoiceTr::tr("Automatic");
    case PerfLevel::Low: return ControlChoiceTr::tr("Lowest clocks");
    case PerfLevel::High: return ControlChoiceTr::tr("Highest clocks");
    case PerfLevel::Manual: return ControlChoiceTr::tr("Manual");
    case PerfLevel::ProfileStandard: return ControlChoiceTr::tr("Profiling: standard");
    case PerfLevel::ProfilePeak: return ControlChoiceTr::tr("Profiling: peak");
    case PerfLevel::ProfileMinMemoryClock: return ControlChoiceTr::tr("Profiling: lowest memory clock");
    case PerfLevel::ProfileMinGfxClock: return ControlChoiceTr::tr("Profiling: lowest GFX clock");
    case PerfLevel::Determinism: return ControlChoiceTr::tr("Performance determinism");
    }
    return QLatin1String(perfLevelKey(level));
}

QString powerProfileLabel(PowerProfile profile)
{
    switch (profile) {
    case PowerProfile::BootupDefault: return ControlChoiceTr::tr("Boot default");
    case PowerProfile::FullScreen3D: return ControlChoiceTr::tr("3D full screen");
    case PowerProfile::PowerSaving: return ControlChoiceTr::tr("Power saving");
    case PowerProfile::Video: return ControlChoiceTr::tr("Video");
    case PowerProfile::VirtualReality: return ControlChoiceTr::tr("Virtual reality");
    case PowerProfile::Compute: return ControlChoiceTr::tr("Compute");
    case PowerProfile::Custom: return ControlChoiceTr::tr("Custom");
    }
    return QLatin1String(powerProfileKey(profile));
}
} // namespace

QString perfLevelChoiceText(PerfLevel level) { return perfLevelLabel(level); }

QString perfLevelDescription(PerfLevel level)
{
    switch (level) {
    case PerfLevel::Auto: return ControlChoiceTr::tr("The driver raises and lowers clocks with the load (the default).");
    case PerfLevel::Low: return ControlChoiceTr::tr("Clocks stay at their lowest level.");
    case PerfLevel::High: return ControlChoiceTr::tr("Clocks stay at their highest level.");
    case PerfLevel::Manual: return ControlChoiceTr::tr("Clocks follow the levels and ranges you set (needed for clock ranges and power profiles on some cards).");
    case PerfLevel::ProfileStandard: return ControlChoiceTr::tr("Fixed clocks for repeatable profiling; lower than peak.");
    case PerfLevel::ProfilePeak: return ControlChoiceTr::tr("The highest fixed clocks, for profiling.");
    case PerfLevel::ProfileMinMemoryClock: return ControlChoiceTr::tr("Fixed clocks with the memory clock at its lowest, for profiling.");
    case PerfLevel::ProfileMinGfxClock: return ControlChoiceTr::tr("Fixed clocks with the GFX clock at its lowest, for profiling.");
    case PerfLevel::Determinism: return ControlChoiceTr::tr("A GFX clock ceiling held steady so every GPU runs alike (Instinct).");
    }
    return QString();
}

QString powerProfileChoiceText(PowerProfile profile) { return powerProfileLabel(profile); }

QString powerProfileDescription(PowerProfile profile)
{
    switch (profile) {
    case PowerProfile::BootupDefault: return ControlChoiceTr::tr("The driver's default heuristics.");
    case PowerProfile::FullScreen3D: return ControlChoiceTr::tr("Tuned for games: clocks rise quickly.");
    case PowerProfile::PowerSaving: return ControlChoiceTr::tr("Favours low power over speed.");
    case PowerProfile::Video: return ControlChoiceTr::tr("Tuned for video playback.");
    case PowerProfile::VirtualReality: return ControlChoiceTr::tr("Tuned for steady frame times in VR.");
    case PowerProfile::Compute: return ControlChoiceTr::tr("Tuned for compute work such as training: clocks stay up between kernels.");
    case PowerProfile::Custom: return ControlChoiceTr::tr("The card's custom heuristics.");
    }
    return QString();
}

} // namespace rocmtune
