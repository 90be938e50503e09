// SPDX-License-Identifier: GPL-3.0-or-later
#include "widgets/tuning/TuningPanel.h"

#include "core/tuning/controls/ControlRules.h"
#include "core/tuning/route/TuningController.h"
#include "core/tuning/transaction/TuningLog.h"
#include "core/tuning/transaction/TuningPaths.h"
#include "widgets/common/ClampSaidSpinBox.h"
#include "widgets/common/TextTone.h"
#include "widgets/tuning/ApplyValidateButton.h"
#include "widgets/tuning/ConfirmCountdownDialog.h"
#include "widgets/tuning/DriftBar.h"
#include "widgets/tuning/TuningLogModel.h"
#include "widgets/tuning/TuningSections.h"
#include "widgets/tuning/controls/ControlEditors.h"
#include "widgets/tuning/controls/powercap/PowerCapEditor.h"

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
#include <QResizeEvent>
#include <QScrollBar>
#include <QSignalBlocker>
#include <QSpinBox>
#include <QTabWidget>
#include <QTableView>
#include <QVBoxLayout>

#include <algorithm>
#include <cmath>

namespace rocmtune {

namespace {
// A scroll area that asks for its page's whole height (QScrollArea caps its
// size hint at 24 lines): the controls take the room they need when there is
// room, and scroll when there is not, with Apply still in view under them.
class ControlsScrollArea : public QScrollArea
{
public:
    using QScrollArea::QScrollArea;
    QSize sizeHint() const override
    {
        const int frame = 2 * frameWidth();
        QSize page = widget() ? widget()->sizeHint() : QSize();
        // Wrapped lines (the fan curve's hint, a reason) are as tall as the width they are shown at makes them,
        // not as the size hint's width does.
        if (widget() && widget()->hasHeightForWidth() && viewport()->width() > 0)
            page.setHeight(std::max(page.height(), widget()->heightForWidth(viewport()->width())));
        return QSize(page.width() + frame + verticalScrollBar()->sizeHint().width(), page.height() + frame);
    }

protected:
    void resizeEvent(QResizeEvent *event) override
    {
        QScrollArea::resizeEvent(event);
        if (event->size().width() != event->oldSize().width())
            updateGeometry(); // another width: the wrapped lines' height, so the hint, may differ
    }

