// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "core/tuning/controls/NumericControlRule.h"
#include "core/tuning/controls/overdrive/OverdriveValue.h"

namespace rocmtune {

// pp_sclk_od: GFX overdrive in percent, 0 to the driver's maximum (20 on
// amdgpu), and at most the policy's maxOverdrivePercent for a request. A
// numeric row (OverdriveRule.cpp) with the words it has always had.
class OverdriveRule : public NumericControlRule
{
public:
    OverdriveRule();

    QString valueText(const TuningValues &values) const override;
    // "overdrive_percent": the current percent as a plain number.
    void stateToJson(const ControlState &state, QJsonObject *controls) const override;
    QStringList showLines(const QJsonObject &controls, const QJsonObject &policy) const override;

protected:
    NumericProblem rangeProblem(int value, const IntRange &range) const override;
    QString unreadable() const override;
    QString mismatch(int shown, int wanted) const override;
    QString jsonError() const override;
    QString cliError() const override;
};

} // namespace rocmtune
