// SPDX-License-Identifier: GPL-3.0-or-later
#include "widgets/common/MetricFormat.h"

#include "core/i18n/UnitText.h"

#include <QCoreApplication>
#include <QLocale>

#include <cmath>

namespace rocmtune {

namespace {
constexpr double kGibibyte = 1024.0 * 1024.0 * 1024.0;
} // namespace

double MetricFormat::toDisplay(MetricId id, double value) const
{
    const Unit unit = metricInfo(id).unit;
    if (unit == Unit::Celsius)
        return toDisplayTemperature(value, temperatureUnit_);
    if (unit == Unit::Byte)
        return value / kGibibyte;
    return value;
}

QString MetricFormat::unitSymbol(MetricId id) const
{
    const Unit unit = metricInfo(id).unit;
    if (unit == Unit::Celsius)
        return temperatureUnit_ == TemperatureUnit::Fahrenheit ? QStringLiteral("°F") : QStringLiteral("°C");
    if (unit == Unit::Byte)
        return QCoreApplication::translate("MetricFormat", "GiB");
    return rocmtune::unitSymbol(unit);
}

int MetricFormat::decimals(MetricId id, double displayValue) const
{
    switch (metricInfo(id).unit) {
    case Unit::Byte: return displayValue < 10 ? 2 : 1;
    case Unit::Watt: return displayValue < 10 ? 1 : 0;
    case Unit::GigaTransfersPerSecond: return 1;
    default: return 0;
    }
}

QString MetricFormat::number(MetricId id, double value) const
{
    const double shown = toDisplay(id, value);
    return QLocale().toString(shown, 'f', decimals(id, std::fabs(shown)));
}

QString MetricFormat::text(MetricId id, std::optional<double> value) const
{
    if (!value)
        return notAvailable();
    const QString symbol = unitSymbol(id);
    if (symbol.isEmpty())
        return number(id, *value);
    return withUnit(number(id, *value), symbol); // "63 °C", "96%": core/i18n/UnitText's rule
}

QString MetricFormat::label(MetricId id)
{
    return QCoreApplication::translate("Metric", metricInfo(id).label);
}

QString MetricFormat::count(std::optional<quint64> value)
{
    return value ? QString::number(*value) : notAvailable();
}

QString MetricFormat::notAvailable()
{
    //: A value the GPU does not report
    return QCoreApplication::translate("MetricFormat", "N/A");
}

} // namespace rocmtune