    // Rows shown or hidden (a control's reason, another GPU) change the page's height: ask the panel again.
    bool eventFilter(QObject *watched, QEvent *event) override
    {
        if (watched == widget() && event->type() == QEvent::LayoutRequest)
            updateGeometry();
        return QScrollArea::eventFilter(watched, event);
    }
};
} // namespace

TuningPanel::TuningPanel(TuningController *controller, QWidget *parent)
    : QWidget(parent), controller_(controller), deviceLabel_(new QLabel(this)), device_(new QComboBox(this)), simulated_(new QLabel(this)), tabs_(new QTabWidget(this)),
      dialog_(new ConfirmCountdownDialog(this))
{
    // The GPU chooser in the tab bar's free end, not a row of its own: its height goes to the controls (a
    // 1366x768 screen).
    auto *chooser = new QWidget(this);
    chooser->setObjectName(QStringLiteral("tuningGpuChooser"));
    device_->setObjectName(QStringLiteral("tuningDevice"));
    auto *top = new QHBoxLayout(chooser);
    top->setContentsMargins(12, 0, 0, 2);
    deviceLabel_->setBuddy(device_);
    top->addWidget(deviceLabel_);
    top->addWidget(device_, 1);
    device_->setSizeAdjustPolicy(QComboBox::AdjustToContents); // the whole name, in the tab bar's free room
    top->addWidget(simulated_);
    simulated_->setStyleSheet(textToneStyle(palette(), TextTone::Warning, QStringLiteral("font-weight: bold;")));
    tabs_->addTab(buildControlsTab(), QString());
    tabs_->addTab(buildLogTab(), QString());
    tabs_->setCornerWidget(chooser, Qt::TopRightCorner);
    auto *layout = new QVBoxLayout(this);
    layout->addWidget(tabs_);

    connect(device_, &QComboBox::currentIndexChanged, this, [this](int row) { setDeviceIndex(device_->itemData(row).toInt()); });
    connect(controller_, &TuningController::controlsChanged, this, &TuningPanel::showControls);
    connect(controller_, &TuningController::resultReady, this, &TuningPanel::showReport);
    connect(controller_, &TuningController::busyChanged, this, [this](bool busy) {
        reset_->setEnabled(!busy && deviceIndex_ >= 0 && !tuningUnavailable_ && !state_.asleep);
        driftBar_->setButtonsEnabled(!busy && !tuningUnavailable_);
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
        connect(sampler, &Sampler::snapshotReady, this, [this](const SnapshotPtr &snapshot) {
            const Sample *sample = snapshot ? snapshot->sample(deviceIndex_) : nullptr;
            if (!sample || !isVisible())
                return;
            for (ControlEditor *editor : std::as_const(editors_))
                editor->showSample(*sample);
        }, Qt::QueuedConnection);
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
        if (deviceIndex_ >= 0) {
            showDriverValues_ = true; // every editor shows the new reading, its sentences in the new language
            controller_->refresh(deviceIndex_);
        }
    }
}

void TuningPanel::retranslateUi()
{
    setWindowTitle(tr("Tuning")); // the tab name when MainWindow::addView() shows it
    deviceLabel_->setText(tr("GPU:"));
    tabs_->setTabText(0, tr("Controls"));
    tabs_->setTabText(1, tr("Tuning log"));
    for (ControlEditor *editor : std::as_const(editors_)) {
        names_[editor->id()]->setText(editor->title());
        editor->retranslate();
    }
    for (auto it = sectionTitles_.cbegin(); it != sectionTitles_.cend(); ++it)
        it.value()->setText(tuningSectionTitle(static_cast<TuningSection>(it.key())));
    timeoutLabel_->setText(tr("Confirm within"));
    timeout_->setSuffix(tr(" s"));
    apply_->setText(tr("&Apply"));
    reset_->setText(tr("Reset to &defaults"));
    reload_->setText(tr("Re&load"));
    refreshLog_->setText(tr("Refresh"));
    logModel_->retranslate();
    logScope_->setItemText(0, tr("This GPU"));
    logScope_->setItemText(1, tr("All GPUs"));
    for (int row = 0; row < device_->count(); ++row) {
        const int index = device_->itemData(row).toInt();
        device_->setItemText(row, tr("%1: %2").arg(index).arg(devices_.value(index).name));
    }
    simulated_->setText(devices_.value(deviceIndex_).simulated ? tr("Simulated") : QString());
    if (statusSource_)
        status_->setText(statusSource_());
    driftBar_->retranslate();
    if (auto *page = qobject_cast<TuningColumnsPage *>(columnsPage_))
        page->alignLabelColumns(); // labels in another language: another widest one
    updatePending();
}

QWidget *TuningPanel::buildControlsTab()
{
    // Two grids: the fan section and the others, side by side on a wide page, one under the other on a narrow one
    // (TuningColumnsPage). Each grid has its sections' titles over their rows.
    auto *grid = new QGridLayout;
    auto *fanGrid = new QGridLayout;
    auto *page = new TuningColumnsPage(grid, fanGrid, this);
    page->setObjectName(QStringLiteral("tuningColumns"));
    columnsPage_ = page;
    // Rows closer than the style's default: every control of an RX 7900 XTX (five firmware fan settings, the fan
    // curve) fits a maximized window on a 1366x768 screen without scrolling, in Chinese too (LookAndFeelTest).
    for (QGridLayout *g : {grid, fanGrid})
        g->setVerticalSpacing(2);
    // The fields take the rest of a row (the power cap's limits wrap only where they run out of it); the fan
    // section's rows are as wide as they need, the curve right after them (TuningColumnsPage::addBeside).
    // The fan rows too, where they take the row's width (nothing beside them: TuningColumnsPage), so their label
    // column keeps its width and a reason line spans the row.
    for (QGridLayout *g : {grid, fanGrid})
        g->setColumnStretch(1, 1);
    int mainRow = 0, fanRow = 0;
    std::optional<TuningSection> mainSection, fanSection;
    // Tall editors (the fan curve's plot) go to a column beside their grid's rows, their notes under the rows:
    // the fan section is as tall as its settings, not settings plus a plot (a 1366x768 screen).
    struct Beside {
        QGridLayout *grid;
        QWidget *column;
    };
    QList<Beside> besides;
    QList<std::pair<QGridLayout *, QWidget *>> notes;
    // Each row: the name, then its editors and the driver's range side by side at their own widths (a min
    // and a max box are the same width), then room; under it the reason it is off or why a value is refused.
    auto addRow = [&](ControlEditor *editor, const QList<QWidget *> &widgets) {
        const ControlId id = editor->id();
        const TuningSection section = tuningSectionOf(id);
        const bool fan = section == TuningSection::Fan;
        QGridLayout *into = fan ? fanGrid : grid;
        int &row = fan ? fanRow : mainRow;
        std::optional<TuningSection> &last = fan ? fanSection : mainSection;
        if (last != section) {
            last = section;
            QLabel *&title = sectionTitles_[static_cast<int>(section)];
            title = new QLabel(page);
            title->setObjectName(QStringLiteral("section_%1").arg(QLatin1String(tuningSectionKey(section))));
            QFont bold = title->font();
            bold.setBold(true);
            title->setFont(bold);
            // Room above every title but the first of its column.
            title->setContentsMargins(0, row > 0 ? 6 : 0, 0, 2);
            into->addWidget(title, row++, 0, 1, 2);
        }
        auto *name = new QLabel(page);
        names_.insert(id, name);
        // In one box, so a row the card does not have is hidden whole (setRowOffered) while the editor still
        // shows or hides its own widgets inside it.
        auto *editorsBox = new QWidget(page);
        auto *editors = new QHBoxLayout(editorsBox);
        editors->setContentsMargins(0, 0, 0, 0);
        bool fills = false;
        for (QWidget *w : widgets) {
            // A wrapping line (the power cap's limits) takes the row's room and wraps only where it runs out of it.
            const auto *label = qobject_cast<QLabel *>(w);
            const bool wraps = label && label->wordWrap();
            editors->addWidget(w, wraps ? 1 : 0);
            fills = fills || wraps;
        }
        if (!fills)
            editors->addStretch(1);
        auto *reason = new QLabel(page);
        reason->setObjectName(QStringLiteral("reason_%1").arg(QLatin1String(controlKey(id))));
        reason->setWordWrap(true);
        reason->hide();
        reasons_.insert(id, reason);
        // Set vs in force: "set 300 W, now 310 W: changed outside ROCm Tune at 14:03" (showDrift).
        auto *drift = new QLabel(page);
        drift->setObjectName(QStringLiteral("drift_%1").arg(QLatin1String(controlKey(id))));
        drift->setWordWrap(true);
        drift->hide();
        drifts_.insert(id, drift);
        if (editor->besideOtherRows()) {
            // Name over the editor, then its reason and drift, in a column beside the section's rows.
            auto *column = new QWidget(page);
            column->setObjectName(QStringLiteral("beside_%1").arg(QLatin1String(controlKey(id))));
            auto *stack = new QVBoxLayout(column);
            stack->setContentsMargins(12, 0, 0, 0);
            stack->setSpacing(2);
            for (QWidget *w : {static_cast<QWidget *>(name), editorsBox, static_cast<QWidget *>(reason), static_cast<QWidget *>(drift)})
                stack->addWidget(w);
            stack->addStretch(1);
            besides << Beside{into, column};
        } else {
            into->addWidget(name, row, 0);
            into->addWidget(editorsBox, row, 1);
            into->addWidget(reason, row + 1, 1);
            into->addWidget(drift, row + 2, 1);
            row += 3;
        }
        if (QWidget *note = editor->noteUnderRows())
            notes << std::pair{into, note};
        rowBoxes_.insert(id, {name, editorsBox});
        rows_[id] = widgets;
        rows_[id] << name;
    };

    // The registered controls' editors (widgets/tuning/controls/), one row each.
    editors_ = createControlEditors(this);
    // In the order of the sections, each section's rows in the order they come: a row registered later (a driver
    // value of the catalogue, a clock offset among the clocks) joins its own section instead of opening it again.
    std::stable_sort(editors_.begin(), editors_.end(), [](const ControlEditor *a, const ControlEditor *b) {
        return static_cast<int>(tuningSectionOf(a->id())) < static_cast<int>(tuningSectionOf(b->id()));
    });
    for (ControlEditor *editor : std::as_const(editors_)) {
        addRow(editor, editor->createWidgets(page));
        connect(editor, &ControlEditor::edited, this, &TuningPanel::updatePending);
        connect(editor, &ControlEditor::edited, this, &TuningPanel::dropOldStatus);
    }
    for (const auto &[into, note] : std::as_const(notes)) {
        int &row = into == fanGrid ? fanRow : mainRow;
        into->addWidget(note, row++, 0, 1, 2); // under the labels and fields, the tall column beside it
    }
    for (const Beside &b : std::as_const(besides))
        page->addBeside(b.grid, b.column);

    auto *timeout = new ClampSaidIntSpinBox(page); // a typed 600 s becomes 60 s with a word, not silently
    timeout_ = timeout;
    timeout_->setObjectName(QStringLiteral("confirmTimeoutSpin"));
    timeout_->setRange(SafetyPolicy::kMinConfirmTimeoutSeconds, SafetyPolicy::kMaxConfirmTimeoutSeconds);
    timeout_->setValue(controller_->confirmTimeoutSeconds());
    timeoutLabel_ = new QLabel(page);
    timeoutLabel_->setBuddy(timeout_);
    auto *timeoutNote = new ClampNote(page);
    timeoutNote->watch(timeout);
    connect(timeout_, &QSpinBox::valueChanged, controller_, &TuningController::setConfirmTimeoutSeconds);

    // Every edit is checked at once against the same rules Apply uses: a refused value stays in its box,
    // the reason (the limit and the excess) shows under it, and Apply waits until it is fixed
    // (ControlEditor::edited -> updatePending above).

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
    // One row under the controls: Reload, the lines about the last operation and the edits (they wrap in the row's
    // room instead of taking height from the controls), the confirm time, Reset, Apply.
    auto *lines = new QVBoxLayout;
    lines->setSpacing(2);
    lines->addWidget(pendingNote_);
    lines->addWidget(status_);
    auto *buttons = new QHBoxLayout;
    buttons->addWidget(reload, 0, Qt::AlignTop);
    buttons->addLayout(lines, 1);
    buttons->addWidget(timeoutLabel_, 0, Qt::AlignTop);
    auto *timeoutBox = new QVBoxLayout; // the clamp note under the box
    timeoutBox->setSpacing(0);
    timeoutBox->addWidget(timeout_);
    timeoutBox->addWidget(timeoutNote);
    timeoutBox->addStretch(1);
    buttons->addLayout(timeoutBox);
    buttons->addWidget(reset_, 0, Qt::AlignTop);
    applyValidate_ = new ApplyValidateButton(page);
    applyValidate_->hide();
    buttons->addWidget(applyValidate_, 0, Qt::AlignTop);
    buttons->addWidget(apply_, 0, Qt::AlignTop);
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
        showDriverValues_ = true; // the defaults go into the boxes, even where they are what the card holds now
        setStatus([this] { return tr("Restoring the driver defaults…"); }, false);
        controller_->resetToDefaults(deviceIndex_);
    });
    connect(reload, &QPushButton::clicked, this, [this] {
        // A new reading: the driver's values go back into the boxes and the last operation's lines go.
        showDriverValues_ = true;
        setStatus([] { return QString(); }, false);
        controller_->refresh(deviceIndex_, ControlRead::WakingIt);
    });

