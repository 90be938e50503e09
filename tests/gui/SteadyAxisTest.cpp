// SPDX-License-Identifier: GPL-3.0-or-later
// The value axis of a live graph holds its range while the data in view stays
// inside it, grows at once when the data leaves it, shrinks only after the
// data has used a clearly smaller part for a while, and fits a new view
// (zoom, another GPU) afresh; fixed ranges stay fixed. Slides with a held
// range start from the kept static frame and look exactly like full redraws.
#include "tests/gui/GuiHarness.h"
#include "tests/gui/PlotFixture.h"
#include "widgets/plot/SteadyValueRange.h"

#include <QTest>

#include <limits>

using namespace rocmtune;
using namespace rocmtune::test;

namespace {

constexpr SteadyValueRange::Limits kFromZero{true, 1.0, std::nullopt};
constexpr SteadyValueRange::Limits kFitted{false, 10.0, std::nullopt}; // temperatures

bool isMultiple(double value, double step)
{
    const double ratio = value / step;
    return std::abs(ratio - std::round(ratio)) < 1e-9;
}

// What the graph shows of its visible series inside the time range.
QCPRange dataExtremes(TimeSeriesPlot *plot)
{
    double lo = std::numeric_limits<double>::infinity();
    double hi = -lo;
    for (int i = 0; i < plot->seriesCount(); ++i) {
        if (!plot->isSeriesVisible(i))
            continue;
        bool found = false;
        const QCPRange r = plot->seriesGraph(i)->getValueRange(found, QCP::sdBoth, plot->xAxis->range());
        if (found) {
            lo = std::min(lo, r.lower);
            hi = std::max(hi, r.upper);
        }
    }
    return {lo, hi};
}

// Appends power samples to the fixture's history and slides the live view with them.
struct LiveFeed {
    explicit LiveFeed(PlotFixture &fixture) : f(fixture) {}
    void add(double watts, int count = 1)
    {
        for (int i = 0; i < count; ++i) {
            lastMs += 100;
            Sample sample(0, lastMs);
            sample.set(MetricId::PowerAverage, watts);
            sample.set(MetricId::PowerCap, 250);
            f.context->history().append(sample);
        }
        f.context->timeRange()->setDataExtent(f.context->history().firstTimestampMs().value_or(kStartMs), lastMs);
        QCoreApplication::processEvents();
    }
    PlotFixture &f;
    qint64 lastMs = kStartMs + (kSamples - 1) * 100LL;
};

} // namespace

class SteadyAxisTest : public QObject
{
    Q_OBJECT

private slots:
    void aFirstFitSpansTheDataRoundedToANiceStep()
    {
        SteadyValueRange steady;
        const QCPRange r = steady.update(93.0, 241.0, 0, kFromZero);
        QCOMPARE(r.lower, 0.0);
        QVERIFY(r.upper > 241.0 * 1.07); // a margin above the line
        QVERIFY(r.upper < 241.0 * 1.3);  // not much more
        QVERIFY(isMultiple(r.upper, SteadyValueRange::niceStep(r.size())));
        const QCPRange t = SteadyValueRange().update(61.5, 64.0, 0, kFitted);
        QVERIFY(t.lower < 61.5 && t.upper > 64.0);
        QVERIFY(t.size() >= 10.0 && t.size() <= 16.0); // a flat temperature gets the readable span
        QCOMPARE(SteadyValueRange::niceStep(80), 10.0);
        QCOMPARE(SteadyValueRange::niceStep(17), 2.5);
        QCOMPARE(SteadyValueRange::niceStep(0.9), 0.2);
        // No data: a placeholder range, and the next data is fitted afresh.
        QCOMPARE(steady.update(std::numeric_limits<double>::infinity(), -std::numeric_limits<double>::infinity(), 0, kFromZero),
                 QCPRange(0, 1));
        QCOMPARE(steady.update(10, 20, 100, kFromZero), SteadyValueRange::fit(10, 20, kFromZero));
    }

    void holdsWhileTheDataStaysInside()
    {
        SteadyValueRange steady;
        const QCPRange first = steady.update(100, 240, 0, kFromZero);
        // Extremes move around inside the range, sample after sample.
        for (int i = 1; i < 400; ++i) {
            const double lo = 100 + (i % 13) * 5;
            const double hi = 170 + (i % 17) * 4;
            QCOMPARE(steady.update(lo, hi, i * 100, kFromZero), first);
        }
        // A fresh fit to the last extremes would have been another range.
        QVERIFY(SteadyValueRange::fit(160, 234, kFromZero) != first || SteadyValueRange::fit(100, 170, kFromZero) != first);
    }

