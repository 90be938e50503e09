// SPDX-License-Identifier: GPL-3.0-or-later
// The Profiles view on simulated GPUs, offscreen, with a temporary profile
// folder: save current settings, apply through the tuning controller (the
// countdown reverts, Keep keeps), another model only with an override,
// rename / duplicate / delete + undo, import of a broken file, export and
// import back, a restart on the same folder, the CLI writing meanwhile,
// apply at login, the language switch, and screenshots.
#include "core/backends/BackendRegistry.h"
#include "core/i18n/Language.h"
#include "core/profiles/ProfileJson.h"
#include "core/tuning/controls/clockrange/ClockRangeValue.h"
#include "core/tuning/controls/overdrive/OverdriveValue.h"
#include "core/tuning/controls/perflevel/PerfLevelValue.h"
#include "core/tuning/controls/powercap/PowerCapValue.h"
#include "core/tuning/controls/powerprofile/PowerProfileValue.h"
#include "core/tuning/route/TuningController.h"
#include "widgets/common/EmptyViewHint.h"
#include "widgets/context/AppContext.h"
#include "widgets/profiles/MessageBar.h"
#include "widgets/profiles/ProfileListModel.h"
#include "widgets/profiles/ProfilePrompts.h"
#include "widgets/profiles/ProfilesView.h"
#include "widgets/stress/SaveProfileDialog.h"
#include "widgets/tuning/ConfirmCountdownDialog.h"
#include "widgets/tuning/ControlValueLines.h"
#include "widgets/tuning/TuningPanel.h"

#include <QAction>
#include <QLabel>
#include <QApplication>
#include <QDoubleSpinBox>
#include <QDir>
#include <QFile>
#include <QFileInfo>
#include <QPushButton>
#include <QStandardPaths>
#include <QTableView>
#include <QTemporaryDir>
#include <QTest>
#include <QToolBar>

using namespace rocmtune;

namespace {
// How long an event may take to come on a loaded machine before the test gives up on it (the tests wait for events,
// never for a time: this bound matters only when one never comes).
constexpr int kEventMs = 30000;
} // namespace

namespace {

// Answers the view's questions the way a test says.
struct ScriptedPrompts : ProfilePrompts {
    std::optional<SaveChoice> saveAnswer;
    std::optional<QString> nameAnswer;
    bool overrideAnswer = false;
    int overrideAsked = 0;
    QString exportAnswer;
    QString importAnswer;
    QStringList openedFolders;

    std::optional<SaveChoice> askSaveAs(QWidget *, const DeviceInfo &, const TuningValues &, const QString &) override { return saveAnswer; }
    std::optional<QString> askName(QWidget *, const QString &, const QString &, const QString &) override { return nameAnswer; }
    bool confirmOverride(QWidget *, const Profile &, const DeviceInfo &) override
    {
        ++overrideAsked;
        return overrideAnswer;
    }
    QString askExportPath(QWidget *, const QString &) override { return exportAnswer; }
    QString importFolder; // the folder the import dialog was asked to open in
    QString askImportPath(QWidget *, const QString &folder) override
    {
        importFolder = folder;
        return importAnswer;
    }
    bool openFolder(QWidget *, const QString &path) override
    {
        openedFolders << path;
        return true;
    }
};

QMap<QString, QByteArray> folderBytes(const QString &path)
{
    QMap<QString, QByteArray> files;
    for (const QFileInfo &info : QDir(path).entryInfoList(QDir::Files | QDir::Hidden)) {
        QFile file(info.filePath());
        if (file.open(QIODevice::ReadOnly))
            files.insert(info.fileName(), file.readAll());
    }
    return files;
}

} // namespace

class ProfilesViewTest : public QObject
{
    Q_OBJECT

private slots:
    void init();
    void cleanup();
    void saveCurrentSettingsAppears();
    void saveInManualModeKeepsTheClockLock();
    void applyChangesTheGpuAndExpiryRestores();
    void keepFromTheMessageBarKeeps();
    void enterRevertsTheSecondProfileCountdown();
    void confirmDialogAnswersForTheGpuOfItsCountdown();
    void otherModelNeedsAnOverride();
    void refusedProfileSaysWhy();
    void valuesForMissingControlsAreLeftOutAndNamed();
    void renameDuplicateDeleteAndUndo();
    void importOfABrokenFileChangesNothing();
    void importOfAProfileThatCannotApplySaysSo();
    void exportImportsBackEqual();
    void corruptFileIsListedByName();
    void changesFromTheCliShowUp();
    void restartKeepsTheProfileAndAppliesWithOneClick();
    void applyAtLoginInstallsTheAutostartEntry();
    void applyAtBootIsOffForSimulatedGpus();
    void contextMenuAndShortcutsAreThere();
    void screenshotsInEnglishAndChinese();

private:
    void makeView();
    double capWatts() const;
    int rowNamed(const QString &name) const;
    Profile storedProfile(const QString &name, quint64 capMicrowatts, const DeviceInfo &for_) const;

    std::unique_ptr<QTemporaryDir> dir;
    std::unique_ptr<AppContext> context;
    std::unique_ptr<TuningController> controller;
    std::unique_ptr<TuningPanel> panel;
    std::unique_ptr<ProfilesView> view;
    ScriptedPrompts *prompts = nullptr;
    QString profilesDir;
    QString autostartDir;
};

