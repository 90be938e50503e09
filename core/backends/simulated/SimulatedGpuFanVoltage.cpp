// SPDX-License-Identifier: GPL-3.0-or-later
// The simulated card's fan and driver values, with the driver's limits
// enforced as the RDNA3 firmware does (smu_v13_0_0: 5 curve points within
// FAN_CURVE(hotspot temp) 25-100 °C and FAN_CURVE(fan speed) 15-100 %; each
// driver value within its catalogue row's range, DriverValues.h: the voltage
// offset within VDDGFX_OFFSET -450..0 mV).
#include "core/backends/simulated/SimulatedGpu.h"

#include "core/backends/DriverValues.h"
#include "core/backends/FanSettings.h"
#include "core/backends/simulated/SimulatedGpuTr.h"

#include <QCoreApplication>

#include <algorithm>
#include <cmath>

namespace rocmtune {

namespace {
constexpr IntRange kCurveTemperatures{25, 100};
constexpr IntRange kCurvePwm{15, 100};
constexpr int kCurvePoints = 5;

// Said in the Tuning view, so in the row's own words ("This card has no voltage offset."), not the driver's: the
// title inside a sentence, its first letter lowered unless it starts an acronym ("GFX clock offset").
QString notOffered(const DriverValueInfo &info)
{
    QString title = QCoreApplication::translate("Tuning", info.title);
    if (title.size() > 1 && title.at(1).isLower())
        title[0] = title.at(0).toLower();
    return SimulatedGpuTr::tr("This card has no %1.").arg(title);
}
} // namespace

double SimulatedGpu::voltagePowerFactor() const
{
    const double v = spec_.vfTopMillivolts;
    double top = v + voltageOffsetMillivolts();
    // A lowered (raised) top point of the voltage curve lowers (raises) the voltage at full clock the same way.
    if (!voltageCurve_.isEmpty() && !spec_.voltageCurve.points.isEmpty())
        top += voltageCurve_.back().millivolts - spec_.voltageCurve.points.back().millivolts;
    const double ratio = top / v;
    return ratio * ratio;
}

double SimulatedGpu::fanTargetFraction() const
{
    if (!fanCurve_.isEmpty()) {
        // The firmware interpolates linearly between points (hotspot temperature).
        const double t = junctionCelsius_;
        if (t <= fanCurve_.front().temperatureCelsius)
            return fanCurve_.front().pwmPercent / 100.0;
        for (int i = 1; i < fanCurve_.size(); ++i) {
            const FanCurvePoint &a = fanCurve_[i - 1], &b = fanCurve_[i];
            if (t <= b.temperatureCelsius) {
                const double span = std::max(1, b.temperatureCelsius - a.temperatureCelsius);
                return (a.pwmPercent + (b.pwmPercent - a.pwmPercent) * (t - a.temperatureCelsius) / span) / 100.0;
            }
        }
        return fanCurve_.back().pwmPercent / 100.0;
    }
    const bool stopped = fanZeroRpm_ && junctionCelsius_ < 50.0 && utilization_ < 0.1;
    return stopped ? 0.0 : std::clamp((junctionCelsius_ - 45.0) / 50.0, 0.25, 1.0);
}

void SimulatedGpu::fillFanVoltageControls(ControlState &state) const
{
    if (spec_.hasFan && spec_.hasFirmwareFanCurve) {
        FanControl fan;
        // Like the driver: zeros until a curve is written.
        fan.curve = fanCurve_.isEmpty() ? FanCurve(kCurvePoints, FanCurvePoint{}) : fanCurve_;
        fan.curveTemperatureRange = kCurveTemperatures;
        fan.curvePwmRange = kCurvePwm;
        fan.zeroRpm = OdFanValue{fanZeroRpm_ ? 1 : 0, IntRange{0, 1}};
        // The RX 7900 XTX's fan_ctrl files: each setting's boot value and OD_RANGE as its catalogue row states.
        for (const FanSettingInfo &setting : fanSettings())
            fan.settings.insert(setting.id, OdFanValue{fanSettings_.value(setting.id, setting.simulatedBootValue), setting.simulatedRange});
        fan.speedPercent = static_cast<int>(std::lround(fanFraction_ * 100.0));
        fan.rpm = static_cast<int>(std::lround(fanFraction_ * spec_.fanMaxRpm));
        state.perControl.set(fan);
    } else if (spec_.hasFan) {
        // Vega20 and older: the fan is driven through hwmon pwm1, which this simulator does not model.
        for (ControlId id : {ControlId::FanCurve, ControlId::FanMode, ControlId::FanZeroRpm})
            state.unsupportedReasons.insert(id, SimulatedGpuTr::tr("This card's fan is not controlled by its firmware, so ROCm Tune cannot set it."));
        for (const FanSettingInfo &setting : fanSettings())
            state.unsupportedReasons.insert(setting.id, SimulatedGpuTr::tr("This card's fan is not controlled by its firmware, so ROCm Tune cannot set it."));
    } else {
        for (ControlId id : {ControlId::FanCurve, ControlId::FanMode, ControlId::FanZeroRpm})
            state.unsupportedReasons.insert(id, SimulatedGpuTr::tr("This card has no fan control."));
        for (const FanSettingInfo &setting : fanSettings())
            state.unsupportedReasons.insert(setting.id, SimulatedGpuTr::tr("This card has no fan control."));
    }
    DriverValues values;
    for (const DriverValueInfo &info : driverValueCatalogue()) {
        if (hasDriverValue(info)) {
            values.byControl.insert(info.id, DriverValue{driverValue(info), info.simulatedRange});
        } else {
            // Like the driver of a card outside the row's generations: no such section at all.
            state.unsupportedReasons.insert(info.id, notOffered(info));
            state.notOfThisGeneration << info.id;
        }
    }
    if (!values.byControl.isEmpty())
        state.perControl.set(values);
    if (!voltageCurve_.isEmpty()) {
        VoltageCurveControl curve = spec_.voltageCurve;
        curve.points = voltageCurve_;
        state.perControl.set(curve);
    } else {
        state.unsupportedReasons.insert(ControlId::VoltageCurve, SimulatedGpuTr::tr("This card has no voltage curve to edit."));
    }
}

WriteResult SimulatedGpu::setVoltageCurve(const VoltageCurve &curve)
{
    if (voltageCurve_.isEmpty())
        return WriteResult::failure(SimulatedGpuTr::tr("This card has no voltage curve to edit."));
    const QString problem = voltageCurveProblem(curve, spec_.voltageCurve);
    if (!problem.isEmpty())
        return WriteResult::failure(problem);
    voltageCurve_ = curve;
    return WriteResult::success();
}

WriteResult SimulatedGpu::setFanCurve(const FanCurve &curve)
{
    if (!spec_.hasFan || !spec_.hasFirmwareFanCurve)
        return WriteResult::failure(SimulatedGpuTr::tr("This card has no fan control."));
    const QString problem = fanCurveProblem(curve, kCurveTemperatures, kCurvePwm, kCurvePoints);
    if (!problem.isEmpty())
        return WriteResult::failure(problem);
    fanCurve_ = curve;
    return WriteResult::success();
}

WriteResult SimulatedGpu::setFanFixed(int percent)
{
    FanCurve flat;
    for (int i = 0; i < kCurvePoints; ++i)
        flat.push_back({kCurveTemperatures.min + (kCurveTemperatures.max - kCurveTemperatures.min) * i / (kCurvePoints - 1), percent});
    return setFanCurve(flat);
}

WriteResult SimulatedGpu::setFanAuto()
{
    if (!spec_.hasFan || !spec_.hasFirmwareFanCurve)
        return WriteResult::failure(SimulatedGpuTr::tr("This card has no fan control."));
    fanCurve_.clear();
    return WriteResult::success();
}

WriteResult SimulatedGpu::setFanZeroRpm(bool enabled)
{
    if (!spec_.hasFan || !spec_.hasFirmwareFanCurve)
        return WriteResult::failure(SimulatedGpuTr::tr("This card has no fan control."));
    fanZeroRpm_ = enabled;
    return WriteResult::success();
}

WriteResult SimulatedGpu::setFanSetting(ControlId setting, std::optional<int> value)
{
    const FanSettingInfo *info = fanSettingInfo(setting);
    if (!spec_.hasFan || !spec_.hasFirmwareFanCurve || !info)
        return WriteResult::failure(SimulatedGpuTr::tr("This card has no fan control."));
    const int v = value.value_or(info->simulatedBootValue);
    if (!info->simulatedRange.contains(v))
        return WriteResult::failure(SimulatedGpuTr::tr("%1 is outside the range %2-%3 the card states.").arg(v).arg(info->simulatedRange.min).arg(info->simulatedRange.max));
    fanSettings_.insert(setting, v);
    return WriteResult::success();
}

bool SimulatedGpu::hasDriverValue(const DriverValueInfo &info) const
{
    return QString::fromLatin1(info.simulatedArchs).split(QLatin1Char(','), Qt::SkipEmptyParts).contains(spec_.gfxArch);
}

int SimulatedGpu::driverValue(const DriverValueInfo &info) const
{
    return driverValues_.value(info.id, info.simulatedBootValue);
}

int SimulatedGpu::voltageOffsetMillivolts() const
{
    const DriverValueInfo *info = driverValueInfo(ControlId::VoltageOffset);
    return info && hasDriverValue(*info) ? driverValue(*info) : 0;
}

WriteResult SimulatedGpu::setDriverValue(ControlId id, int value)
{
    const DriverValueInfo *info = driverValueInfo(id);
    if (!info || !hasDriverValue(*info))
        return WriteResult::failure(info ? notOffered(*info) : SimulatedGpuTr::tr("%1 is not a driver value.").arg(QLatin1String(controlKey(id))));
    if (!info->simulatedRange.contains(value))
        return WriteResult::failure(SimulatedGpuTr::tr("%1 is outside the range %2 to %3 the card states.")
                                        .arg(value).arg(info->simulatedRange.min).arg(info->simulatedRange.max));
    driverValues_.insert(id, value);
    return WriteResult::success();
}

} // namespace rocmtune
