// SPDX-License-Identifier: GPL-3.0-or-later
// rocmtune-cli ps, and the process lists in list --json and monitor --format json.
#include "tests/support/ProcessRun.h"

#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QProcess>
#include <QProcessEnvironment>

#include <gtest/gtest.h>

namespace {

using Result = rocmtune::testing::TextRun;

Result cli(const QStringList &args)
{
    QProcessEnvironment env = QProcessEnvironment::systemEnvironment();
    env.insert(QStringLiteral("LC_ALL"), QStringLiteral("C"));
    return rocmtune::testing::asText(rocmtune::testing::runProcess(QStringLiteral(ROCMTUNE_CLI_PATH), args, env));
}

QStringList sim(const QString &command, const QString &load, const QStringList &more = {})
{
    return QStringList{command, QStringLiteral("--backend"), QStringLiteral("sim"), QStringLiteral("--sim-gpus"),
                       QStringLiteral("2"), QStringLiteral("--sim-load"), load}
           + more;
}

} // namespace

TEST(PsCli, JsonListsOneTrainingProcessPerGpu)
{
    const Result r = cli(sim(QStringLiteral("ps"), QStringLiteral("training"), {QStringLiteral("--json")}));
    ASSERT_EQ(r.exitCode, 0) << r.err.toStdString();
    const QJsonObject doc = QJsonDocument::fromJson(r.out.toUtf8()).object();
    const QJsonArray processes = doc.value(QStringLiteral("processes")).toArray();
    ASSERT_EQ(processes.size(), 2) << r.out.toStdString();
    for (int i = 0; i < 2; ++i) {
        const QJsonObject p = processes[i].toObject();
        EXPECT_EQ(p.value(QStringLiteral("device")).toInt(), i);
        EXPECT_EQ(p.value(QStringLiteral("command")).toString(), QStringLiteral("python3"));
        EXPECT_TRUE(p.value(QStringLiteral("simulated")).toBool());
        EXPECT_TRUE(p.value(QStringLiteral("name_visible")).toBool());
        EXPECT_GT(p.value(QStringLiteral("vram_used_bytes")).toDouble(), 0.0);
        EXPECT_TRUE(p.value(QStringLiteral("cu_occupancy_percent")).isDouble());
        EXPECT_FALSE(p.value(QStringLiteral("user")).toString().isEmpty());
    }
    const QJsonArray devices = doc.value(QStringLiteral("devices")).toArray();
    ASSERT_EQ(devices.size(), 2);
    EXPECT_TRUE(devices[0].toObject().value(QStringLiteral("processes_supported")).toBool());
}

TEST(PsCli, IdleGpusHaveNoProcessesAndTextSaysSo)
{
    const Result json = cli(sim(QStringLiteral("ps"), QStringLiteral("idle"), {QStringLiteral("--json")}));
    ASSERT_EQ(json.exitCode, 0);
    EXPECT_TRUE(QJsonDocument::fromJson(json.out.toUtf8()).object().value(QStringLiteral("processes")).toArray().isEmpty());
    const Result text = cli(sim(QStringLiteral("ps"), QStringLiteral("idle")));
    EXPECT_TRUE(text.out.contains(QStringLiteral("No compute processes.")));
    const Result stress = cli(sim(QStringLiteral("ps"), QStringLiteral("stress")));
    ASSERT_EQ(stress.exitCode, 0);
    // One runner per GPU, each its own PID (review D25), as a stress test starts them.
    EXPECT_TRUE(stress.out.contains(QStringLiteral("rocmtune-bench --simulated --device 0"))
                && stress.out.contains(QStringLiteral("rocmtune-bench --simulated --device 1"))) << stress.out.toStdString();
    EXPECT_TRUE(stress.out.startsWith(QStringLiteral("GPU")));
}

TEST(PsCli, ListAndMonitorJsonCarryProcesses)
{
    const Result list = cli(sim(QStringLiteral("list"), QStringLiteral("training"), {QStringLiteral("--json")}));
    ASSERT_EQ(list.exitCode, 0);
    const QJsonArray devices = QJsonDocument::fromJson(list.out.toUtf8()).object().value(QStringLiteral("devices")).toArray();
    ASSERT_EQ(devices.size(), 2);
    const QJsonArray listed = devices[1].toObject().value(QStringLiteral("processes")).toArray();
    ASSERT_EQ(listed.size(), 1);
    EXPECT_EQ(listed[0].toObject().value(QStringLiteral("device")).toInt(), 1);

    const Result monitor = cli(sim(QStringLiteral("monitor"), QStringLiteral("training"),
                                   {QStringLiteral("--format"), QStringLiteral("json"), QStringLiteral("--count"),
                                    QStringLiteral("1")}));
    ASSERT_EQ(monitor.exitCode, 0) << monitor.err.toStdString();
    const QStringList lines = monitor.out.split(QLatin1Char('\n'), Qt::SkipEmptyParts);
    ASSERT_EQ(lines.size(), 2);
    for (const QString &line : lines) {
        const QJsonObject o = QJsonDocument::fromJson(line.toUtf8()).object();
        const QJsonArray processes = o.value(QStringLiteral("processes")).toArray();
        ASSERT_EQ(processes.size(), 1) << line.toStdString();
        EXPECT_EQ(processes[0].toObject().value(QStringLiteral("device")).toInt(), o.value(QStringLiteral("device")).toInt());
    }
}
