// SPDX-License-Identifier: GPL-3.0-or-later
// Runs the real rocmtune-cli and parses what it prints.
#include "core/export/SampleCsv.h"
#include "core/telemetry/Metric.h"
#include "tests/support/ProcessRun.h"

#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QProcessEnvironment>
#include <QRegularExpression>

#include <gtest/gtest.h>

#include <map>
#include <set>

using namespace rocmtune;

namespace {

using rocmtune::testing::TextRun;

TextRun runCli(const QStringList &args, int timeoutMs = 30000, const QProcessEnvironment &extraEnv = {})
{
    QProcessEnvironment env = QProcessEnvironment::systemEnvironment();
    env.insert(QStringLiteral("LC_ALL"), QStringLiteral("C"));
    env.insert(extraEnv);
    return rocmtune::testing::asText(rocmtune::testing::runProcess(QStringLiteral(ROCMTUNE_CLI_PATH), args, env, {}, timeoutMs));
}

using rocmtune::testing::nonEmptyLines;

} // namespace

TEST(CliOutput, CsvHasHeaderWithUnitsAndThreeRowsPerGpu)
{
    const TextRun run = runCli({QStringLiteral("monitor"), QStringLiteral("--backend"), QStringLiteral("sim"),
                            QStringLiteral("--count"), QStringLiteral("3"), QStringLiteral("--interval"),
                            QStringLiteral("200"), QStringLiteral("--format"), QStringLiteral("csv")});
    ASSERT_EQ(run.exitCode, 0) << run.err.toStdString();
    const QStringList rows = nonEmptyLines(run.out);
    ASSERT_EQ(rows.size(), 1 + 3 * 2) << run.out.toStdString();
    const QStringList header = SampleCsv::splitLine(rows[0]);
    EXPECT_EQ(header[0], QStringLiteral("timestamp_ms"));
    EXPECT_TRUE(header.contains(QStringLiteral("temp_edge [°C]")));
    EXPECT_TRUE(header.contains(QStringLiteral("power_average [W]")));
    EXPECT_TRUE(header.contains(QStringLiteral("gfx_clock [MHz]")));
    EXPECT_TRUE(header.contains(QStringLiteral("vram_used [B]")));
    const int fanColumn = header.indexOf(QStringLiteral("fan_rpm [RPM]"));
    const int tempColumn = header.indexOf(QStringLiteral("temp_edge [°C]"));
    const int capColumn = header.indexOf(QStringLiteral("power_cap [W]"));
    ASSERT_GE(fanColumn, 0);
    std::map<int, std::set<qint64>> timestampsPerDevice;
    for (int i = 1; i < rows.size(); ++i) {
        const QStringList f = SampleCsv::splitLine(rows[i]);
        ASSERT_EQ(f.size(), header.size()) << rows[i].toStdString();
        const int device = f[2].toInt();
        timestampsPerDevice[device].insert(f[0].toLongLong());
        EXPECT_TRUE(f[4].startsWith(QStringLiteral("Simulated")));
        bool ok = false;
        const double temp = f[tempColumn].toDouble(&ok);
        EXPECT_TRUE(ok);
        EXPECT_GT(temp, 15.0);
        EXPECT_LT(temp, 110.0);
        const double cap = f[capColumn].toDouble(&ok);
        EXPECT_TRUE(ok);
        EXPECT_EQ(cap, device == 0 ? 327.0 : 300.0);
        if (device == 1) {
            EXPECT_TRUE(f[fanColumn].isEmpty()) << "MI210 has no fan: empty cell, not 0";
        }
    }
    ASSERT_EQ(timestampsPerDevice.size(), 2u);
    EXPECT_EQ(timestampsPerDevice[0].size(), 3u);
}

