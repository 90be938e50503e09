// SPDX-License-Identifier: GPL-3.0-or-later
// "Apply and validate" and the perf-per-watt sweep through the REAL tuning
// layer: simulated GPUs on a sampler thread, the in-process tuning route
// (TuningController: transaction, journal, confirm countdown) behind the
// TuningControllerPort, the fake runner standing in for rocmtune-bench, and
// profiles in a temporary store. Offscreen.
#include "core/backends/BackendRegistry.h"
#include "core/i18n/Language.h"
#include "core/profiles/ProfileStore.h"
#include "core/stress/TuningControllerPort.h"
#include "core/tuning/controls/clockrange/ClockRangeValue.h"
#include "core/tuning/controls/powercap/PowerCapValue.h"
#include "core/tuning/route/TuningController.h"
#include "core/tuning/transaction/TuningJournal.h"
#include "core/tuning/transaction/TuningService.h"
#include "widgets/stress/SaveProfileDialog.h"
#include "widgets/stress/StressPanel.h"
#include "widgets/stress/StressTuningBox.h"
#include "widgets/stress/StressTuningWiring.h"
#include "widgets/stress/ValidateCommandRow.h"
#include "widgets/tuning/ConfirmCountdownDialog.h"
#include "widgets/tuning/TuningPanel.h"

#include <QComboBox>
#include <QDialogButtonBox>
#include <QDir>
#include <QDoubleSpinBox>
#include <QLabel>
#include <QLineEdit>
#include <QCheckBox>
#include <QPushButton>
#include <QSettings>
#include <QSignalSpy>
#include <QStandardPaths>
#include <QTemporaryDir>
#include <QTest>

using namespace rocmtune;

namespace {
constexpr quint64 kDefaultCap = 327'000'000; // the simulated RX 7900 XTX
constexpr quint64 kPreparedCap = 300'000'000;
constexpr quint64 kMi210DefaultCap = 300'000'000; // device 1: its driver range starts at 0 W
} // namespace

class StressTuningRouteTest : public QObject
{
    Q_OBJECT

private slots:
    void init();
    void cleanup();
    void passKeepsTheValuesAndSavesAValidatedProfile();
    void failRevertsToTheOriginalValues();
    void countdownDoesNotRevertWhileTheCheckRuns();
    void crashDuringTheCheckIsRevertedByTheJournal();
    void sweepAppliesEachCapInOrderRevertsAndSavesTheBest();
    void ordinaryRunStampsTheProfileInForce();
    void saveProfileDialogAsksNameAndTarget();
    void newWidgetsFollowALanguageSwitch();
    void withoutARunnerNothingIsApplied();
    void myCommandAfterTheCheckDecidesAndIsRemembered();

private:
    quint64 capNow(int device = 0) const { return port->controls(device)->perControl.get<PowerCapControl>()->currentMicrowatts; }
    // Straight from the GPU on the sampler thread (without the port).
    quint64 capOnGpu() const
    {
        quint64 cap = 0;
        sampler->sampler()->call([&](DeviceSet *set) {
            int local = -1;
            if (Backend *backend = set ? set->backendFor(0, &local) : nullptr)
                cap = backend->readControls(local).perControl.get<PowerCapControl>()->currentMicrowatts;
        });
        return cap;
    }
    // The check the validation runs: the Quick check's logic, shortened.
    void useShortCheck(double secondsPerTest);
    // Sets the tuning panel's power cap and clicks "Apply and validate".
    void applyAndValidateFromThePanel(quint64 microwatts);

    std::unique_ptr<QTemporaryDir> dir;
    std::unique_ptr<SamplerThread> sampler;
    std::unique_ptr<TuningController> controller;
    std::unique_ptr<TuningPanel> tuningPanel;
    std::unique_ptr<StressPanel> panel;
    TuningControllerPort *port = nullptr;
    StressTuningBox *box = nullptr;
    std::shared_ptr<ProfileStore> store;
    QString namedProfile;
    int stressViewShown = 0;
};

