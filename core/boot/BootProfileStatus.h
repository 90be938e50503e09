// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "core/boot/BootGuard.h"
#include "core/boot/BootProfileFile.h"
#include "core/boot/SoftwareFanStatus.h"
#include "core/telemetry/DeviceInfo.h"

#include <optional>

namespace rocmtune {

// What the CLI (`profile boot list`), the GUI's profile list and doctor show
// of the boot profiles: each stored profile, the present GPU it belongs to
// (by id), whether the boot-loop guard switched it off and whether
// rocmtune-boot runs its software fan curve (software-fan.json beside the
// guard's record, while the service runs). Read-only: the
// files are readable by everyone, only root writes them.
struct BootProfileStatus {
    BootProfile profile;
    int deviceIndex = -1; // -1: no such GPU in this machine now
    std::optional<BootGuardState::Disabled> disabled;
    // The software fan curve rocmtune-boot runs for this GPU now (cards whose
    // fan takes only a PWM value); nullopt when none runs.
    std::optional<SoftwareFanGpu> softwareFan;
};

struct BootProfilesView {
    QVector<BootProfileStatus> entries;
    QString error; // the boot profiles or the guard's record could not be read
    bool ok() const { return error.isEmpty(); }

    // The entry of a GPU, by its id; nullptr when it has none.
    const BootProfileStatus *forDevice(const QString &deviceId) const;
};

BootProfilesView readBootProfiles(const DeviceList &devices, const BootProfileFile &file = BootProfileFile(),
                                  const BootGuardFile &guard = BootGuardFile(QStringLiteral("/var/lib/rocmtune")));

} // namespace rocmtune
