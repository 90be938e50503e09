// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "core/backends/simulated/SimulatedBackend.h"
#include "core/telemetry/History.h"

namespace rocmtune::gui {

// Benchmarks: fills History with `seconds` of samples from simulated GPUs
// like the ones the app will show, ending now, at the given interval, so the
// memory and redraw cost of a long-running window can be measured at once.
void prefillHistory(History &history, const SimulatedOptions &options, int seconds, int intervalMs);

} // namespace rocmtune::gui
