// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "core/stress/StressPlan.h"
#include "core/stress/StressVerdict.h"

namespace rocmtune {

class SimulatedGpu;

// The stress check of a simulated GPU: the runner (rocmtune-bench) needs a
// real one, so the model runs the plan itself. It runs the card at full load
// for the plan's time, records power and clocks per test like the telemetry
// of a real run, and FAILs with computation errors when the voltage offset is
// below the card's hidden stability limit (SimulatedGpu::stableAtCurrentOffset).
// The load is put back to what it was afterwards.
StressVerdict simulatedStabilityCheck(SimulatedGpu &gpu, const StressPlan &plan, int device);

} // namespace rocmtune
