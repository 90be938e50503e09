// SPDX-License-Identifier: GPL-3.0-or-later
// The "Find a stable undervolt" box of the Stress view (offscreen QTest):
// Start runs the search through the Stress panel's runner (the fake runner,
// its tests shortened to 0.3 s by a wrapper) with the CLI's settings (the
// transient check, a margin of 2 steps, the Standard preset as the
// confirmation; UndervoltSettings), says how long that takes before it
// starts, each step shows its progress in the status line and the power /
// GFX clock plot, the proposal that passed its confirmation is remembered
// and its proof shown (versions, date, still valid or not) with Keep /
// Revert, and Cancel in the middle of a step reverts the offset at once;
// "Save as validated profile" stores the proposal for this card, marked
// validated by its confirmation, without applying or deciding anything. The "card" is a
// simulated RX 7900 XTX whose offset the test's port sets; below the
// test's threshold the runner reports a computation fault (FAIL).
#include "core/backends/DriverValues.h"
#include "core/backends/simulated/SimulatedBackend.h"
#include "core/profiles/ProfileStore.h"
#include "core/tuning/controls/voltageoffset/VoltageOffsetValue.h"
#include "core/undervolt/UndervoltProof.h"
#include "widgets/common/UiLanguage.h"
#include "widgets/stress/StressPanel.h"
#include "widgets/stress/UndervoltBox.h"

#include <qcustomplot.h>

#include <QComboBox>
#include <QDir>
#include <QFile>
#include <QLabel>
#include <QLayout>
#include <QPushButton>
#include <QSettings>
#include <QSignalSpy>
#include <QSysInfo>
#include <QSpinBox>
#include <QStandardPaths>
#include <QTemporaryDir>
#include <QTest>
#include <QTimer>

using namespace rocmtune;

namespace {

// Offsets below this fail the check (the runner plants a fault).
// With 10 mV steps: 0 to -40 mV pass, -50 mV fails; the proposal is -40 mV
// plus the margin of 2 steps: -20 mV.
constexpr int kFailBelowMillivolts = -45;
// Telemetry period: each 0.3 s check must see samples for its power and
// clock averages even when the machine is busy (at 100 ms a check on a
// loaded 2-core machine sometimes got none, and the plot one point less).
constexpr int kFeedMs = 25;

// Straight onto the simulated GPU, answering on the next turn of the event
// loop like the app's port; sets what the next runner does.
class TestPort : public UndervoltPort
{
public:
    explicit TestPort(SimulatedBackend *backend) : backend_(backend) {}
    std::optional<VoltageOffsetControl> voltageOffset(int device) const override
    {
        return voltageOffsetOf(backend_->readControls(device));
    }
    void applyOffset(int device, int millivolts, int) override
    {
        if (!original_)
            original_ = voltageOffset(device)->currentMillivolts;
        appliedOffsets << millivolts;
        const WriteResult r = backend_->setNumericControl(device, ControlId::VoltageOffset, millivolts);
        // The wrapper runs each test this long (a slow step to cancel in).
        qputenv("UNDERVOLT_TEST_SECONDS", millivolts == slowAtMillivolts ? "30" : "0.3");
        if (millivolts < kFailBelowMillivolts) {
            qputenv("ROCMTUNE_FAKE_FAULT", "bitflip");
            qputenv("ROCMTUNE_FAKE_FAULT_AT", "0.05");
        } else {
            qunsetenv("ROCMTUNE_FAKE_FAULT");
            qunsetenv("ROCMTUNE_FAKE_FAULT_AT");
        }
        later([=, this] { emit this->applied(device, r.ok, r.message); });
    }
    void keep(int device) override
    {
        original_.reset();
        later([=, this] { emit kept(device, true, QString()); });
    }
    void revert(int device) override
    {
        ++reverts;
        if (original_)
            backend_->setNumericControl(device, ControlId::VoltageOffset, *original_);
        original_.reset();
        later([=, this] { emit reverted(device, true, QString()); });
    }
    int current() const { return voltageOffset(0)->currentMillivolts; }

