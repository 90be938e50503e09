// SPDX-License-Identifier: GPL-3.0-or-later
// The stress panel offscreen, with simulated GPUs feeding telemetry and the
// fake runner standing in for rocmtune-bench.
#include "core/backends/simulated/SimulatedBackend.h"
#include "core/profiles/ProfileStore.h"
#include "core/telemetry/TemperatureSensors.h"
#include "tests/stress/SimulatedTuningPort.h"
#include "widgets/stress/StressPanel.h"
#include "widgets/stress/StressProgressModel.h"
#include "widgets/stress/StressRunPlot.h"
#include "widgets/stress/StressTuningBox.h"

#include <QCheckBox>
#include <QComboBox>
#include <QDir>
#include <QDoubleSpinBox>
#include <QFile>
#include <QLabel>
#include <QPushButton>
#include <QSignalSpy>
#include <QTemporaryDir>
#include <QTest>
#include <QTimer>

using namespace rocmtune;

class StressPanelTest : public QObject
{
    Q_OBJECT

private:
    std::unique_ptr<SimulatedBackend> backend_;
    std::unique_ptr<StressPanel> panel_;
    QTimer *feeder_ = nullptr;
    QTemporaryDir dir_;

    void feed()
    {
        backend_->advanceSeconds(0.1);
        auto snapshot = std::make_shared<Snapshot>();
        snapshot->timestampMs = QDateTime::currentMSecsSinceEpoch();
        for (int i = 0; i < backend_->deviceCount(); ++i) {
            Sample s = backend_->readSample(i);
            s.setDeviceIndex(i);
            s.setTimestampMs(snapshot->timestampMs);
            snapshot->samples << s;
        }
        panel_->addSnapshot(snapshot);
    }

    void chooseCustom(const QStringList &tests, double seconds, const QString &fault = QString())
    {
        auto *preset = panel_->findChild<QComboBox *>(QStringLiteral("presetCombo"));
        preset->setCurrentIndex(preset->findData(static_cast<int>(StressPreset::Custom)));
        for (QCheckBox *check : panel_->findChildren<QCheckBox *>()) {
            if (check->objectName().startsWith(QLatin1String("test_")))
                check->setChecked(tests.contains(check->objectName().mid(5)));
        }
        panel_->findChild<QDoubleSpinBox *>(QStringLiteral("durationSpin"))->setValue(seconds);
        auto *faults = panel_->findChild<QComboBox *>(QStringLiteral("faultCombo"));
        faults->setCurrentIndex(fault.isEmpty() ? 0 : faults->findData(fault));
    }

    StressVerdict runToEnd()
    {
        QSignalSpy finished(panel_.get(), &StressPanel::runFinished);
        QTest::mouseClick(panel_->findChild<QPushButton *>(QStringLiteral("startButton")), Qt::LeftButton);
        if (!panel_->isRunning())
            return StressVerdict{};
        if (!finished.wait(20000))
            return StressVerdict{};
        return finished.at(0).at(0).value<StressVerdict>();
    }

private slots:
    void init()
    {
        qunsetenv("ROCMTUNE_FAKE_MODE");
        SimulatedOptions options;
        options.deviceCount = 2;
        options.manualClock = true;
        options.load = SimulatedLoad::Stress;
        backend_ = std::make_unique<SimulatedBackend>(options);
        QVERIFY(backend_->initialize().ok);
        panel_ = std::make_unique<StressPanel>();
        panel_->setBaselinePath(dir_.filePath(QStringLiteral("baselines.json")));
        panel_->setRunnerPath(QStringLiteral(ROCMTUNE_FAKE_BENCH_PATH));
        panel_->setDevices({backend_->deviceInfo(0), backend_->deviceInfo(1)});
        panel_->resize(1400, 900);
        panel_->show();
        feeder_ = new QTimer(panel_.get());
        feeder_->setInterval(100);
        connect(feeder_, &QTimer::timeout, this, &StressPanelTest::feed);
        feeder_->start();
    }

