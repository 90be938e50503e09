// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QCoreApplication>

namespace rocmtune {

// The translation context "GpuMetrics" of the gpu_metrics table reader: one struct for every
// file that speaks in it (a per-file copy would collide in a unity build).
struct GpuMetricsTr {
    Q_DECLARE_TR_FUNCTIONS(GpuMetrics)
};

} // namespace rocmtune
