// SPDX-License-Identifier: GPL-3.0-or-later
#include "widgets/tuning/controls/common/RangeText.h"

#include "core/i18n/UnitText.h"

#include <QLocale>

namespace rocmtune {

namespace {
QLocale localeWithoutGrouping()
{
    QLocale locale;
    locale.setNumberOptions(QLocale::OmitGroupSeparator); // "2500 MHz" like the spin boxes, not "2,500 MHz"
    return locale;
}

} // namespace

QString RangeText::allowed(double min, double max, const QString &unit)
{
    const QLocale locale = localeWithoutGrouping();
    return tr("allowed %1 to %2").arg(locale.toString(min), withUnit(locale.toString(max), unit.trimmed()));
}

QString RangeText::allowedPoint(int point, int clockMin, int clockMax, const QString &clockUnit, int voltMin, int voltMax,
                                const QString &voltUnit)
{
    const QLocale locale = localeWithoutGrouping();
    return tr("point %1: allowed %2 to %3 %4, %5 to %6 %7")
        .arg(point)
        .arg(locale.toString(clockMin), locale.toString(clockMax), clockUnit.trimmed(), locale.toString(voltMin), locale.toString(voltMax),
             voltUnit.trimmed());
}

} // namespace rocmtune
