// SPDX-License-Identifier: GPL-3.0-or-later
#include "core/health/HealthMonitor.h"

namespace rocmtune {

HealthMonitor::HealthMonitor(HealthConfig config, HealthSources sources) : config_(config), sources_(std::move(sources)) {}

const HealthReport &HealthMonitor::update(const DeviceList &devices, const Snapshot &snapshot, qint64 nowMs)
{
    if (lastSequence_ && *lastSequence_ == snapshot.sequence)
        return report_;
    lastSequence_ = snapshot.sequence;
    QStringList problems;
    const HealthInputs inputs = collectHealthInputs(devices, snapshot.samples, sources_, nowMs, &problems);
    report_ = evaluateHealth(inputs, config_, state_);
    return report_;
}

} // namespace rocmtune
