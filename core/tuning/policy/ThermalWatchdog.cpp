// SPDX-License-Identifier: GPL-3.0-or-later
#include "core/tuning/policy/ThermalWatchdog.h"

namespace rocmtune {

void ThermalWatchdog::setTuned(const QString &deviceId, bool tuned)
{
    if (tuned)
        tuned_.insert(deviceId);
    else
        tuned_.remove(deviceId);
}

std::optional<ThermalWatchdog::Trip> ThermalWatchdog::tripOf(const Sample &sample, const TemperatureSensor &sensor, int index, const QString &id) const
{
    const auto reading = sensorReading(sample, sensor);
    if (!reading || !reading->criticalCelsius)
        return std::nullopt;
    const double tripAt = *reading->criticalCelsius - marginCelsius_;
    if (reading->celsius < tripAt)
        return std::nullopt;
    return Trip{index, id, QLatin1String(metricInfo(sensor.reading).key), reading->celsius, tripAt};
}

QVector<ThermalWatchdog::Trip> ThermalWatchdog::check(const Snapshot &snapshot, const DeviceList &devices)
{
    QVector<Trip> trips;
    for (const Sample &sample : snapshot.samples) {
        const int index = sample.deviceIndex();
        if (index < 0 || index >= devices.size() || sample.state() != DeviceState::Ok)
            continue;
        const QString id = devices.at(index).stableId();
        if (!tuned_.contains(id))
            continue;
        // Hotspot first: with several sensors past their line, the trip names the junction.
        std::optional<Trip> trip = tripOf(sample, hotspotSensor(), index, id);
        for (const TemperatureSensor &sensor : temperatureSensors()) {
            if (!trip && !sensor.hotspot)
                trip = tripOf(sample, sensor, index, id);
        }
        if (trip) {
            trips.push_back(*trip);
            tuned_.remove(id);
        }
    }
    return trips;
}

} // namespace rocmtune