    QVector<int> appliedOffsets;
    int reverts = 0;
    int slowAtMillivolts = 1; // none

private:
    void later(std::function<void()> fn) { QTimer::singleShot(0, this, std::move(fn)); }
    SimulatedBackend *backend_;
    std::optional<int> original_;
};

} // namespace

class UndervoltBoxTest : public QObject
{
    Q_OBJECT

private:
    QTemporaryDir dir_;
    std::unique_ptr<SimulatedBackend> backend_;
    std::unique_ptr<StressPanel> panel_;
    std::unique_ptr<TestPort> port_;
    std::unique_ptr<UndervoltBox> box_;
    QTimer *feeder_ = nullptr;

    void feed()
    {
        backend_->advanceSeconds(kFeedMs / 1000.0);
        auto snapshot = std::make_shared<Snapshot>();
        snapshot->timestampMs = QDateTime::currentMSecsSinceEpoch();
        Sample s = backend_->readSample(0);
        s.setDeviceIndex(0);
        s.setTimestampMs(snapshot->timestampMs);
        snapshot->samples << s;
        panel_->addSnapshot(snapshot);
    }
    // The fake runner with every test cut to $UNDERVOLT_TEST_SECONDS (0.3 s;
    // the plans ask 8-24 s).
    QString shortRunner()
    {
        const QString path = dir_.filePath(QStringLiteral("short-runner.sh"));
        QFile f(path);
        if (!f.open(QIODevice::WriteOnly))
            return QString();
        f.write(QByteArray("#!/bin/bash\na=(\"$@\")\nfor i in \"${!a[@]}\"; do\n"
                           "  if [ \"${a[$i]}\" = --duration ]; then a[$((i+1))]=${UNDERVOLT_TEST_SECONDS:-0.3}; fi\ndone\nexec '")
                + QFile::encodeName(QStringLiteral(ROCMTUNE_FAKE_BENCH_PATH)) + "' \"${a[@]}\"\n");
        f.close();
        f.setPermissions(QFileDevice::ReadOwner | QFileDevice::WriteOwner | QFileDevice::ExeOwner);
        return path;
    }
    QPushButton *button(const char *name) const { return box_->findChild<QPushButton *>(QLatin1String(name)); }
    QString status() const { return box_->findChild<QLabel *>(QStringLiteral("undervoltStatusLabel"))->text(); }
    QCustomPlot *plot() const { return box_->findChild<QCustomPlot *>(QStringLiteral("undervoltPlot")); }
    void chooseGemmSteps(int millivolts)
    {
        box_->findChild<QSpinBox *>(QStringLiteral("undervoltStepSpin"))->setValue(millivolts);
        auto *check = box_->findChild<QComboBox *>(QStringLiteral("undervoltCheckCombo"));
        check->setCurrentIndex(check->findData(QStringLiteral("gemm")));
    }

    QString stateDir() const { return dir_.filePath(QStringLiteral("state")); }

private slots:
    void initTestCase()
    {
        QStandardPaths::setTestModeEnabled(true);
        QSettings().remove(QStringLiteral("stress/undervolt_confirm_command")); // the Standard preset confirms
        QSettings().remove(QStringLiteral("stress/validate_command"));
        // Proofs go to the test's folder, not this user's.
        qputenv("ROCMTUNE_STATE_DIR", QFile::encodeName(stateDir()));
    }

    void init()
    {
        qunsetenv("ROCMTUNE_FAKE_MODE");
        qunsetenv("ROCMTUNE_FAKE_FAULT");
        qunsetenv("ROCMTUNE_FAKE_FAULT_AT");
        QDir(stateDir()).removeRecursively(); // no proof from an earlier test
        SimulatedOptions options;
        options.deviceCount = 1; // an RX 7900 XTX
        options.manualClock = true;
        options.load = SimulatedLoad::Stress;
        backend_ = std::make_unique<SimulatedBackend>(options);
        QVERIFY(backend_->initialize().ok);
        panel_ = std::make_unique<StressPanel>();
        panel_->setBaselinePath(dir_.filePath(QStringLiteral("baselines.json")));
        const QString runner = shortRunner();
        QVERIFY(!runner.isEmpty());
        panel_->setRunnerPath(runner);
        panel_->setDevices({backend_->deviceInfo(0)});
        port_ = std::make_unique<TestPort>(backend_.get());
        box_ = std::make_unique<UndervoltBox>(panel_.get(), port_.get());
        box_->resize(900, 420);
        box_->show();
        feeder_ = new QTimer(panel_.get());
        feeder_->setInterval(kFeedMs);
        connect(feeder_, &QTimer::timeout, this, &UndervoltBoxTest::feed);
        feeder_->start();
    }

