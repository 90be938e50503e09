// SPDX-License-Identifier: GPL-3.0-or-later
// The cheap drawing of dense graphs keeps what the user must see: every
// column's minimum and maximum (a one-sample spike), and exports carry every
// sample, not the decimated points.
#include "core/export/SampleCsv.h"
#include "widgets/context/AppContext.h"
#include "widgets/plot/ColumnSpanGraph.h"
#include "widgets/plot/TimeSeriesPlot.h"

#include <QFile>
#include <QTemporaryDir>
#include <QTest>

#include <algorithm>
#include <cmath>

using namespace rocmtune;

namespace {

constexpr qint64 kStartMs = 1'700'000'000'000;
constexpr int kPlotCostSamples = 36'000; // 1 h at 10 Hz
constexpr int kSpikeIndex = 20'000;
constexpr double kBaseWatts = 100;
constexpr double kSpikeWatts = 300;

// A context that is never started: the test fills History itself.
struct SpikeFixture {
    SpikeFixture()
    {
        AppSettings settings;
        settings.samplingIntervalMs = 100;
        settings.historyMinutes = 60;
        context = std::make_unique<AppContext>([] { return DeviceSetResult{}; }, settings);
        for (int i = 0; i < kPlotCostSamples; ++i) {
            Sample sample(0, timeOf(i));
            sample.set(MetricId::PowerAverage, i == kSpikeIndex ? kSpikeWatts : kBaseWatts);
            context->history().append(sample);
        }
        plot = std::make_unique<TimeSeriesPlot>(context.get());
        plot->setSeries({{MetricId::PowerAverage, 0, QStringLiteral("Power"), 0}});
        plot->resize(700, 300);
        plot->show();
        context->timeRange()->setWindowMs(TimeRange::kAllRecorded);
        context->timeRange()->setDataExtent(timeOf(0), timeOf(kPlotCostSamples - 1));
        QCoreApplication::processEvents();
        plot->replot(QCustomPlot::rpImmediateRefresh);
    }
    static qint64 timeOf(int index) { return kStartMs + index * 100LL; }

    std::unique_ptr<AppContext> context;
    std::unique_ptr<TimeSeriesPlot> plot;
};

// Whether some pixel of the colour lies within one pixel of (x, y).
bool hasColorNear(const QImage &image, int x, int y, QRgb color)
{
    for (int dx = -1; dx <= 1; ++dx) {
        for (int dy = -1; dy <= 1; ++dy) {
            const QPoint p(x + dx, y + dy);
            if (image.rect().contains(p) && (image.pixel(p) & 0xffffff) == (color & 0xffffff))
                return true;
        }
    }
    return false;
}

// QCPGraph::getLines() is protected: a graph that shows both ways.
class LinesProbe : public ColumnSpanGraph
{
public:
    using ColumnSpanGraph::ColumnSpanGraph;
    QVector<QPointF> qcustomplotLines() const
    {
        QVector<QPointF> lines;
        getLines(&lines, QCPDataRange(0, dataCount()).adjusted(-1, 1));
        return lines;
    }
};

} // namespace

class PlotCostTest : public QObject
{
    Q_OBJECT

private slots:
    // The pixel points computed for the spans are the very doubles QCustomPlot's
    // getLines() gives, whatever the ranges and sizes.
    void pixelLinesAreQCustomPlotsLines()
    {
        QCustomPlot plot;
        plot.resize(613, 277);
        auto *graph = new LinesProbe(plot.xAxis, plot.yAxis);
        graph->setAdaptiveSampling(false);
        QVector<QCPGraphData> data;
        for (int i = 0; i < 5000; ++i)
            data.append(QCPGraphData(1.7e9 + i * 0.1, 150 + 97.3 * std::sin(i / 13.0) + (i % 11) * 1.37));
        graph->data()->set(data, true);
        plot.yAxis->setRange(-12.5, 333.3);
        for (const QCPRange &keys : {QCPRange(1.7e9, 1.7e9 + 500), QCPRange(1.7e9 + 123.45, 1.7e9 + 187.6),
                                     QCPRange(1.7e9 - 50, 1.7e9 + 20), QCPRange(1.7e9 + 499.9, 1.7e9 + 900)}) {
            plot.xAxis->setRange(keys);
            plot.replot(QCustomPlot::rpImmediateRefresh); // lays the axis rect out
            QVector<QPointF> fast;
            QVERIFY(graph->pixelLines(&fast));
            const QVector<QPointF> expected = graph->qcustomplotLines();
            QVERIFY(!expected.isEmpty());
            QCOMPARE(fast.size(), expected.size());
            for (qsizetype i = 0; i < fast.size(); ++i) {
                // Exactly the same doubles (QCOMPARE on doubles would allow a fuzz).
                QVERIFY2(fast[i].x() == expected[i].x() && fast[i].y() == expected[i].y(), qPrintable(QString::number(i)));
            }
        }
        // A reversed axis is left to QCustomPlot.
        plot.xAxis->setRangeReversed(true);
        QVector<QPointF> none;
        QVERIFY(!graph->pixelLines(&none));
    }

