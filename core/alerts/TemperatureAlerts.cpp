// SPDX-License-Identifier: GPL-3.0-or-later
#include "TemperatureAlerts.h"

#include "telemetry/DeviceHealth.h"

namespace rocmtune {

void TemperatureAlerts::setEnabled(bool enabled)
{
    enabled_ = enabled;
    if (!enabled)
        alerting_.clear();
}

bool TemperatureAlerts::isAlerting(int deviceIndex) const
{
    return deviceIndex >= 0 && deviceIndex < alerting_.size() && alerting_[deviceIndex];
}

QVector<TemperatureAlert> TemperatureAlerts::check(const Snapshot &snapshot)
{
    QVector<TemperatureAlert> raised;
    if (!enabled_)
        return raised;
    if (alerting_.size() < snapshot.samples.size())
        alerting_.resize(snapshot.samples.size(), false);
    for (const Sample &sample : snapshot.samples) {
        const int index = sample.deviceIndex();
        if (index < 0 || index >= alerting_.size() || sample.state() != DeviceState::Ok)
            continue;
        // The sensor closest to its own critical limit decides.
        std::optional<TemperatureAlert> closest;
        for (MetricId id : {MetricId::TemperatureEdge, MetricId::TemperatureJunction, MetricId::TemperatureMemory}) {
            const auto celsius = sample.value(id);
            const auto critical = sample.value(*criticalLimitOf(id));
            if (!celsius || !critical)
                continue;
            const TemperatureAlert candidate{index, id, *celsius, *critical - marginCelsius_, *critical};
            if (!closest || candidate.celsius - candidate.thresholdCelsius > closest->celsius - closest->thresholdCelsius)
                closest = candidate;
        }
        if (!closest)
            continue;
        if (!alerting_[index] && closest->celsius >= closest->thresholdCelsius) {
            alerting_[index] = true;
            raised.push_back(*closest);
        } else if (alerting_[index] && closest->celsius < closest->thresholdCelsius - rearmCelsius_) {
            alerting_[index] = false;
        }
    }
    return raised;
}

} // namespace rocmtune
