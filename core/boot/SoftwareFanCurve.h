// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "core/backends/DeviceControls.h"
#include "core/telemetry/Sample.h"
#include "core/telemetry/TemperatureSensors.h"
#include "core/tuning/controls/fancurve/FanCurveValue.h"
#include "core/tuning/policy/FanLimits.h"

#include <QString>

#include <optional>

namespace rocmtune {

// Where a card's fan curve runs: in its firmware (RDNA3/RDNA4 gpu_od/fan_ctrl,
// through the tuning transaction), in rocmtune-boot (a fan that takes only a
// PWM value: Vega, RDNA1/RDNA2, RDNA3 before Linux 6.7, MI-series with a fan),
// or nowhere (no fan ROCm Tune can drive).
enum class FanCurveHost { Firmware, Software, None };
FanCurveHost fanCurveHost(const ControlState &state);

// The limits a software curve must stay in on this card: temperatures from
// 0 °C to the sensor's critical temperature (the driver's temp*_crit; 100 °C
// where the driver states none) and duty 0-100 % (pwm1 0..pwm1_max), and
// the administrator's fan limits (FanLimits::curveProblem, the same rule as
// the firmware curve's).
// Empty when the curve may run; otherwise one sentence for a person.
// When the card's fan could not be read now (fanUnreadableNow), the sentence
// says so: the curve is neither checked nor refused, and a caller reports a
// passing failure that a later attempt may not have.
QString softwareFanCurveProblem(const FanCurveValue &curve, const ControlState &state, const Sample &sample, const FanLimits &limits);
// The card's fan could not be read this time (the library's check of it timed
// out under load): whether a software curve can run there is not known yet.
bool fanUnreadableNow(const ControlState &state);

// The catalogue sensor a fan curve follows, the temperature of it in a
// sample, and that sensor's critical limit.
const TemperatureSensor &fanCurveTemperatureSensor(FanCurveSensor sensor);
std::optional<double> fanCurveTemperature(const Sample &sample, FanCurveSensor sensor);
std::optional<double> fanCurveCritical(const Sample &sample, FanCurveSensor sensor);

// The decision logic of the software fan curve rocmtune-boot runs (pure, no
// I/O; SoftwareFanRunner does the reads and writes):
// - the duty is the curve at the temperature, linear between the points,
//   the first point's duty below it and the last point's above it;
// - hysteresis: a lower duty is taken only once the temperature fell
//   kHysteresisCelsius below the temperature of the last change, and no
//   change (up or down) comes sooner than kMinChangeIntervalMs after the
//   last one, so the fan does not hunt around a point;
// - safety floor: at the sensor's critical temperature minus
//   kSafetyMarginCelsius (95 °C where none is stated), or when any other
//   sensor of the card is that near its own critical temperature, the fan
//   goes to 100 % at once, whatever the curve and the interval say;
// - the administrator's fan limits (FanLimits): never below minPercent, and
//   while the hottest sensor of the card (whatever the curve follows) is at
//   or above hotCelsius never below hotMinPercent; a duty under the minimum
//   is raised at once, and the hot minimum ends only once every sensor is
//   FanLimits::kHotReleaseCelsius below hotCelsius again;
// - no temperature: back to the firmware's automatic control, never a duty
//   left at a guess.
class SoftwareFanCurve
{
public:
    static constexpr int kHysteresisCelsius = 3;
    static constexpr qint64 kMinChangeIntervalMs = 3000;
    static constexpr int kSafetyMarginCelsius = 5;
    static constexpr double kSafetyFloorWithoutCriticalCelsius = 95.0;

    struct Decision {
        enum class Kind { Keep, Write, Automatic };
        Kind kind = Kind::Keep;
        int percent = 0;   // Write
        bool safetyFloor = false;
        bool policyMinimum = false; // the curve gives less: raised to the fan limits' minimum
    };

    SoftwareFanCurve() = default;
    explicit SoftwareFanCurve(FanCurveValue curve, FanLimits limits = {});

    const FanCurveValue &curve() const { return curve_; }
    const FanLimits &limits() const { return limits_; }
    // The curve's duty at a temperature (rounded to whole percent).
    static int dutyAt(const FanCurve &curve, double celsius);

    // One step at `nowMs` with the sensor's temperature and critical limit;
    // otherSensorNearCritical: another sensor of the card reached its floor;
    // hottestCelsius: the hottest sensor of the card (nullopt: the followed one).
    Decision step(std::optional<double> celsius, std::optional<double> criticalCelsius, qint64 nowMs, bool otherSensorNearCritical = false,
                  std::optional<double> hottestCelsius = std::nullopt);
    // The duty last decided (nullopt: none yet, or automatic).
    std::optional<int> appliedPercent() const { return applied_; }
    std::optional<double> lastTemperature() const { return lastTemperature_; }
    // The card no longer shows the duty written (a resume, a reset, someone
    // else): the next step writes the duty again without waiting.
    void forget() { applied_.reset(); }

private:
    FanCurveValue curve_;
    FanLimits limits_;
    bool hot_ = false;            // the hot minimum applies (with its release band)
    bool appliedMinimum_ = false; // the duty applied is the fan limits' minimum, above the curve
    std::optional<int> applied_;
    double referenceCelsius_ = 0;
    qint64 lastChangeMs_ = 0;
    bool changedOnce_ = false;
    std::optional<double> lastTemperature_;
};

} // namespace rocmtune
