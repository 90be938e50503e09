// SPDX-License-Identifier: GPL-3.0-or-later
#include "VoltageOffsetRule.h"

#include "tuning/TuningTr.h"

#include <QCoreApplication>

namespace rocmtune {

namespace {
const VoltageOffsetControl *offsetIn(const ControlState &state)
{
    return state.perControl.get<VoltageOffsetControl>();
}
} // namespace

bool VoltageOffsetRule::offered(const ControlState &state) const
{
    const VoltageOffsetControl *c = offsetIn(state);
    return c && c->allowedMillivolts.min < c->allowedMillivolts.max;
}

void VoltageOffsetRule::validate(const TuningValues &values, const ControlState &state, const SafetyPolicy &, ValidationMode,
                                 QVector<Refusal> *refusals) const
{
    if (!offered(state)) {
        refusals->push_back(unsupported(id(), state));
        return;
    }
    const IntRange range = offsetIn(state)->allowedMillivolts;
    const int mv = valueIn(values).millivolts;
    if (mv < range.min)
        refusals->push_back({id(), QStringLiteral("driver_min"),
                             TuningTr::tr("Voltage offset %1 mV is below the driver's minimum of %2 mV by %3 mV.")
                                 .arg(mv).arg(range.min).arg(range.min - mv)});
    else if (mv > range.max)
        refusals->push_back({id(), QStringLiteral("driver_max"),
                             TuningTr::tr("Voltage offset %1 mV is above the driver's maximum of %2 mV by %3 mV.")
                                 .arg(mv).arg(range.max).arg(mv - range.max)});
}

void VoltageOffsetRule::capture(const ControlState &state, const TuningValues &, TuningValues *snapshot) const
{
    if (const VoltageOffsetControl *c = offsetIn(state))
        snapshot->perControl.set(VoltageOffsetValue{c->currentMillivolts});
}

void VoltageOffsetRule::defaults(const ControlState &state, TuningValues *out) const
{
    if (offered(state) && offsetIn(state)->allowedMillivolts.contains(0))
        out->perControl.set(VoltageOffsetValue{0});
}

WriteResult VoltageOffsetRule::write(Backend &backend, int index, const TuningValues &values) const
{
    return backend.setVoltageOffset(index, valueIn(values).millivolts);
}

std::optional<QString> VoltageOffsetRule::verify(const TuningValues &values, const ControlState &state) const
{
    const VoltageOffsetControl *c = offsetIn(state);
    if (!c)
        return TuningTr::tr("the voltage offset can no longer be read");
    if (c->currentMillivolts != valueIn(values).millivolts)
        return TuningTr::tr("the driver reports a voltage offset of %1 mV instead of %2 mV").arg(c->currentMillivolts).arg(valueIn(values).millivolts);
    return std::nullopt;
}

} // namespace rocmtune
