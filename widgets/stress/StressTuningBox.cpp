// SPDX-License-Identifier: GPL-3.0-or-later
#include "StressTuningBox.h"

#include "StressPanel.h"

#include <qcustomplot.h>

#include <QComboBox>
#include <QEvent>
#include <QHBoxLayout>
#include <QLabel>
#include <QPushButton>
#include <QVBoxLayout>

namespace rocmtune {

StressTuningBox::StressTuningBox(StressPanel *panel, TuningPort *port, QWidget *parent)
    : QGroupBox(parent),
      panel_(panel),
      port_(port)
{
    setObjectName(QStringLiteral("stressTuningBox"));
    const auto starter = [this](const StressPlan &plan, const VerdictPolicy &policy) { return startRun(plan, policy); };
    validation_ = new TuningValidation(port, starter, this);
    sweep_ = new PowerSweep(port, starter, this);
    connect(panel_, &StressPanel::runFinished, validation_, &TuningValidation::runFinished);
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
            statusLabel_->setText(tr("The best power cap was refused: %1").arg(message));
        }
    });
    connect(port_, &TuningPort::kept, this, [this](int device, bool ok, const QString &message) {
        if (!keepingBestCap_ || device != device_)
            return;
        statusLabel_->setText(ok ? tr("Power cap %1 W kept.").arg(*keepingBestCap_ / 1e6, 0, 'f', 0) : tr("Could not keep it: %1").arg(message));
        keepingBestCap_.reset();
    });

    auto *layout = new QVBoxLayout(this);
    statusLabel_ = new QLabel(this);
    statusLabel_->setObjectName(QStringLiteral("tuningStatusLabel"));
    statusLabel_->setWordWrap(true);
    layout->addWidget(statusLabel_);
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
    sweepTestCombo_->addItem(QString(), QStringLiteral("gemm"));
    sweepButton_ = new QPushButton(this);
    sweepButton_->setObjectName(QStringLiteral("sweepButton"));
    keepBestButton_ = new QPushButton(this);
    keepBestButton_->setObjectName(QStringLiteral("keepBestButton"));
    sweepRow->addWidget(sweepTestCombo_);
    sweepRow->addWidget(sweepButton_);
    sweepRow->addWidget(keepBestButton_);
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

    connect(keepButton_, &QPushButton::clicked, validation_, &TuningValidation::keep);
    connect(revertButton_, &QPushButton::clicked, validation_, &TuningValidation::revert);
    connect(saveProfileButton_, &QPushButton::clicked, this, &StressTuningBox::saveProfile);
    connect(sweepButton_, &QPushButton::clicked, this, [this] { startSweep(device_); });
    connect(keepBestButton_, &QPushButton::clicked, this, &StressTuningBox::keepBestCap);
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
    saveProfileButton_->setText(tr("Keep and save as profile"));
    for (int i = 0; i < sweepTestCombo_->count(); ++i)
        sweepTestCombo_->setItemText(i, stressTestLabel(sweepTestCombo_->itemData(i).toString()));
    sweepButton_->setText(tr("Perf-per-watt sweep (60–100 % power cap)"));
    keepBestButton_->setText(tr("Keep the best power cap"));
    sweepPlot_->xAxis->setLabel(tr("power cap (W)"));
    sweepPlot_->yAxis->setLabel(sweepUnit_.isEmpty() ? tr("throughput") : sweepUnit_);
    sweepPlot_->yAxis2->setLabel(sweepUnit_.isEmpty() ? tr("throughput per watt") : tr("%1 per W").arg(sweepUnit_));
    sweepPlot_->graph(0)->setName(tr("throughput"));
    sweepPlot_->graph(1)->setName(tr("throughput per watt"));
    sweepPlot_->replot(QCustomPlot::rpQueuedReplot);
    // The first hint follows the language until something else is shown.
    if (statusLabel_->text() == hintShown_) {
        hintShown_ = tr("Apply a change from the tuning panel with \"Apply and validate\", or sweep the power cap.");
        statusLabel_->setText(hintShown_);
    }
}

