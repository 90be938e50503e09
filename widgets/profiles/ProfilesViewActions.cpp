// SPDX-License-Identifier: GPL-3.0-or-later
// ProfilesView's actions: save, apply (and its countdown), rename, duplicate,
// delete/undo, export, import, apply at login, open folder.
#include "core/backends/DeviceSet.h"
#include "core/profiles/ProfileApplier.h"
#include "core/tuning/TuningValues.h"
#include "core/tuning/route/TuningController.h"
#include "core/tuning/transaction/TuningLog.h"
#include "widgets/profiles/MessageBar.h"
#include "widgets/profiles/ProfileListModel.h"
#include "widgets/profiles/ProfilePrompts.h"
#include "widgets/profiles/ProfilesView.h"

#include <QAction>
#include <QDateTime>
#include <QDir>
#include <QFileInfo>
#include <QPushButton>
#include <QStandardPaths>

namespace rocmtune {

namespace {
QString withNote(const QString &text, const QString &note)
{
    return note.isEmpty() ? text : text + QLatin1Char('\n') + note;
}
} // namespace

void ProfilesView::withFreshControls(std::function<void(const ControlState &)> next)
{
    // Read the controls again (rocmtune-cli may have changed them meanwhile):
    // on the sampler thread, into the controller's cache; this thread goes
    // on when the read arrives and never waits for it.
    if (!controller_) {
        showError([=, this, index = deviceIndex_] { return tr("The settings of GPU %1 could not be read.").arg(index); });
        return;
    }
    const int index = deviceIndex_;
    auto *once = new QObject(this);
    ++readsInFlight_;
    connect(controller_, &TuningController::controlsCached, once, [this, once, index, next](int device) {
        if (device != index)
            return;
        once->deleteLater();
        disconnect(controller_, nullptr, once, nullptr);
        --readsInFlight_;
        if (deviceIndex_ != index)
            return; // another GPU was chosen meanwhile: the action was for this one
        const std::optional<ControlState> state = controller_->cachedControls(index);
        if (!state) {
            showError([=, this] { return tr("The settings of GPU %1 could not be read.").arg(index); });
            return;
        }
        state_ = state;
        next(*state);
    });
    controller_->refreshCache(index);
}

void ProfilesView::saveCurrentAs()
{
    const std::optional<DeviceInfo> device = currentDevice();
    if (!device || !controller_) {
        showError([=, this] { return tr("Select a GPU first."); });
        return;
    }
    withFreshControls([this, device = *device](const ControlState &state) { saveCurrentFrom(device, state); });
}

void ProfilesView::saveCurrentFrom(const DeviceInfo &deviceInfo, const ControlState &state)
{
    const std::optional<DeviceInfo> device = deviceInfo;
    const TuningValues values = ProfileApplier::valuesToSave(state);
    if (values.isEmpty()) {
        showError([=, this] { return tr("%1 offers no tuning controls, so there is nothing to save.").arg(device->name); });
        return;
    }
    const auto choice = prompts_->askSaveAs(this, *device, values, uniqueName(tr("My settings")));
    if (!choice)
        return;
    const ProfileTarget target =
        choice->kind == ProfileTarget::Kind::Device ? ProfileTarget::forDevice(*device) : ProfileTarget::forModelOf(*device);
    const Profile profile = Profile::create(choice->name, target, values);
    QString error;
    if (!store_.save(profile, &error)) {
        showError([=, this] { return tr("The profile was not saved: %1").arg(error); });
        return;
    }
    reload();
    selectProfile(profile.id);
    showSuccess([=, this] { return tr("Saved \"%1\": %2").arg(choice->name.trimmed(), ProfileListModel::valuesText(values)); });
}

void ProfilesView::applySelected()
{
    const std::optional<Profile> profile = selectedProfile();
    const std::optional<DeviceInfo> device = currentDevice();
    if (!profile || !controller_)
        return;
    if (!device) {
        showError([=, this] { return tr("Select a GPU first."); });
        return;
    }
    if (controller_->isPending(deviceIndex_)) {
        showError([=, this, index = deviceIndex_] { return tr("GPU %1 has a change waiting for confirmation: keep or revert it first.").arg(index); });
        return;
    }
    withFreshControls([this, profile = *profile, device = *device](const ControlState &state) { applySelectedWith(profile, device, state); });
}

void ProfilesView::applySelectedWith(const Profile &profileValue, const DeviceInfo &deviceInfo, const ControlState &stateValue)
{
    const std::optional<Profile> profile = profileValue;
    const std::optional<DeviceInfo> device = deviceInfo;
    const std::optional<ControlState> state = stateValue;
    if (controller_->isPending(deviceIndex_)) {
        showError([=, this, index = deviceIndex_] { return tr("GPU %1 has a change waiting for confirmation: keep or revert it first.").arg(index); });
        return;
    }
    // Fit and re-validation against this card's limits first (with the
    // override, so the question is only asked for values that would pass);
    // core checks again when it writes.
    ProfileApplyOptions options;
    options.overrideModel = true;
    options.confirmTimeoutSeconds = controller_->confirmTimeoutSeconds();
    const ProfileApplyPlan plan = ProfileApplier::plan(*profile, deviceIndex_, *device, *state, controller_->policy(), options);
    if (plan.verdict == ProfileApplyPlan::Verdict::Empty) {
        logRefusedApply(*profile, *device, {plan.message});
        showError([=, this] { return plan.message; });
        return;
    }
    if (plan.verdict != ProfileApplyPlan::Verdict::Ready) {
        logRefusedApply(*profile, *device, plan.validation.ok() ? QStringList{plan.message} : plan.validation.messages());
        showError([=, this] {
            QStringList lines{tr("\"%1\" cannot be applied to %2:").arg(profile->name, device->name)};
            for (const QString &reason : plan.validation.messages())
                lines << tr("• %1").arg(reason);
            if (plan.validation.ok())
                lines << plan.message;
            return lines.join(QLatin1Char('\n'));
        });
        return;
    }
    if (plan.overridden && !prompts_->confirmOverride(this, *profile, *device)) {
        showInfo([=, this] { return tr("\"%1\" was not applied.").arg(profile->name); });
        return;
    }
    QString note;
    if (!plan.dropped.isEmpty()) {
        QStringList left;
        for (ControlId id : plan.dropped)
            left << describeValue(id, profile->values);
        note = tr("Left out, this GPU does not have them: %1.").arg(left.join(tr(", ")));
    }
    applying_ = PendingApply{deviceIndex_, profile->name, device->name, note};
    showInfo([=, this] { return tr("Applying \"%1\" to %2…").arg(profile->name, device->name); });
    controller_->apply(deviceIndex_, plan.values);
}

void ProfilesView::logRefusedApply(const Profile &profile, const DeviceInfo &device, const QStringList &reasons) const
{
    // Refused here, before core saw it: the tuning log still records it like core's own refusals.
    TuningLogEntry entry;
    entry.timestampMs = QDateTime::currentMSecsSinceEpoch();
    entry.deviceId = device.stableId();
    entry.deviceName = device.name;
    entry.action = QStringLiteral("apply");
    entry.outcome = QStringLiteral("refused");
    entry.message = tr("Profile \"%1\": %2").arg(profile.name, reasons.join(QLatin1Char(' ')));
    TuningLog(TuningLog::pathIn(controller_->stateDirectory())).append(entry);
}

void ProfilesView::onOperationFinished(int deviceIndex, const TuningResult &result)
{
    if (!applying_ || applying_->deviceIndex != deviceIndex || result.action != TuningResult::Action::Apply)
        return;
    const PendingApply done = *applying_;
    applying_.reset();
    if (result.ok) {
        if (result.outcome == TuningResult::Outcome::Pending && controller_->isPending(deviceIndex)) {
            countdown_ = done;
            showInfo([=, this] { return countdownText(controller_->secondsLeft(deviceIndex)); });
            message_->addButton([this] { return tr("&Keep"); }, [this, deviceIndex] { controller_->keep(deviceIndex); });
            message_->addButton([this] { return tr("Revert &now"); }, [this, deviceIndex] { controller_->revertNow(deviceIndex); });
        } else {
            showSuccess([=, this] { return withNote(tr("Applied \"%1\" to %2.").arg(done.profileName, done.deviceName), done.note); });
        }
        return;
    }
    const QString text = result.message;
    const QStringList refusals = result.refusalMessages();
    // The refusals are the message: shown once, as a list, not again after the first line.
    showError([=, this] {
        QStringList lines{refusals.isEmpty() ? tr("\"%1\" was not applied: %2").arg(done.profileName, text)
                                             : tr("\"%1\" was not applied:").arg(done.profileName)};
        for (const QString &refusal : refusals)
            lines << tr("• %1").arg(refusal);
        return lines.join(QLatin1Char('\n'));
    });
}

QString ProfilesView::countdownText(int secondsLeft) const
{
    return withNote(tr("Applied \"%1\" to %2. Keep the new settings, or they are reverted in %n second(s).", nullptr, secondsLeft)
                        .arg(countdown_ ? countdown_->profileName : QString(), countdown_ ? countdown_->deviceName : QString()),
                    countdown_ ? countdown_->note : QString());
}

void ProfilesView::onConfirmationTick(int deviceIndex, int secondsLeft)
{
    if (countdown_ && countdown_->deviceIndex == deviceIndex)
        message_->setText(countdownText(secondsLeft));
}

void ProfilesView::onConfirmationEnded(int deviceIndex, bool kept)
{
    if (!countdown_ || countdown_->deviceIndex != deviceIndex)
        return;
    const PendingApply done = *countdown_;
    countdown_.reset();
    if (kept)
        showSuccess([=, this] { return withNote(tr("Kept \"%1\" on %2.").arg(done.profileName, done.deviceName), done.note); });
    else
        showInfo([=, this] { return tr("Reverted: %1 has the settings from before \"%2\" again.").arg(done.deviceName, done.profileName); });
}

void ProfilesView::renameSelected()
{
    const std::optional<Profile> profile = selectedProfile();
    if (!profile)
        return;
    const auto name = prompts_->askName(this, tr("Rename profile"), tr("New name:"), profile->name);
    if (!name || name->trimmed() == profile->name)
        return;
    QString error;
    if (!store_.rename(profile->id, *name, &error)) {
        showError([=, this] { return tr("\"%1\" was not renamed: %2").arg(profile->name, error); });
        return;
    }
    reload();
    selectProfile(profile->id);
    showSuccess([=, this] { return tr("Renamed \"%1\" to \"%2\".").arg(profile->name, name->trimmed()); });
}

void ProfilesView::duplicateSelected()
{
    const std::optional<Profile> profile = selectedProfile();
    if (!profile)
        return;
    const auto name = prompts_->askName(this, tr("Duplicate profile"), tr("Name of the copy:"), uniqueName(tr("%1 copy").arg(profile->name)));
    if (!name)
        return;
    QString error;
    const std::optional<Profile> copy = store_.duplicate(profile->id, *name, &error);
    if (!copy) {
        showError([=, this] { return tr("\"%1\" was not copied: %2").arg(profile->name, error); });
        return;
    }
    reload();
    selectProfile(copy->id);
    showSuccess([=, this] { return tr("Copied \"%1\" to \"%2\".").arg(profile->name, copy->name); });
}

void ProfilesView::deleteSelected()
{
    const std::optional<Profile> profile = selectedProfile();
    if (!profile)
        return;
    QString error;
    const std::optional<Profile> removed = store_.remove(profile->id, &error);
    if (!removed) {
        showError([=, this] { return tr("\"%1\" was not deleted: %2").arg(profile->name, error); });
        return;
    }
    deleted_.push_back(*removed);
    QString autostartError;
    if (removed->applyAtLogin && !syncAutostart(&autostartError)) {
        showError([=, this] { return autostartError; });
        return;
    }
    reload();
    showInfo([=, this] { return tr("Deleted \"%1\".").arg(removed->name); });
    message_->addButton([this] { return tr("&Undo"); }, [this] { undoDelete(); });
}

void ProfilesView::undoDelete()
{
    if (deleted_.isEmpty())
        return;
    Profile profile = deleted_.takeLast();
    const QString originalName = profile.name;
    // Another profile may have taken the name meanwhile.
    profile.name = uniqueName(profile.name);
    QString error;
    if (!store_.save(profile, &error)) {
        deleted_.push_back(profile);
        showError([=, this] { return tr("\"%1\" could not be restored: %2").arg(originalName, error); });
        updateActions();
        return;
    }
    if (profile.applyAtLogin && !syncAutostart(&error))
        showError([=, this] { return error; });
    else
        showSuccess([=, this] { return profile.name == originalName ? tr("Restored \"%1\".").arg(profile.name)
                                                 : tr("Restored \"%1\" as \"%2\".").arg(originalName, profile.name); });
    reload();
    selectProfile(profile.id);
}

namespace {
// Where the file dialog opens: the Documents folder where there is one, else home (a dialog pre-filled with a folder
// that does not exist opens somewhere else and shows a path that is not there).
QString profileFileFolder()
{
    const QString documents = QStandardPaths::writableLocation(QStandardPaths::DocumentsLocation);
    return !documents.isEmpty() && QFileInfo(documents).isDir() ? documents : QDir::homePath();
}
} // namespace

void ProfilesView::exportSelected()
{
    const std::optional<Profile> profile = selectedProfile();
    if (!profile)
        return;
    QString fileName = profile->name;
    for (const QChar bad : QStringLiteral("/\\:*?\"<>|"))
        fileName.replace(bad, QLatin1Char('_'));
    const QString path = prompts_->askExportPath(this, QDir(profileFileFolder()).filePath(fileName + QStringLiteral(".json")));
    if (path.isEmpty())
        return;
    QString error;
    if (!store_.exportTo(profile->id, path, &error)) {
        showError([=, this] { return tr("\"%1\" was not exported: %2").arg(profile->name, error); });
        return;
    }
    showSuccess([=, this] { return tr("Exported \"%1\" to %2.").arg(profile->name, QDir::toNativeSeparators(path)); });
}

void ProfilesView::importProfile()
{
    const QString path = prompts_->askImportPath(this, profileFileFolder());
    if (path.isEmpty())
        return;
    QString error;
    const std::optional<Profile> imported = store_.importFrom(path, &error);
    if (!imported) {
        showError([=, this] { return tr("Nothing was imported. %1").arg(error); });
        return;
    }
    reload();
    selectProfile(imported->id);
    const std::optional<DeviceInfo> device = currentDevice();
    const bool otherModel = device && profileFit(*imported, *device) == ProfileFit::OtherModel;
    showSuccess([=, this] { return otherModel ? tr("Imported \"%1\". It was made for %2, another model than this GPU.").arg(imported->name, imported->target.modelName)
                           : tr("Imported \"%1\".").arg(imported->name); });
    if (!device || !controller_)
        return;
    // Checked at once against this GPU's limits, as Apply would (review D23: a 400 W profile was imported without a word
    // and refused only at Apply): the import stays, and the bar says what would be refused.
    withFreshControls([this, profile = *imported, device = *device](const ControlState &state) {
        ProfileApplyOptions options;
        options.overrideModel = true;
        const ProfileApplyPlan plan = ProfileApplier::plan(profile, deviceIndex_, device, state, controller_->policy(), options);
        if (plan.validation.ok())
            return;
        const QStringList reasons = plan.validation.messages();
        showError([=, this] {
            QStringList lines{tr("Imported \"%1\", but it cannot be applied to %2 as it is:").arg(profile.name, device.name)};
            for (const QString &reason : reasons)
                lines << tr("• %1").arg(reason);
            return lines.join(QLatin1Char('\n'));
        });
    });
}

void ProfilesView::toggleApplyAtLogin()
{
    const std::optional<Profile> profile = selectedProfile();
    if (!profile) {
        updateActions();
        return;
    }
    const bool enable = !profile->applyAtLogin;
    QString error;
    if (!store_.setApplyAtLogin(profile->id, enable, &error) || !syncAutostart(&error)) {
        showError([=, this] { return tr("The login setting of \"%1\" was not changed: %2").arg(profile->name, error); });
        reload();
        return;
    }
    reload();
    if (enable)
        showSuccess([=, this] { return tr("\"%1\" is applied when you log in (%2 runs it from %3).")
                        .arg(profile->name, QStringLiteral("rocmtune-cli"), QDir::toNativeSeparators(autostart_.filePath())); });
    else
        showInfo([=, this] { return tr("\"%1\" is no longer applied at login.").arg(profile->name); });
}

bool ProfilesView::syncAutostart(QString *error)
{
    bool any = false;
    for (const Profile &p : store_.load().profiles)
        any = any || p.applyAtLogin;
    if (any)
        return autostart_.enable(cliPath_, error);
    return !autostart_.isEnabled() || autostart_.disable(error);
}

void ProfilesView::openFolder()
{
    QDir().mkpath(store_.directory());
    if (!prompts_->openFolder(this, store_.directory()))
        showError([=, this] { return tr("No file manager could be opened. The profiles are in %1").arg(QDir::toNativeSeparators(store_.directory())); });
}

} // namespace rocmtune
