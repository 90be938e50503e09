// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "core/tuning/transaction/LogText.h"

#include <QJsonObject>
#include <QString>
#include <QStringList>
#include <QVector>

namespace rocmtune {

// One change of a log line as data: the control's key (controlKey()) and its
// slice of the "values" JSON before and after, put in words when shown.
struct LoggedChange {
    QString control;
    QJsonObject before;
    QJsonObject after;

    bool operator==(const LoggedChange &other) const = default;
};

// One line of the tuning log: what happened to which GPU, old -> new.
// The words ("changes", "message") are kept for scripts and for logs written
// before the data was ("change_values", "message_text"); a reader shows the
// data in its own language where it is there (TuningLogText.h).
struct TuningLogEntry {
    qint64 timestampMs = 0;
    QString deviceId;
    QString deviceName;
    QString action;  // apply, confirm, revert, reset, watchdog, recover
    QString outcome; // applied, pending, confirmed, reverted, refused, rolled_back, failed
    QStringList changes; // "power cap 327 W -> 350 W", one per control
    QString message;
    QString runDirectory; // the recorded run this entry links to (a validated command's), empty for none
    QVector<LoggedChange> changeValues; // the same changes as data, one per line of `changes`
    LogText messageText; // the same sentence as its catalogue key and arguments; empty in old logs

    QJsonObject toJson() const;
    static std::optional<TuningLogEntry> fromJson(const QJsonObject &object);
};

// JSON lines, appended (one write per entry, O_APPEND), never rewritten.
// Reading skips garbled lines and says how many.
class TuningLog
{
public:
    explicit TuningLog(QString filePath);
    // <state folder>/tuning-log.jsonl
    static QString defaultPath();
    static QString pathIn(const QString &directory);

    const QString &filePath() const { return filePath_; }
    bool append(const TuningLogEntry &entry, QString *error = nullptr) const;
    // The last maxEntries entries, oldest first.
    QVector<TuningLogEntry> read(int maxEntries = 1000, int *skippedLines = nullptr) const;

private:
    QString filePath_;
};

} // namespace rocmtune
