// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "core/tuning/controls/ControlRule.h"
#include "core/tuning/controls/fanzerorpm/FanZeroRpmValue.h"

namespace rocmtune {

// gpu_od/fan_ctrl/fan_zero_rpm_enable (RDNA3/RDNA4, kernel 6.13+): 0 or 1
// within the file's ZERO_RPM_ENABLE range. Reset to defaults enables it (the
// driver's boot value on these cards).
class FanZeroRpmRule : public SlotControlRule<FanZeroRpmValue>
{
public:
    ControlId id() const override { return ControlId::FanZeroRpm; }
    void validate(const TuningValues &values, const ControlState &state, const SafetyPolicy &policy, ValidationMode mode,
                  QVector<Refusal> *refusals) const override;
    void capture(const ControlState &state, const TuningValues &request, TuningValues *snapshot) const override;
    void defaults(const ControlState &state, TuningValues *out) const override;
    WriteResult write(Backend &backend, int index, const TuningValues &values) const override;
    std::optional<QString> verify(const TuningValues &values, const ControlState &state) const override;

    QString title() const override;
    QString valueText(const TuningValues &values) const override;
    bool offered(const ControlState &state) const override;
    QStringList jsonKeys() const override;
    void toJson(const TuningValues &values, QJsonObject *object) const override;
    bool fromJson(const QJsonObject &object, TuningValues *values, QString *error) const override;
    void stateToJson(const ControlState &, QJsonObject *) const override {} // in the fan mode's "fan" object
    QList<QCommandLineOption> cliOptions() const override;
    bool fromCli(const QCommandLineParser &parser, const ControlState &state, TuningValues *values, QString *error) const override;
    int applyOrder(const TuningValues &) const override { return 80; }
    QStringList showLines(const QJsonObject &, const QJsonObject &) const override { return {}; } // in the fan mode's line
};

} // namespace rocmtune
