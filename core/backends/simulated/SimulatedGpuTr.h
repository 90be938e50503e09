// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QCoreApplication>

namespace rocmtune {

// The translation context "SimulatedGpu" of the simulated GPUs: one struct for every
// file that speaks in it (a per-file copy would collide in a unity build).
struct SimulatedGpuTr {
    Q_DECLARE_TR_FUNCTIONS(SimulatedGpu)
};

} // namespace rocmtune
