// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "core/tuning/TuningValues.h"

#include <optional>

namespace rocmtune {

struct ClockRangeValue {
    int minMegahertz = 0;
    int maxMegahertz = 0;
    bool operator==(const ClockRangeValue &other) const = default;
};

// The clock lock asked for in one domain (sclk or mclk): a min/max range or
// a selection of DPM levels (bit i selects level i); the rule refuses both
// at once. One slot type per domain in TuningValues::perControl. The driver
// state is ClockRangeControl (backends/DeviceControls.h, clockControl()).
template<ClockDomain Domain>
struct ClockLock {
    std::optional<ClockRangeValue> range;
    std::optional<quint64> levelMask;
    bool operator==(const ClockLock &other) const = default;
};
using GfxClockLock = ClockLock<ClockDomain::Gfx>;
using MemoryClockLock = ClockLock<ClockDomain::Memory>;

// The lock of a domain known at run time; setting both parts to nullopt
// removes the domain's value.
std::optional<ClockRangeValue> clockRangeIn(const TuningValues &values, ClockDomain domain);
std::optional<quint64> dpmLevelMaskIn(const TuningValues &values, ClockDomain domain);
void setClockRange(TuningValues *values, ClockDomain domain, std::optional<ClockRangeValue> range);
void setDpmLevelMask(TuningValues *values, ClockDomain domain, std::optional<quint64> mask);
// True when the values lock clocks (a range or DPM levels in either domain).
bool setsClocks(const TuningValues &values);

} // namespace rocmtune