void ProfilesViewTest::init()
{
    QStandardPaths::setTestModeEnabled(true);
    dir = std::make_unique<QTemporaryDir>();
    profilesDir = dir->filePath(QStringLiteral("profiles"));
    // The tuning journal too: as root it would be the system's /var/lib/rocmtune.
    qputenv("ROCMTUNE_STATE_DIR", dir->filePath(QStringLiteral("tuning-state")).toLocal8Bit());
    autostartDir = dir->filePath(QStringLiteral("autostart"));
    AppSettings settings;
    settings.samplingIntervalMs = AppSettings::kMaxIntervalMs;
    context = std::make_unique<AppContext>(
        [] {
            BackendOptions options;
            options.choice = BackendChoice::Simulated;
            options.simulated.deviceCount = 2; // RX 7900 XTX, MI210
            options.simulated.stateFile.clear();
            return createDeviceSet(options);
        },
        settings);
    context->start();
    QTRY_VERIFY_WITH_TIMEOUT(context->deviceCount() == 2 && context->currentDevice() == 0, kEventMs);
    controller = std::make_unique<TuningController>(context->sampler());
    controller->setStateDirectory(dir->filePath(QStringLiteral("tuning")));
    controller->setRoute(TuningController::Route::InProcess);
    // The longest countdown: a test that keeps or reverts is never overtaken by the deadline on a loaded machine;
    // the one that waits for the expiry sets its own.
    controller->setConfirmTimeoutSeconds(SafetyPolicy::kMaxConfirmTimeoutSeconds);
    // As in the main window: the tuning panel on the same controller shows the countdown dialog.
    panel = std::make_unique<TuningPanel>(controller.get());
    connect(context.get(), &AppContext::currentDeviceChanged, panel.get(), &TuningPanel::setDeviceIndex);
    QTRY_VERIFY_WITH_TIMEOUT(panel->controls().perControl.has<PowerCapControl>() && !controller->isBusy(), kEventMs);
    makeView();
}

void ProfilesViewTest::makeView()
{
    view = std::make_unique<ProfilesView>(context.get(), controller.get());
    view->setStoreDirectory(profilesDir);
    view->setAutostartDirectory(autostartDir);
    view->setCliPath(QStringLiteral("/opt/rocmtune/bin/rocmtune-cli"));
    auto scripted = std::make_unique<ScriptedPrompts>();
    prompts = scripted.get();
    view->setPrompts(std::move(scripted));
    view->resize(1100, 520);
    view->show();
    QVERIFY(QTest::qWaitForWindowExposed(view.get()));
    QTRY_VERIFY_WITH_TIMEOUT(view->deviceIndex() == 0 && view->controlsKnown() && !controller->isBusy(), kEventMs);
}

void ProfilesViewTest::cleanup()
{
    view.reset();
    panel.reset();
    controller.reset();
    context.reset();
    dir.reset();
}

double ProfilesViewTest::capWatts() const
{
    return static_cast<double>(panel->controls().perControl.get<PowerCapControl>()->currentMicrowatts) / 1e6;
}

int ProfilesViewTest::rowNamed(const QString &name) const
{
    ProfileListModel *model = view->model();
    for (int row = 0; row < model->profileCount(); ++row) {
        if (model->profileAt(row)->name == name)
            return row;
    }
    return -1;
}

Profile ProfilesViewTest::storedProfile(const QString &name, quint64 capMicrowatts, const DeviceInfo &device) const
{
    TuningValues values;
    values.perControl.set(PowerCapValue{capMicrowatts});
    Profile profile = Profile::create(name, ProfileTarget::forModelOf(device), values);
    ProfileStore store(profilesDir);
    QString error;
    if (!store.save(profile, &error))
        qWarning("%s", qPrintable(error));
    return profile;
}

void ProfilesViewTest::saveCurrentSettingsAppears()
{
    QCOMPARE(view->model()->profileCount(), 0);
    // An empty list says how to fill it; the hint goes once there is a row.
    auto *hint = view->findChild<EmptyViewHint *>();
    QVERIFY(hint);
    QVERIFY(!hint->isHidden());
    QVERIFY(hint->text().startsWith(QStringLiteral("No profiles yet.")));
    prompts->saveAnswer = ProfilePrompts::SaveChoice{QStringLiteral("Stock"), ProfileTarget::Kind::Device};
    view->action(ProfilesView::Action::SaveCurrent)->trigger();
    QTRY_VERIFY_WITH_TIMEOUT(!view->isReadingControls(), kEventMs); // the read on the sampler thread first
    const int row = rowNamed(QStringLiteral("Stock"));
    QVERIFY2(row >= 0, qPrintable(view->messageBar()->text()));
    QVERIFY(hint->isHidden());
    const Profile *saved = view->model()->profileAt(row);
    // The settings in force: the simulated RX 7900 XTX's default 327 W cap.
    QCOMPARE(saved->values.perControl.value<PowerCapValue>(), std::optional(PowerCapValue{327000000}));
    // Under "auto" the driver picks the clocks: no clock lock is stored (it would be refused with "auto").
    QCOMPARE(saved->values.perControl.value<PerfLevelValue>(), std::optional(PerfLevelValue{PerfLevel::Auto}));
    QVERIFY(!setsClocks(saved->values));
    QCOMPARE(saved->target.kind, ProfileTarget::Kind::Device);
    QCOMPARE(view->model()->index(row, ProfileListModel::TargetColumn).data().toString(), QStringLiteral("This card"));
    QCOMPARE(view->model()->index(row, ProfileListModel::ValidationColumn).data().toString(), QStringLiteral("Never validated"));
    QVERIFY(view->model()->index(row, ProfileListModel::ValuesColumn).data().toString().contains(QStringLiteral("Power cap: 327 W")));
    QVERIFY(QFile::exists(QDir(profilesDir).filePath(saved->id + QStringLiteral(".json"))));
    QCOMPARE(view->selectedProfileId(), saved->id);
    QCOMPARE(view->messageBar()->kind(), MessageBar::Kind::Success);

    // The same name again is refused with the store's reason; nothing is added.
    view->action(ProfilesView::Action::SaveCurrent)->trigger();
    QTRY_VERIFY_WITH_TIMEOUT(!view->isReadingControls(), kEventMs); // the read on the sampler thread first
    QCOMPARE(view->model()->profileCount(), 1);
    QCOMPARE(view->messageBar()->kind(), MessageBar::Kind::Error);
    QVERIFY2(view->messageBar()->text().contains(QStringLiteral("already exists")), qPrintable(view->messageBar()->text()));
}