    // The buttons sit right under the controls (not at the bottom of a tall window). When the window is too
    // short for every control (a 1366x768 screen with a fan curve), only the controls scroll: the pending note,
    // the status and Apply stay in view under them.
    auto *scroll = new ControlsScrollArea(this);
    scroll->setObjectName(QStringLiteral("tuningControlsScroll"));
    scroll->setWidgetResizable(true);
    scroll->setFrameShape(QFrame::NoFrame);
    scroll->setWidget(page);
    page->followWidthOf(scroll->viewport());
    driftBar_ = new DriftBar(this);
    connect(driftBar_, &DriftBar::applyAgainRequested, this, [this] {
        lastRequest_ = driftedSetValues(controller_->setVsInForce(deviceIndex_));
        setStatus([this] { return tr("Applying…"); }, false);
        controller_->applyAgain(deviceIndex_);
    });
    connect(driftBar_, &DriftBar::acceptRequested, this, [this] {
        setStatus([this] { return tr("Keeping what is in force as the set values…"); }, false);
        controller_->accept(deviceIndex_);
    });
    auto *tab = new QWidget(this);
    auto *layout = new QVBoxLayout(tab);
    layout->addWidget(scroll);
    layout->addWidget(driftBar_);
    layout->addLayout(buttons);
    layout->addStretch(1);
    return tab;
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
    // Time, GPU, action and outcome as wide as their contents; the message (a refusal's reason) takes the rest,
    // and the changes after it have a fixed share, both elided, whole in their tooltips: the reason stays in view
    // at 1366x768.
    for (int column = 0; column < TuningLogModel::Message; ++column)
        logView_->horizontalHeader()->setSectionResizeMode(column, QHeaderView::ResizeToContents);
    logView_->horizontalHeader()->setSectionResizeMode(TuningLogModel::Message, QHeaderView::Stretch);
    logView_->horizontalHeader()->setSectionResizeMode(TuningLogModel::Changes, QHeaderView::Interactive);
    logView_->horizontalHeader()->resizeSection(TuningLogModel::Changes, 260);
    logView_->setWordWrap(false);
    logView_->setTextElideMode(Qt::ElideRight);
    logView_->verticalHeader()->hide();
    logView_->setSelectionBehavior(QAbstractItemView::SelectRows);
    refreshLog_ = new QPushButton(page);
    auto *refresh = refreshLog_;
    connect(refresh, &QPushButton::clicked, logModel_, &TuningLogModel::reload);
    // Whose entries: the GPU chosen above, or every GPU's.
    logScope_ = new QComboBox(page);
    logScope_->setObjectName(QStringLiteral("tuningLogScope"));
    logScope_->addItem(QString(), false);
    logScope_->addItem(QString(), true);
    connect(logScope_, &QComboBox::currentIndexChanged, this, &TuningPanel::filterLog);
    auto *layout = new QVBoxLayout(page);
    layout->addWidget(logView_);
    auto *buttons = new QHBoxLayout;
    buttons->addWidget(logScope_);
    buttons->addStretch();
    buttons->addWidget(refresh);
    layout->addLayout(buttons);
    return page;
}

