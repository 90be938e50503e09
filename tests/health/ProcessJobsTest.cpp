// SPDX-License-Identifier: GPL-3.0-or-later
// Which job a GPU process belongs to: cgroup paths of Slurm and Kubernetes
// as they appear on real nodes, and the process environment.
#include "core/processes/ProcessJobs.h"

#include <QDir>
#include <QFile>
#include <QTemporaryDir>

#include <gtest/gtest.h>

using namespace rocmtune;

TEST(ProcessJobs, SlurmCgroupV2AndV1)
{
    EXPECT_EQ(jobFromCgroup("0::/system.slice/slurmstepd.scope/job_4242/step_0/user/task_0\n").slurmJobId, QStringLiteral("4242"));
    EXPECT_EQ(jobFromCgroup("12:pids:/slurm/uid_1000/job_77/step_batch\n11:memory:/slurm/uid_1000/job_77/step_batch\n").slurmJobId,
              QStringLiteral("77"));
    EXPECT_TRUE(jobFromCgroup("0::/user.slice/user-1000.slice/session-3.scope\n").isEmpty());
    EXPECT_TRUE(jobFromCgroup("0::/system.slice/job_runner.service\n").isEmpty()); // "job_" without a number
}

TEST(ProcessJobs, KubernetesSystemdAndCgroupfsDrivers)
{
    const QByteArray systemd = "0::/kubepods.slice/kubepods-burstable.slice/kubepods-burstable-pod1d2c3b4a_5e6f_7a8b_9c0d_112233445566.slice/"
                               "cri-containerd-0123456789abcdef0123456789abcdef0123456789abcdef0123456789abcdef.scope\n";
    ProcessJob job = jobFromCgroup(systemd);
    EXPECT_EQ(job.podUid, QStringLiteral("1d2c3b4a-5e6f-7a8b-9c0d-112233445566"));
    EXPECT_EQ(job.containerId, QStringLiteral("0123456789abcdef0123456789abcdef0123456789abcdef0123456789abcdef"));
    EXPECT_FALSE(job.isSlurm());
    const QByteArray cgroupfs = "0::/kubepods/besteffort/pod1d2c3b4a-5e6f-7a8b-9c0d-112233445566/"
                                "fedcba9876543210fedcba9876543210fedcba9876543210fedcba9876543210\n";
    job = jobFromCgroup(cgroupfs);
    EXPECT_EQ(job.podUid, QStringLiteral("1d2c3b4a-5e6f-7a8b-9c0d-112233445566"));
    EXPECT_EQ(job.containerId, QStringLiteral("fedcba9876543210fedcba9876543210fedcba9876543210fedcba9876543210"));
}

TEST(ProcessJobs, EnvironmentFillsUserAndPartitionOrTheWholeJob)
{
    const QByteArray env("PATH=/usr/bin\0SLURM_JOB_ID=42\0SLURM_JOB_USER=alice\0SLURM_JOB_PARTITION=gpu\0", 75);
    ProcessJob fromEnv;
    addJobEnvironment(fromEnv, env);
    EXPECT_EQ(fromEnv.slurmJobId, QStringLiteral("42"));
    EXPECT_EQ(fromEnv.slurmUser, QStringLiteral("alice"));
    EXPECT_EQ(fromEnv.slurmPartition, QStringLiteral("gpu"));
    EXPECT_EQ(fromEnv.shortText(), QStringLiteral("slurm:42"));
    // The cgroup wins over an inherited environment of another job.
    ProcessJob cgroup = jobFromCgroup("0::/system.slice/slurmstepd.scope/job_43/step_0\n");
    addJobEnvironment(cgroup, env);
    EXPECT_EQ(cgroup.slurmJobId, QStringLiteral("43"));
    EXPECT_TRUE(cgroup.slurmUser.isEmpty());
    // In a pod: the pod's name and namespace.
    ProcessJob pod = jobFromCgroup("0::/kubepods/pod1d2c3b4a-5e6f-7a8b-9c0d-112233445566/abc\n");
    addJobEnvironment(pod, QByteArray("HOSTNAME=train-0\0POD_NAMESPACE=ml\0", 34));
    EXPECT_EQ(pod.podName, QStringLiteral("train-0"));
    EXPECT_EQ(pod.podNamespace, QStringLiteral("ml"));
    EXPECT_EQ(pod.shortText(), QStringLiteral("pod:ml/train-0"));
}

TEST(ProcessJobs, ResolvesRealProcessesFromAProcTreeAndSkipsSimulatedOnes)
{
    QTemporaryDir proc;
    ASSERT_TRUE(proc.isValid());
    ASSERT_TRUE(QDir(proc.path()).mkpath(QStringLiteral("500")));
    QFile cgroup(proc.path() + QStringLiteral("/500/cgroup"));
    ASSERT_TRUE(cgroup.open(QIODevice::WriteOnly));
    cgroup.write("0::/system.slice/slurmstepd.scope/job_9/step_0/user/task_0\n");
    cgroup.close();
    GpuProcessList list(2);
    list[0].pid = 500;
    list[1].pid = 4194305;
    list[1].simulated = true;
    resolveProcessJobs(list, ProcFs(proc.path()));
    EXPECT_EQ(list[0].job.slurmJobId, QStringLiteral("9"));
    EXPECT_TRUE(list[1].job.isEmpty());
}
