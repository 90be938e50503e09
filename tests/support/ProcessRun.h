// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once
// Runs a program of ours (rocmtune-cli, rocmtune-helper) to the end for the
// process tests: exit code, both outputs, and a description for failure
// messages. Header-only: include "tests/support/ProcessRun.h". A program the
// test acts on while it runs (read until a line, signal, stop): ProcessStream.h.
#include <QByteArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QProcess>
#include <QProcessEnvironment>
#include <QString>
#include <QStringList>

#include <string>

namespace rocmtune::testing {

struct ProcessRun {
    int exitCode = -1; // -1: did not end within the time (then killed); -2: killed by a signal
    QByteArray out;
    QByteArray err;
    bool timedOut() const { return exitCode == -1; }
    bool killedBySignal() const { return exitCode == -2; }
    QJsonObject json() const { return QJsonDocument::fromJson(out).object(); }
    std::string describe() const
    {
        return "exit " + std::to_string(exitCode) + "\nstdout:\n" + out.toStdString() + "\nstderr:\n" + err.toStdString();
    }
};

// Collects what a started process printed once it has ended (or kills it after timeoutMs).
// A process that has ended already (seen by a streaming read) is collected
// as it is; one that never started counts as not ended (-1).
inline ProcessRun finishProcess(QProcess &process, int timeoutMs = 30000)
{
    ProcessRun run;
    const bool ended = process.state() == QProcess::NotRunning ? process.error() != QProcess::FailedToStart
                                                               : process.waitForFinished(timeoutMs);
    if (!ended) {
        process.kill();
        process.waitForFinished();
        run.out = process.readAllStandardOutput();
        run.err = process.readAllStandardError();
        return run;
    }
    run.exitCode = process.exitStatus() == QProcess::NormalExit ? process.exitCode() : -2;
    run.out = process.readAllStandardOutput();
    run.err = process.readAllStandardError();
    return run;
}

// Runs program with args in env, writes stdinData to it and closes its input.
inline ProcessRun runProcess(const QString &program, const QStringList &args, const QProcessEnvironment &env,
                             const QByteArray &stdinData = {}, int timeoutMs = 30000)
{
    QProcess process;
    process.setProcessEnvironment(env);
    process.start(program, args);
    process.write(stdinData);
    process.closeWriteChannel();
    return finishProcess(process, timeoutMs);
}

// The same run with its outputs as text (UTF-8), for tests that read lines.
struct TextRun {
    int exitCode = -1; // as ProcessRun
    QString out;
    QString err;
};

inline TextRun asText(const ProcessRun &run)
{
    return {run.exitCode, QString::fromUtf8(run.out), QString::fromUtf8(run.err)};
}

// The lines of what a program printed, without empty ones.
inline QStringList nonEmptyLines(const QString &text)
{
    return text.split(QLatin1Char('\n'), Qt::SkipEmptyParts);
}

} // namespace rocmtune::testing
