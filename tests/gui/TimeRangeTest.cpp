// SPDX-License-Identifier: GPL-3.0-or-later
// The shared time span (issue 24, point 10): after a start the live window
// spans the data recorded so far and grows to its length; a wheel zoom moves
// the window box to the preset nearest the zoomed span.
#include "widgets/plot/TimeControls.h"
#include "widgets/plot/TimeRange.h"

#include <QComboBox>
#include <QSignalSpy>
#include <QTest>

using namespace rocmtune;

class TimeRangeTest : public QObject
{
    Q_OBJECT

private slots:
    void firstMinutesSpanTheDataRecordedAndGrowToTheWindow()
    {
        TimeRange range;
        QCOMPARE(range.windowMs(), 5 * 60'000); // the default
        constexpr qint64 start = 1'700'000'000'000;
        range.setDataExtent(start, start + 2'000); // 2 s recorded: a 30 s span, not a 5-minute sliver
        QCOMPARE(range.toMs() - range.fromMs(), 30'000);
        QCOMPARE(range.toMs(), start + 2'000);
        range.setDataExtent(start, start + 31'000); // grows by tenths of the window
        QCOMPARE(range.toMs() - range.fromMs(), 60'000);
        range.setDataExtent(start, start + 100'000);
        QCOMPARE(range.toMs() - range.fromMs(), 120'000);
        for (qint64 recorded : {299'000, 300'000, 3'600'000}) {
            range.setDataExtent(start, start + recorded);
            QCOMPARE(range.toMs() - range.fromMs(), 5 * 60'000); // never more than the window
        }
        range.setWindowMs(60'000);
        range.setDataExtent(start + 3'000'000, start + 3'000'500); // history restarted: half a second
        QCOMPARE(range.toMs() - range.fromMs(), 10'000);          // the shortest readable span
        QVERIFY(range.following());
    }

    void theWindowBoxFollowsAWheelZoom()
    {
        TimeRange range;
        TimeControls controls(&range);
        controls.show();
        constexpr qint64 start = 1'700'000'000'000;
        const qint64 last = start + 2 * 3600'000;
        range.setDataExtent(start, last);
        QCOMPARE(controls.windowBox()->currentData().toLongLong(), 5 * 60'000);
        // Zoom in to about a minute (what a few wheel steps do): paused, "1 minute".
        range.setViewRange(last - 70'000, last);
        QVERIFY(!range.following());
        QCOMPARE(range.windowMs(), 60'000);
        QCOMPARE(controls.windowBox()->currentData().toLongLong(), 60'000);
        QCOMPARE(range.toMs() - range.fromMs(), 70'000); // the zoomed span itself stays
        // A pan keeps the span: the box stays.
        range.setViewRange(last - 170'000, last - 100'000);
        QCOMPARE(controls.windowBox()->currentData().toLongLong(), 60'000);
        // Zoom out to 50 minutes: "1 hour"; to everything recorded: "All recorded".
        range.setViewRange(last - 50 * 60'000, last);
        QCOMPARE(controls.windowBox()->currentData().toLongLong(), 3600'000);
        range.setViewRange(start - 60'000, last + 60'000);
        QCOMPARE(controls.windowBox()->currentData().toLongLong(), TimeRange::kAllRecorded);
        // Back to live: the window the box shows.
        range.setViewRange(last - 14 * 60'000, last);
        range.setFollowing(true);
        QCOMPARE(range.toMs() - range.fromMs(), 15 * 60'000);
        QCOMPARE(controls.windowBox()->currentData().toLongLong(), 15 * 60'000);
    }
};

int runTimeRangeTest(int argc, char *argv[])
{
    TimeRangeTest test;
    return QTest::qExec(&test, argc, argv);
}

#include "TimeRangeTest.moc"