    void cleanup()
    {
        panel_.reset();
        backend_.reset();
    }

    void presetsFillThePlan()
    {
        const StressPlan quick = panel_->planFromUi();
        QCOMPARE(quick.preset, StressPreset::Quick);
        QVERIFY(qAbs(quick.totalSeconds() - 120.0) <= 1.2); // whole seconds per test: within 1 % of "2 min"
        QVERIFY(!quick.tests.contains(QStringLiteral("p2p")));
        QVERIFY(quick.tests.contains(QStringLiteral("link")));
        QCOMPARE(quick.devices, QVector<int>{0});
        QVERIFY(!panel_->findChild<QDoubleSpinBox *>(QStringLiteral("durationSpin"))->isEnabled());
        auto *preset = panel_->findChild<QComboBox *>(QStringLiteral("presetCombo"));
        preset->setCurrentIndex(preset->findData(static_cast<int>(StressPreset::Soak)));
        QVERIFY(qAbs(panel_->planFromUi().totalSeconds() - 3600.0) <= 36.0);
    }

    // One click after a hardware change: every GPU, the hardware preset, and a
    // verdict naming the part at fault (here the fake runner's x4 link).
    void hardwareButtonChecksEverythingAndNamesThePart()
    {
        qputenv("ROCMTUNE_FAKE_LINK", "16,4,16,16");
        qputenv("ROCMTUNE_FAKE_DURATION_SCALE", "0.02"); // 15 s a test -> 0.3 s
        QSignalSpy finished(panel_.get(), &StressPanel::runFinished);
        auto *button = panel_->findChild<QPushButton *>(QStringLiteral("hardwareCheckButton"));
        QVERIFY(button && button->isEnabled());
        QCOMPARE(button->text(), QStringLiteral("I changed hardware: check everything"));
        QTest::mouseClick(button, Qt::LeftButton);
        QVERIFY(panel_->isRunning());
        const bool ended = finished.wait(30000);
        qunsetenv("ROCMTUNE_FAKE_LINK");
        qunsetenv("ROCMTUNE_FAKE_DURATION_SCALE");
        QVERIFY(ended);
        const StressVerdict verdict = finished.at(0).at(0).value<StressVerdict>();
        QCOMPARE(verdict.gpus.size(), 2); // every GPU, not only the checked one
        QCOMPARE(panel_->planFromUi().preset, StressPreset::Hardware);
        const QString reasons = panel_->findChild<QLabel *>(QStringLiteral("reasonsLabel"))->text();
        QVERIFY2(reasons.contains(QStringLiteral("Hardware check passed with warnings. Check: GPU 0, 1: the PCIe connection (slot, riser or cable)")),
                 qPrintable(reasons));
        QCOMPARE(panel_->progressModel()->cellText(0, QStringLiteral("p2p"), StressProgressModel::Result), QStringLiteral("not run (needs two GPUs)"));
        QVERIFY2(reasons.contains(QStringLiteral("PCIe 4.0 x4 under load; the card supports x16")), qPrintable(reasons));
        QDir().mkpath(QStringLiteral(ROCMTUNE_STRESS_SCREENSHOT_DIR));
        QVERIFY(panel_->grab().save(QStringLiteral(ROCMTUNE_STRESS_SCREENSHOT_DIR "/stress-panel-hardware.png")));
    }

