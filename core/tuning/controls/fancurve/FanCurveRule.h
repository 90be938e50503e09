// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "core/tuning/controls/ControlRule.h"
#include "core/tuning/controls/fancurve/FanCurveValue.h"

namespace rocmtune {

// RDNA3/RDNA4 firmware fan curve (gpu_od/fan_ctrl/fan_curve): as many points
// as the driver prints, non-decreasing in temperature and duty, inside the
// file's OD_RANGE lines. Its snapshot is the fan as it was (FanModeRule::
// captureFan): a card on the firmware's own control gets "r" back, not a
// curve that happens to be printed.
class FanCurveRule : public SlotControlRule<FanCurveValue>
{
public:
    ControlId id() const override { return ControlId::FanCurve; }
    void validate(const TuningValues &values, const ControlState &state, const SafetyPolicy &policy, ValidationMode mode,
                  QVector<Refusal> *refusals) const override;
    void capture(const ControlState &state, const TuningValues &request, TuningValues *snapshot) const override;
    void defaults(const ControlState &, TuningValues *) const override {} // the fan mode's "auto" is the default
    WriteResult write(Backend &backend, int index, const TuningValues &values) const override;
    std::optional<QString> verify(const TuningValues &values, const ControlState &state) const override;

    // FanCurveSlice.cpp
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
