// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "OverdriveValue.h"
#include "tuning/controls/ControlRule.h"

namespace rocmtune {

// pp_sclk_od: GFX overdrive in percent, 0 to the driver's maximum (20 on
// amdgpu), and at most the policy's maxOverdrivePercent for a request.
class OverdriveRule : public SlotControlRule<OverdriveValue>
{
public:
    ControlId id() const override { return ControlId::Overdrive; }
    void validate(const TuningValues &values, const ControlState &state, const SafetyPolicy &policy, ValidationMode mode,
                  QVector<Refusal> *refusals) const override;
    void capture(const ControlState &state, const TuningValues &request, TuningValues *snapshot) const override;
    void defaults(const ControlState &state, TuningValues *out) const override;
    WriteResult write(Backend &backend, int index, const TuningValues &values) const override;
    std::optional<QString> verify(const TuningValues &values, const ControlState &state) const override;

    // OverdriveSlice.cpp: words, JSON, CLI, apply order.
    QString title() const override;
    QString describe(const TuningValues &values) const override;
    QString describeState(const ControlState &state) const override;
    bool offered(const ControlState &state) const override { return state.perControl.has<OverdriveControl>(); }
    QStringList jsonKeys() const override;
    void toJson(const TuningValues &values, QJsonObject *object) const override;
    bool fromJson(const QJsonObject &object, TuningValues *values, QString *error) const override;
    void stateToJson(const ControlState &state, QJsonObject *controls) const override;
    QStringList showLines(const QJsonObject &controls, const QJsonObject &policy) const override;
    QList<QCommandLineOption> cliOptions() const override;
    bool fromCli(const QCommandLineParser &parser, const ControlState &state, TuningValues *values, QString *error) const override;
    int applyOrder(const TuningValues &) const override { return 50; }
};

} // namespace rocmtune
