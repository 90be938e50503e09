// SPDX-License-Identifier: GPL-3.0-or-later
#include "core/boot/BootProfileStatus.h"

#include <QFileInfo>

namespace rocmtune {

const BootProfileStatus *BootProfilesView::forDevice(const QString &deviceId) const
{
    for (const BootProfileStatus &s : entries) {
        if (s.profile.deviceId == deviceId)
            return &s;
    }
    return nullptr;
}

BootProfilesView readBootProfiles(const DeviceList &devices, const BootProfileFile &file, const BootGuardFile &guard)
{
    BootProfilesView view;
    const auto profiles = file.load(&view.error);
    if (!profiles)
        return view;
    const auto state = guard.load(&view.error);
    QString fanError; // a record that cannot be read shows no curve; the service says why in the journal
    const QVector<SoftwareFanGpu> fans = SoftwareFanFile(QFileInfo(guard.filePath()).absolutePath()).running(&fanError);
    for (const BootProfile &p : *profiles) {
        BootProfileStatus status;
        status.profile = p;
        for (int i = 0; i < devices.size(); ++i) {
            if (devices.at(i).stableId() == p.deviceId)
                status.deviceIndex = i;
        }
        if (state) {
            if (const BootGuardState::Disabled *d = state->disabledEntry(p.deviceId))
                status.disabled = *d;
        }
        for (const SoftwareFanGpu &fan : fans) {
            if (fan.deviceId == p.deviceId)
                status.softwareFan = fan;
        }
        view.entries << status;
    }
    return view;
}

} // namespace rocmtune