void ProfilesViewTest::saveInManualModeKeepsTheClockLock()
{
    TuningValues locked;
    locked.perControl.set(PerfLevelValue{PerfLevel::Manual});
    setClockRange(&locked, ClockDomain::Gfx, ClockRangeValue{800, 2000});
    controller->apply(0, locked);
    QTRY_VERIFY_WITH_TIMEOUT(controller->isPending(0), kEventMs);
    controller->keep(0);
    QTRY_VERIFY_WITH_TIMEOUT(!controller->isPending(0) && !controller->isBusy(), kEventMs);
    prompts->saveAnswer = ProfilePrompts::SaveChoice{QStringLiteral("Locked"), ProfileTarget::Kind::Model};
    view->action(ProfilesView::Action::SaveCurrent)->trigger();
    QTRY_VERIFY_WITH_TIMEOUT(!view->isReadingControls(), kEventMs); // the read on the sampler thread first
    const int row = rowNamed(QStringLiteral("Locked"));
    QVERIFY2(row >= 0, qPrintable(view->messageBar()->text()));
    const Profile *saved = view->model()->profileAt(row);
    QCOMPARE(saved->values.perControl.value<PerfLevelValue>(), std::optional(PerfLevelValue{PerfLevel::Manual}));
    QCOMPARE(clockRangeIn(saved->values, ClockDomain::Gfx), std::optional<ClockRangeValue>(ClockRangeValue{800, 2000}));
    QVERIFY(view->model()->index(row, ProfileListModel::ValuesColumn).data().toString().contains(QStringLiteral("GFX clock: 800–2000 MHz")));
}

void ProfilesViewTest::applyChangesTheGpuAndExpiryRestores()
{
    const Profile quiet = storedProfile(QStringLiteral("Quiet 300 W"), 300000000, *context->device(0));
    view->reload();
    view->selectProfile(quiet.id);
    QCOMPARE(capWatts(), 327.0);
    QVERIFY(view->action(ProfilesView::Action::Apply)->isEnabled());
    controller->setConfirmTimeoutSeconds(10); // this one waits for the deadline
    view->action(ProfilesView::Action::Apply)->trigger();
    QTRY_VERIFY_WITH_TIMEOUT(!view->isReadingControls(), kEventMs); // the read on the sampler thread first
    QTRY_VERIFY2_WITH_TIMEOUT(panel->confirmDialog()->isVisible(), qPrintable(view->messageBar()->text()), kEventMs);
    QTRY_COMPARE_WITH_TIMEOUT(capWatts(), 300.0, kEventMs);
    QVERIFY(controller->isPending(0));
    QVERIFY2(view->messageBar()->text().contains(QStringLiteral("reverted in")), qPrintable(view->messageBar()->text()));
    QCOMPARE(view->messageBar()->buttons().size(), 2); // Keep, Revert now
    QCOMPARE(prompts->overrideAsked, 0); // made for this model: no override question
    // Nobody answers: the countdown runs out and the previous cap is back.
    QTRY_VERIFY_WITH_TIMEOUT(!controller->isPending(0), kEventMs);
    QTRY_COMPARE_WITH_TIMEOUT(capWatts(), 327.0, kEventMs);
    QVERIFY(!panel->confirmDialog()->isVisible());
    QTRY_VERIFY2_WITH_TIMEOUT(view->messageBar()->text().startsWith(QStringLiteral("Reverted")), qPrintable(view->messageBar()->text()), kEventMs);
}

void ProfilesViewTest::keepFromTheMessageBarKeeps()
{
    const Profile fast = storedProfile(QStringLiteral("Fast"), 340000000, *context->device(0));
    view->reload();
    view->selectProfile(fast.id);
    view->action(ProfilesView::Action::Apply)->trigger();
    QTRY_VERIFY_WITH_TIMEOUT(!view->isReadingControls(), kEventMs); // the read on the sampler thread first
    QTRY_VERIFY_WITH_TIMEOUT(controller->isPending(0) && view->messageBar()->buttons().size() == 2, kEventMs);
    QTest::mouseClick(view->messageBar()->buttons().first(), Qt::LeftButton); // Keep
    QTRY_VERIFY_WITH_TIMEOUT(!controller->isPending(0), kEventMs);
    QTRY_VERIFY2_WITH_TIMEOUT(view->messageBar()->text().startsWith(QStringLiteral("Kept")), qPrintable(view->messageBar()->text()), kEventMs);
    QVERIFY(!panel->confirmDialog()->isVisible());
    QTRY_COMPARE_WITH_TIMEOUT(capWatts(), 340.0, kEventMs);
}

void ProfilesViewTest::enterRevertsTheSecondProfileCountdown()
{
    // Issue 37 (review D1): a profile applied after an earlier Keep opens the countdown with Revert focused, so
    // Enter reverts it.
    const Profile fast = storedProfile(QStringLiteral("Fast"), 340000000, *context->device(0));
    const Profile quiet = storedProfile(QStringLiteral("Quiet 300 W"), 300000000, *context->device(0));
    view->reload();
    ConfirmCountdownDialog *dialog = panel->confirmDialog();
    view->selectProfile(fast.id);
    view->action(ProfilesView::Action::Apply)->trigger();
    QTRY_VERIFY_WITH_TIMEOUT(controller->isPending(0) && dialog->isVisible(), kEventMs);
    dialog->keepButton()->setFocus(Qt::TabFocusReason);
    QTest::keyClick(dialog->keepButton(), Qt::Key_Space); // kept with the focus on Keep
    QTRY_VERIFY_WITH_TIMEOUT(!controller->isPending(0) && !controller->isBusy(), kEventMs);
    QTRY_VERIFY2_WITH_TIMEOUT(view->messageBar()->text().startsWith(QStringLiteral("Kept")), qPrintable(view->messageBar()->text()), kEventMs);
    QTRY_COMPARE_WITH_TIMEOUT(capWatts(), 340.0, kEventMs);

    view->selectProfile(quiet.id);
    view->action(ProfilesView::Action::Apply)->trigger();
    QTRY_VERIFY_WITH_TIMEOUT(controller->isPending(0) && dialog->isVisible(), kEventMs);
    QTRY_COMPARE_WITH_TIMEOUT(capWatts(), 300.0, kEventMs);
    QCOMPARE(dialog->focusWidget(), dialog->revertButton());
    QTest::keyClick(dialog->focusWidget(), Qt::Key_Return);
    QTRY_VERIFY_WITH_TIMEOUT(!controller->isPending(0) && !controller->isBusy(), kEventMs);
    QTRY_COMPARE_WITH_TIMEOUT(capWatts(), 340.0, kEventMs);
    QTRY_VERIFY2_WITH_TIMEOUT(view->messageBar()->text().startsWith(QStringLiteral("Reverted")), qPrintable(view->messageBar()->text()), kEventMs);
}

