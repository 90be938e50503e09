// SPDX-License-Identifier: GPL-3.0-or-later
#include "core/telemetry/SensorMaxima.h"

#include "core/i18n/ListText.h"

#include <QCoreApplication>
#include <QJsonValue>
#include <QLocale>
#include <QStringList>

#include <algorithm>
#include <cmath>

namespace rocmtune {

void SensorMaxima::raise(const Sample &sample)
{
    for (const TemperatureSensor &sensor : temperatureSensors())
        raise(sensor, sample.value(sensor.reading));
}

void SensorMaxima::raise(const TemperatureSensor &sensor, std::optional<double> celsius)
{
    if (!celsius || !std::isfinite(*celsius))
        return;
    std::optional<double> &maximum = celsius_[temperatureSensorIndex(sensor)];
    if (!maximum || *celsius > *maximum)
        maximum = celsius;
}

std::optional<double> SensorMaxima::celsius(MetricId reading) const
{
    const TemperatureSensor *sensor = temperatureSensorOf(reading);
    return sensor ? celsius(*sensor) : std::nullopt;
}

bool SensorMaxima::any() const
{
    return std::any_of(celsius_.begin(), celsius_.end(), [](const std::optional<double> &c) { return c.has_value(); });
}

QString SensorMaxima::jsonKey(const TemperatureSensor &sensor, QLatin1String prefix, QLatin1String suffix)
{
    return QString(prefix) + QLatin1String(sensor.key) + suffix;
}

void SensorMaxima::writeJson(QJsonObject &object, QLatin1String prefix, QLatin1String suffix) const
{
    for (const TemperatureSensor &sensor : temperatureSensors()) {
        const auto c = celsius(sensor);
        object.insert(jsonKey(sensor, prefix, suffix), c ? QJsonValue(*c) : QJsonValue(QJsonValue::Null));
    }
}

SensorMaxima SensorMaxima::fromJson(const QJsonObject &object, QLatin1String prefix, QLatin1String suffix)
{
    SensorMaxima maxima;
    for (const TemperatureSensor &sensor : temperatureSensors()) {
        const QJsonValue v = object.value(jsonKey(sensor, prefix, suffix));
        if (v.isDouble())
            maxima.set(sensor, v.toDouble());
    }
    return maxima;
}

QString sensorMaximaText(const SensorMaxima &maxima)
{
    QStringList items;
    for (const TemperatureSensor &sensor : temperatureSensors()) {
        if (const auto c = maxima.celsius(sensor))
            items << QCoreApplication::translate("TemperatureSensor", "%1 %2 °C", "sensor label, highest reading")
                         .arg(temperatureSensorLabel(sensor), QLocale().toString(*c, 'f', 0));
    }
    return items.isEmpty() ? QCoreApplication::translate("TemperatureSensor", "N/A") : joinList(items);
}

} // namespace rocmtune
