// SPDX-License-Identifier: GPL-3.0-or-later
// What the review of the finished GUI found, each kept from coming back:
// the fan curve plot lets the keyboard in and out (Tab selects a point, the
// arrows move it, Tab past the last point goes on to the next control);
// coloured texts stay readable on the light and the dark window; Apply
// stays in view when the Tuning view's controls need more height than a
// 1366x768 screen leaves, and nothing scrolls on a 1920x1080 one.
#include "core/backends/BackendRegistry.h"
#include "core/i18n/Language.h"
#include "core/tuning/route/TuningController.h"
#include "tests/tuning/gui/TuningPanelRig.h"
#include "widgets/common/TextTone.h"
#include "widgets/common/VisibleCheckStyle.h"
#include "widgets/tuning/TuningPanel.h"
#include "widgets/tuning/controls/fancurve/FanCurvePlot.h"

#include <qcustomplot.h>

#include <QApplication>
#include <QLabel>
#include <QLineEdit>
#include <QListWidget>
#include <QPushButton>
#include <QRegularExpression>
#include <QScrollArea>
#include <QScrollBar>
#include <QStandardPaths>
#include <QTemporaryDir>
#include <QStyle>
#include <QStyleFactory>
#include <QTest>
#include <QVBoxLayout>

#include <memory>

using namespace rocmtune;
using rocmtune::testing::TuningPanelRig;

namespace {
// The Tuning view in a maximized main window on a 1366x768 screen under fluxbox (scripts/tuning-shots.sh prints it).
constexpr QSize kMaximized1366(1042, 647); // Chinese: its menu bar is 6 px taller than the English one
} // namespace

class LookAndFeelTest : public QObject
{
    Q_OBJECT

private slots:
    void colouredTextIsReadableInBothLooks()
    {
        // The light look (Fusion's palette) and the dark one (app/gui/DarkPalette.cpp's window and text).
        QPalette light = QStyleFactory::create(QStringLiteral("Fusion"))->standardPalette();
        QPalette dark = light;
        dark.setColor(QPalette::Window, QColor(0x2b, 0x2d, 0x30));
        dark.setColor(QPalette::WindowText, QColor(0xdf, 0xe1, 0xe5));
        QPalette white = light;
        white.setColor(QPalette::Window, Qt::white);
        for (const auto &[name, palette] : {std::pair{"light", light}, std::pair{"dark", dark}, std::pair{"white", white}}) {
            for (TextTone tone : {TextTone::Secondary, TextTone::Error, TextTone::Warning, TextTone::Success}) {
                const QColor text = textToneColor(palette, tone);
                const double ratio = contrastRatio(text, palette.color(QPalette::Window));
                QVERIFY2(ratio >= 4.5, qPrintable(QStringLiteral("%1 look, tone %2: %3 on %4 is %5:1")
                                                      .arg(QLatin1String(name)).arg(int(tone)).arg(text.name(), palette.color(QPalette::Window).name())
                                                      .arg(ratio, 0, 'f', 2)));
            }
            // A side note is quieter than the text itself.
            QVERIFY(contrastRatio(textToneColor(palette, TextTone::Secondary), palette.color(QPalette::Window))
                    < contrastRatio(palette.color(QPalette::WindowText), palette.color(QPalette::Window)));
        }
        // What the views used before: the red of refusals and palette(mid) for reasons fail on the dark window.
        QVERIFY(contrastRatio(QColor(0xc6, 0x28, 0x28), dark.color(QPalette::Window)) < 4.5);
        QVERIFY(contrastRatio(QColor(0x5a, 0x5d, 0x62), dark.color(QPalette::Window)) < 4.5);
        QCOMPARE(textToneStyle(dark, TextTone::Error, QStringLiteral("font-style: italic;")),
                 QStringLiteral("QLabel { color: %1; font-style: italic; }").arg(textToneColor(dark, TextTone::Error).name()));
    }

