// SPDX-License-Identifier: GPL-3.0-or-later
// The voltage curve's words, JSON slice ("voltage_curve": [[MHz, mV], ...])
// and CLI option (--voltage-curve MHZ:MV,...).
#include "core/tuning/controls/voltagecurve/VoltageCurveRule.h"

#include "core/i18n/CliTr.h"
#include "core/i18n/ListText.h"
#include "core/tuning/JsonStrict.h"
#include "core/tuning/TuningTr.h"

#include <QCommandLineParser>
#include <QJsonArray>

namespace rocmtune {

namespace {
const QLatin1String kVoltageCurveJsonKey("voltage_curve");
const QString kVoltageCurveOption = QStringLiteral("voltage-curve");
// What any JSON may hold (the card's ranges decide): up to 8 points, clocks
// to 5000 MHz, voltages to 2000 mV.
constexpr int kVoltageCurveMaxPoints = 8;
constexpr qint64 kMaxMegahertz = 5000;
constexpr qint64 kMaxMillivolts = 2000;

QString rangesText(const QJsonArray &ranges)
{
    QStringList parts;
    for (const QJsonValue &r : ranges)
        parts << QStringLiteral("%1-%2").arg(r.toArray().at(0).toInt()).arg(r.toArray().at(1).toInt());
    return parts.join(QLatin1Char(','));
}
} // namespace

QString VoltageCurveRule::title() const
{
    return TuningTr::tr("Voltage curve");
}

QString VoltageCurveRule::valueText(const TuningValues &values) const
{
    const VoltageCurveValue *v = values.perControl.get<VoltageCurveValue>();
    if (!v)
        return unchangedText();
    QStringList points;
    for (const VoltageCurvePoint &p : v->points) {
        //: One point of a voltage curve: "1800 MHz at 1050 mV"
        points << TuningTr::tr("%1 MHz at %2 mV").arg(p.clockMegahertz).arg(p.millivolts);
    }
    return joinList(points);
}

QStringList VoltageCurveRule::jsonKeys() const
{
    return {kVoltageCurveJsonKey};
}

void VoltageCurveRule::toJson(const TuningValues &values, QJsonObject *object) const
{
    const VoltageCurveValue *v = values.perControl.get<VoltageCurveValue>();
    if (!v)
        return;
    QJsonArray points;
    for (const VoltageCurvePoint &p : v->points)
        points.append(QJsonArray{p.clockMegahertz, p.millivolts});
    object->insert(kVoltageCurveJsonKey, points);
}

bool VoltageCurveRule::fromJson(const QJsonObject &object, TuningValues *values, QString *error) const
{
    if (!object.contains(kVoltageCurveJsonKey))
        return true;
    const QString message = TuningTr::tr("\"%1\" must be 1 to %2 [MHz, mV] pairs of whole numbers (at most %3 MHz and %4 mV).")
                                .arg(kVoltageCurveJsonKey)
                                .arg(kVoltageCurveMaxPoints)
                                .arg(kMaxMegahertz)
                                .arg(kMaxMillivolts);
    const QJsonValue v = object.value(kVoltageCurveJsonKey);
    if (!v.isArray() || v.toArray().isEmpty() || v.toArray().size() > kVoltageCurveMaxPoints) {
        *error = message;
        return false;
    }
    VoltageCurve curve;
    for (const QJsonValue &p : v.toArray()) {
        const QJsonArray pair = p.toArray();
        qint64 mhz = 0, mv = 0;
        if (!p.isArray() || pair.size() != 2 || !json::wholeNumber(pair.at(0), 0, kMaxMegahertz, &mhz)
            || !json::wholeNumber(pair.at(1), 0, kMaxMillivolts, &mv)) {
            *error = message;
            return false;
        }
        curve.push_back({static_cast<int>(mhz), static_cast<int>(mv)});
    }
    values->perControl.set(VoltageCurveValue{curve});
    return true;
}

void VoltageCurveRule::stateToJson(const ControlState &state, QJsonObject *controls) const
{
    const VoltageCurveControl *c = state.perControl.get<VoltageCurveControl>();
    if (!c)
        return;
    QJsonArray points, clocks, volts;
    for (int i = 0; i < c->points.size(); ++i) {
        points.append(QJsonArray{c->points[i].clockMegahertz, c->points[i].millivolts});
        clocks.append(QJsonArray{c->clockRangesMegahertz.value(i).min, c->clockRangesMegahertz.value(i).max});
        volts.append(QJsonArray{c->voltageRangesMillivolts.value(i).min, c->voltageRangesMillivolts.value(i).max});
    }
    controls->insert(kVoltageCurveJsonKey, QJsonObject{{QStringLiteral("points"), points},
                                           {QStringLiteral("clock_ranges_mhz"), clocks},
                                           {QStringLiteral("voltage_ranges_mv"), volts}});
}

QStringList VoltageCurveRule::showLines(const QJsonObject &controls, const QJsonObject &) const
{
    if (!controls.contains(kVoltageCurveJsonKey))
        return {};
    const QJsonObject o = controls.value(kVoltageCurveJsonKey).toObject();
    QStringList points;
    for (const QJsonValue &p : o.value(QStringLiteral("points")).toArray())
        points << QStringLiteral("%1:%2").arg(p.toArray().at(0).toInt()).arg(p.toArray().at(1).toInt());
    return {CliTr::tr("Voltage curve:  %1 (MHz:mV; driver MHz %2, mV %3)")
                .arg(points.join(QLatin1Char(',')), rangesText(o.value(QStringLiteral("clock_ranges_mhz")).toArray()),
                     rangesText(o.value(QStringLiteral("voltage_ranges_mv")).toArray()))};
}

QList<QCommandLineOption> VoltageCurveRule::cliOptions() const
{
    return {{kVoltageCurveOption,
             CliTr::tr("Vega20 / RDNA1 voltage curve, every point as MHz:mV in the driver's order (e.g. 808:740,1304:820,1801:1050; "
                         "lower mV at the same MHz undervolts), each inside its OD_RANGE."),
             QStringLiteral("MHZ:MV,...")}};
}

bool VoltageCurveRule::fromCli(const QCommandLineParser &parser, const ControlState &, TuningValues *values, QString *error) const
{
    if (!parser.isSet(kVoltageCurveOption))
        return true;
    const auto curve = voltageCurveFromText(parser.value(kVoltageCurveOption));
    if (!curve || curve->isEmpty() || curve->size() > kVoltageCurveMaxPoints) {
        *error = CliTr::tr("--voltage-curve must be MHZ:MV pairs separated by commas, e.g. 808:740,1304:820,1801:1050.");
        return false;
    }
    values->perControl.set(VoltageCurveValue{*curve});
    return true;
}

} // namespace rocmtune
