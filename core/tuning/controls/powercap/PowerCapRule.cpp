// SPDX-License-Identifier: GPL-3.0-or-later
#include "core/tuning/controls/powercap/PowerCapRule.h"

#include "core/tuning/TuningTr.h"

#include <QCoreApplication>
#include <QLocale>

#include <algorithm>
#include <cmath>

namespace rocmtune {

quint64 PowerCapRule::policyMaxMicrowatts(const PowerCapControl &cap, const SafetyPolicy &policy)
{
    // A fixed base, never the current cap (that would ratchet: +5 % of the
    // last raise each time). Without a driver default (older kernels) the
    // base is the cap this GPU had at boot, which TuningService records once
    // per boot; when that is not known either, the driver max is the only
    // limit (the helper, which enforces the policy, always knows it).
    const quint64 base = cap.defaultMicrowatts > 0 ? cap.defaultMicrowatts : policy.powerCapBootMicrowatts;
    if (base == 0)
        return cap.maxMicrowatts;
    const double limit = std::floor(static_cast<double>(base) * (1.0 + policy.powerCapAboveDefaultPercent / 100.0));
    return std::min(cap.maxMicrowatts, static_cast<quint64>(limit));
}

void PowerCapRule::validate(const TuningValues &values, const ControlState &state, const SafetyPolicy &policy,
                            ValidationMode mode, QVector<Refusal> *refusals) const
{
    const PowerCapControl *c = state.perControl.get<PowerCapControl>();
    if (!c) {
        refusals->push_back(unsupported(id(), state));
        return;
    }
    const PowerCapControl &cap = *c;
    const quint64 value = valueIn(values).microwatts;
    if (cap.maxMicrowatts == 0 || cap.minMicrowatts > cap.maxMicrowatts) {
        refusals->push_back({id(), QStringLiteral("driver_range"),
                             TuningTr::tr("The driver reports no usable power cap range (%1-%2 W); nothing is written.")
                                 .arg(watts(cap.minMicrowatts), watts(cap.maxMicrowatts))});
        return;
    }
    if (value < cap.minMicrowatts) {
        refusals->push_back({id(), QStringLiteral("driver_min"),
                             TuningTr::tr("Power cap %1 W is below the driver minimum of %2 W by %3 W.")
                                 .arg(watts(value), watts(cap.minMicrowatts), watts(cap.minMicrowatts - value))});
    }
    if (value > cap.maxMicrowatts) {
        refusals->push_back({id(), QStringLiteral("driver_max"),
                             TuningTr::tr("Power cap %1 W is above the driver maximum of %2 W by %3 W.")
                                 .arg(watts(value), watts(cap.maxMicrowatts), watts(value - cap.maxMicrowatts))});
        return;
    }
    if (mode != ValidationMode::Restore) {
        const quint64 limit = policyMaxMicrowatts(cap, policy);
        if (value > limit) {
            const QString percent = QLocale().toString(policy.powerCapAboveDefaultPercent);
            refusals->push_back({id(), QStringLiteral("policy_max"),
                                 cap.defaultMicrowatts > 0
                                     ? TuningTr::tr("Power cap %1 W is above the safety limit of %2 W (default %3 W + %4%) by %5 W.")
                                           .arg(watts(value), watts(limit), watts(cap.defaultMicrowatts), percent, watts(value - limit))
                                     : TuningTr::tr("Power cap %1 W is above the safety limit of %2 W (the cap at boot, %3 W, + %4%; the "
                                                "driver reports no default cap) by %5 W.")
                                           .arg(watts(value), watts(limit), watts(policy.powerCapBootMicrowatts), percent,
                                                watts(value - limit))});
        }
    }
}

void PowerCapRule::capture(const ControlState &state, const TuningValues &, TuningValues *snapshot) const
{
    if (const PowerCapControl *c = state.perControl.get<PowerCapControl>())
        snapshot->perControl.set(PowerCapValue{c->currentMicrowatts});
}

void PowerCapRule::defaults(const ControlState &state, TuningValues *out) const
{
    if (const PowerCapControl *c = state.perControl.get<PowerCapControl>(); c && c->defaultMicrowatts > 0)
        out->perControl.set(PowerCapValue{c->defaultMicrowatts});
}

WriteResult PowerCapRule::write(Backend &backend, int index, const TuningValues &values) const
{
    return backend.setPowerCap(index, valueIn(values).microwatts);
}

std::optional<QString> PowerCapRule::verify(const TuningValues &values, const ControlState &state) const
{
    const PowerCapControl *c = state.perControl.get<PowerCapControl>();
    if (!c)
        return TuningTr::tr("the power cap can no longer be read");
    const quint64 have = c->currentMicrowatts;
    const quint64 want = valueIn(values).microwatts;
    const quint64 diff = have > want ? have - want : want - have;
    if (diff >= kReadBackToleranceMicrowatts)
        return TuningTr::tr("the driver reports a power cap of %1 W instead of %2 W").arg(watts(have), watts(want));
    return std::nullopt;
}

} // namespace rocmtune
