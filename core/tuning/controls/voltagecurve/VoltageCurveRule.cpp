// SPDX-License-Identifier: GPL-3.0-or-later
#include "core/tuning/controls/voltagecurve/VoltageCurveRule.h"

#include "core/tuning/TuningTr.h"

#include <QCoreApplication>

namespace rocmtune {

void VoltageCurveRule::validate(const TuningValues &values, const ControlState &state, const SafetyPolicy &, ValidationMode,
                                QVector<Refusal> *refusals) const
{
    const VoltageCurveControl *card = state.perControl.get<VoltageCurveControl>();
    if (!card) {
        refusals->push_back(unsupported(id(), state));
        return;
    }
    const QString problem = voltageCurveProblem(valueIn(values).points, *card);
    if (!problem.isEmpty())
        refusals->push_back({id(), QStringLiteral("od_range"), problem});
}

void VoltageCurveRule::capture(const ControlState &state, const TuningValues &, TuningValues *snapshot) const
{
    if (const VoltageCurveControl *card = state.perControl.get<VoltageCurveControl>())
        snapshot->perControl.set(VoltageCurveValue{card->points});
}

WriteResult VoltageCurveRule::write(Backend &backend, int index, const TuningValues &values) const
{
    return backend.setVoltageCurve(index, valueIn(values).points);
}

std::optional<QString> VoltageCurveRule::verify(const TuningValues &values, const ControlState &state) const
{
    const VoltageCurveControl *card = state.perControl.get<VoltageCurveControl>();
    if (!card)
        return TuningTr::tr("the voltage curve can no longer be read");
    if (card->points != valueIn(values).points)
        return TuningTr::tr("the card shows the voltage curve %1 instead of %2")
            .arg(voltageCurveText(card->points), voltageCurveText(valueIn(values).points));
    return std::nullopt;
}

} // namespace rocmtune
