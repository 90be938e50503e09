// SPDX-License-Identifier: GPL-3.0-or-later
// The tuning panel on simulated GPUs, offscreen: the countdown reverts when
// nobody confirms, "Keep" keeps, refusals are shown, unsupported controls
// are disabled with the reason, the watchdog resets a hot tuned GPU.
#include "core/backends/BackendRegistry.h"
#include "core/backends/DeviceSet.h"
#include "core/tuning/controls/ControlRules.h"
#include "core/tuning/controls/perflevel/PerfLevelValue.h"
#include "core/tuning/controls/powercap/PowerCapValue.h"
#include "core/tuning/controls/powerprofile/PowerProfileValue.h"
#include "core/tuning/route/TuningController.h"
#include "tests/support/DeviceSetOf.h"
#include "tests/tuning/RecordingBackend.h"
#include "tests/tuning/gui/TuningPanelRig.h"
#include "widgets/common/UiLanguage.h"
#include "widgets/tuning/ConfirmCountdownDialog.h"
#include "widgets/tuning/ControlChoiceLabels.h"
#include "widgets/tuning/ControlValueLines.h"
#include "widgets/tuning/DriftBar.h"
#include "widgets/tuning/TuningLogModel.h"
#include "widgets/tuning/TuningPanel.h"
#include "widgets/tuning/TuningSections.h"
#include "widgets/tuning/controls/ControlEditor.h"

#include <QComboBox>
#include <QDateTime>
#include <QFile>
#include <QDoubleSpinBox>
#include <QLabel>
#include <QPushButton>
#include <QRegularExpression>
#include <QSpinBox>
#include <QStandardPaths>
#include <QTemporaryDir>
#include <QSignalSpy>
#include <QTest>
#include <QTableView>
#include <QTabWidget>
#include <QHeaderView>

#include <atomic>
#include <cmath>

#include <sys/stat.h>

using namespace rocmtune;

namespace {

// A GPU that can be runtime-suspended: its samples say Asleep while it is,
// and every read of its controls (which would wake a real card) is counted.
class SleepyBackend : public test::RecordingBackend
{
public:
    std::atomic<bool> asleepNow{true};
    std::atomic<int> controlReads{0};

    bool isAsleep(int) override { return asleepNow; }
    Sample readSample(int index) override
    {
        Sample sample = RecordingBackend::readSample(index);
        if (asleepNow)
            sample.setState(DeviceState::Asleep);
        return sample;
    }
    ControlState readControls(int index) override
    {
        ++controlReads;
        return RecordingBackend::readControls(index);
    }
};

} // namespace

class TuningPanelTest : public QObject, rocmtune::testing::TuningPanelRig
{
    Q_OBJECT

private slots:
    void init();
    void cleanup();
    void countdownRevertsWhenNotConfirmed();
    void keepKeeps();
    void enterRevertsTheSecondCountdownToo();
    void refusalIsShownWithTheLimit();
    void typedValueAboveTheLimitIsKeptAndRefusedInline();
    void refusedApplyKeepsTheEditsAndReloadClearsTheOldLines();
    void rowsTheCardDoesNotHaveAreHiddenBehindOneLine();
    void aControlOfAnotherGenerationIsLeftOutByTheBackendsMark();
    void tuningLogShowsTheChosenGpuAndTheReasonIsInView();
    void valuesTypedPastTheLimitsStayAndAreRefused();
    void unsupportedControlIsDisabledWithTheReason();
    void untrustedInstallationDisablesEveryControlUpFront();
    void choicesSayWhatTheyMeanWithTheDriversWord();
    void noDriverJargonInView();
    void sectionsAndTheFanColumnBesideTheOthersWhenWide();
    void rowsComeFromTheRegistry();
    void watchdogResetsAHotTunedGpu();
    void asleepGpuIsReadOnlyWhenItWakesOrOnReload();
    void asleepStatusLineInEnglishAndChinese();
    void editsAfterAReloadWhileAsleepSurviveTheWake();
    void driftedControlIsMarkedAndApplyAgainAndAcceptWork();
    void screenshot();

private:
    double capWatts() const { return static_cast<double>(panel->controls().perControl.get<PowerCapControl>()->currentMicrowatts) / 1e6; }
    // Replaces the simulated GPUs with one that sleeps (RecordingBackend's RX 7900 XTX); null when the panel never said so.
    SleepyBackend *useSleepyGpu();
};

void TuningPanelTest::init()
{
    startSimulated([](SimulatedOptions &gpus) { gpus.deviceCount = 2; }, QSize(900, 560));
    waitForControls(0);
}

void TuningPanelTest::cleanup()
{
    stop();
}

void TuningPanelTest::countdownRevertsWhenNotConfirmed()
{
    QCOMPARE(capWatts(), 327.0);
    panel->powerCapSpin()->setValue(350);
    // 350 W is the default 327 W + 7.0 %.
    QCOMPARE(panel->powerOverdriveSpin()->value(), 7.0);
    QTest::mouseClick(panel->applyButton(), Qt::LeftButton);
    QTRY_VERIFY2_WITH_TIMEOUT(panel->confirmDialog()->isVisible(), qPrintable(panel->statusLabel()->text()), 5000);
    QTRY_COMPARE_WITH_TIMEOUT(capWatts(), 350.0, 5000);
    QVERIFY(controller->isPending(0));
    // Nobody answers: after 5 s the previous cap is back.
    QTRY_VERIFY_WITH_TIMEOUT(!panel->confirmDialog()->isVisible(), 9000);
    QTRY_COMPARE_WITH_TIMEOUT(capWatts(), 327.0, 5000);
    QVERIFY(!controller->isPending(0));
    QVERIFY2(panel->statusLabel()->text().contains(QStringLiteral("Reverted")), qPrintable(panel->statusLabel()->text()));
}

