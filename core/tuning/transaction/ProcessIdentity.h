// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QString>
#include <QtGlobal>

namespace rocmtune {

// A process as the journal records it: pid plus the kernel's start time of
// that pid (field 22 of /proc/<pid>/stat), so a reused pid is not mistaken
// for the process that wrote the entry.
struct ProcessIdentity {
    qint64 pid = 0;
    QString startTime;

    static ProcessIdentity current();
    static ProcessIdentity of(qint64 pid);
    // True while that very process still runs (zombies count as dead).
    bool alive() const;
    bool operator==(const ProcessIdentity &other) const = default;
};

// /proc/sys/kernel/random/boot_id: changes at every boot. A journal written
// in an earlier boot is void, since a reboot resets every driver setting.
QString currentBootId();

} // namespace rocmtune
