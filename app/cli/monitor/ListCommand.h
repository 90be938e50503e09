// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QStringList>

namespace rocmtune::cli {

// rocmtune-cli list [--json] [backend options]
int runList(const QStringList &args);

} // namespace rocmtune::cli
