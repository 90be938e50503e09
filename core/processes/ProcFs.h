// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QString>
#include <QtGlobal>

#include <optional>

namespace rocmtune {

// Who a process is, as far as /proc lets this user see.
struct ProcessDescription {
    qint64 pid = 0;
    bool nameVisible = false; // /proc/<pid>/comm was readable
    QString command;          // comm ("python3"), empty when hidden
    QString commandLine;      // argv joined by spaces, empty when hidden or a kernel thread
    std::optional<uint> uid;  // real uid from /proc/<pid>/status
    QString user;             // user name for uid, or the number when it has no name
};

// What /proc/<pid>/stat says about a process's life.
struct ProcessStat {
    char state = '?';          // R, S, D, Z (zombie), X (dead) ...
    quint64 startTimeTicks = 0; // field 22: start time after boot, identifies a PID's owner
};

// Reads process facts from /proc. The root is injectable so tests can use a
// fake tree. A missing or unreadable file is "not visible", never an error.
class ProcFs
{
public:
    explicit ProcFs(QString root = QStringLiteral("/proc"));
    const QString &root() const { return root_; }

    ProcessDescription identify(qint64 pid) const;
    std::optional<ProcessStat> stat(qint64 pid) const;
    // True while the process exists and is not a zombie; when
    // expectedStartTicks is given, also false once the PID belongs to another
    // process (PID reuse).
    bool isRunning(qint64 pid, std::optional<quint64> expectedStartTicks = std::nullopt) const;

    // Name of a uid from the password database, or the number as text.
    static QString userName(uint uid);

    // Parses the text of /proc/<pid>/stat (the command may hold spaces and
    // parentheses: everything up to the last ')' is skipped).
    static std::optional<ProcessStat> parseStat(const QByteArray &text);

private:
    QByteArray readFile(qint64 pid, const char *name, qint64 maxBytes) const;

    QString root_;
};

} // namespace rocmtune