void StressTuningRouteTest::init()
{
    qunsetenv("ROCMTUNE_FAKE_MODE");
    QStandardPaths::setTestModeEnabled(true);
    QSettings().remove(QStringLiteral("stress/validate_command")); // "…and then run my command" starts unticked
    dir = std::make_unique<QTemporaryDir>();
    sampler = std::make_unique<SamplerThread>(
        [] {
            BackendOptions options;
            options.choice = BackendChoice::Simulated;
            options.simulated.deviceCount = 2; // RX 7900 XTX, MI210
            options.simulated.stateFile.clear();
            return createDeviceSet(options);
        },
        nullptr);
    sampler->start(200);
    controller = std::make_unique<TuningController>(sampler->sampler());
    controller->setStateDirectory(dir->filePath(QStringLiteral("tuning")));
    controller->setRoute(TuningController::Route::InProcess);
    controller->setConfirmTimeoutSeconds(5);
    tuningPanel = std::make_unique<TuningPanel>(controller.get());

    panel = std::make_unique<StressPanel>();
    panel->setBaselinePath(dir->filePath(QStringLiteral("baselines.json")));
    panel->setRunnerPath(QStringLiteral(ROCMTUNE_FAKE_BENCH_PATH));
    connect(sampler->sampler(), &Sampler::snapshotReady, panel.get(), &StressPanel::addSnapshot, Qt::QueuedConnection);
    QTRY_VERIFY_WITH_TIMEOUT(!sampler->sampler()->devices().isEmpty(), 5000);
    panel->setDevices(sampler->sampler()->devices());

    // The panel reads the controls in force when a run starts (the app does the same on the sampler thread).
    panel->setTuningReader([this](const QVector<int> &devices) {
        QMap<int, ControlState> controls;
        for (int device : devices) {
            if (const auto state = port->controls(device))
                controls.insert(device, *state);
        }
        return controls;
    });
    // The app's wiring, with a profile store in the temporary folder.
    store = std::make_shared<ProfileStore>(dir->filePath(QStringLiteral("profiles")));
    stressViewShown = 0;
    port = connectStressToTuning(panel.get(), controller.get(), tuningPanel.get(), store, [this] { ++stressViewShown; });
    box = panel->tuningBox();
    namedProfile.clear();
    box->setProfileNamer([this](const QString &suggested, const DeviceInfo &, const QStringList &, const QString &) {
        namedProfile = suggested;
        return std::optional<ProfileNaming>(ProfileNaming{suggested, false});
    });

    tuningPanel->resize(900, 560);
    tuningPanel->show();
    panel->resize(1400, 1000);
    panel->show();
    // Start-up recovery first; the panel shows the controls once the controller is idle.
    QTRY_VERIFY_WITH_TIMEOUT(tuningPanel->controls().perControl.has<PowerCapControl>() && !controller->isBusy()
                                 && tuningPanel->applyValidateButton()->isEnabled(),
                             5000);
    QCOMPARE(capNow(), kDefaultCap);
}

void StressTuningRouteTest::cleanup()
{
    panel.reset();
    tuningPanel.reset();
    controller.reset();
    sampler.reset();
    store.reset();
    dir.reset();
    qunsetenv("ROCMTUNE_FAKE_MODE");
}

void StressTuningRouteTest::useShortCheck(double secondsPerTest)
{
    StressPlan check = StressPlan::fromPreset(StressPreset::Quick);
    check.tests = {QStringLiteral("compute")};
    check.secondsPerTest = secondsPerTest;
    box->validation()->setPlan(check);
}

void StressTuningRouteTest::applyAndValidateFromThePanel(quint64 microwatts)
{
    tuningPanel->powerCapSpin()->setValue(static_cast<double>(microwatts) / 1e6);
    QVERIFY(tuningPanel->applyValidateButton()->isVisible());
    const int shown = stressViewShown;
    QTest::mouseClick(tuningPanel->applyValidateButton(), Qt::LeftButton);
    QCOMPARE(port->prepared(0).perControl.value<PowerCapValue>(), std::optional(PowerCapValue{microwatts}));
    QCOMPARE(stressViewShown, shown + 1); // the check runs where it can be watched
}