TEST(CliOutput, JsonLinesParseAndCarryUnits)
{
    const TextRun run = runCli({QStringLiteral("monitor"), QStringLiteral("--backend"), QStringLiteral("sim"),
                            QStringLiteral("--sim-gpus"), QStringLiteral("3"), QStringLiteral("--count"),
                            QStringLiteral("2"), QStringLiteral("--interval"), QStringLiteral("100"),
                            QStringLiteral("--format"), QStringLiteral("json")});
    ASSERT_EQ(run.exitCode, 0) << run.err.toStdString();
    const QStringList rows = nonEmptyLines(run.out);
    ASSERT_EQ(rows.size(), 6);
    for (const QString &row : rows) {
        QJsonParseError error;
        const QJsonDocument doc = QJsonDocument::fromJson(row.toUtf8(), &error);
        ASSERT_EQ(error.error, QJsonParseError::NoError) << row.toStdString();
        const QJsonObject o = doc.object();
        EXPECT_EQ(o.value(QStringLiteral("state")).toString(), QStringLiteral("ok"));
        EXPECT_TRUE(o.value(QStringLiteral("simulated")).toBool());
        const QJsonObject metrics = o.value(QStringLiteral("metrics")).toObject();
        EXPECT_EQ(metrics.size(), static_cast<int>(kMetricCount));
        const QJsonObject power = metrics.value(QStringLiteral("power_average")).toObject();
        EXPECT_EQ(power.value(QStringLiteral("unit")).toString(), QStringLiteral("watts"));
        EXPECT_TRUE(power.value(QStringLiteral("value")).isDouble());
        if (o.value(QStringLiteral("device")).toInt() == 1) {
            EXPECT_TRUE(metrics.value(QStringLiteral("fan_rpm")).toObject().value(QStringLiteral("value")).isNull());
        }
    }
}

TEST(CliOutput, ValuesChangeBetweenSamplesUnderLoad)
{
    const TextRun run = runCli({QStringLiteral("monitor"), QStringLiteral("--backend"), QStringLiteral("sim"),
                            QStringLiteral("--sim-gpus"), QStringLiteral("1"), QStringLiteral("--count"),
                            QStringLiteral("4"), QStringLiteral("--interval"), QStringLiteral("500"),
                            QStringLiteral("--format"), QStringLiteral("json")});
    ASSERT_EQ(run.exitCode, 0);
    std::set<double> energies;
    for (const QString &row : nonEmptyLines(run.out)) {
        const QJsonObject metrics = QJsonDocument::fromJson(row.toUtf8()).object().value(QStringLiteral("metrics")).toObject();
        energies.insert(metrics.value(QStringLiteral("energy")).toObject().value(QStringLiteral("value")).toDouble());
    }
    EXPECT_EQ(energies.size(), 4u); // energy accumulates every sample
}

TEST(CliOutput, TableShowsEveryGpu)
{
    const TextRun run = runCli({QStringLiteral("monitor"), QStringLiteral("--backend"), QStringLiteral("sim"),
                            QStringLiteral("--count"), QStringLiteral("1"), QStringLiteral("--interval"), QStringLiteral("100")});
    ASSERT_EQ(run.exitCode, 0);
    const QStringList rows = nonEmptyLines(run.out);
    ASSERT_EQ(rows.size(), 3);
    EXPECT_TRUE(rows[0].contains(QStringLiteral("POWER/CAP")));
    EXPECT_TRUE(rows[1].contains(QStringLiteral("Simulated Radeon RX 7900 XTX")));
    EXPECT_TRUE(rows[2].contains(QStringLiteral("Simulated AMD Instinct MI210")));
    EXPECT_TRUE(rows[2].contains(QStringLiteral("N/A"))); // no fan
}

TEST(CliOutput, ListJsonDescribesDevicesAndControls)
{
    const TextRun run = runCli({QStringLiteral("list"), QStringLiteral("--backend"), QStringLiteral("sim"), QStringLiteral("--json")});
    ASSERT_EQ(run.exitCode, 0) << run.err.toStdString();
    const QJsonArray devices = QJsonDocument::fromJson(run.out.toUtf8()).object().value(QStringLiteral("devices")).toArray();
    ASSERT_EQ(devices.size(), 2);
    const QJsonObject first = devices[0].toObject();
    EXPECT_EQ(first.value(QStringLiteral("arch")).toString(), QStringLiteral("gfx1100"));
    EXPECT_EQ(first.value(QStringLiteral("vram_total_bytes")).toDouble(), 25753026560.0);
    const QJsonObject cap = first.value(QStringLiteral("controls")).toObject().value(QStringLiteral("power_cap")).toObject();
    EXPECT_EQ(cap.value(QStringLiteral("max_watts")).toDouble(), 361.0);
    EXPECT_FALSE(devices[1].toObject().value(QStringLiteral("metrics")).toArray().contains(QStringLiteral("fan_rpm")));
}

