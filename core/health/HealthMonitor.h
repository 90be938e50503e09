// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "core/health/HealthCollector.h"
#include "core/health/HealthConfig.h"
#include "core/health/HealthRules.h"
#include "core/telemetry/Snapshot.h"

namespace rocmtune {

// The health model for a process that keeps running (the exporter): the
// same rules as `rocmtune-cli health` over each new snapshot, with the state
// between checks in memory (the GPUs seen at its start are the expected
// ones unless the configuration says how many). Resets come from the boot
// service's records only.
class HealthMonitor
{
public:
    HealthMonitor(HealthConfig config, HealthSources sources);

    // Evaluates once per new snapshot (by sequence); the same report again otherwise.
    const HealthReport &update(const DeviceList &devices, const Snapshot &snapshot, qint64 nowMs);

private:
    HealthConfig config_;
    HealthSources sources_;
    HealthState state_;
    HealthReport report_;
    std::optional<quint64> lastSequence_;
};

} // namespace rocmtune