void StressTuningRouteTest::passKeepsTheValuesAndSavesAValidatedProfile()
{
    useShortCheck(0.5);
    QSignalSpy passed(box->validation(), &TuningValidation::passed);
    applyAndValidateFromThePanel(kPreparedCap);
    QVERIFY2(passed.wait(15000), qPrintable(box->statusText()));
    // Still a pending change (nothing kept yet), held, at the new cap; no confirm dialog.
    QVERIFY(controller->isPending(0));
    QVERIFY(controller->isHeld(0));
    QCOMPARE(capNow(), kPreparedCap);
    QVERIFY(!tuningPanel->confirmDialog()->isVisible());
    auto *save = box->findChild<QPushButton *>(QStringLiteral("saveProfileButton"));
    QVERIFY(save->isVisible());
    QDir().mkpath(QStringLiteral(ROCMTUNE_STRESS_SCREENSHOT_DIR));
    QVERIFY(box->grab().save(QStringLiteral(ROCMTUNE_STRESS_SCREENSHOT_DIR "/stress-tuning-validated.png")));

    QSignalSpy finished(box->validation(), &TuningValidation::finished);
    QTest::mouseClick(save, Qt::LeftButton);
    QVERIFY(finished.wait(5000));
    QCOMPARE(box->validation()->outcome(), TuningValidation::Outcome::Kept);
    QVERIFY(!controller->isPending(0));
    QCOMPARE(capNow(), kPreparedCap);
    QVERIFY(!TuningJournal(controller->stateDirectory()).find(sampler->sampler()->devices().at(0).stableId()));

    const auto profile = store->findById(box->lastSavedProfileId());
    QVERIFY(profile.has_value());
    QCOMPARE(profile->name, namedProfile);
    QCOMPARE(profile->values.perControl.value<PowerCapValue>(), std::optional(PowerCapValue{kPreparedCap}));
    // Stored like "save current settings" (ProfileApplier::valuesToSave): at
    // performance level auto the clocks are the driver's choice, not a lock
    // that applying the profile would have refused.
    QVERIFY(!setsClocks(profile->values));
    QVERIFY(profile->validation.has_value());
    QVERIFY(profile->validation->passed);
    QVERIFY2(profile->validation->summary.contains(QStringLiteral("PASS")), qPrintable(profile->validation->summary));
    QVERIFY(qAbs(profile->validation->when.secsTo(QDateTime::currentDateTimeUtc())) < 60);
    QVERIFY2(tuningPanel->statusLabel()->text().contains(QStringLiteral("Kept")), qPrintable(tuningPanel->statusLabel()->text()));
    QVERIFY(tuningPanel->grab().save(QStringLiteral(ROCMTUNE_STRESS_SCREENSHOT_DIR "/stress-tuning-panel-kept.png")));
}

void StressTuningRouteTest::failRevertsToTheOriginalValues()
{
    qputenv("ROCMTUNE_FAKE_MODE", "crash");
    useShortCheck(1);
    QSignalSpy finished(box->validation(), &TuningValidation::finished);
    applyAndValidateFromThePanel(kPreparedCap);
    QTRY_COMPARE_WITH_TIMEOUT(capNow(), kPreparedCap, 5000); // applied while the check runs
    QVERIFY(finished.wait(15000));
    QCOMPARE(box->validation()->outcome(), TuningValidation::Outcome::Reverted);
    QCOMPARE(capNow(), kDefaultCap);
    QVERIFY(!controller->isPending(0));
    QVERIFY(!TuningJournal(controller->stateDirectory()).find(sampler->sampler()->devices().at(0).stableId()));
    QVERIFY2(box->statusText().contains(QStringLiteral("crashed")), qPrintable(box->statusText()));
    // The tuning panel says why, in red.
    const QString status = tuningPanel->statusLabel()->text();
    QVERIFY2(status.contains(QStringLiteral("reverted")) && status.contains(QStringLiteral("crashed")), qPrintable(status));
    QVERIFY(tuningPanel->statusLabel()->styleSheet().contains(QStringLiteral("#c62828")));
    QVERIFY(box->lastSavedProfileId().isEmpty());
    QVERIFY(store->load().profiles.isEmpty());
}