TEST(CliOutput, BadArgumentsExitTwoWithAMessage)
{
    const QList<QStringList> bad = {
        {QStringLiteral("monitor"), QStringLiteral("--interval"), QStringLiteral("5")},
        {QStringLiteral("monitor"), QStringLiteral("--format"), QStringLiteral("xml")},
        {QStringLiteral("monitor"), QStringLiteral("--count"), QStringLiteral("-1")},
        {QStringLiteral("monitor"), QStringLiteral("--backend"), QStringLiteral("cuda")},
        {QStringLiteral("monitor"), QStringLiteral("--no-such-option")},
        {QStringLiteral("frobnicate")},
        {},
    };
    for (const QStringList &args : bad) {
        const TextRun run = runCli(args);
        EXPECT_EQ(run.exitCode, 2) << args.join(QLatin1Char(' ')).toStdString();
        EXPECT_FALSE(run.err.trimmed().isEmpty()) << args.join(QLatin1Char(' ')).toStdString();
    }
}

TEST(CliOutput, HelpAndVersion)
{
    TextRun run = runCli({QStringLiteral("--version")});
    EXPECT_EQ(run.exitCode, 0);
    EXPECT_TRUE(run.out.startsWith(QStringLiteral("rocmtune-cli ")));
    run = runCli({QStringLiteral("monitor"), QStringLiteral("--help")});
    EXPECT_EQ(run.exitCode, 0);
    EXPECT_TRUE(run.out.contains(QStringLiteral("--format")));
}

TEST(CliOutput, ForcedUnavailableBackendFailsClearly)
{
    // NVML whose library is missing, as on a machine without the NVIDIA driver.
    QProcessEnvironment env;
    env.insert(QStringLiteral("ROCMTUNE_NVML_LIBRARY"), QStringLiteral("/nonexistent/libnvidia-ml.so.1"));
    const TextRun run = runCli({QStringLiteral("list"), QStringLiteral("--backend"), QStringLiteral("nvml")}, 30000, env);
    EXPECT_EQ(run.exitCode, 1);
    EXPECT_TRUE(run.err.contains(QStringLiteral("The nvml backend found no usable GPU"))) << run.err.toStdString();
    EXPECT_TRUE(run.out.isEmpty());
}

TEST(CliOutput, SpeaksChineseWhenAsked)
{
    qputenv("ROCMTUNE_LANG", "zh_CN");
    const TextRun help = runCli({QStringLiteral("--help")});
    const TextRun table = runCli({QStringLiteral("monitor"), QStringLiteral("--backend"), QStringLiteral("sim"),
                                 QStringLiteral("--count"), QStringLiteral("1"), QStringLiteral("--interval"), QStringLiteral("100")});
    qunsetenv("ROCMTUNE_LANG");
    EXPECT_EQ(help.exitCode, 0);
    EXPECT_TRUE(help.out.contains(QStringLiteral("用法"))) << help.out.toStdString();
    EXPECT_TRUE(help.out.contains(QStringLiteral("命令"))) << help.out.toStdString();
    ASSERT_EQ(table.exitCode, 0);
    EXPECT_TRUE(table.out.contains(QStringLiteral("功耗/上限"))) << table.out.toStdString();
    EXPECT_TRUE(table.out.contains(QStringLiteral("模拟 Radeon RX 7900 XTX"))) << table.out.toStdString();
    EXPECT_TRUE(table.out.contains(QStringLiteral("结温°C"))) << table.out.toStdString();
    // MI210 has no fan: a fixed-width cell says N/A in every language ("不可用" would not fit).
    EXPECT_TRUE(table.out.contains(QStringLiteral("N/A"))) << table.out.toStdString();
    EXPECT_FALSE(table.out.contains(QStringLiteral("不可用"))) << table.out.toStdString();
}

