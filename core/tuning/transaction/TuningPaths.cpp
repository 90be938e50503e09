// SPDX-License-Identifier: GPL-3.0-or-later
#include "core/tuning/transaction/TuningPaths.h"

#include "core/tuning/route/ElevatedEnvironment.h"

#include <QStandardPaths>

#include <unistd.h>

namespace rocmtune {

QString systemTuningStateDirectory()
{
    return QStringLiteral("/var/lib/rocmtune");
}

QString tuningStateDirectory()
{
    // Root on behalf of another user (sudo -E) never takes a folder from the caller.
    const QString overridden = runsElevatedForAnotherUser() ? QString() : qEnvironmentVariable("ROCMTUNE_STATE_DIR");
    if (!overridden.isEmpty())
        return overridden;
    if (::geteuid() == 0)
        return systemTuningStateDirectory();
    return QStandardPaths::writableLocation(QStandardPaths::AppLocalDataLocation) + QStringLiteral("/tuning");
}

QString setRecordDirectoryFor(bool simulated)
{
    if (simulated || ::geteuid() == 0 || (!runsElevatedForAnotherUser() && !qEnvironmentVariableIsEmpty("ROCMTUNE_STATE_DIR")))
        return tuningStateDirectory();
    return systemTuningStateDirectory();
}

} // namespace rocmtune