void TuningPanelTest::keepKeeps()
{
    panel->powerCapSpin()->setValue(340);
    QTest::mouseClick(panel->applyButton(), Qt::LeftButton);
    QTRY_VERIFY_WITH_TIMEOUT(panel->confirmDialog()->isVisible(), 5000);
    QTest::mouseClick(panel->confirmDialog()->keepButton(), Qt::LeftButton);
    QTRY_VERIFY_WITH_TIMEOUT(!controller->isPending(0), 5000);
    QTRY_VERIFY_WITH_TIMEOUT(panel->statusLabel()->text().contains(QStringLiteral("Confirmed")), 5000);
    // Past the deadline the cap is still the new one (read again after it: waited for the reading, not for 300 ms).
    QTest::qWait(6000);
    QSignalSpy shown(panel.get(), &TuningPanel::controlsShown);
    controller->refresh(0);
    QTRY_VERIFY_WITH_TIMEOUT(shown.count() >= 1, 30000);
    QCOMPARE(capWatts(), 340.0);
}

void TuningPanelTest::enterRevertsTheSecondCountdownToo()
{
    // Issue 37 (review D1): one dialog serves every countdown. After a Keep with the focus on Keep, the next
    // countdown must still open with Revert focused and default, so Enter reverts.
    ConfirmCountdownDialog *dialog = panel->confirmDialog();
    panel->powerCapSpin()->setValue(340);
    QTest::mouseClick(panel->applyButton(), Qt::LeftButton);
    QTRY_VERIFY_WITH_TIMEOUT(dialog->isVisible(), 5000);
    QCOMPARE(dialog->focusWidget(), dialog->revertButton());
    dialog->keepButton()->setFocus(Qt::TabFocusReason); // a user tabs to Keep, then presses Space
    QTest::keyClick(dialog->keepButton(), Qt::Key_Space);
    QTRY_VERIFY_WITH_TIMEOUT(!controller->isPending(0) && !dialog->isVisible(), 5000);
    QTRY_COMPARE_WITH_TIMEOUT(capWatts(), 340.0, 5000);

    waitForControls(0);
    panel->powerCapSpin()->setValue(350);
    QTest::mouseClick(panel->applyButton(), Qt::LeftButton);
    QTRY_VERIFY_WITH_TIMEOUT(dialog->isVisible(), 5000);
    QTRY_COMPARE_WITH_TIMEOUT(capWatts(), 350.0, 5000);
    QVERIFY(controller->isPending(0));
    QCOMPARE(dialog->focusWidget(), dialog->revertButton());
    QVERIFY(dialog->revertButton()->isDefault());
    QVERIFY(!dialog->keepButton()->isDefault());
    QTest::keyClick(dialog->focusWidget(), Qt::Key_Return);
    QTRY_VERIFY_WITH_TIMEOUT(!controller->isPending(0) && !dialog->isVisible(), 5000);
    QTRY_COMPARE_WITH_TIMEOUT(capWatts(), 340.0, 5000); // the kept value, not the one Enter answered
    QTRY_VERIFY_WITH_TIMEOUT(panel->statusLabel()->text().contains(QStringLiteral("Reverted")), 5000);

    // Enter with the focus moved to Keep reverts too: Keep is never the default button.
    waitForControls(0);
    panel->powerCapSpin()->setValue(345);
    QTest::mouseClick(panel->applyButton(), Qt::LeftButton);
    QTRY_VERIFY_WITH_TIMEOUT(dialog->isVisible() && controller->isPending(0), 5000);
    dialog->keepButton()->setFocus(Qt::TabFocusReason);
    QTest::keyClick(dialog->keepButton(), Qt::Key_Return);
    QTRY_VERIFY_WITH_TIMEOUT(!controller->isPending(0) && !dialog->isVisible(), 5000);
    QTRY_COMPARE_WITH_TIMEOUT(capWatts(), 340.0, 5000);
}

void TuningPanelTest::refusalIsShownWithTheLimit()
{
    // The panel's spin boxes stop at the limits; a request from elsewhere
    // (a profile, a script) is still checked by core and refused.
    TuningValues values;
    values.perControl.set(PowerCapValue{400000000});
    controller->apply(0, values);
    QTRY_VERIFY_WITH_TIMEOUT(panel->statusLabel()->text().contains(QStringLiteral("by 39 W")), 5000);
    QCOMPARE(capWatts(), 327.0);
    QVERIFY(!panel->confirmDialog()->isVisible());
}

void TuningPanelTest::typedValueAboveTheLimitIsKeptAndRefusedInline()
{
    // Issue 24: 400 W typed (limit 361 W) and Tab: the box keeps 400, the refusal with the limit and the
    // excess is under the row before Apply, and the field is marked as changed, not applied.
    QDoubleSpinBox *spin = panel->powerCapSpin();
    spin->setFocus();
    spin->selectAll();
    QTest::keyClicks(spin, QStringLiteral("400"));
    QTest::keyClick(spin, Qt::Key_Tab);
    QCOMPARE(spin->value(), 400.0);
    QLabel *reason = panel->reasonLabel(ControlId::PowerCap);
    QVERIFY(reason);
    QVERIFY2(reason->isVisibleTo(panel.get()) && reason->text().contains(QStringLiteral("by 39 W")), qPrintable(reason->text()));
    QVERIFY2(panel->pendingNote()->text().contains(QStringLiteral("Power cap")), qPrintable(panel->pendingNote()->text()));
    QCOMPARE(capWatts(), 327.0); // nothing was written
    // Back within the limit: the refusal goes, the change is still marked until applied.
    spin->setValue(340);
    QVERIFY(!reason->isVisibleTo(panel.get()));
    QVERIFY(panel->pendingNote()->text().contains(QStringLiteral("Power cap")));
    spin->setValue(327);
    QVERIFY(!panel->pendingNote()->isVisibleTo(panel.get())); // nothing changed any more
}

