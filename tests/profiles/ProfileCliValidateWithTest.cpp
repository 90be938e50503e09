// SPDX-License-Identifier: GPL-3.0-or-later
// `tuning set … --validate-with -- CMD` and `profile apply … --validate-with
// -- CMD` end to end through the real rocmtune-cli on simulated GPUs (their
// settings in a file, read back by another process): the user's command runs
// under the change, which is kept on exit 0 and reverted at once otherwise
// (exit 7), also when the kernel log shows a GPU reset; Ctrl-C reverts and
// exits 9; the command's run is recorded and linked from the tuning log.
#include "tests/profiles/ProfileCliFixture.h"
#include "tests/support/ProcessStream.h"

#include <QElapsedTimer>

#include <csignal>

using namespace rocmtune::test;
using rocmtune::testing::StreamedProcess;

namespace {

class ValidateWithCli : public ProfileCli
{
protected:
    // No stress runner at all: --validate-with alone needs none.
    QProcessEnvironment commandEnv(const QList<std::pair<QString, QString>> &extra = {}) const
    {
        QProcessEnvironment e = env();
        e.insert(QStringLiteral("ROCMTUNE_BENCH"), QStringLiteral("/nonexistent/rocmtune-bench"));
        e.insert(QStringLiteral("XDG_DATA_HOME"), dir.filePath(QStringLiteral("data")));
        e.insert(QStringLiteral("ROCMTUNE_KERNEL_LOG_FILE"), dir.filePath(QStringLiteral("kernel.log")));
        for (const auto &[k, v] : extra)
            e.insert(k, v);
        return e;
    }
    void writeKernelLog(const QByteArray &lines) const { writeFile(dir.filePath(QStringLiteral("kernel.log")), lines); }

    CliRun setWith(const QStringList &command, const QStringList &extra = {}, const QProcessEnvironment &environment = {}) const
    {
        return run(QStringList{QStringLiteral("tuning"), QStringLiteral("set"), QStringLiteral("--gpu"), QStringLiteral("0"),
                               QStringLiteral("--power-cap"), QStringLiteral("300"), QStringLiteral("--backend"), QStringLiteral("sim"),
                               QStringLiteral("--validate-with")}
                       + extra + QStringList{QStringLiteral("--")} + command,
                   environment.isEmpty() ? commandEnv() : environment);
    }
    QJsonObject settings(int gpu) const
    {
        QJsonObject c = controls(gpu);
        c.remove(QStringLiteral("temperature_celsius"));
        return c;
    }
    bool pending(int gpu) const
    {
        return tuning({QStringLiteral("show"), QStringLiteral("--gpu"), QString::number(gpu), QStringLiteral("--json")})
            .json().value(QStringLiteral("pending")).isObject();
    }
    QVector<QJsonObject> logEntries(const QString &action) const
    {
        QVector<QJsonObject> entries;
        const CliRun log = run({QStringLiteral("tuning"), QStringLiteral("log"), QStringLiteral("--json")}, commandEnv());
        for (const QByteArray &line : log.out.split('\n')) {
            const QJsonObject o = QJsonDocument::fromJson(line).object();
            if (o.value(QStringLiteral("action")).toString() == action)
                entries << o;
        }
        return entries;
    }
    static QStringList sh(const QString &script) { return {QStringLiteral("sh"), QStringLiteral("-c"), script}; }
};

} // namespace

