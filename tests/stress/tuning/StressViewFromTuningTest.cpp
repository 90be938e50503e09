// SPDX-License-Identifier: GPL-3.0-or-later
// Issue 37, the Stress tab as the Tuning view's buttons use it (the app's
// wiring, connectStressToTuning, with the panel in a scroll area as in the
// app; simulated GPUs, the in-process route):
// - "Find a stable undervolt" asks before it starts (what it does, about how
//   long, that the screen may flicker, that a crash is possible and is rolled
//   back; Cancel and Enter start nothing), and once started its progress is
//   in view: the tab is scrolled to the undervolt box, not left at its top;
// - "Apply and validate" on a simulated GPU, which the runner cannot use,
//   says that simulated GPUs can't be stress-tested and that the change was
//   not tested (not "did not pass", no runtime error text), in the box that
//   is scrolled into view and on the Tuning view.
#include "core/backends/BackendRegistry.h"
#include "core/backends/DriverValues.h"
#include "core/profiles/ProfileStore.h"
#include "core/tuning/route/TuningController.h"
#include "widgets/stress/StressPanel.h"
#include "widgets/stress/StressTuningBox.h"
#include "widgets/stress/StressTuningWiring.h"
#include "widgets/stress/UndervoltBox.h"
#include "widgets/stress/UndervoltStartQuestion.h"
#include "widgets/tuning/TuningPanel.h"
#include <QDoubleSpinBox>
#include "core/tuning/controls/powercap/PowerCapValue.h"
#include "widgets/tuning/controls/voltageoffset/VoltageOffsetEditor.h"

#include <QApplication>
#include <QLabel>
#include <QMessageBox>
#include <QPushButton>
#include <QScrollArea>
#include <QScrollBar>
#include <QSignalSpy>
#include <QStandardPaths>
#include <QTemporaryDir>
#include <QTest>
#include <QTimer>
#include <QTreeView>

using namespace rocmtune;

class StressViewFromTuningTest : public QObject
{
    Q_OBJECT

private slots:
    void init();
    void cleanup();
    void theQuestionSaysWhatHowLongAndTheRisk();
    void cancelOrEnterStartsNothing();
    void startedTheProgressIsInView();
    void applyAndValidateOnASimulatedGpuSaysNotTested();

private:
    enum class Answer { Start, Cancel, Enter };
    // Answers the question once it is shown (inside its exec()); what it said is kept in `asked`.
    void answerWhenAsked(Answer answer)
    {
        asked.clear();
        auto *poll = new QTimer(this);
        connect(poll, &QTimer::timeout, this, [this, poll, answer] {
            auto *box = qobject_cast<QMessageBox *>(QApplication::activeModalWidget());
            if (!box || box->objectName() != QLatin1String("undervoltStartQuestion"))
                return;
            poll->deleteLater();
            poll->stop();
            asked = box->text() + QLatin1Char('\n') + box->informativeText();
            if (answer == Answer::Enter)
                QTest::keyClick(box, Qt::Key_Return);
            else
                box->findChild<QPushButton *>(QLatin1String(answer == Answer::Start ? "startUndervoltSearchButton" : "cancelUndervoltSearchButton"))
                    ->click();
        });
        poll->start(20);
    }
    UndervoltSearch::State state() const { return undervolt->search()->state(); }

    std::unique_ptr<QTemporaryDir> dir;
    std::unique_ptr<SamplerThread> sampler;
    std::unique_ptr<TuningController> controller;
    std::unique_ptr<TuningPanel> tuningPanel;
    std::unique_ptr<QScrollArea> scroll;
    StressPanel *panel = nullptr;
    UndervoltBox *undervolt = nullptr;
    VoltageOffsetEditor *offsetEditor = nullptr;
    int stressViewShown = 0;
    QString asked;
};

