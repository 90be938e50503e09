// SPDX-License-Identifier: GPL-3.0-or-later
#include "core/tuning/policy/FanLimits.h"

#include "core/tuning/TuningTr.h"

#include <QCoreApplication>
#include <QLocale>

#include <algorithm>
#include <cmath>

namespace rocmtune {

namespace {
QString celsiusText(double celsius)
{
    return QLocale().toString(celsius, 'g', 4);
}
} // namespace

int fanCurveDutyAt(const FanCurve &curve, double celsius)
{
    if (curve.isEmpty())
        return 100;
    if (celsius <= curve.front().temperatureCelsius)
        return curve.front().pwmPercent;
    for (int i = 1; i < curve.size(); ++i) {
        const FanCurvePoint &a = curve[i - 1];
        const FanCurvePoint &b = curve[i];
        if (celsius > b.temperatureCelsius)
            continue;
        if (b.temperatureCelsius == a.temperatureCelsius)
            return b.pwmPercent;
        const double t = (celsius - a.temperatureCelsius) / static_cast<double>(b.temperatureCelsius - a.temperatureCelsius);
        return static_cast<int>(std::lround(a.pwmPercent + t * (b.pwmPercent - a.pwmPercent)));
    }
    return curve.back().pwmPercent;
}

int FanLimits::fixedMinimumPercent() const
{
    return std::max(minPercent, hotMinPercent);
}

int FanLimits::minimumPercentAt(std::optional<double> hottestCelsius) const
{
    const bool hot = !hottestCelsius || *hottestCelsius >= hotCelsius;
    return hot ? std::max(minPercent, hotMinPercent) : minPercent;
}

FanLimits FanLimits::stricter(const FanLimits &other) const
{
    FanLimits l;
    l.minPercent = std::max(minPercent, other.minPercent);
    l.hotMinPercent = std::max(hotMinPercent, other.hotMinPercent);
    // A lower threshold is stricter only where a hot minimum exists.
    if (hotMinPercent > 0 && other.hotMinPercent > 0)
        l.hotCelsius = std::min(hotCelsius, other.hotCelsius);
    else
        l.hotCelsius = hotMinPercent > 0 ? hotCelsius : other.hotMinPercent > 0 ? other.hotCelsius : std::min(hotCelsius, other.hotCelsius);
    return l;
}

QString FanLimits::fixedSpeedLimitKey(int percent) const
{
    return percent < minPercent ? QStringLiteral("fan_min") : QStringLiteral("fan_hot_min");
}

QString FanLimits::fixedSpeedProblem(int percent) const
{
    if (percent < minPercent)
        return TuningTr::tr("Fan speed %1% is below the safety policy's minimum fan speed of %2% (fan_min_percent).").arg(percent).arg(minPercent);
    if (percent < hotMinPercent)
        return TuningTr::tr("Fan speed %1% is below the %2% the safety policy requires at %3 °C and above (fan_hot_min_percent); "
                                 "a fixed speed does not rise when the GPU gets hot.")
            .arg(percent)
            .arg(hotMinPercent)
            .arg(celsiusText(hotCelsius));
    return QString();
}

QString FanLimits::firmwareMinimumProblem(int percent) const
{
    if (percent < minPercent)
        return TuningTr::tr("Fan minimum speed %1% is below the safety policy's minimum fan speed of %2% (fan_min_percent).").arg(percent).arg(minPercent);
    return QString();
}

QString FanLimits::curveProblem(const FanCurve &curve) const
{
    for (int i = 0; i < curve.size(); ++i) {
        const FanCurvePoint &p = curve[i];
        if (p.pwmPercent < minPercent)
            return TuningTr::tr("Fan curve point %1 (%2 °C: %3%) is below the safety policy's minimum fan speed of %4% (fan_min_percent).")
                .arg(i + 1)
                .arg(p.temperatureCelsius)
                .arg(p.pwmPercent)
                .arg(minPercent);
    }
    if (hotMinPercent <= 0)
        return QString();
    // The curve at the threshold and at every point above it (linear in between, flat after the last point).
    std::optional<int> lowest;
    double lowestAt = hotCelsius;
    auto consider = [&](double celsius) {
        const int duty = fanCurveDutyAt(curve, celsius);
        if (!lowest || duty < *lowest) {
            lowest = duty;
            lowestAt = celsius;
        }
    };
    consider(hotCelsius);
    for (const FanCurvePoint &p : curve) {
        if (p.temperatureCelsius >= hotCelsius)
            consider(p.temperatureCelsius);
    }
    if (lowest && *lowest < hotMinPercent)
        return TuningTr::tr("The fan curve gives %1% at %2 °C, below the %3% the safety policy requires at %4 °C and above (fan_hot_min_percent).")
            .arg(*lowest)
            .arg(celsiusText(lowestAt))
            .arg(hotMinPercent)
            .arg(celsiusText(hotCelsius));
    return QString();
}

} // namespace rocmtune
