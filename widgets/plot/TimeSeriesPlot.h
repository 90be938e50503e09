// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "core/telemetry/DecimatedSeries.h"
#include "widgets/common/MetricFormat.h"
#include "widgets/common/ThemeColors.h"
#include "widgets/plot/PlotSeriesSpec.h"
#include "widgets/plot/SteadyValueRange.h"
#include "widgets/plot/ThrottleBands.h"

#include <qcustomplot.h>

#include <QVector>

#include <memory>
#include <optional>

namespace rocmtune {

class AppContext;
class AxisLines;
class PlotFrameCache;

// A live graph of metrics over the shared TimeRange, drawn from History.
// Data is min/max decimated to about two points per pixel and only brought
// up to date when the graph is on screen (a hidden graph just remembers that
// it is stale and catches up when shown), at most once per range change.
// Mouse: wheel zooms and drag pans the time axis (which pauses following),
// hover shows a crosshair with every series' value, a click on a legend
// entry hides/shows that series, right click exports PNG / CSV.
class TimeSeriesPlot : public QCustomPlot
{
    Q_OBJECT
public:
    explicit TimeSeriesPlot(AppContext *context, QWidget *parent = nullptr);

    void setSeries(const QVector<PlotSeriesSpec> &series);
    const QVector<PlotSeriesSpec> &series() const { return specs_; }
    void setSeriesLabel(int index, const QString &label);
    void setTitle(const QString &title);
    QString title() const;
    // A fixed value axis (utilisation 0..100); nullopt scales to the data and
    // holds that range while new samples slide the view (SteadyValueRange).
    void setFixedValueRange(std::optional<QCPRange> range);
    // The value axis always reaches this (VRAM total), in display units.
    void setValueCeiling(std::optional<double> ceiling);
    void setNoDataText(const QString &text);
    // Value axis starts at zero (default) or fits the data (temperatures).
    void setIncludeZero(bool include);

    int seriesCount() const { return static_cast<int>(specs_.size()); }
    bool isSeriesVisible(int index) const;
    void setSeriesVisible(int index, bool visible);
    QCPGraph *seriesGraph(int index) const;
    // The faint line of a series' unsettled samples (empty data when none).
    QCPGraph *unsettledGraph(int index) const;
    QCPAbstractLegendItem *legendItemOf(int index) const;

    // Labelled bands of the throttle reasons along the bottom (the clock graph).
    void showThrottleBands(bool show);
    const ThrottleBands *throttleBands() const { return throttleBands_.get(); }

    // Brings data up to date now if on screen, else marks the graph stale.
    void refresh();
    bool isStale() const { return stale_; }
    int replotCount() const { return replotCount_; }
    bool isShownOnScreen() const;
    // The kept frame (axes, grid, texts) of redraws of an unchanged view; tests.
    PlotFrameCache *frameCache() const { return frameCache_; }
    // Grid and axis lines written straight into the image (AxisLines, default)
    // or drawn by QCustomPlot (tests compare both).
    void setDirectAxisLines(bool direct);
    const QVector<AxisLines *> &axisLines() const { return axisLines_; }

    // Crosshair read-out at a time (ms since epoch): time and every visible series' value.
    QString readoutAt(qint64 timeMs) const;
    bool exportPng(const QString &path);
    bool exportCsv(const QString &path, QString *error = nullptr) const;

signals:
    void exportFailed(const QString &message);

protected:
    void paintEvent(QPaintEvent *event) override;
    void mouseMoveEvent(QMouseEvent *event) override;
    void leaveEvent(QEvent *event) override;
    void contextMenuEvent(QContextMenuEvent *event) override;
    void changeEvent(QEvent *event) override;
    void resizeEvent(QResizeEvent *event) override;
    void updateLayout() override;
    void draw(QCPPainter *painter) override;

private:
    void updateData();
    void updateUnsettledLine(int index, const QVector<double> &timesMs, const QVector<double> &values, const QVector<bool> &unsettled,
                             const MetricFormat &format);
    bool slideIsBelowAPixel() const;
    void applyTheme();
    void applyRange();
    void fitTimeTicks();
    void rescaleValueAxis();
    void onLegendClick(QCPLegend *legend, QCPAbstractLegendItem *item, QMouseEvent *event);
    void onKeyRangeChanged(const QCPRange &range);
    void styleLegendItem(int index);
    int deviceOf(const PlotSeriesSpec &spec) const;
    void exportPngInteractive();
    void exportCsvInteractive();

    AppContext *context_;
    QVector<PlotSeriesSpec> specs_;
    QVector<DecimatedSeries> decimated_;
    QVector<QCPGraph *> graphs_;
    // Per series: its unsettled stretches (the first seconds after a wake,
    // Sample::unsettled), drawn faint; graphs_ has gaps there. Not in the legend.
    QVector<QCPGraph *> faintGraphs_;
    std::unique_ptr<ThrottleBands> throttleBands_;
    QCPTextElement *title_ = nullptr;
    QCPItemStraightLine *crosshair_ = nullptr;
    QCPItemText *noData_ = nullptr;
    QCPLayer *overlay_ = nullptr;
    QCPAxisRect *axisRect_ = nullptr; // QCustomPlot::axisRect() walks the layout on every call
    PlotFrameCache *frameCache_ = nullptr;
    QVector<AxisLines *> axisLines_;
    bool directAxisLines_ = true;
    ThemeColors colors_;
    std::optional<QCPRange> fixedValueRange_;
    std::optional<double> valueCeiling_;
    SteadyValueRange steadyRange_;
    bool includeZero_ = true;
    bool stale_ = true;
    qint64 drawnFromMs_ = 0;
    qint64 drawnToMs_ = 0;
    bool applyingRange_ = false;
    int replotCount_ = 0;
};

} // namespace rocmtune
