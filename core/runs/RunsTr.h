// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QCoreApplication>

namespace rocmtune {

// The translation contexts of recorded runs (core/runs), one struct per
// context (a per-file struct would collide in a unity build).
// The translation context "RunTelemetry": a run's telemetry file.
struct RunTelemetryTr {
    Q_DECLARE_TR_FUNCTIONS(RunTelemetry)
};

// The translation context "RunSummary": a run's summary.
struct RunSummaryTr {
    Q_DECLARE_TR_FUNCTIONS(RunSummary)
};

// The translation context "RunStore": the stored runs.
struct RunStoreTr {
    Q_DECLARE_TR_FUNCTIONS(RunStore)
};

} // namespace rocmtune
