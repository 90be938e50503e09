// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "core/telemetry/TemperatureSensors.h"

#include <QJsonObject>
#include <QString>

#include <array>
#include <optional>

namespace rocmtune {

// The highest reading of every temperature sensor of the catalogue over a
// span of samples (a run, a stress test), one slot per catalogue entry: run
// and stress summaries keep this instead of named edge/junction/memory
// fields, so a sensor added to the catalogue reaches them, their JSON, their
// text and the views without more code. A sensor that never read stays "not
// available", never 0 °C.
class SensorMaxima
{
public:
    // Raises every sensor's maximum to its reading in the sample (finite readings only).
    void raise(const Sample &sample);
    void raise(const TemperatureSensor &sensor, std::optional<double> celsius);

    std::optional<double> celsius(const TemperatureSensor &sensor) const { return celsius_[temperatureSensorIndex(sensor)]; }
    // By reading metric; empty for a metric that is not a sensor's reading.
    std::optional<double> celsius(MetricId reading) const;
    void set(const TemperatureSensor &sensor, std::optional<double> celsius) { celsius_[temperatureSensorIndex(sensor)] = celsius; }
    // Whether any sensor has a maximum.
    bool any() const;

    // One key per catalogue sensor, prefix + key + suffix ("temp_" "junction"
    // "_max_c" for runs, "max_" "junction" "_c" for stress tests): the keys
    // edge, junction and memory had before the catalogue drove them, and new
    // sensors in the same pattern. A sensor without a reading is written as null.
    void writeJson(QJsonObject &object, QLatin1String prefix, QLatin1String suffix) const;
    // Reads what writeJson() wrote (files of every earlier version: the keys did not change); a missing or null key leaves the sensor empty.
    static SensorMaxima fromJson(const QJsonObject &object, QLatin1String prefix, QLatin1String suffix);
    static QString jsonKey(const TemperatureSensor &sensor, QLatin1String prefix, QLatin1String suffix);

    bool operator==(const SensorMaxima &other) const = default;

private:
    std::array<std::optional<double>, kTemperatureSensorCount> celsius_{};
};

// The maxima people read, in catalogue order, sensors without a reading left
// out: "Edge 46 °C, Junction 90 °C, HBM stack 0 71 °C" (the catalogue's
// words, translated; the list joined in the UI language). "N/A" when no
// sensor read.
QString sensorMaximaText(const SensorMaxima &maxima);

} // namespace rocmtune
