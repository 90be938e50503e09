// SPDX-License-Identifier: GPL-3.0-or-later
#include "core/boot/SoftwareFanCurve.h"

#include "core/boot/BootTr.h"

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

QString softwareFanCurveProblem(const FanCurveValue &curve, const ControlState &state, const Sample &sample, const FanLimits &limits)
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
    return limits.curveProblem(curve.points);
}

SoftwareFanCurve::SoftwareFanCurve(FanCurveValue curve, FanLimits limits) : curve_(std::move(curve)), limits_(limits) {}

int SoftwareFanCurve::dutyAt(const FanCurve &curve, double celsius)
{
    return fanCurveDutyAt(curve, celsius);
}

SoftwareFanCurve::Decision SoftwareFanCurve::step(std::optional<double> celsius, std::optional<double> criticalCelsius, qint64 nowMs,
                                                  bool otherSensorNearCritical, std::optional<double> hottestCelsius)
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
    auto write = [&](int percent, bool floor, bool minimum = false) {
        applied_ = percent;
        appliedMinimum_ = minimum;
        referenceCelsius_ = *celsius;
        lastChangeMs_ = nowMs;
        changedOnce_ = true;
        decision.kind = Decision::Kind::Write;
        decision.percent = percent;
        decision.safetyFloor = floor;
        decision.policyMinimum = minimum;
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
    // The fan limits: the hottest sensor, whatever the curve follows.
    const double hottest = std::max(*celsius, hottestCelsius.value_or(*celsius));
    if (hottest >= limits_.hotCelsius)
        hot_ = true;
    else if (hottest <= limits_.hotCelsius - FanLimits::kHotReleaseCelsius)
        hot_ = false;
    const int minimum = limits_.minimumPercentAt(hot_ ? limits_.hotCelsius : hottest);
    const int curveDuty = dutyAt(curve_.points, *celsius);
    const int target = std::max(curveDuty, minimum);
    const bool raised = target > curveDuty;
    if (!applied_)
        return write(target, false, raised);
    if (target == *applied_)
        return decision;
    if (*applied_ < minimum)
        return write(target, false, raised); // below the minimum: at once, whatever the interval
    if (nowMs - lastChangeMs_ < kMinChangeIntervalMs)
        return decision;
    if (target > *applied_)
        return write(target, false, raised);
    // Down: the minimum ended (past its own release band), or the curve's band.
    if (appliedMinimum_ || *celsius <= referenceCelsius_ - kHysteresisCelsius)
        return write(target, false, raised);
    return decision;
}

} // namespace rocmtune