TEST_F(ValidateWithCli, ExitZeroKeepsTheChangeWhichTheCommandSawAndRecordsTheRun)
{
    writeKernelLog("[ 1.0] [drm] amdgpu kernel modesetting enabled.\n");
    const QString seen = dir.filePath(QStringLiteral("seen.json"));
    // The command reads the settings through another rocmtune-cli: the change is in force under it.
    const CliRun r = setWith(sh(QStringLiteral("'%1' tuning show --gpu 0 --json --backend sim > '%2'").arg(QStringLiteral(ROCMTUNE_CLI_PATH), seen)),
                             {QStringLiteral("--json")});
    ASSERT_EQ(r.exitCode, 0) << r.describe();
    QFile seenFile(seen);
    ASSERT_TRUE(seenFile.open(QIODevice::ReadOnly));
    EXPECT_DOUBLE_EQ(QJsonDocument::fromJson(seenFile.readAll()).object().value(QStringLiteral("controls")).toObject()
                         .value(QStringLiteral("power_cap")).toObject().value(QStringLiteral("current_watts")).toDouble(), 300);
    const QJsonObject answer = r.json();
    EXPECT_EQ(answer.value(QStringLiteral("outcome")).toString(), QStringLiteral("kept")) << r.describe();
    EXPECT_TRUE(answer.value(QStringLiteral("stress_verdict")).isNull()) << "no stress run without --validate";
    const QJsonObject command = answer.value(QStringLiteral("command")).toObject();
    EXPECT_EQ(command.value(QStringLiteral("exit_code")).toInt(-1), 0);
    EXPECT_EQ(command.value(QStringLiteral("verdict")).toObject().value(QStringLiteral("status")).toString(), QStringLiteral("pass"));
    EXPECT_TRUE(command.value(QStringLiteral("verdict")).toObject().value(QStringLiteral("gpus")).toArray().at(0).toObject()
                    .value(QStringLiteral("kernel_log")).toObject().value(QStringLiteral("watched")).toBool());
    const QString runDirectory = command.value(QStringLiteral("run_directory")).toString();
    ASSERT_FALSE(runDirectory.isEmpty()) << r.describe();
    EXPECT_TRUE(QFileInfo::exists(runDirectory + QStringLiteral("/summary.json"))) << runDirectory.toStdString();
    EXPECT_TRUE(command.value(QStringLiteral("run")).toObject().contains(QStringLiteral("gpus")));
    EXPECT_DOUBLE_EQ(capWatts(0), 300);
    EXPECT_FALSE(pending(0)) << "kept, not pending";
    const QVector<QJsonObject> log = logEntries(QStringLiteral("validate_with"));
    ASSERT_EQ(log.size(), 1);
    EXPECT_EQ(log.constFirst().value(QStringLiteral("outcome")).toString(), QStringLiteral("kept"));
    EXPECT_EQ(log.constFirst().value(QStringLiteral("run")).toString(), runDirectory) << "the tuning log links the recorded run";
}

TEST_F(ValidateWithCli, FailingCommandRevertsAtOnceAndExitsSeven)
{
    const QJsonObject before = settings(0);
    const CliRun r = setWith(sh(QStringLiteral("echo working >&2; exit 3")));
    EXPECT_EQ(r.exitCode, 7) << r.describe();
    EXPECT_TRUE(r.err.contains("working")) << "the command's own output is shown\n" << r.describe();
    EXPECT_TRUE(r.err.contains("exited with code 3")) << r.describe();
    EXPECT_TRUE(r.err.contains("reverted")) << r.describe();
    EXPECT_EQ(settings(0), before) << "read back from the simulated GPUs' file by another process";
    EXPECT_FALSE(pending(0));
    const QVector<QJsonObject> log = logEntries(QStringLiteral("validate_with"));
    ASSERT_EQ(log.size(), 1);
    EXPECT_EQ(log.constFirst().value(QStringLiteral("outcome")).toString(), QStringLiteral("reverted"));
    EXPECT_FALSE(log.constFirst().value(QStringLiteral("run")).toString().isEmpty());
}

TEST_F(ValidateWithCli, GpuResetDuringTheCommandRevertsThoughItExitedZero)
{
    writeKernelLog("[ 100.5] amdgpu 0000:10:00.0: ring gfx_0.0.0 timeout, signaled seq=1, emitted seq=3\n"
                   "[ 100.6] amdgpu 0000:10:00.0: amdgpu: GPU reset begin!\n"
                   "[ 100.7] amdgpu 0000:11:00.0: amdgpu: GPU reset begin!\n");
    const QJsonObject before = settings(0);
    const CliRun r = setWith(sh(QStringLiteral("sleep 0.5")), {QStringLiteral("--json")});
    EXPECT_EQ(r.exitCode, 7) << r.describe();
    const QJsonObject command = r.json().value(QStringLiteral("command")).toObject();
    EXPECT_EQ(command.value(QStringLiteral("exit_code")).toInt(-1), 0);
    int resets = 0;
    for (const QJsonValue &reason : command.value(QStringLiteral("verdict")).toObject().value(QStringLiteral("gpus")).toArray().at(0).toObject()
                                        .value(QStringLiteral("reasons")).toArray())
        resets += reason.toObject().value(QStringLiteral("kind")).toString() == QLatin1String("gpu_reset") ? 1 : 0;
    EXPECT_EQ(resets, 2) << r.describe();
    EXPECT_EQ(settings(0), before);
}

TEST_F(ValidateWithCli, UnreadableKernelLogSaysTheCheckWasNotPossible)
{
    const CliRun r = setWith(sh(QStringLiteral("exit 0")), {}, commandEnv({{QStringLiteral("ROCMTUNE_KERNEL_LOG_FILE"), QStringLiteral("/nonexistent/kernel.log")}}));
    EXPECT_EQ(r.exitCode, 0) << r.describe();
    EXPECT_TRUE(r.out.contains("not possible")) << r.describe();
}

