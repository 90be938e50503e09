// SPDX-License-Identifier: GPL-3.0-or-later
#include "core/stress/BenchRecord.h"

#include <algorithm>
#include <cmath>

namespace rocmtune {

const char *runnerEndKey(RunnerEnd end)
{
    switch (end) {
    case RunnerEnd::Running: return "running";
    case RunnerEnd::Exited: return "exited";
    case RunnerEnd::Crashed: return "crashed";
    case RunnerEnd::HangKilled: return "hang_killed";
    case RunnerEnd::Cancelled: return "cancelled";
    case RunnerEnd::StoppedAtFault: return "stopped_at_fault";
    case RunnerEnd::FailedToStart: return "failed_to_start";
    }
    return "running";
}

void BenchRecord::addLine(qint64 timeMs, const QByteArray &line, bool overlong)
{
    ++lineCount_;
    if (!firstLineMs_)
        firstLineMs_ = timeMs;
    lastLineMs_ = timeMs;
    if (overlong) {
        malformed_.append(MalformedLine{lineCount_, QString::fromUtf8(line.left(200)), QStringLiteral("line too long")});
        return;
    }
    const BenchLineParse parse = parseBenchLine(line);
    if (!parse.message) {
        malformed_.append(MalformedLine{lineCount_, QString::fromUtf8(line.left(200)), parse.error});
        return;
    }
    fold(timeMs, *parse.message);
}

void BenchRecord::fold(qint64 timeMs, const BenchMessage &message)
{
    if (const auto *hello = std::get_if<BenchHello>(&message)) {
        hello_ = *hello;
    } else if (const auto *progress = std::get_if<BenchProgress>(&message)) {
        enterTest(timeMs, progress->test);
        progress_[progress->test].append(ProgressPoint{timeMs, progress->percent, progress->throughput});
        if (!progress->unit.isEmpty())
            units_[progress->test] = progress->unit;
        lastProgress_ = *progress;
        if (progress->errors)
            faultCounts_[progress->test] = std::max(faultCounts_.value(progress->test, 0), *progress->errors);
    } else if (const auto *fault = std::get_if<BenchFault>(&message)) {
        enterTest(timeMs, fault->test);
        faults_.append(TimedFault{timeMs, *fault});
        faultCounts_[fault->test] = std::max(faultCounts_.value(fault->test, 0), fault->count);
    } else if (const auto *result = std::get_if<BenchResult>(&message)) {
        enterTest(timeMs, result->test);
        closeOpenPhase(timeMs);
        results_.append(*result);
        faultCounts_[result->test] = std::max(faultCounts_.value(result->test, 0), result->errors);
        if (!result->unit.isEmpty())
            units_[result->test] = result->unit;
        lastResultMs_ = timeMs;
    } else if (const auto *error = std::get_if<BenchError>(&message)) {
        errors_.append(*error);
    } else if (const auto *done = std::get_if<BenchDone>(&message)) {
        closeOpenPhase(timeMs);
        done_ = *done;
    }
    // Heartbeats only count as a sign of life (lastLineMs); listings carry no run data.
}

void BenchRecord::enterTest(qint64 timeMs, const QString &test)
{
    if (!phases_.isEmpty() && !phases_.constLast().endMs && phases_.constLast().test == test)
        return;
    closeOpenPhase(timeMs);
    // A test starts when the previous one reported its result (its first
    // progress line comes a moment later), or when the runner said hello.
    qint64 start = timeMs;
    if (lastResultMs_)
        start = *lastResultMs_;
    else if (firstLineMs_)
        start = *firstLineMs_;
    phases_.append(TestPhase{test, std::min(start, timeMs), std::nullopt});
}

void BenchRecord::closeOpenPhase(qint64 timeMs)
{
    if (!phases_.isEmpty() && !phases_.constLast().endMs)
        phases_.last().endMs = timeMs;
}

void BenchRecord::finish(qint64 timeMs, RunnerEnd end, int exitCode, const QString &detail)
{
    closeOpenPhase(timeMs);
    end_ = end;
    exitCode_ = exitCode;
    endDetail_ = detail;
    endMs_ = timeMs;
}

const BenchResult *BenchRecord::result(const QString &test) const
{
    for (const BenchResult &r : results_) {
        if (r.test == test)
            return &r;
    }
    return nullptr;
}

const BenchFault *BenchRecord::firstFault(const QString &test) const
{
    for (const TimedFault &f : faults_) {
        if (f.fault.test == test)
            return &f.fault;
    }
    return nullptr;
}

quint64 BenchRecord::totalFaultCount() const
{
    quint64 total = 0;
    for (auto it = faultCounts_.begin(); it != faultCounts_.end(); ++it)
        total += it.value();
    return total;
}

const TestPhase *BenchRecord::phase(const QString &test) const
{
    for (const TestPhase &p : phases_) {
        if (p.test == test)
            return &p;
    }
    return nullptr;
}

BenchRecord BenchRecord::replay(const QList<QByteArray> &lines, qint64 startMs, RunnerEnd end, int exitCode)
{
    BenchRecord record;
    qint64 timeMs = startMs;
    for (const QByteArray &line : lines) {
        const BenchLineParse parse = parseBenchLine(line);
        if (parse.message) {
            std::optional<double> elapsed;
            if (const auto *p = std::get_if<BenchProgress>(&*parse.message))
                elapsed = p->elapsedSeconds;
            else if (const auto *h = std::get_if<BenchHeartbeat>(&*parse.message))
                elapsed = h->elapsedSeconds;
            else if (const auto *f = std::get_if<BenchFault>(&*parse.message))
                elapsed = f->elapsedSeconds;
            if (elapsed)
                timeMs = std::max(timeMs, startMs + static_cast<qint64>(std::llround(*elapsed * 1000.0)));
        }
        record.addLine(timeMs, line);
    }
    record.finish(timeMs, end, exitCode);
    return record;
}

} // namespace rocmtune
