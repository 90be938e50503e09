// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QStringList>

namespace rocmtune::cli {

// rocmtune-cli monitor [--interval MS] [--count N] [--format table|csv|json]
int runMonitor(const QStringList &args);

} // namespace rocmtune::cli
