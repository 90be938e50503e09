// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "VoltageOffsetValue.h"
#include "tuning/controls/ControlRule.h"

namespace rocmtune {

// RDNA3/RDNA4 GFX voltage offset ("vo N" + "c" in pp_od_clk_voltage), inside
// the VDDGFX_OFFSET line of OD_RANGE. Reset to defaults writes 0 mV.
class VoltageOffsetRule : public SlotControlRule<VoltageOffsetValue>
{
public:
    ControlId id() const override { return ControlId::VoltageOffset; }
    void validate(const TuningValues &values, const ControlState &state, const SafetyPolicy &policy, ValidationMode mode,
                  QVector<Refusal> *refusals) const override;
    void capture(const ControlState &state, const TuningValues &request, TuningValues *snapshot) const override;
    void defaults(const ControlState &state, TuningValues *out) const override;
    WriteResult write(Backend &backend, int index, const TuningValues &values) const override;
    std::optional<QString> verify(const TuningValues &values, const ControlState &state) const override;

    // VoltageOffsetSlice.cpp: words, JSON, CLI, apply order.
    QString title() const override;
    QString describe(const TuningValues &values) const override;
    QString describeState(const ControlState &state) const override;
    bool offered(const ControlState &state) const override;
    QStringList jsonKeys() const override;
    void toJson(const TuningValues &values, QJsonObject *object) const override;
    bool fromJson(const QJsonObject &object, TuningValues *values, QString *error) const override;
    void stateToJson(const ControlState &state, QJsonObject *controls) const override;
    QList<QCommandLineOption> cliOptions() const override;
    bool fromCli(const QCommandLineParser &parser, const ControlState &state, TuningValues *values, QString *error) const override;
    int applyOrder(const TuningValues &) const override { return 45; }
    QStringList showLines(const QJsonObject &controls, const QJsonObject &policy) const override;
};

} // namespace rocmtune
