// SPDX-License-Identifier: GPL-3.0-or-later
// RunTarget with real child processes.
#include "core/runs/RunTarget.h"

#include <QCoreApplication>
#include <QElapsedTimer>
#include <QProcess>

#include <gtest/gtest.h>

using namespace rocmtune;

namespace {

struct Outcome {
    bool finished = false;
    bool hasExitCode = false;
    int exitCode = -1;
    QString description;
    QString startError;
};

// Runs the event loop until the target finishes (or timeoutMs passes).
Outcome waitForFinish(RunTarget &target)
{
    Outcome outcome;
    QObject::connect(&target, &RunTarget::failedToStart, [&](const QString &m) { outcome.startError = m; });
    QObject::connect(&target, &RunTarget::finished, [&](bool has, int code, const QString &d) {
        outcome.finished = true;
        outcome.hasExitCode = has;
        outcome.exitCode = code;
        outcome.description = d;
    });
    return outcome;
}

void spin(const Outcome &outcome, int timeoutMs = 10000)
{
    QElapsedTimer timer;
    timer.start();
    while (!outcome.finished && timer.elapsed() < timeoutMs)
        QCoreApplication::processEvents(QEventLoop::WaitForMoreEvents, 50);
}

} // namespace

TEST(RunTarget, ReturnsTheCommandsExitCode)
{
    RunTarget target;
    target.setForwardChannels(false);
    Outcome outcome = waitForFinish(target);
    int started = 0;
    QObject::connect(&target, &RunTarget::started, [&](qint64) { ++started; });
    target.launch({QStringLiteral("sh"), QStringLiteral("-c"), QStringLiteral("exit 3")});
    spin(outcome);
    ASSERT_TRUE(outcome.finished);
    EXPECT_TRUE(outcome.hasExitCode);
    EXPECT_EQ(outcome.exitCode, 3);
    EXPECT_EQ(started, 1);
    EXPECT_GT(target.pid(), 0);
}

TEST(RunTarget, SignalDeathIs128PlusTheSignal)
{
    RunTarget target;
    target.setForwardChannels(false);
    Outcome outcome = waitForFinish(target);
    target.launch({QStringLiteral("sh"), QStringLiteral("-c"), QStringLiteral("kill -TERM $$")});
    spin(outcome);
    ASSERT_TRUE(outcome.finished);
    EXPECT_EQ(outcome.exitCode, 128 + 15);
    EXPECT_TRUE(outcome.description.contains(QStringLiteral("SIGTERM"))) << outcome.description.toStdString();
}

TEST(RunTarget, MissingProgramIs127WithAReason)
{
    RunTarget target;
    target.setForwardChannels(false);
    Outcome outcome = waitForFinish(target);
    target.launch({QStringLiteral("/nonexistent/rocmtune-no-such-program")});
    spin(outcome);
    ASSERT_TRUE(outcome.finished);
    EXPECT_EQ(outcome.exitCode, RunTarget::kExitCommandNotFound);
    EXPECT_FALSE(outcome.startError.isEmpty());
}

TEST(RunTarget, CapturedOutputIsEmitted)
{
    RunTarget target;
    target.setForwardChannels(false);
    QByteArray output;
    QObject::connect(&target, &RunTarget::output, [&](const QByteArray &data) { output += data; });
    Outcome outcome = waitForFinish(target);
    target.launch({QStringLiteral("sh"), QStringLiteral("-c"), QStringLiteral("echo out; echo err >&2")});
    spin(outcome);
    QCoreApplication::processEvents();
    EXPECT_TRUE(output.contains("out"));
    EXPECT_TRUE(output.contains("err"));
}

TEST(RunTarget, AttachFollowsAProcessUntilItExits)
{
    QProcess sleeper;
    sleeper.start(QStringLiteral("sleep"), {QStringLiteral("1")});
    ASSERT_TRUE(sleeper.waitForStarted());
    RunTarget target;
    target.setAttachPollIntervalMs(50);
    Outcome outcome = waitForFinish(target);
    QString error;
    QElapsedTimer timer;
    timer.start();
    ASSERT_TRUE(target.attach(sleeper.processId(), &error)) << error.toStdString();
    EXPECT_TRUE(target.isAttached());
    EXPECT_TRUE(target.command().value(0).endsWith(QStringLiteral("sleep"))) << target.command().join(QLatin1Char(' ')).toStdString();
    spin(outcome, 5000);
    ASSERT_TRUE(outcome.finished);
    EXPECT_FALSE(outcome.hasExitCode) << "the parent, not we, gets an attached process's status";
    EXPECT_GE(timer.elapsed(), 700) << "finished before the process ended";
    sleeper.waitForFinished();
}

TEST(RunTarget, AttachToNoProcessFails)
{
    RunTarget target;
    QString error;
    EXPECT_FALSE(target.attach(4194304 + 77, &error)); // above the kernel's PID limit
    EXPECT_FALSE(error.isEmpty());
    EXPECT_FALSE(target.isRunning());
}

TEST(RunTarget, ExitTextNamesSignals)
{
    EXPECT_EQ(RunTarget::exitText(0), QStringLiteral("exited with code 0"));
    EXPECT_TRUE(RunTarget::exitText(137).contains(QStringLiteral("SIGKILL")));
    EXPECT_EQ(RunTarget::exitText(std::nullopt), QStringLiteral("exit code unknown"));
}
