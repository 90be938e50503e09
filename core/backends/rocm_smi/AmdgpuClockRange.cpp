// SPDX-License-Identifier: GPL-3.0-or-later
#include "core/backends/rocm_smi/AmdgpuClockRange.h"

#include <algorithm>

namespace rocmtune::amdgpu {

ClockRangeControl clockRangeControl(const QVector<int> &levelsMegahertz, int currentLevelIndex, const std::optional<OdClockTable> &od,
                                    ClockDomain domain)
{
    ClockRangeControl c;
    c.dpmLevelsMegahertz = levelsMegahertz;
    if (!levelsMegahertz.isEmpty()) {
        const auto [low, high] = std::minmax_element(levelsMegahertz.cbegin(), levelsMegahertz.cend());
        c.allowedMinMegahertz = *low;
        c.allowedMaxMegahertz = *high;
    }
    c.currentMinMegahertz = c.allowedMinMegahertz;
    c.currentMaxMegahertz = c.allowedMaxMegahertz;
    if (currentLevelIndex >= 0 && currentLevelIndex < levelsMegahertz.size())
        c.currentLevelIndex = currentLevelIndex;
    if (!od)
        return c;
    const bool memory = domain == ClockDomain::Memory;
    if (const auto &current = memory ? od->mclk : od->sclk) {
        c.currentMinMegahertz = current->minMegahertz;
        c.currentMaxMegahertz = current->maxMegahertz;
    }
    if (const auto &range = memory ? od->mclkRange : od->sclkRange) {
        c.allowedMinMegahertz = range->minMegahertz;
        c.allowedMaxMegahertz = range->maxMegahertz;
    }
    c.rangeSettable = (memory ? od->mclkWritable : od->sclkWritable) && !od->perStateVoltages;
    return c;
}

int currentLevelIndex(const DpmTable &table)
{
    int index = 0;
    for (const DpmLevel &level : table.levels) {
        if (level.deepSleep)
            continue;
        if (level.current)
            return index;
        ++index;
    }
    return -1;
}

} // namespace rocmtune::amdgpu
