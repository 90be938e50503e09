// SPDX-License-Identifier: GPL-3.0-or-later
#include "app/cli/monitor/ExportClusterSeries.h"

#include "core/export/AmdMetricNames.h"
#include "core/export/PrometheusExposition.h"
#include "core/export/PrometheusHealth.h"
#include "core/export/PrometheusJobs.h"

#include <QDateTime>
#include <QSysInfo>

namespace rocmtune::cli {

QByteArray exportClusterSeries(const DeviceList &devices, const Snapshot *snapshot, HealthMonitor &health, bool amdMetricNames)
{
    if (!snapshot)
        return {};
    QVector<QByteArray> labels;
    for (int i = 0; i < devices.size(); ++i)
        labels << PrometheusExposition::gpuLabels(devices[i], i);
    QByteArray out = prometheusHealthFamilies(labels, health.update(devices, *snapshot, QDateTime::currentMSecsSinceEpoch()));
    out += prometheusJobFamily(labels, snapshot->processes.get());
    if (amdMetricNames)
        out += prometheusAmdMetricFamilies(devices, *snapshot, QSysInfo::machineHostName());
    return out;
}

} // namespace rocmtune::cli
