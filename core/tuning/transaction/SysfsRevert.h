// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "core/tuning/policy/SafetyPolicy.h"
#include "core/tuning/transaction/TuningJournal.h"

#include <QStringList>

namespace rocmtune {

// The last resort of the revert waiter: when the ROCm SMI library cannot be
// started because another process holds its per-card lock
// (/dev/shm/rocm_smi_cardN, which the library creates world-writable) past
// the confirmation deadline, the snapshot is written to the amdgpu driver
// files of the journal entry's card directly. The library's lock protects
// the library's own readers, not the driver: the driver serialises its
// files itself. The card is found from the PCI address the journal recorded
// (never a path from a request). Every control a snapshot can hold is
// covered: power cap, GFX/memory clock ranges and DPM levels, performance
// level, power profile and overdrive (DriverFileBackend writes what the
// library writes), and the fan (firmware curve, zero RPM, the fan_ctrl
// settings, or manual PWM through the hwmon writes the library's fan setters
// make) and voltage offset / curve (the backend's own file writes); the restore is TuningTransaction::restore, so each value
// is checked against the driver's limits read from the same files and the
// safety policy, written in the same order and read back.
struct SysfsRevertResult {
    bool ok = false;
    QStringList changes; // "power cap 320 W -> power cap 327 W"
    QString message;
};

SysfsRevertResult revertThroughDriverFiles(const JournalEntry &entry, const SafetyPolicy &policy);

// Whether another process holds the ROCm SMI library's lock of this card
// (/dev/shm/rocm_smi_card<N>, N from the card's DRM name): a trylock that is
// released at once. While it is held every library call waits 5 s and fails,
// so the waiter lets go of the library and uses the driver files instead.
bool rocmSmiLockHeld(const QString &pciBusId);

} // namespace rocmtune
