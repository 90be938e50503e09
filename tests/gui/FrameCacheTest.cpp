// SPDX-License-Identifier: GPL-3.0-or-later
// A graph redrawn from its kept frame (PlotFrameCache) looks exactly like the
// same graph drawn in full, pixel for pixel, and every change that alters the
// frame (size, palette, texts, language, legend, zoom, export) is drawn anew.
#include "tests/gui/PlotFixture.h"
#include "widgets/plot/AxisLines.h"
#include "widgets/plot/CachedTickers.h"

#include <QMouseEvent>
#include <QTemporaryDir>
#include <QTest>

using namespace rocmtune;
using namespace rocmtune::test;

class FrameCacheTest : public QObject
{
    Q_OBJECT

private slots:
    void aReusedFrameLooksLikeAFullRedraw()
    {
        PlotFixture f;
        const QImage reused = f.reused();
        COMPARE_IMAGES(reused, f.full());
        QVERIFY(f.plot->frameCache()->framesCaptured() >= 1);
        // The kept frame holds no data: the data layer is drawn over it.
        auto *graph = f.plot->seriesGraph(0);
        QVERIFY(graph->dataCount() > 100);
    }

    void slidesStartFromTheStaticFrameAndLookLikeFullRedraws()
    {
        PlotFixture f;
        f.plot->setFixedValueRange(QCPRange(0, 300)); // the value axis stays: only the time axis slides
        const qint64 first = kStartMs + 60'000;
        const qint64 last = kStartMs + (kSamples - 1) * 100LL;
        // The live view slides by a sample at a time: drawn as the app draws it...
        QVector<QImage> slid;
        for (int i = 0; i < 8; ++i) {
            f.context->timeRange()->setViewRange(first + i * 700, last + i * 700);
            slid << f.cached();
        }
        QVERIFY2(f.plot->frameCache()->staticFramesReused() >= 5, "slides started from the static frame");
        QCOMPARE(f.plot->frameCache()->framesReused(), 0); // every slide is a new view
        // ...and each of them exactly as drawn in full.
        for (int i = 0; i < 8; ++i) {
            f.context->timeRange()->setViewRange(first + i * 700, last + i * 700);
            COMPARE_IMAGES(slid[i], f.full());
            if (i > 0)
                QVERIFY2(slid[i] != slid[i - 1], "the time axis moved");
        }
        // A new value range is a new static frame, drawn in full.
        const int staticBefore = f.plot->frameCache()->staticFramesReused();
        f.plot->setFixedValueRange(QCPRange(0, 500));
        COMPARE_IMAGES(f.cached(), f.full());
        QCOMPARE(f.plot->frameCache()->staticFramesReused(), staticBefore);
    }

    // Each change, made after a frame was kept, is drawn exactly like a full redraw.
    void everyChangeOfTheFrameIsDrawnAnew_data()
    {
        QTest::addColumn<QString>("change");
        for (const char *change : {"resize", "palette", "title", "series label", "language", "legend toggle", "zoom",
                                   "value range", "png export", "crosshair"})
            QTest::newRow(change) << QString::fromLatin1(change);
    }

    void everyChangeOfTheFrameIsDrawnAnew()
    {
        QFETCH(QString, change);
        PlotFixture f;
        const QImage before = f.reused();
        QVERIFY(!before.isNull());
        TimeSeriesPlot *plot = f.plot.get();
        QTemporaryDir dir;
        if (change == QLatin1String("resize")) {
            plot->resize(700, 300);
        } else if (change == QLatin1String("palette")) {
            QPalette dark = plot->palette();
            dark.setColor(QPalette::Base, QColor(0x20, 0x20, 0x24));
            dark.setColor(QPalette::Window, QColor(0x20, 0x20, 0x24));
            dark.setColor(QPalette::Text, QColor(0xe0, 0xe0, 0xe0));
            plot->setPalette(dark);
        } else if (change == QLatin1String("title")) {
            plot->setTitle(QStringLiteral("功率 (W)"));
        } else if (change == QLatin1String("series label")) {
            plot->setSeriesLabel(0, QStringLiteral("平均功率"));
        } else if (change == QLatin1String("language")) {
            // What a live language switch does to a graph: new texts, then the event.
            plot->setTitle(QStringLiteral("温度"));
            QEvent languageChange(QEvent::LanguageChange);
            QCoreApplication::sendEvent(plot, &languageChange);
        } else if (change == QLatin1String("legend toggle")) {
            plot->setSeriesVisible(1, false);
        } else if (change == QLatin1String("zoom")) {
            f.context->timeRange()->setViewRange(kStartMs + 60'000, kStartMs + 120'000);
        } else if (change == QLatin1String("value range")) {
            plot->setFixedValueRange(QCPRange(0, 400));
        } else if (change == QLatin1String("png export")) {
            // Exporting at another scale lays the plot out for another size.
            QVERIFY(plot->savePng(dir.filePath(QStringLiteral("x.png")), 320, 130, 2.0));
        } else if (change == QLatin1String("crosshair")) {
            const QPoint inside = plot->axisRect()->rect().center();
            QMouseEvent move(QEvent::MouseMove, QPointF(inside), plot->mapToGlobal(QPointF(inside)), Qt::NoButton,
                             Qt::NoButton, Qt::NoModifier);
            QCoreApplication::sendEvent(plot, &move);
        }
        QCoreApplication::processEvents();
        const QImage after = f.cached();
        if (change != QLatin1String("png export"))
            QVERIFY2(after != before, "the change shows on screen");
        COMPARE_IMAGES(after, f.full());
        // And once the changed view is kept, its reuse matches too.
        COMPARE_IMAGES(f.reused(), f.full());
    }

