// SPDX-License-Identifier: GPL-3.0-or-later
// The fan and voltage offset rows of the Tuning view on simulated GPUs,
// offscreen: a curve point dragged with the mouse stays inside the driver's
// ranges, Apply writes the curve and the offset through the transaction,
// the live hotspot is drawn, and a card without them says why. Screenshot in
// the build folder.
#include "tests/tuning/gui/TuningPanelRig.h"
#include "core/backends/BackendRegistry.h"
#include "core/backends/DriverValues.h"
#include "core/tuning/route/TuningController.h"
#include "widgets/tuning/ConfirmCountdownDialog.h"
#include "widgets/tuning/controls/fancurve/FanCurveEditor.h"
#include "widgets/tuning/controls/fancurve/FanCurvePlot.h"
#include "widgets/tuning/controls/voltageoffset/VoltageOffsetEditor.h"

#include <qcustomplot.h>

#include <QLabel>
#include <QPushButton>
#include <QSpinBox>
#include <QStandardPaths>
#include <QTemporaryDir>
#include <QTest>

#include <algorithm>
#include <cmath>

using namespace rocmtune;

class FanVoltageEditorTest : public QObject, rocmtune::testing::TuningPanelRig
{
    Q_OBJECT

private slots:
    void init();
    void cleanup();
    void dragAPointAndApplyTheCurveAndTheOffset();
    void aCardWithoutThemSaysWhy();
    void fanSettingRowsApplyAndGiveTheBootValueBack();

private:
    FanControl fan() const { return *panel->controls().perControl.get<FanControl>(); }
};

void FanVoltageEditorTest::init()
{
    startSimulated([](SimulatedOptions &gpus) { gpus.deviceCount = 2; }, QSize(1000, 900));
    waitForControls(0);
}

void FanVoltageEditorTest::cleanup()
{
    stop();
}

