// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once
// A graph over 5 minutes of power samples, drawn the way the app draws it or
// in full (the frame cache off), and a pixel comparison of two pictures.
#include "widgets/context/AppContext.h"
#include "widgets/plot/PlotFrameCache.h"
#include "widgets/plot/TimeSeriesPlot.h"

#include <QTest>

#include <cmath>
#include <memory>

namespace rocmtune::test {

inline constexpr qint64 kStartMs = 1'700'000'000'000;
inline constexpr int kSamples = 3'000; // 5 minutes at 10 Hz

struct PlotFixture {
    PlotFixture()
    {
        AppSettings settings;
        settings.samplingIntervalMs = 100;
        settings.historyMinutes = 60;
        context = std::make_unique<AppContext>([] { return DeviceSetResult{}; }, settings);
        for (int i = 0; i < kSamples; ++i) {
            Sample sample(0, kStartMs + i * 100LL);
            sample.set(MetricId::PowerAverage, 150 + 60 * std::sin(i / 40.0) + (i % 7) * 3);
            sample.set(MetricId::PowerCap, 250);
            context->history().append(sample);
        }
        plot = std::make_unique<TimeSeriesPlot>(context.get());
        plot->setSeries({{MetricId::PowerAverage, 0, QStringLiteral("Power"), 0},
                         {MetricId::PowerCap, 0, QStringLiteral("Cap"), 0, true}});
        plot->setTitle(QStringLiteral("Power (W)"));
        plot->resize(640, 260);
        plot->show();
        context->timeRange()->setWindowMs(TimeRange::kAllRecorded);
        context->timeRange()->setDataExtent(kStartMs, kStartMs + (kSamples - 1) * 100LL);
        QCoreApplication::processEvents();
    }

    // A replot that may use the kept frame, as the app draws.
    QImage cached()
    {
        plot->replot(QCustomPlot::rpImmediateRefresh);
        return plot->grab().toImage();
    }
    // The same view drawn in full (the reference).
    QImage full()
    {
        plot->frameCache()->setEnabled(false);
        plot->replot(QCustomPlot::rpImmediateRefresh);
        QImage image = plot->grab().toImage();
        plot->frameCache()->setEnabled(true);
        return image;
    }
    // Draws the view until the frame is kept and reused, then returns that picture.
    QImage reused()
    {
        const int before = plot->frameCache()->framesReused();
        QImage image;
        for (int i = 0; i < 3; ++i)
            image = cached();
        if (plot->frameCache()->framesReused() <= before)
            return {}; // not reused: the caller's comparison fails loudly
        return image;
    }

    std::unique_ptr<AppContext> context;
    std::unique_ptr<TimeSeriesPlot> plot;
};

inline QString differenceText(const QImage &a, const QImage &b)
{
    if (a.size() != b.size())
        return QStringLiteral("sizes differ: %1x%2 vs %3x%4").arg(a.width()).arg(a.height()).arg(b.width()).arg(b.height());
    int count = 0;
    QPoint first(-1, -1);
    for (int y = 0; y < a.height(); ++y) {
        for (int x = 0; x < a.width(); ++x) {
            if (a.pixel(x, y) != b.pixel(x, y)) {
                if (count++ == 0)
                    first = QPoint(x, y);
            }
        }
    }
    return QStringLiteral("%1 pixels differ, first at (%2, %3)").arg(count).arg(first.x()).arg(first.y());
}

#define COMPARE_IMAGES(actual, expected)                                                                                 \
    do {                                                                                                                 \
        const QImage a_ = (actual).convertToFormat(QImage::Format_RGB32);                                                \
        const QImage e_ = (expected).convertToFormat(QImage::Format_RGB32);                                              \
        QVERIFY2(!a_.isNull(), "the kept frame was not reused");                                                         \
        if (a_ != e_ && !qEnvironmentVariableIsEmpty("ROCMTUNE_FRAME_TEST_DUMP")) {                                      \
            a_.save(qEnvironmentVariable("ROCMTUNE_FRAME_TEST_DUMP") + QStringLiteral("-actual.png"));                   \
            e_.save(qEnvironmentVariable("ROCMTUNE_FRAME_TEST_DUMP") + QStringLiteral("-expected.png"));                 \
        }                                                                                                                \
        QVERIFY2(a_ == e_, qPrintable(differenceText(a_, e_)));                                                          \
    } while (false)

} // namespace rocmtune::test
