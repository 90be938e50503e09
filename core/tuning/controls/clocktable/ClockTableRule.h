// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "core/tuning/controls/ControlRule.h"
#include "core/tuning/controls/clocktable/ClockTableValue.h"

namespace rocmtune {

// "Reset to defaults" of the overdrive clock table: the driver puts the
// sclk/mclk min/max back to the values the card booted with (amdgpu:
// pp_od_clk_voltage "r" then "c"). Those boot values cannot be read in
// advance (they are not the DPM table's extent: an RX 7900 XTX boots with
// OD_SCLK 500-2500 MHz while its DPM table reaches 2526 MHz), so the reset
// is always written, and the read-back checks what can be checked: the table
// the driver shows afterwards lies inside OD_RANGE with min <= max. The
// snapshot holds the ranges before, so a rollback writes them back.
class ClockTableRule : public SlotControlRule<ClockTableReset>
{
public:
    ControlId id() const override { return ControlId::ClockTable; }
    void validate(const TuningValues &values, const ControlState &state, const SafetyPolicy &policy, ValidationMode mode,
                  QVector<Refusal> *refusals) const override;
    void capture(const ControlState &state, const TuningValues &request, TuningValues *snapshot) const override;
    void defaults(const ControlState &state, TuningValues *out) const override;
    WriteResult write(Backend &backend, int index, const TuningValues &values) const override;
    std::optional<QString> verify(const TuningValues &values, const ControlState &state) const override;

    // ClockTableSlice.cpp: words, JSON, apply order (no CLI option: part of "tuning reset").
    QString title() const override;
    // A snapshot: the ranges the reset replaces ("GFX clock: 800–2700 MHz; Memory
    // clock: ..."); a request: "Clock table: reset to the card's boot values".
    QString describe(const TuningValues &values) const override;
    QString valueText(const TuningValues &values) const override;
    bool offered(const ControlState &state) const override { return state.perControl.has<ClockTableControl>(); }
    QStringList jsonKeys() const override;
    void toJson(const TuningValues &values, QJsonObject *object) const override;
    bool fromJson(const QJsonObject &object, TuningValues *values, QString *error) const override;
    void stateToJson(const ControlState &state, QJsonObject *controls) const override;
    QStringList showLines(const QJsonObject &controls, const QJsonObject &policy) const override;
    int applyOrder(const TuningValues &) const override { return 20; }
    // The boot values are the driver's secret: never skipped.
    bool alreadyInPlace(const TuningValues &, const ControlState &) const override { return false; }
    // "sclk 500-2500 MHz, mclk 97-1249 MHz": what the driver shows after the reset.
    QString describeWritten(const TuningValues &values, const ControlState &after) const override;
};

} // namespace rocmtune
