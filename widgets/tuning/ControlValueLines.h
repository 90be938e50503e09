// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "core/tuning/TuningValues.h"

#include <QStringList>

namespace rocmtune {

// The values a profile stores, one line each, as the Tuning view names them
// ("Power cap: 300 W", "Performance level: Automatic", "Fan minimum speed:
// 15%"): each control's ControlRule::describe(), the same words as the CLI and
// the tuning log. For the Save as profile dialog.
QStringList controlValueLines(const TuningValues &values);

} // namespace rocmtune
