// SPDX-License-Identifier: GPL-3.0-or-later
#include "core/fleet/FleetHistory.h"

#include "core/telemetry/TemperatureSensors.h"

#include <QMap>

#include <cmath>

namespace rocmtune {

std::optional<ExportedSeriesMapping> metricOfExportedSeries(const PromLabels &labels)
{
    using enum MetricId;
    const QString name = labels.value(QStringLiteral("__name__"));
    const auto label = [&labels](const char *key) { return labels.value(QString::fromLatin1(key)); };
    if (name == QLatin1String("rocmtune_gpu_temperature_celsius")) {
        // sensor="<key>" of the temperature catalogue, as the exporter writes it.
        if (const TemperatureSensor *sensor = temperatureSensorFromKey(label("sensor")))
            return ExportedSeriesMapping{sensor->reading, 1};
    } else if (name == QLatin1String("rocmtune_gpu_power_watts")) {
        return ExportedSeriesMapping{PowerAverage, 1};
    } else if (name == QLatin1String("rocmtune_gpu_power_cap_watts")) {
        return ExportedSeriesMapping{PowerCap, 1};
    } else if (name == QLatin1String("rocmtune_gpu_busy_ratio")) {
        if (label("engine") == QLatin1String("gfx"))
            return ExportedSeriesMapping{GpuBusy, 100};
        if (label("engine") == QLatin1String("memory"))
            return ExportedSeriesMapping{MemoryBusy, 100};
    } else if (name == QLatin1String("rocmtune_gpu_clock_hertz")) {
        if (label("clock") == QLatin1String("gfx"))
            return ExportedSeriesMapping{GfxClock, 1e-6};
        if (label("clock") == QLatin1String("memory"))
            return ExportedSeriesMapping{MemoryClock, 1e-6};
    }
    return std::nullopt;
}

QVector<Sample> fleetHistorySamples(const PromParsed &range, int deviceIndex)
{
    QMap<qint64, Sample> byTime;
    for (const PromSeries &series : range.matrix) {
        const auto mapping = metricOfExportedSeries(series.labels);
        if (!mapping)
            continue;
        for (int i = 0; i < series.timesSec.size(); ++i) {
            if (!std::isfinite(series.values[i]))
                continue;
            const qint64 ms = std::llround(series.timesSec[i] * 1000.0);
            auto it = byTime.find(ms);
            if (it == byTime.end())
                it = byTime.insert(ms, Sample(deviceIndex, ms));
            it->set(mapping->metric, series.values[i] * mapping->scale);
        }
    }
    return byTime.values().toVector();
}

} // namespace rocmtune