void ProfilesViewTest::confirmDialogAnswersForTheGpuOfItsCountdown()
{
    const Profile fast = storedProfile(QStringLiteral("Fast"), 340000000, *context->device(0));
    view->reload();
    view->selectProfile(fast.id);
    view->action(ProfilesView::Action::Apply)->trigger();
    QTRY_VERIFY_WITH_TIMEOUT(!view->isReadingControls(), kEventMs); // the read on the sampler thread first
    QTRY_VERIFY_WITH_TIMEOUT(controller->isPending(0) && panel->confirmDialog()->isVisible(), kEventMs);
    // The tuning panel shows another GPU meanwhile; Keep still answers for GPU 0.
    panel->setDeviceIndex(1);
    panel->confirmDialog()->keepButton()->click();
    QTRY_VERIFY_WITH_TIMEOUT(!controller->isPending(0), kEventMs);
    QTRY_VERIFY2_WITH_TIMEOUT(view->messageBar()->text().startsWith(QStringLiteral("Kept")), qPrintable(view->messageBar()->text()), kEventMs);
}

void ProfilesViewTest::otherModelNeedsAnOverride()
{
    // Made on the MI210 (device 1), within the RX 7900 XTX's limits too.
    const Profile mi210 = storedProfile(QStringLiteral("MI210 300 W"), 300000000, *context->device(1));
    view->reload();
    const int row = rowNamed(mi210.name);
    QVERIFY(view->model()->index(row, ProfileListModel::TargetColumn).data().toString().startsWith(QStringLiteral("Other model")));
    // Another GPU here is an MI210: not marked as fitting no GPU.
    QVERIFY(view->model()->index(row, ProfileListModel::NameColumn).data(Qt::ToolTipRole).toString().isEmpty());
    // A profile for a model no GPU here is: marked (greyed, says so).
    DeviceInfo absent = *context->device(1);
    absent.name = QStringLiteral("Radeon Pro W7900");
    absent.pciId = QStringLiteral("1002:7448");
    absent.gfxArch = QStringLiteral("gfx1100");
    absent.uniqueId = QStringLiteral("w7900-1");
    const Profile foreign = storedProfile(QStringLiteral("W7900 250 W"), 250000000, absent);
    view->reload();
    const int foreignRow = rowNamed(foreign.name);
    QVERIFY2(view->model()->index(foreignRow, ProfileListModel::NameColumn).data(Qt::ToolTipRole).toString().contains(QStringLiteral("No GPU here")),
             qPrintable(view->model()->index(foreignRow, ProfileListModel::NameColumn).data(Qt::ToolTipRole).toString()));
    QVERIFY(view->model()->index(foreignRow, ProfileListModel::NameColumn).data(Qt::ForegroundRole).isValid());
    view->selectProfile(mi210.id);

    prompts->overrideAnswer = false;
    view->action(ProfilesView::Action::Apply)->trigger();
    QTRY_VERIFY_WITH_TIMEOUT(!view->isReadingControls(), kEventMs); // the read on the sampler thread first
    QCOMPARE(prompts->overrideAsked, 1);
    QVERIFY(view->messageBar()->text().contains(QStringLiteral("was not applied")));
    QTest::qWait(300);
    QVERIFY(!controller->isPending(0));
    QCOMPARE(capWatts(), 327.0);

    prompts->overrideAnswer = true;
    view->action(ProfilesView::Action::Apply)->trigger();
    QTRY_VERIFY_WITH_TIMEOUT(!view->isReadingControls(), kEventMs); // the read on the sampler thread first
    QCOMPARE(prompts->overrideAsked, 2);
    QTRY_VERIFY_WITH_TIMEOUT(controller->isPending(0), kEventMs);
    QTRY_COMPARE_WITH_TIMEOUT(capWatts(), 300.0, kEventMs);
    QTest::mouseClick(view->messageBar()->buttons().last(), Qt::LeftButton); // Revert now
    QTRY_COMPARE_WITH_TIMEOUT(capWatts(), 327.0, kEventMs);
    QVERIFY(!controller->isPending(0));
}

void ProfilesViewTest::refusedProfileSaysWhy()
{
    // 400 W is over the card's 350 W safety limit: refused before anything is written, with the limit.
    const Profile hot = storedProfile(QStringLiteral("Too much"), 400000000, *context->device(0));
    view->reload();
    view->selectProfile(hot.id);
    view->action(ProfilesView::Action::Apply)->trigger();
    QTRY_VERIFY_WITH_TIMEOUT(!view->isReadingControls(), kEventMs); // the read on the sampler thread first
    QCOMPARE(view->messageBar()->kind(), MessageBar::Kind::Error);
    QVERIFY2(view->messageBar()->text().contains(QStringLiteral("cannot be applied")), qPrintable(view->messageBar()->text()));
    QVERIFY2(view->messageBar()->text().contains(QStringLiteral("W")), qPrintable(view->messageBar()->text()));
    QTest::qWait(300);
    QVERIFY(!controller->isPending(0));
    QCOMPARE(capWatts(), 327.0);

    // The MI210 offers no power profiles: a profile that sets only that has nothing to apply there, and says so.
    context->setCurrentDevice(1);
    QTRY_VERIFY_WITH_TIMEOUT(view->deviceIndex() == 1 && view->controlsKnown(), kEventMs);
    TuningValues values;
    values.perControl.set(PowerProfileValue{PowerProfile::Compute});
    Profile compute = Profile::create(QStringLiteral("Compute"), ProfileTarget::forModelOf(*context->device(1)), values);
    QString error;
    QVERIFY(ProfileStore(profilesDir).save(compute, &error));
    view->reload();
    view->selectProfile(compute.id);
    view->action(ProfilesView::Action::Apply)->trigger();
    QTRY_VERIFY_WITH_TIMEOUT(!view->isReadingControls(), kEventMs); // the read on the sampler thread first
    QCOMPARE(view->messageBar()->kind(), MessageBar::Kind::Error);
    QVERIFY2(view->messageBar()->text().contains(QStringLiteral("none of the controls")), qPrintable(view->messageBar()->text()));
    QTest::qWait(300);
    QVERIFY(!controller->isPending(1));
}

