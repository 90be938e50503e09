// SPDX-License-Identifier: GPL-3.0-or-later
#include "core/processes/ProcessNames.h"

#include <QHash>

namespace rocmtune {

void resolveProcessNames(GpuProcessList &processes, const ProcFs &procFs)
{
    QHash<qint64, ProcessDescription> seen; // a process on several GPUs is read once
    for (GpuProcess &p : processes) {
        if (p.simulated || (p.nameVisible && !p.command.isEmpty()))
            continue;
        auto it = seen.find(p.pid);
        if (it == seen.end())
            it = seen.insert(p.pid, procFs.identify(p.pid));
        const ProcessDescription &id = it.value();
        p.nameVisible = id.nameVisible;
        p.command = id.command;
        p.commandLine = id.commandLine;
        if (id.uid) {
            p.uid = id.uid;
            p.user = id.user;
        }
    }
}

} // namespace rocmtune