void TuningPanelTest::refusedApplyKeepsTheEditsAndReloadClearsTheOldLines()
{
    // Issue 37 (review D4, D5): Apply refused (400 W, limit 361 W) writes nothing and every edit stays in its box;
    // Reload puts the driver's values back and clears the refusal; an edit after a Keep clears "Confirmed".
    QDoubleSpinBox *spin = panel->powerCapSpin();
    spin->setValue(400);
    auto *levels = panel->findChild<QComboBox *>(QStringLiteral("perfLevelBox"));
    const int otherLevel = (levels->currentIndex() + 1) % levels->count();
    levels->setCurrentIndex(otherLevel);
    QSignalSpy shown(panel.get(), &TuningPanel::controlsShown);
    QTest::mouseClick(panel->applyButton(), Qt::LeftButton);
    QTRY_VERIFY2_WITH_TIMEOUT(panel->statusLabel()->text().contains(QStringLiteral("Not applied")), qPrintable(panel->statusLabel()->text()), 5000);
    QTRY_VERIFY_WITH_TIMEOUT(!controller->isBusy() && shown.count() >= 1, 5000); // the controls were read again after the refusal
    QCOMPARE(capWatts(), 327.0);
    QCOMPARE(spin->value(), 400.0);
    QCOMPARE(levels->currentIndex(), otherLevel);
    QVERIFY2(panel->pendingNote()->text().contains(QStringLiteral("Power cap")), qPrintable(panel->pendingNote()->text()));
    QVERIFY(panel->reasonLabel(ControlId::PowerCap)->isVisibleTo(panel.get()));

    panel->reloadButton()->click();
    QTRY_VERIFY_WITH_TIMEOUT(spin->value() == 327.0 && !controller->isBusy(), 5000);
    QCOMPARE(panel->statusLabel()->text(), QString());
    QVERIFY(!panel->reasonLabel(ControlId::PowerCap)->isVisibleTo(panel.get()));
    QVERIFY(panel->pendingValues().isEmpty());

    spin->setValue(340);
    QTest::mouseClick(panel->applyButton(), Qt::LeftButton);
    QTRY_VERIFY_WITH_TIMEOUT(panel->confirmDialog()->isVisible(), 5000);
    QTest::mouseClick(panel->confirmDialog()->keepButton(), Qt::LeftButton);
    QTRY_VERIFY_WITH_TIMEOUT(panel->statusLabel()->text().contains(QStringLiteral("Confirmed")) && !controller->isBusy(), 5000);
    spin->setValue(330);
    QCOMPARE(panel->statusLabel()->text(), QString());
    QVERIFY(panel->pendingNote()->text().contains(QStringLiteral("Power cap")));
}

void TuningPanelTest::rowsTheCardDoesNotHaveAreHiddenBehindOneLine()
{
    // Issue 37 (review D12): the MI210 after the RX 7900 XTX: its fan rows are not greyed with the other card's
    // values, they are hidden, and one line says why.
    QWidget *fanMode = panel->findChild<QWidget *>(QStringLiteral("fanModeCombo"));
    QVERIFY(fanMode && fanMode->isVisibleTo(panel.get()));
    QVERIFY(panel->powerCapSpin()->isVisibleTo(panel.get()));
    panel->setDeviceIndex(1);
    waitForControls(1);
    QTRY_VERIFY_WITH_TIMEOUT(!panel->controls().perControl.has<FanControl>(), 5000);
    QVERIFY(panel->powerCapSpin()->isVisibleTo(panel.get()));
    QStringList saying;
    for (const QLabel *label : panel->findChildren<QLabel *>()) {
        if (label->objectName().startsWith(QLatin1String("reason_")) && label->isVisibleTo(panel.get()) && label->text().contains(QStringLiteral("no fan control")))
            saying << label->objectName();
    }
    QCOMPARE(saying, QStringList{QStringLiteral("reason_fan_mode")});
    // No fan row's name or editor is in view.
    for (ControlId id : {ControlId::FanMode, ControlId::FanCurve, ControlId::FanZeroRpm}) {
        ControlEditor *editor = panel->editor(id);
        QVERIFY2(editor, controlKey(id));
        for (QLabel *label : panel->findChildren<QLabel *>()) {
            if (label->text() == editor->title())
                QVERIFY2(!label->isVisibleTo(panel.get()), qPrintable(editor->title()));
        }
    }
    QVERIFY(!fanMode->isVisibleTo(panel.get()));
    // Review D25: the MI210's driver reports 0 W as its lowest cap (no lower bound, as the real amdgpu driver does for
    // Instinct cards): said in words, not as a range "allowed 0 to 300 W".
    auto *capInfo = panel->findChild<QLabel *>(QStringLiteral("powerCapInfo"));
    QVERIFY(capInfo);
    QVERIFY2(capInfo->text().contains(QStringLiteral("allowed up to 300 W (the driver sets no lower limit)")) && !capInfo->text().contains(QStringLiteral("0 to")),
             qPrintable(capInfo->text()));
    // Back on the RX 7900 XTX: the fan rows are there again.
    panel->setDeviceIndex(0);
    QTRY_VERIFY_WITH_TIMEOUT(fanMode->isVisibleTo(panel.get()), 5000); // once its controls are read
    QVERIFY(panel->controls().perControl.has<FanControl>());
    QVERIFY2(capInfo->text().contains(QStringLiteral("allowed 294 to 361 W")), qPrintable(capInfo->text())); // a real lower bound stays a range
}

