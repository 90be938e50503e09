// SPDX-License-Identifier: GPL-3.0-or-later
// rocmtune-cli run, end to end against the simulated backend.
#include "core/runs/RunStore.h"
#include "core/runs/RunTelemetry.h"
#include "tests/support/ProcessRun.h"

#include <QFile>
#include <QFileInfo>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QProcess>
#include <QProcessEnvironment>
#include <QTemporaryDir>

#include <gtest/gtest.h>

using namespace rocmtune;

namespace {

using CliRun = rocmtune::testing::TextRun;

CliRun runCli(const QStringList &args, const QString &home, int timeoutMs = 30000)
{
    QProcessEnvironment env = QProcessEnvironment::systemEnvironment();
    env.insert(QStringLiteral("LC_ALL"), QStringLiteral("C"));
    // Runs saved without --output land here, never in the real home.
    env.insert(QStringLiteral("XDG_DATA_HOME"), home);
    return rocmtune::testing::asText(rocmtune::testing::runProcess(QStringLiteral(ROCMTUNE_CLI_PATH), args, env, {}, timeoutMs));
}

QStringList simArgs(const QStringList &more)
{
    return QStringList{QStringLiteral("run"), QStringLiteral("--backend"), QStringLiteral("sim"), QStringLiteral("--sim-gpus"),
                       QStringLiteral("2"), QStringLiteral("--interval"), QStringLiteral("100")}
           + more;
}

// The JSON summary is the last thing on stdout (after the command's own output).
QJsonObject summaryFrom(const QString &out)
{
    const qsizetype start = out.indexOf(QStringLiteral("{\n"));
    return QJsonDocument::fromJson(out.mid(start).toUtf8()).object();
}

} // namespace

TEST(RunCli, RecordsASleepingCommandAndReturnsItsExitCode)
{
    QTemporaryDir home;
    const QString runDir = home.filePath(QStringLiteral("myrun"));
    const CliRun run = runCli(simArgs({QStringLiteral("--output"), runDir, QStringLiteral("--json"), QStringLiteral("--"),
                                       QStringLiteral("sh"), QStringLiteral("-c"), QStringLiteral("sleep 2; exit 3")}),
                              home.path());
    ASSERT_EQ(run.exitCode, 3) << run.err.toStdString();
    const QJsonObject summary = summaryFrom(run.out);
    ASSERT_FALSE(summary.isEmpty()) << run.out.toStdString();
    EXPECT_EQ(summary.value(QStringLiteral("exit_code")).toInt(), 3);
    const double duration = summary.value(QStringLiteral("duration_s")).toDouble();
    EXPECT_GE(duration, 1.9);
    EXPECT_LT(duration, 5.0);
    const QJsonArray gpus = summary.value(QStringLiteral("gpus")).toArray();
    ASSERT_EQ(gpus.size(), 2);
    int samples = 0;
    for (const QJsonValue &v : gpus) {
        const QJsonObject g = v.toObject();
        // 2 s at 100 ms: about 20 ticks plus the first and the final one; a
        // loaded machine may skip a few timer ticks.
        const int n = g.value(QStringLiteral("samples")).toInt();
        EXPECT_GE(n, 12) << "GPU " << g.value(QStringLiteral("device")).toInt();
        EXPECT_LE(n, 30);
        samples += n;
        EXPECT_TRUE(g.value(QStringLiteral("simulated")).toBool());
        // The simulated GPUs report their energy counter, so it is used.
        EXPECT_EQ(g.value(QStringLiteral("energy_source")).toString(), QStringLiteral("counter"));
        const double joules = g.value(QStringLiteral("energy_j")).toDouble();
        const double avgWatts = g.value(QStringLiteral("power_avg_w")).toDouble();
        EXPECT_GT(joules, 0.0);
        // Energy over ~2 s is about average power x time (loose: the counter
        // and the averaged power reading are different sensors).
        EXPECT_NEAR(joules / duration, avgWatts, avgWatts * 0.35);
        EXPECT_FALSE(g.value(QStringLiteral("temp_junction_max_c")).isNull());
        EXPECT_FALSE(g.value(QStringLiteral("gfx_clock_median_mhz")).isNull());
    }
    EXPECT_EQ(summary.value(QStringLiteral("directory")).toString(), runDir);

    // Saved: the same summary and a CSV with one row per recorded sample.
    QString error;
    const auto saved = RunStore::loadSummary(runDir, &error);
    ASSERT_TRUE(saved) << error.toStdString();
    EXPECT_EQ(saved->exitCode, 3);
    const auto telemetry = RunTelemetry::load(RunStore::telemetryPath(runDir), &error);
    ASSERT_TRUE(telemetry) << error.toStdString();
    ASSERT_EQ(telemetry->devices.size(), 2);
    EXPECT_EQ(telemetry->devices[0].timesMs.size() + telemetry->devices[1].timesMs.size(), samples);
}