    void cleanRunPassesWithPhasesMarkedAndExports()
    {
        // Review D24: before any run the graphs said nothing on bare axes from 0 to 5; now one sentence, no axes.
        for (StressRunPlot *plot : panel_->plots()) {
            QVERIFY2(plot->emptyText().contains(QStringLiteral("No stress test")), qPrintable(plot->emptyText()));
            QVERIFY(!plot->xAxis->visible() && !plot->yAxis->visible() && !plot->legend->visible());
        }
        chooseCustom({QStringLiteral("compute"), QStringLiteral("gemm")}, 0.6);
        const StressVerdict verdict = runToEnd();
        QCOMPARE(verdict.status, VerdictStatus::Pass);
        QCOMPARE(panel_->findChild<QLabel *>(QStringLiteral("verdictLabel"))->text(), QStringLiteral("PASS"));
        StressProgressModel *model = panel_->progressModel();
        QCOMPARE(model->cellText(0, QStringLiteral("gemm"), StressProgressModel::Result), QStringLiteral("pass"));
        QVERIFY(model->cellText(0, QStringLiteral("gemm"), StressProgressModel::Throughput).contains(QStringLiteral("TFLOP/s")));
        QVERIFY(model->cellText(0, QStringLiteral("compute"), StressProgressModel::Power).contains(QStringLiteral("W")));
        // The max temperature cell names each sensor the GPU read in the catalogue's words (hotspot included).
        const QString temperatures = model->cellText(0, QStringLiteral("compute"), StressProgressModel::MaxTemperature);
        QVERIFY2(temperatures.contains(temperatureSensorLabel(hotspotSensor()) + QStringLiteral(" ")), qPrintable(temperatures));
        QVERIFY2(temperatures.contains(QStringLiteral("°C")), qPrintable(temperatures));
        for (StressRunPlot *plot : panel_->plots())
            QCOMPARE(plot->phaseMarkerCount(), 4); // a band and a label per test
        QVERIFY(panel_->plots().at(0)->graphCount() >= 1);
        for (StressRunPlot *plot : panel_->plots())
            QVERIFY2(plot->emptyText().isEmpty() && plot->xAxis->visible() && plot->yAxis->visible(), qPrintable(plot->title()));

        QDir().mkpath(QStringLiteral(ROCMTUNE_STRESS_SCREENSHOT_DIR));
        QVERIFY(panel_->grab().save(QStringLiteral(ROCMTUNE_STRESS_SCREENSHOT_DIR "/stress-panel-pass.png")));

        const QString html = dir_.filePath(QStringLiteral("report.html"));
        QString error;
        QVERIFY2(panel_->exportReport(html, &error), qPrintable(error));
        QFile file(html);
        QVERIFY(file.open(QIODevice::ReadOnly));
        const QByteArray page = file.readAll();
        QCOMPARE(page.count("data:image/png;base64,"), 4);
        QVERIFY(page.contains("PASS"));

        // The first clean run became this GPU's baseline: the next one compares with it.
        const StressVerdict second = runToEnd();
        QCOMPARE(second.status, VerdictStatus::Pass);
        QVERIFY(second.gpus.at(0).tests.at(1).baselineDeltaPercent.has_value());
        QVERIFY(panel_->progressModel()->cellText(0, QStringLiteral("gemm"), StressProgressModel::Baseline).contains(QStringLiteral("vs baseline")));
    }

    void plantedFaultFailsWithItsReason()
    {
        chooseCustom({QStringLiteral("gemm")}, 0.4, QStringLiteral("bitflip"));
        const StressVerdict verdict = runToEnd();
        QCOMPARE(verdict.status, VerdictStatus::Fail);
        const QString reasons = panel_->findChild<QLabel *>(QStringLiteral("reasonsLabel"))->text();
        QVERIFY2(reasons.contains(QStringLiteral("bitflip")), qPrintable(reasons));
        QCOMPARE(panel_->progressModel()->cellText(0, QStringLiteral("gemm"), StressProgressModel::Result), QStringLiteral("FAIL"));
        QVERIFY(panel_->grab().save(QStringLiteral(ROCMTUNE_STRESS_SCREENSHOT_DIR "/stress-panel-fail.png")));
    }

    void allGpusRunInParallel()
    {
        chooseCustom({QStringLiteral("compute")}, 0.5);
        panel_->findChild<QCheckBox *>(QStringLiteral("allGpusCheck"))->setChecked(true);
        QCOMPARE(panel_->planFromUi().devices, (QVector<int>{0, 1}));
        const StressVerdict verdict = runToEnd();
        QCOMPARE(verdict.gpus.size(), 2);
        QCOMPARE(verdict.status, VerdictStatus::Pass);
        QCOMPARE(panel_->progressModel()->rowCount(), 2);
    }

