// SPDX-License-Identifier: GPL-3.0-or-later
#include "widgets/tuning/ControlChoiceLabels.h"

#include <QComboBox>
#include <QCoreApplication>

namespace rocmtune {

namespace {
// The driver's own word (auto, BOOTUP_DEFAULT) is jargon in the list; it stays in the choice's tool tip, under
// what the choice does, for whoever compares with rocm-smi or the driver's files.
QString withDriverWord(const QString &description, const char *key)
{
    //: A choice's tool tip: what it does, then the driver's own name for it
    return ControlChoiceTr::tr("%1\nThe driver calls it “%2”.").arg(description, QLatin1String(key));
}

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

void fillPerfLevels(QComboBox *box, const QVector<PerfLevel> &levels)
{
    box->clear();
    for (PerfLevel level : levels) {
        box->addItem(perfLevelChoiceText(level), static_cast<int>(level));
        box->setItemData(box->count() - 1, withDriverWord(perfLevelDescription(level), perfLevelKey(level)), Qt::ToolTipRole);
    }
}

void fillPowerProfiles(QComboBox *box, const QVector<PowerProfile> &profiles)
{
    box->clear();
    for (PowerProfile profile : profiles) {
        box->addItem(powerProfileChoiceText(profile), static_cast<int>(profile));
        box->setItemData(box->count() - 1, withDriverWord(powerProfileDescription(profile), powerProfileKey(profile)), Qt::ToolTipRole);
    }
}

void relabelPerfLevels(QComboBox *box)
{
    for (int i = 0; i < box->count(); ++i) {
        const auto level = static_cast<PerfLevel>(box->itemData(i).toInt());
        box->setItemText(i, perfLevelChoiceText(level));
        box->setItemData(i, withDriverWord(perfLevelDescription(level), perfLevelKey(level)), Qt::ToolTipRole);
    }
}

void relabelPowerProfiles(QComboBox *box)
{
    for (int i = 0; i < box->count(); ++i) {
        const auto profile = static_cast<PowerProfile>(box->itemData(i).toInt());
        box->setItemText(i, powerProfileChoiceText(profile));
        box->setItemData(i, withDriverWord(powerProfileDescription(profile), powerProfileKey(profile)), Qt::ToolTipRole);
    }
}

} // namespace rocmtune
