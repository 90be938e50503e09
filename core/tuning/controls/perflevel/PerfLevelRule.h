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

    // PerfLevelSlice.cpp: words, JSON, CLI, apply order.
    QString title() const override;
    QString describe(const TuningValues &values) const override;
    QString describeState(const ControlState &state) const override;
    void extract(const TuningValues &from, TuningValues *to) const override { to->perfLevel = from.perfLevel; }
    void clear(TuningValues *values) const override { values->perfLevel.reset(); }
    bool offered(const ControlState &state) const override { return state.perfLevel.has_value(); }
    QStringList jsonKeys() const override;
    void toJson(const TuningValues &values, QJsonObject *object) const override;
    bool fromJson(const QJsonObject &object, TuningValues *values, QString *error) const override;
    void stateToJson(const ControlState &state, QJsonObject *controls) const override;
    QStringList showLines(const QJsonObject &controls, const QJsonObject &policy) const override;
    QList<QCommandLineOption> cliOptions() const override;
    bool fromCli(const QCommandLineParser &parser, const ControlState &state, TuningValues *values, QString *error) const override;
    // "manual" first (clock locks need it), any other level last: the clock
    // and profile setters switch the level to manual themselves.
    int applyOrder(const TuningValues &values) const override
    {
        return values.perfLevel && *values.perfLevel != PerfLevel::Manual ? 90 : 10;
    }
};

} // namespace rocmtune
