// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "core/backends/FanVoltageControls.h"

#include <QString>
#include <QVector>

#include <optional>

namespace rocmtune {

// The administrator's fan limits (safety.conf keys fan_min_percent,
// fan_hot_celsius, fan_hot_min_percent): the one copy of the rule that every
// route enforces (the helper's re-validation and `tuning set` through
// FanModeRule/FanCurveRule, boot profiles and the software fan curve through
// softwareFanCurveProblem and SoftwareFanCurve::step, the GUI through both).
//  - minPercent: no fixed speed, no curve point and no firmware
//    fan_minimum_pwm (fanSettingRow) below it, ever (fixed 0 % included, on
//    PWM-only cards too);
//  - hotMinPercent at hotCelsius: while any temperature sensor of the card is
//    at or above hotCelsius the fan runs at least hotMinPercent. A curve must
//    give at least that much at hotCelsius and above; a fixed speed, which
//    does not rise when the card gets hot, must be at least that much itself.
// The defaults (0 %, 85 °C, 0 %) limit nothing: the critical-temperature
// floor (100 % near any sensor's critical temperature) holds regardless.
struct FanLimits {
    static constexpr int kDefaultMinPercent = 0;
    static constexpr double kDefaultHotCelsius = 85;
    static constexpr int kDefaultHotMinPercent = 0;
    static constexpr double kMinHotCelsius = 30;
    static constexpr double kMaxHotCelsius = 120;
    // The hot minimum ends once every sensor is this far below hotCelsius again.
    static constexpr double kHotReleaseCelsius = 3;

    int minPercent = kDefaultMinPercent;       // 0-100
    double hotCelsius = kDefaultHotCelsius;    // kMinHotCelsius-kMaxHotCelsius
    int hotMinPercent = kDefaultHotMinPercent; // 0-100

    bool limitsAnything() const { return minPercent > 0 || hotMinPercent > 0; }
    // The least duty a fixed speed may have (it holds at every temperature).
    int fixedMinimumPercent() const;
    // The least duty while the hottest sensor is at hottestCelsius (nullopt:
    // no temperature known; then the hot minimum applies, the safe side).
    int minimumPercentAt(std::optional<double> hottestCelsius) const;
    // For each limit the stricter of the two.
    FanLimits stricter(const FanLimits &other) const;

    // Empty when allowed; otherwise one sentence that names the limit.
    QString fixedSpeedProblem(int percent) const;
    QString curveProblem(const FanCurve &curve) const;
    // The firmware's own lowest duty while the fan spins (gpu_od/fan_ctrl
    // fan_minimum_pwm): not below minPercent either.
    QString firmwareMinimumProblem(int percent) const;
    // "fan_min" or "fan_hot_min": which limit a problem above is about.
    QString fixedSpeedLimitKey(int percent) const;

    bool operator==(const FanLimits &other) const = default;
};

// The duty of a curve at a temperature, linear between the points, the first
// point's duty below it and the last point's above it (100 % for no points);
// how the firmware and the software fan curve read a curve.
int fanCurveDutyAt(const FanCurve &curve, double celsius);

} // namespace rocmtune
