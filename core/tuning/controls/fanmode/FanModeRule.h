// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "core/tuning/controls/ControlRule.h"
#include "core/tuning/controls/fanmode/FanModeValue.h"

namespace rocmtune {

// Fan mode: back to automatic, or one fixed duty cycle within the range the
// card states (the firmware curve's PWM range, or 0-100 % for manual PWM).
// Reset to defaults puts the fan back to automatic.
class FanModeRule : public SlotControlRule<FanModeValue>
{
public:
    ControlId id() const override { return ControlId::FanMode; }
    void validate(const TuningValues &values, const ControlState &state, const SafetyPolicy &policy, ValidationMode mode,
                  QVector<Refusal> *refusals) const override;
    void capture(const ControlState &state, const TuningValues &request, TuningValues *snapshot) const override;
    void defaults(const ControlState &state, TuningValues *out) const override;
    WriteResult write(Backend &backend, int index, const TuningValues &values) const override;
    std::optional<QString> verify(const TuningValues &values, const ControlState &state) const override;

    // FanModeSlice.cpp
    QString title() const override;
    QString valueText(const TuningValues &values) const override;
    // "Automatic", "Fixed speed", "Curve": the Tuning view's fan mode list.
    static QString modeText(FanMode mode);
    bool offered(const ControlState &state) const override;
    QStringList jsonKeys() const override;
    void toJson(const TuningValues &values, QJsonObject *object) const override;
    bool fromJson(const QJsonObject &object, TuningValues *values, QString *error) const override;
    void stateToJson(const ControlState &state, QJsonObject *controls) const override;
    QList<QCommandLineOption> cliOptions() const override;
    bool fromCli(const QCommandLineParser &parser, const ControlState &state, TuningValues *values, QString *error) const override;
    int applyOrder(const TuningValues &) const override { return 80; }
    // The one "Fan:" line of `tuning show` (mode, duty, curve, zero-RPM), from the "fan" object.
    QStringList showLines(const QJsonObject &controls, const QJsonObject &policy) const override;

    // The fan as it is now, in the form a restore writes: Auto, Fixed at
    // its speed, or (a curve someone wrote) the curve itself as a FanCurveValue.
    static void captureFan(const FanControl &fan, const ControlState &state, TuningValues *snapshot);
};

} // namespace rocmtune
