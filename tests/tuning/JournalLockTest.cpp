// SPDX-License-Identifier: GPL-3.0-or-later
// The journal lock against holders that are alive, gone, dead but not yet
// reaped (zombies: a SIGKILLed waiter whose parent has not called wait), or
// killed while creating the lock file (an empty file: with QLockFile, used
// before, that blocked the journal for good).
#include "core/tuning/transaction/TuningJournal.h"

#include <QFile>
#include <QTemporaryDir>

#include <gtest/gtest.h>

#include <csignal>
#include <sys/wait.h>
#include <unistd.h>

using namespace rocmtune;

namespace {

// Forks a child that takes the lock and then either exits at once without
// releasing it (no destructors run) or sleeps holding it. Returns its pid once
// the lock is taken.
pid_t forkLockHolder(const TuningJournal &journal, bool exitAtOnce)
{
    int ready[2];
    if (::pipe(ready) != 0)
        return -1;
    const pid_t child = ::fork();
    if (child == 0) {
        ::close(ready[0]);
        QString error;
        std::unique_ptr<JournalLock> held = journal.lock(&error, 2000);
        const char ok = held ? 'y' : 'n';
        (void)!::write(ready[1], &ok, 1);
        if (!exitAtOnce)
            ::pause();
        ::_exit(0); // leaves the lock file behind, like SIGKILL would
    }
    ::close(ready[1]);
    char ok = 'n';
    const bool got = ::read(ready[0], &ok, 1) == 1 && ok == 'y';
    ::close(ready[0]);
    return got ? child : -1;
}

bool isZombie(pid_t pid)
{
    for (int i = 0; i < 200; ++i) {
        QFile stat(QStringLiteral("/proc/%1/stat").arg(pid));
        if (stat.open(QIODevice::ReadOnly) && stat.readAll().contains(") Z "))
            return true;
        ::usleep(10000);
    }
    return false;
}

} // namespace

TEST(TuningJournalLock, AZombieHolderDoesNotBlockTheNextOperation)
{
    QTemporaryDir dir;
    const TuningJournal journal(dir.path(), QStringLiteral("boot"));
    const pid_t holder = forkLockHolder(journal, true);
    ASSERT_GT(holder, 0);
    ASSERT_TRUE(isZombie(holder)) << "the child should stay unreaped for this test";
    QString error;
    std::unique_ptr<JournalLock> lock = journal.lock(&error, 3000);
    EXPECT_TRUE(lock) << error.toStdString();
    ::waitpid(holder, nullptr, 0);
}

TEST(TuningJournalLock, ALiveHolderStillBlocksWithAClearMessage)
{
    QTemporaryDir dir;
    const TuningJournal journal(dir.path(), QStringLiteral("boot"));
    const pid_t holder = forkLockHolder(journal, false);
    ASSERT_GT(holder, 0);
    QString error;
    std::unique_ptr<JournalLock> lock = journal.lock(&error, 400);
    EXPECT_FALSE(lock);
    EXPECT_TRUE(error.contains(QStringLiteral("Another tuning operation is running"))) << error.toStdString();
    ::kill(holder, SIGKILL);
    ::waitpid(holder, nullptr, 0);
    // Gone and reaped: the lock is free again.
    lock = journal.lock(&error, 2000);
    EXPECT_TRUE(lock) << error.toStdString();
}

TEST(TuningJournalLock, ALockFileLeftEmptyByAKilledHolderDoesNotBlock)
{
    QTemporaryDir dir;
    const TuningJournal journal(dir.path(), QStringLiteral("boot"));
    // What a process SIGKILLed between creating its lock file and writing its
    // pid leaves behind.
    QFile leftover(dir.filePath(QStringLiteral("journal.lock")));
    ASSERT_TRUE(leftover.open(QIODevice::WriteOnly));
    leftover.close();
    QString error;
    std::unique_ptr<JournalLock> lock = journal.lock(&error, 1000);
    EXPECT_TRUE(lock) << error.toStdString();
}

TEST(TuningJournalLock, TheHolderIsNamedAndTheLockIsNotInheritedByChildren)
{
    QTemporaryDir dir;
    const TuningJournal journal(dir.path(), QStringLiteral("boot"));
    const pid_t holder = forkLockHolder(journal, false);
    ASSERT_GT(holder, 0);
    QString error;
    EXPECT_FALSE(journal.lock(&error, 100));
    EXPECT_TRUE(error.contains(QStringLiteral("process %1").arg(holder))) << error.toStdString();
    ::kill(holder, SIGKILL);
    ::waitpid(holder, nullptr, 0);

    // A child exec'd while this process holds the lock (the deadline waiter)
    // keeps running after the lock is released; it must not keep the lock.
    std::unique_ptr<JournalLock> held = journal.lock(&error, 1000);
    ASSERT_TRUE(held) << error.toStdString();
    const pid_t child = ::fork();
    if (child == 0) {
        ::execl("/bin/sleep", "sleep", "5", static_cast<char *>(nullptr));
        ::_exit(127);
    }
    ASSERT_GT(child, 0);
    held.reset();
    std::unique_ptr<JournalLock> again = journal.lock(&error, 1000);
    EXPECT_TRUE(again) << error.toStdString();
    ::kill(child, SIGKILL);
    ::waitpid(child, nullptr, 0);
}
