// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once
// A program kept running while the test acts on it: start it, read its
// output until something appears (or a state the test polls holds), send it
// a signal or stop it, then collect its end as a ProcessRun. Both outputs are
// read all the time, so a chatty program never blocks on a full pipe, and
// everything read before the end is part of the final ProcessRun.
//
//   StreamedProcess p(QStringLiteral(ROCMTUNE_CLI_PATH), args, env);
//   ASSERT_TRUE(p.readUntilErr("Stress test:"));  // fails naming the text and the output so far
//   p.signal(SIGINT);
//   const ProcessRun r = p.finish(20000);
//
// Header-only, gtest-based (readUntil* return an AssertionResult). The
// destructor stops a program still running (SIGTERM, then SIGKILL).
#include "tests/support/ProcessRun.h"

#include <QElapsedTimer>
#include <QRegularExpression>

#include <gtest/gtest.h>

#include <algorithm>
#include <functional>
#include <string>

#include <signal.h>
#include <sys/types.h>

namespace rocmtune::testing {

class StreamedProcess
{
public:
    StreamedProcess() = default;
    StreamedProcess(const QString &program, const QStringList &args,
                    const QProcessEnvironment &env = QProcessEnvironment::systemEnvironment())
    {
        start(program, args, env);
    }
    ~StreamedProcess() { stop(); }
    StreamedProcess(const StreamedProcess &) = delete;
    StreamedProcess &operator=(const StreamedProcess &) = delete;

    void start(const QString &program, const QStringList &args,
               const QProcessEnvironment &env = QProcessEnvironment::systemEnvironment())
    {
        process_.setProcessEnvironment(env);
        process_.start(program, args);
    }
    // For programs started another way (a launcher such as startInFakeSysfs):
    // start this QProcess, then read through this object.
    QProcess &process() { return process_; }

    ::testing::AssertionResult started(int timeoutMs = 30000)
    {
        if (process_.state() == QProcess::Running || process_.waitForStarted(timeoutMs))
            return ::testing::AssertionSuccess();
        return ::testing::AssertionFailure() << process_.program().toStdString() << " did not start: "
                                             << process_.errorString().toStdString();
    }

    // Reads both outputs until done() holds; fails when timeoutMs pass or the
    // program ends first, naming `what` and showing what it printed so far.
    // done() may look at out()/err() or at any state the test polls (a file):
    // the wait between two looks is a read of the program's output (at most 50 ms).
    ::testing::AssertionResult readUntil(const std::string &what, const std::function<bool()> &done, int timeoutMs = 30000)
    {
        QElapsedTimer timer;
        timer.start();
        for (;;) {
            readAvailable();
            if (done())
                return ::testing::AssertionSuccess();
            if (process_.state() == QProcess::NotRunning) {
                readAvailable(); // what it printed last, before it ended
                if (done())
                    return ::testing::AssertionSuccess();
                return failure(what, "the program ended first (" + endDescription() + ")", timer.elapsed());
            }
            if (timer.elapsed() >= timeoutMs)
                return failure(what, "timed out", timer.elapsed());
            process_.waitForReadyRead(static_cast<int>(std::clamp<qint64>(timeoutMs - timer.elapsed(), 1, 50)));
        }
    }
    ::testing::AssertionResult readUntilOut(const QByteArray &text, int timeoutMs = 30000)
    {
        return readUntil("\"" + text.toStdString() + "\" on stdout", [&] { return out_.contains(text); }, timeoutMs);
    }
    ::testing::AssertionResult readUntilErr(const QByteArray &text, int timeoutMs = 30000)
    {
        return readUntil("\"" + text.toStdString() + "\" on stderr", [&] { return err_.contains(text); }, timeoutMs);
    }
    // Until the pattern matches stdout; *match holds the match.
    ::testing::AssertionResult readUntilOut(const QRegularExpression &pattern, QRegularExpressionMatch *match, int timeoutMs = 30000)
    {
        return readUntil("/" + pattern.pattern().toStdString() + "/ on stdout",
                         [&] {
                             *match = pattern.match(QString::fromUtf8(out_));
                             return match->hasMatch();
                         },
                         timeoutMs);
    }

    // Everything read so far (and, after finish(), everything).
    const QByteArray &out() const { return out_; }
    const QByteArray &err() const { return err_; }
    QString outText() const { return QString::fromUtf8(out_); }
    QString errText() const { return QString::fromUtf8(err_); }

    pid_t pid() const { return static_cast<pid_t>(process_.processId()); }
    bool running() const { return process_.state() != QProcess::NotRunning; }
    // Sends a signal (SIGINT, SIGTERM, SIGKILL...) to the program itself.
    void signal(int number)
    {
        if (running())
            ::kill(pid(), number);
    }

    // Waits for the end (killed after timeoutMs: exitCode -1) and returns
    // everything the program printed, including what was read before.
    ProcessRun finish(int timeoutMs = 30000)
    {
        ProcessRun run = finishProcess(process_, timeoutMs);
        out_ += run.out;
        err_ += run.err;
        run.out = out_;
        run.err = err_;
        return run;
    }

    // SIGTERM, up to graceMs for the program to end, then SIGKILL. Nothing
    // when it has ended already.
    void stop(int graceMs = 5000)
    {
        if (process_.state() == QProcess::NotRunning)
            return;
        process_.terminate();
        if (!process_.waitForFinished(graceMs)) {
            process_.kill();
            process_.waitForFinished(5000);
        }
        readAvailable();
    }

private:
    void readAvailable()
    {
        out_ += process_.readAllStandardOutput();
        err_ += process_.readAllStandardError();
    }
    std::string endDescription() const
    {
        return process_.exitStatus() == QProcess::NormalExit ? "exit " + std::to_string(process_.exitCode()) : std::string("killed by a signal");
    }
    ::testing::AssertionResult failure(const std::string &what, const std::string &why, qint64 elapsedMs) const
    {
        // The tail of each output: the last lines are the ones that tell.
        const auto tail = [](const QByteArray &text) { return text.size() > 6000 ? "[...]" + text.right(6000).toStdString() : text.toStdString(); };
        return ::testing::AssertionFailure() << "waited " << elapsedMs << " ms for " << what << ": " << why << "\nstdout so far:\n"
                                             << tail(out_) << "\nstderr so far:\n" << tail(err_);
    }

    QProcess process_;
    QByteArray out_;
    QByteArray err_;
};

} // namespace rocmtune::testing
