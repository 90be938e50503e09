// SPDX-License-Identifier: GPL-3.0-or-later
#include "core/backends/BackendsTr.h"
#include "core/backends/GpuList.h"
#include "core/i18n/ListText.h"

#include <QCoreApplication>

namespace rocmtune {

void recordOfferedMetrics(DeviceInfo &info, const Sample &first, const QString &pciBusId, const QLoggingCategory &log)
{
    QStringList missing;
    for (const auto &metric : metricCatalogue()) {
        if (first.has(metric.id))
            info.metrics.set(metricIndex(metric.id));
        else if (metric.id != MetricId::PerformanceState)
            missing << QLatin1String(metric.key);
    }
    if (!missing.isEmpty())
        qCInfo(log).noquote() << GpuListTr::tr("GPU %1 (%2) does not report: %3").arg(pciBusId, info.name, joinList(missing));
}

void logAsleepAtStart(const QLoggingCategory &log, const QString &pciBusId)
{
    qCInfo(log).noquote() << GpuListTr::tr("GPU %1 is asleep (runtime suspended) at start-up: only files that do not wake it are read; "
                                      "the rest is read when it wakes.")
                                 .arg(pciBusId);
}

} // namespace rocmtune
