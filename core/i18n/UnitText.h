// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QString>
#include <QStringView>

namespace rocmtune {

// A number and its unit, written one way everywhere a person reads them (CLI,
// GUI, logs, reports): a space before a unit symbol ("300 W", "2,500 MHz",
// "63 °C", "-50 mV"), none before a percent sign ("15%"). The percent rule is
// the one of English style guides (Chicago, AP) and of Chinese (「15%」), so
// the catalogue's sentences ("Fan speed %1% is ...") and composed values agree.
// The number comes formatted (QLocale); the symbol bare ("W", "%", "°C").
// Both patterns are translatable (context "UnitText") for a language that
// spaces its percent sign (French: "15 %").
QString withUnit(const QString &number, QStringView symbol);
QString percentText(const QString &number);
QString percentText(int number);
// The same rule as a spin box's suffix: " W", " MHz", but "%".
QString unitSuffix(QStringView symbol);

} // namespace rocmtune
