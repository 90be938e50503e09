// SPDX-License-Identifier: GPL-3.0-or-later
#include "TuningPaths.h"

#include <QStandardPaths>

#include <unistd.h>

namespace rocmtune {

QString systemTuningStateDirectory()
{
    return QStringLiteral("/var/lib/rocmtune");
}

QString tuningStateDirectory()
{
    const QString overridden = qEnvironmentVariable("ROCMTUNE_STATE_DIR");
    if (!overridden.isEmpty())
        return overridden;
    if (::geteuid() == 0)
        return systemTuningStateDirectory();
    return QStandardPaths::writableLocation(QStandardPaths::AppLocalDataLocation) + QStringLiteral("/tuning");
}

} // namespace rocmtune