    void hoverRedrawsReuseTheFrame()
    {
        PlotFixture f;
        (void)f.reused();
        const int reusedBefore = f.plot->frameCache()->framesReused();
        const QRect rect = f.plot->axisRect()->rect();
        for (int x = rect.left() + 10; x < rect.right(); x += 40) {
            QMouseEvent move(QEvent::MouseMove, QPointF(x, rect.center().y()), f.plot->mapToGlobal(QPointF(x, rect.center().y())),
                             Qt::NoButton, Qt::NoButton, Qt::NoModifier);
            QCoreApplication::sendEvent(f.plot.get(), &move);
            f.plot->replot(QCustomPlot::rpImmediateRefresh);
        }
        QVERIFY(f.plot->frameCache()->framesReused() > reusedBefore + 5);
        COMPARE_IMAGES(f.cached(), f.full());
    }

    // Grid and axis lines written straight into the image look exactly like
    // QCustomPlot's own (QCPGrid, QCPAxis with their pens), in every view.
    void directAxisLinesEqualQCustomPlotsLines_data()
    {
        QTest::addColumn<QString>("view");
        for (const char *view : {"all", "zoom", "resize", "value range", "dark", "crosshair"})
            QTest::newRow(view) << QString::fromLatin1(view);
    }

    void directAxisLinesEqualQCustomPlotsLines()
    {
        QFETCH(QString, view);
        PlotFixture f;
        TimeSeriesPlot *plot = f.plot.get();
        if (view == QLatin1String("zoom")) {
            f.context->timeRange()->setViewRange(kStartMs + 61'234, kStartMs + 99'876);
        } else if (view == QLatin1String("resize")) {
            plot->resize(517, 333);
        } else if (view == QLatin1String("value range")) {
            plot->setFixedValueRange(QCPRange(-37.5, 412.25));
        } else if (view == QLatin1String("dark")) {
            QPalette dark = plot->palette();
            dark.setColor(QPalette::Base, QColor(0x20, 0x20, 0x24));
            dark.setColor(QPalette::Window, QColor(0x20, 0x20, 0x24));
            dark.setColor(QPalette::Text, QColor(0xe0, 0xe0, 0xe0));
            dark.setColor(QPalette::WindowText, QColor(0xe0, 0xe0, 0xe0));
            plot->setPalette(dark);
        } else if (view == QLatin1String("crosshair")) {
            const QPoint inside = plot->axisRect()->rect().center();
            QMouseEvent move(QEvent::MouseMove, QPointF(inside), plot->mapToGlobal(QPointF(inside)), Qt::NoButton, Qt::NoButton,
                             Qt::NoModifier);
            QCoreApplication::sendEvent(plot, &move);
        }
        QCoreApplication::processEvents();
        const QImage direct = f.full();
        // Each of them: time and value grid (translucent pens), time and value axis.
        QCOMPARE(plot->axisLines().size(), 4);
        for (const AxisLines *lines : plot->axisLines())
            QVERIFY2(lines->lastDirectLines() >= 2, "grid and axis lines were written straight into the image");
        plot->setDirectAxisLines(false);
        const QImage painted = f.full();
        for (const AxisLines *lines : plot->axisLines())
            QCOMPARE(lines->lastDirectLines(), 0);
        COMPARE_IMAGES(direct, painted);
        // Drawn from the kept frames with direct lines, too.
        plot->setDirectAxisLines(true);
        COMPARE_IMAGES(f.reused(), painted);
        // An export at twice the scale draws them with QPainter: the same as QCustomPlot's.
        QTemporaryDir dir;
        const QString a = dir.filePath(QStringLiteral("a.png"));
        const QString b = dir.filePath(QStringLiteral("b.png"));
        QVERIFY(plot->savePng(a, 0, 0, 2.0));
        plot->setDirectAxisLines(false);
        QVERIFY(plot->savePng(b, 0, 0, 2.0));
        COMPARE_IMAGES(QImage(a), QImage(b));
    }

