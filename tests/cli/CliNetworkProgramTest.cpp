// SPDX-License-Identifier: GPL-3.0-or-later
// rocmtune-cli (the front) starts without Qt; every command runs in
// rocmtune-cli-commands (Qt Core, no Qt Network), `export` and `fleet` in
// rocmtune-cli-network, which the front hands the command line over to
// (app/cli/CMakeLists.txt, app/cli/NetworkCommands.h).
#include "tests/support/ProcessRun.h"

#include <QDir>
#include <QFile>
#include <QProcessEnvironment>
#include <QTemporaryDir>

#include <gtest/gtest.h>

namespace {

using rocmtune::testing::TextRun;

QProcessEnvironment plainEnvironment()
{
    QProcessEnvironment env = QProcessEnvironment::systemEnvironment();
    env.insert(QStringLiteral("LC_ALL"), QStringLiteral("C"));
    env.insert(QStringLiteral("ROCMTUNE_LANG"), QStringLiteral("en"));
    return env;
}

TextRun run(const QString &program, const QStringList &args, QProcessEnvironment env = plainEnvironment())
{
    return rocmtune::testing::asText(rocmtune::testing::runProcess(program, args, env));
}

// The shared objects the dynamic loader maps for a program (ldd's way: the
// loader lists them and does not run the program).
QString loadedObjects(const QString &program)
{
    QProcessEnvironment env = plainEnvironment();
    env.insert(QStringLiteral("LD_TRACE_LOADED_OBJECTS"), QStringLiteral("1"));
    const TextRun listed = run(program, {}, env);
    EXPECT_EQ(listed.exitCode, 0) << listed.err.toStdString();
    return listed.out;
}

} // namespace

TEST(CliNetworkProgram, OnlyTheNetworkProgramLoadsQtNetwork)
{
    const QString front = loadedObjects(QStringLiteral(ROCMTUNE_CLI_PATH));
    EXPECT_TRUE(front.contains(QStringLiteral("libc.so"))) << front.toStdString();
    EXPECT_FALSE(front.contains(QStringLiteral("libQt6"))) << "the front starts no Qt: " << front.toStdString();
    const QString cli = loadedObjects(QStringLiteral(ROCMTUNE_CLI_COMMANDS_PATH));
    EXPECT_TRUE(cli.contains(QStringLiteral("libQt6Core.so"))) << cli.toStdString();
    EXPECT_FALSE(cli.contains(QStringLiteral("libQt6Network.so"))) << cli.toStdString();
    const QString network = loadedObjects(QStringLiteral(ROCMTUNE_CLI_NETWORK_PATH));
    EXPECT_TRUE(network.contains(QStringLiteral("libQt6Network.so"))) << network.toStdString();
}

TEST(CliNetworkProgram, ExportAndFleetRunThroughRocmtuneCli)
{
    // Their help comes from rocmtune-cli-network, named as rocmtune-cli's.
    TextRun help = run(QStringLiteral(ROCMTUNE_CLI_PATH), {QStringLiteral("export"), QStringLiteral("--help")});
    EXPECT_EQ(help.exitCode, 0) << help.err.toStdString();
    EXPECT_TRUE(help.out.contains(QStringLiteral("rocmtune-cli export"))) << help.out.toStdString();
    EXPECT_TRUE(help.out.contains(QStringLiteral("--listen"))) << help.out.toStdString();
    help = run(QStringLiteral(ROCMTUNE_CLI_PATH), {QStringLiteral("fleet"), QStringLiteral("--help")});
    EXPECT_EQ(help.exitCode, 0) << help.err.toStdString();
    EXPECT_TRUE(help.out.contains(QStringLiteral("rocmtune-cli fleet"))) << help.out.toStdString();
    EXPECT_TRUE(help.out.contains(QStringLiteral("--prometheus"))) << help.out.toStdString();
    // Its own exit status and message for a bad argument, not the forwarder's.
    const TextRun bad = run(QStringLiteral(ROCMTUNE_CLI_PATH), {QStringLiteral("export"), QStringLiteral("--listen"), QStringLiteral("nonsense")});
    EXPECT_EQ(bad.exitCode, 2) << bad.err.toStdString();
    EXPECT_FALSE(bad.err.trimmed().isEmpty());
    // Both still listed with their summaries.
    const TextRun usage = run(QStringLiteral(ROCMTUNE_CLI_PATH), {QStringLiteral("--help")});
    EXPECT_TRUE(usage.out.contains(QStringLiteral("Serve live telemetry for Prometheus"))) << usage.out.toStdString();
    EXPECT_TRUE(usage.out.contains(QStringLiteral("List the nodes and GPUs a Prometheus server knows"))) << usage.out.toStdString();
}

