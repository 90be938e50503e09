// SPDX-License-Identifier: GPL-3.0-or-later
#include "widgets/stress/StressPanel.h"

#include "core/i18n/ListText.h"
#include "core/stress/HardwareCheck.h"
#include "core/stress/RunnerLocator.h"
#include "core/stress/StressHtmlReport.h"
#include "widgets/common/ClampSaidSpinBox.h"
#include "widgets/common/TextTone.h"
#include "widgets/stress/StressProgressModel.h"
#include "widgets/stress/StressRunPlot.h"
#include "widgets/stress/StressTuningBox.h"

#include <QCheckBox>
#include <QComboBox>
#include <QDateTime>
#include <QDoubleSpinBox>
#include <QEvent>
#include <QFileDialog>
#include <QFormLayout>
#include <QGridLayout>
#include <QGroupBox>
#include <QHBoxLayout>
#include <QHeaderView>
#include <QLabel>
#include <QListWidget>
#include <QMessageBox>
#include <QPushButton>
#include <QScrollArea>
#include <QTimer>
#include <QTreeView>
#include <QVBoxLayout>

namespace rocmtune {

StressPanel::StressPanel(QWidget *parent) : QWidget(parent), baselines_(std::make_unique<BaselineStore>())
{
    setObjectName(QStringLiteral("stressPanel"));
    baselines_->load();
    buildUi();
    runnerPoll_ = new QTimer(this);
    runnerPoll_->setInterval(kRunnerPollMs);
    connect(runnerPoll_, &QTimer::timeout, this, [this] {
        if (!runnerProblem_.isEmpty() && !locateRunner().path.isEmpty())
            setRunnerPath(QString());
    });
    setRunnerPath(QString());
    onPresetChanged();
    retranslateUi();
}

StressPanel::~StressPanel() = default;

void StressPanel::buildUi()
{
    auto *layout = new QVBoxLayout(this);
    planBox_ = new QGroupBox(this);
    auto *planBox = planBox_;
    auto *form = new QFormLayout(planBox);
    presetLabel_ = new QLabel(planBox);
    testsLabel_ = new QLabel(planBox);
    durationLabel_ = new QLabel(planBox);
    faultLabel_ = new QLabel(planBox);
    gpusLabel_ = new QLabel(planBox);
    presetCombo_ = new QComboBox(planBox);
    presetCombo_->setObjectName(QStringLiteral("presetCombo"));
    for (StressPreset p : {StressPreset::Quick, StressPreset::Standard, StressPreset::Soak, StressPreset::Hardware, StressPreset::Custom})
        presetCombo_->addItem(QString(), static_cast<int>(p));
    form->addRow(presetLabel_, presetCombo_);
    // Three per row: five English names in one row are wider than the panel.
    auto *tests = new QGridLayout;
    int testIndex = 0;
    for (const StressTestInfo &t : stressTests()) {
        auto *check = new QCheckBox(planBox);
        check->setObjectName(QStringLiteral("test_%1").arg(QLatin1String(t.key)));
        check->setChecked(true);
        testChecks_.insert(QLatin1String(t.key), check);
        tests->addWidget(check, testIndex / 3, testIndex % 3);
        ++testIndex;
    }
    form->addRow(testsLabel_, tests);
    auto *duration = new ClampSaidDoubleSpinBox(planBox); // a typed 100000 s becomes 86400 s with a word
    durationSpin_ = duration;
    durationSpin_->setObjectName(QStringLiteral("durationSpin"));
    durationSpin_->setRange(0.1, 86400);
    durationSpin_->setDecimals(1);
    form->addRow(durationLabel_, durationSpin_);
    auto *durationNote = new ClampNote(planBox);
    durationNote->watch(duration);
    form->addRow(QString(), durationNote);
    faultCombo_ = new QComboBox(planBox);
    faultCombo_->setObjectName(QStringLiteral("faultCombo"));
    faultCombo_->addItem(QString(), QString());
    for (const QString &fault : faultKinds())
        faultCombo_->addItem(QString(), fault);
    form->addRow(faultLabel_, faultCombo_);
    keepGoingCheck_ = new QCheckBox(planBox);
    keepGoingCheck_->setObjectName(QStringLiteral("keepGoingCheck"));
    form->addRow(QString(), keepGoingCheck_);
    gpuList_ = new QListWidget(planBox);
    gpuList_->setObjectName(QStringLiteral("gpuList"));
    gpuList_->setMaximumHeight(80);
    allGpusCheck_ = new QCheckBox(planBox);
    allGpusCheck_->setObjectName(QStringLiteral("allGpusCheck"));
    auto *gpus = new QVBoxLayout;
    gpus->addWidget(gpuList_);
    gpus->addWidget(allGpusCheck_);
    form->addRow(gpusLabel_, gpus);
    layout->addWidget(planBox);

    runnerLabel_ = new QLabel(this);
    runnerLabel_->setObjectName(QStringLiteral("runnerLabel"));
    runnerLabel_->setWordWrap(true);
    runnerLabel_->setTextInteractionFlags(Qt::TextBrowserInteraction);
    runnerLabel_->setOpenExternalLinks(true);
    layout->addWidget(runnerLabel_);

    auto *buttons = new QHBoxLayout;
    startButton_ = new QPushButton(this);
    startButton_->setObjectName(QStringLiteral("startButton"));
    cancelButton_ = new QPushButton(this);
    cancelButton_->setObjectName(QStringLiteral("cancelButton"));
    exportButton_ = new QPushButton(this);
    exportButton_->setObjectName(QStringLiteral("exportButton"));
    buttons->addWidget(startButton_);
    hardwareButton_ = new QPushButton(this);
    hardwareButton_->setObjectName(QStringLiteral("hardwareCheckButton"));
    buttons->addWidget(hardwareButton_);
    buttons->addWidget(cancelButton_);
    buttons->addStretch();
    buttons->addWidget(exportButton_);
    layout->addLayout(buttons);

    verdictLabel_ = new QLabel(this);
    verdictLabel_->setObjectName(QStringLiteral("verdictLabel"));
    QFont big = verdictLabel_->font();
    big.setPointSize(big.pointSize() + 6);
    big.setBold(true);
    verdictLabel_->setFont(big);
    reasonsLabel_ = new QLabel(this);
    reasonsLabel_->setObjectName(QStringLiteral("reasonsLabel"));
    reasonsLabel_->setWordWrap(true);
    reasonsLabel_->setTextFormat(Qt::RichText);
    layout->addWidget(verdictLabel_);
    layout->addWidget(reasonsLabel_);

    model_ = new StressProgressModel(this);
    progressView_ = new QTreeView(this);
    progressView_->setObjectName(QStringLiteral("progressView"));
    progressView_->setModel(model_);
    progressView_->setRootIsDecorated(true);
    progressView_->header()->setSectionResizeMode(QHeaderView::ResizeToContents);
    progressView_->setMinimumHeight(160);
    layout->addWidget(progressView_, 1);

    plotDeviceCombo_ = new QComboBox(this);
    plotDeviceCombo_->setObjectName(QStringLiteral("plotDeviceCombo"));
    layout->addWidget(plotDeviceCombo_);
    auto *plotRow = new QHBoxLayout;
    for (StressRunPlot::Kind kind : {StressRunPlot::Kind::Temperature, StressRunPlot::Kind::Power, StressRunPlot::Kind::Clock,
                                     StressRunPlot::Kind::Throughput}) {
        auto *plot = new StressRunPlot(kind, this);
        plots_ << plot;
        plotRow->addWidget(plot);
    }
    layout->addLayout(plotRow, 1);

    plotTimer_ = new QTimer(this);
    plotTimer_->setInterval(1000);
    connect(plotTimer_, &QTimer::timeout, this, &StressPanel::refreshPlots);
    connect(presetCombo_, &QComboBox::currentIndexChanged, this, &StressPanel::onPresetChanged);
    connect(startButton_, &QPushButton::clicked, this, &StressPanel::start);
    connect(hardwareButton_, &QPushButton::clicked, this, &StressPanel::startHardwareCheck);
    connect(cancelButton_, &QPushButton::clicked, this, &StressPanel::cancel);
    connect(exportButton_, &QPushButton::clicked, this, &StressPanel::exportInteractive);
    connect(allGpusCheck_, &QCheckBox::toggled, gpuList_, &QWidget::setDisabled);
    connect(plotDeviceCombo_, &QComboBox::currentIndexChanged, this, &StressPanel::refreshPlots);
}

void StressPanel::changeEvent(QEvent *event)
{
    QWidget::changeEvent(event);
    if (event->type() == QEvent::LanguageChange)
        retranslateUi();
}

void StressPanel::retranslateUi()
{
    setWindowTitle(tr("Stress test")); // the main window's tab name
    planBox_->setTitle(tr("What to run"));
    presetLabel_->setText(tr("Preset:"));
    testsLabel_->setText(tr("Tests:"));
    durationLabel_->setText(tr("Duration:"));
    faultLabel_->setText(tr("Plant a fault to prove the checks:"));
    gpusLabel_->setText(tr("GPUs:"));
    for (int i = 0; i < presetCombo_->count(); ++i)
        presetCombo_->setItemText(i, stressPresetLabel(static_cast<StressPreset>(presetCombo_->itemData(i).toInt())));
    for (const StressTestInfo &t : stressTests())
        testChecks_.value(QLatin1String(t.key))->setText(QCoreApplication::translate("Stress", t.label));
    durationSpin_->setSuffix(tr(" s per test"));
    for (int i = 0; i < faultCombo_->count(); ++i) {
        const QString fault = faultCombo_->itemData(i).toString();
        faultCombo_->setItemText(i, fault.isEmpty() ? tr("none") : tr("%1 (in %2)").arg(fault, joinList(faultTests(fault))));
    }
    allGpusCheck_->setText(tr("All GPUs in parallel"));
    keepGoingCheck_->setText(tr("Keep going after a fault (full census)"));
    keepGoingCheck_->setToolTip(tr("Without it the first fault stops every GPU's test and the run fails at once."));
    startButton_->setText(tr("Start stress test"));
    hardwareButton_->setText(tr("I changed hardware: check everything"));
    hardwareButton_->setToolTip(tr("After a card was moved, a riser, cable or board replaced, or a GPU added: Doctor's checks, "
                                   "the PCIe link and GPU-to-GPU copies, a short run of every other test on every GPU, "
                                   "ECC and PCIe error counts. About 2 minutes."));
    cancelButton_->setText(tr("Cancel"));
    exportButton_->setText(tr("Export report…"));
    relabelDevices();
    // A located runner's problem is a sentence: locate it again to say it anew.
    if (!runnerProblem_.isEmpty())
        setRunnerPath(QString());
    else
        updateRunnerState();
    // The run's table, verdict and graphs: fill them again from the session.
    model_->retranslate();
    if (session_) {
        for (int device : session_->plan().devices)
            onUpdated(device);
        if (const auto verdict = session_->verdict()) {
            model_->showVerdict(*verdict);
            showVerdictText(*verdict);
        } else if (session_->isRunning()) {
            showRunningText(session_->plan());
        }
        refreshPlots();
    }
}

void StressPanel::setRunnerPath(const QString &path)
{
    if (!path.isEmpty()) {
        runnerPath_ = path;
        runnerProblem_.clear();
    } else {
        const RunnerLocation location = locateRunner();
        runnerPath_ = location.path;
        // The user's words here; the searched paths and build commands are
        // for the CLI's --verbose and the log.
        runnerProblem_ = location.path.isEmpty() ? runnerMissingUserText() : QString();
        if (location.path.isEmpty())
            qInfo("%s", qPrintable(runnerMissingText(location)));
    }
    if (runnerProblem_.isEmpty())
        runnerPoll_->stop();
    else if (!runnerPoll_->isActive())
        runnerPoll_->start();
    updateRunnerState();
    emit runnerStateChanged(runnerProblem_);
}

void StressPanel::setRunnerPollIntervalMs(int ms)
{
    runnerPoll_->setInterval(ms);
}

void StressPanel::setBaselinePath(const QString &path)
{
    baselines_ = std::make_unique<BaselineStore>(path);
    baselines_->load();
}

void StressPanel::updateRunnerState()
{
    runnerLabel_->setTextFormat(Qt::RichText);
    runnerLabel_->setText(runnerProblem_.isEmpty()
                              ? tr("Runner: %1").arg(runnerPath_).toHtmlEscaped()
                              : QStringLiteral("%1 <a href=\"%2\">%3</a>")
                                    .arg(runnerProblem_.toHtmlEscaped(), QLatin1String(kStressReadmeUrl), tr("Open the README").toHtmlEscaped()));
    runnerLabel_->setStyleSheet(runnerProblem_.isEmpty() ? QString() : textToneStyle(palette(), TextTone::Error));
    updateButtons();
}

void StressPanel::updateButtons()
{
    const bool running = isRunning();
    startButton_->setEnabled(!running && runnerProblem_.isEmpty() && !devices_.isEmpty());
    hardwareButton_->setEnabled(!running && runnerProblem_.isEmpty() && !devices_.isEmpty());
    cancelButton_->setEnabled(running);
    exportButton_->setEnabled(!running && session_ && session_->verdict().has_value());
    presetCombo_->setEnabled(!running);
}

void StressPanel::onPresetChanged()
{
    const auto preset = static_cast<StressPreset>(presetCombo_->currentData().toInt());
    const bool custom = preset == StressPreset::Custom;
    const StressPlan plan = StressPlan::fromPreset(preset);
    if (!custom) {
        durationSpin_->setValue(plan.secondsPerTest);
        for (auto it = testChecks_.cbegin(); it != testChecks_.cend(); ++it)
            it.value()->setChecked(plan.tests.contains(it.key()));
        faultCombo_->setCurrentIndex(0);
        keepGoingCheck_->setChecked(false);
    }
    durationSpin_->setEnabled(custom);
    faultCombo_->setEnabled(custom);
    keepGoingCheck_->setEnabled(custom);
    for (QCheckBox *check : std::as_const(testChecks_))
        check->setEnabled(custom);
}

void StressPanel::setDevices(const DeviceList &devices)
{
    devices_ = devices;
    QVector<int> checked;
    for (int i = 0; i < gpuList_->count(); ++i) {
        if (gpuList_->item(i)->checkState() == Qt::Checked)
            checked << i;
    }
    if (checked.isEmpty())
        checked << 0;
    model_->renameDevices(devices); // the run's tree names them as the list does (in today's language)
    gpuList_->clear();
    for (int i = 0; i < devices.size(); ++i) {
        auto *item = new QListWidgetItem(gpuLabel(i), gpuList_);
        item->setFlags(item->flags() | Qt::ItemIsUserCheckable);
        item->setCheckState(checked.contains(i) ? Qt::Checked : Qt::Unchecked);
    }
    updateButtons();
    emit devicesChanged();
}

StressPlan StressPanel::planFromUi() const
{
    StressPlan plan = StressPlan::fromPreset(static_cast<StressPreset>(presetCombo_->currentData().toInt()));
    plan.tests.clear();
    for (const StressTestInfo &t : stressTests()) {
        if (testChecks_.value(QLatin1String(t.key))->isChecked())
            plan.tests << QLatin1String(t.key);
    }
    plan.secondsPerTest = durationSpin_->value();
    plan.injectFault = faultCombo_->currentData().toString();
    plan.keepGoing = keepGoingCheck_->isChecked();
    plan.devices.clear();
    for (int i = 0; i < gpuList_->count(); ++i) {
        if (allGpusCheck_->isChecked() || gpuList_->item(i)->checkState() == Qt::Checked)
            plan.devices << i;
    }
    return plan;
}

bool StressPanel::isRunning() const
{
    return session_ && session_->isRunning();
}

void StressPanel::start()
{
    hardwareDoctor_.reset();
    startPlan(planFromUi(), policy_, true);
}

void StressPanel::startHardwareCheck()
{
    if (isRunning())
        return;
    presetCombo_->setCurrentIndex(presetCombo_->findData(static_cast<int>(StressPreset::Hardware)));
    StressPlan plan = StressPlan::fromPreset(StressPreset::Hardware);
    plan.devices.clear();
    for (int i = 0; i < devices_.size(); ++i)
        plan.devices << i; // every GPU: a hardware change can break any of them
    hardwareDoctor_ = runHardwareDoctorChecks(DoctorEnvironment::system());
    if (!startPlan(plan, policy_, true))
        hardwareDoctor_.reset();
}

bool StressPanel::startPlan(const StressPlan &plan, const VerdictPolicy &policy, bool recordBaseline)
{
    if (isRunning())
        return false;
    const QString problem = !runnerProblem_.isEmpty() ? runnerProblem_ : plan.validationError();
    if (!problem.isEmpty()) {
        verdictLabel_->setText(verdictStatusLabel(VerdictStatus::NotRun));
        reasonsLabel_->setText(problem.toHtmlEscaped());
        return false;
    }
    recordBaseline_ = recordBaseline && plan.injectFault.isEmpty();
    environment_ = currentEnvironment(runnerPath_);
    if (tuningReader_)
        environment_.tuning = tuningReader_(plan.devices);
    session_ = std::make_unique<StressSession>(plan, runnerPath_, devices_);
    session_->setPolicy(policy);
    session_->setBaselines(baselines_.get());
    connect(session_.get(), &StressSession::updated, this, &StressPanel::onUpdated);
    connect(session_.get(), &StressSession::finished, this, &StressPanel::onFinished);
    model_->reset(plan, devices_);
    progressView_->expandAll();
    plotDeviceCombo_->blockSignals(true);
    plotDeviceCombo_->clear();
    for (int device : plan.devices)
        plotDeviceCombo_->addItem(tr("Graphs of GPU %1: %2").arg(device).arg(shownNames_.value(device).isEmpty() ? devices_.value(device).name
                                                                                                                 : shownNames_.value(device)),
                                  device);
    plotDeviceCombo_->blockSignals(false);
    showRunningText(plan);
    session_->start();
    plotTimer_->start();
    updateButtons();
    emit runStarted();
    return true;
}

void StressPanel::showRunningText(const StressPlan &plan)
{
    verdictLabel_->setText(tr("Running…"));
    verdictLabel_->setStyleSheet(QString());
    const int gpuCount = static_cast<int>(plan.devices.size());
    reasonsLabel_->setText(tr("%1 tests × %2 s on %n GPU(s).", nullptr, gpuCount).arg(plan.tests.size()).arg(plan.secondsPerTest));
}

void StressPanel::cancel()
{
    if (session_)
        session_->cancel();
}

void StressPanel::addSnapshot(const SnapshotPtr &snapshot)
{
    if (session_)
        session_->addSnapshot(snapshot);
    emit snapshotAdded(snapshot);
}

void StressPanel::onUpdated(int device)
{
    if (const RunnerControl *runner = session_ ? session_->runner(device) : nullptr)
        model_->updateLive(device, runner->record());
}

void StressPanel::onFinished(const StressVerdict &verdict)
{
    plotTimer_->stop();
    for (int device : session_->plan().devices)
        onUpdated(device);
    model_->showVerdict(verdict);
    showVerdictText(verdict);
    if (recordBaseline_ && verdict.passed()) {
        bool changed = false;
        for (const GpuRunData &run : session_->runData())
            changed |= !baselines_->recordMissing(run.info.stableId(), run.info.name, run.record.results(), QDateTime::currentDateTimeUtc()).isEmpty();
        if (changed)
            baselines_->save();
    }
    refreshPlots();
    updateButtons();
    emit runFinished(verdict);
}

void StressPanel::showVerdictText(const StressVerdict &verdict)
{
    verdictLabel_->setText(verdictStatusLabel(verdict.status));
    verdictLabel_->setStyleSheet(textToneStyle(palette(), verdict.passed() ? TextTone::Success : TextTone::Error));
    // Simulated GPUs only: the runner could not use them, and its own words (a CUDA or HIP runtime error) say
    // nothing to a person trying the demo.
    bool simulatedOnly = !verdict.gpus.isEmpty();
    for (const GpuVerdict &g : verdict.gpus)
        simulatedOnly = simulatedOnly && devices_.value(g.device).simulated;
    if (verdict.status == VerdictStatus::NotRun && simulatedOnly) {
        reasonsLabel_->setText(tr("Simulated GPUs can't be stress-tested: the stress tests need a real AMD GPU. A simulated GPU's values "
                                  "come from a model.")
                                   .toHtmlEscaped());
        return;
    }
    QStringList lines;
    if (hardwareDoctor_ && session_ && session_->plan().preset == StressPreset::Hardware) {
        const QVector<VerdictReason> findings = doctorFindings(*hardwareDoctor_);
        lines << QStringLiteral("<b>%1</b>").arg(hardwareCheckSummary(verdict, findings).toHtmlEscaped());
        for (const VerdictReason &f : findings)
            lines << QStringLiteral("<span style=\"color:#666\">%1</span>").arg(tr("Note: %1").arg(f.text()).toHtmlEscaped());
    }
    for (const VerdictReason &r : verdict.allReasons())
        lines << QStringLiteral("• %1").arg(r.text().toHtmlEscaped());
    for (const GpuVerdict &g : verdict.gpus) {
        for (const VerdictReason &r : g.notes)
            lines << QStringLiteral("<span style=\"color:#666\">%1</span>").arg(tr("Note: %1").arg(r.text()).toHtmlEscaped());
    }
    reasonsLabel_->setText(lines.isEmpty() ? tr("Every check passed.") : lines.join(QStringLiteral("<br>")));
}

void StressPanel::refreshPlots()
{
    if (!session_ || plotDeviceCombo_->currentIndex() < 0)
        return;
    const int device = plotDeviceCombo_->currentData().toInt();
    const RunnerControl *runner = session_->runner(device);
    if (!runner)
        return;
    for (StressRunPlot *plot : std::as_const(plots_))
        plot->showRun(session_->telemetry(device), runner->record(), session_->startedMs());
}

QString StressPanel::verdictText() const
{
    return session_ && session_->verdict() ? session_->verdict()->summary() : QString();
}

bool StressPanel::exportReport(const QString &path, QString *error)
{
    if (!session_ || !session_->verdict()) {
        if (error)
            *error = tr("There is no finished run to export.");
        return false;
    }
    StressReportData report{session_->plan(), *session_->verdict(), session_->runData(), environment_, session_->startedMs(), session_->finishedMs()};
    if (path.endsWith(QLatin1String(".json"), Qt::CaseInsensitive))
        return writeStressReportJson(report, path, error);
    // Each GPU's graphs as pictures, drawn by the same plots the panel shows.
    QMap<int, QVector<ReportChartImage>> images;
    for (const GpuRunData &run : report.runs) {
        for (StressRunPlot *plot : std::as_const(plots_)) {
            StressRunPlot picture(plot->kind());
            picture.showRun(run.telemetry, run.record, report.startedMs);
            images[run.device] << ReportChartImage{picture.title(), picture.toPng(900, 260)};
        }
    }
    return writeStressReportHtml(report, path, error, images);
}

StressTuningBox *StressPanel::attachTuning(TuningPort *port)
{
    if (!tuningBox_) {
        tuningBox_ = new StressTuningBox(this, port, this);
        static_cast<QVBoxLayout *>(layout())->insertWidget(3, tuningBox_);
    }
    return tuningBox_;
}

void StressPanel::exportInteractive()
{
    const QString path = QFileDialog::getSaveFileName(this, tr("Export stress report"), QStringLiteral("stress-report.html"),
                                                      tr("HTML report (*.html);;JSON report (*.json)"));
    if (path.isEmpty())
        return;
    QString error;
    if (!exportReport(path, &error))
        QMessageBox::warning(this, tr("Export stress report"), error);
}

QString StressPanel::gpuLabel(int device) const
{
    const QString user = shownNames_.value(device);
    return tr("GPU %1: %2").arg(device).arg(user.isEmpty() ? devices_.value(device).name : user);
}

void StressPanel::setShownNames(const QStringList &names)
{
    if (names == shownNames_)
        return;
    shownNames_ = names;
    relabelDevices();
}

void StressPanel::relabelDevices()
{
    for (int i = 0; i < gpuList_->count() && i < devices_.size(); ++i)
        gpuList_->item(i)->setText(gpuLabel(i));
    for (int i = 0; i < plotDeviceCombo_->count(); ++i) {
        const int device = plotDeviceCombo_->itemData(i).toInt();
        const QString user = shownNames_.value(device);
        plotDeviceCombo_->setItemText(i, tr("Graphs of GPU %1: %2").arg(device).arg(user.isEmpty() ? devices_.value(device).name : user));
    }
}

} // namespace rocmtune
