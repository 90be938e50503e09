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

    // PowerProfileSlice.cpp: words, JSON, CLI, apply order.
    QString title() const override;
    QString describe(const TuningValues &values) const override;
    QString describeState(const ControlState &state) const override;
    void extract(const TuningValues &from, TuningValues *to) const override { to->powerProfile = from.powerProfile; }
    void clear(TuningValues *values) const override { values->powerProfile.reset(); }
    bool offered(const ControlState &state) const override { return state.powerProfile.has_value(); }
    QStringList jsonKeys() const override;
    void toJson(const TuningValues &values, QJsonObject *object) const override;
    bool fromJson(const QJsonObject &object, TuningValues *values, QString *error) const override;
    void stateToJson(const ControlState &state, QJsonObject *controls) const override;
    QStringList showLines(const QJsonObject &controls, const QJsonObject &policy) const override;
    QList<QCommandLineOption> cliOptions() const override;
    bool fromCli(const QCommandLineParser &parser, const ControlState &state, TuningValues *values, QString *error) const override;
    int applyOrder(const TuningValues &) const override { return 60; }
};

} // namespace rocmtune