void FanVoltageEditorTest::dragAPointAndApplyTheCurveAndTheOffset()
{
    auto *curveEditor = qobject_cast<FanCurveEditor *>(panel->editor(ControlId::FanCurve));
    auto *offsetEditor = qobject_cast<VoltageOffsetEditor *>(panel->editor(ControlId::VoltageOffset));
    QVERIFY(curveEditor && offsetEditor);
    auto *plot = panel->findChild<FanCurvePlot *>();
    QVERIFY(plot);
    QVERIFY(plot->isEnabled());
    QVERIFY(fan().curveIsFirmwareDefault());
    const FanCurve start = plot->curve();
    QCOMPARE(start.size(), 5);
    // Review D16: the live point sat far below this curve, which the card did not hold (its firmware's own control
    // was in force). The hint says so, and no curve is drawn as in force.
    QVERIFY2(curveEditor->hintText().contains(QStringLiteral("firmware's own fan control is in force")), qPrintable(curveEditor->hintText()));
    QVERIFY(plot->inForce().isEmpty() && !plot->inForceShown());

    // Drag the middle point far up and to the left with the mouse: it stops at
    // its neighbours (non-decreasing) and never leaves the driver's ranges.
    QCustomPlot *cp = plot->plot();
    cp->replot();
    const QPoint from(qRound(cp->xAxis->coordToPixel(start[2].temperatureCelsius)), qRound(cp->yAxis->coordToPixel(start[2].pwmPercent)));
    const QPoint to(qRound(cp->xAxis->coordToPixel(0)), qRound(cp->yAxis->coordToPixel(100)));
    QMouseEvent press(QEvent::MouseButtonPress, from, cp->mapToGlobal(from), Qt::LeftButton, Qt::LeftButton, Qt::NoModifier);
    QCoreApplication::sendEvent(cp, &press);
    QMouseEvent move(QEvent::MouseMove, to, cp->mapToGlobal(to), Qt::NoButton, Qt::LeftButton, Qt::NoModifier);
    QCoreApplication::sendEvent(cp, &move);
    QMouseEvent release(QEvent::MouseButtonRelease, to, cp->mapToGlobal(to), Qt::LeftButton, Qt::NoButton, Qt::NoModifier);
    QCoreApplication::sendEvent(cp, &release);
    const FanCurve dragged = plot->curve();
    QCOMPARE(dragged[2].temperatureCelsius, start[1].temperatureCelsius);
    QCOMPARE(dragged[2].pwmPercent, start[3].pwmPercent);
    // Issue 37 (review D16): every point's values are written beside it, the dragged one's as it is now.
    for (int i = 0; i < dragged.size(); ++i)
        QCOMPARE(plot->pointText(i), QStringLiteral("%1 °C\n%2%").arg(dragged[i].temperatureCelsius).arg(dragged[i].pwmPercent));
    // The dragged point now sits next to its neighbours: no label is drawn over another, all inside the graph.
    cp->replot(QCustomPlot::rpImmediateRefresh);
    for (int i = 0; i < dragged.size(); ++i) {
        const QRectF rect = plot->pointTextRect(i);
        QVERIFY2(QRectF(cp->axisRect()->rect()).contains(rect) && !rect.isEmpty(), qPrintable(QStringLiteral("label %1 outside the graph").arg(i)));
        for (int j = i + 1; j < dragged.size(); ++j)
            QVERIFY2(!rect.intersects(plot->pointTextRect(j)), qPrintable(QStringLiteral("labels %1 and %2 overlap").arg(i).arg(j)));
    }

    auto *spin = panel->findChild<QSpinBox *>(QStringLiteral("voltageOffsetSpin"));
    QVERIFY(spin);
    spin->setValue(-40);
    QTest::mouseClick(panel->applyButton(), Qt::LeftButton);
    QTRY_VERIFY2_WITH_TIMEOUT(panel->confirmDialog()->isVisible(), qPrintable(panel->statusLabel()->text()), 5000);
    QTest::mouseClick(panel->confirmDialog()->keepButton(), Qt::LeftButton);
    QTRY_VERIFY_WITH_TIMEOUT(!controller->isPending(0) && !controller->isBusy(), 5000);
    QTRY_VERIFY_WITH_TIMEOUT(panel->controls().perControl.get<FanControl>()->curve == std::optional<FanCurve>(dragged), 5000);
    QCOMPARE(voltageOffsetOf(panel->controls())->currentMillivolts, -40);
    // The live hotspot and fan duty are drawn on the curve.
    QTRY_VERIFY_WITH_TIMEOUT(cp->graph(1)->dataCount() == 1, 5000);
    // Now the curve is in force: the hint says the fan follows it, and the live point sits on it (review D16), within
    // the fan's few seconds of lag and a degree of rounding.
    QCOMPARE(plot->inForce(), dragged);
    QVERIFY(!plot->inForceShown()); // the same as the edited curve: drawn once
    QVERIFY2(curveEditor->hintText().contains(QStringLiteral("follows the curve in force")), qPrintable(curveEditor->hintText()));
    const auto curveAt = [&dragged](double t) {
        if (t <= dragged.front().temperatureCelsius)
            return double(dragged.front().pwmPercent);
        for (int i = 1; i < dragged.size(); ++i) {
            const FanCurvePoint &a = dragged[i - 1], &b = dragged[i];
            if (t <= b.temperatureCelsius)
                return a.pwmPercent + (b.pwmPercent - a.pwmPercent) * (t - a.temperatureCelsius) / std::max(1, b.temperatureCelsius - a.temperatureCelsius);
        }
        return double(dragged.back().pwmPercent);
    };
    const auto liveOffCurve = [&] {
        const auto live = cp->graph(1)->data()->constBegin();
        return std::abs(live->value - curveAt(live->key));
    };
    QTRY_VERIFY_WITH_TIMEOUT(cp->graph(1)->dataCount() == 1 && liveOffCurve() <= 5.0, 20000);
    // An edit after that: the curve in force is drawn dashed under the edited one.
    plot->movePoint(4, dragged[4].temperatureCelsius, dragged[4].pwmPercent - 10);
    QVERIFY(plot->inForceShown());
    cp->replot();
    panel->grab().save(QStringLiteral(ROCMTUNE_SCREENSHOT_DIR "/tuning-fan-voltage.png"));
}

void FanVoltageEditorTest::aCardWithoutThemSaysWhy()
{
    panel->setDeviceIndex(1); // the simulated MI210: passive cooling, no VDDGFX_OFFSET
    waitForControls(1);
    // Its driver has no voltage offset section at all (a control of other generations): the row is left out
    // without a line, and the reason stays for `tuning show`.
    QTRY_VERIFY_WITH_TIMEOUT(panel->controls().notOfThisGeneration.contains(ControlId::VoltageOffset), 5000);
    QCOMPARE(panel->controls().unsupportedReasons.value(ControlId::VoltageOffset), QStringLiteral("This card has no voltage offset."));
    auto *reason = panel->findChild<QLabel *>(QStringLiteral("reason_voltage_offset"));
    QVERIFY(reason);
    QVERIFY(!reason->isVisible());
    QVERIFY(!panel->findChild<QWidget *>(QStringLiteral("voltageOffsetSpin"))->isVisible());
    auto *fanReason = panel->findChild<QLabel *>(QStringLiteral("reason_fan_curve"));
    QVERIFY(fanReason);
    QVERIFY2(fanReason->text().contains(QStringLiteral("no fan control")), qPrintable(fanReason->text()));
    QVERIFY(!panel->findChild<FanCurvePlot *>()->isEnabled());
    // Said once, under the first of the seven fan rows (mode, curve, zero RPM, four settings), not under each;
    // the greyed rows keep it in their tool tips.
    QStringList saying;
    for (const QLabel *label : panel->findChildren<QLabel *>()) {
        if (label->objectName().startsWith(QLatin1String("reason_")) && label->isVisible() && label->text().contains(QStringLiteral("no fan control")))
            saying << label->objectName();
    }
    QCOMPARE(saying, QStringList{QStringLiteral("reason_fan_mode")});
    QVERIFY(fanReason->isHidden());
    QVERIFY2(panel->findChild<FanCurvePlot *>()->toolTip().contains(QStringLiteral("no fan control")),
             qPrintable(panel->findChild<FanCurvePlot *>()->toolTip()));
}

