// SPDX-License-Identifier: GPL-3.0-or-later
// Replot cost of 8 graphs x 36,000 points (1 hour at 10 Hz): the graphs the
// app draws (min/max decimated, incremental) and, for comparison, plain
// QCustomPlot graphs holding all 36,000 points (its adaptive sampling on).
// Prints one line per measurement: name, median and p90 of the UI thread's
// CPU time in milliseconds.
// Usage: rocmtune_gui_bench [rounds] [replot-only | replot-full-only | new-sample-only]
//   replot-only: the same view redrawn (from the kept frame, PlotFrameCache);
//   replot-full-only: every graph drawn in full (frame cache off), what a new
//   view (zoom, first paint) costs; new-sample-only: one new sample with the
//   1-hour window following. Each for profiling one path alone.
#include "core/backends/simulated/SimulatedBackend.h"
#include "widgets/context/AppContext.h"
#include "widgets/plot/PlotFrameCache.h"
#include "widgets/plot/TimeSeriesPlot.h"

#include <QApplication>
#include <QGridLayout>
#include <QTextStream>

#include <algorithm>
#include <ctime>
#include <vector>

using namespace rocmtune;

namespace {

constexpr int kGraphs = 8;
constexpr int kPoints = 36000;
constexpr int kIntervalMs = 100;

// CPU time of this thread: the machine may be shared, so wall time would
// measure the neighbours as much as us.
double threadCpuMs()
{
    timespec ts{};
    clock_gettime(CLOCK_THREAD_CPUTIME_ID, &ts);
    return ts.tv_sec * 1e3 + ts.tv_nsec / 1e6;
}

struct CpuTimer {
    double start = threadCpuMs();
    double elapsedMs() const { return threadCpuMs() - start; }
};

struct Stats {
    double median = 0, p90 = 0;
};

Stats summarize(std::vector<double> ms)
{
    std::sort(ms.begin(), ms.end());
    return {ms[ms.size() / 2], ms[ms.size() * 9 / 10]};
}

void print(const char *name, const Stats &s, const char *note)
{
    QTextStream(stdout) << QStringLiteral("%1 cpu_median_ms %2 cpu_p90_ms %3  # %4")
                               .arg(QLatin1String(name), -36)
                               .arg(s.median, 0, 'f', 3)
                               .arg(s.p90, 0, 'f', 3)
                               .arg(QLatin1String(note))
                        << Qt::endl;
}

Snapshot makeSnapshot(SimulatedBackend &backend, qint64 t)
{
    Snapshot snapshot;
    snapshot.timestampMs = t;
    for (int i = 0; i < backend.deviceCount(); ++i) {
        Sample s = backend.readSample(i);
        s.setDeviceIndex(i);
        s.setTimestampMs(t);
        snapshot.samples.push_back(s);
    }
    return snapshot;
}

void drain()
{
    // Queued replots, then the paint they request.
    for (int i = 0; i < 3; ++i)
        QCoreApplication::processEvents();
}

} // namespace

