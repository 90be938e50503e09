// SPDX-License-Identifier: GPL-3.0-or-later
// RunStore folders and the telemetry file round trip.
#include "core/runs/RunStore.h"
#include "core/runs/RunTelemetry.h"

#include <QDir>
#include <QFile>
#include <QTemporaryDir>

#include <gtest/gtest.h>

#include <cmath>

using namespace rocmtune;

TEST(RunStore, NamesComeFromTheCommandAndAreSafe)
{
    EXPECT_EQ(RunStore::nameForCommand({QStringLiteral("/usr/bin/python3"), QStringLiteral("-u"), QStringLiteral("scripts/train.py")}),
              QStringLiteral("python3-train.py"));
    EXPECT_EQ(RunStore::nameForCommand({QStringLiteral("sh"), QStringLiteral("-c"), QStringLiteral("sleep 2; exit 3")}),
              QStringLiteral("sh-sleep"));
    EXPECT_EQ(RunStore::safeName(QStringLiteral("../../etc/passwd")), QStringLiteral("_.._etc_passwd"));
    EXPECT_EQ(RunStore::safeName(QString()), QStringLiteral("run"));
    EXPECT_LE(RunStore::safeName(QString(200, QLatin1Char('x'))).size(), 40);
    // Shown as typed (a Chinese name is not "__"); only control characters go.
    EXPECT_EQ(RunStore::displayName(QStringLiteral("基线")), QStringLiteral("基线"));
    EXPECT_EQ(RunStore::displayName(QStringLiteral(" 功耗上限\t280 W\n")), QStringLiteral("功耗上限 280 W"));
    EXPECT_EQ(RunStore::displayName(QStringLiteral("\x1b\x07")), QStringLiteral("run"));
    EXPECT_EQ(RunStore::nameForCommand({QStringLiteral("python3"), QStringLiteral("训练.py")}), QStringLiteral("python3-训练.py"));
}

TEST(RunStore, CreatesUniqueFoldersAndListsNewestFirst)
{
    QTemporaryDir dir;
    const RunStore store(dir.path() + QStringLiteral("/runs"));
    QString error;
    const QString a = store.createRunDirectory(QStringLiteral("train"), 1'700'000'000'000, &error);
    const QString b = store.createRunDirectory(QStringLiteral("train"), 1'700'000'000'000, &error);
    ASSERT_FALSE(a.isEmpty()) << error.toStdString();
    ASSERT_FALSE(b.isEmpty());
    EXPECT_NE(a, b);
    RunSummary older, newer;
    older.name = QStringLiteral("older");
    older.startMs = 1000;
    newer.name = QStringLiteral("newer");
    newer.startMs = 2000;
    ASSERT_TRUE(RunStore::saveSummary(a, older, &error)) << error.toStdString();
    ASSERT_TRUE(RunStore::saveSummary(b, newer, &error));
    // A broken run folder is reported, not dropped silently, and not deleted.
    const QString broken = store.createRunDirectory(QStringLiteral("broken"), 0, &error);
    QFile garbage(RunStore::summaryPath(broken));
    ASSERT_TRUE(garbage.open(QIODevice::WriteOnly));
    garbage.write("{not json");
    garbage.close();

    QStringList problems;
    const QVector<StoredRun> runs = store.list(&problems);
    ASSERT_EQ(runs.size(), 2);
    EXPECT_EQ(runs[0].summary.name, QStringLiteral("newer"));
    EXPECT_EQ(runs[1].summary.name, QStringLiteral("older"));
    ASSERT_EQ(problems.size(), 1);
    EXPECT_TRUE(problems[0].contains(QStringLiteral("summary.json")));
    EXPECT_TRUE(QFile::exists(RunStore::summaryPath(broken)));
}

TEST(RunTelemetry, WrittenRowsReadBackPerDevice)
{
    QTemporaryDir dir;
    const QString path = dir.filePath(QStringLiteral("telemetry.csv"));
    RunTelemetryWriter writer;
    QString error;
    ASSERT_TRUE(writer.open(path, &error)) << error.toStdString();
    DeviceInfo info0, info1;
    info0.name = QStringLiteral("GPU, zero"); // a comma needs quoting
    info1.name = QStringLiteral("one");
    writer.setDevices({info0, info1});
    for (int t = 0; t < 3; ++t) {
        Snapshot s;
        s.timestampMs = 1000 * t;
        for (int d = 0; d < 2; ++d) {
            Sample sample(d, s.timestampMs);
            sample.set(MetricId::PowerAverage, 100.0 * (d + 1) + t);
            if (t != 1)
                sample.set(MetricId::TemperatureEdge, 50.0 + t);
            s.samples.push_back(sample);
        }
        writer.write(s, [](int d) { return d == 1 || d == 0; });
    }
    writer.close();
    EXPECT_EQ(writer.rowsWritten(), 6);

    // A damaged line is skipped and counted.
    QFile file(path);
    ASSERT_TRUE(file.open(QIODevice::Append));
    file.write("garbage,line\n");
    file.close();

    const auto telemetry = RunTelemetry::load(path, &error);
    ASSERT_TRUE(telemetry) << error.toStdString();
    EXPECT_EQ(telemetry->skippedRows, 1);
    ASSERT_EQ(telemetry->devices.size(), 2);
    const RunDeviceSeries *one = telemetry->device(1);
    ASSERT_TRUE(one);
    EXPECT_EQ(one->timesMs, (QVector<double>{0, 1000, 2000}));
    EXPECT_EQ(one->values.value(MetricId::PowerAverage), (QVector<double>{200, 201, 202}));
    const QVector<double> edge = one->values.value(MetricId::TemperatureEdge);
    ASSERT_EQ(edge.size(), 3);
    EXPECT_TRUE(std::isnan(edge[1])) << "a missing value stays missing";
    EXPECT_EQ(telemetry->device(0)->name, QStringLiteral("GPU, zero"));

    EXPECT_FALSE(RunTelemetry::load(dir.filePath(QStringLiteral("missing.csv")), &error));
}
