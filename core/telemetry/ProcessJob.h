// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QString>

namespace rocmtune {

// The scheduler's job a GPU process belongs to, as far as its cgroup and
// (where readable) its environment tell (processes/ProcessJobs.h):
// a Slurm job, or a Kubernetes pod's container. Empty fields: not known.
struct ProcessJob {
    QString slurmJobId;     // cgroup ".../job_<id>/..." or SLURM_JOB_ID
    QString slurmUser;      // SLURM_JOB_USER
    QString slurmPartition; // SLURM_JOB_PARTITION
    QString podUid;         // cgroup "kubepods...pod<uid>"
    QString containerId;    // the container's id in that cgroup
    QString podName;        // POD_NAME, else the container's HOSTNAME
    QString podNamespace;   // POD_NAMESPACE (the downward API's usual name)

    bool isSlurm() const { return !slurmJobId.isEmpty(); }
    bool isKubernetes() const { return !podUid.isEmpty(); }
    bool isEmpty() const { return !isSlurm() && !isKubernetes(); }
    // "slurm job 42" / "pod train-0 (ns)" / empty, for tables (English: an id, not a sentence).
    QString shortText() const;
    bool operator==(const ProcessJob &other) const = default;
};

} // namespace rocmtune
