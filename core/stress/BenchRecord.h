// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "core/stress/BenchProtocol.h"

#include <QMap>
#include <QString>
#include <QStringList>
#include <QVector>

#include <optional>

namespace rocmtune {

// The time span one test ran, in the sampler's clock (ms since the epoch).
struct TestPhase {
    QString test;
    qint64 startMs = 0;
    std::optional<qint64> endMs; // open while the test runs
};

struct ProgressPoint {
    qint64 timeMs = 0;
    double percent = 0;
    std::optional<double> throughput;
};

struct MalformedLine {
    int lineNumber = 0; // 1-based line of the runner's stdout
    QString text;       // the start of the line
    QString error;
};

// How the runner process ended.
enum class RunnerEnd {
    Running,       // not ended yet
    Exited,        // exited on its own with exitCode
    Crashed,       // killed by a signal it did not ask for (segfault, abort ...)
    HangKilled,    // we stopped it after heartbeatTimeout of silence
    Cancelled,     // we stopped it because the user cancelled
    StoppedAtFault, // we stopped it because a runner reported a fault (not a keep-going run)
    FailedToStart, // the program could not be started
};
const char *runnerEndKey(RunnerEnd end);

// Everything one rocmtune-bench run said, folded into a record: the verdict
// and the report are computed from it. Lines are added with the time they
// arrived; recorded streams can be replayed with replayLines().
class BenchRecord
{
public:
    // Parses and folds one line (without its newline).
    void addLine(qint64 timeMs, const QByteArray &line, bool overlong = false);
    // The process ended: closes the open phase.
    void finish(qint64 timeMs, RunnerEnd end, int exitCode = 0, const QString &detail = QString());

    // Replays a recorded stream: times come from the lines' elapsed_s (the
    // last one seen carries over to lines without it), starting at startMs.
    static BenchRecord replay(const QList<QByteArray> &lines, qint64 startMs, RunnerEnd end = RunnerEnd::Exited,
                              int exitCode = 0);

    const std::optional<BenchHello> &hello() const { return hello_; }
    const QVector<BenchResult> &results() const { return results_; }
    const BenchResult *result(const QString &test) const;
    const QVector<BenchError> &errors() const { return errors_; }
    const std::optional<BenchDone> &done() const { return done_; }
    const QVector<MalformedLine> &malformed() const { return malformed_; }
    const QVector<TestPhase> &phases() const { return phases_; }
    const TestPhase *phase(const QString &test) const;
    QVector<ProgressPoint> progress(const QString &test) const { return progress_.value(test); }
    QString unitOf(const QString &test) const { return units_.value(test); }
    // The latest progress line of any test.
    const std::optional<BenchProgress> &lastProgress() const { return lastProgress_; }
    // Protocol v2 fault lines, in the order they arrived, with their arrival time.
    struct TimedFault {
        qint64 timeMs = 0;
        BenchFault fault;
    };
    const QVector<TimedFault> &faults() const { return faults_; }
    const BenchFault *firstFault(const QString &test) const;
    // The test's fault count as the runner last said it (fault, progress or
    // result line, whichever came last); 0 when it said nothing.
    quint64 faultCount(const QString &test) const { return faultCounts_.value(test, 0); }
    quint64 totalFaultCount() const;

    int lineCount() const { return lineCount_; }
    std::optional<qint64> firstLineMs() const { return firstLineMs_; }
    std::optional<qint64> lastLineMs() const { return lastLineMs_; }

    RunnerEnd end() const { return end_; }
    int exitCode() const { return exitCode_; }
    const QString &endDetail() const { return endDetail_; } // signal name, start error ...
    std::optional<qint64> endMs() const { return endMs_; }
    bool ended() const { return end_ != RunnerEnd::Running; }

    // The last few lines of stderr, for crash reports.
    void setStderrTail(const QString &text) { stderrTail_ = text; }
    const QString &stderrTail() const { return stderrTail_; }

private:
    void fold(qint64 timeMs, const BenchMessage &message);
    void enterTest(qint64 timeMs, const QString &test);
    void closeOpenPhase(qint64 timeMs);

    std::optional<BenchHello> hello_;
    QVector<BenchResult> results_;
    QVector<BenchError> errors_;
    std::optional<BenchDone> done_;
    QVector<MalformedLine> malformed_;
    QVector<TestPhase> phases_;
    QMap<QString, QVector<ProgressPoint>> progress_;
    QMap<QString, QString> units_;
    std::optional<BenchProgress> lastProgress_;
    QVector<TimedFault> faults_;
    QMap<QString, quint64> faultCounts_;
    std::optional<qint64> lastResultMs_;
    int lineCount_ = 0;
    std::optional<qint64> firstLineMs_;
    std::optional<qint64> lastLineMs_;
    RunnerEnd end_ = RunnerEnd::Running;
    int exitCode_ = 0;
    QString endDetail_;
    std::optional<qint64> endMs_;
    QString stderrTail_;
};

} // namespace rocmtune