void TuningPanelTest::tuningLogShowsTheChosenGpuAndTheReasonIsInView()
{
    // Issue 37 (review D10): the log follows the GPU chosen above (or shows every GPU's), and the message (a
    // refusal's reason) comes before the long "Old → new" column, in view in a 1366x768 window's panel.
    auto refuse = [this](int device) {
        TuningValues values;
        values.perControl.set(PowerCapValue{400000000}); // above both cards' limits: refused and logged
        controller->apply(device, values);
        QTRY_VERIFY_WITH_TIMEOUT(!controller->isBusy(), 5000);
    };
    refuse(0);
    panel->setDeviceIndex(1);
    waitForControls(1);
    refuse(1);
    panel->setDeviceIndex(0);
    waitForControls(0);
    TuningLogModel *log = panel->logModel();
    const QString gpu0 = log->deviceFilter();
    QVERIFY(!gpu0.isEmpty());
    QTRY_VERIFY_WITH_TIMEOUT(log->rowCount() >= 1, 5000);
    for (int row = 0; row < log->rowCount(); ++row)
        QCOMPARE(log->entry(row).deviceId, gpu0);
    auto *scope = panel->findChild<QComboBox *>(QStringLiteral("tuningLogScope"));
    QVERIFY(scope);
    QCOMPARE(scope->currentText(), QStringLiteral("This GPU"));
    scope->setCurrentIndex(1);
    QCOMPARE(scope->currentText(), QStringLiteral("All GPUs"));
    QVERIFY(log->deviceFilter().isEmpty());
    QStringList seen;
    for (int row = 0; row < log->rowCount(); ++row)
        seen << log->entry(row).deviceId;
    seen.removeDuplicates();
    QCOMPARE(seen.size(), 2);
    scope->setCurrentIndex(0);
    QCOMPARE(log->deviceFilter(), gpu0);

    // The reason's column is in view, before the changes.
    QVERIFY(TuningLogModel::Message < TuningLogModel::Changes);
    panel->resize(1040, 560); // the Tuning tab of a 1366x768 window, beside the GPU list
    auto *tabs = panel->findChild<QTabWidget *>();
    tabs->setCurrentIndex(1);
    auto *table = panel->findChild<QTableView *>();
    QTRY_VERIFY(table->isVisible());
    const int messageAt = table->horizontalHeader()->sectionViewportPosition(TuningLogModel::Message);
    QVERIFY2(messageAt >= 0 && messageAt + 100 < table->viewport()->width(),
             qPrintable(QStringLiteral("message column at %1 of %2").arg(messageAt).arg(table->viewport()->width())));
    QVERIFY2(QDateTime::fromString(log->index(0, TuningLogModel::Time).data().toString(), QStringLiteral("yyyy-MM-dd HH:mm:ss")).isValid(),
             qPrintable(log->index(0, TuningLogModel::Time).data().toString())); // not 12/6/26 3:23 AM
    QVERIFY2(log->index(0, TuningLogModel::Message).data().toString().contains(QStringLiteral("by ")),
             qPrintable(log->index(0, TuningLogModel::Message).data().toString()));
    QVERIFY(panel->grab().save(QStringLiteral(ROCMTUNE_SCREENSHOT_DIR "/tuning-log-filtered.png")));
    tabs->setCurrentIndex(0);
}

void TuningPanelTest::valuesTypedPastTheLimitsStayAndAreRefused()
{
    // Issue 37 (review D19): -1000 mV typed into the voltage offset (floor -450 mV) stays -1000 mV, not -100 mV, and is
    // refused under its row; 5 % typed as the fan minimum (15-…%) does not snap back to the old value in silence.
    auto *offset = panel->findChild<QSpinBox *>(QStringLiteral("voltageOffsetSpin"));
    QVERIFY(offset && offset->isEnabled());
    offset->setFocus();
    offset->selectAll();
    QTest::keyClicks(offset, QStringLiteral("-1000"));
    QTest::keyClick(offset, Qt::Key_Tab);
    QCOMPARE(offset->value(), -1000);
    QLabel *reason = panel->reasonLabel(ControlId::VoltageOffset);
    QVERIFY2(reason->isVisibleTo(panel.get()) && reason->text().contains(QStringLiteral("450")), qPrintable(reason->text()));

    auto *pwm = panel->findChild<QSpinBox *>(QStringLiteral("fanMinimumPwmSpin"));
    QVERIFY(pwm && pwm->isEnabled());
    const int before = pwm->value();
    pwm->setFocus();
    pwm->selectAll();
    QTest::keyClicks(pwm, QStringLiteral("5"));
    QTest::keyClick(pwm, Qt::Key_Tab);
    QVERIFY2(pwm->value() != before, "the typed value snapped back in silence");
    QCOMPARE(pwm->value(), pwm->minimum());
    QLabel *pwmReason = panel->reasonLabel(ControlId::FanMinimumPwm);
    QVERIFY2(pwmReason->isVisibleTo(panel.get()) && !pwmReason->text().isEmpty(), qPrintable(pwmReason->text()));
}

void TuningPanelTest::aControlOfAnotherGenerationIsLeftOutByTheBackendsMark()
{
    // The simulated RX 7900 XTX's driver prints no OD_SCLK_OFFSET: the backend marks RDNA4's clock offset as not of
    // this card's generation, and the view leaves the row out without a line; its reason stays for `tuning show`.
    QVERIFY(panel->controls().notOfThisGeneration.contains(ControlId::GfxClockOffset));
    QVERIFY(!panel->controls().unsupportedReasons.value(ControlId::GfxClockOffset).isEmpty());
    auto visible = [this](const QString &name) {
        const QWidget *widget = panel->findChild<QWidget *>(name);
        return widget && widget->isVisibleTo(panel.get());
    };
    QVERIFY(!visible(QStringLiteral("gfxClockOffsetSpin")));
    QVERIFY(!visible(QStringLiteral("reason_gfx_clock_offset")));

    // The mark decides, not the kind of row: a card whose driver has the clock offset's section but no usable value
    // (no mark) says why, and a voltage offset marked as of another generation is left out without a line.
    stop();
    dir = std::make_unique<QTemporaryDir>();
    sampler = std::make_unique<SamplerThread>(
        [] {
            auto backend = std::make_unique<test::RecordingBackend>();
            backend->state.unsupportedReasons.insert(ControlId::GfxClockOffset, QStringLiteral("This driver prints SCLK_OFFSET without a range."));
            backend->state.unsupportedReasons.insert(ControlId::VoltageOffset, QStringLiteral("No VDDGFX_OFFSET section."));
            backend->state.notOfThisGeneration << ControlId::VoltageOffset;
            return rocmtune::testing::deviceSetOf(std::move(backend));
        },
        nullptr);
    sampler->start(100);
    startPanel(QSize(900, 560));
    waitForControls(0);
    QTRY_VERIFY_WITH_TIMEOUT(visible(QStringLiteral("reason_gfx_clock_offset")), 5000);
    QCOMPARE(panel->findChild<QLabel *>(QStringLiteral("reason_gfx_clock_offset"))->text(), QStringLiteral("This driver prints SCLK_OFFSET without a range."));
    QVERIFY(!visible(QStringLiteral("gfxClockOffsetSpin")));
    QVERIFY(!visible(QStringLiteral("reason_voltage_offset")));
    QVERIFY(!visible(QStringLiteral("voltageOffsetSpin")));
}