    void cleanup()
    {
        box_.reset();
        port_.reset();
        panel_.reset();
        backend_.reset();
        qunsetenv("ROCMTUNE_FAKE_FAULT");
        qunsetenv("ROCMTUNE_FAKE_FAULT_AT");
        qunsetenv("UNDERVOLT_TEST_SECONDS");
    }

    void startShowsEachStepAndTheValidatedProposal()
    {
        chooseGemmSteps(10);
        QVERIFY(button("findUndervoltButton")->isEnabled());
        QVERIFY(!plot()->isVisible()); // nothing measured yet
        QSignalSpy steps(box_->search(), &UndervoltSearch::stepFinished);
        QSignalSpy proposal(box_->search(), &UndervoltSearch::proposalPassed);
        QTest::mouseClick(button("findUndervoltButton"), Qt::LeftButton);
        QVERIFY(!button("findUndervoltButton")->isEnabled());
        QVERIFY(button("cancelUndervoltButton")->isVisible());

        // Progress: the first step's line and the plot appear while the search goes on.
        QVERIFY(steps.wait(20000));
        QVERIFY2(status().startsWith(QStringLiteral("0 mV: ")), qPrintable(status()));
        QVERIFY2(status().contains(QStringLiteral("PASS")), qPrintable(status()));
        QTRY_VERIFY_WITH_TIMEOUT(plot()->isVisible(), 2000);

        // 0 to -40 pass, -50 fails: the proposal is -40 + 20 = -20 mV, confirmed by the Standard preset.
        QVERIFY(proposal.wait(60000));
        QCOMPARE(proposal.at(0).at(0).toInt(), -20);
        QCOMPARE(steps.size(), 6);
        QCOMPARE(port_->appliedOffsets, (QVector<int>{0, -10, -20, -30, -40, -50, -20}));
        QVERIFY2(status().contains(QStringLiteral("-20 mV (the lowest pass -40 mV plus a margin of 20 mV) passed the confirmation (standard)")),
                 qPrintable(status()));
        QVERIFY(button("keepUndervoltButton")->isVisible());
        QVERIFY(button("revertUndervoltButton")->isVisible());
        QVERIFY(!button("cancelUndervoltButton")->isVisible());
        QCOMPARE(port_->current(), -20); // the proposal waits, applied, for the decision
        // The plot: power and GFX clock for each of the six steps (the validation is not a step).
        QCOMPARE(box_->search()->report().steps.size(), 6);
        QCOMPARE(plot()->graph(0)->dataCount(), 6);
        QCOMPARE(plot()->graph(1)->dataCount(), 6);
        QDir().mkpath(QStringLiteral(ROCMTUNE_STRESS_SCREENSHOT_DIR));
        QVERIFY(box_->grab().save(QStringLiteral(ROCMTUNE_STRESS_SCREENSHOT_DIR "/undervolt-box-proposal.png")));

        // The result: Keep leaves it applied and says so.
        QSignalSpy finished(box_.get(), &UndervoltBox::searchFinished);
        QTest::mouseClick(button("keepUndervoltButton"), Qt::LeftButton);
        QVERIFY(finished.wait(5000));
        QCOMPARE(finished.at(0).at(1).value<UndervoltReport::Outcome>(), UndervoltReport::Outcome::Kept);
        QCOMPARE(status(), finished.at(0).at(2).toString());
        QVERIFY(!status().isEmpty());
        QCOMPARE(port_->current(), -20);
        QVERIFY(button("findUndervoltButton")->isEnabled());
        QVERIFY(!button("keepUndervoltButton")->isVisible());
    }

