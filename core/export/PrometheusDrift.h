// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "core/tuning/record/SetVsInForce.h"

#include <QByteArray>
#include <QHash>
#include <QVector>

namespace rocmtune {

// Set vs in force in the exposition:
//   rocmtune_control_drift{<gpu labels>,control="power_cap"}  1 when the driver
//   holds another value than ROCm Tune last set and kept, 0 when it holds it.
// Only controls ROCm Tune has set (a control never set has nothing to drift
// from) and only GPUs in `byGpu` (index -> its controls, as last read).
QByteArray prometheusDriftFamily(const QVector<QByteArray> &deviceLabels, const QHash<int, QVector<ControlSetVsInForce>> &byGpu);

} // namespace rocmtune