void TuningPanelTest::unsupportedControlIsDisabledWithTheReason()
{
    panel->setDeviceIndex(1); // the simulated MI210 has no power profiles
    QTRY_VERIFY_WITH_TIMEOUT(panel->deviceIndex() == 1 && !panel->controls().perControl.has<PowerProfileControl>()
                                 && panel->controls().perControl.has<PowerCapControl>(), 5000);
    QLabel *reason = panel->findChild<QLabel *>(QStringLiteral("reason_power_profile"));
    QVERIFY(reason);
    QVERIFY(reason->isVisible());
    QVERIFY2(reason->text().contains(QStringLiteral("no power profiles")), qPrintable(reason->text()));
}

void TuningPanelTest::untrustedInstallationDisablesEveryControlUpFront()
{
    // A helper anyone can replace (its folder is world-writable, not sticky):
    // pkexec must never run it, so the panel says so before anything is tried.
    QTemporaryDir install;
    QVERIFY(install.isValid());
    const QString helper = install.filePath(QStringLiteral("rocmtune-helper"));
    QFile file(helper);
    QVERIFY(file.open(QIODevice::WriteOnly));
    file.close();
    QVERIFY(QFile::setPermissions(helper, QFile::ReadOwner | QFile::WriteOwner | QFile::ExeOwner | QFile::ReadOther | QFile::ExeOther));
    QVERIFY(::chmod(QFile::encodeName(install.path()).constData(), 0777) == 0);
    qputenv("ROCMTUNE_HELPER", QFile::encodeName(helper));
    controller->setRoute(TuningController::Route::Helper);
    controller->helperClient()->setElevation(HelperClient::Elevation::Pkexec);
    QSignalSpy shown(panel.get(), &TuningPanel::controlsShown);
    controller->refresh(0);
    QVERIFY(shown.wait(5000));
    qunsetenv("ROCMTUNE_HELPER");
    QVERIFY2(panel->statusLabel()->text().startsWith(QStringLiteral("Privileged tuning is unavailable")), qPrintable(panel->statusLabel()->text()));
    QVERIFY2(panel->statusLabel()->text().contains(helper), qPrintable(panel->statusLabel()->text()));
    QVERIFY(!panel->applyButton()->isEnabled());
    QVERIFY(!panel->resetButton()->isEnabled());
    QVERIFY(!panel->powerCapSpin()->isEnabled());
    for (const char *box : {"perfLevelBox", "powerProfileBox"})
        QVERIFY2(!panel->findChild<QComboBox *>(QLatin1String(box))->isEnabled(), box);
    QVERIFY(panel->pendingValues().isEmpty());

    // The in-process route (simulated GPUs) tunes again.
    controller->setRoute(TuningController::Route::InProcess);
    controller->refresh(0);
    QVERIFY(shown.wait(5000));
    QVERIFY(panel->applyButton()->isEnabled());
    QVERIFY(panel->powerCapSpin()->isEnabled());
    QVERIFY(panel->statusLabel()->text().isEmpty());
}

void TuningPanelTest::choicesSayWhatTheyMeanWithTheDriversWord()
{
    waitForControls(0);
    auto *levels = panel->findChild<QComboBox *>(QStringLiteral("perfLevelBox"));
    auto *profiles = panel->findChild<QComboBox *>(QStringLiteral("powerProfileBox"));
    QVERIFY(levels && profiles);
    const ControlState state = panel->controls();
    const PerfLevelControl *perf = state.perControl.get<PerfLevelControl>();
    const PowerProfileControl *profile = state.perControl.get<PowerProfileControl>();
    QVERIFY(perf && profile);
    QCOMPARE(levels->count(), perf->supported.size());
    QCOMPARE(profiles->count(), profile->supported.size());
    // The selection is the level in force, shown as "label (driver word)".
    QCOMPARE(static_cast<PerfLevel>(levels->currentData().toInt()), perf->current);
    QCOMPARE(perf->current, PerfLevel::Auto); // the simulated card boots in auto, like a real one
    // Review D20: no driver word in the list ("Automatic (auto)", "Boot default (BOOTUP_DEFAULT)"); it is in the tool tip.
    QCOMPARE(levels->currentText(), QStringLiteral("Automatic"));
    for (int i = 0; i < levels->count(); ++i) {
        const auto level = static_cast<PerfLevel>(levels->itemData(i).toInt());
        QCOMPARE(levels->itemText(i), perfLevelChoiceText(level));
        QVERIFY2(!levels->itemText(i).contains(QLatin1Char('(')), qPrintable(levels->itemText(i)));
        const QString tip = levels->itemData(i, Qt::ToolTipRole).toString();
        QVERIFY2(tip.startsWith(perfLevelDescription(level)) && tip.contains(QStringLiteral("“%1”").arg(QLatin1String(perfLevelKey(level)))), qPrintable(tip));
    }
    const int compute = profiles->findData(static_cast<int>(PowerProfile::Compute));
    QVERIFY(compute >= 0);
    QCOMPARE(profiles->itemText(compute), QStringLiteral("Compute"));
    QVERIFY(profiles->itemData(compute, Qt::ToolTipRole).toString().contains(QStringLiteral("training")));
    QVERIFY(profiles->itemData(compute, Qt::ToolTipRole).toString().contains(QStringLiteral("“COMPUTE”")));
    const int boot = profiles->findData(static_cast<int>(PowerProfile::BootupDefault));
    QVERIFY(boot >= 0);
    QCOMPARE(profiles->itemText(boot), QStringLiteral("Boot default"));
    // Review D23: the Save as profile dialog listed "power cap 300 W", "perf level auto", "power profile BOOTUP_DEFAULT";
    // it lists the values as this view names them.
    TuningValues saved;
    saved.perControl.set(PowerCapValue{300000000});
    saved.perControl.set(PerfLevelValue{PerfLevel::Auto});
    saved.perControl.set(PowerProfileValue{PowerProfile::BootupDefault});
    const QStringList lines = controlValueLines(saved);
    QVERIFY2(lines.contains(QStringLiteral("Power cap: 300 W")) && lines.contains(QStringLiteral("Performance level: Automatic"))
                 && lines.contains(QStringLiteral("Power profile: Boot default")) && lines.size() == 3,
             qPrintable(lines.join(QStringLiteral(" | "))));
    // Choosing by label still requests the driver's profile.
    profiles->setCurrentIndex(compute);
    QCOMPARE(panel->pendingValues().perControl.value<PowerProfileValue>(), std::optional(PowerProfileValue{PowerProfile::Compute}));
}

