// SPDX-License-Identifier: GPL-3.0-or-later
// The kernel log watch: the parser over recorded amdgpu and NVIDIA lines,
// and the whole path (a stress run with an injected log source) where a GPU
// reset fails a run whose every check passed, and an unreadable log says
// the check was not possible. Zero work is never PASS.
#include "core/stress/CommandValidation.h"
#include "core/stress/KernelLogWatch.h"
#include "core/stress/StressSession.h"
#include "core/telemetry/Snapshot.h"
#include "tests/stress/StressTestSupport.h"

#include <QDateTime>
#include <QJsonArray>
#include <QPointer>
#include <QSignalSpy>
#include <QTemporaryFile>
#include <QTimer>

#include <gtest/gtest.h>

using namespace rocmtune;
using namespace rocmtune::testing;

namespace {

struct KernelLogCase {
    QString expected;
    QString line;
};

QVector<KernelLogCase> recordedCases()
{
    QVector<KernelLogCase> cases;
    QFile file(dataPath(QStringLiteral("kernel-log-gpu-events.txt")));
    if (!file.open(QIODevice::ReadOnly))
        return cases;
    for (const QByteArray &raw : file.readAll().split('\n')) {
        const QString text = QString::fromUtf8(raw);
        if (text.isEmpty() || text.startsWith(QLatin1Char('#')))
            continue;
        const qsizetype tab = text.indexOf(QLatin1Char('\t'));
        cases << KernelLogCase{text.left(tab), text.mid(tab + 1).replace(QStringLiteral("\\n"), QStringLiteral("\n"))};
    }
    return cases;
}

// Lines given at open() and later at the times asked for; or a log that cannot be read.
class ScriptedLog : public KernelLogSource
{
public:
    ScriptedLog(QVector<QPair<int, QString>> lines, QString unreadable = QString())
        : lines_(std::move(lines)), unreadable_(std::move(unreadable))
    {
    }
    bool open(QString *why) override
    {
        if (!unreadable_.isEmpty()) {
            *why = unreadable_;
            return false;
        }
        for (const auto &[afterMs, line] : lines_)
            QTimer::singleShot(afterMs, this, [this, line] { emit linesRead({line}); });
        return true;
    }
    void readNow() override {}
    QString description() const override { return QStringLiteral("scripted"); }

private:
    QVector<QPair<int, QString>> lines_;
    QString unreadable_;
};

// A log that stays silent while the run lasts; the first time it is asked
// for what is left (when the last runner exited: the watch's grace period
// starts), it calls whenAsked, which may log lines from the event loop.
class LateLog : public KernelLogSource
{
public:
    explicit LateLog(std::function<void(LateLog *)> whenAsked) : whenAsked_(std::move(whenAsked)) {}
    bool open(QString *) override { return true; }
    void readNow() override
    {
        if (asked_++ == 0 && whenAsked_)
            whenAsked_(this);
    }
    QString description() const override { return QStringLiteral("late"); }
    void log(const QString &line) { emit linesRead({line}); }

private:
    std::function<void(LateLog *)> whenAsked_;
    int asked_ = 0;
};

const QString kLateTimeout = QStringLiteral("[ 200.1] amdgpu 0000:03:00.0: ring comp_1.0.0 timeout, signaled seq=7, emitted seq=9");

StressPlan kernelLogPlan()
{
    StressPlan p = StressPlan::fromPreset(StressPreset::Custom);
    p.tests = {QStringLiteral("compute"), QStringLiteral("gemm")};
    p.secondsPerTest = 0.5;
    p.devices = {0};
    return p;
}

DeviceList oneGpu(const QString &pci)
{
    DeviceInfo gpu;
    gpu.name = QStringLiteral("GPU A");
    gpu.backendId = QStringLiteral("sim");
    gpu.pciBusId = pci;
    return {gpu};
}

StressVerdict runWith(KernelLogWatch::SourceFactory factory, const QString &pci = QStringLiteral("0000:03:00.0"))
{
    application();
    StressSession session(kernelLogPlan(), QStringLiteral(ROCMTUNE_FAKE_BENCH_PATH), oneGpu(pci));
    session.setEccReader({});
    session.setKernelLogSource(std::move(factory));
    QSignalSpy finished(&session, &StressSession::finished);
    session.start();
    if (!finished.wait(20000))
        ADD_FAILURE() << "the run did not finish";
    return session.verdict().value_or(StressVerdict{});
}

bool hasReasonKind(const QVector<VerdictReason> &reasons, VerdictReasonKind kind)
{
    return std::any_of(reasons.begin(), reasons.end(), [kind](const VerdictReason &r) { return r.kind == kind; });
}

} // namespace

