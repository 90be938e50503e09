// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "core/backends/DeviceControls.h"

#include <QCoreApplication>
#include <QString>

namespace rocmtune {

// What the performance-level and power-profile choices mean, in the user's
// language ("Automatic", "Boot default"): the Tuning view's lists, the rules'
// words (describe(): "Performance level: Automatic") and so the CLI, the
// tuning log and profiles. The driver's own word (auto, BOOTUP_DEFAULT) stays
// where scripts and people who know rocm-smi need it: the CLI's options and
// the choice's tool tip.
QString perfLevelChoiceText(PerfLevel level);
QString perfLevelDescription(PerfLevel level);
QString powerProfileChoiceText(PowerProfile profile);
QString powerProfileDescription(PowerProfile profile);

// The translation context "ControlChoice": the performance levels and power profiles.
struct ControlChoiceTr {
    Q_DECLARE_TR_FUNCTIONS(ControlChoice)
};

} // namespace rocmtune
