// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "core/telemetry/Sample.h"
#include "core/telemetry/TemperatureSensors.h"

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

// Judges one sample. Every guarded sensor of the catalogue
// (TemperatureSensors.h: junction, edge, memory, HBM stacks) is compared with
// its own critical limit, as far as the sample carries both. The hottest
// sensor of a sample is hottestSensorReading().
DeviceHealth deviceHealth(const Sample &sample, const HealthMargins &margins = {});

} // namespace rocmtune
