// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QCoreApplication>
#include <QString>

namespace rocmtune {

// The one wording of a range the driver (or the firmware) accepts, for every
// row of the Tuning view: "allowed 500 to 2500 MHz". "to", not a dash: a
// negative end ("allowed -450 to 0 mV") would read as a double minus.
// Numbers in the user's locale; the unit after the number with a space, as
// the spin boxes' suffixes have it, except % ("allowed 15 to 100%").
class RangeText
{
    Q_DECLARE_TR_FUNCTIONS(RangeText)
public:
    static QString allowed(double min, double max, const QString &unit);
    // The same for a point of a curve: "point 2: allowed 800 to 2000 MHz, 700 to 1200 mV".
    static QString allowedPoint(int point, int clockMin, int clockMax, const QString &clockUnit, int voltMin, int voltMax,
                                const QString &voltUnit);
};

} // namespace rocmtune
