// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "Sample.h"

#include <optional>

namespace rocmtune {

// A one-glance verdict on a device, for the colour of its entry in lists and
// the tray. Ordered from good to bad so callers can take the worst.
enum class DeviceHealth : unsigned char {
    Unknown, // no sample yet, or no temperature to judge by
    Ok,
    Warm,    // within the warning margin of a critical limit
    Hot,     // at or past a critical limit, or the driver reports thermal throttling
    Error,   // the last read failed
    Lost,    // the device vanished
};

struct HealthMargins {
    double warmBelowCriticalCelsius = 10; // "Warm" starts this far below critical
};

// Judges one sample. Temperatures are compared with the critical limit of
// the same sensor (edge, junction, memory) that the sample carries.
DeviceHealth deviceHealth(const Sample &sample, const HealthMargins &margins = {});

// The hottest temperature of a sample (junction, edge, memory; the highest
// valid one) and the critical limit of that sensor, if reported.
struct HottestSensor {
    MetricId sensor = MetricId::TemperatureEdge;
    double celsius = 0;
    std::optional<double> criticalCelsius;
};
std::optional<HottestSensor> hottestSensor(const Sample &sample);

// The critical limit that belongs to a temperature metric (edge -> edge critical ...).
std::optional<MetricId> criticalLimitOf(MetricId temperature);

} // namespace rocmtune
