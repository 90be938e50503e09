// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "core/telemetry/Metric.h"

#include <QString>
#include <QStringList>

#include <span>

namespace rocmtune {

// The reasons a GPU runs below its requested clock, in users' words (issue
// 36): power cap, hotspot temperature, memory temperature, VRM temperature,
// PROCHOT, current limit, idle, application clocks, and the coarse ones a
// backend may only know (temperature, hardware / software slowdown). One
// list for the GUI, the CLI, the exporter and the summaries.
struct ThrottleReasonInfo {
    ThrottleReason bit;
    const char *key;   // stable machine name: "power_cap", "hotspot_temperature" ...
    const char *words; // English; translate with throttleReasonWords()
    // A coarse reason shown only when none of the finer reasons it covers is set.
    unsigned coveredBy;
};

std::span<const ThrottleReasonInfo> throttleReasons();
QString throttleReasonWords(const ThrottleReasonInfo &reason);

// The reasons to show for a ThrottleStatus value: every set bit, except a
// coarse one whose finer reason is set too ("hotspot temperature", not also
// "temperature").
QList<const ThrottleReasonInfo *> shownThrottleReasons(unsigned bits);

} // namespace rocmtune
