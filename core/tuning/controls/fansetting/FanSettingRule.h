// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "tuning/controls/ControlRule.h"

#include <optional>

namespace rocmtune {

// The shared rule of the single-value firmware fan settings of
// gpu_od/fan_ctrl (RDNA3/RDNA4, kernel 6.7+): fan_minimum_pwm,
// fan_target_temperature, acoustic_limit_rpm_threshold and
// acoustic_target_rpm_threshold. Each file prints its value and the
// OD_RANGE it accepts; a value is written as "N" then committed with "c",
// and the firmware's boot value comes back with "r" (Backend::setFanSetting).
// Each setting is its own control in its own folder (fanminimumpwm/,
// fantargettemperature/, fanacousticlimit/, fanacoustictarget/) with a
// FanSettingSlotRule<ItsValue> and its words; this folder holds what they
// share: the range check, snapshot, write, read-back, JSON and CLI.
//
// A value: a whole number inside the range the file states, or nullopt for
// the boot value (JSON "default", CLI "default"; what reset to defaults
// writes, since the boot value itself is not readable).
class FanSettingRule : public ControlRule
{
public:
    struct Spec {
        ControlId id;
        FanSetting setting;
        QLatin1String jsonKey;  // in "values": "fan_minimum_pwm_percent" ...
        QLatin1String stateKey; // in the "fan" object of tuning show --json:
                                // "minimum_pwm_percent" ...
        QString option;         // rocmtune-cli tuning set --<option>
        QString unit;           // "%", " °C", " RPM" (after the number)
        int schemaMax;          // what any JSON may hold at most (the card's range decides)
    };
    explicit FanSettingRule(Spec spec)
        : spec_(std::move(spec))
    {}

    ControlId id() const override { return spec_.id; }
    bool offered(const ControlState &state) const override;
    void validate(const TuningValues &values, const ControlState &state, const SafetyPolicy &policy, ValidationMode mode,
                  QVector<Refusal> *refusals) const override;
    void capture(const ControlState &state, const TuningValues &request, TuningValues *snapshot) const override;
    void defaults(const ControlState &state, TuningValues *out) const override;
    WriteResult write(Backend &backend, int index, const TuningValues &values) const override;
    std::optional<QString> verify(const TuningValues &values, const ControlState &state) const override;
    // The boot value is not readable: "default" is always written.
    bool alreadyInPlace(const TuningValues &values, const ControlState &state) const override;
    QString describeWritten(const TuningValues &values, const ControlState &after) const override;

    QString describe(const TuningValues &values) const override;
    QString describeState(const ControlState &state) const override;
    QStringList jsonKeys() const override { return {spec_.jsonKey}; }
    void toJson(const TuningValues &values, QJsonObject *object) const override;
    bool fromJson(const QJsonObject &object, TuningValues *values, QString *error) const override;
    void stateToJson(const ControlState &, QJsonObject *) const override {} // in the fan mode's "fan" object
    QStringList showLines(const QJsonObject &controls, const QJsonObject &policy) const override;
    QList<QCommandLineOption> cliOptions() const override;
    bool fromCli(const QCommandLineParser &parser, const ControlState &state, TuningValues *values, QString *error) const override;
    int applyOrder(const TuningValues &) const override { return 80; }

    // The card's value and range of this setting; nullptr when it has none.
    const OdFanValue *settingIn(const ControlState &state) const;
    // Puts a value of this control into `values` (nullopt: the boot value);
    // for the editors, which know the control only by its id.
    virtual void setSlot(TuningValues *values, std::optional<int> value) const = 0;
    const QString &unit() const { return spec_.unit; }

protected:
    // The control's words: what the CLI option does (translated by the control).
    virtual QString cliDescription() const = 0;
    // The value in `values`: nullptr when not requested; a null optional for the
    // boot value.
    virtual const std::optional<int> *slot(const TuningValues &values) const = 0;

    QString withUnit(int value) const { return QString::number(value) + spec_.unit; }

private:
    Spec spec_;
};

// A FanSettingRule whose value is `Value` (a struct holding
// `std::optional<int> value`) in TuningValues::perControl.
template<class Value>
class FanSettingSlotRule : public FanSettingRule
{
public:
    using FanSettingRule::FanSettingRule;
    bool requested(const TuningValues &values) const override { return values.perControl.has<Value>(); }
    void extract(const TuningValues &from, TuningValues *to) const override { to->perControl.copyFrom<Value>(from.perControl); }
    void clear(TuningValues *values) const override { values->perControl.remove<Value>(); }

    void setSlot(TuningValues *values, std::optional<int> value) const override { values->perControl.set(Value{value}); }

protected:
    const std::optional<int> *slot(const TuningValues &values) const override
    {
        const Value *v = values.perControl.get<Value>();
        return v ? &v->value : nullptr;
    }
};

} // namespace rocmtune
