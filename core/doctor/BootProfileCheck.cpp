// SPDX-License-Identifier: GPL-3.0-or-later
#include "core/doctor/BootProfileCheck.h"

#include "core/boot/BootProfileStatus.h"
#include "core/tuning/transaction/TuningPaths.h"

#include <QDateTime>
#include <QFileInfo>
#include <QLocale>

namespace rocmtune {

QString BootProfileCheck::title() const
{
    return DoctorText::tr("Boot profiles");
}

CheckResult BootProfileCheck::run(DoctorContext &context) const
{
    // Beside the safety policy: /etc/rocmtune (a test's folder when it moves that file).
    const BootProfileFile file(QFileInfo(context.env().safetyPolicyFile).absolutePath());
    const BootProfilesView view = readBootProfiles({}, file, BootGuardFile(systemTuningStateDirectory()));
    if (!view.ok()) {
        return makeResult(CheckStatus::Fail, DoctorText::tr("The boot profiles cannot be used, so none is applied at boot."), view.error,
                          DoctorText::tr("Remove the file named above and set the boot profiles again with \"rocmtune-cli profile boot set\"."),
                          {view.error});
    }
    if (view.entries.isEmpty()) {
        return makeResult(CheckStatus::Pass, DoctorText::tr("No GPU has a boot profile."),
                          DoctorText::tr("\"rocmtune-cli profile boot set NAME --gpu N\" (or \"Apply at boot\" in the Profiles tab) makes "
                                         "rocmtune-boot.service apply a profile at every boot, after resume and after a GPU reset."),
                          QString(), {DoctorText::tr("%1 does not exist or lists no GPU").arg(file.filePath())});
    }
    QStringList evidence, off;
    for (const BootProfileStatus &s : view.entries) {
        evidence << DoctorText::tr("%1 (id %2): \"%3\"").arg(s.profile.deviceName, s.profile.deviceId, s.profile.profileName);
        if (s.softwareFan)
            evidence << DoctorText::tr("%1: %2").arg(s.profile.deviceName, softwareFanText(*s.softwareFan));
        if (s.disabled) {
            const QString when = QLocale().toString(QDateTime::fromMSecsSinceEpoch(s.disabled->appliedMs), QLocale::ShortFormat);
            off << DoctorText::tr("%1: switched off by the boot-loop guard (a crash or power loss within 10 minutes of the apply at %2)")
                       .arg(s.profile.deviceName, when);
        }
    }
    if (!off.isEmpty()) {
        return makeResult(CheckStatus::Warn,
                          DoctorText::tr("%n boot profile(s) switched off by the boot-loop guard.", nullptr, static_cast<int>(off.size())),
                          off.join(QLatin1Char('\n')),
                          DoctorText::tr("Find out why the machine went down (journalctl -b -1). To apply the profile at boot again: "
                                         "rocmtune-cli profile boot enable --gpu N."),
                          evidence + off);
    }
    return makeResult(CheckStatus::Pass,
                      DoctorText::tr("%n GPU(s) have a boot profile.", nullptr, static_cast<int>(view.entries.size())),
                      DoctorText::tr("rocmtune-boot.service applies them at boot, after resume and after a GPU reset (if it is enabled: "
                                     "systemctl is-enabled rocmtune-boot)."),
                      QString(), evidence);
}

} // namespace rocmtune
