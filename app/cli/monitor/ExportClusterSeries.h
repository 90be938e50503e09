// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "core/health/HealthMonitor.h"

#include <QByteArray>

namespace rocmtune::cli {

// What `export` adds for clusters after the core exposition: the health
// model's series (export/PrometheusHealth.h), which job uses each GPU
// (export/PrometheusJobs.h) and, with --amd-metric-names, the core gauges
// under AMD Device Metrics Exporter's names (export/AmdMetricNames.h).
// Nothing before the first snapshot.
QByteArray exportClusterSeries(const DeviceList &devices, const Snapshot *snapshot, HealthMonitor &health, bool amdMetricNames);

} // namespace rocmtune::cli