void ProfilesViewTest::valuesForMissingControlsAreLeftOutAndNamed()
{
    // Made on the RX 7900 XTX with a power profile; the MI210 has none: the cap applies, the rest is named.
    TuningValues values;
    values.perControl.set(PowerCapValue{250000000});
    values.perControl.set(PowerProfileValue{PowerProfile::Compute});
    Profile mixed = Profile::create(QStringLiteral("Mixed"), ProfileTarget::forModelOf(*context->device(1)), values);
    QString error;
    QVERIFY(ProfileStore(profilesDir).save(mixed, &error));
    context->setCurrentDevice(1);
    QTRY_VERIFY_WITH_TIMEOUT(view->deviceIndex() == 1 && panel->deviceIndex() == 1 && panel->controls().perControl.has<PowerCapControl>()
                                 && !controller->isBusy(), kEventMs);
    view->reload();
    view->selectProfile(mixed.id);
    view->action(ProfilesView::Action::Apply)->trigger();
    QTRY_VERIFY_WITH_TIMEOUT(!view->isReadingControls(), kEventMs); // the read on the sampler thread first
    QTRY_VERIFY2_WITH_TIMEOUT(controller->isPending(1), qPrintable(view->messageBar()->text()), kEventMs);
    QTRY_COMPARE_WITH_TIMEOUT(capWatts(), 250.0, kEventMs);
    QVERIFY2(view->messageBar()->text().contains(QStringLiteral("does not have them: Power profile: Compute")),
             qPrintable(view->messageBar()->text()));
    controller->revertNow(1);
    QTRY_VERIFY_WITH_TIMEOUT(!controller->isPending(1), kEventMs);
}

void ProfilesViewTest::renameDuplicateDeleteAndUndo()
{
    const Profile original = storedProfile(QStringLiteral("Daily"), 300000000, *context->device(0));
    view->reload();
    view->selectProfile(original.id);

    prompts->nameAnswer = QStringLiteral("Daily driver");
    view->action(ProfilesView::Action::Rename)->trigger();
    QVERIFY(rowNamed(QStringLiteral("Daily driver")) >= 0);
    QCOMPARE(rowNamed(QStringLiteral("Daily")), -1);
    QCOMPARE(view->selectedProfileId(), original.id);

    prompts->nameAnswer = QStringLiteral("Daily copy");
    view->action(ProfilesView::Action::Duplicate)->trigger();
    QCOMPARE(view->model()->profileCount(), 2);
    const int copyRow = rowNamed(QStringLiteral("Daily copy"));
    QVERIFY(copyRow >= 0);
    QCOMPARE(view->model()->profileAt(copyRow)->values, original.values);
    QVERIFY(view->model()->profileAt(copyRow)->id != original.id);

    // Renaming onto a taken name is refused with the reason.
    view->selectProfile(original.id);
    view->action(ProfilesView::Action::Rename)->trigger();
    QCOMPARE(view->messageBar()->kind(), MessageBar::Kind::Error);
    QVERIFY(rowNamed(QStringLiteral("Daily driver")) >= 0);

    const QString path = QDir(profilesDir).filePath(original.id + QStringLiteral(".json"));
    view->action(ProfilesView::Action::Delete)->trigger();
    QVERIFY(!QFile::exists(path));
    QCOMPARE(rowNamed(QStringLiteral("Daily driver")), -1);
    QVERIFY(view->action(ProfilesView::Action::Undo)->isEnabled());
    QCOMPARE(view->messageBar()->buttons().size(), 1);
    QTest::mouseClick(view->messageBar()->buttons().first(), Qt::LeftButton); // Undo
    QVERIFY(QFile::exists(path));
    const int back = rowNamed(QStringLiteral("Daily driver"));
    QVERIFY(back >= 0);
    QCOMPARE(view->model()->profileAt(back)->id, original.id);
    QCOMPARE(view->model()->profileAt(back)->values, original.values);
    QCOMPARE(view->model()->profileAt(back)->created, original.created);
    QVERIFY(!view->action(ProfilesView::Action::Undo)->isEnabled());
}

void ProfilesViewTest::importOfABrokenFileChangesNothing()
{
    storedProfile(QStringLiteral("Keep me"), 300000000, *context->device(0));
    view->reload();
    const auto before = folderBytes(profilesDir);
    const QString broken = dir->filePath(QStringLiteral("broken.json"));
    QFile file(broken);
    QVERIFY(file.open(QIODevice::WriteOnly));
    file.write(R"({"schema_version": 2, "name": "x", "values": {"power_cap_microwatts": "lots"}})");
    file.close();
    prompts->importAnswer = broken;
    view->action(ProfilesView::Action::Import)->trigger();
    QCOMPARE(view->messageBar()->kind(), MessageBar::Kind::Error);
    QVERIFY2(view->messageBar()->text().contains(QStringLiteral("broken.json")), qPrintable(view->messageBar()->text()));
    QVERIFY2(view->messageBar()->text().contains(QStringLiteral("Nothing was imported")), qPrintable(view->messageBar()->text()));
    QCOMPARE(folderBytes(profilesDir), before);
    QCOMPARE(view->model()->profileCount(), 1);
}

