// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "backends/DeviceControls.h"

#include <QJsonObject>
#include <QString>

#include <optional>

namespace rocmtune {

struct ClockRangeValue {
    int minMegahertz = 0;
    int maxMegahertz = 0;
    bool operator==(const ClockRangeValue &other) const = default;
};

// A set of control values, each optional: "absent" means "leave as it is".
// The same type carries a request, a snapshot (the values before an apply)
// and the defaults a reset writes.
struct TuningValues {
    std::optional<quint64> powerCapMicrowatts;
    std::optional<ClockRangeValue> gfxClockRange;
    std::optional<ClockRangeValue> memoryClockRange;
    std::optional<quint64> gfxDpmLevelMask;    // bit i selects DPM level i
    std::optional<quint64> memoryDpmLevelMask;
    std::optional<PerfLevel> perfLevel;
    std::optional<PowerProfile> powerProfile;
    std::optional<int> overdrivePercent;
    // Put the driver's overdrive clock table back to the card's boot values
    // (Backend::resetClockTable). Part of "reset to defaults"; carries no
    // value of its own (the driver knows the boot values, we do not).
    bool resetClockTable = false;
    // The values of controls that keep their value type in their own folder
    // (core/tuning/controls/<name>/), e.g. perControl.get<VoltageOffsetValue>().
    TypedSlots perControl;

    bool isEmpty() const;
    // True when any value locks clocks (ranges or DPM level selections).
    bool setsClocks() const;
    bool operator==(const TuningValues &other) const = default;

    std::optional<ClockRangeValue> &clockRange(ClockDomain domain)
    {
        return domain == ClockDomain::Gfx ? gfxClockRange : memoryClockRange;
    }
    const std::optional<ClockRangeValue> &clockRange(ClockDomain domain) const
    {
        return domain == ClockDomain::Gfx ? gfxClockRange : memoryClockRange;
    }
    std::optional<quint64> &dpmLevelMask(ClockDomain domain)
    {
        return domain == ClockDomain::Gfx ? gfxDpmLevelMask : memoryDpmLevelMask;
    }
    const std::optional<quint64> &dpmLevelMask(ClockDomain domain) const
    {
        return domain == ClockDomain::Gfx ? gfxDpmLevelMask : memoryDpmLevelMask;
    }
};

// JSON form (the helper's "values" object):
//   {"power_cap_microwatts": 350000000, "sclk_range_mhz": [500, 2800],
//    "mclk_range_mhz": [96, 1249], "sclk_levels": [0, 2], "mclk_levels": [3],
//    "perf_level": "manual", "power_profile": "COMPUTE", "overdrive_percent": 5,
//    "reset_clock_table": true}
QJsonObject tuningValuesToJson(const TuningValues &values);
// Strict: unknown keys, wrong types, fractions, negative or huge numbers are
// refused with a message naming the key. Never throws.
std::optional<TuningValues> tuningValuesFromJson(const QJsonObject &object, QString *error);

// One line per value for people and logs: "power cap 350 W", "sclk 500-2800 MHz" ...
QString describeValue(ControlId id, const TuningValues &values);
// The controls a set of values touches, in the fixed apply order.
QVector<ControlId> touchedControls(const TuningValues &values);

} // namespace rocmtune