TEST_F(ValidateWithCli, InterruptRevertsAndExitsNine)
{
    const QJsonObject before = settings(0);
    StreamedProcess p(QStringLiteral(ROCMTUNE_CLI_PATH),
                      {QStringLiteral("tuning"), QStringLiteral("set"), QStringLiteral("--gpu"), QStringLiteral("0"), QStringLiteral("--power-cap"),
                       QStringLiteral("300"), QStringLiteral("--backend"), QStringLiteral("sim"), QStringLiteral("--validate-with"), QStringLiteral("--"),
                       QStringLiteral("sleep"), QStringLiteral("60")},
                      commandEnv());
    ASSERT_TRUE(p.readUntilErr("Running your command"));
    EXPECT_DOUBLE_EQ(capWatts(0), 300) << "in force while the command runs";
    QElapsedTimer waited;
    waited.start();
    p.signal(SIGINT);
    const CliRun r = p.finish(20000);
    EXPECT_EQ(r.exitCode, 9) << r.describe();
    EXPECT_LT(waited.elapsed(), 15000) << "the command got the signal too, not 60 s of sleep";
    EXPECT_TRUE(r.err.contains("Interrupted, so the change is reverted.")) << r.describe();
    EXPECT_EQ(settings(0), before);
    EXPECT_FALSE(pending(0));
}

TEST_F(ValidateWithCli, ProfileApplyWithStressFirstThenTheCommand)
{
    saveQuiet();
    QProcessEnvironment e = commandEnv();
    e.insert(QStringLiteral("ROCMTUNE_BENCH"), QStringLiteral(ROCMTUNE_FAKE_BENCH_PATH));
    const QStringList apply{QStringLiteral("profile"), QStringLiteral("apply"), QStringLiteral("Quiet"), QStringLiteral("--gpu"), QStringLiteral("0"),
                            QStringLiteral("--validate"), QStringLiteral("--tests"), QStringLiteral("compute"), QStringLiteral("--duration"),
                            QStringLiteral("0.3"), QStringLiteral("--backend"), QStringLiteral("sim"), QStringLiteral("--validate-with")};
    const CliRun kept = run(apply + QStringList{QStringLiteral("--json"), QStringLiteral("--")} + sh(QStringLiteral("exit 0")), e);
    ASSERT_EQ(kept.exitCode, 0) << kept.describe();
    EXPECT_EQ(kept.json().value(QStringLiteral("stress_verdict")).toObject().value(QStringLiteral("status")).toString(), QStringLiteral("pass"));
    EXPECT_EQ(kept.json().value(QStringLiteral("command")).toObject().value(QStringLiteral("exit_code")).toInt(-1), 0);
    EXPECT_DOUBLE_EQ(capWatts(0), 300);

    ASSERT_EQ(tuning({QStringLiteral("reset"), QStringLiteral("--gpu"), QStringLiteral("0")}).exitCode, 0);
    const QJsonObject before = settings(0);
    // The stress test fails: the command never runs, the change is reverted.
    e.insert(QStringLiteral("ROCMTUNE_FAKE_MODE"), QStringLiteral("crash"));
    const QString marker = dir.filePath(QStringLiteral("ran"));
    const CliRun failed = run(apply + QStringList{QStringLiteral("--")} + sh(QStringLiteral("touch '%1'").arg(marker)), e);
    EXPECT_EQ(failed.exitCode, 7) << failed.describe();
    EXPECT_FALSE(QFileInfo::exists(marker)) << "the command runs only after the stress test passed";
    EXPECT_FALSE(failed.err.contains("Running your command")) << failed.describe();
    EXPECT_EQ(settings(0), before);
}

TEST_F(ValidateWithCli, BadArgumentsExitTwo)
{
    const CliRun noCommand = run({QStringLiteral("tuning"), QStringLiteral("set"), QStringLiteral("--gpu"), QStringLiteral("0"),
                                  QStringLiteral("--power-cap"), QStringLiteral("300"), QStringLiteral("--backend"), QStringLiteral("sim"),
                                  QStringLiteral("--validate-with")},
                                 commandEnv());
    EXPECT_EQ(noCommand.exitCode, 2) << noCommand.describe();
    const CliRun noOption = run({QStringLiteral("tuning"), QStringLiteral("set"), QStringLiteral("--gpu"), QStringLiteral("0"),
                                 QStringLiteral("--power-cap"), QStringLiteral("300"), QStringLiteral("--backend"), QStringLiteral("sim"),
                                 QStringLiteral("--"), QStringLiteral("true")},
                                commandEnv());
    EXPECT_EQ(noOption.exitCode, 2) << noOption.describe();
    EXPECT_DOUBLE_EQ(capWatts(0), 327) << "nothing changed";
}
