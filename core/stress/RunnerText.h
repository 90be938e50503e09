// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QString>

namespace rocmtune {

// The stress runner (rocmtune-bench, C++ without Qt) writes its errors and
// fault descriptions in English. The kinds of sentence it writes are known
// (kernels/src: main.cpp, device.hip, arch_support.cpp, memory.hip, gemm.hip,
// load_checks.hip); this puts one of them in the language in force now, with
// the runner's numbers and names, when it is shown. Anything else (a HIP or
// CUDA error string, a new message) is shown as the runner wrote it.
QString translatedRunnerMessage(const QString &message);

} // namespace rocmtune