void ProfilesViewTest::importOfAProfileThatCannotApplySaysSo()
{
    // Review D23: a 400 W profile was imported without a word and refused only at Apply; the import dialog opened on
    // a "Documents" folder that did not exist.
    const QString file = dir->filePath(QStringLiteral("too-hot.json"));
    {
        TuningValues values;
        values.perControl.set(PowerCapValue{400000000});
        const Profile hot = Profile::create(QStringLiteral("Too hot 400 W"), ProfileTarget::forModelOf(*context->device(0)), values);
        QFile out(file);
        QVERIFY(out.open(QIODevice::WriteOnly));
        out.write(profileToBytes(hot));
    }
    prompts->importAnswer = file;
    view->action(ProfilesView::Action::Import)->trigger();
    QVERIFY2(QFileInfo(prompts->importFolder).isDir(), qPrintable(prompts->importFolder));
    QCOMPARE(view->model()->profileCount(), 1); // imported: the file is kept, as the user asked
    QTRY_VERIFY_WITH_TIMEOUT(view->messageBar()->kind() == MessageBar::Kind::Error, kEventMs);
    const QString text = view->messageBar()->text();
    QVERIFY2(text.contains(QStringLiteral("Imported \"Too hot 400 W\", but it cannot be applied")) && text.contains(QStringLiteral("400 W")), qPrintable(text));
    QVERIFY(!controller->isPending(0));
    QCOMPARE(capWatts(), 327.0); // nothing written

    // A profile inside the limits: imported with no such line.
    const QString fine = dir->filePath(QStringLiteral("fine.json"));
    {
        TuningValues values;
        values.perControl.set(PowerCapValue{300000000});
        QFile out(fine);
        QVERIFY(out.open(QIODevice::WriteOnly));
        out.write(profileToBytes(Profile::create(QStringLiteral("Fine 300 W"), ProfileTarget::forModelOf(*context->device(0)), values)));
    }
    prompts->importAnswer = fine;
    view->action(ProfilesView::Action::Import)->trigger();
    QTRY_VERIFY_WITH_TIMEOUT(!view->isReadingControls(), kEventMs);
    QCOMPARE(view->messageBar()->kind(), MessageBar::Kind::Success);
    QCOMPARE(view->model()->profileCount(), 2);
}

void ProfilesViewTest::exportImportsBackEqual()
{
    Profile original = storedProfile(QStringLiteral("Travel"), 290000000, *context->device(0));
    ProfileValidation validation{QDateTime::fromMSecsSinceEpoch(1764460800000, Qt::UTC), true, QStringLiteral("Quick check: PASS")};
    QString error;
    ProfileStore store(profilesDir);
    QVERIFY(store.recordValidation(original.id, validation, &error));
    view->reload();
    view->selectProfile(original.id);
    const std::optional<Profile> stored = store.findById(original.id);
    QVERIFY(stored);
    QVERIFY(view->model()->index(view->model()->rowOf(original.id), ProfileListModel::ValidationColumn)
                .data()
                .toString()
                .endsWith(QStringLiteral(": PASS")));

    const QString exported = dir->filePath(QStringLiteral("travel-export.json"));
    prompts->exportAnswer = exported;
    view->action(ProfilesView::Action::Export)->trigger();
    QCOMPARE(view->messageBar()->kind(), MessageBar::Kind::Success);
    QFile file(exported);
    QVERIFY(file.open(QIODevice::ReadOnly));
    const ProfileParseResult parsed = parseProfile(file.readAll());
    QVERIFY2(parsed.profile, qPrintable(parsed.error));
    QCOMPARE(*parsed.profile, *stored);

    // "Another machine": a new view on an empty folder imports it; equal but for the fresh id.
    profilesDir = dir->filePath(QStringLiteral("other-machine"));
    view->setStoreDirectory(profilesDir);
    QCOMPARE(view->model()->profileCount(), 0);
    prompts->importAnswer = exported;
    view->action(ProfilesView::Action::Import)->trigger();
    QCOMPARE(view->model()->profileCount(), 1);
    Profile imported = *view->model()->profileAt(0);
    QCOMPARE(view->selectedProfileId(), imported.id);
    QVERIFY(imported.id != stored->id);
    QCOMPARE(imported.name, stored->name);
    QCOMPARE(imported.target, stored->target);
    QCOMPARE(imported.values, stored->values);
    QCOMPARE(imported.validation, stored->validation);
}

void ProfilesViewTest::corruptFileIsListedByName()
{
    storedProfile(QStringLiteral("Good"), 300000000, *context->device(0));
    QDir().mkpath(profilesDir);
    QFile bad(QDir(profilesDir).filePath(QStringLiteral("half-written.json")));
    QVERIFY(bad.open(QIODevice::WriteOnly));
    bad.write("{\"schema_version\": 2, \"na");
    bad.close();
    view->reload();
    QCOMPARE(view->model()->profileCount(), 1);
    QCOMPARE(view->model()->errorCount(), 1);
    const int row = view->model()->profileCount();
    QCOMPARE(view->model()->index(row, ProfileListModel::NameColumn).data().toString(), QStringLiteral("half-written.json"));
    QVERIFY(!view->model()->index(row, ProfileListModel::ValuesColumn).data().toString().isEmpty());
    // Selecting it offers nothing that could touch the file.
    view->table()->selectRow(row);
    QVERIFY(!view->action(ProfilesView::Action::Delete)->isEnabled());
    QVERIFY(!view->action(ProfilesView::Action::Apply)->isEnabled());
    QCOMPARE(folderBytes(profilesDir).value(QStringLiteral("half-written.json")), QByteArray("{\"schema_version\": 2, \"na"));
}

