// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "core/tuning/controls/ControlRule.h"
#include "core/tuning/controls/voltagecurve/VoltageCurveValue.h"

namespace rocmtune {

// Vega20 / RDNA1 voltage curve: "vc N MHZ MV" per point then "c" in
// pp_od_clk_voltage, each point inside its own VDDC_CURVE_SCLK[N] /
// VDDC_CURVE_VOLT[N] range of OD_RANGE (lower millivolts at the same clock
// = undervolt). Its boot values are not readable: reset to defaults puts
// them back with the clock table reset ("r"), not through this control.
class VoltageCurveRule : public SlotControlRule<VoltageCurveValue>
{
public:
    ControlId id() const override { return ControlId::VoltageCurve; }
    bool offered(const ControlState &state) const override { return state.perControl.has<VoltageCurveControl>(); }
    void validate(const TuningValues &values, const ControlState &state, const SafetyPolicy &policy, ValidationMode mode,
                  QVector<Refusal> *refusals) const override;
    void capture(const ControlState &state, const TuningValues &request, TuningValues *snapshot) const override;
    void defaults(const ControlState &, TuningValues *) const override {}
    WriteResult write(Backend &backend, int index, const TuningValues &values) const override;
    std::optional<QString> verify(const TuningValues &values, const ControlState &state) const override;
    int applyOrder(const TuningValues &) const override { return 45; }

    // VoltageCurveSlice.cpp
    QString title() const override;
    QString valueText(const TuningValues &values) const override;
    QStringList jsonKeys() const override;
    void toJson(const TuningValues &values, QJsonObject *object) const override;
    bool fromJson(const QJsonObject &object, TuningValues *values, QString *error) const override;
    void stateToJson(const ControlState &state, QJsonObject *controls) const override;
    QStringList showLines(const QJsonObject &controls, const QJsonObject &policy) const override;
    QList<QCommandLineOption> cliOptions() const override;
    bool fromCli(const QCommandLineParser &parser, const ControlState &state, TuningValues *values, QString *error) const override;
};

} // namespace rocmtune
