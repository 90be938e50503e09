// SPDX-License-Identifier: GPL-3.0-or-later
#include "ThermalWatchdog.h"

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
    static constexpr std::pair<MetricId, MetricId> kSensors[] = {
        {MetricId::TemperatureJunction, MetricId::TemperatureJunctionCritical},
        {MetricId::TemperatureEdge, MetricId::TemperatureEdgeCritical},
        {MetricId::TemperatureMemory, MetricId::TemperatureMemoryCritical},
    };
    QVector<Trip> trips;
    for (const Sample &sample : snapshot.samples) {
        const int index = sample.deviceIndex();
        if (index < 0 || index >= devices.size() || sample.state() != DeviceState::Ok)
            continue;
        const QString id = devices.at(index).stableId();
        if (!tuned_.contains(id))
            continue;
        for (const auto &[sensor, critical] : kSensors) {
            const auto temperature = sample.value(sensor);
            const auto limit = sample.value(critical);
            if (!temperature || !limit)
                continue;
            const double tripAt = *limit - marginCelsius_;
            if (*temperature >= tripAt) {
                trips.push_back({index, id, QLatin1String(metricInfo(sensor).key), *temperature, tripAt});
                tuned_.remove(id);
                break;
            }
        }
    }
    return trips;
}

} // namespace rocmtune
