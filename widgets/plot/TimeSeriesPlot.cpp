// SPDX-License-Identifier: GPL-3.0-or-later
#include "widgets/plot/TimeSeriesPlot.h"

#include "widgets/plot/AxisLines.h"
#include "widgets/plot/CachedTextElements.h"
#include "widgets/plot/CachedTickers.h"
#include "widgets/plot/ColumnSpanGraph.h"
#include "widgets/plot/ImagePaintBuffer.h"
#include "widgets/plot/PauseBanner.h"
#include "widgets/plot/PlotFrameCache.h"
#include "widgets/plot/SteadyValueRange.h"

#include "core/export/HistoryCsv.h"
#include "widgets/common/MetricFormat.h"
#include "widgets/context/AppContext.h"

#include <QContextMenuEvent>
#include <QDateTime>
#include <QFileDialog>
#include <QLocale>
#include <QMenu>
#include <QSaveFile>
#include <QStandardPaths>
#include <QToolTip>

#include <algorithm>
#include <cmath>
#include <limits>

namespace rocmtune {

namespace {
constexpr double kMsPerSecond = 1000.0;
} // namespace

TimeSeriesPlot::TimeSeriesPlot(AppContext *context, QWidget *parent) : QCustomPlot(parent), context_(context)
{
    setPlottingHints(QCP::phFastPolylines | QCP::phCacheLabels);
    setNoAntialiasingOnDrag(true);
    setInteractions(QCP::iRangeDrag | QCP::iRangeZoom);
    axisRect()->setRangeDrag(Qt::Horizontal);
    axisRect()->setRangeZoom(Qt::Horizontal);
    setMinimumHeight(150);
    // The plot paints every pixel itself: skip erasing the parent's background first.
    setAttribute(Qt::WA_OpaquePaintEvent);
    axisRect_ = axisRect();

    auto ticker = QSharedPointer<CachedDateTimeTicker>::create();
    ticker->setDateTimeFormat(QStringLiteral("HH:mm:ss"));
    ticker->setTickCount(5);
    xAxis->setTicker(ticker);
    yAxis->setTicker(QSharedPointer<CachedNumberTicker>::create());
    yAxis->ticker()->setTickCount(4);
    for (QCPAxis *axis : {xAxis, yAxis}) {
        // Ticks point outwards: nothing of the axes is drawn inside the data area
        // (the data layer is drawn above the axes, see PlotFrameCache).
        axis->setTickLength(0, 4);
        axis->setSubTickLength(0, 2);
    }
    for (QCPAxis *axis : {xAxis2, yAxis2}) {
        // Hidden, but QCustomPlot would still compute their ticks and labels on every replot.
        axis->setTicks(false);
        axis->setTickLabels(false);
        axis->grid()->setVisible(false);
    }

    // Header row: title on the left, legend entries flowing to the right.
    auto *header = new QCPLayoutGrid;
    plotLayout()->insertRow(0);
    plotLayout()->addElement(0, 0, header);
    plotLayout()->setRowStretchFactor(0, 0.001);
    title_ = new CachedTitleElement(this, QString());
    QFont titleFont = font();
    titleFont.setBold(true);
    title_->setFont(titleFont);
    header->addElement(0, 0, title_);
    title_->setLayer(QStringLiteral("legend")); // part of the frame, below the data layer
    legend->setVisible(true);
    legend->setFillOrder(QCPLayoutGrid::foColumnsFirst);
    legend->setBorderPen(Qt::NoPen);
    legend->setBrush(Qt::NoBrush);
    legend->setSelectableParts(QCPLegend::spNone);
    axisRect()->insetLayout()->take(legend);
    header->addElement(0, 1, legend);
    auto *spacer = new QCPLayoutElement(this);
    header->addElement(0, 2, spacer); // takes the spare width, legend stays compact
    header->setColumnStretchFactor(0, 0.001);
    header->setColumnStretchFactor(1, 0.001);
    header->setColumnStretchFactor(2, 1);
    legend->setMargins(QMargins(4, 2, 4, 2));
    header->setMargins(QMargins(6, 2, 6, 0));
    // The layout elements and the axis rect draw nothing (no axis background)
    // but are the parents of graphs, items and the legend: on a bottom layer
    // of their own, which PlotFrameCache never hides, and below the legend
    // (whose entries take clicks) although the data layer moves above it.
    const QString layoutLayer = QStringLiteral("layout");
    addLayer(layoutLayer, layer(QStringLiteral("background")), limBelow);
    for (QCPLayerable *element : std::initializer_list<QCPLayerable *>{plotLayout(), header, spacer, axisRect_})
        element->setLayer(layoutLayer);

    // QCustomPlot's topmost default layer, buffered by default. Made logical:
    // a second paint buffer would be cleared and blended on every sample's
    // replot, while crosshair moves only happen under the user's mouse. With
    // one buffer, that buffer can be an opaque image (see ImagePaintBuffer).
    overlay_ = layer(QStringLiteral("overlay"));
    overlay_->setMode(QCPLayer::lmLogical);
    mPaintBuffers.clear();
    auto *buffer = new ImagePaintBuffer(viewport().size(), bufferDevicePixelRatio(), QColor(Qt::transparent));
    mPaintBuffers.append(QSharedPointer<QCPAbstractPaintBuffer>(buffer));
    frameCache_ = new PlotFrameCache(this, buffer, xAxis, yAxis);
    // Grid and axis lines written straight into the buffer (on the layers the
    // frame cache gave the axes and grids; pens set in applyTheme()).
    for (QCPAxis *axis : {xAxis, yAxis}) {
        axisLines_ << new AxisLines(axis, AxisLines::Part::Grid) << new AxisLines(axis, AxisLines::Part::Axis);
    }
    crosshair_ = new QCPItemStraightLine(this);
    crosshair_->setLayer(overlay_);
    crosshair_->setVisible(false);
    crosshair_->setSelectable(false);

    noData_ = new QCPItemText(this);
    noData_->setPositionAlignment(Qt::AlignCenter);
    noData_->position->setType(QCPItemPosition::ptAxisRectRatio);
    noData_->position->setCoords(0.5, 0.5);
    noData_->setVisible(false);
    noData_->setSelectable(false);

    new PauseBanner(context_->timeRange(), this); // Space / End while this graph has the focus, and the "Paused" banner

    connect(this, &QCustomPlot::legendClick, this, &TimeSeriesPlot::onLegendClick);
    connect(xAxis, qOverload<const QCPRange &>(&QCPAxis::rangeChanged), this, &TimeSeriesPlot::onKeyRangeChanged);
    connect(this, &QCustomPlot::afterReplot, this, [this] { ++replotCount_; });
    connect(context_->timeRange(), &TimeRange::rangeChanged, this, &TimeSeriesPlot::refresh);
    connect(context_, &AppContext::currentDeviceChanged, this, [this] {
        for (auto &d : decimated_)
            d.invalidate();
        drawnToMs_ = 0; // draw now, not with the next pixel
        steadyRange_.reset(); // another GPU's values
        refresh();
    });
    connect(context_, &AppContext::settingsChanged, this, [this] {
        applyTheme();
        for (auto &d : decimated_)
            d.invalidate(); // display unit may have changed
        drawnToMs_ = 0;
        steadyRange_.reset();
        refresh();
    });
    applyTheme();
}

int TimeSeriesPlot::deviceOf(const PlotSeriesSpec &spec) const
{
    return spec.deviceIndex == PlotSeriesSpec::kCurrentDevice ? context_->currentDevice() : spec.deviceIndex;
}

void TimeSeriesPlot::setSeries(const QVector<PlotSeriesSpec> &series)
{
    for (QCPGraph *g : graphs_)
        removeGraph(g);
    for (QCPGraph *g : faintGraphs_)
        removeGraph(g);
    graphs_.clear();
    faintGraphs_.clear();
    decimated_.clear();
    specs_ = series;
    frameCache_->invalidate();
    steadyRange_.reset();
    for (const PlotSeriesSpec &spec : specs_) {
        QCPGraph *graph = new ColumnSpanGraph(xAxis, yAxis); // owned and deleted by the plot
        legend->removeItem(legend->itemWithPlottable(graph));
        legend->addItem(new CachedLegendItem(legend, graph));
        graph->setName(spec.label);
        graph->setAdaptiveSampling(false); // already decimated
        graphs_.push_back(graph);
        auto *faint = new QCPGraph(xAxis, yAxis);
        legend->removeItem(legend->itemWithPlottable(faint));
        faint->setAdaptiveSampling(false);
        faintGraphs_.push_back(faint);
        decimated_.push_back(DecimatedSeries(deviceOf(spec), spec.metric));
    }
    applyTheme();
    refresh();
}

void TimeSeriesPlot::setSeriesLabel(int index, const QString &label)
{
    if (index < 0 || index >= specs_.size())
        return;
    specs_[index].label = label;
    graphs_[index]->setName(label);
    frameCache_->invalidate();
    replot(rpQueuedReplot);
}

void TimeSeriesPlot::setTitle(const QString &title)
{
    title_->setText(title);
    frameCache_->invalidate();
    replot(rpQueuedReplot);
}

QString TimeSeriesPlot::title() const { return title_->text(); }

void TimeSeriesPlot::setFixedValueRange(std::optional<QCPRange> range)
{
    fixedValueRange_ = range;
    steadyRange_.reset();
    rescaleValueAxis();
}

void TimeSeriesPlot::setValueCeiling(std::optional<double> ceiling)
{
    if (ceiling == valueCeiling_)
        return;
    valueCeiling_ = ceiling;
    steadyRange_.reset();
    rescaleValueAxis();
}

void TimeSeriesPlot::setIncludeZero(bool include)
{
    includeZero_ = include;
    steadyRange_.reset();
    rescaleValueAxis();
}

void TimeSeriesPlot::setNoDataText(const QString &text) { noData_->setText(text); }

void TimeSeriesPlot::showThrottleBands(bool show)
{
    if (show == static_cast<bool>(throttleBands_))
        return;
    if (show) {
        throttleBands_ = std::make_unique<ThrottleBands>(this);
        throttleBands_->setColors(colors_.foreground, colors_.background);
    } else {
        throttleBands_->update(context_->history(), -1, 0, 0); // removes its items
        throttleBands_.reset();
    }
    refresh();
}

void TimeSeriesPlot::setDirectAxisLines(bool direct)
{
    directAxisLines_ = direct;
    for (AxisLines *lines : std::as_const(axisLines_))
        lines->attach(direct);
    frameCache_->invalidate();
    replot(rpQueuedReplot);
}

bool TimeSeriesPlot::isSeriesVisible(int index) const
{
    return index >= 0 && index < graphs_.size() && graphs_[index]->visible();
}

void TimeSeriesPlot::setSeriesVisible(int index, bool visible)
{
    if (index < 0 || index >= graphs_.size())
        return;
    graphs_[index]->setVisible(visible);
    faintGraphs_[index]->setVisible(visible);
    styleLegendItem(index);
    frameCache_->invalidate();
    steadyRange_.reset(); // fitted to the series now shown
    rescaleValueAxis();
    replot(rpQueuedReplot);
}

QCPGraph *TimeSeriesPlot::seriesGraph(int index) const
{
    return index >= 0 && index < graphs_.size() ? graphs_[index] : nullptr;
}

QCPGraph *TimeSeriesPlot::unsettledGraph(int index) const
{
    return index >= 0 && index < faintGraphs_.size() ? faintGraphs_[index] : nullptr;
}

QCPAbstractLegendItem *TimeSeriesPlot::legendItemOf(int index) const
{
    QCPGraph *graph = seriesGraph(index);
    return graph ? legend->itemWithPlottable(graph) : nullptr;
}

void TimeSeriesPlot::styleLegendItem(int index)
{
    auto *item = qobject_cast<QCPPlottableLegendItem *>(legendItemOf(index));
    if (!item)
        return;
    const bool shown = graphs_[index]->visible();
    QFont f = font();
    f.setStrikeOut(!shown);
    item->setFont(f);
    QColor text = colors_.foreground;
    if (!shown)
        text.setAlpha(110);
    item->setTextColor(text);
}

bool TimeSeriesPlot::isShownOnScreen() const
{
    if (!isVisible() || width() <= 0 || height() <= 0)
        return false;
    const QWidget *top = window();
    return top && !top->isMinimized() && !visibleRegion().isEmpty();
}

bool TimeSeriesPlot::slideIsBelowAPixel() const
{
    const TimeRange *range = context_->timeRange();
    if (!range->slideThrottle() || !range->lastChangeWasSlide() || stale_ || drawnToMs_ <= 0)
        return false;
    const qint64 span = range->toMs() - range->fromMs();
    if (span != drawnToMs_ - drawnFromMs_)
        return false;
    // While the live span still grows to the window (the first minutes after
    // a start, TimeRange::applyFollow) it is shorter than the window, so each
    // sample moves it by more pixels: redraws keep the full window's pace
    // (about 3 a second at 10 Hz for 5 minutes), or a start would cost a
    // redraw with every sample.
    const qint64 pacedSpan = std::max(span, range->windowMs());
    const double msPerPixel = static_cast<double>(pacedSpan) / std::max(1, axisRect_->width());
    return static_cast<double>(range->toMs() - drawnToMs_) < msPerPixel;
}

void TimeSeriesPlot::refresh()
{
    // Zoom, pan, another window, resume: the value axis fits the new view.
    // Only slides with new samples keep it steady.
    if (!context_->timeRange()->lastChangeWasSlide())
        steadyRange_.reset();
    // The cheap test first: most samples move a graph by less than a pixel,
    // on screen or not (visibleRegion() walks the widget tree).
    if (slideIsBelowAPixel())
        return; // drawn with the next sample that moves the graph by a pixel
    if (!isShownOnScreen()) {
        stale_ = true;
        return;
    }
    updateData();
    replot(rpQueuedReplot);
}

void TimeSeriesPlot::paintEvent(QPaintEvent *event)
{
    // Catch up once when a stale graph comes on screen (tab switch, window restored).
    if (stale_) {
        updateData();
        replot(rpQueuedRefresh);
    }
    const auto *buffer = mPaintBuffers.size() == 1 ? dynamic_cast<const ImagePaintBuffer *>(mPaintBuffers.first().data()) : nullptr;
    if (buffer && buffer->isOpaque() && buffer->image().size() == size() * buffer->image().devicePixelRatio()) {
        // The buffer already holds the background in every pixel: copy it, without
        // QCustomPlot's fill of the whole widget first (that fill cost as much as the copy).
        QCPPainter painter(this);
        if (painter.isActive())
            buffer->draw(&painter);
        return;
    }
    QCustomPlot::paintEvent(event);
}

void TimeSeriesPlot::updateData()
{
    stale_ = false;
    const TimeRange *range = context_->timeRange();
    const qint64 fromMs = range->fromMs();
    const qint64 toMs = range->toMs();
    drawnFromMs_ = fromMs;
    drawnToMs_ = toMs;
    const int widthPx = std::max(50, axisRect_->width());
    const qint64 bucketMs = DecimatedSeries::bucketForWidth(toMs - fromMs, widthPx);
    const MetricFormat format(context_->settings().temperatureUnit);
    bool anyPoints = false;
    for (int i = 0; i < specs_.size(); ++i) {
        DecimatedSeries &series = decimated_[i];
        const int device = deviceOf(specs_[i]);
        if (series.deviceIndex() != device)
            series = DecimatedSeries(device, specs_[i].metric);
        // One bucket of margin on each side so lines run to the edges.
        if (series.update(context_->history(), fromMs - bucketMs, toMs, bucketMs)) {
            const QVector<double> &t = series.timesMs();
            const QVector<double> &v = series.values();
            const QVector<bool> &unsettled = series.unsettled();
            const MetricId metric = specs_[i].metric;
            constexpr double gap = std::numeric_limits<double>::quiet_NaN(); // QCustomPlot breaks the line there
            auto point = [&](qsizetype k) {
                return QCPGraphData(t[k] / kMsPerSecond, !unsettled.isEmpty() && unsettled[k] ? gap : format.toDisplay(metric, v[k]));
            };
            updateUnsettledLine(i, t, v, unsettled, format);
            QCPGraphDataContainer *container = graphs_[i]->data().data();
            if (container->size() == t.size()) {
                // A slide mostly keeps the number of points: overwritten in place
                // (still sorted by time), no new vector and copy per sample.
                auto out = container->begin();
                for (qsizetype k = 0; k < t.size(); ++k, ++out)
                    *out = point(k);
            } else {
                QVector<QCPGraphData> points(t.size());
                for (qsizetype k = 0; k < t.size(); ++k)
                    points[k] = point(k);
                container->set(points, true);
            }
            const qsizetype pointCount = t.size();
            // Dense (decimated) lines are near-vertical strokes where antialiasing
            // shows little and costs ~30% of a replot; sparse lines keep it.
            graphs_[i]->setAntialiased(pointCount < widthPx / 2);
        }
        anyPoints = anyPoints || !series.timesMs().isEmpty();
    }
    noData_->setVisible(!anyPoints && !noData_->text().isEmpty());
    if (throttleBands_ && !specs_.isEmpty())
        throttleBands_->update(context_->history(), deviceOf(specs_.first()), fromMs, toMs);
    applyRange();
    rescaleValueAxis();
}

void TimeSeriesPlot::updateUnsettledLine(int index, const QVector<double> &t, const QVector<double> &v,
                                         const QVector<bool> &unsettled, const MetricFormat &format)
{
    QCPGraphDataContainer *faint = faintGraphs_[index]->data().data();
    if (unsettled.isEmpty()) {
        if (!faint->isEmpty())
            faint->clear();
        return;
    }
    // The unsettled points and their settled neighbours, so the faint line
    // joins the solid one; a gap elsewhere.
    constexpr double gap = std::numeric_limits<double>::quiet_NaN();
    QVector<QCPGraphData> points(t.size());
    for (qsizetype k = 0; k < t.size(); ++k) {
        const bool near = unsettled[k] || (k > 0 && unsettled[k - 1]) || (k + 1 < t.size() && unsettled[k + 1]);
        points[k] = QCPGraphData(t[k] / kMsPerSecond, near ? format.toDisplay(specs_[index].metric, v[k]) : gap);
    }
    faint->set(points, true);
}

void TimeSeriesPlot::applyRange()
{
    const TimeRange *range = context_->timeRange();
    auto ticker = xAxis->ticker().dynamicCast<QCPAxisTickerDateTime>();
    const qint64 span = range->toMs() - range->fromMs();
    if (ticker)
        ticker->setDateTimeFormat(span > 6 * 3600'000 ? QStringLiteral("ddd HH:mm")
                                  : span > 600'000    ? QStringLiteral("HH:mm")
                                                      : QStringLiteral("HH:mm:ss"));
    fitTimeTicks();
    applyingRange_ = true;
    xAxis->setRange(range->fromMs() / kMsPerSecond, std::max(range->toMs(), range->fromMs() + 1) / kMsPerSecond);
    applyingRange_ = false;
}

void TimeSeriesPlot::fitTimeTicks()
{
    // From the widget's own width (not the layout's, which an export at
    // another size changes): as many time labels as fit side by side with a
    // gap of two label heights, e.g. 5 "HH:mm:ss" labels on a 420 px graph.
    auto ticker = xAxis->ticker().dynamicCast<CachedDateTimeTicker>();
    if (!ticker)
        return;
    const QFontMetrics metrics(xAxis->tickLabelFont());
    const QString widest = locale().toString(QDateTime(QDate(2026, 12, 30), QTime(23, 58, 58)), ticker->dateTimeFormat());
    const int labelPx = metrics.horizontalAdvance(widest) + 2 * metrics.height();
    // The value axis' labels and margins take the left part of the widget.
    const int valueAxisPx = metrics.horizontalAdvance(QStringLiteral("00000")) + 3 * metrics.height();
    const int count = std::max(2, (width() - valueAxisPx) / std::max(1, labelPx) + 1);
    if (count == ticker->maxTickCount())
        return;
    ticker->setMaxTickCount(count);
    if (frameCache_)
        frameCache_->invalidate();
}

void TimeSeriesPlot::rescaleValueAxis()
{
    if (fixedValueRange_) {
        yAxis->setRange(*fixedValueRange_);
        return;
    }
    double lo = std::numeric_limits<double>::infinity();
    double hi = -lo;
    const QCPRange keys = xAxis->range();
    for (QCPGraph *graph : graphs_) {
        if (!graph->visible())
            continue;
        bool found = false;
        const QCPRange r = graph->getValueRange(found, QCP::sdBoth, keys);
        if (found) {
            lo = std::min(lo, r.lower);
            hi = std::max(hi, r.upper);
        }
    }
    if (valueCeiling_) {
        lo = std::min(lo, 0.0);
        hi = std::max(hi, *valueCeiling_);
    }
    // Held while the data stays inside (see SteadyValueRange): slides of the
    // live view then redraw only the time axis and the data (PlotFrameCache).
    yAxis->setRange(steadyRange_.update(lo, hi, drawnToMs_, {includeZero_, includeZero_ ? 1.0 : 10.0, valueCeiling_}));
}

void TimeSeriesPlot::onKeyRangeChanged(const QCPRange &range)
{
    if (applyingRange_)
        return;
    // The user dragged or zoomed: the shared span follows the mouse.
    context_->timeRange()->setViewRange(static_cast<qint64>(std::llround(range.lower * kMsPerSecond)),
                                        static_cast<qint64>(std::llround(range.upper * kMsPerSecond)));
}

void TimeSeriesPlot::onLegendClick(QCPLegend *, QCPAbstractLegendItem *item, QMouseEvent *event)
{
    if (event && event->button() != Qt::LeftButton)
        return;
    auto *plottableItem = qobject_cast<QCPPlottableLegendItem *>(item);
    if (!plottableItem)
        return;
    const int index = static_cast<int>(graphs_.indexOf(qobject_cast<QCPGraph *>(plottableItem->plottable())));
    if (index >= 0)
        setSeriesVisible(index, !graphs_[index]->visible());
}

QString TimeSeriesPlot::readoutAt(qint64 timeMs) const
{
    const MetricFormat format(context_->settings().temperatureUnit);
    QStringList lines;
    lines << QLocale().toString(QDateTime::fromMSecsSinceEpoch(timeMs), QStringLiteral("yyyy-MM-dd HH:mm:ss.zzz"));
    bool settling = false;
    for (int i = 0; i < specs_.size(); ++i) {
        if (!graphs_[i]->visible())
            continue;
        const auto value = context_->history().valueAt(deviceOf(specs_[i]), specs_[i].metric, timeMs);
        //: Crosshair read-out line: series name and its value
        lines << tr("%1: %2").arg(specs_[i].label, format.text(specs_[i].metric, value));
        settling = settling || context_->history().unsettledAt(deviceOf(specs_[i]), timeMs);
    }
    if (settling)
        lines << tr("Settling after a wake: readings may be falsely high");
    return lines.join(QLatin1Char('\n'));
}

void TimeSeriesPlot::mouseMoveEvent(QMouseEvent *event)
{
    QCustomPlot::mouseMoveEvent(event);
    const QPointF pos = event->position();
    if (event->buttons() != Qt::NoButton || !axisRect_->rect().contains(pos.toPoint())) {
        if (crosshair_->visible()) {
            crosshair_->setVisible(false);
            replot(rpQueuedReplot);
        }
        QToolTip::hideText();
        return;
    }
    const double key = xAxis->pixelToCoord(pos.x());
    crosshair_->point1->setCoords(key, 0);
    crosshair_->point2->setCoords(key, 1);
    crosshair_->setVisible(true);
    replot(rpQueuedReplot);
    QToolTip::showText(event->globalPosition().toPoint() + QPoint(16, 16), readoutAt(std::llround(key * kMsPerSecond)), this);
}

void TimeSeriesPlot::leaveEvent(QEvent *event)
{
    QCustomPlot::leaveEvent(event);
    if (crosshair_->visible()) {
        crosshair_->setVisible(false);
        replot(rpQueuedReplot);
    }
}

void TimeSeriesPlot::contextMenuEvent(QContextMenuEvent *event)
{
    QMenu menu(this);
    menu.addAction(tr("Export Graph as PNG…"), this, &TimeSeriesPlot::exportPngInteractive);
    menu.addAction(tr("Export Data in View as CSV…"), this, &TimeSeriesPlot::exportCsvInteractive);
    menu.addSeparator();
    TimeRange *range = context_->timeRange();
    if (!range->following())
        menu.addAction(tr("Resume Live View"), range, [range] { range->setFollowing(true); });
    else
        menu.addAction(tr("Pause"), range, [range] { range->setFollowing(false); });
    menu.addAction(tr("Show All Series"), this, [this] {
        for (int i = 0; i < graphs_.size(); ++i)
            setSeriesVisible(i, true);
    });
    menu.exec(event->globalPos());
}

bool TimeSeriesPlot::exportPng(const QString &path)
{
    const bool ok = savePng(path, 0, 0, devicePixelRatioF());
    if (!ok)
        emit exportFailed(tr("Could not write the picture to %1.").arg(path));
    return ok;
}

bool TimeSeriesPlot::exportCsv(const QString &path, QString *error) const
{
    QVector<int> devices;
    QVector<MetricId> metrics;
    for (int i = 0; i < specs_.size(); ++i) {
        const int device = deviceOf(specs_[i]);
        if (device >= 0 && !devices.contains(device))
            devices << device;
        if (!metrics.contains(specs_[i].metric))
            metrics << specs_[i].metric;
    }
    std::sort(devices.begin(), devices.end());
    QSaveFile file(path);
    const TimeRange *range = context_->timeRange();
    const bool ok = file.open(QIODevice::WriteOnly)
                    && writeHistoryCsv(&file, context_->history(), context_->devices(), devices, metrics, range->fromMs(),
                                       range->toMs())
                    && file.commit();
    if (!ok && error)
        *error = tr("Could not write %1: %2").arg(path, file.errorString());
    return ok;
}

void TimeSeriesPlot::exportPngInteractive()
{
    const QString dir = QStandardPaths::writableLocation(QStandardPaths::PicturesLocation);
    const QString name = QStringLiteral("rocmtune-%1.png").arg(QDateTime::currentDateTime().toString(QStringLiteral("yyyyMMdd-HHmmss")));
    const QString path = QFileDialog::getSaveFileName(this, tr("Export Graph"), dir + QLatin1Char('/') + name, tr("PNG images (*.png)"));
    if (!path.isEmpty())
        exportPng(path);
}

void TimeSeriesPlot::exportCsvInteractive()
{
    const QString dir = QStandardPaths::writableLocation(QStandardPaths::DocumentsLocation);
    const QString name = QStringLiteral("rocmtune-%1.csv").arg(QDateTime::currentDateTime().toString(QStringLiteral("yyyyMMdd-HHmmss")));
    const QString path = QFileDialog::getSaveFileName(this, tr("Export Data"), dir + QLatin1Char('/') + name, tr("CSV files (*.csv)"));
    if (path.isEmpty())
        return;
    QString error;
    if (!exportCsv(path, &error))
        emit exportFailed(error);
}

void TimeSeriesPlot::updateLayout()
{
    // A replot from the kept frame shows the same axes, size and texts as the
    // replot that laid the plot out and drew that frame.
    if (frameCache_ && frameCache_->replotsFromFrame())
        return;
    QCustomPlot::updateLayout();
    if (frameCache_)
        frameCache_->layoutDone();
}

void TimeSeriesPlot::draw(QCPPainter *painter)
{
    // Export (PNG at a scale): lays the plot out for another size.
    if (frameCache_)
        frameCache_->invalidate();
    QCustomPlot::draw(painter);
}

void TimeSeriesPlot::resizeEvent(QResizeEvent *event)
{
    fitTimeTicks();
    QCustomPlot::resizeEvent(event);
}

void TimeSeriesPlot::changeEvent(QEvent *event)
{
    // Palette, style, font, language, locale, enabled state...: drawn anew.
    if (frameCache_)
        frameCache_->invalidate();
    QCustomPlot::changeEvent(event);
    if (event->type() == QEvent::FontChange || event->type() == QEvent::LocaleChange || event->type() == QEvent::LanguageChange)
        fitTimeTicks();
    if (event->type() == QEvent::PaletteChange || event->type() == QEvent::StyleChange)
        applyTheme();
}

void TimeSeriesPlot::applyTheme()
{
    colors_ = ThemeColors::resolve(palette(), context_->settings().graphTheme);
    frameCache_->invalidate();
    setBackground(colors_.background);
    for (const auto &buffer : std::as_const(mPaintBuffers)) {
        if (auto *opaque = dynamic_cast<ImagePaintBuffer *>(buffer.data()))
            opaque->setBackground(colors_.background);
    }
    const QPen axisPen(colors_.foreground, 1);
    for (QCPAxis *axis : {xAxis, yAxis}) {
        axis->setTickLabelColor(colors_.foreground);
        axis->setLabelColor(colors_.foreground);
        axis->grid()->setZeroLinePen(Qt::NoPen); // AxisLines draws no zero line
    }
    for (AxisLines *lines : std::as_const(axisLines_)) {
        if (lines->part() == AxisLines::Part::Grid)
            lines->setPens(QPen(colors_.grid, 1, Qt::SolidLine));
        else
            lines->setPens(axisPen, axisPen, axisPen);
        lines->attach(directAxisLines_);
    }
    title_->setTextColor(colors_.foreground);
    noData_->setColor(colors_.foreground);
    crosshair_->setPen(QPen(colors_.crosshair, 1, Qt::DashLine));
    if (throttleBands_)
        throttleBands_->setColors(colors_.foreground, colors_.background);
    for (int i = 0; i < graphs_.size(); ++i) {
        const PlotSeriesSpec &spec = specs_[i];
        QPen pen(spec.limitLine ? colors_.limitLine : colors_.series(spec.colorIndex));
        // Width 1: wider antialiased polylines cost QPainter's stroker ~30x more (see BENCHMARKS.md).
        pen.setWidthF(1.0);
        if (spec.limitLine)
            pen.setStyle(Qt::DashLine);
        graphs_[i]->setPen(pen);
        QColor faint = pen.color();
        faint.setAlpha(70); // unsettled samples after a wake: there, but not to be trusted
        QPen faintPen(faint, 1.0, spec.limitLine ? Qt::DashLine : Qt::SolidLine);
        faintGraphs_[i]->setPen(faintPen);
        styleLegendItem(i);
    }
    replot(rpQueuedReplot);
}

} // namespace rocmtune