void StressTuningRouteTest::countdownDoesNotRevertWhileTheCheckRuns()
{
    // The confirm countdown is 5 s; the check runs 6 s.
    useShortCheck(6);
    QSignalSpy passed(box->validation(), &TuningValidation::passed);
    const qint64 startMs = QDateTime::currentMSecsSinceEpoch();
    applyAndValidateFromThePanel(kPreparedCap);
    QTRY_VERIFY_WITH_TIMEOUT(controller->isPending(0), 5000);
    const QString id = sampler->sampler()->devices().at(0).stableId();
    while (passed.isEmpty() && QDateTime::currentMSecsSinceEpoch() - startMs < 15000) {
        QVERIFY(controller->isPending(0));
        QVERIFY(controller->isHeld(0));
        QVERIFY(!tuningPanel->confirmDialog()->isVisible());
        QVERIFY(controller->secondsLeft(0) > 0);
        QCOMPARE(capNow(), kPreparedCap);
        QTest::qWait(250);
    }
    QCOMPARE(passed.size(), 1);
    QVERIFY(QDateTime::currentMSecsSinceEpoch() - startMs > 5500);
    // The journal's deadline moved with the renewals (the apply's own was start + 5 s).
    const auto entry = TuningJournal(controller->stateDirectory()).find(id);
    QVERIFY(entry.has_value());
    QVERIFY(entry->deadlineMs > startMs + 7000);
    QCOMPARE(capNow(), kPreparedCap);
    // The decision is still open, and the user reverts.
    auto *revert = box->findChild<QPushButton *>(QStringLiteral("revertButton"));
    QVERIFY(revert->isVisible());
    QSignalSpy finished(box->validation(), &TuningValidation::finished);
    QTest::mouseClick(revert, Qt::LeftButton);
    QVERIFY(finished.wait(5000));
    QCOMPARE(box->validation()->outcome(), TuningValidation::Outcome::Reverted);
    QCOMPARE(capNow(), kDefaultCap);
}

void StressTuningRouteTest::crashDuringTheCheckIsRevertedByTheJournal()
{
    useShortCheck(30);
    const QString id = sampler->sampler()->devices().at(0).stableId();
    applyAndValidateFromThePanel(kPreparedCap);
    QTRY_VERIFY_WITH_TIMEOUT(controller->isHeld(0) && panel->isRunning(), 5000);
    QCOMPARE(capNow(), kPreparedCap);
    const QString stateDirectory = controller->stateDirectory();
    // The app dies mid-check: no keep, no revert, no more renewals.
    panel->cancel();
    box = nullptr;
    port = nullptr;
    panel.reset();
    tuningPanel.reset();
    controller.reset();
    QCOMPARE(capOnGpu(), kPreparedCap);

    // What it left: the original values, owned by this process, due within one confirm timeout.
    const auto entry = TuningJournal(stateDirectory).find(id);
    QVERIFY(entry.has_value());
    QCOMPARE(entry->snapshot.perControl.value<PowerCapValue>(), std::optional(PowerCapValue{kDefaultCap}));
    QVERIFY(entry->owner == ProcessIdentity::current());
    QVERIFY(entry->deadlineMs <= QDateTime::currentMSecsSinceEpoch() + 5000);
    // Once that deadline has passed (or at once, when the owner is dead), the
    // next start's recovery restores the original cap.
    QVERIFY(entry->dueForRevert(entry->deadlineMs));
    QVector<TuningReport> reports;
    sampler->sampler()->call([&](DeviceSet *set) {
        TuningService service(*set, TuningJournal(stateDirectory), TuningLog(TuningLog::pathIn(stateDirectory)), SafetyPolicy{},
                              [deadline = entry->deadlineMs] { return deadline + 1; });
        reports = service.recoverDue();
    });
    QCOMPARE(reports.size(), 1);
    QVERIFY(reports.first().ok);
    QCOMPARE(capOnGpu(), kDefaultCap);
}

