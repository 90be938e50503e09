// SPDX-License-Identifier: GPL-3.0-or-later
#include "core/tuning/controls/ControlJson.h"

#include "core/i18n/ListText.h"
#include "core/tuning/JsonStrict.h"
#include "core/tuning/TuningTr.h"

#include <QCoreApplication>
#include <QLocale>
#include <QStringList>

namespace rocmtune::controljson {

QJsonArray levelsToJson(quint64 mask)
{
    QJsonArray levels;
    for (int i = 0; i < kMaxDpmLevels; ++i) {
        if (mask & (quint64{1} << i))
            levels.append(i);
    }
    return levels;
}

QString levelsText(quint64 mask)
{
    QStringList list;
    for (int i = 0; i < kMaxDpmLevels; ++i) {
        if (mask & (quint64{1} << i))
            list << QString::number(i);
    }
    return list.join(QLatin1Char(','));
}

QString number(double value)
{
    QLocale locale;
    locale.setNumberOptions(QLocale::OmitGroupSeparator);
    return locale.toString(value, 'g', 12);
}

QString joined(const QJsonArray &array)
{
    QStringList items;
    for (const QJsonValue &v : array)
        items << (v.isString() ? v.toString() : number(v.toDouble()));
    return joinList(items);
}

bool rangeFromJson(const QJsonValue &value, const QString &key, ClockRangeValue *range, QString *error)
{
    if (!value.isArray() || value.toArray().size() != 2) {
        *error = TuningTr::tr("\"%1\" must be an array [min, max] of two whole numbers of MHz.").arg(key);
        return false;
    }
    const QJsonArray array = value.toArray();
    qint64 lo = 0, hi = 0;
    if (!json::wholeNumber(array.at(0), 0, kMaxMegahertz, &lo) || !json::wholeNumber(array.at(1), 0, kMaxMegahertz, &hi)) {
        *error = TuningTr::tr("\"%1\" must hold two whole numbers of MHz from 0 to %2.").arg(key).arg(kMaxMegahertz);
        return false;
    }
    range->minMegahertz = static_cast<int>(lo);
    range->maxMegahertz = static_cast<int>(hi);
    return true;
}

bool levelsFromJson(const QJsonValue &value, const QString &key, quint64 *mask, QString *error)
{
    if (!value.isArray() || value.toArray().isEmpty() || value.toArray().size() > kMaxDpmLevels) {
        *error = TuningTr::tr("\"%1\" must be a non-empty array of DPM level indices.").arg(key);
        return false;
    }
    quint64 bits = 0;
    for (const QJsonValue &item : value.toArray()) {
        qint64 level = 0;
        if (!json::wholeNumber(item, 0, kMaxDpmLevels - 1, &level)) {
            *error = TuningTr::tr("\"%1\" holds a level that is not a whole number from 0 to %2.").arg(key).arg(kMaxDpmLevels - 1);
            return false;
        }
        const quint64 bit = quint64{1} << level;
        if (bits & bit) {
            *error = TuningTr::tr("\"%1\" names level %2 twice.").arg(key).arg(level);
            return false;
        }
        bits |= bit;
    }
    *mask = bits;
    return true;
}

} // namespace rocmtune::controljson