void StressViewFromTuningTest::init()
{
    QStandardPaths::setTestModeEnabled(true);
    dir = std::make_unique<QTemporaryDir>();
    sampler = std::make_unique<SamplerThread>(
        [] {
            BackendOptions options;
            options.choice = BackendChoice::Simulated;
            options.simulated.deviceCount = 1; // RX 7900 XTX: voltage offset -450-0 mV
            options.simulated.stateFile.clear();
            return createDeviceSet(options);
        },
        nullptr);
    sampler->start(200);
    controller = std::make_unique<TuningController>(sampler->sampler());
    controller->setStateDirectory(dir->filePath(QStringLiteral("tuning")));
    controller->setRoute(TuningController::Route::InProcess);
    controller->setConfirmTimeoutSeconds(30);
    tuningPanel = std::make_unique<TuningPanel>(controller.get());

    // The Stress tab as the app builds it (app/gui/StressView.cpp): a tall panel in a scroll area.
    panel = new StressPanel;
    panel->setMinimumHeight(900);
    panel->setBaselinePath(dir->filePath(QStringLiteral("baselines.json")));
    panel->setRunnerPath(QStringLiteral(ROCMTUNE_FAKE_BENCH_PATH));
    QTRY_VERIFY_WITH_TIMEOUT(!sampler->sampler()->devices().isEmpty(), 5000);
    panel->setDevices(sampler->sampler()->devices());
    scroll = std::make_unique<QScrollArea>();
    scroll->setWidgetResizable(true);
    scroll->setWidget(panel);
    stressViewShown = 0;
    connectStressToTuning(panel, controller.get(), tuningPanel.get(), std::make_shared<ProfileStore>(dir->filePath(QStringLiteral("profiles"))),
                          [this] {
                              ++stressViewShown;
                              scroll->show();
                          });
    undervolt = panel->findChild<UndervoltBox *>();
    QVERIFY(undervolt);
    scroll->resize(1200, 560);
    tuningPanel->resize(900, 560);
    tuningPanel->show();
    QTRY_VERIFY_WITH_TIMEOUT(voltageOffsetOf(tuningPanel->controls()).has_value() && !controller->isBusy(), 5000);
    offsetEditor = qobject_cast<VoltageOffsetEditor *>(tuningPanel->editor(ControlId::VoltageOffset));
    QVERIFY(offsetEditor);
}

void StressViewFromTuningTest::cleanup()
{
    if (undervolt && state() != UndervoltSearch::State::Idle && state() != UndervoltSearch::State::Done) {
        undervolt->search()->cancel(QStringLiteral("test over"));
        if (panel->isRunning())
            panel->cancel();
        QTRY_VERIFY_WITH_TIMEOUT(state() == UndervoltSearch::State::Done && !panel->isRunning(), 20000);
    }
    scroll.reset();
    tuningPanel.reset();
    controller.reset();
    sampler.reset();
    dir.reset();
    undervolt = nullptr;
}

void StressViewFromTuningTest::theQuestionSaysWhatHowLongAndTheRisk()
{
    const UndervoltStartPlan plan{QStringLiteral("Radeon RX 7900 XTX"), UndervoltSettings{}, -450};
    // 46 steps from 0 to -450 mV, each its 30 s transient check, and the Standard preset's confirmation: whole minutes.
    const int minutes = undervoltSearchMaxMinutes(plan.settings, plan.lowestMillivolts);
    QVERIFY2(minutes >= 10 && minutes <= 60, qPrintable(QString::number(minutes)));
    UndervoltSettings bigger;
    bigger.stepMillivolts = 50;
    QVERIFY(undervoltSearchMaxMinutes(bigger, -450) < minutes); // bigger steps: fewer
    QVERIFY(undervoltStartHeading(plan).contains(plan.deviceName));
    const QString details = undervoltStartDetails(plan);
    for (const QString &said : {QStringLiteral("steps of 10 mV"), QStringLiteral("-450 mV"), QStringLiteral("about %1 minute").arg(minutes),
                                QStringLiteral("margin of 20 mV"), QStringLiteral("Standard preset"), QStringLiteral("load steps, power pulses"),
                                QStringLiteral("flicker"), QStringLiteral("crash"), QStringLiteral("restored")})
        QVERIFY2(details.contains(said), qPrintable(said + QStringLiteral(" not in: ") + details));
    // Confirmed by the user's command: its own time is not known, and the question says so.
    UndervoltStartPlan byCommand = plan;
    byCommand.settings.confirmWithCommand = true;
    QVERIFY(undervoltSearchMaxMinutes(byCommand.settings, -450) < minutes);
    QVERIFY2(undervoltStartDetails(byCommand).contains(QStringLiteral("your command")), qPrintable(undervoltStartDetails(byCommand)));
}

void StressViewFromTuningTest::cancelOrEnterStartsNothing()
{
    for (Answer answer : {Answer::Cancel, Answer::Enter}) {
        answerWhenAsked(answer);
        emit offsetEditor->findStableUndervoltRequested();
        QVERIFY2(asked.contains(QStringLiteral("Find a stable undervolt on")) && asked.contains(QStringLiteral("flicker")), qPrintable(asked));
        QCOMPARE(state(), UndervoltSearch::State::Idle);
        QCOMPARE(stressViewShown, 0); // the Tuning view stays
    }
}

