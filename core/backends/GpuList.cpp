// SPDX-License-Identifier: GPL-3.0-or-later
#include "GpuList.h"
#include "i18n/ListText.h"

#include <QCoreApplication>

namespace rocmtune {

namespace {

struct GpuListText {
    Q_DECLARE_TR_FUNCTIONS(GpuList)
};

} // namespace

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
        qCInfo(log).noquote() << GpuListText::tr("GPU %1 (%2) does not report: %3").arg(pciBusId, info.name, joinList(missing));
}

void logAsleepAtStart(const QLoggingCategory &log, const QString &pciBusId)
{
    qCInfo(log).noquote() << GpuListText::tr("GPU %1 is asleep (runtime suspended) at start-up: only files that do not wake it are read; "
                                      "the rest is read when it wakes.")
                                 .arg(pciBusId);
}

} // namespace rocmtune
