// SPDX-License-Identifier: GPL-3.0-or-later
#include "core/telemetry/DeviceInfo.h"

namespace rocmtune {

QString DeviceInfo::stableId() const
{
    if (!uniqueId.isEmpty())
        return uniqueId;
    if (!pciBusId.isEmpty())
        return pciBusId;
    return QStringLiteral("%1:%2").arg(backendId).arg(backendIndex);
}

} // namespace rocmtune
