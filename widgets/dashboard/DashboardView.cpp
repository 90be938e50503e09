// SPDX-License-Identifier: GPL-3.0-or-later
#include "widgets/dashboard/DashboardView.h"

#include "core/telemetry/TemperatureSensors.h"
#include "widgets/common/MetricFormat.h"
#include "widgets/common/RefreshThrottle.h"
#include "widgets/common/ThemeColors.h"
#include "widgets/context/AppContext.h"
#include "widgets/dashboard/EccCard.h"
#include "widgets/dashboard/MetricCard.h"
#include "widgets/dashboard/MoreValuesSection.h"
#include "widgets/devices/DeviceItemDelegate.h"
#include "widgets/plot/TimeControls.h"
#include "widgets/plot/TimeSeriesPlot.h"

#include <QEvent>
#include <QGridLayout>
#include <QLabel>
#include <QScrollArea>
#include <QVBoxLayout>

namespace rocmtune {

namespace {
using M = MetricId;
} // namespace

DashboardView::DashboardView(AppContext *context, QWidget *parent)
    : QWidget(parent), context_(context), title_(new QLabel(this)), badge_(new QLabel(this)), details_(new QLabel(this)),
      banner_(new QLabel(this)), controls_(new TimeControls(context->timeRange(), this)),
      cardThrottle_(new RefreshThrottle(500, [this] { updateCards(); }, this))
{
    TimeRange *range = context_->timeRange();
    cardThrottle_->setEnabledCheck([range] { return range->slideThrottle(); });
    auto *outer = new QVBoxLayout(this);
    outer->setContentsMargins(0, 0, 0, 0);
    auto *scroll = new QScrollArea(this);
    scroll->setWidgetResizable(true);
    scroll->setFrameShape(QFrame::NoFrame);
    outer->addWidget(scroll);
    auto *page = new QWidget(scroll);
    scroll->setWidget(page);
    auto *layout = new QVBoxLayout(page);

    auto *header = new QHBoxLayout;
    QFont big = title_->font();
    big.setPointSizeF(big.pointSizeF() * 1.35);
    big.setBold(true);
    title_->setFont(big);
    title_->setTextFormat(Qt::PlainText);
    badge_->setStyleSheet(QStringLiteral("QLabel { background: #6a3dc8; color: white; border-radius: 8px; padding: 1px 8px; }"));
    details_->setTextFormat(Qt::PlainText);
    details_->setTextInteractionFlags(Qt::TextSelectableByMouse);
    header->addWidget(title_);
    header->addWidget(badge_);
    header->addSpacing(12);
    header->addWidget(details_, 1);
    layout->addLayout(header);

    banner_->setWordWrap(true);
    banner_->setTextFormat(Qt::PlainText);
    banner_->setStyleSheet(QStringLiteral("QLabel { background: #8a1c1c; color: white; border-radius: 4px; padding: 6px; }"));
    banner_->hide();
    layout->addWidget(banner_);
    layout->addWidget(controls_);

    buildCards();
    auto *cardGrid = new QGridLayout;
    cardGrid->setSpacing(8);
    for (int i = 0; i < cards_.size(); ++i)
        cardGrid->addWidget(cards_[i].card, i / 4, i % 4);
    layout->addLayout(cardGrid);
    layout->addWidget(new EccCard(context_, page));
    layout->addWidget(new MoreValuesSection(context_, page));

    buildGraphs();
    auto *graphGrid = new QGridLayout;
    graphGrid->setSpacing(8);
    // Clocks first: its throttle-reason bands lie along the graph's bottom and
    // must be in view without scrolling on a 1366x768 screen (the second
    // row is cut there, in Chinese as in English); power, which caps the
    // clocks most often, beside it.
    constexpr int kGridOrder[GraphCount] = {Clocks, Power, Temperatures, Utilization, Vram, Fan};
    for (int place = 0; place < GraphCount; ++place)
        graphGrid->addWidget(plots_[kGridOrder[place]], place / 2, place % 2);
    layout->addLayout(graphGrid, 1);

    // New samples refresh the cards at most twice a second (4x/s cost a fifth of
    // the app's CPU at 10 Hz, BENCHMARKS.md); user actions at once.
    connect(context_->timeRange(), &TimeRange::rangeChanged, this, [this] {
        if (context_->timeRange()->lastChangeWasSlide())
            cardThrottle_->request();
        else
            cardThrottle_->runNow();
    });
    connect(context_, &AppContext::currentDeviceChanged, this, [this] {
        updateHeader();
        updateCards();
    });
    connect(context_, &AppContext::devicesChanged, this, &DashboardView::updateHeader);
    connect(context_, &AppContext::backendFailed, this, &DashboardView::updateHeader);
    connect(context_, &AppContext::snapshotArrived, this, [this](const SnapshotPtr &snapshot) {
        // Paused graphs do not slide, but the cards stay live.
        if (!context_->timeRange()->following())
            cardThrottle_->request();
        // Only state flips (lost / back) matter here; values come with rangeChanged.
        const Sample *s = snapshot->sample(context_->currentDevice());
        const bool problem = s && s->state() != DeviceState::Ok;
        if (problem != banner_->isVisible() || problem)
            updateHeader();
    });
    connect(context_, &AppContext::settingsChanged, this, [this] {
        retranslateUi();
        updateCards();
    });
    retranslateUi();
    updateHeader();
}

MetricCard *DashboardView::card(MetricId metric) const
{
    for (const CardSpec &spec : cards_) {
        if (spec.metric == metric)
            return spec.card;
    }
    return nullptr;
}

void DashboardView::buildCards()
{
    cards_ = {
        {M::TemperatureEdge, M::TemperatureEdgeCritical, std::nullopt, std::nullopt},
        {M::TemperatureJunction, M::TemperatureJunctionCritical, std::nullopt, std::nullopt},
        {M::PowerAverage, M::PowerCap, std::nullopt, std::nullopt},
        {M::GpuBusy, std::nullopt, 100.0, std::nullopt},
        {M::GfxClock, M::GfxClockMax, std::nullopt, std::nullopt},
        {M::MemoryClock, M::MemoryClockMax, std::nullopt, std::nullopt},
        {M::VramUsed, M::VramTotal, std::nullopt, std::nullopt},
        {M::FanRpm, std::nullopt, 100.0, M::FanPercent},
    };
    for (CardSpec &spec : cards_) {
        spec.card = new MetricCard(this);
        spec.card->setObjectName(QLatin1String(metricInfo(spec.metric).key));
        const Unit unit = metricInfo(spec.metric).unit;
        // Power at its cap is normal running (the cap is what limits it): no warning colour there.
        spec.card->setWarnNearLimit(unit == Unit::Celsius || unit == Unit::Byte);
    }
}

void DashboardView::buildGraphs()
{
    for (int i = 0; i < GraphCount; ++i) {
        auto *plot = new TimeSeriesPlot(context_, this);
        plot->setObjectName(QStringLiteral("graph%1").arg(i));
        plots_.push_back(plot);
    }
    QVector<PlotSeriesSpec> temperatures; // the sensors the History keeps, in the catalogue's order
    for (const TemperatureSensor &sensor : temperatureSensors()) {
        if (metricInfo(sensor.reading).inHistory)
            temperatures.push_back({sensor.reading, PlotSeriesSpec::kCurrentDevice, {}, static_cast<int>(temperatures.size())});
    }
    plots_[Temperatures]->setSeries(temperatures);
    plots_[Power]->setSeries({{M::PowerAverage, PlotSeriesSpec::kCurrentDevice, {}, 0},
                              {M::PowerCap, PlotSeriesSpec::kCurrentDevice, {}, 0, true}});
    plots_[Clocks]->setSeries({{M::GfxClock, PlotSeriesSpec::kCurrentDevice, {}, 0},
                               {M::MemoryClock, PlotSeriesSpec::kCurrentDevice, {}, 1}});
    plots_[Clocks]->showThrottleBands(true); // why the clock dropped, in users' words
    plots_[Utilization]->setSeries({{M::GpuBusy, PlotSeriesSpec::kCurrentDevice, {}, 0},
                                    {M::MemoryBusy, PlotSeriesSpec::kCurrentDevice, {}, 1}});
    plots_[Utilization]->setFixedValueRange(QCPRange(0, 105));
    plots_[Temperatures]->setIncludeZero(false);
    plots_[Vram]->setSeries({{M::VramUsed, PlotSeriesSpec::kCurrentDevice, {}, 3}});
    plots_[Fan]->setSeries({{M::FanRpm, PlotSeriesSpec::kCurrentDevice, {}, 4}});
}

void DashboardView::changeEvent(QEvent *event)
{
    QWidget::changeEvent(event);
    if (event->type() == QEvent::LanguageChange) {
        retranslateUi();
        updateHeader();
        updateCards();
    }
}

void DashboardView::showEvent(QShowEvent *event)
{
    QWidget::showEvent(event);
    if (cardsStale_)
        updateCards();
}

bool DashboardView::event(QEvent *event)
{
    // Restored from minimized: bring the cards up to date.
    if (event->type() == QEvent::WindowStateChange || event->type() == QEvent::WindowActivate) {
        if (cardsStale_)
            updateCards();
    }
    return QWidget::event(event);
}

void DashboardView::retranslateUi()
{
    setWindowTitle(tr("Dashboard"));
    badge_->setText(DeviceItemDelegate::simulatedBadgeText());
    badge_->setToolTip(tr("This GPU is simulated: its values come from a model, not from hardware."));
    for (CardSpec &spec : cards_)
        spec.card->setTitle(MetricFormat::label(spec.metric));
    const MetricFormat format(context_->settings().temperatureUnit);
    auto label = [](MetricId id) { return MetricFormat::label(id); };
    const QString noSensor = tr("Not reported by this GPU");
    plots_[Temperatures]->setTitle(tr("Temperatures (%1)").arg(format.unitSymbol(hotspotSensor().reading)));
    int temperatureSeries = 0;
    for (const TemperatureSensor &sensor : temperatureSensors()) {
        if (metricInfo(sensor.reading).inHistory)
            plots_[Temperatures]->setSeriesLabel(temperatureSeries++, temperatureSensorLabel(sensor));
    }
    plots_[Power]->setTitle(tr("Power (W)"));
    plots_[Power]->setSeriesLabel(0, label(M::PowerAverage));
    plots_[Power]->setSeriesLabel(1, label(M::PowerCap));
    plots_[Clocks]->setTitle(tr("Clocks (MHz)"));
    plots_[Clocks]->setSeriesLabel(0, tr("GFX"));
    plots_[Clocks]->setSeriesLabel(1, tr("Memory"));
    plots_[Utilization]->setTitle(tr("Utilization (%)"));
    plots_[Utilization]->setSeriesLabel(0, tr("GPU"));
    plots_[Utilization]->setSeriesLabel(1, tr("Memory"));
    plots_[Vram]->setTitle(tr("VRAM (%1)").arg(format.unitSymbol(M::VramUsed)));
    plots_[Vram]->setSeriesLabel(0, label(M::VramUsed));
    plots_[Fan]->setTitle(tr("Fan (RPM)"));
    plots_[Fan]->setSeriesLabel(0, label(M::FanRpm));
    for (TimeSeriesPlot *plot : plots_)
        plot->setNoDataText(noSensor);
}

void DashboardView::updateHeader()
{
    const int index = context_->currentDevice();
    const DeviceInfo *info = context_->device(index);
    if (!info) {
        title_->setText(tr("No GPU"));
        badge_->hide();
        details_->clear();
        banner_->setVisible(!context_->backendError().isEmpty());
        banner_->setText(context_->backendError());
        return;
    }
    title_->setText(info->name);
    badge_->setVisible(info->simulated);
    QStringList details;
    if (!info->gfxArch.isEmpty())
        details << info->gfxArch;
    if (!info->pciBusId.isEmpty())
        details << tr("PCI %1").arg(info->pciBusId);
    if (info->vramTotalBytes)
        details << MetricFormat().text(M::VramTotal, static_cast<double>(*info->vramTotalBytes));
    details_->setText(details.join(QStringLiteral(" · ")));

    const Sample *sample = context_->latestSample(index);
    if (sample && sample->state() == DeviceState::Lost) {
        banner_->setText(tr("This GPU was lost: %1 Its history stays visible; ROCm Tune keeps trying to reach it.")
                             .arg(sample->message()));
        banner_->show();
    } else if (sample && sample->state() == DeviceState::Error) {
        banner_->setText(tr("Reading this GPU failed: %1").arg(sample->message()));
        banner_->show();
    } else {
        banner_->hide();
    }
}

void DashboardView::updateCards()
{
    if (!isVisible() || window()->isMinimized()) {
        cardsStale_ = true;
        return;
    }
    cardsStale_ = false;
    const int device = context_->currentDevice();
    for (CardSpec &spec : cards_)
        updateCard(spec, device);
    const Sample *sample = context_->latestSample(device);
    if (const auto total = sample ? sample->value(M::VramTotal) : std::nullopt)
        plots_[Vram]->setValueCeiling(MetricFormat().toDisplay(M::VramTotal, *total));
}

void DashboardView::updateCard(CardSpec &spec, int device)
{
    const MetricFormat format(context_->settings().temperatureUnit);
    const TimeRange *range = context_->timeRange();
    const Sample *latest = context_->latestSample(device);
    // Always live, also while the graphs are paused: the latest sample, min/max over the last window's length.
    const std::optional<double> value = latest && latest->state() == DeviceState::Ok ? latest->value(spec.metric) : std::nullopt;
    spec.card->setValue(value ? format.number(spec.metric, *value) : MetricFormat::notAvailable(),
                        value ? format.unitSymbol(spec.metric) : QString());
    if (spec.metric == M::GfxClock) {
        // Why the clock is where it is: the throttle reasons in users' words.
        const auto throttle = latest && latest->state() == DeviceState::Ok ? latest->value(M::ThrottleStatus) : std::nullopt;
        const QString reasons = throttle ? throttleReasonsText(static_cast<unsigned>(*throttle)) : QString();
        spec.card->setToolTip(!throttle           ? tr("Why: this GPU does not report what holds its clock down.")
                              : reasons.isEmpty() ? tr("Why: nothing holds the clock down now.")
                                                  : tr("Why the clock is held down: %1.").arg(reasons));
    }

    const qint64 liveToMs = range->following() ? range->toMs() : range->dataLastMs();
    const qint64 liveFromMs = range->following() ? range->fromMs()
                              : range->windowMs() == TimeRange::kAllRecorded ? range->dataFirstMs()
                                                                              : liveToMs - range->windowMs();
    const WindowStats stats = context_->history().stats(device, spec.metric, liveFromMs, liveToMs);
    if (stats.min && stats.max) {
        //: Minimum and maximum over the shown time window
        spec.card->setRangeText(tr("min %1 · max %2").arg(format.number(spec.metric, *stats.min), format.number(spec.metric, *stats.max)));
    } else {
        spec.card->setRangeText(QString());
    }

    std::optional<double> fraction;
    QString limitText;
    if (spec.barMetric) {
        const auto bar = latest ? latest->value(*spec.barMetric) : std::nullopt;
        if (bar && spec.fixedLimit) {
            fraction = *bar / *spec.fixedLimit;
            limitText = tr("duty %1").arg(format.text(*spec.barMetric, bar));
        }
    } else if (spec.fixedLimit) {
        if (value)
            fraction = *value / *spec.fixedLimit;
    } else if (spec.limit) {
        const auto limit = latest ? latest->value(*spec.limit) : std::nullopt;
        if (limit && *limit > 0) {
            if (value)
                fraction = *value / *limit;
            const QString limitValue = format.text(*spec.limit, limit);
            switch (metricInfo(spec.metric).unit) {
            case Unit::Celsius: limitText = tr("critical %1").arg(limitValue); break;
            case Unit::Watt: limitText = tr("cap %1").arg(limitValue); break;
            case Unit::Byte: limitText = tr("of %1").arg(limitValue); break;
            default: limitText = tr("max %1").arg(limitValue); break;
            }
        }
    }
    spec.card->setLimit(value ? fraction : std::nullopt, limitText);
}

} // namespace rocmtune
