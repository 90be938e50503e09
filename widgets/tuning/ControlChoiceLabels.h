// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "core/backends/DeviceControls.h"

#include <QCoreApplication>
#include <QString>

class QComboBox;

namespace rocmtune {

// What the performance-level and power-profile choices mean, in the user's
// language ("Automatic", "Boot default"); the driver's own word (auto,
// BOOTUP_DEFAULT) is in each choice's tool tip, so people who know rocm-smi
// or sysfs still recognise it.
QString perfLevelChoiceText(PerfLevel level);
QString perfLevelDescription(PerfLevel level);
QString powerProfileChoiceText(PowerProfile profile);
QString powerProfileDescription(PowerProfile profile);

// Fills a combo box with the levels (or profiles), the enum value as item
// data and the description with the driver's word as tooltip; relabel...() redoes the texts after a
// language switch without touching the selection.
void fillPerfLevels(QComboBox *box, const QVector<PerfLevel> &levels);
void fillPowerProfiles(QComboBox *box, const QVector<PowerProfile> &profiles);
void relabelPerfLevels(QComboBox *box);
void relabelPowerProfiles(QComboBox *box);

// The translation context "ControlChoice": the performance levels and power profiles.
struct ControlChoiceTr {
    Q_DECLARE_TR_FUNCTIONS(ControlChoice)
};

} // namespace rocmtune
