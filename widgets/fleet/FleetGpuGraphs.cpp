// SPDX-License-Identifier: GPL-3.0-or-later
#include "widgets/fleet/FleetGpuGraphs.h"

#include "core/telemetry/TemperatureSensors.h"
#include "widgets/common/MetricFormat.h"
#include "widgets/context/AppContext.h"
#include "widgets/plot/TimeSeriesPlot.h"

#include <QEvent>
#include <QGridLayout>

namespace rocmtune {

namespace {
using M = MetricId;
enum Graph { Temperatures, Power, Utilization, Clocks, GraphCount };

// History holds the hour at the range query's 5 s step (720 points) with room to spare.
AppSettings remoteSettings(AppSettings settings)
{
    settings.samplingIntervalMs = AppSettings::kMaxIntervalMs;
    settings.historyMinutes = 240;
    return settings;
}
} // namespace

FleetGpuGraphs::FleetGpuGraphs(const AppSettings &settings, const QVector<Sample> &samples, QWidget *parent)
    : QWidget(parent), context_(new AppContext([] { return DeviceSetResult{}; }, remoteSettings(settings), this))
{
    for (const Sample &s : samples)
        context_->history().append(s);
    auto *grid = new QGridLayout(this);
    grid->setContentsMargins(0, 0, 0, 0);
    for (int i = 0; i < GraphCount; ++i) {
        auto *plot = new TimeSeriesPlot(context_, this);
        plot->setObjectName(QStringLiteral("fleetGraph%1").arg(i));
        plot->setMinimumHeight(160);
        plots_ << plot;
        grid->addWidget(plot, i / 2, i % 2);
    }
    QVector<PlotSeriesSpec> temperatures; // the sensors the History keeps, in the catalogue's order
    for (const TemperatureSensor &sensor : temperatureSensors()) {
        if (metricInfo(sensor.reading).inHistory)
            temperatures.push_back({sensor.reading, 0, {}, static_cast<int>(temperatures.size())});
    }
    plots_[Temperatures]->setSeries(temperatures);
    plots_[Temperatures]->setIncludeZero(false);
    plots_[Power]->setSeries({{M::PowerAverage, 0, {}, 0}, {M::PowerCap, 0, {}, 0, true}});
    plots_[Utilization]->setSeries({{M::GpuBusy, 0, {}, 0}, {M::MemoryBusy, 0, {}, 1}});
    plots_[Utilization]->setFixedValueRange(QCPRange(0, 105));
    plots_[Clocks]->setSeries({{M::GfxClock, 0, {}, 0}, {M::MemoryClock, 0, {}, 1}});
    retranslateUi();

    TimeRange *range = context_->timeRange();
    range->setWindowMs(kWindowMs);
    if (!samples.isEmpty())
        range->setDataExtent(samples.first().timestampMs(), samples.last().timestampMs());
}

FleetGpuGraphs::~FleetGpuGraphs() = default;

void FleetGpuGraphs::setSettings(const AppSettings &settings) { context_->setSettings(remoteSettings(settings)); }

void FleetGpuGraphs::changeEvent(QEvent *event)
{
    QWidget::changeEvent(event);
    if (event->type() == QEvent::LanguageChange)
        retranslateUi();
}

void FleetGpuGraphs::retranslateUi()
{
    const MetricFormat format(context_->settings().temperatureUnit);
    plots_[Temperatures]->setTitle(tr("Temperatures (%1)").arg(format.unitSymbol(hotspotSensor().reading)));
    int series = 0;
    for (const TemperatureSensor &sensor : temperatureSensors()) {
        if (metricInfo(sensor.reading).inHistory)
            plots_[Temperatures]->setSeriesLabel(series++, temperatureSensorLabel(sensor));
    }
    plots_[Power]->setTitle(tr("Power (W)"));
    plots_[Power]->setSeriesLabel(0, MetricFormat::label(M::PowerAverage));
    plots_[Power]->setSeriesLabel(1, MetricFormat::label(M::PowerCap));
    plots_[Utilization]->setTitle(tr("Utilization (%)"));
    plots_[Utilization]->setSeriesLabel(0, tr("GPU"));
    plots_[Utilization]->setSeriesLabel(1, tr("Memory"));
    plots_[Clocks]->setTitle(tr("Clocks (MHz)"));
    plots_[Clocks]->setSeriesLabel(0, tr("GFX"));
    plots_[Clocks]->setSeriesLabel(1, tr("Memory"));
    for (TimeSeriesPlot *plot : plots_)
        plot->setNoDataText(tr("Prometheus has no data for this in the last hour"));
}

} // namespace rocmtune
