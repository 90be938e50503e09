// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "core/stress/StressVerdict.h"

#include <QTextStream>

namespace rocmtune::cli {

// The verdict for people: status, reasons, notes and one block per test.
void printStressVerdict(QTextStream &stream, const StressVerdict &verdict, const DeviceList &devices);

// One progress line: "GPU 0  gemm  45 %  41.3 TFLOP/s  errors 0".
QString stressProgressLine(int device, const BenchRecord &record);

} // namespace rocmtune::cli
