// SPDX-License-Identifier: GPL-3.0-or-later
#include "TuningPanel.h"

#include "ApplyValidateButton.h"
#include "ControlChoiceLabels.h"
#include "ConfirmCountdownDialog.h"
#include "TuningLogModel.h"
#include "tuning/TuningController.h"
#include "tuning/TuningLog.h"
#include "tuning/TuningPaths.h"
#include "tuning/controls/powercap/PowerCapRule.h"

#include <QComboBox>
#include <QDoubleSpinBox>
#include <QEvent>
#include <QGridLayout>
#include <QHBoxLayout>
#include <QHeaderView>
#include <QJsonArray>
#include <QLabel>
#include <QLocale>
#include <QPushButton>
#include <QScrollArea>
#include <QSignalBlocker>
#include <QSpinBox>
#include <QTabWidget>
#include <QTableView>
#include <QVBoxLayout>

#include <cmath>

namespace rocmtune {

TuningPanel::TuningPanel(TuningController *controller, QWidget *parent)
    : QWidget(parent), controller_(controller), deviceLabel_(new QLabel(this)), device_(new QComboBox(this)), simulated_(new QLabel(this)), tabs_(new QTabWidget(this)),
      dialog_(new ConfirmCountdownDialog(this))
{
    auto *top = new QHBoxLayout;
    deviceLabel_->setBuddy(device_);
    top->addWidget(deviceLabel_);
    top->addWidget(device_, 1);
    top->addWidget(simulated_);
    simulated_->setStyleSheet(QStringLiteral("QLabel { color: #b26a00; font-weight: bold; }"));
    tabs_->addTab(buildControlsTab(), QString());
    tabs_->addTab(buildLogTab(), QString());
    auto *layout = new QVBoxLayout(this);
    layout->addLayout(top);
    layout->addWidget(tabs_);

    connect(device_, &QComboBox::currentIndexChanged, this, [this](int row) { setDeviceIndex(device_->itemData(row).toInt()); });
    connect(controller_, &TuningController::controlsChanged, this, &TuningPanel::showControls);
    connect(controller_, &TuningController::operationFinished, this, &TuningPanel::showReport);
    connect(controller_, &TuningController::busyChanged, this, [this](bool busy) {
        reset_->setEnabled(!busy && deviceIndex_ >= 0 && !tuningUnavailable_);
        updatePending();
    });
    connect(controller_, &TuningController::confirmationStarted, this, [this](int index, int seconds) {
        if (controller_->isHeld(index))
            return; // a stress check decides, not this dialog
        dialog_->setProperty("deviceIndex", index); // Keep / Revert answer for this GPU, wherever the apply came from
        dialog_->start(devices_.value(index).name, seconds);
    });
    connect(controller_, &TuningController::confirmationTick, dialog_, [this](int, int left) { dialog_->setSecondsLeft(left); });
    connect(controller_, &TuningController::confirmationEnded, dialog_, [this] { dialog_->finish(); });
    connect(controller_, &TuningController::watchdogTripped, this, [this](int, const QString &message) {
        setStatus([message] { return message; }, true);
    });
    connect(dialog_, &ConfirmCountdownDialog::keepRequested, this, [this] { controller_->keep(dialog_->property("deviceIndex").toInt()); });
    connect(dialog_, &ConfirmCountdownDialog::revertRequested, this,
            [this] { controller_->revertNow(dialog_->property("deviceIndex").toInt()); });
    if (Sampler *sampler = controller_->sampler()) {
        connect(sampler, &Sampler::devicesChanged, this, &TuningPanel::setDevices, Qt::QueuedConnection);
        setDevices(sampler->devices());
    }
    retranslateUi();
}

void TuningPanel::changeEvent(QEvent *event)
{
    QWidget::changeEvent(event);
    if (event->type() == QEvent::LanguageChange) {
        retranslateUi();
        // The driver's ranges and the reasons a control is missing are sentences
        // too: read the controls again and show them in the new language.
        if (deviceIndex_ >= 0)
            controller_->refresh(deviceIndex_);
    }
}

void TuningPanel::retranslateUi()
{
    setWindowTitle(tr("Tuning")); // the tab name when MainWindow::addView() shows it
    deviceLabel_->setText(tr("GPU:"));
    tabs_->setTabText(0, tr("Controls"));
    tabs_->setTabText(1, tr("Tuning log"));
    names_[ControlId::PowerCap]->setText(tr("Power cap"));
    names_[ControlId::GfxClockRange]->setText(tr("GFX clock min / max"));
    names_[ControlId::MemoryClockRange]->setText(tr("Memory clock min / max"));
    names_[ControlId::PerfLevel]->setText(tr("Performance level"));
    names_[ControlId::PowerProfile]->setText(tr("Power profile"));
    names_[ControlId::Overdrive]->setText(tr("GFX overdrive"));
    timeoutLabel_->setText(tr("Confirm within"));
    capWatts_->setSuffix(tr(" W"));
    capPercent_->setSuffix(tr(" %"));
    capPercent_->setToolTip(tr("Power overdrive: the cap relative to the card's default cap."));
    for (QSpinBox *spin : {gfxMin_, gfxMax_, memMin_, memMax_})
        spin->setSuffix(tr(" MHz"));
    overdrive_->setSuffix(tr(" %"));
    timeout_->setSuffix(tr(" s"));
    apply_->setText(tr("&Apply"));
    reset_->setText(tr("Reset to &defaults"));
    reload_->setText(tr("Re&load"));
    refreshLog_->setText(tr("Refresh"));
    logModel_->retranslate();
    relabelPerfLevels(perfLevel_);
    relabelPowerProfiles(powerProfile_);
    for (int row = 0; row < device_->count(); ++row) {
        const int index = device_->itemData(row).toInt();
        device_->setItemText(row, tr("%1: %2").arg(index).arg(devices_.value(index).name));
    }
    simulated_->setText(devices_.value(deviceIndex_).simulated ? tr("Simulated") : QString());
    if (statusSource_)
        status_->setText(statusSource_());
    updatePending();
}

QWidget *TuningPanel::buildControlsTab()
{
    auto *page = new QWidget(this);
    auto *grid = new QGridLayout;
    int row = 0;
    // Each row: the name, then its editors and the driver's range side by side at their own widths (a min
    // and a max box are the same width), then room; under it the reason it is off or why a value is refused.
    auto addRow = [&](ControlId id, const QList<QWidget *> &widgets, QLabel *info) {
        auto *name = new QLabel(page);
        names_.insert(id, name);
        grid->addWidget(name, row, 0);
        auto *editors = new QHBoxLayout;
        for (QWidget *w : widgets)
            editors->addWidget(w);
        if (info)
            editors->addWidget(info);
        editors->addStretch(1);
        grid->addLayout(editors, row, 1);
        auto *reason = new QLabel(page);
        reason->setObjectName(QStringLiteral("reason_%1").arg(QLatin1String(controlKey(id))));
        reason->setWordWrap(true);
        grid->addWidget(reason, row + 1, 1);
        reason->hide();
        reasons_.insert(id, reason);
        rows_[id] = widgets;
        rows_[id] << name;
        row += 2;
    };

    capWatts_ = new QDoubleSpinBox(page);
    capWatts_->setDecimals(0);
    capPercent_ = new QDoubleSpinBox(page);
    capPercent_->setDecimals(1);
    capInfo_ = new QLabel(page);
    addRow(ControlId::PowerCap, {capWatts_, capPercent_}, capInfo_);
    connect(capWatts_, &QDoubleSpinBox::valueChanged, this, &TuningPanel::updatePercentFromWatts);
    connect(capPercent_, &QDoubleSpinBox::valueChanged, this, &TuningPanel::updateWattsFromPercent);

    auto clockSpin = [page] {
        auto *spin = new QSpinBox(page);
        spin->setMinimumWidth(spin->fontMetrics().horizontalAdvance(QStringLiteral("00000 MHz")) + 30);
        return spin;
    };
    gfxMin_ = clockSpin();
    gfxMax_ = clockSpin();
    gfxInfo_ = new QLabel(page);
    addRow(ControlId::GfxClockRange, {gfxMin_, gfxMax_}, gfxInfo_);
    memMin_ = clockSpin();
    memMax_ = clockSpin();
    memInfo_ = new QLabel(page);
    addRow(ControlId::MemoryClockRange, {memMin_, memMax_}, memInfo_);

    perfLevel_ = new QComboBox(page);
    perfLevel_->setObjectName(QStringLiteral("perfLevelBox"));
    perfLevel_->setSizeAdjustPolicy(QComboBox::AdjustToContents);
    addRow(ControlId::PerfLevel, {perfLevel_}, nullptr);
    powerProfile_ = new QComboBox(page);
    powerProfile_->setObjectName(QStringLiteral("powerProfileBox"));
    powerProfile_->setSizeAdjustPolicy(QComboBox::AdjustToContents);
    addRow(ControlId::PowerProfile, {powerProfile_}, nullptr);
    overdrive_ = new QSpinBox(page);
    addRow(ControlId::Overdrive, {overdrive_}, nullptr);

    timeout_ = new QSpinBox(page);
    timeout_->setRange(SafetyPolicy::kMinConfirmTimeoutSeconds, SafetyPolicy::kMaxConfirmTimeoutSeconds);
    timeout_->setValue(controller_->confirmTimeoutSeconds());
    timeoutLabel_ = new QLabel(page);
    timeoutLabel_->setBuddy(timeout_);
    grid->addWidget(timeoutLabel_, row, 0);
    auto *timeoutRow = new QHBoxLayout;
    timeoutRow->addWidget(timeout_);
    timeoutRow->addStretch(1);
    grid->addLayout(timeoutRow, row, 1);
    connect(timeout_, &QSpinBox::valueChanged, controller_, &TuningController::setConfirmTimeoutSeconds);
    grid->setColumnStretch(1, 1);

    // Every edit is checked at once against the same rules Apply uses: a refused value stays in its box,
    // the reason (the limit and the excess) shows under it, and Apply waits until it is fixed.
    for (QDoubleSpinBox *spin : {capWatts_, capPercent_})
        connect(spin, &QDoubleSpinBox::valueChanged, this, &TuningPanel::updatePending);
    for (QSpinBox *spin : {gfxMin_, gfxMax_, memMin_, memMax_, overdrive_})
        connect(spin, &QSpinBox::valueChanged, this, &TuningPanel::updatePending);
    for (QComboBox *box : {perfLevel_, powerProfile_})
        connect(box, &QComboBox::currentIndexChanged, this, &TuningPanel::updatePending);

    apply_ = new QPushButton(page);
    reset_ = new QPushButton(page);
    reload_ = new QPushButton(page);
    auto *reload = reload_;
    status_ = new QLabel(page);
    status_->setWordWrap(true);
    status_->setTextInteractionFlags(Qt::TextSelectableByMouse);
    pendingNote_ = new QLabel(page);
    pendingNote_->setObjectName(QStringLiteral("pendingNote"));
    pendingNote_->setWordWrap(true);
    auto *buttons = new QHBoxLayout;
    buttons->addWidget(reload);
    buttons->addStretch();
    buttons->addWidget(reset_);
    applyValidate_ = new ApplyValidateButton(page);
    applyValidate_->hide();
    buttons->addWidget(applyValidate_);
    buttons->addWidget(apply_);
    connect(apply_, &QPushButton::clicked, this, [this] {
        const TuningValues values = pendingValues();
        if (values.isEmpty()) {
            setStatus([this] { return tr("Nothing changed."); }, false);
            return;
        }
        lastRequest_ = values;
        setStatus([this] { return tr("Applying…"); }, false);
        controller_->apply(deviceIndex_, values);
    });
    connect(applyValidate_, &QPushButton::clicked, this, [this] {
        const TuningValues values = pendingValues();
        if (values.isEmpty()) {
            setStatus([this] { return tr("Nothing changed."); }, false);
            return;
        }
        lastRequest_ = values;
        setStatus([] { return ApplyValidateButton::runningText(); }, false);
        emit applyAndValidateRequested(deviceIndex_, values);
    });
    connect(reset_, &QPushButton::clicked, this, [this] {
        setStatus([this] { return tr("Restoring the driver defaults…"); }, false);
        controller_->resetToDefaults(deviceIndex_);
    });
    connect(reload, &QPushButton::clicked, this, [this] { controller_->refresh(deviceIndex_); });

    // The buttons sit right under the controls (not at the bottom of a tall window); the page scrolls when short.
    auto *layout = new QVBoxLayout(page);
    layout->addLayout(grid);
    layout->addWidget(pendingNote_);
    layout->addWidget(status_);
    layout->addLayout(buttons);
    layout->addStretch(1);
    auto *scroll = new QScrollArea(this);
    scroll->setWidgetResizable(true);
    scroll->setFrameShape(QFrame::NoFrame);
    scroll->setWidget(page);
    return scroll;
}

QWidget *TuningPanel::buildLogTab()
{
    auto *page = new QWidget(this);
    QStringList paths{TuningLog::pathIn(controller_->stateDirectory())};
    const QString system = TuningLog::pathIn(systemTuningStateDirectory());
    if (!paths.contains(system))
        paths << system;
    logModel_ = new TuningLogModel(paths, this);
    logView_ = new QTableView(page);
    logView_->setModel(logModel_);
    // Columns as wide as their contents; the message takes the rest, elided, whole in its tooltip.
    for (int column = 0; column < TuningLogModel::Message; ++column)
        logView_->horizontalHeader()->setSectionResizeMode(column, QHeaderView::ResizeToContents);
    logView_->horizontalHeader()->setSectionResizeMode(TuningLogModel::Message, QHeaderView::Stretch);
    logView_->setWordWrap(false);
    logView_->setTextElideMode(Qt::ElideRight);
    logView_->verticalHeader()->hide();
    logView_->setSelectionBehavior(QAbstractItemView::SelectRows);
    refreshLog_ = new QPushButton(page);
    auto *refresh = refreshLog_;
    connect(refresh, &QPushButton::clicked, logModel_, &TuningLogModel::reload);
    auto *layout = new QVBoxLayout(page);
    layout->addWidget(logView_);
    auto *buttons = new QHBoxLayout;
    buttons->addStretch();
    buttons->addWidget(refresh);
    layout->addLayout(buttons);
    return page;
}

void TuningPanel::setDevices(const DeviceList &devices)
{
    devices_ = devices;
    const QSignalBlocker blocker(device_);
    device_->clear();
    for (int i = 0; i < devices.size(); ++i)
        device_->addItem(tr("%1: %2").arg(i).arg(devices.at(i).name), i);
    if (!devices.isEmpty())
        setDeviceIndex(std::clamp(deviceIndex_, 0, static_cast<int>(devices.size()) - 1));
}

void TuningPanel::setDeviceIndex(int index)
{
    deviceIndex_ = index;
    const int row = device_->findData(index);
    if (row >= 0 && device_->currentIndex() != row) {
        const QSignalBlocker blocker(device_);
        device_->setCurrentIndex(row);
    }
    simulated_->setText(devices_.value(index).simulated ? tr("Simulated") : QString());
    controller_->refresh(index);
}

void TuningPanel::setRowEnabled(ControlId id, bool enabled, const QString &reason)
{
    for (QWidget *w : rows_.value(id))
        w->setEnabled(enabled);
    QLabel *label = reasons_.value(id);
    label->setStyleSheet(QStringLiteral("QLabel { color: palette(mid); font-style: italic; }"));
    label->setText(reason);
    label->setVisible(!enabled && !reason.isEmpty());
    for (QWidget *w : rows_.value(id))
        w->setToolTip(enabled ? QString() : reason);
}

void TuningPanel::showControls(int deviceIndex, const ControlState &state)
{
    if (deviceIndex != deviceIndex_)
        return;
    state_ = state;
    const QLocale locale;
    const SafetyPolicy &policy = controller_->policy();
    auto reasonFor = [&](ControlId id) {
        const QString reason = state.unsupportedReasons.value(id);
        return reason.isEmpty() ? tr("This GPU or its driver does not offer this control.") : reason;
    };

    setRowEnabled(ControlId::PowerCap, state.powerCap.has_value(), reasonFor(ControlId::PowerCap));
    if (state.powerCap) {
        const PowerCapControl &cap = *state.powerCap;
        const double maxWatts = static_cast<double>(PowerCapRule::policyMaxMicrowatts(cap, policy)) / 1e6;
        const double defaultWatts = static_cast<double>(cap.defaultMicrowatts) / 1e6;
        const QSignalBlocker b1(capWatts_), b2(capPercent_);
        // Room above the limit: a value typed past it stays in the box and is refused beside it with the
        // limit and the excess (a spin box would silently put the old value back).
        capWatts_->setRange(1, std::floor(std::max(maxWatts, static_cast<double>(cap.maxMicrowatts) / 1e6) * 2));
        capWatts_->setValue(static_cast<double>(cap.currentMicrowatts) / 1e6);
        capPercent_->setEnabled(defaultWatts > 0);
        if (defaultWatts > 0) {
            capPercent_->setRange(-100.0, (capWatts_->maximum() / defaultWatts - 1.0) * 100.0);
            capPercent_->setValue((capWatts_->value() / defaultWatts - 1.0) * 100.0);
        }
        capInfo_->setText(tr("default %1 W · driver %2–%3 W · safety limit %4 W")
                              .arg(locale.toString(defaultWatts), locale.toString(static_cast<double>(cap.minMicrowatts) / 1e6),
                                   locale.toString(static_cast<double>(cap.maxMicrowatts) / 1e6), locale.toString(std::floor(maxWatts))));
    }
    auto showClock = [&](ControlId id, const std::optional<ClockRangeControl> &c, QSpinBox *lo, QSpinBox *hi, QLabel *info) {
        const bool usable = c && c->rangeSettable && c->allowedMaxMegahertz > 0;
        setRowEnabled(id, usable, c && !c->rangeSettable ? tr("The driver offers no overdrive range to set a min / max in.") : reasonFor(id));
        if (!c)
            return;
        for (QSpinBox *spin : {lo, hi}) {
            const QSignalBlocker blocker(spin);
            // Wider than allowed: an out-of-range value is kept and refused beside it, not silently replaced.
            spin->setRange(0, std::max(c->allowedMinMegahertz, c->allowedMaxMegahertz) * 2);
        }
        const QSignalBlocker b1(lo), b2(hi);
        lo->setValue(c->currentMinMegahertz);
        hi->setValue(c->currentMaxMegahertz);
        info->setText(tr("allowed %1–%2 MHz").arg(c->allowedMinMegahertz).arg(c->allowedMaxMegahertz));
    };
    showClock(ControlId::GfxClockRange, state.gfxClock, gfxMin_, gfxMax_, gfxInfo_);
    showClock(ControlId::MemoryClockRange, state.memoryClock, memMin_, memMax_, memInfo_);

    setRowEnabled(ControlId::PerfLevel, state.perfLevel.has_value(), reasonFor(ControlId::PerfLevel));
    const QSignalBlocker b3(perfLevel_), b4(powerProfile_);
    fillPerfLevels(perfLevel_, state.supportedPerfLevels);
    if (state.perfLevel)
        perfLevel_->setCurrentIndex(perfLevel_->findData(static_cast<int>(*state.perfLevel)));
    setRowEnabled(ControlId::PowerProfile, state.powerProfile.has_value(), reasonFor(ControlId::PowerProfile));
    fillPowerProfiles(powerProfile_, state.supportedPowerProfiles);
    if (state.powerProfile)
        powerProfile_->setCurrentIndex(powerProfile_->findData(static_cast<int>(*state.powerProfile)));
    setRowEnabled(ControlId::Overdrive, state.overdrivePercent.has_value(), reasonFor(ControlId::Overdrive));
    {
        const QSignalBlocker blocker(overdrive_);
        overdrive_->setRange(0, std::max(1, state.overdriveMaxPercent) * 2);
        if (state.overdrivePercent)
            overdrive_->setValue(*state.overdrivePercent);
    }
    // An installation pkexec must not run (user-owned helper or action):
    // nothing can be changed, said once, before anyone tries.
    const bool wasUnavailable = tuningUnavailable_;
    tuningUnavailable_ = controller_->tuningUnavailable(deviceIndex).has_value();
    if (tuningUnavailable_) {
        for (auto it = rows_.cbegin(); it != rows_.cend(); ++it)
            setRowEnabled(it.key(), false, QString());
        setStatus([this] { return controller_->tuningUnavailable(deviceIndex_).value_or(QString()); }, true);
    } else if (wasUnavailable) {
        setStatus([] { return QString(); }, false);
    }
    const bool busy = controller_->isBusy();
    reset_->setEnabled(!busy && !tuningUnavailable_);
    updatePending(); // nothing changed now: Apply waits for an edit
    emit controlsShown(deviceIndex);
}

TuningValues TuningPanel::pendingValues() const
{
    TuningValues v;
    if (state_.powerCap && capWatts_->isEnabled()) {
        const auto watts = static_cast<quint64>(std::llround(capWatts_->value()));
        if (std::llabs(static_cast<long long>(watts * 1000000) - static_cast<long long>(state_.powerCap->currentMicrowatts)) >= 500000)
            v.powerCapMicrowatts = watts * 1000000;
    }
    auto clock = [](const std::optional<ClockRangeControl> &c, QSpinBox *lo, QSpinBox *hi) -> std::optional<ClockRangeValue> {
        if (!c || !lo->isEnabled() || (lo->value() == c->currentMinMegahertz && hi->value() == c->currentMaxMegahertz))
            return std::nullopt;
        return ClockRangeValue{lo->value(), hi->value()};
    };
    v.gfxClockRange = clock(state_.gfxClock, gfxMin_, gfxMax_);
    v.memoryClockRange = clock(state_.memoryClock, memMin_, memMax_);
    if (state_.perfLevel && perfLevel_->isEnabled() && perfLevel_->currentIndex() >= 0) {
        const auto level = static_cast<PerfLevel>(perfLevel_->currentData().toInt());
        if (level != *state_.perfLevel)
            v.perfLevel = level;
    }
    if (state_.powerProfile && powerProfile_->isEnabled() && powerProfile_->currentIndex() >= 0) {
        const auto profile = static_cast<PowerProfile>(powerProfile_->currentData().toInt());
        if (profile != *state_.powerProfile)
            v.powerProfile = profile;
    }
    if (state_.overdrivePercent && overdrive_->isEnabled() && overdrive_->value() != *state_.overdrivePercent)
        v.overdrivePercent = overdrive_->value();
    return v;
}

void TuningPanel::setValidationAvailable(bool available)
{
    applyValidate_->setVisible(available);
}

void TuningPanel::showValidationResult(int deviceIndex, bool kept, const QString &message)
{
    if (deviceIndex != deviceIndex_)
        return;
    setStatus([message] { return message; }, !kept);
    logModel_->reload();
}

void TuningPanel::showReport(int deviceIndex, const QJsonObject &report)
{
    if (deviceIndex != deviceIndex_ && deviceIndex >= 0)
        return;
    if (controller_->isHeld(deviceIndex) && report.value(QStringLiteral("action")).toString() == QLatin1String("apply"))
        return; // held for a stress check: the status says so, the check's result follows
    const bool ok = report.value(QStringLiteral("ok")).toBool();
    setStatus([this, report, request = requestBehind(report)] { return reportText(report, request); }, !ok);
    logModel_->reload();
}

void TuningPanel::updatePercentFromWatts()
{
    if (!state_.powerCap || state_.powerCap->defaultMicrowatts == 0)
        return;
    const QSignalBlocker blocker(capPercent_);
    capPercent_->setValue((capWatts_->value() / (static_cast<double>(state_.powerCap->defaultMicrowatts) / 1e6) - 1.0) * 100.0);
}

void TuningPanel::updateWattsFromPercent()
{
    if (!state_.powerCap || state_.powerCap->defaultMicrowatts == 0)
        return;
    const QSignalBlocker blocker(capWatts_);
    capWatts_->setValue(std::round(static_cast<double>(state_.powerCap->defaultMicrowatts) / 1e6 * (1.0 + capPercent_->value() / 100.0)));
}

} // namespace rocmtune
