// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "core/backends/DeviceControls.h"
#include "core/tuning/controls/ChoiceLabels.h"

#include <QCoreApplication>
#include <QString>

class QComboBox;

namespace rocmtune {

// The choices' words are in core (core/tuning/controls/ChoiceLabels.h).
// Fills a combo box with the levels (or profiles), the enum value as item
// data and the description with the driver's word as tooltip; relabel...() redoes the texts after a
// language switch without touching the selection.
void fillPerfLevels(QComboBox *box, const QVector<PerfLevel> &levels);
void fillPowerProfiles(QComboBox *box, const QVector<PowerProfile> &profiles);
void relabelPerfLevels(QComboBox *box);
void relabelPowerProfiles(QComboBox *box);

} // namespace rocmtune
