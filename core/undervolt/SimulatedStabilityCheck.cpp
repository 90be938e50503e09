// SPDX-License-Identifier: GPL-3.0-or-later
#include "core/undervolt/SimulatedStabilityCheck.h"

#include "core/backends/simulated/SimulatedGpu.h"

namespace rocmtune {

StressVerdict simulatedStabilityCheck(SimulatedGpu &gpu, const StressPlan &plan, int device)
{
    const SimulatedLoad before = gpu.load();
    gpu.setLoad(SimulatedLoad::Stress);
    const bool stable = gpu.stableAtCurrentOffset();
    GpuVerdict g;
    g.device = device;
    g.status = stable ? VerdictStatus::Pass : VerdictStatus::Fail;
    for (const QString &test : plan.tests) {
        // Averages over the second half of the test, once power and clocks settled.
        gpu.advance(plan.secondsPerTest / 2);
        double power = 0, clock = 0;
        int n = 0;
        for (double t = 0; t < plan.secondsPerTest / 2; t += 0.5, ++n) {
            gpu.advance(0.5);
            power += gpu.powerWatts();
            clock += gpu.gfxClockMegahertz();
        }
        TestOutcome outcome;
        outcome.test = test;
        outcome.completed = true;
        outcome.durationSeconds = plan.secondsPerTest;
        if (n > 0) {
            outcome.telemetry.averagePowerWatts = power / n;
            outcome.telemetry.averageClockMegahertz = clock / n;
        }
        g.tests << outcome;
        if (!stable) {
            // The first test with wrong results stops the run, as the runner does.
            g.reasons << VerdictReason::make(VerdictReasonKind::ComputationErrors, device, test, 1);
            break;
        }
    }
    gpu.setLoad(before);
    StressVerdict verdict;
    verdict.status = g.status;
    verdict.gpus << g;
    return verdict;
}

} // namespace rocmtune
