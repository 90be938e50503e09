// SPDX-License-Identifier: GPL-3.0-or-later
#include "core/tuning/controls/perflevel/PerfLevelRule.h"

#include "core/tuning/controls/clockrange/ClockRangeValue.h"

namespace rocmtune {

std::optional<PerfLevel> PerfLevelRule::defaultChoice(const PerfLevelControl &) const
{
    return PerfLevel::Auto;
}

WriteResult PerfLevelRule::writeChoice(Backend &backend, int index, PerfLevel level) const
{
    return backend.setPerfLevel(index, level);
}

TuningValues PerfLevelRule::withManualForClocks(const TuningValues &values, const ControlState &state)
{
    TuningValues effective = values;
    const PerfLevelControl *s = state.perControl.get<PerfLevelControl>();
    if (setsClocks(values) && !values.perControl.has<PerfLevelValue>() && s && s->supported.contains(PerfLevel::Manual))
        effective.perControl.set(PerfLevelValue{PerfLevel::Manual});
    return effective;
}

} // namespace rocmtune
