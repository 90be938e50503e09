// SPDX-License-Identifier: GPL-3.0-or-later
// ProfilesView: "Apply at boot" and the boot profile's status line. The boot
// profiles are root's (/etc/rocmtune/boot-profiles.json): reading them needs
// nothing, changing them goes through rocmtune-helper (polkit asks), which
// checks the values like an apply; rocmtune-boot.service applies them.
#include "widgets/profiles/ProfilesView.h"

#include "core/boot/BootAnswer.h"
#include "core/boot/BootProfileStatus.h"
#include "core/boot/BootRequest.h"
#include "core/boot/SoftwareFanCurve.h"
#include "core/profiles/ProfileApplier.h"
#include "core/tuning/route/TuningController.h"
#include "widgets/profiles/MessageBar.h"

#include <QAction>
#include <QDateTime>
#include <QLabel>
#include <QLocale>

namespace rocmtune {

void ProfilesView::updateBootStatus()
{
    QAction *boot = action(Action::ApplyAtBoot);
    const std::optional<DeviceInfo> device = currentDevice();
    const std::optional<Profile> profile = selectedProfile();
    if (!device || device->simulated) {
        boot->setEnabled(false);
        boot->setChecked(false);
        bootStatus_->setText(device ? tr("Simulated GPUs have no boot profile.") : QString());
        return;
    }
    const BootProfilesView view = readBootProfiles({*device});
    if (!view.ok()) {
        boot->setEnabled(false);
        boot->setChecked(false);
        bootStatus_->setText(tr("The boot profiles cannot be read: %1").arg(view.error));
        return;
    }
    const BootProfileStatus *status = view.forDevice(device->stableId());
    boot->setEnabled(profile.has_value() && !bootBusy_);
    boot->setChecked(profile && status && status->profile.profileName == profile->name && !status->disabled);
    if (!status)
        bootStatus_->setText(tr("No boot profile for this GPU: it starts with the driver's settings."));
    else if (status->disabled)
        bootStatus_->setText(tr("Boot profile “%1” is switched off by the boot-loop guard: the machine went down without a clean shutdown "
                                "within 10 minutes of applying it (%2). Select it and choose “Apply at boot” to switch it on again.")
                                 .arg(status->profile.profileName,
                                      QLocale().toString(QDateTime::fromMSecsSinceEpoch(status->disabled->appliedMs), QLocale::ShortFormat)));
    else if (status->softwareFan)
        bootStatus_->setText(tr("Boot profile: “%1”, applied at every boot, after resume and after a GPU reset. Fan: %2.")
                                 .arg(status->profile.profileName, softwareFanText(*status->softwareFan)));
    else
        bootStatus_->setText(tr("Boot profile: “%1”, applied at every boot, after resume and after a GPU reset.").arg(status->profile.profileName));
}

void ProfilesView::toggleApplyAtBoot()
{
    const std::optional<Profile> profile = selectedProfile();
    const std::optional<DeviceInfo> device = currentDevice();
    if (!profile || !device || bootBusy_) {
        updateActions();
        return;
    }
    const BootProfilesView view = readBootProfiles({*device});
    const BootProfileStatus *status = view.ok() ? view.forDevice(device->stableId()) : nullptr;
    BootRequest request;
    request.deviceIndex = deviceIndex_;
    request.deviceId = device->stableId();
    if (status && status->profile.profileName == profile->name) {
        request.action = status->disabled ? BootRequest::Action::Enable : BootRequest::Action::Clear;
        sendBootRequest(request, *device);
        return;
    }
    // The values are checked against the GPU's present controls, read on the
    // sampler thread; this thread goes on when they arrive.
    withFreshControls([this, profile = *profile, device = *device, request](const ControlState &state) mutable {
        if (!controller_) {
            updateActions();
            return;
        }
        // A fan curve on a card without the firmware's curve runs in software
        // in rocmtune-boot: the helper checks it against the card's fan and
        // sensor; the plan (which would drop it) gets the other values.
        Profile planned = profile;
        std::optional<FanCurveValue> softwareCurve;
        if (const FanCurveValue *curve = profile.values.perControl.get<FanCurveValue>(); curve && fanCurveHost(state) != FanCurveHost::Firmware) {
            if (fanCurveHost(state) == FanCurveHost::None) {
                const QString problem = softwareFanCurveProblem(*curve, state, Sample(), controller_->policy().fan);
                showError([=, this] { return tr("\"%1\" cannot be the boot profile of %2: %3").arg(profile.name, device.name, problem); });
                updateActions();
                return;
            }
            // The administrator's fan limits, said here before asking for the password (the helper checks them again).
            if (const QString limits = controller_->policy().fan.curveProblem(curve->points); !limits.isEmpty()) {
                showError([=, this] { return tr("\"%1\" cannot be the boot profile of %2: %3").arg(profile.name, device.name, limits); });
                updateActions();
                return;
            }
            softwareCurve = *curve;
            planned.values.perControl.remove<FanCurveValue>();
        }
        if (softwareCurve && planned.values.isEmpty()) {
            request.action = BootRequest::Action::Set;
            request.profileName = profile.name;
            request.values.perControl.set(*softwareCurve);
            sendBootRequest(request, device);
            return;
        }
        const ProfileApplyPlan plan = ProfileApplier::plan(planned, request.deviceIndex, device, state, controller_->policy(), ProfileApplyOptions{});
        if (!plan.ready()) {
            showError([=, this] {
                QStringList lines{tr("\"%1\" cannot be the boot profile of %2:").arg(profile.name, device.name)};
                for (const QString &reason : plan.validation.messages())
                    lines << tr("• %1").arg(reason);
                if (plan.validation.ok())
                    lines << plan.message;
                return lines.join(QLatin1Char('\n'));
            });
            updateActions();
            return;
        }
        request.action = BootRequest::Action::Set;
        request.profileName = profile.name;
        request.values = plan.values;
        if (softwareCurve)
            request.values.perControl.set(*softwareCurve);
        sendBootRequest(request, device);
    });
}

void ProfilesView::sendBootRequest(const BootRequest &request, const DeviceInfo &device)
{
    bootBusy_ = true;
    showInfo([=, this] { return tr("Changing the boot profile of %1 (an administrator's permission is asked)…").arg(device.name); });
    updateActions();
    bootSender_->send(request, [this](const BootAnswer &answer) {
        bootBusy_ = false;
        const QString message = answer.message;
        if (answer.ok())
            showSuccess([=] { return message; });
        else
            showError([=, this] { return tr("The boot profile was not changed: %1").arg(message); });
        updateActions();
    });
}

} // namespace rocmtune
