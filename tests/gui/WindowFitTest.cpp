// SPDX-License-Identifier: GPL-3.0-or-later
// The first window fits its screen (issue 24, point 2): placement on made-up
// screens, a saved geometry from a larger screen is not restored, and every
// view fits a 1280×720 screen (its minimum size leaves room for a frame).
#include "tests/gui/GuiHarness.h"

#include "widgets/shell/WindowPlacement.h"

#include <QScreen>
#include <QSettings>
#include <QTabWidget>
#include <QTest>

using namespace rocmtune;
using namespace rocmtune::test;

class WindowFitTest : public QObject
{
    Q_OBJECT

private slots:
    void firstWindowFitsALaptopScreen()
    {
        const QRect laptop(0, 0, 1366, 768 - 24); // a panel at the bottom
        const QRect client = WindowPlacement::firstWindowGeometry(laptop);
        const QRect frame = client.marginsAdded(WindowPlacement::kFrameAllowance);
        QVERIFY2(laptop.contains(frame), qPrintable(QStringLiteral("%1,%2 %3x%4").arg(frame.x()).arg(frame.y()).arg(frame.width()).arg(frame.height())));
        QVERIFY(frame.height() <= laptop.height() * WindowPlacement::kMaxScreenShare + 1);
        QVERIFY(frame.width() <= laptop.width() * WindowPlacement::kMaxScreenShare + 1);
        QVERIFY(client.top() > laptop.top()); // the title bar is on the screen
    }

    void firstWindowKeepsItsPreferredSizeOnALargeScreen()
    {
        const QRect large(0, 0, 2560, 1440);
        const QRect client = WindowPlacement::firstWindowGeometry(large);
        QCOMPARE(client.size(), WindowPlacement::kPreferredSize);
        QVERIFY(large.contains(client.marginsAdded(WindowPlacement::kFrameAllowance)));
        // Centred.
        QVERIFY(qAbs(client.center().x() - large.center().x()) <= 1);
    }

    void doubleScaleScreenIsSmallInLogicalPixels()
    {
        const QRect hiDpi(0, 0, 1280, 720); // 2560×1440 at 2×
        const QRect client = WindowPlacement::firstWindowGeometry(hiDpi);
        QVERIFY(hiDpi.contains(client.marginsAdded(WindowPlacement::kFrameAllowance)));
        QVERIFY(client.height() < 720 * 0.9);
    }

    void secondScreenOffsetIsKept()
    {
        const QRect right(1920, 0, 1366, 768);
        const QRect client = WindowPlacement::firstWindowGeometry(right);
        QVERIFY(right.contains(client.marginsAdded(WindowPlacement::kFrameAllowance)));
    }

    void savedGeometryMustFitACurrentScreen()
    {
        const QList<QRect> laptop{QRect(0, 0, 1366, 768)};
        QVERIFY(WindowPlacement::fitsOnAScreen(QRect(40, 40, 1200, 680), laptop));
        QVERIFY2(!WindowPlacement::fitsOnAScreen(QRect(40, 0, 1280, 860), laptop), "taller than the screen");
        QVERIFY2(!WindowPlacement::fitsOnAScreen(QRect(0, 2, 1200, 600), laptop), "no room for the title bar");
        QVERIFY2(!WindowPlacement::fitsOnAScreen(QRect(2000, 40, 1200, 600), laptop), "on a screen that is gone");
        QVERIFY(WindowPlacement::fitsOnAScreen(QRect(2000, 40, 1200, 600), laptop + QList<QRect>{QRect(1366, 0, 1920, 1080)}));
        QVERIFY(!WindowPlacement::fitsOnAScreen(QRect(), laptop));
    }

    void oversizedSavedGeometryIsReplaced()
    {
        GuiHarness h(2);
        QVERIFY(h.ready);
        const QRect available = h.window->screen()->availableGeometry();
        h.window->hide();
        h.window->setGeometry(available.adjusted(0, 0, 0, 400)); // taller than the screen
        h.window->saveWindowState();
        h.window->restoreWindowState();
        QVERIFY2(WindowPlacement::fitsOnAScreen(h.window->geometry(), {available}),
                 qPrintable(QStringLiteral("%1x%2").arg(h.window->height()).arg(h.window->width())));
        QSettings().remove(QStringLiteral("window"));
    }

    void everyViewFitsA1280x720Screen()
    {
        GuiHarness h(8);
        QVERIFY(h.ready);
        const QSize screen(1280, 720);
        const QSize room = QSize(int(screen.width() * WindowPlacement::kMaxScreenShare), int(screen.height() * WindowPlacement::kMaxScreenShare))
                           - QSize(WindowPlacement::kFrameAllowance.left() + WindowPlacement::kFrameAllowance.right(),
                                   WindowPlacement::kFrameAllowance.top() + WindowPlacement::kFrameAllowance.bottom());
        QTabWidget *tabs = h.window->viewTabs();
        for (int i = 0; i < tabs->count(); ++i) {
            tabs->setCurrentIndex(i);
            const QSize minimum = h.window->minimumSizeHint();
            QVERIFY2(minimum.width() <= room.width() && minimum.height() <= room.height(),
                     qPrintable(QStringLiteral("%1: minimum %2x%3, room %4x%5").arg(tabs->tabText(i)).arg(minimum.width()).arg(minimum.height())
                                    .arg(room.width()).arg(room.height())));
        }
    }
};

int runWindowFitTest(int argc, char *argv[])
{
    WindowFitTest test;
    return QTest::qExec(&test, argc, argv);
}

#include "WindowFitTest.moc"
