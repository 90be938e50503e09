// SPDX-License-Identifier: GPL-3.0-or-later
// The simulated backend's compute processes (kept apart from the metric model).
#include "core/backends/simulated/SimulatedBackend.h"
#include "core/processes/ProcFs.h"

#include <unistd.h>

#include <algorithm>

namespace rocmtune {

std::optional<GpuProcessList> SimulatedBackend::readProcesses(int index)
{
    Slot *s = slot(index);
    if (!s || s->lost || s->failing)
        return std::nullopt; // nothing can be read from a lost or failing card
    SimulatedGpu *g = s->gpu.get();
    GpuProcessList list;
    // Real processes given to this GPU (ROCMTUNE_SIM_PROCESSES): named from
    // /proc like a real backend's, so a job's process is attributed to it.
    for (qint64 pid : options_.processes.value(s->number)) {
        GpuProcess real;
        real.pid = pid;
        list.push_back(real);
    }
    if (g->load() == SimulatedLoad::Idle)
        return list;
    Sample sample;
    g->fillSample(sample);
    const double busy = sample.valueOr(MetricId::GpuBusy, 0.0);
    const double vramUsed = sample.valueOr(MetricId::VramUsed, 0.0);

    GpuProcess p;
    p.simulated = true;
    p.nameVisible = true;
    p.uid = static_cast<uint>(::getuid());
    p.user = ProcFs::userName(*p.uid);
    p.cuOccupancyPercent = busy * 0.9; // kernels rarely fill every CU
    // The process owns what the card uses beyond the desktop's ~300 MiB.
    p.vramUsedBytes = static_cast<quint64>(std::max(0.0, vramUsed - 300.0 * 1024 * 1024));
    if (g->load() == SimulatedLoad::Training) {
        p.pid = kSimulatedPidBase + 1 + index;
        p.command = QStringLiteral("python3");
        p.commandLine = QStringLiteral("python3 train.py --simulated --local-rank %1").arg(index);
    } else {
        // One runner per GPU, as a stress test starts them (StressPlan: rocmtune-bench --device N).
        p.pid = kSimulatedPidBase + 100 + index;
        p.command = QStringLiteral("rocmtune-bench");
        p.commandLine = QStringLiteral("rocmtune-bench --simulated --device %1").arg(index);
    }
    list.push_back(p);
    return list;
}

} // namespace rocmtune