    void growsAtOnceWithHeadroomWhenTheDataLeaves()
    {
        SteadyValueRange steady;
        const QCPRange first = steady.update(100, 240, 0, kFromZero);
        const QCPRange grown = steady.update(100, first.upper + 30, 100, kFromZero);
        QCOMPARE(grown.lower, 0.0);
        QVERIFY(grown.upper > first.upper + 30);
        // Headroom: the data may rise a good part further before the next change.
        const double headroom = grown.upper - (first.upper + 30);
        QVERIFY2(headroom >= 0.1 * grown.size(), qPrintable(QString::number(headroom)));
        QVERIFY(isMultiple(grown.upper, SteadyValueRange::niceStep(grown.size())));
        QCOMPARE(steady.update(100, first.upper + 30 + headroom / 2, 200, kFromZero), grown);
        // Data running along the top edge grows it too.
        const QCPRange edge = steady.update(100, grown.upper - grown.size() * 0.005, 300, kFromZero);
        QVERIFY(edge.upper > grown.upper);

        // Below: a range that does not start at zero grows downwards, the top stays.
        SteadyValueRange temps;
        const QCPRange t = temps.update(60, 75, 0, kFitted);
        const QCPRange lower = temps.update(t.lower - 3, 70, 100, kFitted);
        QCOMPARE(lower.upper, t.upper);
        QVERIFY(lower.lower < t.lower - 3);
        // And negative values leave a zero-based range.
        SteadyValueRange signedValues;
        QCOMPARE(signedValues.update(0, 10, 0, kFromZero).lower, 0.0);
        QVERIFY(signedValues.update(-4, 10, 100, kFromZero).lower < -4);
    }

    void aCeilingEndsTheRangeExactlyThere()
    {
        // VRAM of a 24 GiB card (23.98 GiB as the driver reports it): the plot
        // passes hi = max(data, total); the top of the graph means "full".
        const SteadyValueRange::Limits vram{true, 1.0, 23.98};
        SteadyValueRange steady;
        QCOMPARE(steady.update(17.3, 23.98, 0, vram), QCPRange(0, 23.98));
        // Without the ceiling the same data gets a margin and a rounded top.
        QVERIFY(SteadyValueRange().update(17.3, 23.98, 0, kFromZero).upper > 25.0);
        // Held while the use stays under it, also when the card is full.
        for (int i = 1; i < 50; ++i)
            QCOMPARE(steady.update(10.0 + i * 0.2, 23.98, i * 100, vram), QCPRange(0, 23.98));
        // A reading above the total (a garbled driver value) still shows: the range grows.
        QVERIFY(steady.update(17.3, 30.0, 6000, vram).upper > 30.0);
    }

    void shrinksOnlyAfterTheDataStayedSmallForAWhile()
    {
        SteadyValueRange steady;
        const QCPRange big = steady.update(100, 400, 0, kFromZero);
        // The load drops: the data now uses less than half the height.
        qint64 t = 1000;
        for (; t < 1000 + SteadyValueRange::kShrinkAfterMs; t += 100)
            QCOMPARE(steady.update(80, 120, t, kFromZero), big);
        const QCPRange small = steady.update(80, 120, t, kFromZero);
        QCOMPARE(small, SteadyValueRange::fit(80, 120, kFromZero));
        QVERIFY(small.upper < big.upper / 2);
        // The timer starts over when the data fills the range again in between.
        const QCPRange again = steady.update(80, small.upper + 300, t + 100, kFromZero);
        QVERIFY(again.upper > small.upper);
        const qint64 drop = t + 200;
        QCOMPARE(steady.update(80, 120, drop, kFromZero), again);
        QCOMPARE(steady.update(80, 300, drop + 5000, kFromZero), again); // uses more than half: not small
        QCOMPARE(steady.update(80, 120, drop + SteadyValueRange::kShrinkAfterMs, kFromZero), again);
        QCOMPARE(steady.update(80, 120, drop + 5000 + 2 * SteadyValueRange::kShrinkAfterMs, kFromZero), small);
        // A use of more than half the height never shrinks it.
        SteadyValueRange half;
        const QCPRange h = half.update(0, 300, 0, kFromZero);
        for (qint64 ms = 0; ms < 10 * SteadyValueRange::kShrinkAfterMs; ms += 1000)
            QCOMPARE(half.update(0, h.upper * 0.6, ms, kFromZero), h);
    }

    void resetFitsAfresh()
    {
        SteadyValueRange steady;
        steady.update(0, 900, 0, kFromZero);
        steady.reset();
        QVERIFY(!steady.hasRange());
        QCOMPARE(steady.update(10, 120, 100, kFromZero), SteadyValueRange::fit(10, 120, kFromZero));
    }