void StressViewFromTuningTest::startedTheProgressIsInView()
{
    QCOMPARE(scroll->verticalScrollBar()->value(), 0);
    answerWhenAsked(Answer::Start);
    emit offsetEditor->findStableUndervoltRequested();
    QVERIFY2(asked.contains(QStringLiteral(" minute")), qPrintable(asked));
    QCOMPARE(stressViewShown, 1);
    QVERIFY(state() != UndervoltSearch::State::Idle);
    // The box's heading and status line are in the scroll area's view.
    auto *status = undervolt->findChild<QLabel *>(QStringLiteral("undervoltStatusLabel"));
    QTRY_VERIFY_WITH_TIMEOUT(scroll->verticalScrollBar()->value() > 0, 2000);
    const QRect inView(undervolt->mapTo(scroll->viewport(), QPoint(0, 0)), QSize(undervolt->width(), status->geometry().bottom()));
    QVERIFY2(scroll->viewport()->rect().contains(inView),
             qPrintable(QStringLiteral("box at %1,%2 (%3 high) in a view %4 high").arg(inView.x()).arg(inView.y()).arg(inView.height()).arg(scroll->viewport()->height())));
    scroll->grab().save(QStringLiteral(ROCMTUNE_STRESS_SCREENSHOT_DIR "/undervolt-started-in-view.png"));
}

void StressViewFromTuningTest::applyAndValidateOnASimulatedGpuSaysNotTested()
{
    qputenv("ROCMTUNE_FAKE_MODE", "no-gpu"); // the runner finds no GPU it can use, as the real one on a simulated GPU
    QSignalSpy finished(panel->tuningBox(), &StressTuningBox::validationFinished);
    tuningPanel->setValidationAvailable(true);
    tuningPanel->powerCapSpin()->setValue(300);
    QTest::mouseClick(tuningPanel->applyValidateButton(), Qt::LeftButton);
    QVERIFY(finished.wait(60000));
    qunsetenv("ROCMTUNE_FAKE_MODE");
    QCOMPARE(stressViewShown, 1);
    QCOMPARE(finished.first().at(1).toBool(), false);
    const QString said = finished.first().at(2).toString();
    QVERIFY2(said.contains(QStringLiteral("Simulated GPUs can't be stress-tested")) && said.contains(QStringLiteral("not tested")), qPrintable(said));
    QVERIFY2(!said.contains(QStringLiteral("did not pass")), qPrintable(said));
    QTRY_VERIFY2_WITH_TIMEOUT(tuningPanel->statusLabel()->text() == said, qPrintable(tuningPanel->statusLabel()->text()), 5000);
    // The change was reverted.
    QTRY_VERIFY_WITH_TIMEOUT(!controller->isPending(0) && !controller->isBusy(), 10000);
    QCOMPARE(tuningPanel->controls().perControl.get<PowerCapControl>()->currentMicrowatts, quint64(327000000));
    // The Stress tab's own verdict says it too, without the runner's words.
    auto *reasons = panel->findChild<QLabel *>(QStringLiteral("reasonsLabel"));
    QVERIFY(reasons);
    QVERIFY2(reasons->text().contains(QStringLiteral("Simulated GPUs can't be stress-tested")), qPrintable(reasons->text()));
    // The box with the result is in view.
    StressTuningBox *box = panel->tuningBox();
    QTRY_VERIFY_WITH_TIMEOUT(scroll->viewport()->rect().intersects(QRect(box->mapTo(scroll->viewport(), QPoint(0, 0)), box->size())), 2000);
    scroll->grab().save(QStringLiteral(ROCMTUNE_STRESS_SCREENSHOT_DIR "/apply-validate-simulated-not-tested.png"));

    // Issue 37 (review D8): the GPUs named again (a simulated GPU's name follows a live language switch): the run's
    // tree names them as the list does, not in the language of the run.
    auto *tree = panel->findChild<QTreeView *>();
    QVERIFY(tree && tree->model()->rowCount() >= 1);
    DeviceList renamed = panel->devices();
    renamed[0].name = QStringLiteral("模拟 Radeon RX 7900 XTX");
    panel->setDevices(renamed);
    QVERIFY2(tree->model()->index(0, 0).data().toString().endsWith(QStringLiteral("模拟 Radeon RX 7900 XTX")),
             qPrintable(tree->model()->index(0, 0).data().toString()));
}

QTEST_MAIN(StressViewFromTuningTest)
#include "StressViewFromTuningTest.moc"