void TuningPanel::filterLog()
{
    const bool all = logScope_->currentData().toBool();
    logModel_->setDeviceFilter(all ? QString() : devices_.value(deviceIndex_).stableId());
}

void TuningPanel::setDevices(const DeviceList &devices)
{
    devices_ = devices;
    // The log names each GPU as this window does (in the language it was found in), not as the entry was written.
    QMap<QString, QString> names;
    for (const DeviceInfo &device : devices)
        names.insert(device.stableId(), device.name);
    logModel_->setDeviceNames(names);
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
    filterLog();
    controller_->refresh(index);
}

void TuningPanel::setRowEnabled(ControlId id, bool enabled, const QString &reason)
{
    for (QWidget *w : rows_.value(id))
        w->setEnabled(enabled);
    QLabel *label = reasons_.value(id);
    label->setStyleSheet(textToneStyle(palette(), TextTone::Secondary, QStringLiteral("font-style: italic;")));
    label->setText(reason);
    label->setVisible(!enabled && !reason.isEmpty());
    for (QWidget *w : rows_.value(id))
        w->setToolTip(enabled ? QString() : reason);
}

void TuningPanel::setRowOffered(ControlId id, bool offered)
{
    for (QWidget *w : rowBoxes_.value(id))
        w->setVisible(offered);
    // A note under the section's rows goes with its row; while offered, its editor decides (showState).
    if (ControlEditor *e = editor(id); e && e->noteUnderRows() && !offered)
        e->noteUnderRows()->hide();
}

