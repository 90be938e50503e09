// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QByteArray>
#include <QString>
#include <QVector>

#include <functional>

namespace rocmtune {

// Runs a list of steps in a forked child so that a library abort() (a live
// assert in a debug build) kills the child, not the app. After each step the
// child reports the step's result; when the child dies, the step it was in is
// marked crashed and the remaining steps run in a fresh child.
class ForkProbe
{
public:
    enum class Outcome { Returned, Crashed, TimedOut, NotRun };
    struct StepResult {
        Outcome outcome = Outcome::NotRun;
        int value = 0;        // what the step returned (a status code)
        int signal = 0;       // the signal that ended the child (Crashed)
        QByteArray stderrTail; // what the child printed last (the assertion text)
    };

    // Each step runs in the child and returns an int (e.g. an rsmi_status_t).
    // Shared mappings of files whose path starts with privatePrefix (the
    // library's process-shared mutexes in /dev/shm) are replaced in the child
    // by private copies first: a child that dies holding such a mutex would
    // otherwise leave it unrecoverable for this app and every other program.
    static QVector<StepResult> run(const QVector<std::function<int()>> &steps, int timeoutMsPerChild = 5000,
                                   const QByteArray &privatePrefix = QByteArray());
    static QString describe(const StepResult &result);
};

} // namespace rocmtune
