// SPDX-License-Identifier: GPL-3.0-or-later
// Issue 36: the throttle-reason bands under the clock graph keep their labels
// whole on a short graph (the dashboard at 1366x768 draws graphs about 130 px
// tall): each row is as tall as its words in pixels, stacked from the graph's
// bottom edge, every label inside its own row and inside the graph, in English
// and in Chinese.
#include "core/i18n/Language.h"
#include "core/telemetry/ThrottleReasons.h"
#include "widgets/context/AppContext.h"
#include "widgets/plot/ThrottleBands.h"
#include "widgets/plot/TimeSeriesPlot.h"

#include <QTest>

#include <memory>

using namespace rocmtune;

namespace {
constexpr qint64 kBandsStartMs = 1'700'000'000'000;
constexpr int kBandsSamples = 600; // a minute at 10 Hz
} // namespace

class ThrottleBandsTest : public QObject
{
    Q_OBJECT

private slots:
    void labelsStayWholeOnShortGraphs_data()
    {
        QTest::addColumn<QString>("language");
        QTest::addColumn<int>("heightPx");
        for (const char *language : {"en", "zh_CN"}) {
            for (int height : {110, 140, 200, 320})
                QTest::addRow("%s %d px", language, height) << QString::fromLatin1(language) << height;
        }
    }

    void labelsStayWholeOnShortGraphs()
    {
        QFETCH(QString, language);
        QFETCH(int, heightPx);
        QVERIFY(applyLanguage(language));
        AppSettings settings;
        settings.samplingIntervalMs = 100;
        AppContext context([] { return DeviceSetResult{}; }, settings);
        // Three reasons in three stretches: power cap, then hotspot temperature (shown for the coarse thermal bit
        // too), then VRM temperature with the power cap again.
        for (int i = 0; i < kBandsSamples; ++i) {
            Sample sample(0, kBandsStartMs + i * 100LL);
            sample.set(MetricId::GfxClock, 2000 - (i % 50));
            unsigned bits = 0;
            if (i < 200 || i >= 400)
                bits |= ThrottlePowerCap;
            if (i >= 150 && i < 350)
                bits |= ThrottleThermal | ThrottleHotspotTemperature;
            if (i >= 400)
                bits |= ThrottleHardwareSlowdown | ThrottleVrmTemperature;
            sample.set(MetricId::ThrottleStatus, bits);
            context.history().append(sample);
        }
        TimeSeriesPlot plot(&context);
        plot.setSeries({{MetricId::GfxClock, 0, QStringLiteral("GFX"), 0}});
        plot.setTitle(QStringLiteral("Clocks (MHz)"));
        plot.showThrottleBands(true);
        plot.resize(420, heightPx);
        plot.show();
        QVERIFY(QTest::qWaitForWindowExposed(&plot));
        context.timeRange()->setWindowMs(TimeRange::kAllRecorded);
        context.timeRange()->setDataExtent(kBandsStartMs, kBandsStartMs + (kBandsSamples - 1) * 100LL);
        plot.refresh();
        plot.replot(QCustomPlot::rpImmediateRefresh);

        const ThrottleBands *bands = plot.throttleBands();
        QVERIFY(bands);
        QCOMPARE(bands->rowCount(), 3);
        const QStringList words = bands->rowLabels();
        QCOMPARE(words.size(), 3);
        for (const QString &w : words)
            QVERIFY2(!w.isEmpty(), qPrintable(words.join(QLatin1String(" | "))));
        if (language == QLatin1String("zh_CN")) // the Chinese words, not the English ones
            QVERIFY2(!words.contains(QStringLiteral("power cap")), qPrintable(words.join(QLatin1String(" | "))));

        const QRect graph = plot.axisRect()->rect();
        const QFontMetrics metrics(bands->labels().first()->font());
        const int rowPx = bands->rowHeightPx();
        QVERIFY2(rowPx >= metrics.height(), qPrintable(QStringLiteral("rows of %1 px for text %2 px high").arg(rowPx).arg(metrics.height())));
        for (int row = 0; row < bands->labels().size(); ++row) {
            QCPItemText *label = bands->labels().at(row);
            const QRectF box(label->topLeft->pixelPosition(), label->bottomRight->pixelPosition());
            const QString where = QStringLiteral("%1 (row %2): label %3..%4 px, graph %5..%6 px, row %7 px")
                                      .arg(label->text()).arg(row).arg(box.top()).arg(box.bottom())
                                      .arg(graph.top()).arg(graph.bottom() + 1).arg(rowPx);
            // Whole: as tall as its text, inside the graph (not clipped by its edge) and inside its own row.
            QVERIFY2(box.height() >= metrics.height(), qPrintable(where));
            QVERIFY2(box.bottom() <= graph.bottom() + 1 && box.top() >= graph.top(), qPrintable(where));
            const double rowBottom = graph.bottom() + 1 - row * rowPx, rowTop = rowBottom - rowPx;
            QVERIFY2(box.top() >= rowTop - 0.5 && box.bottom() <= rowBottom + 0.5, qPrintable(where));
        }
        QVERIFY(applyLanguage(QStringLiteral("en")));
    }
};

int runThrottleBandsTest(int argc, char *argv[])
{
    ThrottleBandsTest test;
    return QTest::qExec(&test, argc, argv);
}

#include "ThrottleBandsTest.moc"