    void listCheckBoxesShowInTheDarkLook()
    {
        // Issue 37 (review D17): an unchecked box in a list (the Stress GPU list, Settings' alerts) on the dark look.
        // Plain Fusion draws its frame darker than the window: nothing shows against the list's dark field. With
        // VisibleCheckStyle (what the app uses in the dark look) the frame stands out.
        QPalette dark = QStyleFactory::create(QStringLiteral("Fusion"))->standardPalette();
        dark.setColor(QPalette::Window, QColor(0x2b, 0x2d, 0x30));
        dark.setColor(QPalette::Base, QColor(0x1e, 0x1f, 0x22));
        dark.setColor(QPalette::Text, QColor(0xdf, 0xe1, 0xe5));
        auto strongestEdge = [&dark](QStyle *style) {
            QListWidget list;
            list.setStyle(style);
            list.setPalette(dark);
            auto *item = new QListWidgetItem(QStringLiteral("GPU 0"), &list);
            item->setFlags(item->flags() | Qt::ItemIsUserCheckable);
            item->setCheckState(Qt::Unchecked);
            list.resize(200, 60);
            const QImage image = list.grab().toImage();
            const QRect row = list.visualItemRect(item).translated(list.viewport()->pos());
            double best = 1;
            const int boxEnd = row.left() + style->pixelMetric(QStyle::PM_IndicatorWidth) + 4; // the box, not the text after it
            for (int y = row.top(); y <= row.bottom(); ++y) {
                for (int x = row.left(); x < boxEnd; ++x)
                    best = std::max(best, contrastRatio(image.pixelColor(x, y), dark.color(QPalette::Base)));
            }
            return best;
        };
        std::unique_ptr<QStyle> fusion(QStyleFactory::create(QStringLiteral("Fusion")));
        VisibleCheckStyle visible(QStyleFactory::create(QStringLiteral("Fusion")));
        const double plain = strongestEdge(fusion.get());
        const double framed = strongestEdge(&visible);
        QVERIFY2(plain < 1.6, qPrintable(QStringLiteral("plain Fusion's box: %1:1").arg(plain)));
        QVERIFY2(framed >= 3.0, qPrintable(QStringLiteral("the framed box: %1:1").arg(framed)));
    }

    void tuningApplyStaysInViewOnASmallScreen()
    {
        TuningPanelRig rig; // RX 7900 XTX: every control, the fan curve too; MI210: no fan
        rig.startSimulated([](SimulatedOptions &o) { o.deviceCount = 2; },
                           QSize(1209, 560)); // the Tuning view in the first window on a 1366x768 screen (fluxbox)
        TuningController &controller = *rig.controller;
        TuningPanel &panel = *rig.panel;
        QTRY_VERIFY_WITH_TIMEOUT(panel.controls().perControl.has<PowerCapControl>() && !controller.isBusy(), 5000);
        auto *scroll = panel.findChild<QScrollArea *>(); // the controls page
        QVERIFY(scroll);
        QPushButton *apply = panel.applyButton();
        auto inView = [&panel](QWidget *w) {
            const QRect shown(w->mapTo(&panel, QPoint(0, 0)), w->size());
            return w->isVisible() && !w->visibleRegion().isEmpty() && panel.rect().contains(shown);
        };
        // Too many controls for this height: they scroll, Apply does not.
        QTRY_VERIFY(scroll->verticalScrollBar()->maximum() > 0);
        QVERIFY2(inView(apply), "Apply is scrolled out of view");
        QVERIFY(inView(panel.statusLabel()) || panel.statusLabel()->text().isEmpty());
        // On a 1920x1080 screen every control is in view at once, Apply right under them.
        panel.resize(1276, 787);
        QTRY_COMPARE(scroll->verticalScrollBar()->maximum(), 0);
        QVERIFY(inView(apply));
        const int controlsBottom = scroll->mapTo(&panel, QPoint(0, scroll->height())).y();
        QVERIFY2(apply->mapTo(&panel, QPoint(0, 0)).y() - controlsBottom < 4 * apply->height(),
                 qPrintable(QStringLiteral("Apply at %1, controls end at %2").arg(apply->mapTo(&panel, QPoint(0, 0)).y()).arg(controlsBottom)));

        // A GPU without fan control: its reason (said once, under the first fan row: fan mode), no empty
        // greyed plot with a drag hint.
        auto *plot = panel.findChild<FanCurvePlot *>();
        QVERIFY(plot && plot->isVisible());
        panel.setDeviceIndex(1);
        QTRY_VERIFY_WITH_TIMEOUT(panel.deviceIndex() == 1 && !plot->isVisible(), 5000);
        auto *reason = panel.findChild<QLabel *>(QStringLiteral("reason_fan_mode"));
        QVERIFY(reason && reason->isVisible() && !reason->text().isEmpty());
        QVERIFY(panel.findChild<QLabel *>(QStringLiteral("reason_fan_curve"))->isHidden());
        QVERIFY(!panel.findChild<QLabel *>(QStringLiteral("fanCurveHint"))->isVisible());
        panel.setDeviceIndex(0);
        QTRY_VERIFY_WITH_TIMEOUT(plot->isVisible(), 5000);
    }

