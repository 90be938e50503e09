// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "core/processes/ProcFs.h"
#include "core/telemetry/GpuProcess.h"

namespace rocmtune {

// Fills command, command line and user of every process the backend left
// nameless (simulated processes bring their own) from /proc. A PID whose
// /proc entry this user cannot read keeps nameVisible == false and is shown
// as "<pid> (hidden)"; it is never dropped.
void resolveProcessNames(GpuProcessList &processes, const ProcFs &procFs);

} // namespace rocmtune