void ProfilesViewTest::changesFromTheCliShowUp()
{
    QCOMPARE(view->model()->profileCount(), 0);
    // Another process (rocmtune-cli profile import ...) writes into the folder.
    storedProfile(QStringLiteral("From the CLI"), 300000000, *context->device(0));
    QTRY_VERIFY_WITH_TIMEOUT(rowNamed(QStringLiteral("From the CLI")) >= 0, kEventMs);
    ProfileStore other(profilesDir);
    QString error;
    QVERIFY(other.remove(other.findByName(QStringLiteral("From the CLI"))->id, &error));
    QTRY_COMPARE_WITH_TIMEOUT(view->model()->profileCount(), 0, kEventMs);
}

void ProfilesViewTest::restartKeepsTheProfileAndAppliesWithOneClick()
{
    prompts->saveAnswer = ProfilePrompts::SaveChoice{QStringLiteral("Mine"), ProfileTarget::Kind::Model};
    // Change the cap through the tuning panel first, keep it, then save it as a profile.
    panel->powerCapSpin()->setValue(310);
    panel->applyButton()->click();
    QTRY_VERIFY_WITH_TIMEOUT(panel->confirmDialog()->isVisible(), kEventMs);
    panel->confirmDialog()->keepButton()->click();
    QTRY_VERIFY_WITH_TIMEOUT(!controller->isPending(0) && !controller->isBusy(), kEventMs);
    QTRY_VERIFY_WITH_TIMEOUT(view->controlsKnown() && capWatts() == 310.0, kEventMs);
    view->action(ProfilesView::Action::SaveCurrent)->trigger();
    QTRY_VERIFY_WITH_TIMEOUT(!view->isReadingControls(), kEventMs); // the read on the sampler thread first
    QVERIFY2(rowNamed(QStringLiteral("Mine")) >= 0, qPrintable(view->messageBar()->text()));
    controller->resetToDefaults(0);
    QTRY_COMPARE_WITH_TIMEOUT(capWatts(), 327.0, kEventMs);

    // Quit and start again: a new view on the same folder.
    view.reset();
    makeView();
    const int row = rowNamed(QStringLiteral("Mine"));
    QVERIFY(row >= 0);
    // One click: the best fit is selected already; Apply on the tool bar.
    QCOMPARE(view->selectedProfileId(), view->model()->profileAt(row)->id);
    auto *toolBar = view->findChild<QToolBar *>();
    QWidget *applyButton = toolBar->widgetForAction(view->action(ProfilesView::Action::Apply));
    QVERIFY(applyButton && applyButton->isEnabled());
    QTest::mouseClick(applyButton, Qt::LeftButton);
    QTRY_COMPARE_WITH_TIMEOUT(capWatts(), 310.0, kEventMs);
    QVERIFY(controller->isPending(0));
    panel->confirmDialog()->keepButton()->click();
    QTRY_VERIFY_WITH_TIMEOUT(!controller->isPending(0), kEventMs);
    QTRY_VERIFY_WITH_TIMEOUT(view->messageBar()->text().startsWith(QStringLiteral("Kept")), kEventMs);
}

void ProfilesViewTest::applyAtLoginInstallsTheAutostartEntry()
{
    const Profile a = storedProfile(QStringLiteral("Login A"), 300000000, *context->device(0));
    const Profile b = storedProfile(QStringLiteral("Login B"), 310000000, *context->device(0));
    view->reload();
    const QString entry = QDir(autostartDir).filePath(QStringLiteral("rocmtune-apply-profiles.desktop"));
    QVERIFY(!QFile::exists(entry));
    view->selectProfile(a.id);
    view->action(ProfilesView::Action::ApplyAtLogin)->trigger();
    QVERIFY2(QFile::exists(entry), qPrintable(view->messageBar()->text()));
    QFile file(entry);
    QVERIFY(file.open(QIODevice::ReadOnly));
    QVERIFY(file.readAll().contains("Exec=\"/opt/rocmtune/bin/rocmtune-cli\" profile apply --at-login"));
    QVERIFY(view->model()->profileAt(view->model()->rowOf(a.id))->applyAtLogin);
    QVERIFY(view->action(ProfilesView::Action::ApplyAtLogin)->isChecked());
    QCOMPARE(view->model()->index(view->model()->rowOf(a.id), ProfileListModel::LoginColumn).data(Qt::CheckStateRole).toInt(),
             static_cast<int>(Qt::Checked));

    // One per model: marking B clears A.
    view->selectProfile(b.id);
    QVERIFY(!view->action(ProfilesView::Action::ApplyAtLogin)->isChecked());
    view->action(ProfilesView::Action::ApplyAtLogin)->trigger();
    QVERIFY(view->model()->profileAt(view->model()->rowOf(b.id))->applyAtLogin);
    QVERIFY(!view->model()->profileAt(view->model()->rowOf(a.id))->applyAtLogin);
    QVERIFY(QFile::exists(entry));

    // None left: the entry goes.
    view->action(ProfilesView::Action::ApplyAtLogin)->trigger();
    QVERIFY(!view->model()->profileAt(view->model()->rowOf(b.id))->applyAtLogin);
    QVERIFY(!QFile::exists(entry));
}

// Boot profiles are for real GPUs (rocmtune-boot never tunes simulated
// ones): the action is there but off, and the status line says why.
void ProfilesViewTest::applyAtBootIsOffForSimulatedGpus()
{
    const Profile a = storedProfile(QStringLiteral("Boot A"), 300000000, *context->device(0));
    view->reload();
    view->selectProfile(a.id);
    QAction *boot = view->action(ProfilesView::Action::ApplyAtBoot);
    QVERIFY(boot);
    QVERIFY(boot->isCheckable());
    QVERIFY(!boot->isEnabled());
    QVERIFY(!boot->isChecked());
    auto *status = view->findChild<QLabel *>(QStringLiteral("bootProfileStatus"));
    QVERIFY(status);
    QCOMPARE(status->text(), QStringLiteral("Simulated GPUs have no boot profile."));
    const QString before = view->messageBar()->text();
    boot->trigger(); // disabled: nothing is sent, nothing is said
    QCOMPARE(view->messageBar()->text(), before);
    QVERIFY(!boot->isChecked());
}

