// SPDX-License-Identifier: GPL-3.0-or-later
#include "core/export/PrometheusJobs.h"

#include "core/export/PrometheusExposition.h"

#include <QSet>

namespace rocmtune {

namespace {
QByteArray jobLabel(const char *name, const QString &value)
{
    return QByteArray(",") + name + "=\"" + PrometheusExposition::escapeLabelValue(value).toUtf8() + '"';
}
} // namespace

QByteArray prometheusJobFamily(const QVector<QByteArray> &deviceLabels, const ProcessSnapshot *processes)
{
    if (!processes)
        return {};
    QByteArray series;
    for (int i = 0; i < deviceLabels.size(); ++i) {
        const auto *list = processes->forDevice(i);
        if (!list || !list->has_value())
            continue;
        QSet<QByteArray> written; // a job with many processes on one GPU is one series
        for (const GpuProcess &p : **list) {
            QByteArray labels;
            if (p.job.isSlurm())
                labels = jobLabel("slurm_job_id", p.job.slurmJobId) + jobLabel("user", p.job.slurmUser.isEmpty() ? p.user : p.job.slurmUser)
                    + jobLabel("partition", p.job.slurmPartition);
            else if (p.job.isKubernetes())
                labels = jobLabel("pod", p.job.podName) + jobLabel("namespace", p.job.podNamespace) + jobLabel("container", p.job.containerId)
                    + jobLabel("pod_uid", p.job.podUid);
            if (labels.isEmpty() || written.contains(labels))
                continue;
            written.insert(labels);
            series += "rocmtune_gpu_job_info{" + deviceLabels[i] + labels + "} 1\n";
        }
    }
    if (series.isEmpty())
        return {};
    return "# HELP rocmtune_gpu_job_info The scheduler's job (Slurm job or Kubernetes pod) with a compute process on the GPU; the value is always 1.\n"
           "# TYPE rocmtune_gpu_job_info gauge\n" + series;
}

} // namespace rocmtune
