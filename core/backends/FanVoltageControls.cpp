// SPDX-License-Identifier: GPL-3.0-or-later
#include "core/backends/FanVoltageControls.h"

#include "core/tuning/TuningTr.h"

#include <QCoreApplication>
#include <QStringList>

namespace rocmtune {

const char *fanModeKey(FanMode mode)
{
    switch (mode) {
    case FanMode::Auto: return "auto";
    case FanMode::Curve: return "curve";
    case FanMode::Fixed: return "fixed";
    }
    return "auto";
}

std::optional<FanMode> fanModeFromKey(const QString &key)
{
    for (FanMode mode : {FanMode::Auto, FanMode::Curve, FanMode::Fixed}) {
        if (key.compare(QLatin1String(fanModeKey(mode)), Qt::CaseInsensitive) == 0)
            return mode;
    }
    return std::nullopt;
}

const OdFanValue *FanControl::setting(ControlId id) const
{
    const auto it = settings.constFind(id);
    return it == settings.constEnd() ? nullptr : &*it;
}

bool FanControl::curveIsFirmwareDefault() const
{
    if (!curve)
        return false;
    for (const FanCurvePoint &p : *curve) {
        if (p.temperatureCelsius != 0 || p.pwmPercent != 0)
            return false;
    }
    return true;
}

std::optional<FanMode> FanControl::mode() const
{
    if (curve) {
        if (curveIsFirmwareDefault() || curve->isEmpty())
            return FanMode::Auto;
        for (const FanCurvePoint &p : *curve) {
            if (p.pwmPercent != curve->front().pwmPercent)
                return FanMode::Curve;
        }
        return FanMode::Fixed;
    }
    if (manualPwmActive)
        return *manualPwmActive ? FanMode::Fixed : FanMode::Auto;
    return std::nullopt;
}

QString fanCurveProblem(const FanCurve &curve, const IntRange &temperatures, const IntRange &pwm, int pointCount)
{
    if (curve.size() != pointCount)
        return TuningTr::tr("A fan curve needs %1 points, not %2.").arg(pointCount).arg(curve.size());
    for (int i = 0; i < curve.size(); ++i) {
        const FanCurvePoint &p = curve[i];
        if (!temperatures.contains(p.temperatureCelsius))
            return TuningTr::tr("Fan curve point %1: %2 °C is outside the driver's range of %3-%4 °C.")
                .arg(i + 1).arg(p.temperatureCelsius).arg(temperatures.min).arg(temperatures.max);
        if (!pwm.contains(p.pwmPercent))
            return TuningTr::tr("Fan curve point %1: %2% is outside the driver's range of %3-%4%.")
                .arg(i + 1).arg(p.pwmPercent).arg(pwm.min).arg(pwm.max);
        if (i > 0 && p.temperatureCelsius < curve[i - 1].temperatureCelsius)
            return TuningTr::tr("Fan curve point %1: %2 °C is below the %3 °C of the point before; temperatures must not decrease.")
                .arg(i + 1).arg(p.temperatureCelsius).arg(curve[i - 1].temperatureCelsius);
        if (i > 0 && p.pwmPercent < curve[i - 1].pwmPercent)
            return TuningTr::tr("Fan curve point %1: %2% is below the %3% of the point before; fan speeds must not decrease.")
                .arg(i + 1).arg(p.pwmPercent).arg(curve[i - 1].pwmPercent);
    }
    return QString();
}

QString fanCurveText(const FanCurve &curve)
{
    QStringList parts;
    for (const FanCurvePoint &p : curve)
        parts << QStringLiteral("%1:%2").arg(p.temperatureCelsius).arg(p.pwmPercent);
    return parts.join(QLatin1Char(','));
}

std::optional<FanCurve> fanCurveFromText(const QString &text)
{
    FanCurve curve;
    const QStringList points = text.split(QLatin1Char(','), Qt::SkipEmptyParts);
    if (points.isEmpty() || points.size() > 16)
        return std::nullopt;
    for (const QString &point : points) {
        const QStringList parts = point.trimmed().split(QLatin1Char(':'));
        if (parts.size() != 2)
            return std::nullopt;
        bool okT = false, okP = false;
        const int t = parts[0].trimmed().toInt(&okT);
        const int p = parts[1].trimmed().remove(QLatin1Char('%')).toInt(&okP);
        if (!okT || !okP || t < -300 || t > 1000 || p < 0 || p > 1000)
            return std::nullopt;
        curve.push_back({t, p});
    }
    return curve;
}

QString voltageCurveProblem(const VoltageCurve &curve, const VoltageCurveControl &card)
{
    const int n = static_cast<int>(card.points.size());
    if (curve.size() != n || card.clockRangesMegahertz.size() != n || card.voltageRangesMillivolts.size() != n)
        return TuningTr::tr("The voltage curve needs %1 points (MHz:mV).").arg(n);
    for (int i = 0; i < n; ++i) {
        const IntRange &c = card.clockRangesMegahertz[i];
        const IntRange &v = card.voltageRangesMillivolts[i];
        if (!c.contains(curve[i].clockMegahertz))
            return TuningTr::tr("Voltage curve point %1: %2 MHz is outside the range %3-%4 MHz the driver states.")
                .arg(i)
                .arg(curve[i].clockMegahertz)
                .arg(c.min)
                .arg(c.max);
        if (!v.contains(curve[i].millivolts))
            return TuningTr::tr("Voltage curve point %1: %2 mV is outside the range %3-%4 mV the driver states.")
                .arg(i)
                .arg(curve[i].millivolts)
                .arg(v.min)
                .arg(v.max);
        // A curve, as the fan curve is: a higher clock never gets less voltage than a lower one (the classic
        // way to crash), and the points stay in order of clock.
        if (i > 0 && curve[i].clockMegahertz <= curve[i - 1].clockMegahertz)
            return TuningTr::tr("Voltage curve point %1: %2 MHz is not above the %3 MHz of the point before; clocks must rise "
                                              "from point to point.")
                .arg(i)
                .arg(curve[i].clockMegahertz)
                .arg(curve[i - 1].clockMegahertz);
        if (i > 0 && curve[i].millivolts < curve[i - 1].millivolts)
            return TuningTr::tr("Voltage curve point %1: %2 mV is below the %3 mV of the point before; voltages must not fall "
                                              "from point to point.")
                .arg(i)
                .arg(curve[i].millivolts)
                .arg(curve[i - 1].millivolts);
    }
    return QString();
}

QString voltageCurveText(const VoltageCurve &curve)
{
    QStringList parts;
    for (const VoltageCurvePoint &p : curve)
        parts << QStringLiteral("%1:%2").arg(p.clockMegahertz).arg(p.millivolts);
    return parts.join(QLatin1Char(','));
}

std::optional<VoltageCurve> voltageCurveFromText(const QString &text)
{
    VoltageCurve curve;
    for (const QString &part : text.split(QLatin1Char(','))) {
        const QStringList pair = part.trimmed().split(QLatin1Char(':'));
        bool okClock = false, okVolt = false;
        if (pair.size() != 2)
            return std::nullopt;
        const int clock = pair[0].trimmed().toInt(&okClock);
        const int volt = pair[1].trimmed().toInt(&okVolt);
        if (!okClock || !okVolt)
            return std::nullopt;
        curve.push_back({clock, volt});
    }
    return curve;
}

} // namespace rocmtune