TEST(CliNetworkProgram, AMissingProgramIsReportedNotRunSilently)
{
    // rocmtune-cli alone in a folder: neither beside it nor in ../libexec/rocmtune/.
    QTemporaryDir dir;
    ASSERT_TRUE(dir.isValid());
    const QString copy = dir.filePath(QStringLiteral("bin/rocmtune-cli"));
    ASSERT_TRUE(QDir().mkpath(dir.filePath(QStringLiteral("bin"))));
    ASSERT_TRUE(QFile::copy(QStringLiteral(ROCMTUNE_CLI_PATH), copy));
    const TextRun missing = run(copy, {QStringLiteral("export"), QStringLiteral("--help")});
    EXPECT_EQ(missing.exitCode, 1);
    EXPECT_TRUE(missing.out.isEmpty()) << missing.out.toStdString();
    EXPECT_TRUE(missing.err.contains(QStringLiteral("cannot start rocmtune-cli-network"))) << missing.err.toStdString();
    EXPECT_TRUE(missing.err.contains(dir.filePath(QStringLiteral("libexec/rocmtune/rocmtune-cli-network")))) << missing.err.toStdString();
    const TextRun list = run(copy, {QStringLiteral("list"), QStringLiteral("--backend"), QStringLiteral("sim"), QStringLiteral("--json")});
    EXPECT_EQ(list.exitCode, 1) << list.err.toStdString();
    EXPECT_TRUE(list.err.contains(QStringLiteral("cannot start rocmtune-cli-commands"))) << list.err.toStdString();
    EXPECT_TRUE(list.err.contains(QStringLiteral("Reinstall ROCm Tune"))) << list.err.toStdString();
    QProcessEnvironment chinese = plainEnvironment();
    chinese.insert(QStringLiteral("ROCMTUNE_LANG"), QStringLiteral("zh_CN"));
    const TextRun inChinese = run(copy, {QStringLiteral("list")}, chinese);
    EXPECT_TRUE(inChinese.err.contains(QStringLiteral("请重新安装 ROCm Tune"))) << inChinese.err.toStdString();
    // Installed layout: bin/rocmtune-cli finds both in libexec/rocmtune/.
    ASSERT_TRUE(QDir().mkpath(dir.filePath(QStringLiteral("libexec/rocmtune"))));
    ASSERT_TRUE(QFile::copy(QStringLiteral(ROCMTUNE_CLI_NETWORK_PATH), dir.filePath(QStringLiteral("libexec/rocmtune/rocmtune-cli-network"))));
    ASSERT_TRUE(QFile::copy(QStringLiteral(ROCMTUNE_CLI_COMMANDS_PATH), dir.filePath(QStringLiteral("libexec/rocmtune/rocmtune-cli-commands"))));
    const TextRun installed = run(copy, {QStringLiteral("export"), QStringLiteral("--help")});
    EXPECT_EQ(installed.exitCode, 0) << installed.err.toStdString();
    EXPECT_TRUE(installed.out.contains(QStringLiteral("--listen"))) << installed.out.toStdString();
    const TextRun listed = run(copy, {QStringLiteral("list"), QStringLiteral("--backend"), QStringLiteral("sim"), QStringLiteral("--json")});
    EXPECT_EQ(listed.exitCode, 0) << listed.err.toStdString();
    EXPECT_TRUE(listed.out.contains(QStringLiteral("\"simulated\": true"))) << listed.out.toStdString();
}

TEST(CliNetworkProgram, TheFrontKeepsTheProcessAndItsStatus)
{
    // The command runs in the same process (execv): its PID is the one started,
    // and its exit status and output come back unchanged.
    const TextRun bad = run(QStringLiteral(ROCMTUNE_CLI_PATH), {QStringLiteral("list"), QStringLiteral("--no-such-option")});
    EXPECT_EQ(bad.exitCode, 2) << bad.err.toStdString();
    EXPECT_TRUE(bad.err.contains(QStringLiteral("no-such-option"))) << bad.err.toStdString();
    const TextRun none = run(QStringLiteral(ROCMTUNE_CLI_PATH), {});
    EXPECT_EQ(none.exitCode, 2) << "usage, as before";
    EXPECT_TRUE(none.err.contains(QStringLiteral("Usage: rocmtune-cli <command>"))) << none.err.toStdString();
    const TextRun version = run(QStringLiteral(ROCMTUNE_CLI_PATH), {QStringLiteral("--version")});
    EXPECT_TRUE(version.out.startsWith(QStringLiteral("rocmtune-cli "))) << version.out.toStdString();
}
