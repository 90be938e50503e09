// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "core/fleet/PrometheusApi.h"
#include "core/telemetry/Sample.h"

#include <QVector>

#include <optional>

namespace rocmtune {

// Turns the range query FleetQueries::gpuHistory() answers into Samples of
// one device (index deviceIndex), oldest first, in the catalogue's units
// (MHz, percent), so History and the plot widget draw a remote GPU like a
// local one. Points at the same time merge into one Sample.
QVector<Sample> fleetHistorySamples(const PromParsed &range, int deviceIndex = 0);

// The metric an exported series maps to (name + sensor/engine/clock label) and
// the factor from the exported base unit to the catalogue's unit.
struct ExportedSeriesMapping {
    MetricId metric;
    double scale;
};
std::optional<ExportedSeriesMapping> metricOfExportedSeries(const PromLabels &labels);

} // namespace rocmtune
