// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "core/backends/DeviceControls.h"
#include "core/profiles/LoginAutostart.h"
#include "core/profiles/ProfileStore.h"
#include "core/tuning/route/TuningResult.h"

#include <QWidget>

#include <memory>
#include <functional>
#include <optional>

class QAction;
class QFileSystemWatcher;
class QLabel;
class QTableView;
class QTimer;
class QToolBar;

namespace rocmtune {

class EmptyViewHint;

class AppContext;
class MessageBar;
class ProfileListModel;
class BootRequestSender;
struct BootRequest;
class ProfilePrompts;
class TuningController;

// The Profiles tab: the saved tuning profiles for the selected GPU (it
// follows AppContext::currentDeviceChanged), with save current settings,
// apply (through the TuningController: the confirm-or-revert countdown, a
// profile for another model only after an explicit override), rename,
// duplicate, delete with undo, export, import, apply at login and the
// profiles folder. Changes made elsewhere (rocmtune-cli) show up through a
// QFileSystemWatcher.
class ProfilesView : public QWidget
{
    Q_OBJECT
public:
    ProfilesView(AppContext *context, TuningController *controller, QWidget *parent = nullptr);
    ~ProfilesView() override;

    // Defaults: ProfileStore::defaultDirectory(), $XDG_CONFIG_HOME/autostart,
    // rocmtune-cli next to this program (else on PATH), dialogs.
    void setStoreDirectory(const QString &directory);
    void setAutostartDirectory(const QString &directory);
    void setCliPath(const QString &path) { cliPath_ = path; }
    void setPrompts(std::unique_ptr<ProfilePrompts> prompts);

    const ProfileStore &store() const { return store_; }
    int deviceIndex() const { return deviceIndex_; }
    // Save and Apply first read the controls again, on the sampler thread; true until that read is back.
    bool isReadingControls() const { return readsInFlight_ > 0; }
    bool controlsKnown() const { return state_.has_value(); }
    ProfileListModel *model() const { return model_; }
    QTableView *table() const { return table_; }
    MessageBar *messageBar() const { return message_; }
    QString selectedProfileId() const;
    void selectProfile(const QString &id);

    enum class Action { SaveCurrent, Apply, Rename, Duplicate, Delete, Undo, Export, Import, ApplyAtLogin, ApplyAtBoot, OpenFolder, Reload };
    QAction *action(Action which) const;

public slots:
    void setDeviceIndex(int index);
    void reload();
    void saveCurrentAs();
    void applySelected();
    void renameSelected();
    void duplicateSelected();
    void deleteSelected();
    void undoDelete();
    void exportSelected();
    void importProfile();
    void toggleApplyAtLogin();
    // The selected profile as this GPU's boot profile (root's, through the
    // helper), or no longer; enables it again after the boot-loop guard.
    void toggleApplyAtBoot();
    void sendBootRequest(const BootRequest &request, const DeviceInfo &device);
    void openFolder();

protected:
    void changeEvent(QEvent *event) override;
    void showEvent(QShowEvent *event) override;

private:
    void buildActions();
    void retranslateUi();
    void updateHeader();
    void updateActions();
    void watchDirectory();
    std::optional<Profile> selectedProfile() const;
    // Reads the controls again on the sampler thread, then calls next on this
    // thread (never waits); a message instead when they cannot be read.
    void withFreshControls(std::function<void(const ControlState &)> next);
    int readsInFlight_ = 0;
    void saveCurrentFrom(const DeviceInfo &device, const ControlState &state);
    void applySelectedWith(const Profile &profile, const DeviceInfo &device, const ControlState &state);
    std::optional<DeviceInfo> currentDevice() const;
    QString uniqueName(const QString &wanted) const;
    bool syncAutostart(QString *error);
    // The message is built again when the language changes.
    void showError(const std::function<QString()> &text);
    void logRefusedApply(const Profile &profile, const DeviceInfo &device, const QStringList &reasons) const;
    void showInfo(const std::function<QString()> &text);
    void showSuccess(const std::function<QString()> &text);
    void onControls(int deviceIndex, const ControlState &state);
    void onOperationFinished(int deviceIndex, const TuningResult &result);
    void onConfirmationTick(int deviceIndex, int secondsLeft);
    void onConfirmationEnded(int deviceIndex, bool kept);
    QString countdownText(int secondsLeft) const;
    // ProfilesViewBoot.cpp: the boot profile's action and status line.
    void updateBootStatus();

    AppContext *context_;
    TuningController *controller_;
    ProfileStore store_;
    LoginAutostart autostart_;
    QString cliPath_;
    std::unique_ptr<ProfilePrompts> prompts_;
    int deviceIndex_ = -1;
    std::optional<ControlState> state_;
    QVector<Profile> deleted_; // undo stack of deleted profiles
    // The apply this view started, until the controller answers; then the countdown.
    struct PendingApply {
        int deviceIndex = -1;
        QString profileName;
        QString deviceName;
        QString note; // values left out because the card lacks their control
    };
    std::optional<PendingApply> applying_;
    std::optional<PendingApply> countdown_;

    QLabel *header_;
    QLabel *simulated_;
    QToolBar *toolBar_;
    QTableView *table_;
    ProfileListModel *model_;
    MessageBar *message_;
    QLabel *folder_;
    QLabel *bootStatus_;
    BootRequestSender *bootSender_;
    bool bootBusy_ = false;
    EmptyViewHint *emptyHint_ = nullptr;
    QFileSystemWatcher *watcher_;
    QTimer *reloadTimer_;
    QMap<Action, QAction *> actions_;
};

} // namespace rocmtune
