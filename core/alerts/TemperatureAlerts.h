// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "telemetry/Snapshot.h"

#include <QVector>

#include <optional>

namespace rocmtune {

struct TemperatureAlert {
    int deviceIndex = -1;
    MetricId sensor = MetricId::TemperatureEdge;
    double celsius = 0;
    double thresholdCelsius = 0;
    double criticalCelsius = 0;
};

// Watches each device's hottest sensor against a threshold "marginCelsius
// below its critical limit" and reports a crossing once. A device must cool
// rearmCelsius below the threshold before it can alert again, so a
// temperature hovering at the line does not flood the desktop.
class TemperatureAlerts
{
public:
    static constexpr double kDefaultMarginCelsius = 10;
    static constexpr double kDefaultRearmCelsius = 3;

    void setMarginCelsius(double margin) { marginCelsius_ = margin; }
    double marginCelsius() const { return marginCelsius_; }
    void setRearmCelsius(double rearm) { rearmCelsius_ = rearm; }
    void setEnabled(bool enabled);
    bool enabled() const { return enabled_; }

    // Alerts raised by this snapshot (usually none).
    QVector<TemperatureAlert> check(const Snapshot &snapshot);
    bool isAlerting(int deviceIndex) const;

private:
    double marginCelsius_ = kDefaultMarginCelsius;
    double rearmCelsius_ = kDefaultRearmCelsius;
    bool enabled_ = true;
    QVector<bool> alerting_; // per device: crossed and not yet re-armed
};

} // namespace rocmtune
