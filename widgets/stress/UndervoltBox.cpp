// SPDX-License-Identifier: GPL-3.0-or-later
#include "widgets/stress/UndervoltBox.h"

#include "core/profiles/ProfileStore.h"
#include "core/stress/CommandValidation.h"
#include "core/stress/ValidatedProfiles.h"
#include "core/tuning/route/HelperClient.h"
#include "core/undervolt/UndervoltMemory.h"
#include "core/undervolt/UndervoltProfile.h"
#include "core/undervolt/UndervoltProofRequest.h"
#include "widgets/common/ClampSaidSpinBox.h"
#include "widgets/common/PlotTheme.h"
#include "widgets/stress/StressPanel.h"
#include "widgets/stress/ValidateCommandRow.h"

#include <qcustomplot.h>

#include <QCheckBox>
#include <QComboBox>
#include <QEvent>
#include <QHBoxLayout>
#include <QInputDialog>
#include <QLineEdit>
#include <QLabel>
#include <QPushButton>
#include <QSpinBox>
#include <QVBoxLayout>

#include <csignal>

namespace rocmtune {

UndervoltBox::UndervoltBox(StressPanel *panel, UndervoltPort *port, QWidget *parent) : QGroupBox(parent), panel_(panel), port_(port)
{
    setObjectName(QStringLiteral("undervoltBox"));
    search_ = new UndervoltSearch(
        port, [this](const StressPlan &plan, const VerdictPolicy &policy) { return startRun(plan, policy); }, this);
    connect(panel_, &StressPanel::runFinished, search_, [this](const StressVerdict &verdict) {
        if (!commandRun_) // the confirmation by the user's command answers itself
            search_->runFinished(verdict);
    });
    connect(panel_, &StressPanel::snapshotAdded, this, [this](const SnapshotPtr &snapshot) {
        if (commandRun_)
            commandRun_->addSnapshot(snapshot);
    });
    connect(search_, &UndervoltSearch::stepFinished, this, &UndervoltBox::onStep);
    connect(search_, &UndervoltSearch::stateChanged, this, &UndervoltBox::refreshButtons);
    connect(search_, &UndervoltSearch::proposalPassed, this, &UndervoltBox::onProposalPassed);
    connect(search_, &UndervoltSearch::finished, this, [this](UndervoltReport::Outcome outcome, const QString &message) {
        if (commandRun_ && commandRun_->isRunning())
            commandRun_->target()->sendSignal(SIGTERM); // reverted under it: it checks nothing any more
        setStatus([this, message] { return search_->state() == UndervoltSearch::State::Done ? search_->messageNow() : message; });
        redrawPlot();
        refreshProof();
        emit searchFinished(search_->report().device, outcome, message);
    });

    auto *layout = new QVBoxLayout(this);
    auto *row = new QHBoxLayout;
    stepLabel_ = new QLabel(this);
    auto *step = new ClampSaidIntSpinBox(this); // a typed 500 mV becomes 100 mV with a word, not silently
    stepSpin_ = step;
    stepSpin_->setObjectName(QStringLiteral("undervoltStepSpin"));
    const UndervoltSettings defaults; // the CLI's (tuning undervolt)
    stepSpin_->setRange(UndervoltSettings::kMinStepMillivolts, UndervoltSettings::kMaxStepMillivolts);
    stepSpin_->setSingleStep(5);
    stepSpin_->setValue(defaults.stepMillivolts);
    checkLabel_ = new QLabel(this);
    checkCombo_ = new QComboBox(this);
    checkCombo_->setObjectName(QStringLiteral("undervoltCheckCombo"));
    for (UndervoltCheck c : {UndervoltCheck::Transient, UndervoltCheck::Quick, UndervoltCheck::Gemm, UndervoltCheck::Train})
        checkCombo_->addItem(QString(), QLatin1String(undervoltCheckKey(c)));
    checkCombo_->setCurrentIndex(checkCombo_->findData(QLatin1String(undervoltCheckKey(defaults.check))));
    startButton_ = new QPushButton(this);
    startButton_->setObjectName(QStringLiteral("findUndervoltButton"));
    cancelButton_ = new QPushButton(this);
    cancelButton_->setObjectName(QStringLiteral("cancelUndervoltButton"));
    keepButton_ = new QPushButton(this);
    keepButton_->setObjectName(QStringLiteral("keepUndervoltButton"));
    revertButton_ = new QPushButton(this);
    revertButton_->setObjectName(QStringLiteral("revertUndervoltButton"));
    saveButton_ = new QPushButton(this);
    saveButton_->setObjectName(QStringLiteral("saveUndervoltProfileButton"));
    row->addWidget(stepLabel_);
    row->addWidget(stepSpin_);
    row->addWidget(checkLabel_);
    row->addWidget(checkCombo_);
    row->addStretch();
    row->addWidget(startButton_);
    row->addWidget(cancelButton_);
    row->addWidget(keepButton_);
    row->addWidget(revertButton_);
    row->addWidget(saveButton_);
    layout->addLayout(row);
    auto *stepNote = new ClampNote(this);
    stepNote->watch(step);
    layout->addWidget(stepNote);
    commandRow_ = new ValidateCommandRow(this, ValidateCommandRow::Purpose::UndervoltConfirmation);
    layout->addWidget(commandRow_);
    durationLabel_ = new QLabel(this);
    durationLabel_->setObjectName(QStringLiteral("undervoltDurationLabel"));
    durationLabel_->setWordWrap(true);
    layout->addWidget(durationLabel_);
    statusLabel_ = new QLabel(this);
    statusLabel_->setObjectName(QStringLiteral("undervoltStatusLabel"));
    statusLabel_->setWordWrap(true);
    layout->addWidget(statusLabel_);
    proofLabel_ = new QLabel(this);
    proofLabel_->setObjectName(QStringLiteral("undervoltProofLabel"));
    proofLabel_->setWordWrap(true);
    proofLabel_->setTextInteractionFlags(Qt::TextSelectableByMouse);
    layout->addWidget(proofLabel_);
    plot_ = new QCustomPlot(this);
    plot_->setObjectName(QStringLiteral("undervoltPlot"));
    plot_->setMinimumHeight(160);
    plot_->addGraph(plot_->xAxis, plot_->yAxis);
    plot_->graph(0)->setPen(QPen(QColor(230, 90, 60), 2));
    plot_->graph(0)->setScatterStyle(QCPScatterStyle(QCPScatterStyle::ssCircle, 6));
    plot_->addGraph(plot_->xAxis, plot_->yAxis2);
    plot_->graph(1)->setPen(QPen(QColor(60, 140, 230), 2));
    plot_->graph(1)->setScatterStyle(QCPScatterStyle(QCPScatterStyle::ssSquare, 6));
    plot_->yAxis2->setVisible(true);
    plot_->legend->setVisible(true);
    plot_->hide(); // shown with the first step
    layout->addWidget(plot_, 1); // the plot takes the room, the lines above stay compact
    followPlotTheme(plot_);

    connect(startButton_, &QPushButton::clicked, this, [this] {
        if (askToStart(device_))
            startSearch(device_);
    });
    connect(cancelButton_, &QPushButton::clicked, this, [this] {
        using S = UndervoltSearch::State;
        const bool checking = search_->state() == S::Checking || search_->state() == S::Validating;
        search_->cancel([] { return tr("Cancelled, so the offset is reverted."); });
        // The run in progress is this step's check: stop it too (the search ignores its verdict now).
        if (checking && panel_->isRunning())
            panel_->cancel();
    });
    connect(keepButton_, &QPushButton::clicked, search_, &UndervoltSearch::keep);
    connect(revertButton_, &QPushButton::clicked, search_, &UndervoltSearch::discard);
    connect(saveButton_, &QPushButton::clicked, this, &UndervoltBox::saveProfile);
    connect(stepSpin_, &QSpinBox::valueChanged, this, &UndervoltBox::refreshDuration);
    connect(checkCombo_, &QComboBox::currentIndexChanged, this, &UndervoltBox::refreshDuration);
    connect(commandRow_->checkBox(), &QCheckBox::toggled, this, &UndervoltBox::refreshDuration);
    connect(commandRow_->commandEdit(), &QLineEdit::textChanged, this, &UndervoltBox::refreshDuration);
    connect(panel_, &StressPanel::devicesChanged, this, [this] {
        refreshDuration();
        refreshProof();
    });
    retranslate();
    refreshButtons();
}

UndervoltBox::~UndervoltBox() = default;

UndervoltSettings UndervoltBox::settings() const
{
    UndervoltSettings s;
    s.stepMillivolts = stepSpin_->value();
    s.check = undervoltCheckFromKey(checkCombo_->currentData().toString()).value_or(s.check);
    s.confirmWithCommand = commandRow_->wanted();
    return s;
}

UndervoltStartPlan UndervoltBox::startPlan(int device) const
{
    const std::optional<VoltageOffsetControl> offset = port_ ? port_->voltageOffset(device) : std::nullopt;
    return UndervoltStartPlan{panel_->devices().value(device).name, settings(), offset ? offset->allowedMillivolts.min : 0};
}

void UndervoltBox::setDevice(int device)
{
    device_ = device;
    refreshDuration();
    refreshProof();
}

bool UndervoltBox::startRun(const StressPlan &plan, const VerdictPolicy &policy)
{
    if (search_->isConfirming() && running_.confirmWithCommand)
        return startConfirmCommand();
    return panel_->startPlan(plan, policy, false);
}

bool UndervoltBox::startConfirmCommand()
{
    RunSessionOptions options;
    options.deviceIndices = {device_};
    options.forwardChannels = false; // its output is shown here
    options.save = false;            // the confirmation's verdict is in the report; the run itself is not kept
    commandRun_ = std::make_unique<CommandValidationRun>(device_, panel_->devices(), options);
    commandOutput_.clear();
    connect(commandRun_.get(), &CommandValidationRun::finished, this, [this](const StressVerdict &verdict) { search_->runFinished(verdict); });
    connect(commandRun_->target(), &RunTarget::output, this, [this](const QByteArray &data) {
        commandOutput_ = (commandOutput_ + QString::fromLocal8Bit(data)).right(400);
        const QString line = commandOutput_.trimmed().section(QLatin1Char('\n'), -1);
        setStatus([line] { return tr("Your command confirms the offset: %1").arg(line); });
    });
    const QStringList command = commandRow_->command();
    QString error;
    if (!commandRun_->start(command, commandRow_->workingDirectory(), &error)) {
        commandRun_.reset();
        setStatus([error] { return error; });
        return false;
    }
    setStatus([command] { return tr("Your command confirms the offset: %1").arg(command.constLast()); });
    return true;
}

void UndervoltBox::onProposalPassed(int millivolts)
{
    const UndervoltReport &report = search_->report();
    QString error;
    const DeviceInfo card = panel_->devices().value(report.device);
    const std::optional<QJsonObject> proof = rememberUndervolt(card, report, &error);
    const bool remembered = proof.has_value();
    helperNote_.clear();
    // A user's proof reaches the boot service (root, its own folder) only through the helper (polkit asks as for any change).
    if (proof && undervoltProofNeedsHelper(card)) {
        if (!helper_)
            helper_ = new HelperClient(this);
        helper_->run(undervoltProofRequest(report.device, *UndervoltProof::fromJson(*proof)), [this](const QJsonObject &answer) {
            helperNote_ = undervoltProofHelperAnswerText(answer);
            refreshProof();
        });
    }
    setStatus([millivolts, margin = report.marginMillivolts, lowest = report.lastPassMillivolts.value_or(millivolts),
               confirmation = report.confirmation, remembered, error] {
        const QString passed = tr("%1 mV (the lowest pass %2 mV plus a margin of %3 mV) passed the confirmation (%4). "
                                  "Keep it, or revert to the original offset.")
                                   .arg(millivolts)
                                   .arg(lowest)
                                   .arg(margin)
                                   .arg(confirmation);
        return remembered ? passed : QStringLiteral("%1 %2").arg(passed, tr("The result could not be remembered: %1").arg(error));
    });
    refreshProof();
    redrawPlot();
}

void UndervoltBox::refreshDuration()
{
    durationLabel_->setText(undervoltDurationText(startPlan(device_)));
}

void UndervoltBox::refreshProof()
{
    const DeviceInfo device = panel_->devices().value(device_);
    const QString line = device.stableId().isEmpty() ? QString() : undervoltProofLine(device);
    proofLabel_->setText(line.isEmpty() ? QString()
                         : helperNote_.isEmpty() ? tr("Remembered: %1").arg(line)
                                                 : QStringLiteral("%1\n%2").arg(tr("Remembered: %1").arg(line), helperNote_));
    proofLabel_->setVisible(!line.isEmpty());
}

bool UndervoltBox::startSearch(int device)
{
    device_ = device;
    savedThisSearch_ = false;
    commandRun_.reset();
    running_ = settings();
    running_.applyTo(*search_);
    QString error;
    if (!search_->start(device, &error)) {
        setStatus([error] { return error; });
        return false;
    }
    setStatus([] { return tr("Searching: each step is applied, checked and reverted; the first failure ends the search."); });
    redrawPlot();
    return true;
}

bool UndervoltBox::askToStart(int device) const
{
    if (!startQuestion_)
        return true;
    return startQuestion_(startPlan(device));
}

void UndervoltBox::onStep(const UndervoltStep &step)
{
    setStatus([millivolts = step.offsetMillivolts, summary = step.summary] { return tr("%1 mV: %2").arg(millivolts).arg(summary); });
    redrawPlot();
}

void UndervoltBox::redrawPlot()
{
    const UndervoltReport &r = search_->report();
    QVector<double> x, power, x2, clock;
    for (const UndervoltStep &s : r.steps) {
        if (s.averagePowerWatts) {
            x << s.offsetMillivolts;
            power << *s.averagePowerWatts;
        }
        if (s.averageClockMegahertz) {
            x2 << s.offsetMillivolts;
            clock << *s.averageClockMegahertz;
        }
    }
    plot_->graph(0)->setData(x, power);
    plot_->graph(1)->setData(x2, clock);
    plot_->setVisible(!r.steps.isEmpty());
    plot_->rescaleAxes();
    plot_->xAxis->scaleRange(1.1);
    plot_->yAxis->scaleRange(1.2);
    plot_->yAxis2->scaleRange(1.2);
    plot_->replot(QCustomPlot::rpQueuedReplot);
}

void UndervoltBox::refreshButtons()
{
    using S = UndervoltSearch::State;
    const S s = search_->state();
    const bool idle = s == S::Idle || s == S::Done;
    startButton_->setEnabled(idle && panel_->runnerProblem().isEmpty());
    stepSpin_->setEnabled(idle);
    checkCombo_->setEnabled(idle);
    commandRow_->setEnabled(idle);
    cancelButton_->setVisible(s == S::Applying || s == S::Checking || s == S::Validating || s == S::Reverting);
    cancelButton_->setEnabled(s != S::Reverting);
    keepButton_->setVisible(s == S::AwaitingDecision);
    revertButton_->setVisible(s == S::AwaitingDecision);
    // Once the proposal passed: while deciding, and after Keep or Revert.
    using O = UndervoltReport::Outcome;
    const O outcome = search_->report().outcome;
    const bool passed = search_->proposalCheck().has_value()
                        && (s == S::AwaitingDecision || (s == S::Done && (outcome == O::Kept || outcome == O::Discarded)));
    saveButton_->setVisible(profileStore_ && passed);
    saveButton_->setEnabled(!savedThisSearch_);
}

void UndervoltBox::setProfileStore(std::shared_ptr<ProfileStore> store)
{
    profileStore_ = std::move(store);
    refreshButtons();
}

void UndervoltBox::saveProfile()
{
    const UndervoltReport &report = search_->report();
    if (!profileStore_ || !report.proposalMillivolts)
        return;
    const DeviceInfo device = panel_->devices().value(report.device);
    const QString suggested =
        suggestedProfileName(*profileStore_, tr("%1 undervolt %2 mV").arg(device.name, QString::number(*report.proposalMillivolts)));
    const std::optional<QString> name = profileNamer_ ? profileNamer_(suggested) : [&]() -> std::optional<QString> {
        bool ok = false;
        const QString text = QInputDialog::getText(this, tr("Save as validated profile"),
                                                   tr("Profile name (for this card only; the offset passed its confirmation):"),
                                                   QLineEdit::Normal, suggested, &ok);
        return ok ? std::optional(text.trimmed()) : std::nullopt;
    }();
    if (!name)
        return;
    QString error;
    const auto saved = saveUndervoltProfile(*profileStore_, *name, device, report, search_->proposalCheck(), &error);
    if (!saved) {
        setStatus([error] { return tr("The profile was not saved: %1").arg(error); });
    } else {
        savedThisSearch_ = true;
        setStatus([millivolts = *report.proposalMillivolts, name = saved->name] {
            return tr("Saved %1 mV as profile \"%2\" (validated, this card only).").arg(QString::number(millivolts), name);
        });
    }
    refreshButtons();
}

void UndervoltBox::setStatus(std::function<QString()> text)
{
    statusText_ = std::move(text);
    statusLabel_->setText(statusText_());
}

void UndervoltBox::retranslate()
{
    setTitle(tr("Find a stable undervolt"));
    stepLabel_->setText(tr("Step"));
    stepSpin_->setSuffix(tr(" mV"));
    checkLabel_->setText(tr("Check per step"));
    for (int i = 0; i < checkCombo_->count(); ++i) {
        if (const auto check = undervoltCheckFromKey(checkCombo_->itemData(i).toString()))
            checkCombo_->setItemText(i, undervoltCheckText(*check));
    }
    startButton_->setText(tr("Find a stable undervolt"));
    startButton_->setToolTip(tr("Steps the voltage offset down from 0 mV, checks each step with a short stress test, stops at the "
                                "first failure and proposes the lowest pass plus a margin of 2 steps, confirmed with the Standard "
                                "preset or your command, as \"rocmtune-cli tuning undervolt\" does."));
    cancelButton_->setText(tr("Cancel"));
    keepButton_->setText(tr("Keep"));
    revertButton_->setText(tr("Revert"));
    saveButton_->setText(tr("Save as validated profile"));
    saveButton_->setToolTip(tr("Saves the offset that passed its confirmation as a profile for this card, marked validated."));
    plot_->xAxis->setLabel(tr("Voltage offset (mV)"));
    plot_->yAxis->setLabel(tr("Power (W)"));
    plot_->yAxis2->setLabel(tr("GFX clock (MHz)"));
    plot_->graph(0)->setName(tr("Power"));
    plot_->graph(1)->setName(tr("GFX clock"));
    plot_->replot(QCustomPlot::rpQueuedReplot); // the labels and the legend drawn again in the new language
    // The status line is made again in the new language; before any search it says what the box does.
    statusLabel_->setText(statusText_ ? statusText_() : tr("Finds the lowest voltage offset this card runs the stress test at without errors."));
    refreshDuration();
    refreshProof();
}

void UndervoltBox::changeEvent(QEvent *event)
{
    if (event->type() == QEvent::LanguageChange)
        retranslate();
    QGroupBox::changeEvent(event);
}

} // namespace rocmtune
