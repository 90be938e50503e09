// SPDX-License-Identifier: GPL-3.0-or-later
#include "core/export/ProcessJson.h"

#include <QJsonValue>

namespace rocmtune {

QJsonObject gpuProcessToJson(const GpuProcess &p)
{
    const QJsonValue null(QJsonValue::Null);
    QJsonObject o;
    o.insert(QStringLiteral("pid"), static_cast<double>(p.pid));
    o.insert(QStringLiteral("device"), p.deviceIndex);
    o.insert(QStringLiteral("command"), p.nameVisible ? QJsonValue(p.command) : null);
    o.insert(QStringLiteral("command_line"), p.nameVisible && !p.commandLine.isEmpty() ? QJsonValue(p.commandLine) : null);
    o.insert(QStringLiteral("user"), p.user.isEmpty() ? null : QJsonValue(p.user));
    o.insert(QStringLiteral("uid"), p.uid ? QJsonValue(static_cast<double>(*p.uid)) : null);
    o.insert(QStringLiteral("name_visible"), p.nameVisible);
    o.insert(QStringLiteral("display_name"), p.displayName());
    o.insert(QStringLiteral("vram_used_bytes"), p.vramUsedBytes ? QJsonValue(static_cast<double>(*p.vramUsedBytes)) : null);
    o.insert(QStringLiteral("cu_occupancy_percent"), p.cuOccupancyPercent ? QJsonValue(*p.cuOccupancyPercent) : null);
    o.insert(QStringLiteral("simulated"), p.simulated);
    if (!p.job.isEmpty()) // the Slurm job or Kubernetes pod; only keys that are known
        o.insert(QStringLiteral("job"), processJobToJson(p.job));
    return o;
}

QJsonObject processJobToJson(const ProcessJob &job)
{
    QJsonObject o;
    auto put = [&o](const char *key, const QString &value) {
        if (!value.isEmpty())
            o.insert(QLatin1String(key), value);
    };
    put("slurm_job_id", job.slurmJobId);
    put("slurm_user", job.slurmUser);
    put("slurm_partition", job.slurmPartition);
    put("pod_uid", job.podUid);
    put("pod", job.podName);
    put("namespace", job.podNamespace);
    put("container_id", job.containerId);
    return o;
}

ProcessJob processJobFromJson(const QJsonObject &o)
{
    ProcessJob job;
    job.slurmJobId = o.value(QStringLiteral("slurm_job_id")).toString();
    job.slurmUser = o.value(QStringLiteral("slurm_user")).toString();
    job.slurmPartition = o.value(QStringLiteral("slurm_partition")).toString();
    job.podUid = o.value(QStringLiteral("pod_uid")).toString();
    job.podName = o.value(QStringLiteral("pod")).toString();
    job.podNamespace = o.value(QStringLiteral("namespace")).toString();
    job.containerId = o.value(QStringLiteral("container_id")).toString();
    return job;
}

QJsonArray gpuProcessesToJson(const GpuProcessList &processes)
{
    QJsonArray array;
    for (const GpuProcess &p : processes)
        array.append(gpuProcessToJson(p));
    return array;
}

GpuProcess gpuProcessFromJson(const QJsonObject &o)
{
    GpuProcess p;
    p.pid = static_cast<qint64>(o.value(QStringLiteral("pid")).toDouble());
    p.deviceIndex = o.value(QStringLiteral("device")).toInt(-1);
    p.command = o.value(QStringLiteral("command")).toString();
    p.commandLine = o.value(QStringLiteral("command_line")).toString();
    p.user = o.value(QStringLiteral("user")).toString();
    if (o.value(QStringLiteral("uid")).isDouble())
        p.uid = static_cast<uint>(o.value(QStringLiteral("uid")).toDouble());
    p.nameVisible = o.value(QStringLiteral("name_visible")).toBool();
    if (o.value(QStringLiteral("vram_used_bytes")).isDouble())
        p.vramUsedBytes = static_cast<quint64>(o.value(QStringLiteral("vram_used_bytes")).toDouble());
    if (o.value(QStringLiteral("cu_occupancy_percent")).isDouble())
        p.cuOccupancyPercent = o.value(QStringLiteral("cu_occupancy_percent")).toDouble();
    p.simulated = o.value(QStringLiteral("simulated")).toBool();
    p.job = processJobFromJson(o.value(QStringLiteral("job")).toObject());
    return p;
}

} // namespace rocmtune
