// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "core/tuning/TuningValues.h"
#include "core/tuning/transaction/JournalLock.h"
#include "core/tuning/transaction/ProcessIdentity.h"

#include <QString>
#include <QVector>

#include <memory>
#include <optional>

namespace rocmtune {

struct JournalEntry {
    enum class State {
        Applying, // written before the first driver write; the apply has not finished
        Pending,  // applied and read back; waiting for confirm until deadlineMs
    };
    QString deviceId;   // DeviceInfo::stableId()
    QString backendId;
    QString deviceName;
    QString pciBusId;   // where the card's driver files are (SysfsRevert); may be empty
    State state = State::Applying;
    qint64 createdMs = 0;
    qint64 deadlineMs = 0;  // Pending: revert when now >= deadline
    ProcessIdentity owner;  // who reverts at the deadline (the GUI, or a waiter process)
    TuningValues snapshot;  // the values before: what a revert writes back
    TuningValues applied;

    // Due for a revert now: an apply whose process died, or a pending change
    // past its deadline or whose owner died.
    bool dueForRevert(qint64 nowMs) const;
};

const char *journalStateKey(JournalEntry::State state);

// The crash-safety record of changes not yet confirmed: one JSON file
// (journal.json) in the state folder (StateFolder: checked owner and mode,
// no links followed), replaced atomically (a new file renamed over it), with
// the boot id it was written in. A journal from another boot is void: the
// reboot already reset the driver, so nothing in it is ever written back.
// Callers hold lock() around each read-modify-write and the driver writes
// that go with it, so two processes never interleave.
class TuningJournal
{
public:
    explicit TuningJournal(QString directory, QString bootId = currentBootId());

    const QString &directory() const { return directory_; }
    const QString &bootId() const { return bootId_; }
    QString filePath() const;

    // Blocks up to timeoutMs; the lock of a process that died is free again.
    std::unique_ptr<JournalLock> lock(QString *error, int timeoutMs = 10000) const;

    // The entries of this boot. *note explains a void or unreadable journal
    // (an unreadable one is moved aside, never deleted).
    QVector<JournalEntry> load(QString *note = nullptr) const;
    bool save(const QVector<JournalEntry> &entries, QString *error) const;

    std::optional<JournalEntry> find(const QString &deviceId) const;
    // Replaces the entry of the same device.
    bool put(const JournalEntry &entry, QString *error) const;
    bool remove(const QString &deviceId, QString *error) const;

private:
    QString directory_;
    QString bootId_;
};

} // namespace rocmtune