void StressTuningBox::setProfileSaver(ProfileSaver saver)
{
    profileSaver_ = std::move(saver);
    updateButtons();
}

QString StressTuningBox::statusText() const
{
    return statusLabel_->text();
}

bool StressTuningBox::startRun(const StressPlan &plan, const VerdictPolicy &policy)
{
    // Validation and sweeps run at changed settings: no baseline is recorded from them.
    return panel_->startPlan(plan, policy, false);
}

void StressTuningBox::updateButtons()
{
    const bool deciding = validation_->state() == TuningValidation::State::AwaitingDecision;
    keepButton_->setVisible(deciding);
    revertButton_->setVisible(deciding);
    saveProfileButton_->setVisible(deciding && static_cast<bool>(profileSaver_));
    const bool busy = sweep_->isRunning() || (validation_->state() != TuningValidation::State::Idle
                                                && validation_->state() != TuningValidation::State::Done);
    sweepButton_->setEnabled(!busy);
    keepBestButton_->setEnabled(!busy && sweep_->best().has_value());
}

void StressTuningBox::applyAndValidate(int device)
{
    device_ = device;
    statusLabel_->setText(tr("Applying the change to GPU %1, then a Quick check …").arg(device));
    validation_->start(device);
    updateButtons();
}

void StressTuningBox::onValidationPassed(const StressVerdict &)
{
    statusLabel_->setText(tr("The change passed the Quick check. Keep it?"));
    updateButtons();
}

void StressTuningBox::onValidationFinished(TuningValidation::Outcome, const QString &message)
{
    statusLabel_->setText(message);
    updateButtons();
}

void StressTuningBox::saveProfile()
{
    const auto stamp = validation_->stamp();
    if (!profileSaver_ || !stamp)
        return;
    QString error;
    if (!profileSaver_(device_, *stamp, &error)) {
        statusLabel_->setText(tr("The profile was not saved: %1").arg(error));
        return;
    }
    validation_->keep();
}

void StressTuningBox::startSweep(int device)
{
    device_ = device;
    for (int i = 0; i < sweepPlot_->graphCount(); ++i)
        sweepPlot_->graph(i)->data()->clear();
    if (!sweep_->start(device, sweepTestCombo_->currentData().toString(), sweepSecondsPerStep_)) {
        statusLabel_->setText(sweep_->message());
        return;
    }
    statusLabel_->setText(tr("Sweeping the power cap of GPU %1 …").arg(device));
    updateButtons();
}

void StressTuningBox::onSweepPoint(const SweepPoint &point)
{
    const double watts = point.capMicrowatts / 1e6;
    if (point.throughput)
        sweepPlot_->graph(0)->addData(watts, *point.throughput);
    if (const auto perWatt = point.throughputPerWatt())
        sweepPlot_->graph(1)->addData(watts, *perWatt);
    sweepUnit_ = point.unit;
    sweepPlot_->yAxis->setLabel(point.unit);
    sweepPlot_->yAxis2->setLabel(tr("%1 per W").arg(point.unit));
    sweepPlot_->rescaleAxes();
    sweepPlot_->xAxis->scaleRange(1.15);
    sweepPlot_->yAxis->scaleRange(1.2);
    sweepPlot_->yAxis2->scaleRange(1.2);
    sweepPlot_->replot();
}

void StressTuningBox::onSweepFinished(bool, const QString &message)
{
    QString text = message;
    if (const auto best = sweep_->best())
        text += QLatin1Char(' ') + tr("Most efficient: %1 W (%2 %3 per W).")
                                       .arg(best->capMicrowatts / 1e6, 0, 'f', 0)
                                       .arg(best->throughputPerWatt().value_or(0), 0, 'g', 4)
                                       .arg(best->unit);
    statusLabel_->setText(text);
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

} // namespace rocmtune
