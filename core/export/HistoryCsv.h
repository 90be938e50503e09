// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "core/telemetry/DeviceInfo.h"
#include "core/telemetry/History.h"

#include <QIODevice>
#include <QVector>

namespace rocmtune {

// Writes what History holds for some devices and metrics in [fromMs, toMs]
// as CSV in the SampleCsv layout (units in the header), one row per device
// and timestamp, every sample (not the decimated points a graph draws).
// Returns false if the device refuses the bytes.
bool writeHistoryCsv(QIODevice *out, const History &history, const DeviceList &devices,
                     const QVector<int> &deviceIndices, const QVector<MetricId> &metrics, qint64 fromMs, qint64 toMs);

} // namespace rocmtune
