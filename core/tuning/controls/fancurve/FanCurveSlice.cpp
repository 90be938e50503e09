// SPDX-License-Identifier: GPL-3.0-or-later
// The fan curve's words, JSON slice and CLI option (--fan-curve T:P,...).
#include "FanCurveRule.h"

#include "tuning/JsonStrict.h"

#include <QCommandLineParser>
#include <QCoreApplication>
#include <QJsonArray>

namespace rocmtune {

namespace {
struct FanCurveSliceText {
    Q_DECLARE_TR_FUNCTIONS(Tuning)
};
struct FanCurveSliceCliText {
    Q_DECLARE_TR_FUNCTIONS(Cli)
};
const QLatin1String kFanCurveSliceJsonKey("fan_curve");
const QString kFanCurveSliceOption = QStringLiteral("fan-curve");
constexpr int kMaxPoints = 16;
} // namespace

QString FanCurveRule::title() const
{
    return FanCurveSliceText::tr("Fan curve");
}

QString FanCurveRule::describe(const TuningValues &values) const
{
    const FanCurveValue *v = values.perControl.get<FanCurveValue>();
    return v ? FanCurveSliceText::tr("fan curve %1").arg(fanCurveText(v->points)) : FanCurveSliceText::tr("fan curve unchanged");
}

QStringList FanCurveRule::jsonKeys() const
{
    return {kFanCurveSliceJsonKey};
}

void FanCurveRule::toJson(const TuningValues &values, QJsonObject *object) const
{
    const FanCurveValue *v = values.perControl.get<FanCurveValue>();
    if (!v)
        return;
    QJsonArray points;
    for (const FanCurvePoint &p : v->points)
        points.append(QJsonArray{p.temperatureCelsius, p.pwmPercent});
    object->insert(kFanCurveSliceJsonKey, points);
}

bool FanCurveRule::fromJson(const QJsonObject &object, TuningValues *values, QString *error) const
{
    if (!object.contains(kFanCurveSliceJsonKey))
        return true;
    const QJsonValue value = object.value(kFanCurveSliceJsonKey);
    const QString shape = FanCurveSliceText::tr("\"%1\" must be an array of up to %2 [°C, %] pairs of whole numbers (0-150 °C, 0-100 %).").arg(kFanCurveSliceJsonKey).arg(kMaxPoints);
    if (!value.isArray() || value.toArray().isEmpty() || value.toArray().size() > kMaxPoints) {
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
    values->perControl.set(curve);
    return true;
}

QList<QCommandLineOption> FanCurveRule::cliOptions() const
{
    return {{kFanCurveSliceOption, FanCurveSliceCliText::tr("Firmware fan curve: hotspot °C : duty % pairs, e.g. 40:20,55:35,70:55,85:80,95:100."), QStringLiteral("T:P,...")}};
}

bool FanCurveRule::fromCli(const QCommandLineParser &p, const ControlState &, TuningValues *values, QString *error) const
{
    if (!p.isSet(kFanCurveSliceOption))
        return true;
    const auto curve = fanCurveFromText(p.value(kFanCurveSliceOption));
    if (!curve) {
        *error = FanCurveSliceCliText::tr("--fan-curve must be T:P pairs separated by commas, e.g. 40:20,55:35,70:55,85:80,95:100.");
        return false;
    }
    values->perControl.set(FanCurveValue{*curve});
    return true;
}

} // namespace rocmtune
