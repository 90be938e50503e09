// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QStringList>

namespace rocmtune::cli {

// rocmtune-cli doctor [--json]: checks driver, permissions, ROCm, PyTorch.
// Exit code 0 when no check fails (warnings allowed), 1 otherwise.
int runDoctor(const QStringList &args);

} // namespace rocmtune::cli
