// SPDX-License-Identifier: GPL-3.0-or-later
// The fan curve's words, JSON slice and CLI option (--fan-curve T:P,...).
#include "FanCurveRule.h"

#include "tuning/JsonStrict.h"

#include <QCommandLineParser>
#include <QCoreApplication>
#include <QJsonArray>

namespace rocmtune {

namespace {
struct Text {
    Q_DECLARE_TR_FUNCTIONS(Tuning)
};
struct CliText {
    Q_DECLARE_TR_FUNCTIONS(Cli)
};
const QLatin1String kJsonKey("fan_curve");
const QString kOption = QStringLiteral("fan-curve");
constexpr int kMaxPoints = 16;
} // namespace

QString FanCurveRule::title() const
{
    return Text::tr("Fan curve");
}

QString FanCurveRule::describe(const TuningValues &values) const
{
    const FanCurveValue *v = values.perControl.get<FanCurveValue>();
    return v ? Text::tr("fan curve %1").arg(fanCurveText(v->points)) : Text::tr("fan curve unchanged");
}

QStringList FanCurveRule::jsonKeys() const
{
    return {kJsonKey};
}

void FanCurveRule::toJson(const TuningValues &values, QJsonObject *object) const
{
    const FanCurveValue *v = values.perControl.get<FanCurveValue>();
    if (!v)
        return;
    QJsonArray points;
    for (const FanCurvePoint &p : v->points)
        points.append(QJsonArray{p.temperatureCelsius, p.pwmPercent});
    object->insert(kJsonKey, points);
}

bool FanCurveRule::fromJson(const QJsonObject &object, TuningValues *values, QString *error) const
{
    if (!object.contains(kJsonKey))
        return true;
    const QJsonValue value = object.value(kJsonKey);
    const QString shape = Text::tr("\"%1\" must be an array of up to %2 [°C, %] pairs of whole numbers (0-150 °C, 0-100 %).").arg(kJsonKey).arg(kMaxPoints);
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
    return {{kOption, CliText::tr("Firmware fan curve: hotspot °C : duty % pairs, e.g. 40:20,55:35,70:55,85:80,95:100."), QStringLiteral("T:P,...")}};
}

bool FanCurveRule::fromCli(const QCommandLineParser &p, const ControlState &, TuningValues *values, QString *error) const
{
    if (!p.isSet(kOption))
        return true;
    const auto curve = fanCurveFromText(p.value(kOption));
    if (!curve) {
        *error = CliText::tr("--fan-curve must be T:P pairs separated by commas, e.g. 40:20,55:35,70:55,85:80,95:100.");
        return false;
    }
    values->perControl.set(FanCurveValue{*curve});
    return true;
}

} // namespace rocmtune
