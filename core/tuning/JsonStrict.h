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

// Refuses an object holding a key outside `allowed`; the message names the
// key and the object (`what`).
bool onlyKeys(const QJsonObject &object, std::initializer_list<QLatin1String> allowed, const QString &what, QString *error);

} // namespace rocmtune::json
