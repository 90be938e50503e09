// SPDX-License-Identifier: GPL-3.0-or-later
#include "widgets/stress/StressTuningBox.h"

#include "widgets/common/PlotTheme.h"
#include "widgets/tuning/ControlValueLines.h"

#include "core/i18n/ListText.h"
#include "core/profiles/ProfileApplier.h"
#include "core/profiles/ProfileStore.h"
#include "core/stress/ValidatedProfiles.h"
#include "core/tuning/controls/powercap/PowerCapValue.h"
#include "widgets/stress/StressPanel.h"
#include "widgets/stress/ValidateCommandRow.h"

#include <qcustomplot.h>

#include <QComboBox>
#include <QDateTime>
#include <QEvent>
#include <QHBoxLayout>
#include <QLabel>
#include <QPushButton>
#include <QVBoxLayout>

#include <csignal>

namespace rocmtune {

namespace {
QStringList valueLines(const TuningValues &values)
{
    return controlValueLines(values); // as the Tuning view names them, not the CLI's fragments
}
} // namespace

StressTuningBox::StressTuningBox(StressPanel *panel, TuningPort *port, QWidget *parent)
    : QGroupBox(parent), panel_(panel), port_(port)
{
    setObjectName(QStringLiteral("stressTuningBox"));
    // First, so a sweep's next step (started from its own runFinished slot) is not taken for this run.
    connect(panel_, &StressPanel::runFinished, this, &StressTuningBox::onRunFinished);
    validation_ = new TuningValidation(
        port, [this](const StressPlan &plan, const VerdictPolicy &policy) { return startRun(plan, policy, false); }, this);
    sweep_ = new PowerSweep(
        port, [this](const StressPlan &plan, const VerdictPolicy &policy) { return startRun(plan, policy, true); }, this);
    connect(panel_, &StressPanel::runFinished, this, &StressTuningBox::onValidationRunFinished);
    connect(panel_, &StressPanel::snapshotAdded, this, [this](const SnapshotPtr &snapshot) {
        if (commandRun_)
            commandRun_->addSnapshot(snapshot);
    });
    connect(panel_, &StressPanel::runFinished, sweep_, &PowerSweep::runFinished);
    connect(validation_, &TuningValidation::passed, this, &StressTuningBox::onValidationPassed);
    connect(validation_, &TuningValidation::finished, this, &StressTuningBox::onValidationFinished);
    connect(sweep_, &PowerSweep::pointMeasured, this, &StressTuningBox::onSweepPoint);
    connect(sweep_, &PowerSweep::finished, this, &StressTuningBox::onSweepFinished);
    connect(port_, &TuningPort::applied, this, [this](int device, bool ok, const QString &message) {
        if (!keepingBestCap_ || device != device_)
            return;
        if (ok) {
            port_->keep(device);
        } else {
            keepingBestCap_.reset();
            setStatus([=, this] { return tr("The best power cap was refused: %1").arg(message); });
        }
    });
    connect(port_, &TuningPort::kept, this, [this](int device, bool ok, const QString &message) {
        if (!keepingBestCap_ || device != device_)
            return;
        const double keptWatts = static_cast<double>(*keepingBestCap_) / 1e6;
        setStatus([=, this] { return ok ? tr("Power cap %1 W kept.").arg(keptWatts, 0, 'f', 0)
                     : tr("Could not keep it: %1").arg(message); });
        keepingBestCap_.reset();
    });

    auto *layout = new QVBoxLayout(this);
    statusLabel_ = new QLabel(this);
    statusLabel_->setObjectName(QStringLiteral("tuningStatusLabel"));
    statusLabel_->setWordWrap(true);
    statusLabel_->setTextInteractionFlags(Qt::TextSelectableByMouse);
    layout->addWidget(statusLabel_);
    commandRow_ = new ValidateCommandRow(this);
    layout->addWidget(commandRow_);
    auto *decision = new QHBoxLayout;
    keepButton_ = new QPushButton(this);
    keepButton_->setObjectName(QStringLiteral("keepButton"));
    revertButton_ = new QPushButton(this);
    revertButton_->setObjectName(QStringLiteral("revertButton"));
    saveProfileButton_ = new QPushButton(this);
    saveProfileButton_->setObjectName(QStringLiteral("saveProfileButton"));
    decision->addWidget(keepButton_);
    decision->addWidget(saveProfileButton_);
    decision->addWidget(revertButton_);
    decision->addStretch();
    layout->addLayout(decision);

    auto *sweepRow = new QHBoxLayout;
    sweepTestCombo_ = new QComboBox(this);
    sweepTestCombo_->setObjectName(QStringLiteral("sweepTestCombo"));
    sweepTestCombo_->addItem(QString(), QStringLiteral("train"));
    sweepTestCombo_->addItem(QString(), QStringLiteral("cnn"));
    sweepTestCombo_->addItem(QString(), QStringLiteral("gemm"));
    sweepButton_ = new QPushButton(this);
    sweepButton_->setObjectName(QStringLiteral("sweepButton"));
    keepBestButton_ = new QPushButton(this);
    keepBestButton_->setObjectName(QStringLiteral("keepBestButton"));
    saveBestButton_ = new QPushButton(this);
    saveBestButton_->setObjectName(QStringLiteral("saveBestButton"));
    sweepRow->addWidget(sweepTestCombo_);
    sweepRow->addWidget(sweepButton_);
    sweepRow->addWidget(keepBestButton_);
    sweepRow->addWidget(saveBestButton_);
    sweepRow->addStretch();
    layout->addLayout(sweepRow);

    sweepPlot_ = new QCustomPlot(this);
    sweepPlot_->setObjectName(QStringLiteral("sweepPlot"));
    sweepPlot_->setMinimumHeight(180);
    sweepPlot_->yAxis2->setVisible(true);
    sweepPlot_->legend->setVisible(true);
    QCPGraph *throughput = sweepPlot_->addGraph(sweepPlot_->xAxis, sweepPlot_->yAxis);
    throughput->setPen(QPen(QColor(0x1f, 0x77, 0xb4), 2));
    throughput->setScatterStyle(QCPScatterStyle(QCPScatterStyle::ssDisc, 6));
    QCPGraph *perWatt = sweepPlot_->addGraph(sweepPlot_->xAxis, sweepPlot_->yAxis2);
    perWatt->setPen(QPen(QColor(0x2c, 0xa0, 0x2c), 2));
    perWatt->setScatterStyle(QCPScatterStyle(QCPScatterStyle::ssSquare, 6));
    layout->addWidget(sweepPlot_);
    followPlotTheme(sweepPlot_);
    sweepEmpty_.attach(sweepPlot_, true);

    connect(keepButton_, &QPushButton::clicked, validation_, &TuningValidation::keep);
    connect(revertButton_, &QPushButton::clicked, validation_, &TuningValidation::revert);
    connect(saveProfileButton_, &QPushButton::clicked, this, &StressTuningBox::saveProfile);
    connect(sweepButton_, &QPushButton::clicked, this, [this] { startSweep(device_); });
    connect(keepBestButton_, &QPushButton::clicked, this, &StressTuningBox::keepBestCap);
    connect(saveBestButton_, &QPushButton::clicked, this, &StressTuningBox::saveBestAsProfile);
    connect(validation_, &TuningValidation::stateChanged, this, &StressTuningBox::updateButtons);
    retranslateUi();
    updateButtons();
}

void StressTuningBox::changeEvent(QEvent *event)
{
    QGroupBox::changeEvent(event);
    if (event->type() == QEvent::LanguageChange)
        retranslateUi();
}

void StressTuningBox::retranslateUi()
{
    setTitle(tr("Tuning: validate and find the most efficient power cap"));
    keepButton_->setText(tr("Keep the change"));
    revertButton_->setText(tr("Revert"));
    saveProfileButton_->setText(tr("Keep and save as profile (validated)…"));
    for (int i = 0; i < sweepTestCombo_->count(); ++i)
        sweepTestCombo_->setItemText(i, stressTestLabel(sweepTestCombo_->itemData(i).toString()));
    sweepButton_->setText(tr("Perf-per-watt sweep (60–100% power cap)"));
    keepBestButton_->setText(tr("Keep the best power cap"));
    saveBestButton_->setText(tr("Save best point as profile…"));
    sweepPlot_->xAxis->setLabel(tr("Power cap (W)"));
    if (sweepPlot_->graph(0)->dataCount() == 0) {
        sweepPlot_->yAxis->setLabel(tr("Throughput"));
        sweepPlot_->yAxis2->setLabel(tr("Throughput per watt"));
    }
    sweepPlot_->graph(0)->setName(tr("Throughput"));
    sweepPlot_->graph(1)->setName(tr("Throughput per watt"));
    showSweepEmptyState();
    sweepPlot_->replot();
    if (!statusShown_)
        statusLabel_->setText(tr("Apply a change from the tuning panel with \"Apply and validate\", or sweep the power cap."));
    else if (statusSource_)
        statusLabel_->setText(statusSource_()); // built again in the new language
}

void StressTuningBox::setProfileStore(std::shared_ptr<ProfileStore> store)
{
    profileStore_ = std::move(store);
    updateButtons();
}

QString StressTuningBox::statusText() const
{
    return statusLabel_->text();
}

void StressTuningBox::setStatus(const QString &text)
{
    statusShown_ = true;
    statusSource_ = nullptr;
    statusLabel_->setText(text);
}

void StressTuningBox::setStatus(const std::function<QString()> &text)
{
    setStatus(text());
    statusSource_ = text;
}

bool StressTuningBox::startRun(const StressPlan &plan, const VerdictPolicy &policy, bool sweepStep)
{
    // Validation and sweeps run at changed settings: no baseline is recorded from them.
    sweepStepRunning_ = sweepStep;
    const bool started = panel_->startPlan(plan, policy, false);
    if (!started)
        sweepStepRunning_ = false;
    return started;
}

void StressTuningBox::onRunFinished(const StressVerdict &verdict)
{
    const bool sweepStep = sweepStepRunning_;
    sweepStepRunning_ = false;
    if (!profileStore_ || sweepStep || !panel_->session())
        return;
    const ProfileStamping stamping = stampProfilesInForce(*profileStore_, panel_->session()->plan(), verdict, panel_->environment().tuning,
                                                          panel_->devices(), QDateTime::currentDateTimeUtc());
    QStringList notes;
    if (!stamping.stampedNames.isEmpty()) {
        const int count = static_cast<int>(stamping.stampedNames.size());
        notes << tr("The result is recorded in %n profile(s): %1.", nullptr, count)
                     .arg(joinList(stamping.stampedNames));
    }
    notes << stamping.errors;
    if (!notes.isEmpty())
        setStatus(notes.join(QLatin1Char(' ')));
}

void StressTuningBox::updateButtons()
{
    const bool deciding = validation_->state() == TuningValidation::State::AwaitingDecision;
    keepButton_->setVisible(deciding);
    revertButton_->setVisible(deciding);
    saveProfileButton_->setVisible(deciding && profileStore_ != nullptr);
    const bool busy = sweep_->isRunning() || (validation_->state() != TuningValidation::State::Idle
                                                && validation_->state() != TuningValidation::State::Done);
    // Without a runner no sweep can be judged: say why where the button is.
    const QString runnerProblem = panel_->runnerProblem();
    sweepButton_->setEnabled(!busy && runnerProblem.isEmpty());
    sweepButton_->setToolTip(runnerProblem);
    keepBestButton_->setEnabled(!busy && sweep_->best().has_value());
    saveBestButton_->setVisible(profileStore_ != nullptr);
    saveBestButton_->setEnabled(!busy && sweep_->best().has_value() && sweepStartControls_.has_value());
}

bool StressTuningBox::canStartRuns(const std::function<QString()> &what)
{
    // Checked before anything is applied: no change is made that no check could follow.
    std::function<QString()> why;
    if (!panel_->runnerProblem().isEmpty())
        why = [this] { return panel_->runnerProblem(); }; // the panel says it anew in a new language
    else if (panel_->isRunning())
        why = [this] { return tr("A stress test is running; wait for it or cancel it first."); };
    if (!why)
        return true;
    setStatus([this, what, why] { return tr("%1 cannot start, nothing was changed: %2").arg(what(), why()); });
    return false;
}

void StressTuningBox::applyAndValidate(int device)
{
    device_ = device;
    savedNote_.clear();
    if (!canStartRuns([this] { return tr("Apply and validate"); })) {
        emit validationFinished(device, false, statusLabel_->text());
        return;
    }
    setStatus([=, this] { return tr("Applying the change to GPU %1, then a Quick check …").arg(device); });
    commandStressVerdict_.reset();
    validation_->setHoldSeconds(commandRow_->wanted() ? std::optional<int>(static_cast<int>(validation_->plan().totalSeconds()) + CommandValidationRun::kHoldSeconds)
                                                      : std::nullopt);
    validation_->start(device);
    updateButtons();
}

void StressTuningBox::onValidationRunFinished(const StressVerdict &verdict)
{
    if (validation_->state() != TuningValidation::State::Validating || !verdict.passed() || !commandRow_->wanted()) {
        validation_->runFinished(verdict);
        return;
    }
    RunSessionOptions options;
    options.deviceIndices = {device_};
    options.forwardChannels = false; // its output is shown here
    commandRun_ = std::make_unique<CommandValidationRun>(device_, panel_->devices(), options);
    commandStressVerdict_ = verdict;
    commandOutput_.clear();
    connect(commandRun_.get(), &CommandValidationRun::finished, this, &StressTuningBox::onCommandFinished);
    connect(commandRun_->target(), &RunTarget::output, this, [this](const QByteArray &data) {
        commandOutput_ = (commandOutput_ + QString::fromLocal8Bit(data)).right(400);
        const QString line = commandOutput_.trimmed().section(QLatin1Char('\n'), -1);
        setStatus([this, line] { return tr("The Quick check passed; your command runs under the change: %1").arg(line); });
    });
    QString error;
    const QStringList command = commandRow_->command();
    setStatus([this, command] { return tr("The Quick check passed; your command runs under the change: %1").arg(command.constLast()); });
    if (!commandRun_->start(command, commandRow_->workingDirectory(), &error)) {
        StressVerdict failed = verdict;
        failed.status = VerdictStatus::Fail;
        validation_->runFinished(failed);
        setStatus(error);
    }
}

void StressTuningBox::onCommandFinished(const StressVerdict &verdict)
{
    validation_->runFinished(combineWithCommandVerdict(commandStressVerdict_, verdict));
}

void StressTuningBox::onValidationPassed(const StressVerdict &)
{
    if (commandRun_ && !commandRun_->isRunning() && commandStressVerdict_) {
        const std::optional<int> exitCode = commandRun_->summary().exitCode; // said again in the current language
        setStatus([=, this] { return tr("The change passed the Quick check and your command (it %1). Keep it?").arg(RunTarget::exitText(exitCode)); });
        updateButtons();
        return;
    }
    setStatus([=, this] { return tr("The change passed the Quick check. Keep it?"); });
    updateButtons();
}

void StressTuningBox::onValidationFinished(TuningValidation::Outcome outcome, const QString &message)
{
    // Reverted under a running check (the tuning layer's own revert): the check tests nothing any more.
    if (panel_->isRunning() && !sweep_->isRunning())
        panel_->cancel();
    if (commandRun_ && commandRun_->isRunning())
        commandRun_->target()->sendSignal(SIGTERM); // reverted under it: it checks nothing any more
    // A simulated GPU: the runner's own words (a CUDA or HIP runtime error) say nothing to a person; this does.
    const bool simulatedNotRun = validation_->verdict() && validation_->verdict()->status == VerdictStatus::NotRun
                                 && panel_->devices().value(device_).simulated;
    const QString said = simulatedNotRun ? tr("Simulated GPUs can't be stress-tested: the stress tests need a real AMD GPU. The change was "
                                              "not tested and is reverted.")
                                         : message;
    setStatus(savedNote_.isEmpty() ? said : QStringLiteral("%1 %2").arg(said, savedNote_));
    updateButtons();
    emit validationFinished(device_, outcome == TuningValidation::Outcome::Kept, statusLabel_->text());
}

bool StressTuningBox::saveAsProfile(const TuningValues &values, const ProfileValidation &validation)
{
    if (!profileStore_)
        return false;
    const DeviceInfo device = panel_->devices().value(device_);
    const QString suggested = suggestedProfileName(
        *profileStore_, tr("%1 validated %2").arg(device.name, QDate::currentDate().toString(Qt::ISODate)));
    const QString validationLine = tr("%1 — %2").arg(validation.passed ? tr("validated") : tr("not validated"), validation.summary);
    const auto naming = profileNamer_ ? profileNamer_(suggested, device, valueLines(values), validationLine)
                                      : SaveProfileDialog::ask(this, suggested, device, valueLines(values), validationLine);
    if (!naming)
        return false;
    const ProfileTarget target = naming->thisCardOnly ? ProfileTarget::forDevice(device) : ProfileTarget::forModelOf(device);
    QString error;
    const auto saved = saveValidatedProfile(*profileStore_, naming->name, target, values, validation, &error);
    if (!saved) {
        setStatus([=, this] { return tr("The profile was not saved: %1").arg(error); });
        return false;
    }
    lastSavedProfileId_ = saved->id;
    savedNote_ = tr("Saved as profile \"%1\" (validated).").arg(saved->name);
    return true;
}

void StressTuningBox::saveProfile()
{
    const auto stamp = validation_->stamp();
    if (!profileStore_ || !stamp || validation_->state() != TuningValidation::State::AwaitingDecision)
        return;
    // What was in force during the check: read when it started, the change applied.
    const QMap<int, ControlState> &tuning = panel_->environment().tuning;
    const std::optional<ControlState> state = tuning.contains(device_) ? std::optional(tuning.value(device_)) : port_->controls(device_);
    if (!state) {
        setStatus([=, this] { return tr("The profile was not saved: the GPU's controls could not be read."); });
        return;
    }
    if (!saveAsProfile(ProfileApplier::valuesToSave(*state), profileValidationOf(validation_->plan(), *stamp)))
        return;
    validation_->keep();
}

void StressTuningBox::startSweep(int device)
{
    device_ = device;
    if (!canStartRuns([this] { return tr("The perf-per-watt sweep"); }))
        return;
    for (int i = 0; i < sweepPlot_->graphCount(); ++i)
        sweepPlot_->graph(i)->data()->clear();
    sweepStartControls_ = port_->controls(device);
    sweepTest_ = sweepTestCombo_->currentData().toString();
    if (!sweep_->start(device, sweepTest_, sweepSecondsPerStep_)) {
        setStatus(sweep_->message());
        return;
    }
    setStatus([=, this] { return tr("Sweeping the power cap of GPU %1 …").arg(device); });
    showSweepEmptyState(); // "sweeping" until the first point
    sweepPlot_->replot();
    updateButtons();
}

void StressTuningBox::onSweepPoint(const SweepPoint &point)
{
    const double watts = static_cast<double>(point.capMicrowatts) / 1e6;
    if (point.throughput)
        sweepPlot_->graph(0)->addData(watts, *point.throughput);
    if (const auto perWatt = point.throughputPerWatt())
        sweepPlot_->graph(1)->addData(watts, *perWatt);
    sweepPlot_->yAxis->setLabel(point.unit);
    sweepPlot_->yAxis2->setLabel(tr("%1 per W").arg(point.unit));
    sweepPlot_->rescaleAxes();
    sweepPlot_->xAxis->scaleRange(1.15);
    sweepPlot_->yAxis->scaleRange(1.2);
    sweepPlot_->yAxis2->scaleRange(1.2);
    showSweepEmptyState();
    sweepPlot_->replot();
}

void StressTuningBox::showSweepEmptyState()
{
    if (sweepPlot_->graph(0)->dataCount() > 0 || sweepPlot_->graph(1)->dataCount() > 0) {
        sweepEmpty_.hide();
        sweepPlot_->legend->setVisible(true);
        return;
    }
    sweepEmpty_.show(sweep_ && sweep_->isRunning() ? tr("Sweeping: the first step's throughput\nappears here when it ends.")
                                                   : tr("No sweep yet. “Perf-per-watt sweep” runs the chosen test\nat 60–100% power cap and draws its throughput here."));
}

void StressTuningBox::onSweepFinished(bool, const QString &message)
{
    showSweepEmptyState(); // a sweep that measured nothing: "no sweep yet" again, not "sweeping"
    sweepPlot_->replot();
    if (panel_->isRunning())
        panel_->cancel(); // stopped under a running step (the tuning layer reverted the cap)
    QString text = message;
    if (const auto best = sweep_->best())
        text += QLatin1Char(' ') + tr("Most efficient: %1 W (%2 %3 per W).")
                                       .arg(static_cast<double>(best->capMicrowatts) / 1e6, 0, 'f', 0)
                                       .arg(best->throughputPerWatt().value_or(0), 0, 'g', 4)
                                       .arg(best->unit);
    setStatus(text);
    updateButtons();
}

void StressTuningBox::keepBestCap()
{
    const auto best = sweep_->best();
    if (!best)
        return;
    keepingBestCap_ = best->capMicrowatts;
    port_->applyPowerCap(device_, best->capMicrowatts, 60);
}

void StressTuningBox::saveBestAsProfile()
{
    const auto best = sweep_->best();
    if (!best || !sweepStartControls_ || sweep_->isRunning())
        return;
    // The settings the sweep ran with: those in force when it started, at the best cap.
    TuningValues values = ProfileApplier::valuesToSave(*sweepStartControls_);
    values.perControl.set(PowerCapValue{best->capMicrowatts});
    savedNote_.clear();
    if (saveAsProfile(values, profileValidationOf(*best, sweepTest_, QDateTime::currentDateTimeUtc())))
        setStatus(savedNote_);
}

} // namespace rocmtune
