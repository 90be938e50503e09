// SPDX-License-Identifier: GPL-3.0-or-later
#include "core/tuning/route/RootApplication.h"

#include "core/settings/AppSettings.h"
#include "core/tuning/route/ElevatedEnvironment.h"

#include <sys/stat.h>

namespace rocmtune {

RootProcessStart::RootProcessStart()
{
    ::umask(077);
    dropCallerControlledEnvironment();
}

RootApplication::RootApplication(int &argc, char **argv) : RootProcessStart(), QCoreApplication(argc, argv)
{
    nameApplication();
}

} // namespace rocmtune
