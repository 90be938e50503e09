// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "core/settings/AppSettings.h"
#include "core/telemetry/Metric.h"

#include <QString>

#include <optional>

namespace rocmtune {

// How a metric is shown to a person: the display unit (°F when chosen, GiB
// for memory) and a number formatted with the locale. Values stay in the
// catalogue unit everywhere else.
class MetricFormat
{
public:
    explicit MetricFormat(TemperatureUnit temperatureUnit = TemperatureUnit::Celsius) : temperatureUnit_(temperatureUnit) {}

    // Catalogue value -> display value.
    double toDisplay(MetricId id, double value) const;
    // Symbol of the display unit ("°F", "GiB", "W").
    QString unitSymbol(MetricId id) const;
    // Number only, with the decimals that suit the metric ("63", "1.2").
    QString number(MetricId id, double value) const;
    // Number and unit ("63 °C"); "N/A" when not available.
    QString text(MetricId id, std::optional<double> value) const;
    // Translated display name of the metric.
    static QString label(MetricId id);
    static QString notAvailable();
    // A count as a plain number ("3"); "N/A" when not available (not 0).
    static QString count(std::optional<quint64> value);

    TemperatureUnit temperatureUnit() const { return temperatureUnit_; }

private:
    int decimals(MetricId id, double displayValue) const;
    TemperatureUnit temperatureUnit_;
};

} // namespace rocmtune
