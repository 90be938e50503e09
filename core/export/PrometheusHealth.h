// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "core/health/HealthFinding.h"

#include <QByteArray>
#include <QVector>

namespace rocmtune {

// The health model in the exposition:
//   rocmtune_health_status                                  0 healthy, 1 degraded, 2 unhealthy (the node, as `health` exits)
//   rocmtune_gpu_health{<gpu labels>}                       the same per present GPU
//   rocmtune_gpu_health_finding{gpu,uuid,pci_bus_id,rule,level} 1 per finding, with its rule
//     (HealthFinding.h: ecc_uncorrectable, gpu_missing ...); a missing GPU has
//     only this series, labelled with its index, id and bus from boot
//   rocmtune_gpu_health_finding_since_timestamp_seconds{same} when it was first seen
QByteArray prometheusHealthFamilies(const QVector<QByteArray> &deviceLabels, const HealthReport &report);

} // namespace rocmtune