void StressTuningRouteTest::sweepAppliesEachCapInOrderRevertsAndSavesTheBest()
{
    // On the MI210 (device 1): 60-100 % of its default cap are five caps within its limits.
    const int device = 1;
    QCOMPARE(capNow(device), kMi210DefaultCap);
    // A profile at the default cap: the sweep passes through that cap, but
    // sweep steps validate no profile.
    QString error;
    Profile atDefault = Profile::create(QStringLiteral("stock cap"), ProfileTarget::forModelOf(sampler->sampler()->devices().at(device)), {});
    atDefault.values.perControl.set(PowerCapValue{kMi210DefaultCap});
    QVERIFY2(store->save(atDefault, &error), qPrintable(error));

    const QVector<quint64> expected = PowerSweep::capsFor(*port->powerCap(device));
    QCOMPARE(expected, (QVector<quint64>{180'000'000, 210'000'000, 240'000'000, 270'000'000, 300'000'000}));
    QVector<quint64> capsDuringRuns;
    connect(panel.get(), &StressPanel::runStarted, this, [&] { capsDuringRuns << capNow(device); });
    box->setSweepSecondsPerStep(0.3);
    QSignalSpy finished(box->sweep(), &PowerSweep::finished);
    box->startSweep(device);
    QVERIFY(finished.wait(30000));
    QVERIFY2(finished.at(0).at(0).toBool(), qPrintable(finished.at(0).at(1).toString()));
    QCOMPARE(capsDuringRuns, expected);
    // Reverted at the end: the original cap, nothing pending, nothing in the journal.
    QCOMPARE(capNow(device), kMi210DefaultCap);
    QVERIFY(!controller->isPending(device));
    QVERIFY(!TuningJournal(controller->stateDirectory()).find(sampler->sampler()->devices().at(device).stableId()));
    QVERIFY(!store->findById(atDefault.id)->validation.has_value());

    const auto best = box->sweep()->best();
    QVERIFY(best.has_value());
    auto *saveBest = box->findChild<QPushButton *>(QStringLiteral("saveBestButton"));
    QVERIFY(saveBest->isVisible() && saveBest->isEnabled());
    QVERIFY(box->grab().save(QStringLiteral(ROCMTUNE_STRESS_SCREENSHOT_DIR "/stress-tuning-sweep.png")));
    QTest::mouseClick(saveBest, Qt::LeftButton);
    const auto profile = store->findById(box->lastSavedProfileId());
    QVERIFY2(profile.has_value(), qPrintable(box->statusText()));
    QCOMPARE(profile->values.perControl.value<PowerCapValue>(), std::optional(PowerCapValue{best->capMicrowatts}));
    QVERIFY(profile->target == ProfileTarget::forModelOf(sampler->sampler()->devices().at(device)));
    QVERIFY(profile->validation.has_value() && profile->validation->passed);
    const QString watts = QStringLiteral("%1 W").arg(static_cast<double>(best->capMicrowatts) / 1e6, 0, 'f', 0);
    QVERIFY2(profile->validation->summary.contains(watts), qPrintable(profile->validation->summary));
    // Saving does not apply it; "Keep the best power cap" does, through one more transaction.
    QCOMPARE(capNow(device), kMi210DefaultCap);
    QTest::mouseClick(box->findChild<QPushButton *>(QStringLiteral("keepBestButton")), Qt::LeftButton);
    QTRY_VERIFY_WITH_TIMEOUT(box->statusText().contains(QStringLiteral("kept")), 5000);
    QCOMPARE(capNow(device), best->capMicrowatts);
    QVERIFY(!controller->isPending(device));
}

void StressTuningRouteTest::saveProfileDialogAsksNameAndTarget()
{
    DeviceInfo device = sampler->sampler()->devices().at(0);
    device.pciBusId = QStringLiteral("0000:03:00.0");
    SaveProfileDialog dialog(QStringLiteral("RX validated"), device, {QStringLiteral("power cap 300 W")},
                             QStringLiteral("validated — Quick check (2 min): PASS"));
    dialog.show();
    QCOMPARE(dialog.naming().name, QStringLiteral("RX validated"));
    QVERIFY(!dialog.naming().thisCardOnly);
    auto *target = dialog.findChild<QComboBox *>(QStringLiteral("profileTargetCombo"));
    target->setCurrentIndex(1);
    QVERIFY(dialog.naming().thisCardOnly);
    QVERIFY(target->currentText().contains(QStringLiteral("0000:03:00.0")));
    auto *save = dialog.findChild<QDialogButtonBox *>()->button(QDialogButtonBox::Save);
    QVERIFY(save->isEnabled());
    dialog.nameEdit()->setText(QStringLiteral("   "));
    QVERIFY2(!save->isEnabled(), "no profile without a name");
    dialog.nameEdit()->setText(QStringLiteral("  cool  "));
    QCOMPARE(dialog.naming().name, QStringLiteral("cool"));
    QVERIFY(dialog.grab().save(QStringLiteral(ROCMTUNE_STRESS_SCREENSHOT_DIR "/stress-save-profile-dialog.png")));
}

