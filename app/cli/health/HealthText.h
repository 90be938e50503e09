// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "core/health/HealthFinding.h"

#include <QTextStream>

namespace rocmtune::cli {

// The health report as a short table in the user's language: one line per
// finding (a healthy GPU gets one line saying so), then the verdict.
//   GPU  BUS           STATUS     SINCE             FINDING
//   0    0000:10:00.0  healthy
//   1    0000:11:00.0  unhealthy  2026-12-06 05:01  uncorrectable ECC errors: 1 (1 new since the last check)
void printHealthTable(QTextStream &stream, const HealthReport &report);

} // namespace rocmtune::cli