    void revertPutsTheOriginalOffsetBack()
    {
        chooseGemmSteps(10);
        QSignalSpy proposal(box_->search(), &UndervoltSearch::proposalPassed);
        QTest::mouseClick(button("findUndervoltButton"), Qt::LeftButton);
        QVERIFY(proposal.wait(60000));
        QSignalSpy finished(box_.get(), &UndervoltBox::searchFinished);
        QTest::mouseClick(button("revertUndervoltButton"), Qt::LeftButton);
        QVERIFY(finished.wait(5000));
        QCOMPARE(finished.at(0).at(1).value<UndervoltReport::Outcome>(), UndervoltReport::Outcome::Discarded);
        QCOMPARE(port_->current(), 0);
    }

    void cancelDuringAStepRevertsAtOnceAndStopsItsRun()
    {
        chooseGemmSteps(10);
        port_->slowAtMillivolts = -10; // this step's check would run 30 s
        QSignalSpy steps(box_->search(), &UndervoltSearch::stepFinished);
        QSignalSpy finished(box_.get(), &UndervoltBox::searchFinished);
        QTest::mouseClick(button("findUndervoltButton"), Qt::LeftButton);
        QVERIFY(steps.wait(20000)); // 0 mV passed; -10 mV is applied and being checked
        QTRY_COMPARE_WITH_TIMEOUT(port_->current(), -10, 5000);
        QTRY_VERIFY_WITH_TIMEOUT(panel_->isRunning(), 5000);
        QVERIFY(button("cancelUndervoltButton")->isVisible());
        QVERIFY(button("cancelUndervoltButton")->isEnabled());
        QTest::mouseClick(button("cancelUndervoltButton"), Qt::LeftButton);
        QVERIFY(finished.wait(5000));
        QCOMPARE(finished.at(0).at(1).value<UndervoltReport::Outcome>(), UndervoltReport::Outcome::Cancelled);
        QCOMPARE(port_->current(), 0);
        QVERIFY(port_->reverts >= 1);
        QVERIFY2(status().contains(QStringLiteral("Cancelled")), qPrintable(status()));
        QVERIFY(!button("cancelUndervoltButton")->isVisible());
        QTRY_VERIFY_WITH_TIMEOUT(!panel_->isRunning(), 5000); // the 30 s check was stopped, not waited for
        QVERIFY(button("findUndervoltButton")->isEnabled());
    }

    void saveAsValidatedProfileStoresTheFoundOffsetForThisCard()
    {
        QVERIFY(!button("saveUndervoltProfileButton")->isVisible()); // nothing found yet
        auto store = std::make_shared<ProfileStore>(dir_.filePath(QStringLiteral("profiles")));
        box_->setProfileStore(store);
        QString suggested;
        box_->setProfileNamer([&suggested](const QString &s) {
            suggested = s;
            return std::optional<QString>(QStringLiteral("Quiet undervolt"));
        });
        chooseGemmSteps(10);
        QSignalSpy proposal(box_->search(), &UndervoltSearch::proposalPassed);
        QTest::mouseClick(button("findUndervoltButton"), Qt::LeftButton);
        QVERIFY(!button("saveUndervoltProfileButton")->isVisible()); // not while searching
        QVERIFY(proposal.wait(60000));
        QCOMPARE(proposal.at(0).at(0).toInt(), -20);
        QVERIFY(button("saveUndervoltProfileButton")->isVisible());
        QVERIFY(button("saveUndervoltProfileButton")->isEnabled());

        QTest::mouseClick(button("saveUndervoltProfileButton"), Qt::LeftButton);
        QVERIFY2(suggested.contains(QStringLiteral("undervolt -20 mV")), qPrintable(suggested));
        const std::optional<Profile> saved = store->findByName(QStringLiteral("Quiet undervolt"));
        QVERIFY(saved);
        QCOMPARE(saved->values.perControl.value<VoltageOffsetValue>(), std::optional(VoltageOffsetValue{-20}));
        QVERIFY(saved->target == ProfileTarget::forDevice(backend_->deviceInfo(0))); // this card, not the model
        QVERIFY(saved->validation.has_value());
        QVERIFY(saved->validation->passed);
        QVERIFY2(saved->validation->summary.contains(QStringLiteral("PASS")), qPrintable(saved->validation->summary));
        QVERIFY2(status().contains(QStringLiteral("Quiet undervolt")) && status().contains(QStringLiteral("validated")), qPrintable(status()));
        QVERIFY(!button("saveUndervoltProfileButton")->isEnabled()); // once per search
        // Saving decides nothing: the proposal is still applied, waiting for Keep / Revert.
        QCOMPARE(box_->search()->state(), UndervoltSearch::State::AwaitingDecision);
        QCOMPARE(port_->current(), -20);

        QSignalSpy finished(box_.get(), &UndervoltBox::searchFinished);
        QTest::mouseClick(button("revertUndervoltButton"), Qt::LeftButton);
        QVERIFY(finished.wait(5000));
        QCOMPARE(port_->current(), 0);
        QVERIFY(store->findByName(QStringLiteral("Quiet undervolt"))); // the profile stays
        QCOMPARE(store->findByName(QStringLiteral("Quiet undervolt"))->values.perControl.value<VoltageOffsetValue>(),
                 std::optional(VoltageOffsetValue{-20}));

        // A name another profile has is refused with the reason, nothing saved twice.
        QSignalSpy proposal2(box_->search(), &UndervoltSearch::proposalPassed);
        QTest::mouseClick(button("findUndervoltButton"), Qt::LeftButton);
        QVERIFY(proposal2.wait(60000));
        QVERIFY(button("saveUndervoltProfileButton")->isEnabled()); // a new search
        QTest::mouseClick(button("saveUndervoltProfileButton"), Qt::LeftButton);
        QVERIFY2(status().startsWith(QStringLiteral("The profile was not saved: ")), qPrintable(status()));
        QVERIFY(button("saveUndervoltProfileButton")->isEnabled());
        QTest::mouseClick(button("revertUndervoltButton"), Qt::LeftButton);
        QTRY_COMPARE_WITH_TIMEOUT(port_->current(), 0, 5000);
    }

