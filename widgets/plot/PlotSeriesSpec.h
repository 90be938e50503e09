// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "core/telemetry/Metric.h"

#include <QString>

namespace rocmtune {

// One line of a TimeSeriesPlot.
struct PlotSeriesSpec {
    static constexpr int kCurrentDevice = -1;

    MetricId metric = MetricId::TemperatureEdge;
    int deviceIndex = kCurrentDevice; // kCurrentDevice: the device selected in the window
    QString label;                    // legend text (translated by the owner)
    int colorIndex = 0;               // ThemeColors::series(colorIndex)
    bool limitLine = false;           // a limit (power cap): dashed, in the limit colour
};

} // namespace rocmtune