void FanVoltageEditorTest::fanSettingRowsApplyAndGiveTheBootValueBack()
{
    // The simulated RX 7900 XTX states MINIMUM_PWM 15-100 % and ACOUSTIC_LIMIT 500-3100 RPM.
    auto *pwm = panel->findChild<QSpinBox *>(QStringLiteral("fanMinimumPwmSpin"));
    auto *limit = panel->findChild<QSpinBox *>(QStringLiteral("fanAcousticLimitSpin"));
    auto *pwmBoot = panel->findChild<QPushButton *>(QStringLiteral("fanMinimumPwmBootButton"));
    QVERIFY(pwm && limit && pwmBoot);
    QVERIFY(pwm->isEnabled());
    QCOMPARE(pwm->value(), 15);
    // The one range wording of the Tuning view (RangeText): "allowed MIN to MAX UNIT", "%" without a space.
    QCOMPARE(panel->findChild<QLabel *>(QStringLiteral("fanMinimumPwmRange"))->text(), QStringLiteral("allowed 15 to 100%"));
    QCOMPARE(panel->findChild<QLabel *>(QStringLiteral("fanAcousticLimitRange"))->text(), QStringLiteral("allowed 500 to 3100 RPM"));
    QCOMPARE(panel->findChild<QLabel *>(QStringLiteral("voltageOffsetRange"))->text(), QStringLiteral("allowed -450 to 0 mV"));
    QCOMPARE(limit->suffix(), QStringLiteral(" RPM"));
    // One past the range is offered so a refusal can be shown, not written.
    QCOMPARE(pwm->minimum(), 14);

    pwm->setValue(35);
    limit->setValue(2000);
    QTest::mouseClick(panel->applyButton(), Qt::LeftButton);
    QTRY_VERIFY2_WITH_TIMEOUT(panel->confirmDialog()->isVisible(), qPrintable(panel->statusLabel()->text()), 5000);
    QTest::mouseClick(panel->confirmDialog()->keepButton(), Qt::LeftButton);
    QTRY_VERIFY_WITH_TIMEOUT(!controller->isPending(0) && !controller->isBusy(), 5000);
    QTRY_COMPARE_WITH_TIMEOUT(fan().setting(ControlId::FanMinimumPwm)->value, 35, 5000);
    QCOMPARE(fan().setting(ControlId::FanAcousticLimit)->value, 2000);
    QTRY_COMPARE_WITH_TIMEOUT(pwm->value(), 35, 5000);

    // "Boot value": the spin box is off, Apply gives the firmware its value back.
    QTest::mouseClick(pwmBoot, Qt::LeftButton);
    QVERIFY(!pwm->isEnabled());
    QTest::mouseClick(panel->applyButton(), Qt::LeftButton);
    QTRY_VERIFY2_WITH_TIMEOUT(panel->confirmDialog()->isVisible(), qPrintable(panel->statusLabel()->text()), 5000);
    QTest::mouseClick(panel->confirmDialog()->keepButton(), Qt::LeftButton);
    QTRY_VERIFY_WITH_TIMEOUT(!controller->isPending(0) && !controller->isBusy(), 5000);
    QTRY_COMPARE_WITH_TIMEOUT(fan().setting(ControlId::FanMinimumPwm)->value, 15, 5000);
    QCOMPARE(fan().setting(ControlId::FanAcousticLimit)->value, 2000); // untouched
    QTRY_VERIFY_WITH_TIMEOUT(pwm->isEnabled() && !pwmBoot->isChecked(), 5000);

    // The voltage curve row: this card has none, and says so in words, not with the driver's section name (review D20).
    auto *curveReason = panel->findChild<QLabel *>(QStringLiteral("reason_voltage_curve"));
    QVERIFY(curveReason);
    QVERIFY2(curveReason->text().contains(QStringLiteral("no voltage curve")) && !curveReason->text().contains(QStringLiteral("OD_VDDC_CURVE")),
             qPrintable(curveReason->text()));
}

QTEST_MAIN(FanVoltageEditorTest)
#include "FanVoltageEditorTest.moc"