TEST(KernelLogParser, RecordedAmdgpuAndNvidiaLines)
{
    application();
    const QVector<KernelLogCase> cases = recordedCases();
    ASSERT_GE(cases.size(), 25);
    int events = 0;
    for (const KernelLogCase &c : cases) {
        const std::optional<KernelGpuEvent> event = parseKernelLogLine(c.line);
        SCOPED_TRACE(c.line.toStdString());
        if (c.expected == QLatin1String("-")) {
            EXPECT_FALSE(event.has_value()) << kernelGpuEventKindKey(event->kind);
            continue;
        }
        ++events;
        ASSERT_TRUE(event.has_value());
        const QStringList expected = c.expected.split(QLatin1Char(' '));
        EXPECT_EQ(QLatin1String(kernelGpuEventKindKey(event->kind)), expected.at(0));
        EXPECT_EQ(event->pciBusId, expected.at(1) == QLatin1String("-") ? QString() : expected.at(1));
        if (expected.size() > 2)
            EXPECT_EQ(event->xid.value_or(-1), expected.at(2).toInt());
        EXPECT_FALSE(event->message.contains(QLatin1String(" kernel: "))) << "the prefix stays out of the message";
        EXPECT_FALSE(event->message.contains(QLatin1Char('\n')));
        EXPECT_FALSE(event->text().isEmpty());
    }
    EXPECT_GE(events, 15);
}

TEST(KernelLogParser, TimestampsAndAddressMatching)
{
    const auto kmsg = parseKernelLogLine(QStringLiteral("3,2345,1234567890,-;amdgpu 0000:03:00.0: amdgpu: GPU reset begin!"));
    ASSERT_TRUE(kmsg);
    EXPECT_EQ(kmsg->kernelMicroseconds.value_or(-1), 1234567890);
    EXPECT_EQ(kmsg->message, QStringLiteral("amdgpu 0000:03:00.0: amdgpu: GPU reset begin!"));
    const auto dmesg = parseKernelLogLine(QStringLiteral("[ 2679.3006] amdgpu 0000:0c:00.0: amdgpu: GPU reset begin!"));
    ASSERT_TRUE(dmesg);
    EXPECT_EQ(dmesg->kernelMicroseconds.value_or(-1), 2679300600);
    EXPECT_TRUE(kmsg->concerns(QStringLiteral("0000:03:00.0")));
    EXPECT_FALSE(kmsg->concerns(QStringLiteral("0000:04:00.0")));
    const auto xid = parseKernelLogLine(QStringLiteral("NVRM: Xid (PCI:0000:01:00): 79, pid=1, name=x, GPU has fallen off the bus."));
    ASSERT_TRUE(xid);
    EXPECT_TRUE(xid->concerns(QStringLiteral("0000:01:00.0"))) << "NVIDIA names bus:device only";
    EXPECT_FALSE(xid->concerns(QStringLiteral("0000:02:00.0")));
    const auto anonymous = parseKernelLogLine(QStringLiteral("[drm] VRAM is lost due to GPU reset!"));
    ASSERT_TRUE(anonymous);
    EXPECT_TRUE(anonymous->concerns(QStringLiteral("0000:09:00.0"))) << "a line naming no GPU concerns every GPU";
}

