// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "core/tuning/transaction/StateRecord.h"

#include <QHash>
#include <QString>
#include <QVector>

#include <optional>

namespace rocmtune {

// The boot-loop guard's record: which GPUs the boot service applied a
// profile to in which boot and when, whether each apply has "settled"
// (10 minutes passed without a crash), the last clean shutdown, and the GPUs
// whose boot profile is switched off because the machine went down without
// a clean shutdown within 10 minutes of applying it.
struct BootGuardState {
    struct Applied {
        QString deviceId;
        QString bootId;
        qint64 appliedMs = 0;
        bool settled = false;
        bool operator==(const Applied &other) const = default;
    };
    struct Disabled {
        QString deviceId;
        QString deviceName;
        QString crashedBootId;
        qint64 appliedMs = 0; // the apply the crash followed
        qint64 sinceMs = 0;   // when the guard switched it off
        bool operator==(const Disabled &other) const = default;
    };
    QVector<Applied> applied;
    QString cleanShutdownBootId;
    qint64 cleanShutdownMs = 0;
    QVector<Disabled> disabled;

    static constexpr qint64 kWatchWindowMs = 10 * 60 * 1000;

    const Disabled *disabledEntry(const QString &deviceId) const;

    // At the service's start in boot `bootId`: every apply of an earlier boot
    // that neither settled nor was followed by a clean shutdown of its boot
    // is a crash within the window: its GPU is switched off (returned). The
    // records of earlier boots are dropped afterwards. Pure.
    QVector<Disabled> afterBoot(const QString &bootId, qint64 nowMs, const QHash<QString, QString> &deviceNames);
    // This boot's apply to a GPU (replaces this boot's earlier record of it;
    // a record of another boot stays until afterBoot() judged it).
    void recordApply(const QString &deviceId, const QString &bootId, qint64 nowMs);
    // Marks this boot's applies older than the window as settled; true when any changed.
    bool settle(const QString &bootId, qint64 nowMs);
    void recordCleanShutdown(const QString &bootId, qint64 nowMs);
    // A user switched the boot profile on again (boot set / enable); true when it was off.
    bool enable(const QString &deviceId);
};

// boot-guard.json in the tuning state folder (a StateRecord: root's own, no
// links, atomic replace). Read-modify-write under the journal lock.
class BootGuardFile
{
public:
    static QString fileName(); // boot-guard.json
    explicit BootGuardFile(QString stateDirectory);
    QString filePath() const;

    // Missing: an empty state. nullopt with *error when refused or malformed.
    std::optional<BootGuardState> load(QString *error) const;
    bool save(const BootGuardState &state, QString *error) const;

private:
    StateRecord record_;
};

} // namespace rocmtune