TEST(RunCli, ChosenGpuOnlyAndTextSummaryOnStderr)
{
    QTemporaryDir home;
    const CliRun run = runCli(simArgs({QStringLiteral("--gpu"), QStringLiteral("1"), QStringLiteral("--name"),
                                       QStringLiteral("smoke"), QStringLiteral("--"), QStringLiteral("sh"), QStringLiteral("-c"),
                                       QStringLiteral("echo to-stdout; echo to-stderr >&2; sleep 0.3")}),
                              home.path());
    ASSERT_EQ(run.exitCode, 0) << run.err.toStdString();
    EXPECT_EQ(run.out, QStringLiteral("to-stdout\n")) << "only the command's output goes to stdout";
    EXPECT_TRUE(run.err.contains(QStringLiteral("to-stderr")));
    EXPECT_TRUE(run.err.contains(QStringLiteral("GPU 1:")));
    EXPECT_FALSE(run.err.contains(QStringLiteral("GPU 0:")));
    EXPECT_TRUE(run.err.contains(QStringLiteral("Wh")));
    // Saved under XDG_DATA_HOME/<organisation>/<application>/runs/<stamp>-smoke.
    const QVector<StoredRun> found = RunStore(home.path() + QStringLiteral("/rocmtune/rocmtune/runs")).list();
    ASSERT_EQ(found.size(), 1) << run.err.toStdString();
    EXPECT_EQ(found[0].summary.name, QStringLiteral("smoke"));
    ASSERT_EQ(found[0].summary.gpus.size(), 1);
    EXPECT_EQ(found[0].summary.gpus[0].deviceIndex, 1);
    EXPECT_TRUE(found[0].directory.endsWith(QStringLiteral("-smoke")));
}

TEST(RunCli, AChineseNameIsShownAsTypedOnlyTheFolderIsSanitised)
{
    QTemporaryDir home;
    const QString name = QStringLiteral("基线 功耗上限 280 W");
    const CliRun run = runCli(simArgs({QStringLiteral("--name"), name, QStringLiteral("--json"), QStringLiteral("--"),
                                       QStringLiteral("sh"), QStringLiteral("-c"), QStringLiteral("sleep 0.3")}),
                              home.path());
    ASSERT_EQ(run.exitCode, 0) << run.err.toStdString();
    EXPECT_EQ(summaryFrom(run.out).value(QStringLiteral("name")).toString(), name) << run.out.toStdString();
    const QVector<StoredRun> found = RunStore(home.path() + QStringLiteral("/rocmtune/rocmtune/runs")).list();
    ASSERT_EQ(found.size(), 1) << run.err.toStdString();
    EXPECT_EQ(found[0].summary.name, name) << "summary.json keeps the typed name";
    // The folder: ASCII only, "<stamp>-________280_W".
    const QString folder = QFileInfo(found[0].directory).fileName();
    EXPECT_TRUE(folder.endsWith(QStringLiteral("-________280_W"))) << folder.toStdString();
    for (const QChar c : folder)
        EXPECT_LT(c.unicode(), 128) << folder.toStdString();
}

TEST(RunCli, SignalDeathAndMissingProgram)
{
    QTemporaryDir home;
    const CliRun killed = runCli(simArgs({QStringLiteral("--no-save"), QStringLiteral("--"), QStringLiteral("sh"),
                                          QStringLiteral("-c"), QStringLiteral("kill -KILL $$")}),
                                 home.path());
    EXPECT_EQ(killed.exitCode, 137) << killed.err.toStdString();
    const CliRun missing = runCli(simArgs({QStringLiteral("--no-save"), QStringLiteral("--"),
                                           QStringLiteral("/nonexistent/no-such-program")}),
                                  home.path());
    EXPECT_EQ(missing.exitCode, 127);
    EXPECT_TRUE(missing.err.contains(QStringLiteral("/nonexistent/no-such-program")));
}

TEST(RunCli, AttachRecordsARunningProcessUntilItExits)
{
    QTemporaryDir home;
    QProcess sleeper;
    sleeper.start(QStringLiteral("sleep"), {QStringLiteral("1.5")});
    ASSERT_TRUE(sleeper.waitForStarted());
    const CliRun run = runCli(simArgs({QStringLiteral("--no-save"), QStringLiteral("--json"), QStringLiteral("--attach"),
                                       QString::number(sleeper.processId())}),
                              home.path());
    ASSERT_EQ(run.exitCode, 0) << run.err.toStdString();
    const QJsonObject summary = summaryFrom(run.out);
    EXPECT_TRUE(summary.value(QStringLiteral("attached")).toBool());
    EXPECT_TRUE(summary.value(QStringLiteral("exit_code")).isNull());
    EXPECT_TRUE(summary.value(QStringLiteral("command")).toArray().at(0).toString().endsWith(QStringLiteral("sleep")));
    const double duration = summary.value(QStringLiteral("duration_s")).toDouble();
    EXPECT_GT(duration, 0.5);
    EXPECT_LT(duration, 4.0);
    EXPECT_GE(summary.value(QStringLiteral("gpus")).toArray().at(0).toObject().value(QStringLiteral("samples")).toInt(), 5);
    sleeper.waitForFinished();
}

TEST(RunCli, BadArgumentsExitTwo)
{
    QTemporaryDir home;
    EXPECT_EQ(runCli(simArgs({}), home.path()).exitCode, 2); // no command
    EXPECT_EQ(runCli(simArgs({QStringLiteral("--gpu"), QStringLiteral("7"), QStringLiteral("--"), QStringLiteral("true")}),
                     home.path())
                  .exitCode,
              2);
    EXPECT_EQ(runCli(simArgs({QStringLiteral("--attach"), QStringLiteral("1"), QStringLiteral("--"), QStringLiteral("true")}),
                     home.path())
                  .exitCode,
              2);
    const CliRun noSuchPid = runCli(simArgs({QStringLiteral("--attach"), QStringLiteral("4194390")}), home.path());
    EXPECT_EQ(noSuchPid.exitCode, 1);
    EXPECT_TRUE(noSuchPid.err.contains(QStringLiteral("4194390")));
}