void TuningPanelTest::noDriverJargonInView()
{
    // Review D20: driver words were shown to users: "(OD_VDDC_CURVE)", "(gpu_od/fan_ctrl)", "(VDDGFX_OFFSET)",
    // "Fan minimum PWM", "Fan acoustic limit", "BOOTUP_DEFAULT", "(auto)". Every text in view on each GPU is free of them.
    static const QRegularExpression jargon(QStringLiteral("OD_[A-Z]|gpu_od|fan_ctrl|VDDGFX|PWM|[Aa]coustic|BOOTUP_DEFAULT|COMPUTE|\\((auto|manual|high|low)\\)"));
    for (int device : {0, 1}) {
        panel->setDeviceIndex(device);
        waitForControls(device);
        QStringList seen;
        for (const QLabel *label : panel->findChildren<QLabel *>()) {
            if (label->isVisibleTo(panel.get()))
                seen << label->text();
        }
        for (const QComboBox *box : panel->findChildren<QComboBox *>()) {
            for (int i = 0; box->isVisibleTo(panel.get()) && i < box->count(); ++i)
                seen << box->itemText(i);
        }
        for (const QPushButton *button : panel->findChildren<QPushButton *>()) {
            if (button->isVisibleTo(panel.get()))
                seen << button->text();
        }
        QVERIFY(seen.size() > 10);
        for (const QString &text : std::as_const(seen))
            QVERIFY2(!jargon.match(text).hasMatch(), qPrintable(QStringLiteral("GPU %1: %2").arg(device).arg(text)));
    }
}

void TuningPanelTest::sectionsAndTheFanColumnBesideTheOthersWhenWide()
{
    // Review D11: one long column of rows without sections, hugging the left third of a 1080p window.
    waitForControls(0);
    QMap<int, QLabel *> titles;
    for (TuningSection section : {TuningSection::Power, TuningSection::Clocks, TuningSection::Voltage, TuningSection::Fan}) {
        QLabel *title = panel->sectionTitle(static_cast<int>(section));
        QVERIFY2(title && title->isVisibleTo(panel.get()), tuningSectionKey(section));
        QCOMPARE(title->text(), tuningSectionTitle(section));
        titles.insert(static_cast<int>(section), title);
    }
    const auto at = [this](QWidget *w) { return w->mapTo(panel.get(), QPoint()); };
    QLabel *power = titles.value(static_cast<int>(TuningSection::Power));
    QLabel *clocks = titles.value(static_cast<int>(TuningSection::Clocks));
    QLabel *voltage = titles.value(static_cast<int>(TuningSection::Voltage));
    QLabel *fan = titles.value(static_cast<int>(TuningSection::Fan));
    // Each title over its rows: the power cap under "Power", the fan mode under "Fan".
    QVERIFY(at(power).y() < at(panel->powerCapSpin()).y() && at(panel->powerCapSpin()).y() < at(clocks).y());
    QWidget *fanMode = panel->findChild<QWidget *>(QStringLiteral("fanModeCombo"));
    QVERIFY(fanMode && at(fan).y() < at(fanMode).y());
    // 900 px wide: one column, the fan section under the others.
    QVERIFY(!panel->controlsSideBySide());
    QVERIFY(at(clocks).y() < at(voltage).y() && at(voltage).y() < at(fan).y());
    QCOMPARE(at(fan).x(), at(power).x());
    // As wide as the Tuning view of a maximized 1920x1080 window: the fan section beside the others, both at the top.
    panel->resize(1600, 900);
    QTRY_VERIFY_WITH_TIMEOUT(panel->controlsSideBySide(), 5000);
    QTRY_VERIFY_WITH_TIMEOUT(at(fan).x() > at(power).x() + 500, 5000);
    QVERIFY2(std::abs(at(fan).y() - at(power).y()) <= 4, qPrintable(QStringLiteral("fan title at y %1, power at %2").arg(at(fan).y()).arg(at(power).y())));
    QVERIFY(at(fanMode).x() > at(panel->powerCapSpin()).x());
    // Narrow again: back under the others.
    panel->resize(900, 560);
    QTRY_VERIFY_WITH_TIMEOUT(!panel->controlsSideBySide() && at(fan).x() == at(power).x(), 5000);
    // The MI210 has no fan: its "Fan" title stays over the one line that says so; no title over nothing.
    panel->setDeviceIndex(1);
    waitForControls(1);
    QTRY_VERIFY_WITH_TIMEOUT(!panel->controls().perControl.has<FanControl>(), 5000);
    QTRY_VERIFY_WITH_TIMEOUT(panel->reasonLabel(ControlId::FanMode)->isVisibleTo(panel.get()), 5000);
    QVERIFY(fan->isVisibleTo(panel.get()));
}

void TuningPanelTest::rowsComeFromTheRegistry()
{
    waitForControls(0);
    // One row per registered editor, titled with its control's own words, with its reason line.
    for (ControlId id : {ControlId::PowerCap, ControlId::GfxClockRange, ControlId::MemoryClockRange, ControlId::PerfLevel,
                         ControlId::PowerProfile, ControlId::Overdrive}) {
        ControlEditor *editor = panel->editor(id);
        QVERIFY2(editor, controlKey(id));
        QCOMPARE(editor->title(), controlRule(id)->title());
        QVERIFY2(panel->reasonLabel(id), controlKey(id));
    }
    // What Apply would send is what the editors add: the power cap typed in, nothing else.
    panel->powerCapSpin()->setValue(300);
    const TuningValues pending = panel->pendingValues();
    QCOMPARE(touchedControls(pending), QVector<ControlId>{ControlId::PowerCap});
    QCOMPARE(pending.perControl.value<PowerCapValue>(), std::optional(PowerCapValue{300000000}));
    // The power overdrive box follows the watts (same editor).
    QVERIFY(panel->powerOverdriveSpin()->value() < 0);
    panel->powerCapSpin()->setValue(327);
    QVERIFY(panel->pendingValues().isEmpty());
}