    // Untouched, the box searches as `rocmtune-cli tuning undervolt` does:
    // 10 mV steps checked with adaptive, pulse and train, a margin of 2
    // steps, the Standard preset as the confirmation; it says how long that
    // takes before it starts, and afterwards shows the proof it remembered
    // (card, versions, date) and whether it still holds.
    void defaultsAreTheClisAndTheProofIsShown()
    {
        const UndervoltSettings cli; // what UndervoltOptions parses to without options
        QCOMPARE(box_->findChild<QSpinBox *>(QStringLiteral("undervoltStepSpin"))->value(), cli.stepMillivolts);
        QCOMPARE(box_->findChild<QComboBox *>(QStringLiteral("undervoltCheckCombo"))->currentData().toString(), QStringLiteral("transient"));
        const int lowest = port_->voltageOffset(0)->allowedMillivolts.min;
        const int minutes = undervoltSearchMaxMinutes(cli, lowest);
        QVERIFY2(minutes >= 10, qPrintable(QString::number(minutes))); // every step's 30 s check and the Standard preset
        const QString duration = box_->findChild<QLabel *>(QStringLiteral("undervoltDurationLabel"))->text();
        QVERIFY2(duration.contains(QStringLiteral("about %1 minute").arg(minutes)) && duration.contains(QStringLiteral("Standard")), qPrintable(duration));
        QVERIFY(!box_->findChild<QLabel *>(QStringLiteral("undervoltProofLabel"))->isVisible()); // nothing proven yet
        UndervoltStartPlan asked;
        box_->setStartQuestion([&asked](const UndervoltStartPlan &plan) {
            asked = plan;
            return true;
        });

        // What each run of the search was: the steps' plans, then the confirmation's.
        QVector<QStringList> runs;
        connect(panel_.get(), &StressPanel::runStarted, this, [this, &runs] { runs << box_->search()->currentPlan().tests; });
        QSignalSpy proposal(box_->search(), &UndervoltSearch::proposalPassed);
        QTest::mouseClick(button("findUndervoltButton"), Qt::LeftButton);
        QCOMPARE(asked.settings.stepMillivolts, 10);
        QCOMPARE(asked.settings.check, UndervoltCheck::Transient);
        QCOMPARE(asked.settings.effectiveMarginMillivolts(), 20);
        QVERIFY(!asked.settings.confirmWithCommand);
        QCOMPARE(asked.lowestMillivolts, lowest);
        QVERIFY(proposal.wait(90000));
        QCOMPARE(proposal.at(0).at(0).toInt(), -20);

        const UndervoltReport &report = box_->search()->report();
        QCOMPARE(report.check, UndervoltCheck::Transient);
        QCOMPARE(report.stepMillivolts, 10);
        QCOMPARE(report.marginMillivolts, 20);
        QCOMPARE(report.lastPassMillivolts, std::optional(-40));
        QCOMPARE(report.confirmation, QStringLiteral("standard"));
        QCOMPARE(runs.size(), 7); // six steps, then the confirmation
        for (int i = 0; i < 6; ++i)
            QCOMPARE(runs.at(i), (QStringList{QStringLiteral("adaptive"), QStringLiteral("pulse"), QStringLiteral("train")}));
        QCOMPARE(runs.at(6), StressPlan::fromPreset(StressPreset::Standard).tests);
        QVERIFY(box_->search()->proposalCheck());
        QCOMPARE(box_->search()->proposalCheck()->first.tests, StressPlan::fromPreset(StressPreset::Standard).tests);

        // Remembered for this card, and shown as the CLI's `tuning show` says it.
        const DeviceInfo card = backend_->deviceInfo(0);
        const std::optional<UndervoltProof> proof = UndervoltProofStore(stateDir()).find(card.stableId());
        QVERIFY(proof);
        QCOMPARE(proof->offsetMillivolts, -20);
        QCOMPARE(proof->marginMillivolts, 20);
        QCOMPARE(proof->provenOn.driverVersion, card.driverVersion);
        auto *proofLabel = box_->findChild<QLabel *>(QStringLiteral("undervoltProofLabel"));
        QVERIFY(proofLabel->isVisible());
        const QString shown = proofLabel->text();
        for (const QString &said : {card.name, QStringLiteral("undervolt -20 mV"), QStringLiteral("lowest pass -40 mV"), QStringLiteral("margin 20 mV"),
                                    QStringLiteral("with standard"), QStringLiteral("driver %1").arg(card.driverVersion),
                                    QStringLiteral("kernel %1").arg(QSysInfo::kernelVersion()),
                                    proof->provenUtc.toLocalTime().toString(QStringLiteral("yyyy-MM-dd")), QStringLiteral("Still valid")})
            QVERIFY2(shown.contains(said), qPrintable(said + QStringLiteral(" not in: ") + shown));
        QVERIFY2(status().contains(QStringLiteral("passed the confirmation (standard)")), qPrintable(status()));
        QDir().mkpath(QStringLiteral(ROCMTUNE_STRESS_SCREENSHOT_DIR));
        box_->resize(1366, 768);
        QCoreApplication::processEvents();
        box_->layout()->activate();
        QVERIFY(box_->grab().save(QStringLiteral(ROCMTUNE_STRESS_SCREENSHOT_DIR "/undervolt-box-proof.png")));
        QVERIFY(applyUiLanguage(QStringLiteral("zh_CN")));
        QCoreApplication::sendPostedEvents(nullptr, QEvent::LanguageChange);
        QCoreApplication::processEvents(); // the new words laid out and the plot drawn again before the picture
        box_->layout()->activate();
        QVERIFY(box_->grab().save(QStringLiteral(ROCMTUNE_STRESS_SCREENSHOT_DIR "/undervolt-box-proof-zh.png")));
        QVERIFY(applyUiLanguage(QStringLiteral("en")));
        QCoreApplication::sendPostedEvents(nullptr, QEvent::LanguageChange);

        // The driver it was proven on is not the one in use any more: the box says it needs re-validation.
        UndervoltProof older = *proof;
        older.provenOn.driverVersion = QStringLiteral("6.1.0");
        QString error;
        QVERIFY2(UndervoltProofStore(stateDir()).save(older, &error), qPrintable(error));
        box_->setDevice(0);
        const QString stale = proofLabel->text();
        QVERIFY2(stale.contains(QStringLiteral("needs re-validation")) && stale.contains(QStringLiteral("driver 6.1.0 → %1").arg(card.driverVersion))
                     && !stale.contains(QStringLiteral("Still valid")),
                 qPrintable(stale));
        QSignalSpy finished(box_.get(), &UndervoltBox::searchFinished);
        QTest::mouseClick(button("revertUndervoltButton"), Qt::LeftButton);
        QVERIFY(finished.wait(5000));
        QCOMPARE(port_->current(), 0);
    }

