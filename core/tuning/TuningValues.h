// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "core/backends/DeviceControls.h"

#include <QJsonObject>
#include <QString>

#include <optional>

namespace rocmtune {

// A set of control values, each optional: "absent" means "leave as it is".
// The same type carries a request, a snapshot (the values before an apply)
// and the defaults a reset writes.
struct TuningValues {
    // The value of each control in the control's own type, defined in its
    // folder (core/tuning/controls/<name>/<Name>Value.h), e.g.
    // perControl.get<VoltageOffsetValue>(); absent = leave as it is.
    TypedSlots perControl;

    bool isEmpty() const;
    bool operator==(const TuningValues &other) const = default;
};

// JSON form (the helper's "values" object): each registered control writes
// and reads its own keys (ControlRule::jsonKeys; core/tuning/controls/README.md).
QJsonObject tuningValuesToJson(const TuningValues &values);
// Strict: unknown keys, wrong types, fractions, negative or huge numbers are
// refused with a message naming the key. Never throws.
std::optional<TuningValues> tuningValuesFromJson(const QJsonObject &object, QString *error);

// One line per value for people and logs (ControlRule::describe):
// "Power cap: 300 W", "Performance level: Automatic".
QString describeValue(ControlId id, const TuningValues &values);
// A change of one control from two such lines, its name said once where both
// start with it: "Power cap: 300 W -> 310 W" (Chinese: →); else "A -> B".
QString changeText(ControlId id, const QString &before, const QString &after);
// The controls a set of values touches, in the fixed apply order.
QVector<ControlId> touchedControls(const TuningValues &values);

} // namespace rocmtune
