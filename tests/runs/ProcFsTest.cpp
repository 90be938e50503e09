// SPDX-License-Identifier: GPL-3.0-or-later
// ProcFs against a fake /proc tree.
#include "core/processes/ProcFs.h"
#include "tests/support/TestFiles.h"

#include <QCoreApplication>
#include <QDir>
#include <QFile>
#include <QTemporaryDir>

#include <gtest/gtest.h>

using namespace rocmtune;

namespace {

QByteArray statLine(qint64 pid, const QByteArray &comm, char state, quint64 startTicks)
{
    // pid (comm) state ppid pgrp session tty tpgid flags minflt cminflt majflt
    // cmajflt utime stime cutime cstime priority nice threads itrealvalue starttime ...
    return QByteArray::number(pid) + " (" + comm + ") " + state + " 1 1 1 0 -1 4194304 10 0 0 0 5 3 0 0 20 0 4 0 "
           + QByteArray::number(startTicks) + " 123456 789 18446744073709551615\n";
}

struct FakeProc {
    QTemporaryDir dir;
    FakeProc()
    {
        const QString root = dir.path();
        rocmtune::testing::writeTestFile(root + QStringLiteral("/100/comm"), "python3\n");
        rocmtune::testing::writeTestFile(root + QStringLiteral("/100/cmdline"), QByteArray("python3") + '\0' + "train.py" + '\0' + "--lr" + '\0' + "1e-4" + '\0');
        rocmtune::testing::writeTestFile(root + QStringLiteral("/100/status"), "Name:\tpython3\nUmask:\t0022\nState:\tR (running)\nUid:\t0\t0\t0\t0\nGid:\t0\t0\t0\t0\n");
        rocmtune::testing::writeTestFile(root + QStringLiteral("/100/stat"), statLine(100, "python3", 'R', 5555));
        // A process whose comm we may not read (other user, hidepid): only status is there.
        rocmtune::testing::writeTestFile(root + QStringLiteral("/200/status"), "Name:\tsecret\nUid:\t4000123\t4000123\t4000123\t4000123\n");
        // A zombie.
        rocmtune::testing::writeTestFile(root + QStringLiteral("/300/comm"), "defunct\n");
        rocmtune::testing::writeTestFile(root + QStringLiteral("/300/stat"), statLine(300, "defunct", 'Z', 7777));
        // A command with spaces and parentheses in its name.
        rocmtune::testing::writeTestFile(root + QStringLiteral("/400/stat"), statLine(400, "a) (b c", 'S', 8888));
    }
    ProcFs procFs() const { return ProcFs(dir.path()); }
};

} // namespace

TEST(ProcFs, VisibleProcessHasNameCommandLineAndUser)
{
    FakeProc fake;
    const ProcessDescription id = fake.procFs().identify(100);
    EXPECT_TRUE(id.nameVisible);
    EXPECT_EQ(id.command, QStringLiteral("python3"));
    EXPECT_EQ(id.commandLine, QStringLiteral("python3 train.py --lr 1e-4"));
    ASSERT_TRUE(id.uid);
    EXPECT_EQ(*id.uid, 0u);
    EXPECT_EQ(id.user, QStringLiteral("root"));
}

TEST(ProcFs, HiddenProcessKeepsItsPidAndUidButNoName)
{
    FakeProc fake;
    const ProcessDescription id = fake.procFs().identify(200);
    EXPECT_EQ(id.pid, 200);
    EXPECT_FALSE(id.nameVisible);
    EXPECT_TRUE(id.command.isEmpty());
    ASSERT_TRUE(id.uid);
    EXPECT_EQ(*id.uid, 4000123u);
    EXPECT_EQ(id.user, QStringLiteral("4000123")); // no such user: the number
}

TEST(ProcFs, AbsentProcessIsNotVisibleAndNotRunning)
{
    FakeProc fake;
    const ProcessDescription id = fake.procFs().identify(999);
    EXPECT_FALSE(id.nameVisible);
    EXPECT_FALSE(id.uid);
    EXPECT_FALSE(fake.procFs().isRunning(999));
}

TEST(ProcFs, StatGivesStateAndStartTimeEvenWithOddNames)
{
    FakeProc fake;
    const auto s = fake.procFs().stat(400);
    ASSERT_TRUE(s);
    EXPECT_EQ(s->state, 'S');
    EXPECT_EQ(s->startTimeTicks, 8888u);
    EXPECT_TRUE(fake.procFs().isRunning(400));
    EXPECT_TRUE(fake.procFs().isRunning(400, 8888u));
    EXPECT_FALSE(fake.procFs().isRunning(400, 1234u)) << "a reused PID is another process";
    EXPECT_FALSE(fake.procFs().isRunning(300)) << "a zombie has ended";
}

TEST(ProcFs, GarbledStatIsRejected)
{
    EXPECT_FALSE(ProcFs::parseStat(QByteArray()));
    EXPECT_FALSE(ProcFs::parseStat("12 (x R 1 2"));
    EXPECT_FALSE(ProcFs::parseStat("12 (x) R 1 2 3"));
    EXPECT_FALSE(ProcFs::parseStat(statLine(1, "x", 'R', 0).replace("R 1 1", "RR 1 1")));
}

TEST(ProcFs, RealProcOfThisProcess)
{
    const qint64 self = QCoreApplication::applicationPid();
    const ProcFs procFs;
    EXPECT_TRUE(procFs.isRunning(self));
    const ProcessDescription id = procFs.identify(self);
    EXPECT_TRUE(id.nameVisible);
    EXPECT_FALSE(id.command.isEmpty());
    EXPECT_TRUE(id.uid);
}