namespace {
// The settings alone: what a reading shows live (the fan's speed now) is not a setting.
TypedSlots settingsOf(const ControlState &state)
{
    TypedSlots settings = state.perControl;
    if (FanControl *fan = settings.edit<FanControl>()) {
        fan->speedPercent.reset();
        fan->rpm.reset();
    }
    return settings;
}

// The card holds what it held: the same controls, settings and reasons (temperatures and fan speeds move).
bool sameControls(const ControlState &a, const ControlState &b)
{
    return a.asleep == b.asleep && a.unsupportedReasons == b.unsupportedReasons && a.unreadableNow == b.unreadableNow
           && a.notOfThisGeneration == b.notOfThisGeneration
           && settingsOf(a) == settingsOf(b);
}
} // namespace

void TuningPanel::showControls(int deviceIndex, const ControlState &state)
{
    if (deviceIndex != deviceIndex_)
        return;
    // What is typed stays while the card holds what it held (a refused Apply, a read for another reason); a new
    // reading, another GPU or Reload puts the driver's values back into the boxes.
    const bool keepEdits = !showDriverValues_ && deviceIndex == shownDevice_ && sameControls(state, state_);
    showDriverValues_ = false;
    shownDevice_ = deviceIndex;
    state_ = state;
    if (state.asleep) {
        // Said once in the status line, not under every row; every row stays in view, greyed, until it is read.
        for (auto it = rows_.cbegin(); it != rows_.cend(); ++it) {
            setRowEnabled(it.key(), false, QString());
            setRowOffered(it.key(), true);
        }
        showSectionTitles();
        setStatus([this] {
            return tr("GPU %1 is asleep (runtime-suspended). Its controls are not read, as that would wake it: they appear when it "
                      "wakes up. Reload wakes it and reads them now.")
                .arg(deviceIndex_);
        }, false);
        asleepShown_ = true;
        showDrift();
        reset_->setEnabled(false);
        updatePending();
        emit controlsShown(deviceIndex);
        return;
    }
    if (asleepShown_) {
        asleepShown_ = false;
        setStatus([] { return QString(); }, false);
    }
    const SafetyPolicy &policy = controller_->policy();
    auto reasonFor = [&](ControlId id) {
        // The row is hidden, so its reason names it when the driver's sentence does not.
        const QString reason = state.unsupportedReasons.value(id);
        return reason.isEmpty() ? tr("%1: this GPU or its driver does not offer this control.").arg(names_.value(id)->text()) : reason;
    };

    for (ControlEditor *editor : std::as_const(editors_)) {
        const ControlRule *rule = controlRule(editor->id());
        const QString unusable = editor->unusableReason(state);
        const bool offered = rule && rule->offered(state) && unusable.isEmpty();
        // A control the card's driver does not have at all (the backend's mark: its section is absent from the
        // driver file, e.g. RDNA4's clock offset on an RDNA3 card) is left out without a line; `tuning show`
        // still lists it with its reason.
        const bool quietWhenAbsent = state.notOfThisGeneration.contains(editor->id()) && unusable.isEmpty();
        setRowEnabled(editor->id(), offered,
                      quietWhenAbsent ? QString() : unusable.isEmpty() ? reasonFor(editor->id()) : unusable);
        // The reason is in users' words; the driver's file behind it (the library backends') in the tool tip.
        const QString detail = offered ? QString() : state.unsupportedDetails.value(editor->id());
        reasons_.value(editor->id())->setToolTip(detail.isEmpty() ? QString() : tr("What the driver lacks: %1").arg(detail));
        // A row the card does not have is hidden, never greyed with values of its own or of another GPU: its
        // reason says it in one line (sayRepeatedReasonsOnce).
        setRowOffered(editor->id(), offered);
        if (!keepEdits)
            editor->showState(state, policy);
    }
    sayRepeatedReasonsOnce();
    showSectionTitles();
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
    driftBar_->setButtonsEnabled(!busy && !tuningUnavailable_);
    showDrift();
    updatePending(); // nothing changed now: Apply waits for an edit
    emit controlsShown(deviceIndex);
}