int main(int argc, char *argv[])
{
    QApplication app(argc, argv);
    const int rounds = argc > 1 ? std::max(5, QString::fromLocal8Bit(argv[1]).toInt()) : 60;

    SimulatedOptions options;
    options.deviceCount = kGraphs;
    options.manualClock = true;
    options.load = SimulatedLoad::Training;
    SimulatedBackend backend(options);
    backend.initialize();

    AppSettings settings;
    settings.samplingIntervalMs = kIntervalMs;
    settings.historyMinutes = 60;
    AppContext context([] { return DeviceSetResult{}; }, settings); // never started: the bench feeds History itself
    qint64 t = 1'700'000'000'000;
    for (int i = 0; i < kPoints; ++i) {
        backend.advanceSeconds(kIntervalMs / 1000.0);
        context.history().append(makeSnapshot(backend, t += kIntervalMs));
    }

    QWidget window;
    auto *grid = new QGridLayout(&window);
    std::vector<TimeSeriesPlot *> plots;
    for (int i = 0; i < kGraphs; ++i) {
        auto *plot = new TimeSeriesPlot(&context, &window);
        plot->setSeries({{MetricId::PowerAverage, i, QStringLiteral("GPU %1").arg(i), i}});
        plot->setTitle(QStringLiteral("Power (W)"));
        grid->addWidget(plot, i / 2, i % 2);
        plots.push_back(plot);
    }
    window.resize(1400, 1000);
    window.show();
    context.timeRange()->setWindowMs(TimeRange::kAllRecorded);
    context.timeRange()->setDataExtent(t - (kPoints - 1) * kIntervalMs, t);
    drain();
    int points = 0;
    for (auto *plot : plots)
        points = std::max(points, plot->seriesGraph(0)->dataCount());
    QTextStream(stdout) << "graphs " << kGraphs << " samples_per_graph " << kPoints << " decimated_points_per_graph " << points
                        << " plot_width_px " << plots[0]->axisRect()->width() << " overlay_buffered "
                        << (plots[0]->layer(QStringLiteral("overlay"))->mode() == QCPLayer::lmBuffered) << Qt::endl;

    const QLatin1String mode(argc > 2 ? argv[2] : "");
    auto replotAll = [&plots] {
        for (auto *plot : plots)
            plot->replot(QCustomPlot::rpImmediateRefresh);
    };
    std::vector<double> ms;
    const bool newSampleOnly = mode == QLatin1String("new-sample-only");
    // 1. Replot only: the data is in place, the same view is redrawn (expose, hover).
    if (mode != QLatin1String("replot-full-only") && !newSampleOnly) {
        for (int r = 0; r < rounds; ++r) {
            CpuTimer timer;
            replotAll();
            ms.push_back(timer.elapsedMs());
        }
        print("replot_8_graphs_decimated", summarize(ms), "8 x replot(), data already decimated, same view (kept frame)");
        if (mode == QLatin1String("replot-only"))
            return 0; // for profiling the replot alone (valgrind --tool=callgrind, perf)
    }
    // 1b. The same, every graph drawn in full: a new view (zoom, first paint).
    if (!newSampleOnly) {
        for (auto *plot : plots)
            plot->frameCache()->setEnabled(false);
        ms.clear();
        for (int r = 0; r < rounds; ++r) {
            CpuTimer timer;
            replotAll();
            ms.push_back(timer.elapsedMs());
        }
        print("replot_8_graphs_full_redraw", summarize(ms), "8 x replot(), everything drawn (frame cache off)");
        for (auto *plot : plots)
            plot->frameCache()->setEnabled(true);
        if (mode == QLatin1String("replot-full-only"))
            return 0;
    }

    // 2. One new sample with the 1-hour window following: incremental decimation + replot of all 8.
    //    Worst case: the sub-pixel slide throttle is off, so every sample redraws.
    context.timeRange()->setSlideThrottle(false);
    ms.clear();
    for (int r = 0; r < rounds; ++r) {
        backend.advanceSeconds(kIntervalMs / 1000.0);
        context.history().append(makeSnapshot(backend, t += kIntervalMs));
        CpuTimer timer;
        context.timeRange()->setDataExtent(*context.history().firstTimestampMs(), t);
        drain();
        ms.push_back(timer.elapsedMs());
    }
    print("new_sample_8_graphs_1h_window", summarize(ms), "History -> decimation -> replot -> paint, every sample redrawn (slide: static frame)");
    context.timeRange()->setSlideThrottle(true);
    if (newSampleOnly)
        return 0;

    // 3. Zoom/scroll: every graph re-reads and re-decimates its 36,000 samples.
    ms.clear();
    for (int r = 0; r < rounds; ++r) {
        const qint64 shift = (r % 2) * 1000;
        CpuTimer timer;
        context.timeRange()->setViewRange(*context.history().firstTimestampMs() + shift, t - shift);
        drain();
        ms.push_back(timer.elapsedMs());
    }
    print("rebuild_8_graphs_36000_points", summarize(ms), "pan/zoom: full re-query + decimation + replot");

    // 4. For comparison: plain QCustomPlot graphs with every point (adaptive sampling on).
    QWidget rawWindow;
    auto *rawGrid = new QGridLayout(&rawWindow);
    std::vector<QCustomPlot *> raw;
    for (int i = 0; i < kGraphs; ++i) {
        auto *plot = new QCustomPlot(&rawWindow);
        QCPGraph *graph = plot->addGraph();
        const Series series = context.history().query(i, MetricId::PowerAverage, 0, t);
        QVector<double> keys(series.timesMs.size());
        for (qsizetype k = 0; k < keys.size(); ++k)
            keys[k] = series.timesMs[k] / 1000.0;
        graph->setData(keys, series.values, true);
        plot->rescaleAxes();
        rawGrid->addWidget(plot, i / 2, i % 2);
        raw.push_back(plot);
    }
    window.hide();
    rawWindow.resize(1400, 1000);
    rawWindow.show();
    drain();
    ms.clear();
    for (int r = 0; r < rounds; ++r) {
        CpuTimer timer;
        for (auto *plot : raw)
            plot->replot(QCustomPlot::rpImmediateRefresh);
        ms.push_back(timer.elapsedMs());
    }
    print("replot_8_graphs_raw_qcp_adaptive", summarize(ms), "plain QCustomPlot, 36,000 points each, for comparison");
    return 0;
}
