// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "core/doctor/Doctor.h"
#include "core/stress/StressVerdict.h"

#include <QTextStream>

namespace rocmtune::cli {

// Doctor's environment of this process (ROCMTUNE_DOCTOR_SYS_ROOT and friends
// point the checks at fake trees in tests; not documented for users).
DoctorEnvironment doctorEnvironmentOfProcess();

// `stress --preset hardware`, before the run: Doctor's hardware checks, one
// line each that warned or failed.
void printHardwareDoctor(QTextStream &stream, const DoctorReport &report);
// After the verdict: the component at fault in a user's words.
void printHardwareSummary(QTextStream &stream, const StressVerdict &verdict, const DoctorReport &report);

} // namespace rocmtune::cli
