// SPDX-License-Identifier: GPL-3.0-or-later
#include "widgets/overview/OverviewView.h"

#include "core/telemetry/TemperatureSensors.h"
#include "widgets/common/MetricFormat.h"
#include "widgets/context/AppContext.h"
#include "widgets/devices/DeviceItemDelegate.h"
#include "widgets/plot/TimeControls.h"
#include "widgets/plot/TimeSeriesPlot.h"

#include <QComboBox>
#include <QEvent>
#include <QHBoxLayout>
#include <QLabel>
#include <QVBoxLayout>

namespace rocmtune {

namespace {
// After the temperatures the History keeps (the catalogue's sensors, in its order).
constexpr MetricId kOverviewOtherChoices[] = {
    MetricId::PowerAverage, MetricId::GfxClock, MetricId::MemoryClock, MetricId::GpuBusy, MetricId::MemoryBusy, MetricId::VramUsed, MetricId::FanRpm,
};
} // namespace

OverviewView::OverviewView(AppContext *context, QWidget *parent)
    : QWidget(parent), context_(context), metricLabel_(new QLabel(this)), metric_(new QComboBox(this)), badge_(new QLabel(this)),
      controls_(new TimeControls(context->timeRange(), this)), plot_(new TimeSeriesPlot(context, this))
{
    auto *layout = new QVBoxLayout(this);
    auto *top = new QHBoxLayout;
    top->addWidget(metricLabel_);
    top->addWidget(metric_);
    top->addWidget(badge_);
    top->addStretch(1);
    metricLabel_->setBuddy(metric_);
    badge_->setStyleSheet(QStringLiteral("QLabel { background: #6a3dc8; color: white; border-radius: 8px; padding: 1px 8px; }"));
    layout->addLayout(top);
    layout->addWidget(controls_);
    layout->addWidget(plot_, 1);
    plot_->setObjectName(QStringLiteral("overviewGraph"));
    plot_->setMinimumHeight(300);
    plot_->legend->setWrap(2);
    for (const TemperatureSensor &sensor : temperatureSensors()) {
        if (metricInfo(sensor.reading).inHistory)
            metric_->addItem(QString(), static_cast<int>(sensor.reading));
    }
    for (MetricId id : kOverviewOtherChoices)
        metric_->addItem(QString(), static_cast<int>(id));
    connect(metric_, &QComboBox::currentIndexChanged, this, &OverviewView::rebuildSeries);
    connect(context_, &AppContext::devicesChanged, this, &OverviewView::rebuildSeries);
    connect(context_, &AppContext::settingsChanged, this, &OverviewView::retranslateUi);
    retranslateUi();
    rebuildSeries();
}

MetricId OverviewView::metric() const { return static_cast<MetricId>(metric_->currentData().toInt()); }

void OverviewView::setMetric(MetricId metric)
{
    const int index = metric_->findData(static_cast<int>(metric));
    if (index >= 0)
        metric_->setCurrentIndex(index);
}

void OverviewView::changeEvent(QEvent *event)
{
    QWidget::changeEvent(event);
    if (event->type() == QEvent::LanguageChange)
        retranslateUi();
}

void OverviewView::retranslateUi()
{
    setWindowTitle(tr("All GPUs"));
    metricLabel_->setText(tr("Compare:"));
    for (int i = 0; i < metric_->count(); ++i)
        metric_->setItemText(i, MetricFormat::label(static_cast<MetricId>(metric_->itemData(i).toInt())));
    badge_->setText(tr("Simulated GPUs"));
    badge_->setVisible(context_->anySimulated());
    const MetricFormat format(context_->settings().temperatureUnit);
    const QString unit = format.unitSymbol(metric());
    plot_->setTitle(unit.isEmpty() ? MetricFormat::label(metric()) : tr("%1 (%2)").arg(MetricFormat::label(metric()), unit));
    plot_->setNoDataText(tr("No GPU reports this metric"));
    for (int i = 0; i < plot_->seriesCount(); ++i) {
        const DeviceInfo *info = context_->device(plot_->series()[i].deviceIndex);
        //: Legend entry of one GPU in the all-GPUs graph: index and name
        plot_->setSeriesLabel(i, tr("%1: %2").arg(i).arg(info ? info->name : QString()));
    }
}

void OverviewView::rebuildSeries()
{
    QVector<PlotSeriesSpec> series;
    for (int i = 0; i < context_->deviceCount(); ++i)
        series.push_back({metric(), i, QString(), i});
    plot_->setSeries(series);
    plot_->setFixedValueRange(metricInfo(metric()).unit == Unit::Percent ? std::optional(QCPRange(0, 105)) : std::nullopt);
    plot_->setIncludeZero(metricInfo(metric()).unit != Unit::Celsius);
    retranslateUi();
}

} // namespace rocmtune
