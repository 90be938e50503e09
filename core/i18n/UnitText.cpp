// SPDX-License-Identifier: GPL-3.0-or-later
#include "core/i18n/UnitText.h"

#include <QCoreApplication>
#include <QLocale>

namespace rocmtune {

QString percentText(const QString &number)
{
    //: A percentage: no space before % in English and Chinese ("15%")
    return QCoreApplication::translate("UnitText", "%1%").arg(number);
}

QString percentText(int number)
{
    return percentText(QLocale().toString(number));
}

QString withUnit(const QString &number, QStringView symbol)
{
    if (symbol.isEmpty())
        return number;
    if (symbol == u"%")
        return percentText(number);
    //: A number and its unit symbol ("300 W", "63 °C")
    return QCoreApplication::translate("UnitText", "%1 %2").arg(number, symbol.toString());
}

QString unitSuffix(QStringView symbol)
{
    return symbol.isEmpty() ? QString() : withUnit(QString(), symbol);
}

} // namespace rocmtune
