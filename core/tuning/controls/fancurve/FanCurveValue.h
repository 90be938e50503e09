// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "core/backends/FanVoltageControls.h"

namespace rocmtune {

// The temperature a fan curve follows. The RDNA3/RDNA4 firmware curve always
// follows the hotspot (junction); the software curve of rocmtune-boot on
// cards whose fan takes only a PWM value may follow the edge sensor instead.
enum class FanCurveSensor : int { Junction, Edge };
const char *fanCurveSensorKey(FanCurveSensor sensor); // "junction", "edge"
QString fanCurveSensorText(FanCurveSensor sensor);     // "junction temperature", "edge temperature", translated
std::optional<FanCurveSensor> fanCurveSensorFromKey(const QString &key);

// The fan curve asked for: °C of `sensor` -> duty %, one entry per point the
// driver prints (5 on RDNA3/RDNA4), or up to 16 points for the software curve.
struct FanCurveValue {
    FanCurve points;
    FanCurveSensor sensor = FanCurveSensor::Junction;
    bool operator==(const FanCurveValue &other) const = default;
};

} // namespace rocmtune
