// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "tuning/controls/ControlRule.h"

namespace rocmtune {

// pp_power_profile_mode: one of the profiles the card lists (e.g. COMPUTE).
class PowerProfileRule : public ControlRule
{
public:
    ControlId id() const override { return ControlId::PowerProfile; }
    bool requested(const TuningValues &values) const override { return values.powerProfile.has_value(); }
    void validate(const TuningValues &values, const ControlState &state, const SafetyPolicy &policy, ValidationMode mode,
                  QVector<Refusal> *refusals) const override;
    void capture(const ControlState &state, const TuningValues &request, TuningValues *snapshot) const override;
    void defaults(const ControlState &state, TuningValues *out) const override;
    WriteResult write(Backend &backend, int index, const TuningValues &values) const override;
    std::optional<QString> verify(const TuningValues &values, const ControlState &state) const override;
};

} // namespace rocmtune
