// SPDX-License-Identifier: GPL-3.0-or-later
#include "core/telemetry/ProcessJob.h"

namespace rocmtune {

QString ProcessJob::shortText() const
{
    if (isSlurm())
        return QStringLiteral("slurm:%1").arg(slurmJobId);
    if (isKubernetes()) {
        const QString pod = podName.isEmpty() ? podUid.left(8) : podName;
        return podNamespace.isEmpty() ? QStringLiteral("pod:%1").arg(pod) : QStringLiteral("pod:%1/%2").arg(podNamespace, pod);
    }
    return QString();
}

} // namespace rocmtune