    // The graph: slides with data inside keep the axis, start from the static
    // frame and equal full redraws; a spike grows it at the next redraw.
    void liveSlidesKeepTheValueAxis()
    {
        PlotFixture f;
        f.context->timeRange()->setWindowMs(60'000);
        QCoreApplication::processEvents();
        LiveFeed feed(f);
        const QCPRange held = f.plot->yAxis->range();
        QVERIFY(held.upper >= 250); // the cap line is in view
        const int staticBefore = f.plot->frameCache()->staticFramesReused();
        QVector<QImage> slid;
        for (int i = 0; i < 12; ++i) {
            feed.add(60 + 20 * i, 5); // new minima and maxima (above the cap line too) inside the range
            slid << f.cached();
            QCOMPARE(f.plot->yAxis->range(), held);
        }
        QVERIFY2(f.plot->frameCache()->staticFramesReused() >= staticBefore + 10, "slides started from the static frame");
        // Each slide as drawn from the static frame equals its full redraw (the last one here).
        COMPARE_IMAGES(slid.last(), f.full());

        // A spike above the range grows it at once, drawn in full and equal to a full redraw.
        feed.add(held.upper * 1.5);
        feed.add(150, 2); // drawn with the slide of the next pixel
        QVERIFY(f.plot->yAxis->range().upper > held.upper * 1.5);
        QCOMPARE(f.plot->yAxis->range().lower, 0.0);
        COMPARE_IMAGES(f.cached(), f.full());
        const QCPRange grown = f.plot->yAxis->range();
        // The spike leaves the one-minute window; the range stays a while, then shrinks.
        feed.add(150, 600);
        QCOMPARE(f.plot->yAxis->range(), grown);
        feed.add(150, static_cast<int>(SteadyValueRange::kShrinkAfterMs / 100));
        const QCPRange shrunk = f.plot->yAxis->range();
        QVERIFY2(shrunk.upper < grown.upper, qPrintable(QStringLiteral("%1 -> %2").arg(grown.upper).arg(shrunk.upper)));
        QVERIFY(shrunk.upper >= 250);
        COMPARE_IMAGES(f.cached(), f.full());
    }

    void fixedRangesStayFixed()
    {
        PlotFixture f;
        f.plot->setFixedValueRange(QCPRange(0, 105));
        LiveFeed feed(f);
        feed.add(500, 3);
        QCOMPARE(f.plot->yAxis->range(), QCPRange(0, 105));
        feed.add(20, 3);
        QCOMPARE(f.plot->yAxis->range(), QCPRange(0, 105));
        // Back to scaling with the data: fitted afresh.
        f.plot->setFixedValueRange(std::nullopt);
        QVERIFY(f.plot->yAxis->range().upper > 500);
    }

    void aZoomOrAHiddenSeriesFitsTheNewViewAfresh()
    {
        PlotFixture f;
        f.context->timeRange()->setWindowMs(60'000);
        QCoreApplication::processEvents();
        LiveFeed feed(f);
        feed.add(900); // the range grows for the spike (drawn with the next pixel)
        feed.add(150, 20);
        const QCPRange held = f.plot->yAxis->range();
        QVERIFY(held.upper > 900);
        // Zoom into the last seconds, without the spike: fitted to what is in view.
        f.context->timeRange()->setViewRange(feed.lastMs - 1500, feed.lastMs);
        QCoreApplication::processEvents();
        const QCPRange extremes = dataExtremes(f.plot.get());
        QCOMPARE(f.plot->yAxis->range(), SteadyValueRange::fit(extremes.lower, extremes.upper, kFromZero));
        QVERIFY(f.plot->yAxis->range().upper < 400);
        COMPARE_IMAGES(f.cached(), f.full());
        // Resume following: the live view is fitted afresh (the spike is in view again).
        f.context->timeRange()->setFollowing(true);
        QCoreApplication::processEvents();
        const QCPRange live = dataExtremes(f.plot.get());
        QCOMPARE(f.plot->yAxis->range(), SteadyValueRange::fit(live.lower, live.upper, kFromZero));
        // Hiding the cap line fits the series still shown.
        feed.add(150, 700); // the spike left the window; the axis still holds it
        QVERIFY(f.plot->yAxis->range().upper > 900);
        f.plot->setSeriesVisible(1, false);
        const QCPRange power = dataExtremes(f.plot.get());
        QCOMPARE(f.plot->yAxis->range(), SteadyValueRange::fit(power.lower, power.upper, kFromZero));
        COMPARE_IMAGES(f.cached(), f.full());
    }

    void anotherGpuIsFittedAfresh()
    {
        GuiHarness h(2);
        QVERIFY(h.ready);
        QVERIFY(h.tick(3));
        TimeSeriesPlot *power = h.dashboard->graph(DashboardView::Power);
        // A spike on GPU 0 grows its power graph's axis.
        const qint64 spikeMs = h.context->history().lastTimestampMs(0).value_or(0) + 1;
        Sample spike(0, spikeMs);
        spike.set(MetricId::PowerAverage, 5000);
        h.context->history().append(spike);
        QVERIFY(h.tick(2));
        QVERIFY(power->yAxis->range().upper > 5000);
        // GPU 1 has no spike: its values are fitted, not shown under GPU 0's range.
        h.context->setCurrentDevice(1);
        QCoreApplication::processEvents();
        QVERIFY(h.tick(1));
        const QCPRange extremes = dataExtremes(power);
        QVERIFY(extremes.upper < 5000);
        QCOMPARE(power->yAxis->range(), SteadyValueRange::fit(extremes.lower, extremes.upper, kFromZero));
    }
};

int runSteadyAxisTest(int argc, char *argv[])
{
    SteadyAxisTest test;
    return QTest::qExec(&test, argc, argv);
}

#include "SteadyAxisTest.moc"
