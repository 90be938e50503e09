// SPDX-License-Identifier: GPL-3.0-or-later
// The fan curve's words, JSON slice and CLI option (--fan-curve T:P,...).
#include "core/tuning/controls/fancurve/FanCurveRule.h"

#include "core/i18n/CliTr.h"
#include "core/i18n/ListText.h"
#include "core/tuning/JsonStrict.h"
#include "core/tuning/TuningTr.h"

#include <QCommandLineParser>
#include <QCoreApplication>
#include <QJsonArray>

namespace rocmtune {

namespace {
const QLatin1String kFanCurveJsonKey("fan_curve");
const QLatin1String kSensorJsonKey("fan_curve_sensor");
const QString kFanCurveOption = QStringLiteral("fan-curve");
const QString kSensorOption = QStringLiteral("fan-curve-sensor");
constexpr int kFanCurveMaxPoints = 16;
} // namespace

const char *fanCurveSensorKey(FanCurveSensor sensor)
{
    return sensor == FanCurveSensor::Edge ? "edge" : "junction";
}

QString fanCurveSensorText(FanCurveSensor sensor)
{
    return sensor == FanCurveSensor::Edge ? TuningTr::tr("edge temperature") : TuningTr::tr("junction temperature");
}

std::optional<FanCurveSensor> fanCurveSensorFromKey(const QString &key)
{
    if (key == QLatin1String("junction"))
        return FanCurveSensor::Junction;
    if (key == QLatin1String("edge"))
        return FanCurveSensor::Edge;
    return std::nullopt;
}

QString FanCurveRule::title() const
{
    return TuningTr::tr("Fan curve");
}

QString FanCurveRule::valueText(const TuningValues &values) const
{
    const FanCurveValue *v = values.perControl.get<FanCurveValue>();
    if (!v)
        return unchangedText();
    QStringList points;
    for (const FanCurvePoint &p : v->points) {
        //: One point of a fan curve: "40 °C 30%"
        points << TuningTr::tr("%1 °C %2").arg(p.temperatureCelsius).arg(percentText(p.pwmPercent));
    }
    return v->sensor == FanCurveSensor::Edge ? TuningTr::tr("%1 (edge temperature)").arg(joinList(points)) : joinList(points);
}

QStringList FanCurveRule::jsonKeys() const
{
    return {kFanCurveJsonKey, kSensorJsonKey};
}

void FanCurveRule::toJson(const TuningValues &values, QJsonObject *object) const
{
    const FanCurveValue *v = values.perControl.get<FanCurveValue>();
    if (!v)
        return;
    QJsonArray points;
    for (const FanCurvePoint &p : v->points)
        points.append(QJsonArray{p.temperatureCelsius, p.pwmPercent});
    object->insert(kFanCurveJsonKey, points);
    if (v->sensor != FanCurveSensor::Junction) // absent: the hotspot, as the firmware curve
        object->insert(kSensorJsonKey, QLatin1String(fanCurveSensorKey(v->sensor)));
}

bool FanCurveRule::fromJson(const QJsonObject &object, TuningValues *values, QString *error) const
{
    if (!object.contains(kFanCurveJsonKey)) {
        if (object.contains(kSensorJsonKey)) {
            *error = TuningTr::tr("\"%1\" needs \"%2\" beside it.").arg(kSensorJsonKey, kFanCurveJsonKey);
            return false;
        }
        return true;
    }
    const QJsonValue value = object.value(kFanCurveJsonKey);
    const QString shape = TuningTr::tr("\"%1\" must be an array of up to %2 [°C, %] pairs of whole numbers (0-150 °C, 0-100%).").arg(kFanCurveJsonKey).arg(kFanCurveMaxPoints);
    if (!value.isArray() || value.toArray().isEmpty() || value.toArray().size() > kFanCurveMaxPoints) {
        *error = shape;
        return false;
    }
    FanCurveValue curve;
    for (const QJsonValue &item : value.toArray()) {
        const QJsonArray pair = item.toArray();
        qint64 t = 0, p = 0;
        if (!item.isArray() || pair.size() != 2 || !json::wholeNumber(pair.at(0), 0, 150, &t) || !json::wholeNumber(pair.at(1), 0, 100, &p)) {
            *error = shape;
            return false;
        }
        curve.points.push_back({static_cast<int>(t), static_cast<int>(p)});
    }
    if (object.contains(kSensorJsonKey)) {
        const auto sensor = fanCurveSensorFromKey(object.value(kSensorJsonKey).toString());
        if (!sensor) {
            *error = TuningTr::tr("\"%1\" must be \"junction\" or \"edge\".").arg(kSensorJsonKey);
            return false;
        }
        curve.sensor = *sensor;
    }
    values->perControl.set(curve);
    return true;
}

QList<QCommandLineOption> FanCurveRule::cliOptions() const
{
    return {{kFanCurveOption, CliTr::tr("Firmware fan curve: hotspot °C : duty % pairs, e.g. 40:20,55:35,70:55,85:80,95:100."), QStringLiteral("T:P,...")},
            {kSensorOption,
             CliTr::tr("The temperature the fan curve follows: junction (the hotspot; default) or edge. Only the software curve of a boot "
                         "profile on a card whose fan takes only a PWM value can follow edge."),
             QStringLiteral("junction|edge")}};
}

bool FanCurveRule::fromCli(const QCommandLineParser &p, const ControlState &, TuningValues *values, QString *error) const
{
    if (!p.isSet(kFanCurveOption)) {
        if (p.isSet(kSensorOption)) {
            *error = CliTr::tr("--fan-curve-sensor needs --fan-curve.");
            return false;
        }
        return true;
    }
    const auto curve = fanCurveFromText(p.value(kFanCurveOption));
    if (!curve) {
        *error = CliTr::tr("--fan-curve must be T:P pairs separated by commas, e.g. 40:20,55:35,70:55,85:80,95:100.");
        return false;
    }
    FanCurveValue value{*curve};
    if (p.isSet(kSensorOption)) {
        const auto sensor = fanCurveSensorFromKey(p.value(kSensorOption));
        if (!sensor) {
            *error = CliTr::tr("--fan-curve-sensor must be junction or edge.");
            return false;
        }
        value.sensor = *sensor;
    }
    values->perControl.set(value);
    return true;
}

} // namespace rocmtune
