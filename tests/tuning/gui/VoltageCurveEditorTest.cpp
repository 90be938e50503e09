// SPDX-License-Identifier: GPL-3.0-or-later
// The voltage curve row of the Tuning view on a simulated Radeon VII
// (vega20: three points, each inside VDDC_CURVE_SCLK[N] 808-2200 MHz and
// VDDC_CURVE_VOLT[N] 738-1218 mV), offscreen: a point dragged with the mouse
// moves where it is dropped, stops at the edges of its own box, the spin
// boxes follow the plot and the plot the spin boxes, the keyboard moves the
// selected point, and Apply writes exactly the dragged curve (read back from
// the simulated card), nothing else. Screenshot in the build folder.
#include "core/tuning/controls/voltagecurve/VoltageCurveValue.h"
#include "tests/tuning/gui/TuningPanelRig.h"
#include "widgets/tuning/ConfirmCountdownDialog.h"
#include "widgets/tuning/controls/voltagecurve/VoltageCurveEditor.h"
#include "widgets/tuning/controls/voltagecurve/VoltageCurvePlot.h"

#include <qcustomplot.h>

#include <QApplication>
#include <QLabel>
#include <QPushButton>
#include <QSpinBox>
#include <QStandardPaths>
#include <QTemporaryDir>
#include <QTest>

using namespace rocmtune;

namespace {
// The Radeon VII's boot curve and ranges (SimulatedCardSpec::radeonVii, as vega20_hwmgr.c prints them).
const VoltageCurve kBootCurve{{808, 738}, {1304, 852}, {1801, 1070}};
const PointBox kBox{808, 2200, 738, 1218};
// Where each boot point may be dragged: its box, narrowed to stay between its neighbours (clocks rise, voltages
// do not fall from point to point).
const PointBox kAllowed[3]{{808, 1303, 738, 852}, {809, 1800, 738, 1070}, {1305, 2200, 852, 1218}};
} // namespace

class VoltageCurveEditorTest : public QObject, rocmtune::testing::TuningPanelRig
{
    Q_OBJECT

private slots:
    void init();
    void cleanup();
    void dragMovesAPointInsideItsBoxAndTheSpinBoxesFollow();
    void spinBoxesMoveThePlotAndTheKeyboardMovesThePoint();
    void applySendsExactlyTheDraggedCurve();
    void aFallingCurveIsRefusedInlineAndNotApplied();
    void aDragStopsAtItsNeighbours();

private:
    VoltageCurveControl curveControl() const { return *panel->controls().perControl.get<VoltageCurveControl>(); }
    QSpinBox *clockSpin(int i) const { return panel->findChild<QSpinBox *>(QStringLiteral("voltageCurveClock%1").arg(i)); }
    QSpinBox *voltSpin(int i) const { return panel->findChild<QSpinBox *>(QStringLiteral("voltageCurveVolt%1").arg(i)); }
    // Drags point `index` with the mouse to the pixel of (clock, mV); returns the pixel it was dropped at.
    QPoint drag(int index, double clockMegahertz, double millivolts)
    {
        QCustomPlot *cp = plot->plot();
        cp->replot();
        const VoltageCurve now = plot->curve();
        const QPoint from(qRound(cp->xAxis->coordToPixel(now[index].clockMegahertz)), qRound(cp->yAxis->coordToPixel(now[index].millivolts)));
        const QPoint to(qRound(cp->xAxis->coordToPixel(clockMegahertz)), qRound(cp->yAxis->coordToPixel(millivolts)));
        QMouseEvent press(QEvent::MouseButtonPress, from, cp->mapToGlobal(from), Qt::LeftButton, Qt::LeftButton, Qt::NoModifier);
        QCoreApplication::sendEvent(cp, &press);
        QMouseEvent move(QEvent::MouseMove, to, cp->mapToGlobal(to), Qt::NoButton, Qt::LeftButton, Qt::NoModifier);
        QCoreApplication::sendEvent(cp, &move);
        QMouseEvent release(QEvent::MouseButtonRelease, to, cp->mapToGlobal(to), Qt::LeftButton, Qt::NoButton, Qt::NoModifier);
        QCoreApplication::sendEvent(cp, &release);
        return to;
    }
    void checkSpinsShow(const VoltageCurve &curve) const
    {
        for (int i = 0; i < curve.size(); ++i) {
            QCOMPARE(clockSpin(i)->value(), curve[i].clockMegahertz);
            QCOMPARE(voltSpin(i)->value(), curve[i].millivolts);
        }
    }

    VoltageCurvePlot *plot = nullptr;
};

