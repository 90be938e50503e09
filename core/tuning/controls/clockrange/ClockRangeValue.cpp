// SPDX-License-Identifier: GPL-3.0-or-later
#include "core/tuning/controls/clockrange/ClockRangeValue.h"

namespace rocmtune {

namespace {
template<ClockDomain Domain>
std::optional<ClockLock<Domain>> lockIn(const TuningValues &values)
{
    return values.perControl.value<ClockLock<Domain>>();
}

template<ClockDomain Domain, class Change>
void changeLock(TuningValues *values, Change change)
{
    ClockLock<Domain> lock = values->perControl.value<ClockLock<Domain>>().value_or(ClockLock<Domain>{});
    change(lock);
    if (lock.range || lock.levelMask)
        values->perControl.set(lock);
    else
        values->perControl.remove<ClockLock<Domain>>();
}
} // namespace

std::optional<ClockRangeValue> clockRangeIn(const TuningValues &values, ClockDomain domain)
{
    if (domain == ClockDomain::Gfx) {
        const auto lock = lockIn<ClockDomain::Gfx>(values);
        return lock ? lock->range : std::nullopt;
    }
    const auto lock = lockIn<ClockDomain::Memory>(values);
    return lock ? lock->range : std::nullopt;
}

std::optional<quint64> dpmLevelMaskIn(const TuningValues &values, ClockDomain domain)
{
    if (domain == ClockDomain::Gfx) {
        const auto lock = lockIn<ClockDomain::Gfx>(values);
        return lock ? lock->levelMask : std::nullopt;
    }
    const auto lock = lockIn<ClockDomain::Memory>(values);
    return lock ? lock->levelMask : std::nullopt;
}

void setClockRange(TuningValues *values, ClockDomain domain, std::optional<ClockRangeValue> range)
{
    if (domain == ClockDomain::Gfx)
        changeLock<ClockDomain::Gfx>(values, [&](auto &lock) { lock.range = range; });
    else
        changeLock<ClockDomain::Memory>(values, [&](auto &lock) { lock.range = range; });
}

void setDpmLevelMask(TuningValues *values, ClockDomain domain, std::optional<quint64> mask)
{
    if (domain == ClockDomain::Gfx)
        changeLock<ClockDomain::Gfx>(values, [&](auto &lock) { lock.levelMask = mask; });
    else
        changeLock<ClockDomain::Memory>(values, [&](auto &lock) { lock.levelMask = mask; });
}

bool setsClocks(const TuningValues &values)
{
    return values.perControl.has<GfxClockLock>() || values.perControl.has<MemoryClockLock>();
}

} // namespace rocmtune
