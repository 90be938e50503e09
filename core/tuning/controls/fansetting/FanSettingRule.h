// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "backends/FanSettings.h"
#include "tuning/controls/ControlRule.h"

#include <QMap>

#include <optional>

namespace rocmtune {

// The rule of the single-value firmware fan settings of gpu_od/fan_ctrl
// (RDNA3/RDNA4, kernel 6.7+): one instance per row of the catalogue
// (backends/FanSettings.h: fan_minimum_pwm, fan_target_temperature,
// acoustic_limit_rpm_threshold, acoustic_target_rpm_threshold, ...). Each
// file prints its value and the OD_RANGE it accepts; a value is written as
// "N" then committed with "c", and the firmware's boot value comes back with
// "r" (Backend::setFanSetting). The row gives the keys, option, unit and
// words; this rule is the range check, snapshot, write, read-back, JSON and
// CLI they share.
//
// A value: a whole number inside the range the file states, or nullopt for
// the boot value (JSON "default", CLI "default"; what reset to defaults
// writes, since the boot value itself is not readable).

// The requested values of every fan setting, in one slot of
// TuningValues::perControl: an entry per requested setting.
struct FanSettingValues {
    QMap<ControlId, std::optional<int>> byControl;
    bool operator==(const FanSettingValues &other) const = default;
};

class FanSettingRule : public ControlRule
{
public:
    explicit FanSettingRule(const FanSettingInfo &setting)
        : setting_(setting)
    {}

    ControlId id() const override { return setting_.id; }
    QString title() const override;
    bool offered(const ControlState &state) const override;
    bool requested(const TuningValues &values) const override { return slot(values) != nullptr; }
    void extract(const TuningValues &from, TuningValues *to) const override;
    void clear(TuningValues *values) const override;
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
    QStringList jsonKeys() const override { return {QLatin1String(setting_.valuesKey)}; }
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
    void setSlot(TuningValues *values, std::optional<int> value) const;
    QString unit() const { return QString::fromUtf8(setting_.unit); }

private:
    // The value in `values`: nullptr when not requested; a null optional for
    // the boot value.
    const std::optional<int> *slot(const TuningValues &values) const;
    QString withUnit(int value) const { return QString::number(value) + unit(); }
    QString option() const { return QLatin1String(setting_.option); }

    const FanSettingInfo &setting_;
};

// A fan setting's value into `values` (nullopt: the boot value), by control.
void setFanSettingValue(TuningValues *values, ControlId id, std::optional<int> value);
// The value `values` requests for a fan setting: nullopt when it requests
// none; a null inner optional for the boot value.
std::optional<std::optional<int>> fanSettingValue(const TuningValues &values, ControlId id);

} // namespace rocmtune
