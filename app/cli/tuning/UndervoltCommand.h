// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QStringList>

namespace rocmtune::cli {

// rocmtune-cli tuning undervolt --gpu N [--step 10] [--check quick|gemm|train] [--keep] [--json]
// (core/undervolt/UndervoltSearch.h). args[0] is "rocmtune-cli tuning undervolt".
int runUndervolt(const QStringList &args);

} // namespace rocmtune::cli
