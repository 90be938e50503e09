// SPDX-License-Identifier: GPL-3.0-or-later
#include "core/alerts/TemperatureAlerts.h"

#include <algorithm>

namespace rocmtune {

void TemperatureAlerts::setEnabled(bool enabled)
{
    enabled_ = enabled;
    if (!enabled)
        states_.clear();
}

bool TemperatureAlerts::isAlerting(int deviceIndex) const
{
    if (deviceIndex < 0 || deviceIndex >= states_.size())
        return false;
    const SensorStates &state = states_[deviceIndex];
    return std::any_of(state.begin(), state.end(), [](const SensorState &s) { return s.raised; });
}

QVector<TemperatureAlert> TemperatureAlerts::check(const Snapshot &snapshot)
{
    QVector<TemperatureAlert> raised;
    if (!enabled_)
        return raised;
    if (states_.size() < snapshot.samples.size())
        states_.resize(snapshot.samples.size());
    const qint64 now = snapshot.timestampMs;
    for (const Sample &sample : snapshot.samples) {
        const int index = sample.deviceIndex();
        // Unsettled: the first seconds after a wake read falsely high; they
        // neither raise nor re-arm (the state waits for settled readings).
        if (index < 0 || index >= states_.size() || sample.state() != DeviceState::Ok || sample.unsettled())
            continue;
        const auto sensors = temperatureSensors();
        for (size_t s = 0; s < sensors.size(); ++s) {
            const auto reading = sensorReading(sample, sensors[s]);
            if (!reading || !reading->criticalCelsius)
                continue;
            const double celsius = reading->celsius;
            const double critical = *reading->criticalCelsius;
            SensorState &state = states_[index][s];
            const double threshold = critical - marginCelsius_;
            if (celsius >= threshold) {
                state.coolSinceMs = -1;
                if (state.raised)
                    continue;
                state.raised = true; // in the band now, whether or not this one is shown
                const bool rateLimited = state.lastRaisedMs != std::numeric_limits<qint64>::min()
                                         && now - state.lastRaisedMs < minIntervalMs_;
                if (rateLimited || muted_.contains(index))
                    continue;
                state.lastRaisedMs = now;
                raised.push_back({index, sensors[s].reading, celsius, threshold, critical});
            } else if (celsius < threshold - rearmCelsius_) {
                if (state.coolSinceMs < 0)
                    state.coolSinceMs = now;
                if (state.raised && now - state.coolSinceMs >= rearmAfterMs_)
                    state.raised = false;
            } else {
                state.coolSinceMs = -1; // between the re-arm line and the threshold: not cooled yet
            }
        }
    }
    return raised;
}

} // namespace rocmtune
