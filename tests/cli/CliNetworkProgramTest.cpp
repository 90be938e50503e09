// SPDX-License-Identifier: GPL-3.0-or-later
// rocmtune-cli starts without Qt Network; `export` and `fleet` run in
// rocmtune-cli-network, which rocmtune-cli hands the command line over to
// (app/cli/NetworkCommands.h).
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
    const QString cli = loadedObjects(QStringLiteral(ROCMTUNE_CLI_PATH));
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

TEST(CliNetworkProgram, AMissingNetworkProgramIsReportedNotRunSilently)
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
    EXPECT_TRUE(missing.err.contains(QStringLiteral("rocmtune-cli-network"))) << missing.err.toStdString();
    EXPECT_TRUE(missing.err.contains(dir.filePath(QStringLiteral("libexec/rocmtune/rocmtune-cli-network")))) << missing.err.toStdString();
    // Every other command is unaffected.
    const TextRun list = run(copy, {QStringLiteral("list"), QStringLiteral("--backend"), QStringLiteral("sim"), QStringLiteral("--json")});
    EXPECT_EQ(list.exitCode, 0) << list.err.toStdString();
    // Installed layout: bin/rocmtune-cli finds libexec/rocmtune/rocmtune-cli-network.
    ASSERT_TRUE(QDir().mkpath(dir.filePath(QStringLiteral("libexec/rocmtune"))));
    ASSERT_TRUE(QFile::copy(QStringLiteral(ROCMTUNE_CLI_NETWORK_PATH), dir.filePath(QStringLiteral("libexec/rocmtune/rocmtune-cli-network"))));
    const TextRun installed = run(copy, {QStringLiteral("export"), QStringLiteral("--help")});
    EXPECT_EQ(installed.exitCode, 0) << installed.err.toStdString();
    EXPECT_TRUE(installed.out.contains(QStringLiteral("--listen"))) << installed.out.toStdString();
}
