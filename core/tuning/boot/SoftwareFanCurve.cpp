// SPDX-License-Identifier: GPL-3.0-or-later
#include "SoftwareFanCurve.h"

#include "BootTr.h"

#include <QCoreApplication>

#include <cmath>

namespace rocmtune {

namespace {
constexpr int kMaxSoftwarePoints = 16;
constexpr double kDefaultCriticalCelsius = 100.0;
} // namespace

FanCurveHost fanCurveHost(const ControlState &state)
{
    const FanControl *fan = state.perControl.get<FanControl>();
    if (!fan)
        return FanCurveHost::None;
    if (fan->firmwareCurveSettable())
        return FanCurveHost::Firmware;
    return fan->manualPwmSettable ? FanCurveHost::Software : FanCurveHost::None;
}

const TemperatureSensor &fanCurveTemperatureSensor(FanCurveSensor sensor)
{
    // A fan curve sensor's key ("junction", "edge") is its catalogue key.
    const TemperatureSensor *catalogued = temperatureSensorFromKey(QLatin1String(fanCurveSensorKey(sensor)));
    return catalogued ? *catalogued : hotspotSensor();
}

std::optional<double> fanCurveTemperature(const Sample &sample, FanCurveSensor sensor)
{
    return sample.value(fanCurveTemperatureSensor(sensor).reading);
}

std::optional<double> fanCurveCritical(const Sample &sample, FanCurveSensor sensor)
{
    const auto reading = sensorReading(sample, fanCurveTemperatureSensor(sensor));
    return reading ? reading->criticalCelsius : std::nullopt;
}

bool fanUnreadableNow(const ControlState &state)
{
    return state.unreadableNow.contains(ControlId::FanCurve);
}

QString softwareFanCurveProblem(const FanCurveValue &curve, const ControlState &state, const Sample &sample)
{
    const QString sensor = fanCurveSensorText(curve.sensor);
    if (fanCurveHost(state) != FanCurveHost::Software && fanUnreadableNow(state)) {
        const QString why = state.unsupportedReasons.value(ControlId::FanCurve);
        return why.isEmpty() ? BootTr::tr("The fan of this GPU cannot be read now, so the fan curve could not be checked.")
                             : BootTr::tr("The fan curve could not be checked: %1").arg(why);
    }
    if (fanCurveHost(state) != FanCurveHost::Software)
        return BootTr::tr("This GPU has no fan whose speed can be set (no gpu_od/fan_ctrl and no writable pwm1): a fan curve cannot run on it.");
    if (!fanCurveTemperature(sample, curve.sensor))
        return BootTr::tr("This GPU shows no %1, which the fan curve follows.").arg(sensor);
    if (curve.points.size() < 2 || curve.points.size() > kMaxSoftwarePoints)
        return BootTr::tr("A software fan curve needs 2 to %1 points, not %2.").arg(kMaxSoftwarePoints).arg(curve.points.size());
    const int critical = static_cast<int>(std::floor(fanCurveCritical(sample, curve.sensor).value_or(kDefaultCriticalCelsius)));
    const QString problem = fanCurveProblem(curve.points, IntRange{0, critical}, IntRange{0, 100}, static_cast<int>(curve.points.size()));
    if (!problem.isEmpty())
        return BootTr::tr("%1 (The software fan curve's range on this GPU: 0-%2 °C of the %3, whose critical limit is %2 °C; "
                        "duty 0-100% of pwm1.)")
            .arg(problem)
            .arg(critical)
            .arg(sensor);
    return QString();
}

SoftwareFanCurve::SoftwareFanCurve(FanCurveValue curve) : curve_(std::move(curve)) {}

int SoftwareFanCurve::dutyAt(const FanCurve &curve, double celsius)
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

SoftwareFanCurve::Decision SoftwareFanCurve::step(std::optional<double> celsius, std::optional<double> criticalCelsius, qint64 nowMs,
                                                  bool otherSensorNearCritical)
{
    lastTemperature_ = celsius;
    Decision decision;
    if (!celsius) {
        // Unknown temperature: the firmware's own control, not a guess.
        const bool wasManual = applied_.has_value() || !changedOnce_;
        applied_.reset();
        changedOnce_ = true;
        decision.kind = wasManual ? Decision::Kind::Automatic : Decision::Kind::Keep;
        return decision;
    }
    auto write = [&](int percent, bool floor) {
        applied_ = percent;
        referenceCelsius_ = *celsius;
        lastChangeMs_ = nowMs;
        changedOnce_ = true;
        decision.kind = Decision::Kind::Write;
        decision.percent = percent;
        decision.safetyFloor = floor;
        return decision;
    };
    const double floorCelsius = criticalCelsius ? *criticalCelsius - kSafetyMarginCelsius : kSafetyFloorWithoutCriticalCelsius;
    if (*celsius >= floorCelsius || otherSensorNearCritical) {
        if (applied_ == 100) {
            referenceCelsius_ = std::max(referenceCelsius_, *celsius);
            return decision;
        }
        return write(100, true);
    }
    const int target = dutyAt(curve_.points, *celsius);
    if (!applied_)
        return write(target, false);
    if (target == *applied_)
        return decision;
    if (nowMs - lastChangeMs_ < kMinChangeIntervalMs)
        return decision;
    if (target > *applied_)
        return write(target, false);
    if (*celsius <= referenceCelsius_ - kHysteresisCelsius)
        return write(target, false);
    return decision;
}

} // namespace rocmtune