    void tuningFitsA1366x768Screen_data()
    {
        QTest::addColumn<QString>("language");
        QTest::newRow("en") << QStringLiteral("en");
        QTest::newRow("zh_CN") << QStringLiteral("zh_CN");
    }

    // Issue 37 (review D11, the height half): in a maximized window on a 1366x768 screen (fluxbox: the Tuning
    // view is kMaximized1366 there, scripts/tuning-shots.sh prints it) every control of a Radeon VII (voltage
    // curve), an RX 7900 XTX (fan curve and five fan settings) and an MI210 is in view without scrolling: the fan
    // curve and the voltage curve whole. The fields of every section start at one x (the fan section's too), and
    // the power cap's limits stay on one line where the row has room for them, as does the line saying why a row is
    // missing (the Radeon VII's fan: its rows are not there, its reason spans the row, not their width).
    void tuningFitsA1366x768Screen()
    {
        QFETCH(QString, language);
        QVERIFY(applyLanguage(language));
        TuningPanelRig rig;
        rig.startSimulated(
            [](SimulatedOptions &o) { o.cards = {QStringLiteral("radeon-vii"), QStringLiteral("rx7900xtx"), QStringLiteral("mi210")}; },
            kMaximized1366);
        TuningController &controller = *rig.controller;
        TuningPanel &panel = *rig.panel;
        QVERIFY(QTest::qWaitForWindowExposed(&panel));
        auto *scroll = panel.findChild<QScrollArea *>(QStringLiteral("tuningControlsScroll"));
        QVERIFY(scroll);
        auto wholeInView = [&](QWidget *w) {
            const QRect shown(w->mapTo(scroll->viewport(), QPoint(0, 0)), w->size());
            return w->isVisible() && scroll->viewport()->rect().contains(shown);
        };
        const QList<ControlId> sectionsFirstRows{ControlId::PowerCap, ControlId::GfxClockRange, ControlId::VoltageOffset,
                                                 ControlId::VoltageCurve, ControlId::FanMode, ControlId::FanMinimumPwm};
        for (int device : {0, 1, 2}) {
            panel.setDeviceIndex(device);
            QTRY_VERIFY_WITH_TIMEOUT(panel.deviceIndex() == device && panel.controls().perControl.has<PowerCapControl>()
                                         && !controller.isBusy(), 5000);
            QTest::qWait(50); // the layout after the rows were shown or hidden
            const QString card = QStringLiteral("%1 GPU %2").arg(language).arg(device);
            QVERIFY2(!panel.controlsSideBySide(), qPrintable(card)); // the stacked layout is what must fit
            QTRY_VERIFY2(scroll->verticalScrollBar()->maximum() == 0,
                         qPrintable(QStringLiteral("%1: the controls scroll by %2 px").arg(card).arg(scroll->verticalScrollBar()->maximum())));
            QPushButton *apply = panel.applyButton(); // under the controls, outside the scroll area
            QVERIFY2(apply->isVisible() && panel.rect().contains(QRect(apply->mapTo(&panel, QPoint(0, 0)), apply->size())), qPrintable(card));
            auto *fanCurve = panel.findChild<FanCurvePlot *>();
            auto *voltageCurve = panel.findChild<QWidget *>(QStringLiteral("voltageCurvePlot"));
            QVERIFY(fanCurve && voltageCurve);
            if (device == 1)
                QVERIFY2(wholeInView(fanCurve), qPrintable(card + QStringLiteral(": the fan curve is not whole in view")));
            if (device == 0)
                QVERIFY2(wholeInView(voltageCurve), qPrintable(card + QStringLiteral(": the voltage curve is not whole in view")));

            // One column of fields across the sections.
            QMap<int, QString> fieldX;
            for (ControlId id : sectionsFirstRows) {
                QWidget *fields = panel.rowFields(id);
                QVERIFY(fields);
                if (fields->isVisible())
                    fieldX.insert(fields->mapTo(&panel, QPoint(0, 0)).x(), QLatin1String(controlKey(id)));
                QLabel *reason = panel.reasonLabel(id); // a card without the control: its line where the fields are
                if (reason->isVisible())
                    fieldX.insert(reason->mapTo(&panel, QPoint(0, 0)).x(), QStringLiteral("reason_%1").arg(QLatin1String(controlKey(id))));
            }
            QVERIFY2(fieldX.size() == 1, qPrintable(card + QStringLiteral(": fields start at %1").arg([&] {
                QStringList at;
                for (auto it = fieldX.cbegin(); it != fieldX.cend(); ++it)
                    at << QStringLiteral("%1 (%2)").arg(it.key()).arg(it.value());
                return at.join(QLatin1String(", "));
            }())));

            // A reason line: one line where the room from its start to the controls' right edge holds it.
            int reasonsShown = 0;
            for (QLabel *reason : panel.findChildren<QLabel *>(QRegularExpression(QStringLiteral("^reason_")))) {
                if (!reason->isVisible())
                    continue;
                ++reasonsShown;
                const int x = reason->mapTo(scroll->viewport(), QPoint(0, 0)).x();
                const int room = scroll->viewport()->width() - x - reason->contentsMargins().left() - reason->contentsMargins().right();
                if (reason->fontMetrics().horizontalAdvance(reason->text()) >= room)
                    continue; // longer than the row: it wraps, rightly
                QVERIFY2(reason->height() < 2 * reason->fontMetrics().lineSpacing(),
                         qPrintable(QStringLiteral("%1: %2 \"%3\" wraps: %4 px high in %5 px of a %6 px room")
                                        .arg(card, reason->objectName(), reason->text())
                                        .arg(reason->height())
                                        .arg(reason->width())
                                        .arg(room)));
            }
            if (device == 0)
                QVERIFY2(reasonsShown > 0, qPrintable(card + QStringLiteral(": the Radeon VII says why it has no fan rows")));

            // The power cap's limits: one line, the row has room for it.
            auto *info = panel.findChild<QLabel *>(QStringLiteral("powerCapInfo"));
            QVERIFY(info && info->isVisible());
            QVERIFY2(info->height() < 2 * info->fontMetrics().lineSpacing(),
                     qPrintable(QStringLiteral("%1: \"%2\" is %3 px high in %4 px").arg(card, info->text()).arg(info->height()).arg(info->width())));
        }
        QVERIFY(applyLanguage(QStringLiteral("en")));
    }