TEST(KernelLogWatch, ResetDuringARunFailsItThoughEveryCheckPassed)
{
    const StressVerdict verdict = runWith([] {
        return std::make_unique<ScriptedLog>(QVector<QPair<int, QString>>{
            {300, QStringLiteral("[ 100.000001] usb 1-1: reset high-speed USB device number 2 using xhci_hcd")},
            {400, QStringLiteral("[ 100.5] amdgpu 0000:03:00.0: ring gfx_0.0.0 timeout, signaled seq=1, emitted seq=3")},
            {450, QStringLiteral("[ 100.6] amdgpu 0000:03:00.0: amdgpu: GPU reset begin!")},
            {500, QStringLiteral("[ 100.7] amdgpu 0000:07:00.0: amdgpu: GPU reset begin!")}}); // another card's
    });
    ASSERT_EQ(verdict.gpus.size(), 1);
    const GpuVerdict &gpu = verdict.gpus.constFirst();
    for (const TestOutcome &t : gpu.tests)
        EXPECT_TRUE(t.completed && t.result && t.result->pass) << t.test.toStdString();
    EXPECT_EQ(verdict.status, VerdictStatus::Fail);
    int resets = 0;
    for (const VerdictReason &r : gpu.reasons) {
        if (r.kind != VerdictReasonKind::GpuReset)
            continue;
        ++resets;
        ASSERT_TRUE(r.value.has_value()) << "when: seconds into the run";
        EXPECT_GE(*r.value, 0.3);
        EXPECT_LT(*r.value, 10.0);
        EXPECT_TRUE(r.text().contains(QLatin1String("0000:03:00.0"))) << r.text().toStdString();
        EXPECT_TRUE(r.text().contains(QLatin1String("s into the run"))) << r.text().toStdString();
    }
    EXPECT_EQ(resets, 2) << verdict.summary().toStdString();
    ASSERT_TRUE(gpu.kernelLog.has_value());
    EXPECT_TRUE(gpu.kernelLog->watched);
    EXPECT_FALSE(hasReasonKind(gpu.notes, VerdictReasonKind::KernelLogNotWatched));
    const QJsonObject json = gpuVerdictToJson(gpu);
    EXPECT_EQ(json.value(QStringLiteral("kernel_log")).toObject().value(QStringLiteral("events")).toArray().size(), 2);
}

TEST(KernelLogWatch, CleanLogPassesAndUnreadableLogSaysTheCheckWasNotPossible)
{
    const StressVerdict clean = runWith([] {
        return std::make_unique<ScriptedLog>(QVector<QPair<int, QString>>{{200, QStringLiteral("[drm] amdgpu kernel modesetting enabled.")}});
    });
    EXPECT_EQ(clean.status, VerdictStatus::Pass) << clean.summary().toStdString();
    ASSERT_EQ(clean.gpus.size(), 1);
    EXPECT_TRUE(clean.gpus.constFirst().notes.isEmpty());

    const StressVerdict unread = runWith([] { return std::make_unique<ScriptedLog>(QVector<QPair<int, QString>>{}, QStringLiteral("/dev/kmsg: Permission denied")); });
    EXPECT_EQ(unread.status, VerdictStatus::Pass) << "a watcher that could not run is a note, not a failure";
    ASSERT_EQ(unread.gpus.size(), 1);
    ASSERT_TRUE(hasReasonKind(unread.gpus.constFirst().notes, VerdictReasonKind::KernelLogNotWatched));
    for (const VerdictReason &note : unread.gpus.constFirst().notes) {
        if (note.kind == VerdictReasonKind::KernelLogNotWatched) {
            EXPECT_TRUE(note.text().contains(QLatin1String("not possible")));
            EXPECT_TRUE(note.text().contains(QLatin1String("Permission denied")));
        }
    }
}

// amdgpu can log the timeout and reset of the last test's hang after the
// runner exited: a line that comes in the grace period fails the run. The
// grace is 30 s here; the event ends it at once (the verdict comes in far
// less, or the wait below fails).
TEST(KernelLogWatch, AResetLoggedJustAfterTheRunnerExitedFailsTheRun)
{
    application();
    StressSession session(kernelLogPlan(), QStringLiteral(ROCMTUNE_FAKE_BENCH_PATH), oneGpu(QStringLiteral("0000:03:00.0")));
    session.setEccReader({});
    session.setKernelLogGraceMs(30000);
    bool runnerGone = false;
    session.setKernelLogSource([&] {
        return std::make_unique<LateLog>([&](LateLog *log) {
            runnerGone = !session.runner(0)->isRunning();
            QTimer::singleShot(0, log, [log] { log->log(kLateTimeout); });
        });
    });
    QSignalSpy finished(&session, &StressSession::finished);
    session.start();
    ASSERT_TRUE(finished.wait(20000)) << "a GPU event ends the grace period at once";
    EXPECT_TRUE(runnerGone) << "the line was logged after the runner exited";
    const StressVerdict verdict = session.verdict().value();
    EXPECT_EQ(verdict.status, VerdictStatus::Fail) << verdict.summary().toStdString();
    ASSERT_EQ(verdict.gpus.size(), 1);
    for (const TestOutcome &t : verdict.gpus.constFirst().tests)
        EXPECT_TRUE(t.completed && t.result && t.result->pass) << t.test.toStdString();
    EXPECT_TRUE(hasReasonKind(verdict.gpus.constFirst().reasons, VerdictReasonKind::GpuReset)) << verdict.summary().toStdString();
    EXPECT_EQ(verdict.gpus.constFirst().kernelLog->events.size(), 1);
}

