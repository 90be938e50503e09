// SPDX-License-Identifier: GPL-3.0-or-later
#include "core/tuning/JsonStrict.h"

#include <QCoreApplication>

#include <cmath>

namespace rocmtune::json {

bool wholeNumber(const QJsonValue &value, qint64 lo, qint64 hi, qint64 *out)
{
    if (!value.isDouble())
        return false;
    const double d = value.toDouble();
    if (!std::isfinite(d) || d != std::floor(d) || d < static_cast<double>(lo) || d > static_cast<double>(hi))
        return false;
    *out = static_cast<qint64>(d);
    return true;
}

bool onlyKeys(const QJsonObject &object, std::initializer_list<QLatin1String> allowed, const QString &what, QString *error)
{
    for (auto it = object.begin(); it != object.end(); ++it) {
        bool known = false;
        for (const QLatin1String &key : allowed)
            known = known || it.key() == key;
        if (!known) {
            *error = QCoreApplication::translate("Tuning", "Unknown field \"%1\" in %2.").arg(it.key(), what);
            return false;
        }
    }
    return true;
}

} // namespace rocmtune::json
