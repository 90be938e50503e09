// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "core/backends/DeviceSet.h"
#include "core/tuning/policy/SafetyPolicy.h"
#include "core/tuning/record/SetVsInForce.h"
#include "core/tuning/transaction/TuningJournal.h"
#include "core/tuning/transaction/TuningLog.h"
#include "core/tuning/transaction/TuningTransaction.h"

#include <QJsonObject>

#include <functional>
#include <memory>

namespace rocmtune {

// What one operation did, for the CLI, the helper's answer and the GUI.
struct TuningReport {
    bool ok = false;      // the operation did what was asked (values applied and read back, ...)
    QString action;       // apply, confirm, revert, reset, recover
    QString outcome;      // applied, pending, confirmed, reverted, refused, rolled_back, rollback_failed, failed
    int deviceIndex = -1;
    QString deviceId;
    QString deviceName;
    qint64 deadlineMs = 0; // when pending: the revert deadline
    QString message;       // a sentence for a person
    LogText messageText;   // the same sentence as its catalogue key and arguments (the log keeps it)
    TransactionResult transaction;

    QJsonObject toJson() const;
};

// Confirm-or-revert on top of TuningTransaction, the journal and the log,
// for one DeviceSet. Every public call takes the journal lock for its whole
// duration, so a CLI confirm and a waiter's revert never interleave. Runs on
// the thread that owns the device set.
class TuningService
{
public:
    using Clock = std::function<qint64()>; // milliseconds since the epoch

    TuningService(DeviceSet &devices, TuningJournal journal, TuningLog log, SafetyPolicy policy, Clock clock = {});

    // Validates, journals, applies, reads back; with confirmTimeoutSeconds > 0
    // the change stays pending until confirm() or the deadline. A second
    // change to a GPU with a pending one is refused. expectedDeviceId, when
    // given, must match the GPU at deviceIndex. `action` is the log's word
    // for it (the boot service's "boot", "resume", "gpu_reset", "drift").
    TuningReport apply(int deviceIndex, const TuningValues &values, int confirmTimeoutSeconds,
                       const QString &expectedDeviceId = QString(), const QString &action = QStringLiteral("apply"));
    TuningReport confirm(int deviceIndex, const QString &expectedDeviceId = QString());
    // Moves the deadline of the pending change to now + confirmTimeoutSeconds
    // (5-60) while something checks it (a stress test), so it is neither kept
    // nor reverted yet; whoever holds it renews it, and when the renewals stop
    // (a crash) the deadline passes and the change is reverted as usual. Too
    // late (past the deadline): reverts it, like confirm().
    TuningReport extend(int deviceIndex, int confirmTimeoutSeconds, const QString &expectedDeviceId = QString());
    // Restores the pending snapshot now.
    TuningReport revert(int deviceIndex, const QString &expectedDeviceId = QString(), const QString &action = QStringLiteral("revert"));
    // Writes the driver defaults (drops a pending change: the defaults replace it).
    TuningReport resetToDefaults(int deviceIndex, const QString &expectedDeviceId = QString(),
                                 const QString &action = QStringLiteral("reset"));
    // Set vs in force (SetRecord, SetVsInForce.h): the record of what was
    // kept lives in the journal's folder, written when a change is kept
    // (apply without a countdown, confirm, reset to defaults) and by accept().
    // A reader whose changes go through the helper reads the helper's record
    // instead (setSetRecordDirectory); it cannot write it, so the first
    // sighting of a drift is then this read's time.
    void setSetRecordDirectory(const QString &directory) { setRecordDirectory_ = directory; }
    QString setRecordDirectory() const { return setRecordDirectory_.isEmpty() ? journal_.directory() : setRecordDirectory_; }
    // Every control of a GPU, set vs in force; keeps the first sighting of a
    // drift in the record where it can. *recordProblem: why the record could
    // not be read (then every control shows as never set).
    QVector<ControlSetVsInForce> setVsInForce(int deviceIndex, const ControlState &state, QString *recordProblem);
    // "Accept": the values the driver holds now become the set values of
    // every drifted control (logged as "accept"); writes nothing to the card.
    TuningReport accept(int deviceIndex, const QString &expectedDeviceId = QString());
    // Reverts every journal entry that is due (past its deadline, or whose
    // process died) for the GPUs of this set.
    QVector<TuningReport> recoverDue();
    // Makes `owner` the process that reverts the pending change at its deadline.
    bool setOwner(int deviceIndex, const ProcessIdentity &owner, QString *error);
    // The pending change of a GPU, if any.
    std::optional<JournalEntry> pending(int deviceIndex) const;
    // Thermal watchdog for unconfirmed changes: reverts the pending change of
    // every GPU at or above its critical temperature - policy.watchdogMarginCelsius.
    QVector<TuningReport> revertHot();
    // Waits until no pending change of this set's GPUs is left, reverting each
    // when due or when its GPU runs hot (revertHot); polls every pollMs (a
    // confirm ends the wait early).
    QVector<TuningReport> revertWhenDue(int pollMs = 200, const std::function<bool()> &stopRequested = {});

    const TuningJournal &journal() const { return journal_; }
    const TuningLog &log() const { return log_; }
    const SafetyPolicy &policy() const { return policy_; }
    // The policy as it applies to one GPU: policy() plus, when its driver
    // reports no default power cap, the GPU's cap at boot as the fixed base
    // (PowerCapBootRecord). Takes the journal lock briefly.
    SafetyPolicy policyFor(int deviceIndex);

private:
    // The common start of an operation on one GPU: the device checks of
    // start(), then the journal lock, held while the object lives.
    struct Started {
        TuningReport report;           // action, device; the reason when not ready()
        Backend *backend = nullptr;
        int local = -1;                // the device's index in its backend
        std::unique_ptr<JournalLock> lock;
        bool ready() const { return backend && lock; }
    };
    Started startLocked(const QString &action, int deviceIndex, const QString &expectedDeviceId);
    TuningReport start(const QString &action, int deviceIndex, const QString &expectedDeviceId, Backend **backend, int *local);
    int indexOfDevice(const QString &deviceId) const;
    // The started device's change waiting for confirmation. nullopt when none
    // waits or its deadline has passed (then it is reverted now); *report
    // says which.
    std::optional<JournalEntry> pendingBeforeDeadline(int deviceIndex, TuningReport *report);
    TuningReport revertEntry(const JournalEntry &entry, int deviceIndex, const QString &action);
    // policyFor() while the journal lock is held; `pending` gives the cap
    // from before a change of this boot when the record has none.
    SafetyPolicy policyForLocked(int deviceIndex, const JournalEntry *pending);
    void record(const TuningReport &report);
    // The values of a kept change into the set record; a problem is added to the report's message.
    void recordKept(TuningReport *report, const TuningValues &values);

    DeviceSet &devices_;
    TuningJournal journal_;
    TuningLog log_;
    SafetyPolicy policy_;
    Clock clock_;
    QString setRecordDirectory_;
};

} // namespace rocmtune
