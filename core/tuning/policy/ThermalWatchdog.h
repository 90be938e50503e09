// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "core/telemetry/DeviceInfo.h"
#include "core/telemetry/Snapshot.h"
#include "core/telemetry/TemperatureSensors.h"

#include <QSet>
#include <QString>
#include <QVector>

#include <optional>

namespace rocmtune {

// While a GPU is tuned, watches its temperatures: when any guarded sensor of
// the catalogue (junction, edge, memory, HBM stacks; TemperatureSensors.h)
// reaches its critical temperature minus the margin, that
// GPU trips once, and stays untripped until it is tuned again. Pure logic:
// the caller reverts the GPU and tells the user.
class ThermalWatchdog
{
public:
    struct Trip {
        int deviceIndex = -1;
        QString deviceId;
        QString sensor; // metric key, e.g. "temp_junction"
        double temperatureCelsius = 0;
        double limitCelsius = 0;
    };

    explicit ThermalWatchdog(double marginCelsius) : marginCelsius_(marginCelsius) {}

    void setMarginCelsius(double margin) { marginCelsius_ = margin; }
    double marginCelsius() const { return marginCelsius_; }
    void setTuned(const QString &deviceId, bool tuned);
    bool isTuned(const QString &deviceId) const { return tuned_.contains(deviceId); }

    QVector<Trip> check(const Snapshot &snapshot, const DeviceList &devices);

private:
    // The trip of one sensor of a sample, when its reading is at or past its critical limit minus the margin.
    std::optional<Trip> tripOf(const Sample &sample, const TemperatureSensor &sensor, int index, const QString &id) const;

    double marginCelsius_;
    QSet<QString> tuned_;
};

} // namespace rocmtune