    // The status line is made again in the new language on a live switch,
    // like the box's title and buttons (it kept the old language before).
    void statusLineFollowsALiveLanguageSwitch()
    {
        const QString englishIntro = status();
        QVERIFY2(englishIntro.startsWith(QStringLiteral("Finds the lowest voltage offset")), qPrintable(englishIntro));
        QVERIFY(applyUiLanguage(QStringLiteral("zh_CN")));
        QCoreApplication::sendPostedEvents(nullptr, QEvent::LanguageChange);
        const QString chineseIntro = status();
        QCOMPARE(chineseIntro, QCoreApplication::translate("rocmtune::UndervoltBox",
                                                           "Finds the lowest voltage offset this card runs the stress test at without errors."));
        QVERIFY2(chineseIntro != englishIntro, qPrintable(chineseIntro));
        QVERIFY(applyUiLanguage(QStringLiteral("en")));
        QCoreApplication::sendPostedEvents(nullptr, QEvent::LanguageChange);

        chooseGemmSteps(10);
        QSignalSpy proposal(box_->search(), &UndervoltSearch::proposalPassed);
        QTest::mouseClick(button("findUndervoltButton"), Qt::LeftButton);
        QVERIFY(proposal.wait(60000));
        const QString english = status();
        QVERIFY2(english.contains(QStringLiteral("-20 mV (the lowest pass -40 mV plus a margin of 20 mV) passed")), qPrintable(english));

        QVERIFY(applyUiLanguage(QStringLiteral("zh_CN")));
        QCoreApplication::sendPostedEvents(nullptr, QEvent::LanguageChange);
        const QString chinese = QCoreApplication::translate("rocmtune::UndervoltBox",
                                                            "%1 mV (the lowest pass %2 mV plus a margin of %3 mV) passed the confirmation (%4). "
                                                            "Keep it, or revert to the original offset.")
                                    .arg(-20)
                                    .arg(-40)
                                    .arg(20)
                                    .arg(QStringLiteral("standard"));
        QVERIFY2(chinese != english, "no Chinese for the proposal line");
        QCOMPARE(status(), chinese);
        QCOMPARE(box_->title(), QCoreApplication::translate("rocmtune::UndervoltBox", "Find a stable undervolt"));

        QVERIFY(applyUiLanguage(QStringLiteral("en")));
        QCoreApplication::sendPostedEvents(nullptr, QEvent::LanguageChange);
        QCOMPARE(status(), english);

        // The search's own last word (core's UndervoltSearch) follows the language too.
        QSignalSpy finished(box_.get(), &UndervoltBox::searchFinished);
        QTest::mouseClick(button("revertUndervoltButton"), Qt::LeftButton);
        QVERIFY(finished.wait(5000));
        QCOMPARE(port_->current(), 0);
        const char *reverted = "The proposed offset was reverted on request.";
        QCOMPARE(status(), QString::fromUtf8(reverted));
        QVERIFY(applyUiLanguage(QStringLiteral("zh_CN")));
        QCoreApplication::sendPostedEvents(nullptr, QEvent::LanguageChange);
        const QString chineseReverted = QCoreApplication::translate("Undervolt", reverted);
        QVERIFY2(chineseReverted != QString::fromUtf8(reverted), "no Chinese for the reverted line");
        QCOMPARE(status(), chineseReverted);
        QCOMPARE(box_->search()->report().message, QString::fromUtf8(reverted)); // the report keeps its words
        QVERIFY(applyUiLanguage(QStringLiteral("en")));
        QCoreApplication::sendPostedEvents(nullptr, QEvent::LanguageChange);
        QCOMPARE(status(), QString::fromUtf8(reverted));
    }
};

QTEST_MAIN(UndervoltBoxTest)
#include "UndervoltBoxTest.moc"