void ProfilesViewTest::contextMenuAndShortcutsAreThere()
{
    QCOMPARE(view->table()->contextMenuPolicy(), Qt::CustomContextMenu);
    QCOMPARE(view->action(ProfilesView::Action::Delete)->shortcut(), QKeySequence(QKeySequence::Delete));
    QCOMPARE(view->action(ProfilesView::Action::Rename)->shortcut(), QKeySequence(Qt::Key_F2));
    QCOMPARE(view->action(ProfilesView::Action::Undo)->shortcut(), QKeySequence(QKeySequence::Undo));
    view->action(ProfilesView::Action::OpenFolder)->trigger();
    QCOMPARE(prompts->openedFolders, QStringList{profilesDir});

    // The Delete key on the focused list deletes the selected profile; Ctrl+Z brings it back.
    const Profile p = storedProfile(QStringLiteral("Keys"), 300000000, *context->device(0));
    view->reload();
    view->selectProfile(p.id);
    view->activateWindow();
    view->table()->setFocus();
    QTRY_VERIFY_WITH_TIMEOUT(QApplication::focusWidget() == view->table(), kEventMs);
    QTest::keyClick(view->table(), Qt::Key_Delete);
    QCOMPARE(view->model()->profileCount(), 0);
    QTest::keyClick(view->table(), Qt::Key_Z, Qt::ControlModifier);
    QCOMPARE(view->model()->profileCount(), 1);
}

void ProfilesViewTest::screenshotsInEnglishAndChinese()
{
    // A list with every kind of row: this card, this model, another model,
    // validated pass / fail, apply at login, an unreadable file.
    const DeviceInfo xtx = *context->device(0);
    TuningValues quiet;
    quiet.perControl.set(PowerCapValue{300000000});
    quiet.perControl.set(PerfLevelValue{PerfLevel::Auto});
    quiet.perControl.set(PowerProfileValue{PowerProfile::Compute});
    Profile a = Profile::create(QStringLiteral("Quiet 300 W"), ProfileTarget::forModelOf(xtx), quiet);
    a.applyAtLogin = true;
    a.validation = ProfileValidation{QDateTime::currentDateTimeUtc(), true, QStringLiteral("Quick check: PASS, 0 errors")};
    TuningValues fast;
    fast.perControl.set(PowerCapValue{345000000});
    fast.perControl.set(PerfLevelValue{PerfLevel::Manual});
    setClockRange(&fast, ClockDomain::Gfx, ClockRangeValue{500, 2600});
    fast.perControl.set(OverdriveValue{5});
    Profile b = Profile::create(QStringLiteral("Fast, this card only"), ProfileTarget::forDevice(xtx), fast);
    b.validation = ProfileValidation{QDateTime::currentDateTimeUtc().addDays(-2), false, QStringLiteral("Burn-in: FAIL, 3 errors")};
    TuningValues mi;
    mi.perControl.set(PowerCapValue{250000000});
    Profile c = Profile::create(QStringLiteral("MI210 eco"), ProfileTarget::forModelOf(*context->device(1)), mi);
    ProfileStore store(profilesDir);
    QString error;
    for (const Profile &p : {a, b, c})
        QVERIFY2(store.save(p, &error), qPrintable(error));
    QFile bad(QDir(profilesDir).filePath(QStringLiteral("notes.json")));
    QVERIFY(bad.open(QIODevice::WriteOnly));
    bad.write("not json");
    bad.close();
    view->reload();
    view->selectProfile(a.id);
    view->action(ProfilesView::Action::Apply)->trigger();
    QTRY_VERIFY_WITH_TIMEOUT(!view->isReadingControls(), kEventMs); // the read on the sampler thread first
    QTRY_VERIFY_WITH_TIMEOUT(controller->isPending(0), kEventMs);
    QTest::qWait(100);
    const QString out = QStringLiteral(ROCMTUNE_SCREENSHOT_DIR);
    QVERIFY(view->grab().save(out + QStringLiteral("/profiles-view-en.png")));
    // The save dialog as a person sees it.
    const QStringList lines = controlValueLines(fast); // what ProfilePrompts::askSaveAs shows
    SaveProfileDialog save(QStringLiteral("Fast"), xtx, lines, QStringLiteral("Never validated"), view.get());
    save.show();
    QVERIFY(QTest::qWaitForWindowExposed(&save));
    QVERIFY(save.grab().save(out + QStringLiteral("/profiles-save-dialog-en.png")));

    // Live language switch: every label of the view follows.
    QVERIFY(applyLanguage(QStringLiteral("zh_CN")));
    QTRY_VERIFY_WITH_TIMEOUT(view->windowTitle() != QStringLiteral("Profiles"), kEventMs);
    QVERIFY(view->action(ProfilesView::Action::Apply)->text() != QStringLiteral("&Apply"));
    QVERIFY(view->model()->headerData(0, Qt::Horizontal, Qt::DisplayRole).toString() != QStringLiteral("Name"));
    QCOMPARE(view->messageBar()->buttons().size(), 2);
    QVERIFY(view->messageBar()->buttons().first()->text() != QStringLiteral("&Keep"));
    QTest::qWait(100);
    QVERIFY(view->grab().save(out + QStringLiteral("/profiles-view-zh_CN.png")));
    QVERIFY(save.windowTitle() != QStringLiteral("Save as profile"));
    QVERIFY(save.grab().save(out + QStringLiteral("/profiles-save-dialog-zh_CN.png")));
    save.hide();
    QVERIFY(applyLanguage(QStringLiteral("en")));
    QTRY_COMPARE_WITH_TIMEOUT(view->windowTitle(), QStringLiteral("Profiles"), kEventMs);
    controller->revertNow(0);
    QTRY_VERIFY_WITH_TIMEOUT(!controller->isPending(0), kEventMs);
}

QTEST_MAIN(ProfilesViewTest)
#include "ProfilesViewTest.moc"
