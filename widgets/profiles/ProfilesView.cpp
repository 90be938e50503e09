// SPDX-License-Identifier: GPL-3.0-or-later
#include "widgets/profiles/ProfilesView.h"

#include "core/boot/BootAnswer.h"
#include "core/tuning/route/TuningController.h"
#include "widgets/common/EmptyViewHint.h"
#include "widgets/common/TextTone.h"
#include "widgets/context/AppContext.h"
#include "widgets/profiles/MessageBar.h"
#include "widgets/profiles/ProfileListModel.h"
#include "widgets/profiles/ProfilePrompts.h"

#include <QAction>
#include <QCoreApplication>
#include <QDir>
#include <QEvent>
#include <QFileInfo>
#include <QFileSystemWatcher>
#include <QHBoxLayout>
#include <QHeaderView>
#include <QLabel>
#include <QMenu>
#include <QPushButton>
#include <QTableView>
#include <QTimer>
#include <QToolBar>
#include <QVBoxLayout>

namespace rocmtune {

namespace {
QString defaultCliPath()
{
    const QString besideUs = QDir(QCoreApplication::applicationDirPath()).filePath(QStringLiteral("rocmtune-cli"));
    return QFileInfo(besideUs).isExecutable() ? besideUs : QStringLiteral("rocmtune-cli");
}
} // namespace

ProfilesView::ProfilesView(AppContext *context, TuningController *controller, QWidget *parent)
    : QWidget(parent), context_(context), controller_(controller), cliPath_(defaultCliPath()),
      prompts_(std::make_unique<ProfilePrompts>()), header_(new QLabel(this)), simulated_(new QLabel(this)),
      toolBar_(new QToolBar(this)), table_(new QTableView(this)), model_(new ProfileListModel(this)), message_(new MessageBar(this)),
      folder_(new QLabel(this)), bootStatus_(new QLabel(this)), bootSender_(new BootRequestSender(this)), watcher_(new QFileSystemWatcher(this)),
      reloadTimer_(new QTimer(this))
{
    setObjectName(QStringLiteral("profilesView"));
    QFont headerFont = header_->font();
    headerFont.setBold(true);
    header_->setFont(headerFont);
    simulated_->setStyleSheet(textToneStyle(palette(), TextTone::Warning, QStringLiteral("font-weight: bold;")));
    toolBar_->setToolButtonStyle(Qt::ToolButtonTextOnly);
    table_->setModel(model_);
    emptyHint_ = new EmptyViewHint(table_);
    table_->setSelectionBehavior(QAbstractItemView::SelectRows);
    table_->setSelectionMode(QAbstractItemView::SingleSelection);
    table_->setEditTriggers(QAbstractItemView::NoEditTriggers);
    table_->setContextMenuPolicy(Qt::CustomContextMenu);
    // Long value lists wrap instead of hiding behind an ellipsis.
    table_->setWordWrap(true);
    table_->setAlternatingRowColors(true);
    table_->setStyleSheet(QStringLiteral("QTableView::item { padding: 4px 6px; }")); // wrapped rows get air
    table_->verticalHeader()->hide();
    table_->verticalHeader()->setSectionResizeMode(QHeaderView::ResizeToContents);
    table_->horizontalHeader()->setSectionResizeMode(QHeaderView::ResizeToContents);
    table_->horizontalHeader()->setSectionResizeMode(ProfileListModel::ValuesColumn, QHeaderView::Stretch);
    folder_->setTextInteractionFlags(Qt::TextSelectableByMouse);
    folder_->setWordWrap(true);
    reloadTimer_->setSingleShot(true);
    reloadTimer_->setInterval(150); // a save is a write and a rename: one reload

    auto *top = new QHBoxLayout;
    top->addWidget(header_, 1);
    top->addWidget(simulated_);
    auto *layout = new QVBoxLayout(this);
    layout->addLayout(top);
    layout->addWidget(toolBar_);
    layout->addWidget(table_, 1);
    layout->addWidget(message_);
    bootStatus_->setObjectName(QStringLiteral("bootProfileStatus"));
    bootStatus_->setWordWrap(true);
    layout->addWidget(bootStatus_);
    layout->addWidget(folder_);

    buildActions();
    connect(table_->selectionModel(), &QItemSelectionModel::selectionChanged, this, &ProfilesView::updateActions);
    connect(table_, &QTableView::customContextMenuRequested, this, [this](const QPoint &pos) {
        QMenu menu(this);
        for (Action a : {Action::Apply, Action::Rename, Action::Duplicate, Action::Delete, Action::Export, Action::ApplyAtLogin,
                         Action::ApplyAtBoot})
            menu.addAction(action(a));
        menu.addSeparator();
        for (Action a : {Action::SaveCurrent, Action::Import, Action::Undo, Action::OpenFolder})
            menu.addAction(action(a));
        menu.exec(table_->viewport()->mapToGlobal(pos));
    });
    connect(watcher_, &QFileSystemWatcher::directoryChanged, reloadTimer_, qOverload<>(&QTimer::start));
    connect(reloadTimer_, &QTimer::timeout, this, &ProfilesView::reload);

    if (context_) {
        connect(context_, &AppContext::devicesChanged, this, [this] { setDeviceIndex(context_->currentDevice()); });
        connect(context_, &AppContext::currentDeviceChanged, this, &ProfilesView::setDeviceIndex);
    }
    if (controller_) {
        connect(controller_, &TuningController::controlsChanged, this, &ProfilesView::onControls);
        connect(controller_, &TuningController::resultReady, this, &ProfilesView::onOperationFinished);
        connect(controller_, &TuningController::confirmationTick, this, &ProfilesView::onConfirmationTick);
        connect(controller_, &TuningController::confirmationEnded, this, &ProfilesView::onConfirmationEnded);
        connect(controller_, &TuningController::busyChanged, this, &ProfilesView::updateActions);
    }
    setStoreDirectory(ProfileStore::defaultDirectory());
    retranslateUi();
    if (context_ && context_->currentDevice() >= 0)
        setDeviceIndex(context_->currentDevice());
}

ProfilesView::~ProfilesView() = default;

void ProfilesView::buildActions()
{
    auto add = [this](Action which, const QKeySequence &shortcut, void (ProfilesView::*slot)()) {
        auto *a = new QAction(this);
        a->setShortcut(shortcut);
        a->setShortcutContext(Qt::WidgetWithChildrenShortcut); // only while this view has the focus
        connect(a, &QAction::triggered, this, slot);
        addAction(a);
        actions_.insert(which, a);
        return a;
    };
    add(Action::SaveCurrent, QKeySequence(Qt::CTRL | Qt::Key_S), &ProfilesView::saveCurrentAs);
    add(Action::Apply, QKeySequence(Qt::CTRL | Qt::Key_Return), &ProfilesView::applySelected);
    add(Action::Rename, QKeySequence(Qt::Key_F2), &ProfilesView::renameSelected);
    add(Action::Duplicate, QKeySequence(Qt::CTRL | Qt::Key_D), &ProfilesView::duplicateSelected);
    add(Action::Delete, QKeySequence(QKeySequence::Delete), &ProfilesView::deleteSelected);
    add(Action::Undo, QKeySequence(QKeySequence::Undo), &ProfilesView::undoDelete);
    add(Action::Export, QKeySequence(Qt::CTRL | Qt::Key_E), &ProfilesView::exportSelected);
    add(Action::Import, QKeySequence(Qt::CTRL | Qt::Key_I), &ProfilesView::importProfile);
    add(Action::ApplyAtLogin, QKeySequence(Qt::CTRL | Qt::Key_L), &ProfilesView::toggleApplyAtLogin)->setCheckable(true);
    add(Action::ApplyAtBoot, QKeySequence(), &ProfilesView::toggleApplyAtBoot)->setCheckable(true);
    add(Action::OpenFolder, QKeySequence(), &ProfilesView::openFolder);
    add(Action::Reload, QKeySequence(QKeySequence::Refresh), &ProfilesView::reload);
    // The toggle's check mark follows the selection; a click toggles through the slot.
    for (Action a : {Action::SaveCurrent, Action::Apply, Action::Rename, Action::Duplicate, Action::Delete, Action::Undo, Action::Export,
                     Action::Import, Action::ApplyAtLogin, Action::ApplyAtBoot, Action::OpenFolder}) {
        toolBar_->addAction(actions_.value(a));
        if (a == Action::Apply || a == Action::Undo || a == Action::Import)
            toolBar_->addSeparator();
    }
}

QAction *ProfilesView::action(Action which) const
{
    return actions_.value(which);
}

void ProfilesView::setStoreDirectory(const QString &directory)
{
    store_ = ProfileStore(directory);
    deleted_.clear();
    watchDirectory();
    reload();
}

void ProfilesView::setAutostartDirectory(const QString &directory)
{
    autostart_ = LoginAutostart(directory);
}

void ProfilesView::setPrompts(std::unique_ptr<ProfilePrompts> prompts)
{
    prompts_ = std::move(prompts);
}

void ProfilesView::watchDirectory()
{
    if (!watcher_->directories().isEmpty())
        watcher_->removePaths(watcher_->directories());
    // The folder exists from the start, so the first profile a CLI writes shows up.
    QDir().mkpath(store_.directory());
    watcher_->addPath(store_.directory());
}

void ProfilesView::setDeviceIndex(int index)
{
    if (index != deviceIndex_)
        state_.reset();
    deviceIndex_ = index;
    const QString selected = selectedProfileId();
    model_->setDevice(currentDevice());
    if (context_)
        model_->setPresentDevices(context_->devices());
    if (!selected.isEmpty())
        selectProfile(selected);
    updateHeader();
    updateActions();
    if (controller_ && index >= 0)
        controller_->refresh(index);
}

std::optional<DeviceInfo> ProfilesView::currentDevice() const
{
    if (!context_)
        return std::nullopt;
    const DeviceInfo *device = context_->device(deviceIndex_);
    return device ? std::optional(*device) : std::nullopt;
}

void ProfilesView::reload()
{
    const QString selected = selectedProfileId();
    model_->setContents(store_.load());
    if (!selected.isEmpty())
        selectProfile(selected);
    // The best fit for this GPU comes first and is selected: Apply is one click.
    if (selectedProfileId().isEmpty() && model_->profileCount() > 0)
        table_->selectRow(0);
    updateHeader();
    updateActions();
}

QString ProfilesView::selectedProfileId() const
{
    const QModelIndexList rows = table_->selectionModel()->selectedRows();
    return rows.isEmpty() ? QString() : rows.first().data(ProfileListModel::ProfileIdRole).toString();
}

void ProfilesView::selectProfile(const QString &id)
{
    const int row = model_->rowOf(id);
    if (row < 0)
        return;
    table_->selectRow(row);
    table_->scrollTo(model_->index(row, 0));
}

std::optional<Profile> ProfilesView::selectedProfile() const
{
    const QModelIndexList rows = table_->selectionModel()->selectedRows();
    if (rows.isEmpty())
        return std::nullopt;
    const Profile *profile = model_->profileAt(rows.first().row());
    return profile ? std::optional(*profile) : std::nullopt;
}

void ProfilesView::updateHeader()
{
    const std::optional<DeviceInfo> device = currentDevice();
    const int profiles = model_->profileCount();
    const int unreadable = model_->errorCount();
    QString text = device ? tr("Profiles for GPU %1: %2").arg(deviceIndex_).arg(device->name) : tr("Profiles (no GPU selected)");
    QString count = tr("%n profile(s)", nullptr, profiles);
    if (unreadable > 0)
        count = tr("%1, %2").arg(count, tr("%n unreadable file(s)", nullptr, unreadable));
    text = tr("%1 — %2").arg(text, count);
    header_->setText(text);
    simulated_->setText(device && device->simulated ? tr("Simulated") : QString());
    folder_->setText(tr("Profiles are stored in %1").arg(QDir::toNativeSeparators(store_.directory())));
}

void ProfilesView::updateActions()
{
    const std::optional<Profile> profile = selectedProfile();
    const bool device = currentDevice().has_value();
    const bool busy = controller_ && controller_->isBusy();
    action(Action::SaveCurrent)->setEnabled(device && controller_);
    action(Action::Apply)->setEnabled(profile && device && controller_ && !busy);
    for (Action a : {Action::Rename, Action::Duplicate, Action::Delete, Action::Export, Action::ApplyAtLogin})
        action(a)->setEnabled(profile.has_value());
    action(Action::ApplyAtLogin)->setChecked(profile && profile->applyAtLogin);
    action(Action::Undo)->setEnabled(!deleted_.isEmpty());
    updateBootStatus();
}

QString ProfilesView::uniqueName(const QString &wanted) const
{
    QString name = wanted.trimmed();
    for (int n = 2; store_.findByName(name); ++n)
        name = tr("%1 (%2)").arg(wanted.trimmed()).arg(n);
    return name;
}

void ProfilesView::showError(const std::function<QString()> &text)
{
    message_->showMessage(text, MessageBar::Kind::Error);
}

void ProfilesView::showInfo(const std::function<QString()> &text)
{
    message_->showMessage(text, MessageBar::Kind::Info);
}

void ProfilesView::showSuccess(const std::function<QString()> &text)
{
    message_->showMessage(text, MessageBar::Kind::Success);
}

void ProfilesView::onControls(int deviceIndex, const ControlState &state)
{
    if (deviceIndex == deviceIndex_)
        state_ = state;
}

void ProfilesView::changeEvent(QEvent *event)
{
    QWidget::changeEvent(event);
    if (event->type() == QEvent::LanguageChange)
        retranslateUi();
}

void ProfilesView::showEvent(QShowEvent *event)
{
    QWidget::showEvent(event);
    // Catch up with changes the watcher may have missed (a folder made anew).
    watchDirectory();
    reload();
    // Only when unknown: a refresh also resets the tuning panel's unapplied edits.
    if (controller_ && deviceIndex_ >= 0 && !state_)
        controller_->refresh(deviceIndex_);
}

void ProfilesView::retranslateUi()
{
    setWindowTitle(tr("Profiles")); // the tab name
    struct Label {
        Action action;
        QString text;
        QString tip;
    };
    const Label labels[] = {
        {Action::SaveCurrent, tr("&Save current as…"), tr("Save the settings in force on this GPU as a new profile")},
        {Action::Apply, tr("&Apply"), tr("Apply the selected profile to this GPU (confirm or it is reverted)")},
        {Action::Rename, tr("&Rename…"), tr("Rename the selected profile")},
        {Action::Duplicate, tr("D&uplicate…"), tr("Copy the selected profile under a new name")},
        {Action::Delete, tr("&Delete"), tr("Delete the selected profile (can be undone)")},
        {Action::Undo, tr("&Undo delete"), tr("Bring back the profile deleted last")},
        {Action::Export, tr("&Export…"), tr("Write the selected profile to a file")},
        {Action::Import, tr("&Import…"), tr("Add a profile from a file (it is checked first)")},
        {Action::ApplyAtLogin, tr("Apply at &login"), tr("Apply the selected profile when you log in (an autostart entry)")},
        {Action::ApplyAtBoot, tr("Apply at &boot"),
         tr("Make the selected profile this GPU's boot profile: applied at every boot, after resume and after a GPU reset, "
            "also without anyone logged in (needs an administrator; rocmtune-boot.service)")},
        {Action::OpenFolder, tr("Open &folder"), tr("Show the profiles folder in the file manager")},
        {Action::Reload, tr("Reload"), tr("Read the profiles folder again")},
    };
    for (const Label &label : labels) {
        QAction *a = action(label.action);
        a->setText(label.text);
        const QString keys = a->shortcut().toString(QKeySequence::NativeText);
        a->setToolTip(keys.isEmpty() ? label.tip : tr("%1 (%2)").arg(label.tip, keys));
    }
    model_->retranslate();
    emptyHint_->setHint(tr("No profiles yet.\n\nSet this GPU up on the Tuning tab and keep the change, then \"Save current as…\" "
                           "stores those settings here. \"Import…\" adds a profile file. A stress test run while a profile is "
                           "in force records whether it held."));
    updateHeader();
}

} // namespace rocmtune