void TuningPanelTest::watchdogResetsAHotTunedGpu()
{
    QSignalSpy tripped(controller.get(), &TuningController::watchdogTripped);
    panel->powerCapSpin()->setValue(345);
    QTest::mouseClick(panel->applyButton(), Qt::LeftButton);
    QTRY_VERIFY_WITH_TIMEOUT(controller->isPending(0), 5000);
    // A reading at the junction limit (critical 110 °C - 5 °C margin).
    auto hot = std::make_shared<Snapshot>();
    Sample sample(0, 0);
    sample.set(MetricId::TemperatureJunction, 106);
    sample.set(MetricId::TemperatureJunctionCritical, 110);
    hot->samples.push_back(sample);
    emit sampler->sampler()->snapshotReady(hot);
    QTRY_COMPARE_WITH_TIMEOUT(tripped.count(), 1, 5000);
    QTRY_COMPARE_WITH_TIMEOUT(capWatts(), 327.0, 5000);
    QVERIFY(!controller->isPending(0));
}

void TuningPanelTest::driftedControlIsMarkedAndApplyAgainAndAcceptWork()
{
    // Kept through the panel: 340 W is what ROCm Tune set.
    panel->powerCapSpin()->setValue(340);
    QTest::mouseClick(panel->applyButton(), Qt::LeftButton);
    QTRY_VERIFY_WITH_TIMEOUT(panel->confirmDialog()->isVisible(), 5000);
    QTest::mouseClick(panel->confirmDialog()->keepButton(), Qt::LeftButton);
    QTRY_VERIFY_WITH_TIMEOUT(!controller->isPending(0) && !controller->isBusy(), 5000);
    QLabel *row = panel->driftLabel(ControlId::PowerCap);
    QVERIFY(row);
    QVERIFY(row->isHidden());
    QVERIFY(panel->driftBar()->isHidden());

    // Another tool sets 310 W behind ROCm Tune's back.
    auto behindItsBack = [this](quint64 microwatts) {
        sampler->sampler()->call([microwatts](DeviceSet *set) {
            int local = -1;
            set->backendFor(0, &local)->setPowerCap(local, microwatts);
        });
        QTest::mouseClick(panel->reloadButton(), Qt::LeftButton);
    };
    const qint64 before = QDateTime::currentMSecsSinceEpoch();
    behindItsBack(310000000);
    QTRY_VERIFY_WITH_TIMEOUT(row->isVisible(), 5000);
    const qint64 after = QDateTime::currentMSecsSinceEpoch();
    // The first sighting lies between the two (its minute, unless the clock passed a minute meanwhile).
    auto words = [](qint64 ms) {
        return QStringLiteral("set 340 W, now 310 W: changed outside ROCm Tune at %1").arg(QDateTime::fromMSecsSinceEpoch(ms).toString(QStringLiteral("HH:mm")));
    };
    QVERIFY2(row->text() == words(before) || row->text() == words(after), qPrintable(row->text()));
    QVERIFY(panel->driftBar()->isVisible());
    QVERIFY2(panel->driftBar()->text()->text().contains(QStringLiteral("Changed outside ROCm Tune: Power cap.")),
             qPrintable(panel->driftBar()->text()->text()));
    QVERIFY(panel->driftBar()->applyAgainButton()->isVisible() && panel->driftBar()->applyAgainButton()->isEnabled());
    QVERIFY(panel->driftBar()->acceptButton()->isVisible());

    // Apply again: the set value through the normal route, with its countdown.
    QTest::mouseClick(panel->driftBar()->applyAgainButton(), Qt::LeftButton);
    QTRY_VERIFY_WITH_TIMEOUT(panel->confirmDialog()->isVisible(), 5000);
    QTRY_COMPARE_WITH_TIMEOUT(capWatts(), 340.0, 5000);
    QTest::mouseClick(panel->confirmDialog()->keepButton(), Qt::LeftButton);
    QTRY_VERIFY_WITH_TIMEOUT(!controller->isPending(0) && !controller->isBusy(), 5000);
    QTRY_VERIFY_WITH_TIMEOUT(row->isHidden() && panel->driftBar()->isHidden(), 5000);

    // Changed again; Accept keeps what is in force, writes nothing, and the mark goes.
    behindItsBack(320000000);
    QTRY_VERIFY_WITH_TIMEOUT(row->isVisible() && row->text().startsWith(QStringLiteral("set 340 W, now 320 W")), 5000);
    QTest::mouseClick(panel->driftBar()->acceptButton(), Qt::LeftButton);
    QTRY_VERIFY_WITH_TIMEOUT(row->isHidden() && panel->driftBar()->isHidden() && !controller->isBusy(), 5000);
    QVERIFY(!panel->confirmDialog()->isVisible());
    QCOMPARE(capWatts(), 320.0);
    const QVector<ControlSetVsInForce> now = controller->setVsInForce(0);
    const auto cap = std::find_if(now.cbegin(), now.cend(), [](const ControlSetVsInForce &c) { return c.id == ControlId::PowerCap; });
    QVERIFY(cap != now.cend() && cap->set);
    QCOMPARE(cap->set->perControl.get<PowerCapValue>()->microwatts, quint64(320000000));
    QVERIFY(!cap->drift);
}

void TuningPanelTest::screenshot()
{
    panel->powerCapSpin()->setValue(350);
    QTest::mouseClick(panel->applyButton(), Qt::LeftButton);
    QTRY_VERIFY_WITH_TIMEOUT(panel->confirmDialog()->isVisible(), 5000);
    const QString out = QStringLiteral(ROCMTUNE_SCREENSHOT_DIR);
    QVERIFY(panel->grab().save(out + QStringLiteral("/tuning-panel.png")));
    QVERIFY(panel->confirmDialog()->grab().save(out + QStringLiteral("/tuning-confirm.png")));
    QTest::mouseClick(panel->confirmDialog()->revertButton(), Qt::LeftButton);
    QTRY_COMPARE_WITH_TIMEOUT(capWatts(), 327.0, 5000);
}