void TuningPanel::showDrift()
{
    const QVector<ControlSetVsInForce> controls = state_.asleep ? QVector<ControlSetVsInForce>() : controller_->setVsInForce(deviceIndex_);
    for (auto it = drifts_.cbegin(); it != drifts_.cend(); ++it) {
        const auto c = std::find_if(controls.cbegin(), controls.cend(), [&](const ControlSetVsInForce &x) { return x.id == it.key() && x.drift; });
        it.value()->setStyleSheet(textToneStyle(palette(), TextTone::Warning));
        it.value()->setText(c != controls.cend() ? c->sentence() : QString());
        it.value()->setVisible(c != controls.cend());
    }
    driftBar_->setControls(controls, state_.asleep ? QString() : controller_->setRecordProblem(deviceIndex_));
}

void TuningPanel::sayRepeatedReasonsOnce()
{
    // Rows in a run that are off for the same reason (a card without fan control: fan mode, curve, zero RPM
    // and the four fan settings) say it once, under the first; the others keep it in their tool tips.
    QString previous;
    for (ControlEditor *editor : std::as_const(editors_)) {
        QLabel *label = reasons_.value(editor->id());
        if (label->isHidden()) {
            previous.clear();
            continue;
        }
        if (label->text() == previous)
            label->hide();
        else
            previous = label->text();
    }
}

