// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "core/tuning/controls/ChoiceControlRule.h"
#include "core/tuning/controls/ChoiceLabels.h"
#include "core/tuning/controls/perflevel/PerfLevelValue.h"

namespace rocmtune {

// power_dpm_force_performance_level: one of the levels the card lists.
class PerfLevelRule : public ChoiceControlRule<PerfLevel>
{
public:
    PerfLevelRule() : ChoiceControlRule({QLatin1String("perf_level"), QLatin1String("perf-level"), perfLevelKey, perfLevelFromKey, perfLevelChoiceText}) {}
    ControlId id() const override { return ControlId::PerfLevel; }
    QString title() const override;
    // "manual" first (clock locks need it), any other level last: the clock
    // and profile setters switch the level to manual themselves.
    int applyOrder(const TuningValues &values) const override
    {
        const PerfLevelValue *v = values.perControl.get<PerfLevelValue>();
        return v && v->choice != PerfLevel::Manual ? 90 : 10;
    }

    // A clock lock needs "manual": the level these values ask for, or, when
    // they ask for none, "manual" if the card is at another level and offers
    // it (the driver's clock setters switch to it themselves).
    static TuningValues withManualForClocks(const TuningValues &values, const ControlState &state);

protected:
    ChoiceWords words() const override; // PerfLevelSlice.cpp
    std::optional<PerfLevel> defaultChoice(const PerfLevelControl &state) const override;
    WriteResult writeChoice(Backend &backend, int index, PerfLevel level) const override;
};

} // namespace rocmtune
