// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "core/processes/ProcFs.h"
#include "core/telemetry/GpuProcess.h"
#include "core/telemetry/ProcessJob.h"

#include <QByteArray>

namespace rocmtune {

// The job in a /proc/<pid>/cgroup text: Slurm's "job_<id>" (cgroup v1 and
// v2, task/cgroup's layout), Kubernetes' "kubepods...pod<uid>" with the
// container id (systemd and cgroupfs drivers, containerd, CRI-O, docker).
ProcessJob jobFromCgroup(const QByteArray &cgroupText);
// Fills what the cgroup did not tell from a /proc/<pid>/environ text
// (NUL-separated): SLURM_JOB_ID, SLURM_JOB_USER, SLURM_JOB_PARTITION, and in
// a pod POD_NAME / POD_NAMESPACE / HOSTNAME.
void addJobEnvironment(ProcessJob &job, const QByteArray &environText);

// Both, for a process under the ProcFs root; the environment only where
// this user may read it (root, or the process's owner).
ProcessJob readProcessJob(qint64 pid, const ProcFs &procFs);
// Sets the job of every process that is not simulated (a PID read once).
void resolveProcessJobs(GpuProcessList &processes, const ProcFs &procFs);

} // namespace rocmtune