    void cancelStopsTheRun()
    {
        chooseCustom({QStringLiteral("compute")}, 60);
        QSignalSpy finished(panel_.get(), &StressPanel::runFinished);
        QTest::mouseClick(panel_->findChild<QPushButton *>(QStringLiteral("startButton")), Qt::LeftButton);
        QVERIFY(panel_->isRunning());
        QTest::qWait(400);
        QTest::mouseClick(panel_->findChild<QPushButton *>(QStringLiteral("cancelButton")), Qt::LeftButton);
        QVERIFY(finished.wait(10000));
        QCOMPARE(finished.at(0).at(0).value<StressVerdict>().status, VerdictStatus::Cancelled);
        QVERIFY(!panel_->isRunning());
    }

    // ECC counts of the simulated GPU rise while the test runs: a new
    // uncorrectable error fails naming GPU and block; correctable ones are a
    // warning with counts per block.
    static EccStatus eccCounts(quint64 umcCe, quint64 umcUe)
    {
        EccStatus ecc;
        ecc.available = true;
        ecc.blocks = {EccBlockCounts{QStringLiteral("umc"), true, umcCe, umcUe}};
        return ecc;
    }

    void eccErrorsDuringTheRunAreInTheVerdict()
    {
        chooseCustom({QStringLiteral("compute")}, 1.0);
        backend_->setEcc(0, eccCounts(2, 0));
        QTimer::singleShot(500, panel_.get(), [this] { backend_->setEcc(0, eccCounts(2, 1)); });
        const StressVerdict failed = runToEnd();
        QCOMPARE(failed.status, VerdictStatus::Fail);
        QString reasons = panel_->findChild<QLabel *>(QStringLiteral("reasonsLabel"))->text();
        QVERIFY2(reasons.contains(QStringLiteral("in the UMC block during the run")) && reasons.contains(QStringLiteral("GPU 0: 1 new uncorrectable ECC error")), qPrintable(reasons));

        backend_->setEcc(0, eccCounts(2, 1));
        QTimer::singleShot(500, panel_.get(), [this] { backend_->setEcc(0, eccCounts(9, 1)); });
        const StressVerdict warned = runToEnd();
        QCOMPARE(warned.status, VerdictStatus::Pass);
        reasons = panel_->findChild<QLabel *>(QStringLiteral("reasonsLabel"))->text();
        QVERIFY2(reasons.contains(QStringLiteral("during the run (UMC 7)")) && reasons.contains(QStringLiteral("Warning: 7 new correctable ECC error")), qPrintable(reasons));
    }

    void crashedRunnerFails()
    {
        qputenv("ROCMTUNE_FAKE_MODE", "crash");
        chooseCustom({QStringLiteral("compute")}, 1);
        const StressVerdict verdict = runToEnd();
        qunsetenv("ROCMTUNE_FAKE_MODE");
        QCOMPARE(verdict.status, VerdictStatus::Fail);
        QVERIFY(panel_->findChild<QLabel *>(QStringLiteral("reasonsLabel"))->text().contains(QStringLiteral("crashed")));
    }

