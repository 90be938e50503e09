// SPDX-License-Identifier: GPL-3.0-or-later
// A runtime-suspended card (power/runtime_status = suspended) is not woken:
// it is read once a second, and only from files the memory manager answers
// (README.md, "Asleep cards").
#include "core/backends/rocm_smi/RocmSmiMetricReader.h"

namespace rocmtune {

bool RocmSmiMetricReader::readAsleep(Sample &sample)
{
    attachTable();
    amdgpu::GpuMetricsSources &table = device_.tick.table;
    const auto refresh = table.asleepTick(device_.samplesSinceLimits >= kLimitRefreshSamples);
    if (!refresh)
        return false;
    if (*refresh) {
        // mem_info_vram_used is answered by the memory manager, not the card.
        Sample fresh;
        errors_.clear();
        readFromFile(fresh, MetricId::VramUsed);
        copyLimits(fresh);
        table.asleepSample = fresh;
    }
    table.fillAsleep(sample);
    return true;
}

} // namespace rocmtune