// After the window the verdict is final: a line logged then is not this
// run's (it may belong to whatever runs next, e.g. the undervolt search's
// revert) and is not read at all; the run stays PASS and says nothing of it.
TEST(KernelLogWatch, AResetLoggedAfterTheWindowIsNotThisRuns)
{
    application();
    StressSession session(kernelLogPlan(), QStringLiteral(ROCMTUNE_FAKE_BENCH_PATH), oneGpu(QStringLiteral("0000:03:00.0")));
    session.setEccReader({});
    session.setKernelLogGraceMs(200);
    QPointer<LateLog> source;
    session.setKernelLogSource([&] {
        auto log = std::make_unique<LateLog>(nullptr);
        source = log.get();
        return log;
    });
    QSignalSpy finished(&session, &StressSession::finished);
    session.start();
    ASSERT_TRUE(finished.wait(20000));
    EXPECT_TRUE(source.isNull()) << "the log is closed once the verdict is final";
    EXPECT_EQ(session.verdict()->status, VerdictStatus::Pass) << session.verdict()->summary().toStdString();
    EXPECT_TRUE(session.verdict()->gpus.constFirst().kernelLog->watched);
    EXPECT_TRUE(session.verdict()->gpus.constFirst().kernelLog->events.isEmpty());
    EXPECT_EQ(finished.size(), 1);
}

// The default: a real GPU waits KernelLogWatch::defaultGraceMs(); simulated
// GPUs only, none (no driver of theirs logs resets).
TEST(KernelLogWatch, GraceIsTheDefaultForRealGpusAndNoneForSimulatedOnes)
{
    application();
    EXPECT_EQ(KernelLogWatch::kDefaultGraceMs, 5000);
    const DeviceList real = oneGpu(QStringLiteral("0000:03:00.0"));
    EXPECT_EQ(StressSession(kernelLogPlan(), QString(), real).kernelLogGraceMs(), KernelLogWatch::defaultGraceMs());
    DeviceList simulated = real;
    simulated[0].simulated = true;
    EXPECT_EQ(StressSession(kernelLogPlan(), QString(), simulated).kernelLogGraceMs(), 0);
}

// The user's command (--validate-with, the GUI's "…and then run my command",
// undervolt --confirm-with): a reset logged after it exited 0 fails it too.
TEST(KernelLogWatch, AResetLoggedJustAfterTheCommandExitedFailsIt)
{
    application();
    RunSessionOptions options;
    options.deviceIndices = {0};
    options.save = false;
    options.forwardChannels = false;
    options.intervalMs = 100;
    bool exited = false;
    CommandValidationRun run(0, oneGpu(QStringLiteral("0000:03:00.0")), options, [&] {
        return std::make_unique<LateLog>([&](LateLog *log) {
            exited = true; // asked for the rest when the command completed
            QTimer::singleShot(0, log, [log] { log->log(kLateTimeout); });
        });
    });
    run.setKernelLogGraceMs(30000);
    QObject::connect(&run, &CommandValidationRun::finalSampleWanted, &run, [&run] {
        auto snapshot = std::make_shared<Snapshot>();
        snapshot->timestampMs = QDateTime::currentMSecsSinceEpoch();
        run.addSnapshot(snapshot);
    }, Qt::QueuedConnection);
    QSignalSpy finished(&run, &CommandValidationRun::finished);
    QString error;
    ASSERT_TRUE(run.start({QStringLiteral("/bin/sh"), QStringLiteral("-c"), QStringLiteral("exit 0")}, QString(), &error)) << error.toStdString();
    ASSERT_TRUE(finished.wait(20000));
    EXPECT_TRUE(exited);
    EXPECT_FALSE(run.isRunning());
    EXPECT_EQ(run.summary().exitCode.value_or(-1), 0);
    const StressVerdict verdict = finished.at(0).at(0).value<StressVerdict>();
    EXPECT_EQ(verdict.status, VerdictStatus::Fail) << verdict.summary().toStdString();
    ASSERT_EQ(verdict.gpus.size(), 1);
    EXPECT_TRUE(hasReasonKind(verdict.gpus.constFirst().reasons, VerdictReasonKind::GpuReset)) << verdict.summary().toStdString();
}

