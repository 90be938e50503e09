// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "core/stress/StressReport.h"

#include <QByteArray>
#include <QMap>
#include <QString>
#include <QVector>

namespace rocmtune {

// A chart picture made elsewhere (the GUI renders its graph widgets to PNG).
struct ReportChartImage {
    QString title;
    QByteArray png;
};

// One self-contained HTML page: verdict and reasons, per-test results and
// telemetry stats, environment and tuning, and the graphs of each GPU with
// the test phases marked. Pictures are embedded (PNG as base64 data URIs when
// given per device; otherwise SVG charts drawn here from the telemetry), so
// the file needs nothing else to display.
QString stressReportToHtml(const StressReportData &report, const QMap<int, QVector<ReportChartImage>> &images = {});

bool writeStressReportHtml(const StressReportData &report, const QString &path, QString *error,
                           const QMap<int, QVector<ReportChartImage>> &images = {});

} // namespace rocmtune