void StressTuningRouteTest::ordinaryRunStampsTheProfileInForce()
{
    QString error;
    const DeviceInfo device = sampler->sampler()->devices().at(0);
    Profile inForce = Profile::create(QStringLiteral("stock cap"), ProfileTarget::forModelOf(device), {});
    inForce.values.perControl.set(PowerCapValue{kDefaultCap});
    Profile notInForce = Profile::create(QStringLiteral("low cap"), ProfileTarget::forModelOf(device), {});
    notInForce.values.perControl.set(PowerCapValue{250'000'000});
    QVERIFY(store->save(inForce, &error) && store->save(notInForce, &error));

    StressPlan plan = StressPlan::fromPreset(StressPreset::Custom);
    plan.tests = {QStringLiteral("compute")};
    plan.secondsPerTest = 0.4;
    plan.devices = {0};
    QSignalSpy finished(panel.get(), &StressPanel::runFinished);
    QVERIFY(panel->startPlan(plan, VerdictPolicy{}, true));
    QVERIFY(finished.wait(15000));
    QCOMPARE(finished.at(0).at(0).value<StressVerdict>().status, VerdictStatus::Pass);
    const auto stamped = store->findById(inForce.id);
    QVERIFY(stamped->validation.has_value());
    QVERIFY(stamped->validation->passed);
    QVERIFY(!store->findById(notInForce.id)->validation.has_value());
    QVERIFY2(box->statusText().contains(QStringLiteral("stock cap")), qPrintable(box->statusText()));
}

void StressTuningRouteTest::newWidgetsFollowALanguageSwitch()
{
    SaveProfileDialog dialog(QStringLiteral("x"), sampler->sampler()->devices().at(0), {}, QString());
    QVERIFY(applyLanguage(QStringLiteral("zh_CN")));
    QTRY_COMPARE(box->title(), QStringLiteral("调校：验证并找出能效最高的功耗上限"));
    QCOMPARE(box->findChild<QPushButton *>(QStringLiteral("saveBestButton"))->text(), QStringLiteral("将最佳点另存为配置方案…"));
    QCOMPARE(tuningPanel->applyValidateButton()->text(), QStringLiteral("应用并验证(&V)"));
    QCOMPARE(dialog.windowTitle(), QStringLiteral("另存为配置方案"));
    QVERIFY(box->grab().save(QStringLiteral(ROCMTUNE_STRESS_SCREENSHOT_DIR "/stress-tuning-zh.png")));
    QVERIFY(applyLanguage(QStringLiteral("en")));
    QTRY_COMPARE(tuningPanel->applyValidateButton()->text(), QStringLiteral("Apply and &validate"));
    QCOMPARE(dialog.windowTitle(), QStringLiteral("Save as profile"));
}

void StressTuningRouteTest::withoutARunnerNothingIsApplied()
{
    qputenv("ROCMTUNE_BENCH", "/nonexistent/rocmtune-bench");
    panel->setRunnerPath(QString());
    qunsetenv("ROCMTUNE_BENCH");
    QVERIFY(!panel->runnerProblem().isEmpty());
    // The tuning panel hides the button, the sweep is disabled with the reason.
    QVERIFY(!tuningPanel->applyValidateButton()->isVisible());
    auto *sweepButton = box->findChild<QPushButton *>(QStringLiteral("sweepButton"));
    QVERIFY(!sweepButton->isEnabled());
    QCOMPARE(sweepButton->toolTip(), panel->runnerProblem());
    // A request that still arrives (from elsewhere) applies nothing.
    QSignalSpy finished(box, &StressTuningBox::validationFinished);
    port->setPrepared(0, TuningValues{});
    box->applyAndValidate(0);
    QCOMPARE(finished.size(), 1);
    QVERIFY(!finished.at(0).at(1).toBool());
    QVERIFY2(finished.at(0).at(2).toString().contains(QStringLiteral("nothing was changed")), qPrintable(finished.at(0).at(2).toString()));
    QTest::qWait(300);
    QVERIFY(!controller->isPending(0));
    QCOMPARE(capNow(), kDefaultCap);
    box->startSweep(1);
    QVERIFY(!box->sweep()->isRunning());
    QVERIFY(!controller->isPending(1));
    // Found again: the button is back.
    panel->setRunnerPath(QStringLiteral(ROCMTUNE_FAKE_BENCH_PATH));
    QVERIFY(tuningPanel->applyValidateButton()->isVisible());
    QVERIFY(sweepButton->isEnabled());
}

