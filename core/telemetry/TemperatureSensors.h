// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "core/telemetry/Sample.h"

#include <QString>
#include <QtGlobal>

#include <array>
#include <optional>
#include <span>

namespace rocmtune {

// One temperature sensor of a GPU: the metric of its reading and those of
// the limits the driver states for it. The catalogue (temperatureSensors())
// is the one list of sensors: safety checks, alerts, summaries and views
// iterate it instead of naming MetricIds.
struct TemperatureSensor {
    MetricId reading;
    // The limits that apply to this sensor. HBM stacks have no limit files of
    // their own: on HBM cards the memory sensor ("mem", hwmon temp3) is the
    // HBM, so its critical and emergency limits are theirs too.
    std::optional<MetricId> critical;
    std::optional<MetricId> emergency;
    const char *key;   // stable machine name: "junction", "edge", "memory", "hbm0" ... "vr_gfx"
    const char *label; // English display text; translate with temperatureSensorLabel()
    // The hotspot (junction): the sensor firmware fan curves follow, the one
    // that wins a tie for the hottest, and the first one a safety check names
    // when several are past their limits.
    bool hotspot;
    unsigned colorRgb; // its line in charts, 0xRRGGBB (the same in the GUI and the HTML report)
    // Judged against its critical limit (health, watchdog, alerts, stress
    // verdict). Voltage regulators have no limit the driver states.
    bool guarded() const { return critical.has_value(); }
};

// The catalogue, in the order of the sensors' reading metrics in the metric
// catalogue: edge, junction, memory, HBM stacks, voltage regulators (the order
// lists, graphs, summaries and reports show them in). A new sensor is one row
// here (and its MetricIds in Metric.h/.cpp, and a reader in a backend): run and
// stress summaries, their JSON (temp_<key>_max_c, max_<key>_c), the text,
// the HTML report, the GUI views and the Prometheus series (sensor="<key>")
// all iterate it.
inline constexpr auto kTemperatureSensorCatalogue = std::to_array<TemperatureSensor>({
    {MetricId::TemperatureEdge, MetricId::TemperatureEdgeCritical, MetricId::TemperatureEdgeEmergency, "edge", QT_TRANSLATE_NOOP("TemperatureSensor", "Edge"), false, 0xd62728},
    {MetricId::TemperatureJunction, MetricId::TemperatureJunctionCritical, MetricId::TemperatureJunctionEmergency, "junction", QT_TRANSLATE_NOOP("TemperatureSensor", "Junction"), true, 0xff7f0e},
    {MetricId::TemperatureMemory, MetricId::TemperatureMemoryCritical, MetricId::TemperatureMemoryEmergency, "memory", QT_TRANSLATE_NOOP("TemperatureSensor", "Memory"), false, 0x9467bd},
    {MetricId::TemperatureHbm0, MetricId::TemperatureMemoryCritical, MetricId::TemperatureMemoryEmergency, "hbm0", QT_TRANSLATE_NOOP("TemperatureSensor", "HBM stack 0"), false, 0x8c564b},
    {MetricId::TemperatureHbm1, MetricId::TemperatureMemoryCritical, MetricId::TemperatureMemoryEmergency, "hbm1", QT_TRANSLATE_NOOP("TemperatureSensor", "HBM stack 1"), false, 0xe377c2},
    {MetricId::TemperatureHbm2, MetricId::TemperatureMemoryCritical, MetricId::TemperatureMemoryEmergency, "hbm2", QT_TRANSLATE_NOOP("TemperatureSensor", "HBM stack 2"), false, 0xbcbd22},
    {MetricId::TemperatureHbm3, MetricId::TemperatureMemoryCritical, MetricId::TemperatureMemoryEmergency, "hbm3", QT_TRANSLATE_NOOP("TemperatureSensor", "HBM stack 3"), false, 0x17becf},
    {MetricId::TemperatureVrGfx, std::nullopt, std::nullopt, "vr_gfx", QT_TRANSLATE_NOOP("TemperatureSensor", "GFX voltage regulator"), false, 0x2ca02c},
    {MetricId::TemperatureVrSoc, std::nullopt, std::nullopt, "vr_soc", QT_TRANSLATE_NOOP("TemperatureSensor", "SoC voltage regulator"), false, 0x1f77b4},
    {MetricId::TemperatureVrMem, std::nullopt, std::nullopt, "vr_memory", QT_TRANSLATE_NOOP("TemperatureSensor", "Memory voltage regulator"), false, 0x7f7f7f},
});

inline constexpr std::size_t kTemperatureSensorCount = kTemperatureSensorCatalogue.size();

// Every sensor (kTemperatureSensorCount of them), in catalogue order.
std::span<const TemperatureSensor> temperatureSensors();
// The catalogue entry of a reading metric; nullptr for a metric that is not a sensor's reading.
const TemperatureSensor *temperatureSensorOf(MetricId reading);
const TemperatureSensor *temperatureSensorFromKey(const QString &key);
// The one hotspot sensor (junction).
const TemperatureSensor &hotspotSensor();
// Where a sensor stands in the catalogue (0 ... kTemperatureSensorCount - 1).
std::size_t temperatureSensorIndex(const TemperatureSensor &sensor);
// The label, translated ("Junction", "HBM stack 0" ...).
QString temperatureSensorLabel(const TemperatureSensor &sensor);

// A sensor's reading in a sample with the limits the sample carries for it.
struct SensorReading {
    const TemperatureSensor *sensor = nullptr;
    double celsius = 0;
    std::optional<double> criticalCelsius;  // not reported: no limit to judge by
    std::optional<double> emergencyCelsius;
    // Degrees left below the critical limit (negative past it); empty without one.
    std::optional<double> marginCelsius() const;
};

// The reading of one sensor, empty when the sample has no value for it
// (a missing reading is "not available", never 0 °C).
std::optional<SensorReading> sensorReading(const Sample &sample, const TemperatureSensor &sensor);

// The hottest guarded sensor of a sample (the highest reading among sensors
// with a critical limit metric; on a tie the hotspot wins, then the earlier
// one in the catalogue). Empty when none of them has a reading.
std::optional<SensorReading> hottestSensorReading(const Sample &sample);

// The guarded sensor with the least margin to its own critical limit, among
// those whose reading and limit the sample both carries. Empty when none has both.
std::optional<SensorReading> leastMarginSensorReading(const Sample &sample);

} // namespace rocmtune