TEST(KernelLogWatch, FileSourceFollowsAFileNamedInTheEnvironment)
{
    application();
    QTemporaryFile log;
    ASSERT_TRUE(log.open());
    log.write("[ 5.0] amdgpu 0000:03:00.0: amdgpu: GPU reset begin!\n");
    log.flush();
    qputenv("ROCMTUNE_KERNEL_LOG_FILE", log.fileName().toLocal8Bit());
    KernelLogWatch watch;
    QSignalSpy seen(&watch, &KernelLogWatch::eventSeen);
    watch.start();
    ASSERT_TRUE(seen.wait(3000));
    log.write("NVRM: Xid (PCI:0000:01:00): 79, GPU has fallen off the bus.\n");
    log.flush();
    ASSERT_TRUE(seen.wait(3000));
    watch.stop();
    qunsetenv("ROCMTUNE_KERNEL_LOG_FILE");
    const KernelLogWatchResult all = watch.resultFor(QString());
    EXPECT_TRUE(all.watched);
    EXPECT_EQ(all.source, log.fileName());
    ASSERT_EQ(all.events.size(), 2);
    EXPECT_EQ(watch.resultFor(QStringLiteral("0000:03:00.0")).events.size(), 1);

    qputenv("ROCMTUNE_KERNEL_LOG_FILE", "/nonexistent/kernel.log");
    KernelLogWatch missing;
    missing.start();
    qunsetenv("ROCMTUNE_KERNEL_LOG_FILE");
    EXPECT_FALSE(missing.resultFor(QString()).watched);
    EXPECT_TRUE(missing.resultFor(QString()).unavailableReason.contains(QLatin1String("/nonexistent/kernel.log")));
}

TEST(ZeroWork, ATestThatReportsNoThroughputIsNeverAPass)
{
    application();
    qputenv("ROCMTUNE_FAKE_THROUGHPUT_SCALE", "0");
    const StressVerdict verdict = runWith({});
    qunsetenv("ROCMTUNE_FAKE_THROUGHPUT_SCALE");
    EXPECT_EQ(verdict.status, VerdictStatus::Fail) << verdict.summary().toStdString();
    ASSERT_EQ(verdict.gpus.size(), 1);
    int noWork = 0;
    for (const VerdictReason &r : verdict.gpus.constFirst().reasons)
        noWork += r.kind == VerdictReasonKind::NoWork ? 1 : 0;
    EXPECT_EQ(noWork, 2) << "compute and gemm both did no work";
}

TEST(ZeroWork, NoRunnerNoGpuAndLostDeviceAreNeverAPass)
{
    application();
    // The runner cannot be started.
    {
        StressSession session(kernelLogPlan(), QStringLiteral("/nonexistent/rocmtune-bench"), oneGpu(QString()));
        session.setEccReader({});
        session.setKernelLogSource({});
        QSignalSpy finished(&session, &StressSession::finished);
        session.start();
        ASSERT_TRUE(finished.size() > 0 || finished.wait(10000));
        EXPECT_EQ(session.verdict()->status, VerdictStatus::NotRun);
    }
    // The runner finds no GPU.
    {
        qputenv("ROCMTUNE_FAKE_MODE", "no-gpu");
        const StressVerdict verdict = runWith({});
        qunsetenv("ROCMTUNE_FAKE_MODE");
        EXPECT_EQ(verdict.status, VerdictStatus::NotRun);
    }
    // The device is lost during the run (telemetry), every test having passed.
    {
        StressSession session(kernelLogPlan(), QStringLiteral(ROCMTUNE_FAKE_BENCH_PATH), oneGpu(QString()));
        session.setEccReader({});
        session.setKernelLogSource({});
        QSignalSpy finished(&session, &StressSession::finished);
        session.start();
        QTimer::singleShot(200, &session, [&session] {
            auto lost = std::make_shared<Snapshot>();
            lost->timestampMs = QDateTime::currentMSecsSinceEpoch();
            lost->samples = telemetry(lost->timestampMs, lost->timestampMs, 250, [](Sample &s) { s.setState(DeviceState::Lost); });
            session.addSnapshot(lost);
        });
        ASSERT_TRUE(finished.wait(20000));
        EXPECT_EQ(session.verdict()->status, VerdictStatus::Fail);
        EXPECT_TRUE(hasReasonKind(session.verdict()->gpus.constFirst().reasons, VerdictReasonKind::GpuLost));
    }
    // No GPU at all: nothing to judge.
    EXPECT_EQ(judgeStressRun(kernelLogPlan(), {}, VerdictPolicy{}).status, VerdictStatus::NotRun);
}
