// SPDX-License-Identifier: GPL-3.0-or-later
#include "widgets/runs/RunPlot.h"

#include "core/telemetry/TemperatureSensors.h"
#include "widgets/common/PlotTheme.h"

#include <QComboBox>
#include <QCoreApplication>
#include <QEvent>
#include <QHBoxLayout>
#include <QLabel>
#include <QVBoxLayout>

#include <qcustomplot.h>

#include <cmath>

namespace rocmtune {

namespace {
const QColor kColors[] = {QColor(0xd6, 0x27, 0x28), QColor(0x1f, 0x77, 0xb4), QColor(0x2c, 0xa0, 0x2c), QColor(0xff, 0x7f, 0x0e),
                          QColor(0x94, 0x67, 0xbd), QColor(0x8c, 0x56, 0x4b), QColor(0xe3, 0x77, 0xc2), QColor(0x7f, 0x7f, 0x7f)};
} // namespace

RunPlot::RunPlot(QWidget *parent)
    : QWidget(parent), metricLabel_(new QLabel(this)), metricBox_(new QComboBox(this)), plot_(new QCustomPlot(this))
{
    for (MetricId id : plottableMetrics())
        metricBox_->addItem(QString(), static_cast<int>(id));
    connect(metricBox_, &QComboBox::currentIndexChanged, this, [this] {
        metric_ = static_cast<MetricId>(metricBox_->currentData().toInt());
        redraw();
    });
    plot_->legend->setVisible(true);
    // Bottom right: the start/end labels sit at the top.
    plot_->axisRect()->insetLayout()->setInsetAlignment(0, Qt::AlignBottom | Qt::AlignRight);
    plot_->setInteractions(QCP::iRangeDrag | QCP::iRangeZoom);
    plot_->axisRect()->setRangeZoom(Qt::Horizontal);
    plot_->axisRect()->setRangeDrag(Qt::Horizontal);
    plot_->setMinimumHeight(220);
    followPlotTheme(plot_);

    auto *top = new QHBoxLayout;
    metricLabel_->setBuddy(metricBox_);
    top->addWidget(metricLabel_);
    top->addWidget(metricBox_);
    top->addStretch(1);
    auto *layout = new QVBoxLayout(this);
    layout->setContentsMargins(0, 0, 0, 0);
    layout->addLayout(top);
    layout->addWidget(plot_, 1);
    retranslateUi();
}

void RunPlot::changeEvent(QEvent *event)
{
    QWidget::changeEvent(event);
    if (event->type() == QEvent::LanguageChange) {
        retranslateUi();
        redraw(); // axis label, legend and markers
    }
}

void RunPlot::retranslateUi()
{
    metricLabel_->setText(tr("Graph:"));
    for (int i = 0; i < metricBox_->count(); ++i) {
        const MetricInfo &info = metricInfo(static_cast<MetricId>(metricBox_->itemData(i).toInt()));
        metricBox_->setItemText(i, QCoreApplication::translate("Metric", info.label));
    }
    plot_->xAxis->setLabel(tr("Time since the run started (s)"));
}

QVector<MetricId> RunPlot::plottableMetrics()
{
    QVector<MetricId> metrics{MetricId::PowerAverage};
    for (const TemperatureSensor &sensor : temperatureSensors()) { // those the History keeps, in the catalogue's order
        if (metricInfo(sensor.reading).inHistory)
            metrics << sensor.reading;
    }
    metrics << MetricId::GfxClock << MetricId::MemoryClock << MetricId::GpuBusy << MetricId::VramUsed << MetricId::FanRpm;
    return metrics;
}

void RunPlot::setRuns(const QVector<Run> &runs)
{
    runs_ = runs;
    redraw();
}

void RunPlot::setMetric(MetricId metric)
{
    const int at = metricBox_->findData(static_cast<int>(metric));
    if (at >= 0)
        metricBox_->setCurrentIndex(at); // redraws through currentIndexChanged
    metric_ = metric;
    redraw();
}

int RunPlot::graphCount() const
{
    return plot_->graphCount();
}

void RunPlot::redraw()
{
    plot_->clearGraphs();
    plot_->clearItems();
    const MetricInfo &info = metricInfo(metric_);
    const QString unit = unitSymbol(info.unit);
    // Bytes read better in GiB on an axis.
    const double scale = info.unit == Unit::Byte ? 1.0 / (1024.0 * 1024.0 * 1024.0) : 1.0;
    const QString axisUnit = info.unit == Unit::Byte ? tr("GiB") : unit;
    plot_->yAxis->setLabel(axisUnit.isEmpty() ? QCoreApplication::translate("Metric", info.label)
                                              : tr("%1 (%2)").arg(QCoreApplication::translate("Metric", info.label), axisUnit));
    double maxSeconds = 0;
    int colorIndex = 0;
    for (int r = 0; r < runs_.size(); ++r) {
        const Run &run = runs_[r];
        const double startMs = static_cast<double>(run.summary.startMs);
        maxSeconds = std::max(maxSeconds, run.summary.durationSeconds());
        for (const RunDeviceSeries &device : run.telemetry.devices) {
            const QVector<double> values = device.values.value(metric_);
            QVector<double> xs, ys;
            for (int i = 0; i < device.timesMs.size() && i < values.size(); ++i) {
                if (std::isnan(values[i]))
                    continue;
                xs.push_back((device.timesMs[i] - startMs) / 1000.0);
                ys.push_back(values[i] * scale);
            }
            if (xs.isEmpty())
                continue;
            QCPGraph *graph = plot_->addGraph();
            QPen pen(kColors[colorIndex++ % std::size(kColors)], 1.6);
            if (r == 1)
                pen.setStyle(Qt::DashLine);
            graph->setPen(pen);
            graph->setData(xs, ys, true);
            graph->setName(runs_.size() > 1 ? tr("%1 - GPU %2").arg(run.summary.name).arg(device.deviceIndex)
                                            : tr("GPU %1: %2").arg(device.deviceIndex).arg(device.name));
        }
    }
    // Run start and end markers (for two runs, the longer run's end).
    auto marker = [this](double x, const QString &text) {
        auto *line = new QCPItemStraightLine(plot_);
        line->point1->setCoords(x, 0);
        line->point2->setCoords(x, 1);
        line->setPen(QPen(Qt::darkGray, 1, Qt::DotLine));
        auto *label = new QCPItemText(plot_);
        label->position->setTypeY(QCPItemPosition::ptAxisRectRatio);
        label->position->setCoords(x, 0.02);
        label->setPositionAlignment(Qt::AlignTop | Qt::AlignHCenter);
        label->setText(text);
    };
    if (!runs_.isEmpty()) {
        marker(0, tr("start"));
        for (const Run &run : runs_)
            marker(run.summary.durationSeconds(), runs_.size() > 1 ? tr("end of %1").arg(run.summary.name) : tr("end"));
    }
    // Nothing to draw: one sentence instead of an empty legend box on bare axes (-0.1 to 0.1 s).
    plot_->legend->setVisible(plot_->graphCount() > 0);
    if (runs_.isEmpty())
        emptyState_.show(tr("No run selected.\nSelect a run to see its telemetry, or two runs to compare them."));
    else if (plot_->graphCount() == 0)
        emptyState_.show(tr("Nothing was recorded for %1.\nChoose another graph above.")
                             .arg(QCoreApplication::translate("Metric", info.label)));
    else
        emptyState_.hide();
    plot_->rescaleAxes();
    plot_->xAxis->setRange(-0.02 * maxSeconds - 0.1, maxSeconds * 1.02 + 0.1);
    const QCPRange y = plot_->yAxis->range();
    plot_->yAxis->setRange(std::min(0.0, y.lower), y.upper + std::max(1.0, 0.1 * y.size()));
    applyCurrentPlotTheme(plot_); // the new labels too
    plot_->replot();
}

} // namespace rocmtune