    void applyAndValidateKeepsAPassingChange()
    {
        testing::SimulatedTuningPort port(backend_.get());
        const quint64 before = port.currentCap(0);
        port.prepared = before - 10'000'000;
        StressTuningBox *box = panel_->attachTuning(&port);
        StressPlan shortCheck = StressPlan::fromPreset(StressPreset::Quick);
        shortCheck.tests = {QStringLiteral("compute")};
        shortCheck.secondsPerTest = 0.4; // the Quick check's logic, shortened for the test
        box->validation()->setPlan(shortCheck);
        auto store = std::make_shared<ProfileStore>(dir_.filePath(QStringLiteral("profiles")));
        box->setProfileStore(store);
        box->setProfileNamer([](const QString &suggested, const DeviceInfo &, const QStringList &, const QString &) {
            return std::optional<ProfileNaming>(ProfileNaming{suggested, false});
        });
        QSignalSpy passed(box->validation(), &TuningValidation::passed);
        box->applyAndValidate(0);
        QVERIFY(panel_->isRunning());
        QVERIFY(passed.wait(10000));
        auto *saveButton = box->findChild<QPushButton *>(QStringLiteral("saveProfileButton"));
        QVERIFY(saveButton->isVisible());
        QVERIFY(panel_->grab().save(QStringLiteral(ROCMTUNE_STRESS_SCREENSHOT_DIR "/stress-panel-validate.png")));
        QTest::mouseClick(saveButton, Qt::LeftButton);
        QCOMPARE(box->validation()->outcome(), TuningValidation::Outcome::Kept);
        const auto saved = store->findById(box->lastSavedProfileId());
        QVERIFY(saved.has_value());
        QVERIFY(saved->validation.has_value() && saved->validation->passed);
        QCOMPARE(port.currentCap(0), before - 10'000'000);
    }

    void applyAndValidateRevertsAFailingChange()
    {
        qputenv("ROCMTUNE_FAKE_MODE", "crash");
        testing::SimulatedTuningPort port(backend_.get());
        const quint64 before = port.currentCap(0);
        port.prepared = before - 10'000'000;
        StressTuningBox *box = panel_->attachTuning(&port);
        StressPlan shortCheck = StressPlan::fromPreset(StressPreset::Quick);
        shortCheck.tests = {QStringLiteral("compute")};
        shortCheck.secondsPerTest = 1;
        box->validation()->setPlan(shortCheck);
        QSignalSpy finished(box->validation(), &TuningValidation::finished);
        box->applyAndValidate(0);
        QVERIFY(finished.wait(10000));
        qunsetenv("ROCMTUNE_FAKE_MODE");
        QCOMPARE(box->validation()->outcome(), TuningValidation::Outcome::Reverted);
        QCOMPARE(port.currentCap(0), before);
        QVERIFY2(box->statusText().contains(QStringLiteral("crashed")), qPrintable(box->statusText()));
    }

    void powerSweepPlotsEveryCapAndRestoresTheOriginal()
    {
        testing::SimulatedTuningPort port(backend_.get());
        const quint64 before = port.currentCap(0);
        StressTuningBox *box = panel_->attachTuning(&port);
        box->setSweepSecondsPerStep(0.3);
        // The sweep's choices: the MLP, the MNIST CNN and the GEMM; this one sweeps the CNN.
        auto *sweepTest = box->findChild<QComboBox *>(QStringLiteral("sweepTestCombo"));
        QCOMPARE(sweepTest->count(), 3);
        QVERIFY(sweepTest->findData(QStringLiteral("cnn")) >= 0);
        QCOMPARE(sweepTest->itemText(sweepTest->findData(QStringLiteral("cnn"))), QStringLiteral("Training step (MNIST CNN)"));
        sweepTest->setCurrentIndex(sweepTest->findData(QStringLiteral("cnn")));
        // Review D24: before a sweep its graph showed bare axes from 0 to 5 (both value axes); now one sentence.
        QVERIFY2(box->sweepEmptyText().startsWith(QStringLiteral("No sweep yet")), qPrintable(box->sweepEmptyText()));
        QVERIFY(!box->sweepPlot()->xAxis->visible() && !box->sweepPlot()->yAxis->visible() && !box->sweepPlot()->yAxis2->visible());
        QSignalSpy finished(box->sweep(), &PowerSweep::finished);
        box->startSweep(0);
        QVERIFY2(box->sweepEmptyText().startsWith(QStringLiteral("Sweeping")), qPrintable(box->sweepEmptyText()));
        QVERIFY(finished.wait(20000));
        QVERIFY(finished.at(0).at(0).toBool());
        const int steps = static_cast<int>(PowerSweep::capsFor(*port.powerCap(0)).size());
        QCOMPARE(box->sweep()->points().size(), steps);
        // The fake runner's cnn result (52,000 samples/s; its train says 410,000).
        QCOMPARE(box->sweep()->points().at(0).unit, QStringLiteral("samples/s"));
        QVERIFY(box->sweep()->points().at(0).throughput.value_or(0) < 100000);
        QCOMPARE(box->sweepPlot()->graph(0)->dataCount(), steps);
        QCOMPARE(box->sweepPlot()->graph(1)->dataCount(), steps);
        QVERIFY(box->sweepEmptyText().isEmpty() && box->sweepPlot()->yAxis2->visible() && box->sweepPlot()->legend->visible());
        QCOMPARE(port.currentCap(0), before);
        QVERIFY2(box->statusText().contains(QStringLiteral("Most efficient")), qPrintable(box->statusText()));
        QVERIFY(panel_->grab().save(QStringLiteral(ROCMTUNE_STRESS_SCREENSHOT_DIR "/stress-panel-sweep.png")));
        QTest::mouseClick(box->findChild<QPushButton *>(QStringLiteral("keepBestButton")), Qt::LeftButton);
        QCOMPARE(port.currentCap(0), box->sweep()->best()->capMicrowatts);
    }

