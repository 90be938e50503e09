// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QString>

#include <memory>

namespace rocmtune {

class StateFolder;

// The tuning journal's inter-process lock: an flock(2) on a lock file that is
// never deleted. The kernel drops the lock when the holder dies, however it
// dies. (QLockFile was used before; a holder SIGKILLed between creating its
// lock file and writing its pid into it left an empty file that, with stale
// detection by pid only, blocked every later operation for good — so a
// pending change was never reverted.)
class JournalLock
{
public:
    // Blocks up to timeoutMs. nullptr with *error set when the lock is held by
    // another process (its pid in the message when known) or cannot be taken.
    static std::unique_ptr<JournalLock> acquire(const QString &path, int timeoutMs, QString *error);
    // The lock file `name` of a checked state folder (no links, root's or this user's file).
    static std::unique_ptr<JournalLock> acquire(const StateFolder &folder, const QString &name, int timeoutMs, QString *error);

    ~JournalLock();
    JournalLock(const JournalLock &) = delete;
    JournalLock &operator=(const JournalLock &) = delete;

private:
    explicit JournalLock(int fd) : fd_(fd) {}
    static std::unique_ptr<JournalLock> lockOpen(int fd, const QString &path, int timeoutMs, QString *error);
    int fd_ = -1;
};

} // namespace rocmtune
