// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "core/tuning/TuningValues.h"

#include <QStringList>

namespace rocmtune {

// The values a profile stores, one line each, as the Tuning view names them:
// "Power cap 300 W", "Performance level: Automatic", "Power profile: Boot
// default", "Fan minimum speed 15%" (each line starts with a capital; the
// choices in the user's words, the driver's word left to the Tuning view's
// tool tips). For the Save as profile dialog.
QStringList controlValueLines(const TuningValues &values);

} // namespace rocmtune