    void missingRunnerSpeaksAUsersWords()
    {
        qputenv("ROCMTUNE_BENCH", "/nonexistent/rocmtune-bench");
        panel_->setRunnerPath(QString());
        qunsetenv("ROCMTUNE_BENCH");
        QVERIFY(!panel_->findChild<QPushButton *>(QStringLiteral("startButton"))->isEnabled());
        const QString text = panel_->findChild<QLabel *>(QStringLiteral("runnerLabel"))->text();
        QVERIFY2(text.contains(QStringLiteral("The stress tests are not installed")), qPrintable(text));
        QVERIFY2(text.contains(QStringLiteral("href=\"https://github.com/rocmtune/rocmtune#stress-test\"")), qPrintable(text));
        // No build paths, no cmake lines.
        QVERIFY2(!text.contains(QStringLiteral("cmake")) && !text.contains(QStringLiteral("DROCMTUNE")), qPrintable(text));
        QVERIFY2(!text.contains(QStringLiteral("/nonexistent")), qPrintable(text));
        QVERIFY(panel_->grab().save(QStringLiteral(ROCMTUNE_STRESS_SCREENSHOT_DIR "/stress-panel-no-runner.png")));
    }

    // scripts/run.sh opens the window first and builds the runner in the
    // background: the panel finds it when it appears, without a restart.
    void runnerBuiltAfterTheWindowOpenedIsFound()
    {
        const QString later = dir_.filePath(QStringLiteral("later/rocmtune-bench"));
        qputenv("ROCMTUNE_BENCH", later.toUtf8());
        panel_->setRunnerPollIntervalMs(100);
        panel_->setRunnerPath(QString());
        QVERIFY(!panel_->runnerProblem().isEmpty());
        QVERIFY(!panel_->findChild<QPushButton *>(QStringLiteral("startButton"))->isEnabled());
        QSignalSpy found(panel_.get(), &StressPanel::runnerStateChanged);
        QVERIFY(QDir().mkpath(dir_.filePath(QStringLiteral("later"))));
        QVERIFY(QFile::copy(QStringLiteral(ROCMTUNE_FAKE_BENCH_PATH), later));
        QVERIFY(QFile::setPermissions(later, QFile::permissions(later) | QFileDevice::ExeOwner));
        QVERIFY(found.wait(3000));
        qunsetenv("ROCMTUNE_BENCH");
        QCOMPARE(found.last().at(0).toString(), QString());
        QVERIFY(panel_->runnerProblem().isEmpty());
        QVERIFY(panel_->findChild<QPushButton *>(QStringLiteral("startButton"))->isEnabled());
    }
};

QTEST_MAIN(StressPanelTest)
#include "StressPanelTest.moc"
