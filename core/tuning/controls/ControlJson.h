// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "core/tuning/controls/clockrange/ClockRangeValue.h"

#include <QJsonArray>
#include <QJsonValue>
#include <QString>

// Strict readers and writers the controls share for their JSON slices.
namespace rocmtune::controljson {

// Clocks above 100 GHz or power caps above 100 kW are not values any driver
// reports; they are refused at parse time so later arithmetic cannot overflow.
inline constexpr qint64 kMaxMegahertz = 100000;
inline constexpr qint64 kMaxMicrowatts = 100000LL * 1000000LL;
inline constexpr int kMaxDpmLevels = 64;

QJsonArray levelsToJson(quint64 mask);
// "0,2": the levels of a mask, for people.
QString levelsText(quint64 mask);
// For "tuning show": a number without group separators ("DPM levels 500,
// 1864, 2526", not "1,864") and an array as "a, b, c".
QString number(double value);
QString joined(const QJsonArray &array);
bool rangeFromJson(const QJsonValue &value, const QString &key, ClockRangeValue *range, QString *error);
bool levelsFromJson(const QJsonValue &value, const QString &key, quint64 *mask, QString *error);

} // namespace rocmtune::controljson
