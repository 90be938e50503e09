// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "core/tuning/controls/NumericControlRule.h"
#include "core/tuning/controls/voltageoffset/VoltageOffsetValue.h"

namespace rocmtune {

// RDNA3/RDNA4 GFX voltage offset ("vo N" + "c" in pp_od_clk_voltage), inside
// the VDDGFX_OFFSET line of OD_RANGE. Reset to defaults writes 0 mV. A
// numeric row (VoltageOffsetRule.cpp) with the words it has always had.
class VoltageOffsetRule : public NumericControlRule
{
public:
    VoltageOffsetRule();

    QString valueText(const TuningValues &values) const override;
    // "voltage_offset": {"current_mv", "min_mv", "max_mv"}.
    void stateToJson(const ControlState &state, QJsonObject *controls) const override;
    QStringList showLines(const QJsonObject &controls, const QJsonObject &policy) const override;

protected:
    NumericProblem rangeProblem(int value, const IntRange &range) const override;
    QString unreadable() const override;
    QString mismatch(int shown, int wanted) const override;
    QString jsonError() const override;
};

} // namespace rocmtune
