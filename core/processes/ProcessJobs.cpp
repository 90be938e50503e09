// SPDX-License-Identifier: GPL-3.0-or-later
#include "core/processes/ProcessJobs.h"

#include <QFile>
#include <QHash>
#include <QRegularExpression>

namespace rocmtune {

namespace {
QByteArray readProcText(const ProcFs &procFs, qint64 pid, const char *name)
{
    QFile f(QStringLiteral("%1/%2/%3").arg(procFs.root()).arg(pid).arg(QLatin1String(name)));
    if (!f.open(QIODevice::ReadOnly))
        return {};
    return f.read(256 * 1024);
}
} // namespace

ProcessJob jobFromCgroup(const QByteArray &cgroupText)
{
    static const QRegularExpression slurmJob(QStringLiteral("/job_(\\d+)(?:/|$)"));
    static const QRegularExpression pod(QStringLiteral("pod([0-9a-f]{8}[-_][0-9a-f]{4}[-_][0-9a-f]{4}[-_][0-9a-f]{4}[-_][0-9a-f]{12})"));
    static const QRegularExpression container(QStringLiteral("(?:^|[/-])([0-9a-f]{64})(?:\\.scope)?$"));
    ProcessJob job;
    for (const QByteArray &rawLine : cgroupText.split('\n')) {
        // "hierarchy-ID:controllers:path"; the path may hold ':' itself.
        const int second = rawLine.indexOf(':', rawLine.indexOf(':') + 1);
        if (second < 0)
            continue;
        const QString path = QString::fromUtf8(rawLine.mid(second + 1)).trimmed();
        if (job.slurmJobId.isEmpty()) {
            const auto m = slurmJob.match(path);
            if (m.hasMatch())
                job.slurmJobId = m.captured(1);
        }
        if (job.podUid.isEmpty() && path.contains(QLatin1String("kubepods"))) {
            const auto m = pod.match(path);
            if (m.hasMatch()) {
                job.podUid = m.captured(1).replace(QLatin1Char('_'), QLatin1Char('-'));
                const auto c = container.match(path);
                if (c.hasMatch())
                    job.containerId = c.captured(1);
            }
        }
    }
    return job;
}

void addJobEnvironment(ProcessJob &job, const QByteArray &environText)
{
    QHash<QByteArray, QString> env;
    for (const QByteArray &entry : environText.split('\0')) {
        const int eq = entry.indexOf('=');
        if (eq > 0)
            env.insert(entry.left(eq), QString::fromUtf8(entry.mid(eq + 1)));
    }
    const QString jobId = env.value("SLURM_JOB_ID");
    if (job.slurmJobId.isEmpty() && !jobId.isEmpty() && !job.isKubernetes())
        job.slurmJobId = jobId;
    if (job.isSlurm() && (jobId.isEmpty() || jobId == job.slurmJobId)) {
        job.slurmUser = env.value("SLURM_JOB_USER");
        job.slurmPartition = env.value("SLURM_JOB_PARTITION");
    }
    if (job.isKubernetes()) {
        job.podName = env.value("POD_NAME", env.value("HOSTNAME"));
        job.podNamespace = env.value("POD_NAMESPACE");
    }
}

ProcessJob readProcessJob(qint64 pid, const ProcFs &procFs)
{
    ProcessJob job = jobFromCgroup(readProcText(procFs, pid, "cgroup"));
    addJobEnvironment(job, readProcText(procFs, pid, "environ"));
    return job;
}

void resolveProcessJobs(GpuProcessList &processes, const ProcFs &procFs)
{
    QHash<qint64, ProcessJob> seen;
    for (GpuProcess &p : processes) {
        if (p.simulated)
            continue;
        auto it = seen.find(p.pid);
        if (it == seen.end())
            it = seen.insert(p.pid, readProcessJob(p.pid, procFs));
        p.job = it.value();
    }
}

} // namespace rocmtune