void VoltageCurveEditorTest::init()
{
    startSimulated([](SimulatedOptions &gpus) { gpus.cards = {QStringLiteral("radeon-vii")}; }, QSize(1100, 900));
    QTRY_VERIFY_WITH_TIMEOUT(panel->controls().perControl.has<VoltageCurveControl>() && !controller->isBusy()
                                 && panel->applyButton()->isEnabled(),
                             5000);
    auto *editor = qobject_cast<VoltageCurveEditor *>(panel->editor(ControlId::VoltageCurve));
    QVERIFY(editor);
    plot = editor->plot();
    QVERIFY(plot && plot->isVisible() && plot->isEnabled());
    QCOMPARE(curveControl().points, kBootCurve);
    QCOMPARE(plot->curve(), kBootCurve);
    for (int i = 0; i < 3; ++i)
        QCOMPARE(plot->allowedBox(i), kAllowed[i]);
}

void VoltageCurveEditorTest::cleanup()
{
    stop();
}

void VoltageCurveEditorTest::dragMovesAPointInsideItsBoxAndTheSpinBoxesFollow()
{
    QVERIFY(panel->pendingValues().isEmpty());
    // Inside the box: the point lands where it is dropped (to the nearest MHz and mV under that pixel).
    const QPoint dropped = drag(1, 1450, 800);
    QCustomPlot *cp = plot->plot();
    const VoltageCurvePoint expected{static_cast<int>(std::lround(cp->xAxis->pixelToCoord(dropped.x()))),
                                     static_cast<int>(std::lround(cp->yAxis->pixelToCoord(dropped.y())))};
    QVERIFY2(std::abs(expected.clockMegahertz - 1450) <= 5 && std::abs(expected.millivolts - 800) <= 5,
             qPrintable(QStringLiteral("%1 MHz %2 mV").arg(expected.clockMegahertz).arg(expected.millivolts)));
    VoltageCurve curve = kBootCurve;
    curve[1] = expected;
    QCOMPARE(plot->curve(), curve);
    checkSpinsShow(curve);
    QVERIFY(!panel->pendingValues().isEmpty());

    // Far past its box (up and right of the plot): it stops at the box's corner, 2200 MHz and 1218 mV.
    drag(2, 3000, 1600);
    curve[2] = {kBox.xMax, kBox.yMax};
    QCOMPARE(plot->curve(), curve);
    checkSpinsShow(curve);
    // And down and left of it: it stops just right of point 1 (1 MHz above it, at its voltage), never below.
    drag(2, 0, 0);
    curve[2] = {curve[1].clockMegahertz + 1, curve[1].millivolts};
    QCOMPARE(plot->curve(), curve);
    checkSpinsShow(curve);
    QVERIFY2(panel->findChild<QLabel *>(QStringLiteral("reason_voltage_curve"))->isHidden(), "a point in its box is not refused");
}

void VoltageCurveEditorTest::spinBoxesMoveThePlotAndTheKeyboardMovesThePoint()
{
    voltSpin(2)->setValue(1000);
    clockSpin(0)->setValue(900);
    VoltageCurve curve = kBootCurve;
    curve[2].millivolts = 1000;
    curve[0].clockMegahertz = 900;
    QCOMPARE(plot->curve(), curve);

    // Tab into the plot selects the first point; the arrows move it by 1, with Shift by 10.
    QCustomPlot *cp = plot->plot();
    QApplication::setActiveWindow(panel.get());
    QVERIFY(QTest::qWaitForWindowActive(panel.get()));
    cp->setFocus(Qt::TabFocusReason);
    QTRY_VERIFY(cp->hasFocus());
    QCOMPARE(plot->selectedPoint(), 0);
    QTest::keyClick(cp, Qt::Key_Right);
    QTest::keyClick(cp, Qt::Key_Up, Qt::ShiftModifier);
    curve[0] = {901, 748};
    QCOMPARE(plot->curve(), curve);
    checkSpinsShow(curve);
    // Down past the box's floor: it stops at 738 mV.
    for (int i = 0; i < 3; ++i)
        QTest::keyClick(cp, Qt::Key_Down, Qt::ShiftModifier);
    curve[0].millivolts = kBox.yMin;
    QCOMPARE(plot->curve(), curve);
    checkSpinsShow(curve);
}

