// SPDX-License-Identifier: GPL-3.0-or-later
#include "core/telemetry/GpuProcess.h"

#include <QCoreApplication>

namespace rocmtune {

QString GpuProcess::displayName() const
{
    if (nameVisible && !command.isEmpty())
        return command;
    return QCoreApplication::translate("GpuProcess", "%1 (hidden)").arg(pid);
}

GpuProcessList ProcessSnapshot::all() const
{
    GpuProcessList list;
    for (const auto &device : devices) {
        if (device)
            list += *device;
    }
    return list;
}

bool ProcessSnapshot::anySupported() const
{
    for (const auto &device : devices) {
        if (device)
            return true;
    }
    return false;
}

} // namespace rocmtune