// "…and then run my command": after the Quick check passes, the user's
// command runs under the change in its folder; exit 3 reverts at once, exit
// 0 lets the change be kept; the command line and the folder are remembered.
void StressTuningRouteTest::myCommandAfterTheCheckDecidesAndIsRemembered()
{
    useShortCheck(0.5);
    ValidateCommandRow *row = box->commandRow();
    row->checkBox()->setChecked(true);
    row->commandEdit()->setText(QStringLiteral("sh -c 'echo step 200 of 200; exit 3'"));
    Q_EMIT row->commandEdit()->editingFinished();
    row->folderEdit()->setText(dir->path());
    Q_EMIT row->folderEdit()->editingFinished();
    QVERIFY(row->wanted());

    QSignalSpy finished(box->validation(), &TuningValidation::finished);
    applyAndValidateFromThePanel(kPreparedCap);
    QVERIFY2(finished.wait(20000), qPrintable(box->statusText()));
    QCOMPARE(box->validation()->outcome(), TuningValidation::Outcome::Reverted);
    QCOMPARE(capNow(), kDefaultCap);
    QVERIFY(!controller->isPending(0));
    QVERIFY(box->commandRun() != nullptr);
    QCOMPARE(box->commandRun()->summary().exitCode.value_or(-1), 3);
    QVERIFY2(box->statusText().contains(QStringLiteral("exited with code 3")), qPrintable(box->statusText()));

    // Exit 0, in the folder given: the change passes and is kept on request.
    row->commandEdit()->setText(QStringLiteral("sh -c 'pwd > ran-here.txt'"));
    Q_EMIT row->commandEdit()->editingFinished();
    QSignalSpy passed(box->validation(), &TuningValidation::passed);
    applyAndValidateFromThePanel(kPreparedCap);
    QVERIFY2(passed.wait(20000), qPrintable(box->statusText()));
    QFile ran(dir->filePath(QStringLiteral("ran-here.txt")));
    QVERIFY(ran.open(QIODevice::ReadOnly));
    QCOMPARE(QDir(QString::fromUtf8(ran.readAll()).trimmed()).canonicalPath(), QDir(dir->path()).canonicalPath());
    QCOMPARE(capNow(), kPreparedCap);
    QVERIFY2(box->statusText().contains(QStringLiteral("your command")), qPrintable(box->statusText()));
    QDir().mkpath(QStringLiteral(ROCMTUNE_STRESS_SCREENSHOT_DIR));
    QVERIFY(box->grab().save(QStringLiteral(ROCMTUNE_STRESS_SCREENSHOT_DIR "/stress-tuning-command.png")));
    QVERIFY(applyLanguage(QStringLiteral("zh_CN")));
    QTRY_VERIFY(row->checkBox()->text() != QStringLiteral("…and then run my command:"));
    QVERIFY(box->grab().save(QStringLiteral(ROCMTUNE_STRESS_SCREENSHOT_DIR "/stress-tuning-command-zh.png")));
    QVERIFY(applyLanguage(QStringLiteral("en")));
    QSignalSpy done(box->validation(), &TuningValidation::finished);
    box->validation()->keep();
    QVERIFY(done.wait(5000));
    QCOMPARE(box->validation()->outcome(), TuningValidation::Outcome::Kept);

    // Remembered for the next time.
    ValidateCommandRow again;
    QVERIFY(again.checkBox()->isChecked());
    QCOMPARE(again.commandEdit()->text(), QStringLiteral("sh -c 'pwd > ran-here.txt'"));
    QCOMPARE(again.workingDirectory(), dir->path());
    QSettings().remove(QStringLiteral("stress/validate_command"));
    row->checkBox()->setChecked(false);
}

QTEST_MAIN(StressTuningRouteTest)
#include "StressTuningRouteTest.moc"
