// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QJsonObject>
#include <QJsonValue>
#include <QString>

#include <initializer_list>

namespace rocmtune::json {

// A JSON number that is a whole number inside [lo, hi] (JSON has only
// doubles: 1.5, 1e300, NaN-like values and strings are refused).
bool wholeNumber(const QJsonValue &value, qint64 lo, qint64 hi, qint64 *out);

// The largest time in milliseconds since 1970 a state file may hold (2^50 ms,
// about 35,700 years): a bound for wholeNumber that any real clock stays under.
inline constexpr qint64 kMaxStoredMs = qint64(1) << 50;

// Refuses an object holding a key outside `allowed`; the message names the
// key and the object (`what`).
bool onlyKeys(const QJsonObject &object, std::initializer_list<QLatin1String> allowed, const QString &what, QString *error);

} // namespace rocmtune::json
