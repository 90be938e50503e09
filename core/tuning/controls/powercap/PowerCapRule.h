// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "core/tuning/controls/ControlRule.h"
#include "core/tuning/controls/powercap/PowerCapValue.h"

namespace rocmtune {

// Power cap (hwmon power1_cap). Driver: [min, max]. Policy: at most default
// cap + powerCapAboveDefaultPercent (the cap at boot when the driver has no
// default; see policyMaxMicrowatts). Read back within 1 W, because amdgpu
// keeps the cap in whole watts.
class PowerCapRule : public SlotControlRule<PowerCapValue>
{
public:
    static constexpr quint64 kReadBackToleranceMicrowatts = 1000000;

    ControlId id() const override { return ControlId::PowerCap; }
    void validate(const TuningValues &values, const ControlState &state, const SafetyPolicy &policy, ValidationMode mode,
                  QVector<Refusal> *refusals) const override;
    void capture(const ControlState &state, const TuningValues &request, TuningValues *snapshot) const override;
    void defaults(const ControlState &state, TuningValues *out) const override;
    WriteResult write(Backend &backend, int index, const TuningValues &values) const override;
    std::optional<QString> verify(const TuningValues &values, const ControlState &state) const override;

    // PowerCapSlice.cpp: words, JSON, CLI, apply order.
    QString title() const override;
    QString valueText(const TuningValues &values) const override;
    bool offered(const ControlState &state) const override { return state.perControl.has<PowerCapControl>(); }
    QStringList jsonKeys() const override;
    void toJson(const TuningValues &values, QJsonObject *object) const override;
    bool fromJson(const QJsonObject &object, TuningValues *values, QString *error) const override;
    void stateToJson(const ControlState &state, QJsonObject *controls) const override;
    QStringList showLines(const QJsonObject &controls, const QJsonObject &policy) const override;
    QList<QCommandLineOption> cliOptions() const override;
    bool fromCli(const QCommandLineParser &parser, const ControlState &state, TuningValues *values, QString *error) const override;
    int applyOrder(const TuningValues &) const override { return 70; }

    // The highest cap the policy allows for this card (never above the driver max).
    static quint64 policyMaxMicrowatts(const PowerCapControl &cap, const SafetyPolicy &policy);
};

} // namespace rocmtune
