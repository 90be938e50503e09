// SPDX-License-Identifier: GPL-3.0-or-later
// The fan mode's words, JSON slice and CLI options (--fan-mode, --fan-speed).
#include "core/tuning/controls/fanmode/FanModeRule.h"

#include "core/backends/FanSettings.h"

#include "core/backends/FanBootCurve.h"
#include "core/i18n/CliTr.h"
#include "core/tuning/JsonStrict.h"
#include "core/tuning/TuningTr.h"

#include <QCommandLineParser>
#include <QJsonArray>

namespace rocmtune {

namespace {
const QLatin1String kModeKey("fan_mode");
const QLatin1String kSpeedKey("fan_speed_percent");
const QString kModeOption = QStringLiteral("fan-mode");
const QString kSpeedOption = QStringLiteral("fan-speed");
} // namespace

QString FanModeRule::title() const
{
    return TuningTr::tr("Fan mode");
}

QString FanModeRule::modeText(FanMode mode)
{
    // The Tuning view's fan mode list: Automatic, Fixed speed, Curve.
    switch (mode) {
    case FanMode::Fixed: return TuningTr::tr("Fixed speed");
    case FanMode::Curve: return TuningTr::tr("Curve");
    case FanMode::Auto: break;
    }
    return TuningTr::tr("Automatic");
}

QString FanModeRule::valueText(const TuningValues &values) const
{
    const FanModeValue *v = values.perControl.get<FanModeValue>();
    if (!v)
        return unchangedText();
    if (v->mode == FanMode::Fixed)
        return TuningTr::tr("Fixed speed %1").arg(percentText(v->speedPercent));
    return modeText(v->mode);
}

QStringList FanModeRule::jsonKeys() const
{
    return {kModeKey, kSpeedKey};
}

void FanModeRule::toJson(const TuningValues &values, QJsonObject *object) const
{
    const FanModeValue *v = values.perControl.get<FanModeValue>();
    if (!v)
        return;
    object->insert(kModeKey, QLatin1String(fanModeKey(v->mode)));
    if (v->mode == FanMode::Fixed)
        object->insert(kSpeedKey, v->speedPercent);
}

bool FanModeRule::fromJson(const QJsonObject &object, TuningValues *values, QString *error) const
{
    if (!object.contains(kModeKey)) {
        if (object.contains(kSpeedKey)) {
            *error = TuningTr::tr("\"%1\" needs \"%2\": \"fixed\".").arg(kSpeedKey, kModeKey);
            return false;
        }
        return true;
    }
    const QJsonValue m = object.value(kModeKey);
    const auto mode = m.isString() ? fanModeFromKey(m.toString()) : std::nullopt;
    if (!mode) {
        *error = TuningTr::tr("\"%1\" must be one of auto, curve, fixed.").arg(kModeKey);
        return false;
    }
    FanModeValue v{*mode, 0};
    if (*mode == FanMode::Fixed) {
        qint64 speed = 0;
        if (!json::wholeNumber(object.value(kSpeedKey), 0, 100, &speed)) {
            *error = TuningTr::tr("\"%1\" must be a whole percentage from 0 to 100 with \"%2\": \"fixed\".").arg(kSpeedKey, kModeKey);
            return false;
        }
        v.speedPercent = static_cast<int>(speed);
    } else if (object.contains(kSpeedKey)) {
        *error = TuningTr::tr("\"%1\" is only for \"%2\": \"fixed\".").arg(kSpeedKey, kModeKey);
        return false;
    }
    values->perControl.set(v);
    return true;
}

void FanModeRule::stateToJson(const ControlState &state, QJsonObject *controls) const
{
    const FanControl *fan = state.perControl.get<FanControl>();
    if (!fan)
        return;
    QJsonObject o;
    if (const auto mode = fanModeIn(*fan, state))
        o.insert(QStringLiteral("mode"), QLatin1String(fanModeKey(*mode)));
    o.insert(QStringLiteral("speed_percent"), fan->speedPercent ? QJsonValue(*fan->speedPercent) : QJsonValue());
    o.insert(QStringLiteral("rpm"), fan->rpm ? QJsonValue(*fan->rpm) : QJsonValue());
    if (fan->curve) {
        QJsonArray points;
        for (const FanCurvePoint &p : *fan->curve)
            points.append(QJsonArray{p.temperatureCelsius, p.pwmPercent});
        o.insert(QStringLiteral("curve"), points);
        o.insert(QStringLiteral("curve_temperature_range_c"), QJsonArray{fan->curveTemperatureRange.min, fan->curveTemperatureRange.max});
        o.insert(QStringLiteral("curve_pwm_range_percent"), QJsonArray{fan->curvePwmRange.min, fan->curvePwmRange.max});
    }
    auto value = [&](const char *key, const OdFanValue *v) {
        if (v)
            o.insert(QLatin1String(key), QJsonObject{{QStringLiteral("value"), v->value},
                                                     {QStringLiteral("min"), v->range.min},
                                                     {QStringLiteral("max"), v->range.max}});
    };
    value("zero_rpm", fan->zeroRpm ? &*fan->zeroRpm : nullptr);
    for (const FanSettingInfo &setting : fanSettings())
        value(setting.stateKey, fan->setting(setting.id));
    o.insert(QStringLiteral("manual_pwm"), fan->manualPwmSettable);
    controls->insert(QStringLiteral("fan"), o);
}

QStringList FanModeRule::showLines(const QJsonObject &controls, const QJsonObject &) const
{
    if (!controls.contains(QStringLiteral("fan")))
        return {};
    const QJsonObject f = controls.value(QStringLiteral("fan")).toObject();
    QStringList points;
    for (const QJsonValue &p : f.value(QStringLiteral("curve")).toArray())
        points << QStringLiteral("%1:%2").arg(p.toArray().at(0).toInt()).arg(p.toArray().at(1).toInt());
    const QJsonArray t = f.value(QStringLiteral("curve_temperature_range_c")).toArray();
    const QJsonArray d = f.value(QStringLiteral("curve_pwm_range_percent")).toArray();
    // The mode as the Tuning view names it, the option's word after it: "Automatic (auto), 51%".
    const QString modeKey = f.value(QStringLiteral("mode")).toString();
    const std::optional<FanMode> mode = fanModeFromKey(modeKey);
    QString line = CliTr::tr("Fan:            %1 (%2), %3")
                       .arg(mode ? modeText(*mode) : modeKey, modeKey,
                            f.value(QStringLiteral("speed_percent")).isDouble() ? percentText(f.value(QStringLiteral("speed_percent")).toInt())
                                                                               : CliTr::tr("N/A"));
    if (!points.isEmpty())
        line += CliTr::tr("; curve %1 (°C:%, allowed %2-%3 °C, %4-%5%)")
                    .arg(points.join(QLatin1Char(',')))
                    .arg(t.at(0).toInt())
                    .arg(t.at(1).toInt())
                    .arg(d.at(0).toInt())
                    .arg(d.at(1).toInt());
    if (f.value(QStringLiteral("zero_rpm")).isObject())
        line += f.value(QStringLiteral("zero_rpm")).toObject().value(QStringLiteral("value")).toInt() ? CliTr::tr("; zero-RPM on")
                                                                                                      : CliTr::tr("; zero-RPM off");
    return {line};
}

QList<QCommandLineOption> FanModeRule::cliOptions() const
{
    return {{kModeOption, CliTr::tr("Fan mode: auto (the firmware's control), curve (with --fan-curve) or fixed (with --fan-speed)."),
             QStringLiteral("MODE")},
            {kSpeedOption, CliTr::tr("Fixed fan duty cycle in percent (with --fan-mode fixed)."), QStringLiteral("PCT")}};
}

bool FanModeRule::fromCli(const QCommandLineParser &p, const ControlState &, TuningValues *values, QString *error) const
{
    if (!p.isSet(kModeOption)) {
        if (p.isSet(kSpeedOption)) {
            *error = CliTr::tr("--fan-speed needs --fan-mode fixed.");
            return false;
        }
        return true;
    }
    const auto mode = fanModeFromKey(p.value(kModeOption));
    if (!mode) {
        *error = CliTr::tr("--fan-mode must be auto, curve or fixed.");
        return false;
    }
    if (*mode == FanMode::Curve) {
        // The curve control carries it; "--fan-mode curve" only says so.
        if (!p.isSet(QStringLiteral("fan-curve")) || p.isSet(kSpeedOption)) {
            *error = CliTr::tr("--fan-mode curve needs --fan-curve T:P,... (and no --fan-speed).");
            return false;
        }
        return true;
    }
    FanModeValue v{*mode, 0};
    if (*mode == FanMode::Fixed) {
        std::optional<qint64> speed;
        if (!wholeNumberOption(p, kSpeedOption, 0, 100, &speed, error))
            return false;
        if (!speed) {
            *error = CliTr::tr("--fan-mode fixed needs --fan-speed PCT.");
            return false;
        }
        v.speedPercent = static_cast<int>(*speed);
    } else if (p.isSet(kSpeedOption)) {
        *error = CliTr::tr("--fan-speed is only for --fan-mode fixed.");
        return false;
    }
    values->perControl.set(v);
    return true;
}

} // namespace rocmtune