    void columnSpansCoverEveryColumnsExtremes()
    {
        // A flat line at y = 50 with a one-point spike up to y = 10 at x = 5, and
        // three points inside column 8 (min 5, max 60).
        const QVector<QPointF> points{{0, 50}, {1, 50}, {2, 50}, {3, 50}, {4, 50},   {5, 10},
                                      {6, 50}, {7, 50}, {7.8, 50}, {8.0, 5}, {8.2, 60}, {9, 50}};
        QVector<int> top, bottom;
        ColumnSpanGraph::columnSpans(points, 0, 10, &top, &bottom);
        QCOMPARE(top.size(), 10);
        for (int c = 0; c < 10; ++c)
            QVERIFY2(top[c] <= bottom[c], qPrintable(QStringLiteral("column %1 is empty").arg(c)));
        QCOMPARE(top[5], 10);    // the spike's peak
        QCOMPARE(bottom[4], 50); // the line leading to it
        QCOMPARE(top[8], 5);     // both extremes of a column with several points
        QCOMPARE(bottom[8], 60);
        QCOMPARE(top[0], 50);
        QCOMPARE(bottom[0], 50);
        // Columns outside the given range are not touched; NaN is a gap.
        ColumnSpanGraph::columnSpans({{0, 1}, {qQNaN(), qQNaN()}, {4, 1}}, 2, 2, &top, &bottom);
        QVERIFY(top[0] > bottom[0]);
        QVERIFY(top[1] > bottom[1]);
    }

    void aOneSampleSpikeSurvivesDecimationAndIsDrawn()
    {
        SpikeFixture f;
        TimeSeriesPlot *plot = f.plot.get();
        QCPGraph *graph = plot->seriesGraph(0);
        QVERIFY2(graph->dataCount() < kPlotCostSamples / 10, "the graph holds decimated points");
        double lo = 1e9, hi = -1e9;
        for (auto it = graph->data()->constBegin(); it != graph->data()->constEnd(); ++it) {
            lo = std::min(lo, it->value);
            hi = std::max(hi, it->value);
        }
        QCOMPARE(hi, kSpikeWatts); // min/max per bucket: exactly the spike, not an average
        QCOMPARE(lo, kBaseWatts);

        auto *spans = dynamic_cast<ColumnSpanGraph *>(graph);
        QVERIFY(spans);
        QVERIFY2(spans->lastSpanCount() > plot->axisRect()->width() / 2, "the dense line took the span path");
        const QImage image = plot->grab().toImage();
        const QRgb color = graph->pen().color().rgb();
        const double spikeKey = SpikeFixture::timeOf(kSpikeIndex) / 1000.0;
        const auto x = static_cast<int>(std::lround(plot->xAxis->coordToPixel(spikeKey)));
        const auto yPeak = static_cast<int>(std::lround(plot->yAxis->coordToPixel(kSpikeWatts)));
        const auto yBase = static_cast<int>(std::lround(plot->yAxis->coordToPixel(kBaseWatts)));
        QVERIFY2(hasColorNear(image, x, yPeak, color), "the spike's peak is drawn");
        QVERIFY2(hasColorNear(image, x, (yPeak + yBase) / 2, color), "the spike is drawn over its whole height");
        QVERIFY2(!hasColorNear(image, x, yPeak - 6, color), "nothing is drawn above the peak");
        QVERIFY2(hasColorNear(image, x - 100, yBase, color), "the base line is drawn");

        // PNG export draws through QCustomPlot's own line drawing: the same spike.
        QTemporaryDir dir;
        const QString png = dir.filePath(QStringLiteral("spike.png"));
        QVERIFY(plot->exportPng(png));
        const QImage exported(png);
        QCOMPARE(exported.size(), image.size());
        QVERIFY2(hasColorNear(exported, x, yPeak, color), "the exported picture shows the spike");
    }

    void csvExportHoldsEverySampleNotTheDecimatedPoints()
    {
        SpikeFixture f;
        QTemporaryDir dir;
        const QString path = dir.filePath(QStringLiteral("power.csv"));
        QString error;
        QVERIFY2(f.plot->exportCsv(path, &error), qPrintable(error));
        QFile file(path);
        QVERIFY(file.open(QIODevice::ReadOnly));
        const QStringList lines = QString::fromUtf8(file.readAll()).split(QLatin1Char('\n'), Qt::SkipEmptyParts);
        const QStringList header = SampleCsv::splitLine(lines.value(0));
        const auto power = header.indexOf(QStringLiteral("power_average [W]"));
        QVERIFY(power >= 0);
        QCOMPARE(lines.size() - 1, kPlotCostSamples); // every sample in view, while the graph holds far fewer
        QVERIFY(f.plot->seriesGraph(0)->dataCount() < kPlotCostSamples / 10);
        int spikes = 0;
        for (qsizetype i = 1; i < lines.size(); ++i) {
            const double watts = SampleCsv::splitLine(lines[i]).value(power).toDouble();
            QVERIFY(watts == kBaseWatts || watts == kSpikeWatts);
            spikes += watts == kSpikeWatts;
        }
        QCOMPARE(spikes, 1);
        QCOMPARE(SampleCsv::splitLine(lines[kSpikeIndex + 1]).value(power).toDouble(), kSpikeWatts);
    }
};

int runPlotCostTest(int argc, char *argv[])
{
    PlotCostTest test;
    return QTest::qExec(&test, argc, argv);
}

#include "PlotCostTest.moc"