void TuningPanel::showSectionTitles()
{
    QMap<int, bool> shown;
    for (ControlEditor *editor : std::as_const(editors_)) {
        const ControlId id = editor->id();
        const int section = static_cast<int>(tuningSectionOf(id));
        const QLabel *name = names_.value(id);
        shown[section] = shown.value(section) || (name && !name->isHidden()) || !reasons_.value(id)->isHidden();
    }
    for (auto it = sectionTitles_.cbegin(); it != sectionTitles_.cend(); ++it)
        it.value()->setVisible(shown.value(it.key()));
    if (auto *page = qobject_cast<TuningColumnsPage *>(columnsPage_))
        page->alignLabelColumns(); // other rows shown: maybe another widest label
}

bool TuningPanel::controlsSideBySide() const
{
    const auto *page = qobject_cast<const TuningColumnsPage *>(columnsPage_);
    return page && page->sideBySide();
}

TuningValues TuningPanel::pendingValues() const
{
    TuningValues v;
    // A row counts when the GPU offers its control: its name label follows
    // setRowEnabled only, while an editor may switch its own widgets off
    // (a fan setting's spin box while "Boot value" is chosen).
    for (ControlEditor *editor : editors_) {
        const QLabel *name = names_.value(editor->id());
        if (name && name->isEnabled())
            editor->addPending(state_, &v);
    }
    return v;
}

QDoubleSpinBox *TuningPanel::powerCapSpin() const
{
    auto *cap = qobject_cast<PowerCapEditor *>(editor(ControlId::PowerCap));
    return cap ? cap->wattsSpin() : nullptr;
}

QDoubleSpinBox *TuningPanel::powerOverdriveSpin() const
{
    auto *cap = qobject_cast<PowerCapEditor *>(editor(ControlId::PowerCap));
    return cap ? cap->percentSpin() : nullptr;
}

ControlEditor *TuningPanel::editor(ControlId id) const
{
    for (ControlEditor *editor : editors_) {
        if (editor->id() == id)
            return editor;
    }
    return nullptr;
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

void TuningPanel::showReport(int deviceIndex, const TuningResult &result)
{
    if (deviceIndex != deviceIndex_ && deviceIndex >= 0)
        return;
    if (controller_->isHeld(deviceIndex) && result.action == TuningResult::Action::Apply)
        return; // held for a stress check: the status says so, the check's result follows
    setStatus([this, result, request = requestBehind(result)] { return reportText(result, request); }, !result.ok);
    logModel_->reload();
}

} // namespace rocmtune
