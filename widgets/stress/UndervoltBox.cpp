// SPDX-License-Identifier: GPL-3.0-or-later
#include "UndervoltBox.h"

#include "StressPanel.h"
#include "common/ClampSaidSpinBox.h"
#include "common/PlotTheme.h"
#include "profiles/ProfileStore.h"
#include "stress/ValidatedProfiles.h"
#include "tuning/undervolt/UndervoltProfile.h"

#include <qcustomplot.h>

#include <QComboBox>
#include <QEvent>
#include <QHBoxLayout>
#include <QInputDialog>
#include <QLineEdit>
#include <QLabel>
#include <QPushButton>
#include <QSpinBox>
#include <QVBoxLayout>

namespace rocmtune {

UndervoltBox::UndervoltBox(StressPanel *panel, UndervoltPort *port, QWidget *parent) : QGroupBox(parent), panel_(panel)
{
    setObjectName(QStringLiteral("undervoltBox"));
    search_ = new UndervoltSearch(
        port, [this](const StressPlan &plan, const VerdictPolicy &policy) { return panel_->startPlan(plan, policy, false); }, this);
    connect(panel_, &StressPanel::runFinished, search_, &UndervoltSearch::runFinished);
    connect(search_, &UndervoltSearch::stepFinished, this, &UndervoltBox::onStep);
    connect(search_, &UndervoltSearch::stateChanged, this, &UndervoltBox::refreshButtons);
    connect(search_, &UndervoltSearch::proposalPassed, this, [this](int millivolts) {
        setStatus([millivolts] { return tr("%1 mV passed the Quick check. Keep it, or revert to the original offset.").arg(millivolts); });
        redrawPlot();
    });
    connect(search_, &UndervoltSearch::finished, this, [this](UndervoltReport::Outcome outcome, const QString &message) {
        setStatus([this, message] { return search_->state() == UndervoltSearch::State::Done ? search_->messageNow() : message; });
        redrawPlot();
        emit searchFinished(search_->report().device, outcome, message);
    });

    auto *layout = new QVBoxLayout(this);
    auto *row = new QHBoxLayout;
    stepLabel_ = new QLabel(this);
    auto *step = new ClampSaidIntSpinBox(this); // a typed 500 mV becomes 100 mV with a word, not silently
    stepSpin_ = step;
    stepSpin_->setObjectName(QStringLiteral("undervoltStepSpin"));
    stepSpin_->setRange(5, 100);
    stepSpin_->setSingleStep(5);
    stepSpin_->setValue(10);
    checkLabel_ = new QLabel(this);
    checkCombo_ = new QComboBox(this);
    checkCombo_->setObjectName(QStringLiteral("undervoltCheckCombo"));
    for (UndervoltCheck c : {UndervoltCheck::Quick, UndervoltCheck::Gemm, UndervoltCheck::Train})
        checkCombo_->addItem(QString(), QLatin1String(undervoltCheckKey(c)));
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
    statusLabel_ = new QLabel(this);
    statusLabel_->setObjectName(QStringLiteral("undervoltStatusLabel"));
    statusLabel_->setWordWrap(true);
    layout->addWidget(statusLabel_);
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
    layout->addWidget(plot_);
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
    retranslate();
    refreshButtons();
}

bool UndervoltBox::startSearch(int device)
{
    device_ = device;
    savedThisSearch_ = false;
    search_->setStepMillivolts(stepSpin_->value());
    search_->setCheck(undervoltCheckFromKey(checkCombo_->currentData().toString()).value_or(UndervoltCheck::Quick));
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
    return startQuestion_(device, stepSpin_->value(), undervoltCheckFromKey(checkCombo_->currentData().toString()).value_or(UndervoltCheck::Quick));
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
                                                   tr("Profile name (for this card only; the offset passed the Quick check):"),
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
    checkCombo_->setItemText(0, tr("Quick tests (40 s)"));
    checkCombo_->setItemText(1, tr("GEMM (20 s)"));
    checkCombo_->setItemText(2, tr("Training step (20 s)"));
    startButton_->setText(tr("Find a stable undervolt"));
    startButton_->setToolTip(tr("Steps the voltage offset down from 0 mV, checks each step with a short stress test, stops at the "
                                "first failure and proposes the last pass plus one step, validated with the Quick check."));
    cancelButton_->setText(tr("Cancel"));
    keepButton_->setText(tr("Keep"));
    revertButton_->setText(tr("Revert"));
    saveButton_->setText(tr("Save as validated profile"));
    saveButton_->setToolTip(tr("Saves the offset that passed the Quick check as a profile for this card, marked validated."));
    plot_->xAxis->setLabel(tr("Voltage offset (mV)"));
    plot_->yAxis->setLabel(tr("Power (W)"));
    plot_->yAxis2->setLabel(tr("GFX clock (MHz)"));
    plot_->graph(0)->setName(tr("Power"));
    plot_->graph(1)->setName(tr("GFX clock"));
    plot_->replot(QCustomPlot::rpQueuedReplot); // the labels and the legend drawn again in the new language
    // The status line is made again in the new language; before any search it says what the box does.
    statusLabel_->setText(statusText_ ? statusText_() : tr("Finds the lowest voltage offset this card runs the stress test at without errors."));
}

void UndervoltBox::changeEvent(QEvent *event)
{
    if (event->type() == QEvent::LanguageChange)
        retranslate();
    QGroupBox::changeEvent(event);
}

} // namespace rocmtune
