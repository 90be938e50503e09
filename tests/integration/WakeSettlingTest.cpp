// SPDX-License-Identifier: GPL-3.0-or-later
// A fake RX 7900 XTX runtime-suspended at start, read through the driver
// files: "asleep" without being woken (the planted hot values are never
// shown), then power/runtime_status goes active and the first readings are
// falsely high; `monitor` marks the samples of the first --settle-seconds
// after the wake as unsettled, and only those.
#include "tests/integration/support/FakeSysfsRun.h"

#include <QTemporaryDir>

#include <gtest/gtest.h>

#include <algorithm>
#include <cmath>

using namespace rocmtune::testing;

namespace {

constexpr int kWakeSettleSeconds = 3;

double wakeValue(const QJsonObject &sample, const char *key)
{
    return metricValue(sample, key);
}

QString wakeState(const QJsonObject &sample) { return sample.value(QStringLiteral("state")).toString(); }

} // namespace

TEST(SysfsWakeSettling, SuspendedCardIsAsleepThenItsFirstSecondsAfterTheWakeAreUnsettled)
{
    QTemporaryDir dir;
    FakeAmdgpuTree tree{dir.path() + QStringLiteral("/tree")};
    tree.addCard(FakeCardSpec::radeonRx7900Xtx());
    QString error;
    ASSERT_TRUE(tree.build(&error)) << error.toStdString();
    // Falsely high first readings, there from the start (a read while asleep would show them).
    ASSERT_TRUE(tree.writeDeviceFile(0, QStringLiteral("power/runtime_status"), "suspended\n"));
    ASSERT_TRUE(tree.writeHwmonFile(0, QStringLiteral("temp2_input"), "108000\n"));
    ASSERT_TRUE(tree.writeHwmonFile(0, QStringLiteral("power1_average"), "400000000\n"));

    qputenv("ROCMTUNE_PER_FILE", "1"); // the hwmon files, where the planted values are
    StreamedProcess process;
    startInFakeSysfs(process, tree, cliPath(),
                     {QStringLiteral("monitor"), QStringLiteral("--format"), QStringLiteral("json"), QStringLiteral("--backend"),
                      QStringLiteral("sysfs"), QStringLiteral("--interval"), QStringLiteral("100"), QStringLiteral("--count"),
                      QStringLiteral("70"), QStringLiteral("--settle-seconds"), QString::number(kWakeSettleSeconds)});
    qunsetenv("ROCMTUNE_PER_FILE");
    ASSERT_TRUE(process.started());
    ASSERT_TRUE(readSamplesUntil(process, 8, 30000));
    ASSERT_TRUE(tree.writeDeviceFile(0, QStringLiteral("power/runtime_status"), "active\n"));
    // Two awake samples read hot, then the card settles to its real values.
    ASSERT_TRUE(process.readUntil("two awake samples", [&] {
        const QList<QJsonObject> s = parseJsonLines(process.outText());
        return std::count_if(s.begin(), s.end(), [](const QJsonObject &o) { return wakeState(o) == QLatin1String("ok"); }) >= 2;
    }, 30000));
    ASSERT_TRUE(tree.writeHwmonFile(0, QStringLiteral("temp2_input"), "52000\n"));
    ASSERT_TRUE(tree.writeHwmonFile(0, QStringLiteral("power1_average"), "48000000\n"));
    const ProcessRun run = process.finish(60000);
    const QString err = QString::fromUtf8(run.err);
    ASSERT_EQ(run.exitCode, 0) << err.toStdString();
    const QList<QJsonObject> samples = parseJsonLines(QString::fromUtf8(run.out));
    ASSERT_EQ(samples.size(), 70) << err.toStdString();

    // Asleep: shown as such, the hot files never read (reading them would wake the card).
    int asleep = 0;
    qint64 wokeMs = -1;
    for (const QJsonObject &s : samples) {
        if (wakeState(s) == QLatin1String("asleep")) {
            ASSERT_LT(wokeMs, 0) << "asleep again after the wake";
            ++asleep;
            EXPECT_TRUE(metricIsNull(s, "temp_junction"));
            EXPECT_TRUE(metricIsNull(s, "power_average"));
            EXPECT_FALSE(s.contains(QStringLiteral("unsettled")));
        } else if (wokeMs < 0) {
            ASSERT_EQ(wakeState(s), QStringLiteral("ok"));
            wokeMs = static_cast<qint64>(s.value(QStringLiteral("timestamp_ms")).toDouble());
        }
    }
    EXPECT_GE(asleep, 8);
    ASSERT_GE(wokeMs, 0) << "the card never woke";
    EXPECT_TRUE(err.contains(QStringLiteral("woke up"))) << err.toStdString();

    // After the wake: unsettled exactly for the first kWakeSettleSeconds; the
    // falsely high readings all fall inside; settled readings follow.
    int unsettled = 0, settled = 0, hot = 0;
    for (const QJsonObject &s : samples) {
        if (wakeState(s) != QLatin1String("ok"))
            continue;
        const qint64 t = static_cast<qint64>(s.value(QStringLiteral("timestamp_ms")).toDouble());
        const bool marked = s.value(QStringLiteral("unsettled")).toBool(false);
        EXPECT_EQ(marked, t - wokeMs < kWakeSettleSeconds * 1000) << "at " << t - wokeMs << " ms after the wake";
        (marked ? unsettled : settled) += 1;
        if (wakeValue(s, "temp_junction") == 108) {
            ++hot;
            EXPECT_TRUE(marked) << "a falsely high reading at " << t - wokeMs << " ms is not marked";
            EXPECT_EQ(wakeValue(s, "power_average"), 400);
        }
    }
    EXPECT_GE(hot, 2);
    EXPECT_GE(unsettled, hot);
    EXPECT_GE(settled, 5);
    EXPECT_EQ(wakeValue(samples.last(), "temp_junction"), 52);
    EXPECT_EQ(wakeValue(samples.last(), "power_average"), 48);
}

TEST(SysfsWakeSettling, BadSettleSecondsIsRefusedWithAReason)
{
    QTemporaryDir dir;
    FakeAmdgpuTree tree{dir.path() + QStringLiteral("/tree")};
    tree.addCard(FakeCardSpec::radeonRx7900Xtx());
    QString error;
    ASSERT_TRUE(tree.build(&error)) << error.toStdString();
    for (const char *bad : {"-1", "121", "soon"}) {
        const FakeSysfsRun run = runCli(tree, {QStringLiteral("monitor"), QStringLiteral("--backend"), QStringLiteral("sysfs"), QStringLiteral("--count"),
                                               QStringLiteral("1"), QStringLiteral("--settle-seconds"), QLatin1String(bad)});
        EXPECT_EQ(run.exitCode, 2) << bad << ": " << run.describe().toStdString();
        EXPECT_TRUE(run.err.contains(QStringLiteral("--settle-seconds must be a whole number of seconds from 0 to 120"))) << run.err.toStdString();
    }
}
