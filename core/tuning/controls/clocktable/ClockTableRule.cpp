// SPDX-License-Identifier: GPL-3.0-or-later
#include "core/tuning/controls/clocktable/ClockTableRule.h"

#include "core/tuning/TuningTr.h"
#include "core/tuning/controls/clockrange/ClockRangeValue.h"

#include <QCoreApplication>

namespace rocmtune {

namespace {
const ClockRangeControl *control(const ControlState &state, ClockDomain domain)
{
    return clockControl(state, domain);
}
} // namespace

void ClockTableRule::validate(const TuningValues &, const ControlState &state, const SafetyPolicy &, ValidationMode,
                              QVector<Refusal> *refusals) const
{
    if (!offered(state))
        refusals->push_back(unsupported(id(), state));
}

void ClockTableRule::capture(const ControlState &state, const TuningValues &, TuningValues *snapshot) const
{
    for (const ClockDomain domain : {ClockDomain::Gfx, ClockDomain::Memory}) {
        const ClockRangeControl *c = control(state, domain);
        if (c && c->rangeSettable)
            setClockRange(snapshot, domain, ClockRangeValue{c->currentMinMegahertz, c->currentMaxMegahertz});
    }
}

void ClockTableRule::defaults(const ControlState &state, TuningValues *out) const
{
    if (offered(state))
        out->perControl.set(ClockTableReset{});
}

WriteResult ClockTableRule::write(Backend &backend, int index, const TuningValues &) const
{
    return backend.resetClockTable(index);
}

std::optional<QString> ClockTableRule::verify(const TuningValues &, const ControlState &state) const
{
    bool any = false;
    for (const ClockDomain domain : {ClockDomain::Gfx, ClockDomain::Memory}) {
        const ClockRangeControl *c = control(state, domain);
        if (!c || !c->rangeSettable)
            continue;
        any = true;
        const QString name = domain == ClockDomain::Gfx ? TuningTr::tr("GFX clock") : TuningTr::tr("memory clock");
        if (c->currentMinMegahertz > c->currentMaxMegahertz)
            return TuningTr::tr("after the reset the driver reports %1 %2-%3 MHz, a minimum above the maximum")
                .arg(name).arg(c->currentMinMegahertz).arg(c->currentMaxMegahertz);
        if (c->currentMinMegahertz < c->allowedMinMegahertz || c->currentMaxMegahertz > c->allowedMaxMegahertz)
            return TuningTr::tr("after the reset the driver reports %1 %2-%3 MHz, outside the range it allows (%4-%5 MHz)")
                .arg(name).arg(c->currentMinMegahertz).arg(c->currentMaxMegahertz).arg(c->allowedMinMegahertz).arg(c->allowedMaxMegahertz);
    }
    if (!any)
        return TuningTr::tr("the overdrive clock table can no longer be read");
    return std::nullopt;
}

QString ClockTableRule::describeWritten(const TuningValues &, const ControlState &after) const
{
    TuningValues now;
    capture(after, TuningValues(), &now);
    return TuningTr::tr("%1 (the card's boot values)").arg(describeValue(id(), now));
}

} // namespace rocmtune
