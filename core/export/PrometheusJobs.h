// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "core/telemetry/GpuProcess.h"

#include <QByteArray>
#include <QVector>

namespace rocmtune {

// rocmtune_gpu_job_info{<gpu labels>,slurm_job_id,user,partition} 1 for every
// Slurm job with a compute process on the GPU, and
// rocmtune_gpu_job_info{<gpu labels>,pod,namespace,container,pod_uid} 1 for
// every Kubernetes pod's container: join any GPU series to the job with
// `* on(instance, gpu) group_left(slurm_job_id, user) rocmtune_gpu_job_info`.
// A GPU with no job's process has no series. deviceLabels[i] are GPU i's
// labels, already rendered (PrometheusExposition's gpu, uuid, name, arch).
QByteArray prometheusJobFamily(const QVector<QByteArray> &deviceLabels, const ProcessSnapshot *processes);

} // namespace rocmtune
