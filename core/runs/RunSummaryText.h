// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "core/runs/RunSummary.h"

#include <QString>

namespace rocmtune {

// A run summary as lines of translated text for people (CLI and GUI), e.g.
//   Duration:      1 h 02 min 05 s
//   Energy:        512.3 Wh (1,844,280 J), from the energy counter
QString runSummaryText(const RunSummary &summary);

// "1 h 02 min 05 s", "4.2 s"
QString formatRunDuration(double seconds);
// "512.3 Wh (1,844,280 J)"
QString formatEnergy(double joules);
// Translated words for how an energy figure was obtained.
QString energySourceText(EnergySource source);

} // namespace rocmtune