SleepyBackend *TuningPanelTest::useSleepyGpu()
{
    panel.reset();
    controller.reset();
    sampler.reset();
    auto sleepy = std::make_shared<std::atomic<SleepyBackend *>>(nullptr);
    sampler = std::make_unique<SamplerThread>(
        [sleepy] {
            auto backend = std::make_unique<SleepyBackend>();
            sleepy->store(backend.get());
            return rocmtune::testing::deviceSetOf(std::move(backend));
        },
        nullptr);
    sampler->start(100);
    startPanel(QSize(900, 560));
    // Opening the panel (and the controller's start-up cache) reads nothing.
    if (!QTest::qWaitFor([this] { return panel->statusLabel()->text().contains(QStringLiteral("asleep")); }, 5000))
        return nullptr;
    return sleepy->load();
}

void TuningPanelTest::asleepGpuIsReadOnlyWhenItWakesOrOnReload()
{
    SleepyBackend *gpu = useSleepyGpu();
    QVERIFY(gpu);
    QTest::qWait(600); // six ticks
    QCOMPARE(gpu->controlReads.load(), 0);
    QVERIFY(!panel->controls().perControl.has<PowerCapControl>());
    QVERIFY(!panel->applyButton()->isEnabled());
    QVERIFY(!panel->findChild<QLabel *>(QStringLiteral("reason_power_cap"))->isVisible()); // said once, in the status line

    // Reload is a person asking: it wakes the GPU and reads it.
    panel->reloadButton()->click();
    QTRY_VERIFY_WITH_TIMEOUT(panel->controls().perControl.has<PowerCapControl>(), 5000);
    QVERIFY(gpu->controlReads.load() >= 1);
    QVERIFY(!panel->statusLabel()->text().contains(QStringLiteral("asleep")));

    // Chosen again while asleep: left alone until a sample shows it awake.
    panel->setDeviceIndex(0);
    QTRY_VERIFY_WITH_TIMEOUT(panel->statusLabel()->text().contains(QStringLiteral("asleep")), 5000);
    const int readsWhileAsleep = gpu->controlReads.load();
    QTest::qWait(600);
    QCOMPARE(gpu->controlReads.load(), readsWhileAsleep);
    gpu->asleepNow = false;
    QTRY_VERIFY_WITH_TIMEOUT(panel->controls().perControl.has<PowerCapControl>() && !panel->statusLabel()->text().contains(QStringLiteral("asleep")),
                             5000);
    QVERIFY(gpu->controlReads.load() > readsWhileAsleep);
}

// The "asleep" status line, rendered (EN and ZH screenshots in the build
// folder) and made again in the new language on a live switch.
void TuningPanelTest::asleepStatusLineInEnglishAndChinese()
{
    QVERIFY(useSleepyGpu());
    const char *source = "GPU %1 is asleep (runtime-suspended). Its controls are not read, as that would wake it: they appear when it "
                         "wakes up. Reload wakes it and reads them now.";
    QCOMPARE(panel->statusLabel()->text(), QString::fromUtf8(source).arg(0));
    QVERIFY(panel->statusLabel()->isVisible());
    // Nothing read, nothing made up: no "0 to 0 mV" range, no empty fan curve plot.
    QCOMPARE(panel->findChild<QLabel *>(QStringLiteral("voltageOffsetRange"))->text(), QString());
    QVERIFY(panel->findChild<QWidget *>(QStringLiteral("fanCurvePlot"))->isHidden());
    QVERIFY(panel->findChild<QWidget *>(QStringLiteral("voltageCurvePlot"))->isHidden());
    const QString out = QStringLiteral(ROCMTUNE_SCREENSHOT_DIR);
    QTest::qWait(100); // the layout for the new status text (two lines at this width)
    QVERIFY2(panel->statusLabel()->height() >= panel->statusLabel()->heightForWidth(panel->statusLabel()->width()),
             "the status line is cut off");
    QVERIFY(panel->grab().save(out + QStringLiteral("/tuning-asleep-en.png")));

    QVERIFY(applyUiLanguage(QStringLiteral("zh_CN")));
    QCoreApplication::sendPostedEvents(nullptr, QEvent::LanguageChange);
    const QString chinese = QCoreApplication::translate("rocmtune::TuningPanel", source).arg(0);
    QVERIFY2(chinese != QString::fromUtf8(source).arg(0), "no Chinese for the asleep line");
    QTRY_COMPARE_WITH_TIMEOUT(panel->statusLabel()->text(), chinese, 5000);
    QTest::qWait(100); // the plots' queued replots, in the new language
    QVERIFY(panel->grab().save(out + QStringLiteral("/tuning-asleep-zh.png")));
    QVERIFY(applyUiLanguage(QStringLiteral("en")));
    QCoreApplication::sendPostedEvents(nullptr, QEvent::LanguageChange);
    QTRY_COMPARE_WITH_TIMEOUT(panel->statusLabel()->text(), QString::fromUtf8(source).arg(0), 5000);
}

// Reload reads an asleep GPU; values edited after that stay in their boxes
// when the GPU wakes up (its controls are not read again, which would put
// the driver's values back over the edits: fixed in 6bc829d).
void TuningPanelTest::editsAfterAReloadWhileAsleepSurviveTheWake()
{
    SleepyBackend *gpu = useSleepyGpu();
    QVERIFY(gpu);
    QVERIFY(!panel->powerCapSpin()->isEnabled());
    panel->reloadButton()->click();
    QTRY_VERIFY_WITH_TIMEOUT(panel->powerCapSpin()->isEnabled() && panel->applyButton()->isEnabled() && !controller->isBusy(), 5000);
    const int readsAfterReload = gpu->controlReads.load();
    QVERIFY(readsAfterReload >= 1);
    QCOMPARE(panel->powerCapSpin()->value(), 327.0);

    panel->powerCapSpin()->setValue(340);
    const TuningValues edited = panel->pendingValues();
    QVERIFY(!edited.isEmpty());

    gpu->asleepNow = false;
    QTest::qWait(800); // eight sampler ticks, awake
    QCOMPARE(panel->powerCapSpin()->value(), 340.0);
    QCOMPARE(panel->pendingValues(), edited);
    QCOMPARE(gpu->controlReads.load(), readsAfterReload);
    QVERIFY(!panel->statusLabel()->text().contains(QStringLiteral("asleep")));
}

QTEST_MAIN(TuningPanelTest)
#include "TuningPanelTest.moc"