TEST(CliOutput, EveryCommandsHelpIsCompleteInChinese)
{
    // The command names come from the English overview, so a command added
    // later is checked too.
    const TextRun overview = runCli({QStringLiteral("--help")});
    ASSERT_EQ(overview.exitCode, 0);
    QStringList commands;
    static const QRegularExpression commandLine(QStringLiteral("^  ([a-z][a-z-]+) +\\S"));
    for (const QString &line : nonEmptyLines(overview.out)) {
        const QRegularExpressionMatch m = commandLine.match(line);
        if (m.hasMatch())
            commands << m.captured(1);
    }
    ASSERT_GE(commands.size(), 8) << overview.out.toStdString();
    // "tuning" and "profile" are groups: their own --help names the
    // subcommands; each of those has the options.
    const QStringList groups{QStringLiteral("tuning"), QStringLiteral("profile")};
    QList<QStringList> invocations;
    for (const QString &command : std::as_const(commands)) {
        if (!groups.contains(command))
            invocations << QStringList{command, QStringLiteral("--help")};
    }
    for (const char *sub : {"show", "set", "confirm", "revert", "reset", "log"})
        invocations << QStringList{QStringLiteral("tuning"), QLatin1String(sub), QStringLiteral("--help")};
    // The profile subcommands, from the group's help ("  apply NAME --gpu N ...").
    static const QRegularExpression subcommandLine(QStringLiteral("^  ([a-z]+)\\b"));
    int profileSubcommands = 0;
    for (const QString &line : nonEmptyLines(runCli({QStringLiteral("profile"), QStringLiteral("--help")}).out)) {
        const QRegularExpressionMatch m = subcommandLine.match(line);
        if (m.hasMatch()) {
            invocations << QStringList{QStringLiteral("profile"), m.captured(1), QStringLiteral("--help")};
            ++profileSubcommands;
        }
    }
    EXPECT_GE(profileSubcommands, 5);

    static const QRegularExpression cjk(QStringLiteral("[\\x{4e00}-\\x{9fff}]"));
    // "  --gpu <N>     GPU 序号…": the option, two or more spaces, its description.
    static const QRegularExpression optionLine(QStringLiteral("^ +(-\\S.*?) {2,}(\\S.*)$"));
    QProcessEnvironment chinese;
    chinese.insert(QStringLiteral("ROCMTUNE_LANG"), QStringLiteral("zh_CN"));
    for (const QString &group : groups) {
        const TextRun help = runCli({group, QStringLiteral("--help")}, 30000, chinese);
        EXPECT_EQ(help.exitCode, 0) << group.toStdString();
        const QStringList text = nonEmptyLines(help.out);
        ASSERT_FALSE(text.isEmpty()) << group.toStdString();
        EXPECT_TRUE(text.first().contains(QStringLiteral("用法"))) << group.toStdString();
        // Every line but a subcommand's syntax ("  apply NAME --gpu N", and where
        // it is wrapped to 80 columns, its next line "    S|--no-confirm…") is Chinese.
        for (const QString &line : text) {
            if (!subcommandLine.match(line).hasMatch() && !line.contains(QStringLiteral("--"))) {
                EXPECT_TRUE(cjk.match(line).hasMatch()) << group.toStdString() << ": in English: " << line.toStdString();
            }
        }
    }
    for (const QStringList &args : std::as_const(invocations)) {
        const TextRun help = runCli(args, 30000, chinese);
        const std::string what = args.join(QLatin1Char(' ')).toStdString();
        ASSERT_EQ(help.exitCode, 0) << what << help.err.toStdString();
        const QStringList text = nonEmptyLines(help.out);
        ASSERT_GE(text.size(), 3) << what;
        // Usage names the command, not the binary's path.
        const QString usage = QStringLiteral("rocmtune-cli %1").arg(args.mid(0, args.size() - 1).join(QLatin1Char(' ')));
        EXPECT_TRUE(text.first().contains(QStringLiteral("用法"))) << what << ": " << text.first().toStdString();
        EXPECT_TRUE(text.first().contains(usage)) << what << ": " << text.first().toStdString();
        EXPECT_TRUE(cjk.match(text.at(1)).hasMatch()) << what << ": description in English: " << text.at(1).toStdString();
        int options = 0;
        for (const QString &line : text) {
            const QRegularExpressionMatch m = optionLine.match(line);
            if (!m.hasMatch())
                continue;
            ++options;
            EXPECT_TRUE(cjk.match(m.captured(2)).hasMatch()) << what << ": option help in English: " << line.toStdString();
        }
        EXPECT_GE(options, 1) << what << help.out.toStdString();
    }
}
