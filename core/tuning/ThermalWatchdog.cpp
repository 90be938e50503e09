// SPDX-License-Identifier: GPL-3.0-or-later
#include "ThermalWatchdog.h"

#include "telemetry/TemperatureSensors.h"

namespace rocmtune {

void ThermalWatchdog::setTuned(const QString &deviceId, bool tuned)
{
    if (tuned)
        tuned_.insert(deviceId);
    else
        tuned_.remove(deviceId);
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
        for (const TemperatureSensor &sensor : temperatureSensors()) {
            const auto reading = sensorReading(sample, sensor);
            if (!reading || !reading->criticalCelsius)
                continue;
            const double tripAt = *reading->criticalCelsius - marginCelsius_;
            if (reading->celsius >= tripAt) {
                trips.push_back({index, id, QLatin1String(metricInfo(sensor.reading).key), reading->celsius, tripAt});
                tuned_.remove(id);
                break;
            }
        }
    }
    return trips;
}

} // namespace rocmtune
