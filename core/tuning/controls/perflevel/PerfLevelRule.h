// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "tuning/controls/ControlRule.h"

namespace rocmtune {

// power_dpm_force_performance_level: one of the levels the card lists.
class PerfLevelRule : public ControlRule
{
public:
    ControlId id() const override { return ControlId::PerfLevel; }
    bool requested(const TuningValues &values) const override { return values.perfLevel.has_value(); }
    void validate(const TuningValues &values, const ControlState &state, const SafetyPolicy &policy, ValidationMode mode,
                  QVector<Refusal> *refusals) const override;
    void capture(const ControlState &state, const TuningValues &request, TuningValues *snapshot) const override;
    void defaults(const ControlState &state, TuningValues *out) const override;
    WriteResult write(Backend &backend, int index, const TuningValues &values) const override;
    std::optional<QString> verify(const TuningValues &values, const ControlState &state) const override;
};

} // namespace rocmtune