    void fanCurvePlotTakesAndGivesBackTheFocus()
    {
        QWidget window;
        auto *layout = new QVBoxLayout(&window);
        auto *before = new QLineEdit(&window);
        auto *plot = new FanCurvePlot(&window);
        auto *after = new QLineEdit(&window);
        layout->addWidget(before);
        layout->addWidget(plot);
        layout->addWidget(after);
        plot->setRanges({25, 100}, {15, 100});
        const FanCurve curve{{40, 20}, {50, 35}, {60, 50}, {70, 70}, {80, 90}};
        plot->setCurve(curve);
        window.show();
        QApplication::setActiveWindow(&window);
        QVERIFY(QTest::qWaitForWindowActive(&window));
        before->setFocus(Qt::OtherFocusReason);
        QTRY_VERIFY(before->hasFocus());

        // Tab into the plot: the first point is selected and the arrows move it.
        QTest::keyClick(QApplication::focusWidget(), Qt::Key_Tab);
        QTRY_VERIFY(plot->plot()->hasFocus());
        QCOMPARE(plot->selectedPoint(), 0);
        QTest::keyClick(plot->plot(), Qt::Key_Right);
        QTest::keyClick(plot->plot(), Qt::Key_Up);
        QCOMPARE(plot->curve()[0].temperatureCelsius, 41);
        QCOMPARE(plot->curve()[0].pwmPercent, 21);

        // Tab walks through the points, and past the last one leaves the plot (no focus trap).
        for (int i = 1; i < curve.size(); ++i) {
            QTest::keyClick(plot->plot(), Qt::Key_Tab);
            QCOMPARE(plot->selectedPoint(), i);
            QVERIFY(plot->plot()->hasFocus());
        }
        QTest::keyClick(plot->plot(), Qt::Key_Tab);
        QTRY_VERIFY2(after->hasFocus(), QApplication::focusWidget() ? QApplication::focusWidget()->metaObject()->className() : "none");

        // Shift+Tab comes back in on the last point and leaves again before the first.
        QTest::keyClick(after, Qt::Key_Backtab);
        QTRY_VERIFY(plot->plot()->hasFocus());
        QCOMPARE(plot->selectedPoint(), int(curve.size()) - 1);
        for (int i = 0; i < curve.size() - 1; ++i)
            QTest::keyClick(plot->plot(), Qt::Key_Backtab);
        QCOMPARE(plot->selectedPoint(), 0);
        QTest::keyClick(plot->plot(), Qt::Key_Backtab);
        QTRY_VERIFY(before->hasFocus());
    }
};

int runLookAndFeelTest(int argc, char *argv[])
{
    LookAndFeelTest test;
    return QTest::qExec(&test, argc, argv);
}

#include "LookAndFeelTest.moc"
