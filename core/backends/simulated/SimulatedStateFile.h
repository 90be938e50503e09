// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QString>

namespace rocmtune {

class SimulatedGpu;

// Keeps the control settings of simulated GPUs in a JSON file, so that they
// outlive a process the way a real driver's settings do: one CLI run sets a
// power cap, the next one reads it back (and the tuning kill tests can check
// that a revert happened in another process). Telemetry is not persisted.
//   {"devices": {"0": {"power_cap_watts": 350, "sclk": [500, 2800], "mclk": [96, 1249],
//                      "perf_level": 3, "power_profile": 5, "overdrive_percent": 0,
//                      "fan_curve": "40:30,55:40,...", "fan_zero_rpm": true, "voltage_offset_mv": -50}}}
class SimulatedStateFile
{
public:
    explicit SimulatedStateFile(QString path) : path_(std::move(path)) {}

    const QString &path() const { return path_; }
    // Applies the stored settings of device `index` to gpu; false when there are none.
    bool load(int index, SimulatedGpu &gpu) const;
    // Stores the settings of device `index`, keeping the other devices' entries.
    bool save(int index, const SimulatedGpu &gpu) const;

private:
    QString path_;
};

} // namespace rocmtune