void VoltageCurveEditorTest::applySendsExactlyTheDraggedCurve()
{
    const QPoint dropped = drag(2, 1750, 1000);
    QCustomPlot *cp = plot->plot();
    VoltageCurve dragged = kBootCurve;
    dragged[2] = {static_cast<int>(std::lround(cp->xAxis->pixelToCoord(dropped.x()))),
                  static_cast<int>(std::lround(cp->yAxis->pixelToCoord(dropped.y())))};
    QCOMPARE(plot->curve(), dragged);
    // What Apply sends: the voltage curve alone, exactly these points.
    const TuningValues pending = panel->pendingValues();
    QCOMPARE(pending.perControl.value<VoltageCurveValue>(), std::optional(VoltageCurveValue{dragged}));
    TuningValues only;
    only.perControl.set(VoltageCurveValue{dragged});
    QVERIFY2(pending == only, "Apply would send more than the curve");

    QTest::mouseClick(panel->applyButton(), Qt::LeftButton);
    QTRY_VERIFY2_WITH_TIMEOUT(panel->confirmDialog()->isVisible(), qPrintable(panel->statusLabel()->text()), 5000);
    QTest::mouseClick(panel->confirmDialog()->keepButton(), Qt::LeftButton);
    QTRY_VERIFY_WITH_TIMEOUT(!controller->isPending(0) && !controller->isBusy(), 5000);
    // Read back from the simulated card: the dragged curve.
    QTRY_COMPARE_WITH_TIMEOUT(curveControl().points, dragged, 5000);
    QCOMPARE(plot->curve(), dragged);
    checkSpinsShow(dragged);
    QVERIFY(panel->pendingValues().isEmpty());

    // The live GFX clock and voltage are drawn on the curve.
    QTRY_VERIFY_WITH_TIMEOUT(cp->graph(1)->dataCount() == 1, 5000);
    cp->replot();
    panel->grab().save(QStringLiteral(ROCMTUNE_SCREENSHOT_DIR "/tuning-voltage-curve.png"));
}

void VoltageCurveEditorTest::aFallingCurveIsRefusedInlineAndNotApplied()
{
    // Issue 37 (review D2): point 1 at 1900 MHz above point 2's 1801 MHz (808:740,1900:852,1801:1070) is a curve
    // that folds back, a higher clock at a lower voltage. It is refused under the row before Apply, and Apply
    // writes nothing.
    QLabel *reason = panel->findChild<QLabel *>(QStringLiteral("reason_voltage_curve"));
    voltSpin(0)->setValue(740);
    clockSpin(1)->setValue(1900);
    QTRY_VERIFY2(reason->isVisibleTo(panel.get()), "the falling clock is refused inline");
    QVERIFY2(reason->text().contains(QStringLiteral("1801 MHz is not above the 1900 MHz")), qPrintable(reason->text()));
    QVERIFY2(panel->pendingNote()->text().contains(QStringLiteral("Fix the values marked in red")), qPrintable(panel->pendingNote()->text()));
    QTest::mouseClick(panel->applyButton(), Qt::LeftButton);
    QTRY_VERIFY2_WITH_TIMEOUT(panel->statusLabel()->text().contains(QStringLiteral("Not applied")), qPrintable(panel->statusLabel()->text()),
                              5000);
    QTRY_VERIFY_WITH_TIMEOUT(!controller->isBusy(), 5000);
    QVERIFY(!panel->confirmDialog()->isVisible());
    QVERIFY(!controller->isPending(0));
    controller->refresh(0);
    QTRY_VERIFY_WITH_TIMEOUT(!controller->isBusy(), 5000);
    QCOMPARE(curveControl().points, kBootCurve);

    // Clocks in order, but a voltage that falls: refused too.
    clockSpin(1)->setValue(1304);
    voltSpin(1)->setValue(1100);
    QTRY_VERIFY2(reason->isVisibleTo(panel.get()) && reason->text().contains(QStringLiteral("1070 mV is below the 1100 mV")),
                 qPrintable(reason->text()));
    // A rising curve again: no refusal.
    voltSpin(1)->setValue(900);
    QTRY_VERIFY2(!reason->isVisibleTo(panel.get()), qPrintable(reason->text()));
}

void VoltageCurveEditorTest::aDragStopsAtItsNeighbours()
{
    // Point 1 dragged far up and right stops 1 MHz left of point 2 at point 2's voltage; far down and left,
    // 1 MHz right of point 0 at point 0's voltage.
    drag(1, 2150, 1200);
    VoltageCurve curve = kBootCurve;
    curve[1] = {kBootCurve[2].clockMegahertz - 1, kBootCurve[2].millivolts};
    QCOMPARE(plot->curve(), curve);
    checkSpinsShow(curve);
    drag(1, 0, 0);
    curve[1] = {kBootCurve[0].clockMegahertz + 1, kBootCurve[0].millivolts};
    QCOMPARE(plot->curve(), curve);
    checkSpinsShow(curve);
    QVERIFY2(panel->findChild<QLabel *>(QStringLiteral("reason_voltage_curve"))->isHidden(), "a dragged curve is always a curve");
}

QTEST_MAIN(VoltageCurveEditorTest)
#include "VoltageCurveEditorTest.moc"
