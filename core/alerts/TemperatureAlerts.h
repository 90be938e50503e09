// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "core/telemetry/Snapshot.h"
#include "core/telemetry/TemperatureSensors.h"

#include <QSet>
#include <QVector>

#include <array>
#include <limits>

namespace rocmtune {

struct TemperatureAlert {
    int deviceIndex = -1;
    MetricId sensor = MetricId::TemperatureEdge;
    double celsius = 0;
    double thresholdCelsius = 0;
    double criticalCelsius = 0;
};

// State-based temperature alerts, per device and guarded sensor of the
// catalogue (junction, edge, memory, HBM stacks; TemperatureSensors.h). A sensor's alert is raised once when it enters the warning band
// (at or above "marginCelsius below its critical limit"). It is re-armed only
// after the sensor has stayed rearmCelsius below the threshold for
// rearmAfterMs without a break, so the short load dips of a training run
// (evaluation, data loading) never re-raise it. A sensor raises at most once
// per minIntervalMs however often it re-arms. Muted devices never alert, and
// unsettled samples (the first seconds after a wake) are not judged.
// Time comes from the snapshots' timestamps, so a simulated hour runs in a test.
class TemperatureAlerts
{
public:
    static constexpr double kDefaultMarginCelsius = 10;
    static constexpr double kDefaultRearmCelsius = 5;
    static constexpr qint64 kDefaultRearmAfterMs = 5 * 60 * 1000;
    static constexpr qint64 kDefaultMinIntervalMs = 15 * 60 * 1000;

    void setMarginCelsius(double margin) { marginCelsius_ = margin; }
    double marginCelsius() const { return marginCelsius_; }
    void setRearmCelsius(double rearm) { rearmCelsius_ = rearm; }
    void setRearmAfterMs(qint64 ms) { rearmAfterMs_ = ms; }
    void setMinIntervalMs(qint64 ms) { minIntervalMs_ = ms; }
    void setEnabled(bool enabled);
    bool enabled() const { return enabled_; }
    // Devices (by index) whose alerts are muted; a muted device's state is kept, so unmuting does not raise at once.
    void setMutedDevices(const QSet<int> &devices) { muted_ = devices; }
    bool isMuted(int deviceIndex) const { return muted_.contains(deviceIndex); }

    // Alerts raised by this snapshot (usually none), at most one per device and sensor.
    QVector<TemperatureAlert> check(const Snapshot &snapshot);
    // True while any sensor of the device is in its warning band (raised, not re-armed).
    bool isAlerting(int deviceIndex) const;

private:
    struct SensorState {
        bool raised = false;             // entered the band, not re-armed yet
        qint64 coolSinceMs = -1;         // since when it has been below the re-arm line (-1: not below)
        qint64 lastRaisedMs = std::numeric_limits<qint64>::min();
    };
    using SensorStates = std::array<SensorState, kTemperatureSensorCount>; // by catalogue position

    double marginCelsius_ = kDefaultMarginCelsius;
    double rearmCelsius_ = kDefaultRearmCelsius;
    qint64 rearmAfterMs_ = kDefaultRearmAfterMs;
    qint64 minIntervalMs_ = kDefaultMinIntervalMs;
    bool enabled_ = true;
    QSet<int> muted_;
    QVector<SensorStates> states_;
};

} // namespace rocmtune
