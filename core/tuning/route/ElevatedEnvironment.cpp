// SPDX-License-Identifier: GPL-3.0-or-later
#include "core/tuning/route/ElevatedEnvironment.h"

#include <QByteArray>
#include <QList>

#include <cstdlib>
#include <unistd.h>

extern char **environ;

namespace rocmtune {

bool runsElevatedForAnotherUser()
{
    if (::geteuid() != 0)
        return false;
    if (::getuid() != 0)
        return true;
    for (const char *name : {"PKEXEC_UID", "SUDO_UID", "SUDO_USER", "DOAS_USER"}) {
        if (std::getenv(name))
            return true;
    }
    return false;
}

int dropCallerControlledEnvironment()
{
    if (!runsElevatedForAnotherUser())
        return 0;
    QList<QByteArray> names;
    for (char **entry = environ; entry && *entry; ++entry) {
        const QByteArray assignment(*entry);
        const QByteArray name = assignment.left(assignment.indexOf('='));
        if (name.startsWith("ROCMTUNE_") || name.startsWith("RSMI_") || name == "QT_PLUGIN_PATH")
            names.push_back(name);
    }
    for (const QByteArray &name : names)
        ::unsetenv(name.constData());
    return static_cast<int>(names.size());
}

} // namespace rocmtune