    // D14: at 1366x768 the dashboard's graphs are about 420 px wide and three
    // minutes of "HH:mm:ss" labels ran together; at any width they keep apart.
    void timeLabelsNeverRunIntoEachOther_data()
    {
        QTest::addColumn<int>("widthPx");
        QTest::addColumn<int>("spanS");
        for (int width : {260, 330, 420, 520, 640, 900})
            for (int span : {60, 180, 300})
                QTest::newRow(qPrintable(QStringLiteral("%1px %2s").arg(width).arg(span))) << width << span;
    }

    void timeLabelsNeverRunIntoEachOther()
    {
        QFETCH(int, widthPx);
        QFETCH(int, spanS);
        PlotFixture f;
        f.plot->resize(widthPx, 200);
        const qint64 last = kStartMs + (kSamples - 1) * 100LL;
        f.context->timeRange()->setViewRange(last - spanS * 1000LL, last);
        (void)f.cached();
        QCPAxis *axis = f.plot->xAxis;
        const QFontMetrics metrics(axis->tickLabelFont());
        const QVector<double> ticks = axis->tickVector();
        const QVector<QString> labels = axis->tickVectorLabels();
        QCOMPARE(ticks.size(), labels.size());
        struct Shown {
            double centrePx;
            int widthPx;
            QString text;
        };
        QVector<Shown> shown;
        for (int i = 0; i < ticks.size(); ++i) {
            if (axis->range().contains(ticks[i]))
                shown.append({axis->coordToPixel(ticks[i]), metrics.horizontalAdvance(labels[i]), labels[i]});
        }
        // Two times at least where two labels fit with a "nice" step (1, 2, 5, 10, 15, 30 s, 1, 2, 5 min...) in
        // the range; a 260 px graph over 3 minutes may show one (a 2-minute step).
        QVERIFY2(shown.size() >= (widthPx >= 330 ? 2 : 1), qPrintable(QStringLiteral("%1 labels").arg(shown.size())));
        for (int i = 1; i < shown.size(); ++i) {
            const double gapPx = shown[i].centrePx - shown[i - 1].centrePx - (shown[i].widthPx + shown[i - 1].widthPx) / 2.0;
            QVERIFY2(gapPx >= metrics.horizontalAdvance(QLatin1Char(' ')),
                     qPrintable(QStringLiteral("labels %1 and %2 are %3 px apart").arg(shown[i - 1].text, shown[i].text).arg(gapPx)));
        }
        // The export at another size keeps the on-screen view as drawn in full (the "png export" row above).
        COMPARE_IMAGES(f.cached(), f.full());
    }

    void tickLabelsAreFormattedOncePerTickValue()
    {
        PlotFixture f;
        auto ticker = f.plot->xAxis->ticker().dynamicCast<CachedDateTimeTicker>();
        QVERIFY(ticker);
        f.plot->frameCache()->setEnabled(false);
        f.plot->replot(QCustomPlot::rpImmediateRefresh);
        const int labels = ticker->cachedLabelCount();
        QVERIFY(labels >= 2);
        // The same view again: no new labels. The labels equal QCustomPlot's own.
        f.plot->replot(QCustomPlot::rpImmediateRefresh);
        QCOMPARE(ticker->cachedLabelCount(), labels);
        QCPAxisTickerDateTime plain;
        plain.setDateTimeFormat(ticker->dateTimeFormat());
        plain.setTickCount(ticker->tickCount());
        QVector<double> ticks, plainTicks;
        QVector<QString> texts, plainTexts;
        ticker->generate(f.plot->xAxis->range(), f.plot->locale(), QLatin1Char('g'), 6, ticks, nullptr, &texts);
        plain.generate(f.plot->xAxis->range(), f.plot->locale(), QLatin1Char('g'), 6, plainTicks, nullptr, &plainTexts);
        QCOMPARE(ticks, plainTicks);
        QCOMPARE(texts, plainTexts);
        // Another format (a longer span) is not answered from the old labels.
        ticker->setDateTimeFormat(QStringLiteral("HH:mm"));
        ticker->generate(f.plot->xAxis->range(), f.plot->locale(), QLatin1Char('g'), 6, ticks, nullptr, &texts);
        plain.setDateTimeFormat(QStringLiteral("HH:mm"));
        plain.generate(f.plot->xAxis->range(), f.plot->locale(), QLatin1Char('g'), 6, plainTicks, nullptr, &plainTexts);
        QCOMPARE(texts, plainTexts);
    }
};

int runFrameCacheTest(int argc, char *argv[])
{
    FrameCacheTest test;
    return QTest::qExec(&test, argc, argv);
}

#include "FrameCacheTest.moc"
