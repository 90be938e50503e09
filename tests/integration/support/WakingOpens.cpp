// SPDX-License-Identifier: GPL-3.0-or-later
#include "tests/integration/support/WakingOpens.h"

#include <QFile>
#include <QTemporaryDir>

#include <gtest/gtest.h>

namespace rocmtune::testing {

bool fileWakesCard(const QString &path)
{
    const QString name = path.section(QLatin1Char('/'), -1);
    if (path.contains(QLatin1String("/hwmon/")))
        return name != QLatin1String("name") && !name.endsWith(QLatin1String("_label"));
    if (path.contains(QLatin1String("/gpu_od/")) || path.contains(QLatin1String("/ras/")))
        return true;
    static const QStringList kWaking = {QStringLiteral("gpu_metrics"),      QStringLiteral("gpu_busy_percent"),
                                        QStringLiteral("mem_busy_percent"), QStringLiteral("power_dpm_force_performance_level"),
                                        QStringLiteral("power_dpm_state")};
    return name.startsWith(QLatin1String("pp_")) || kWaking.contains(name);
}

QStringList RecordedMonitor::wakingOpens(const QString &pciBusId, const QString &cardName) const
{
    QStringList waking;
    for (const QString &path : opens) {
        const bool ofCard = path.contains(pciBusId) || path.contains(QLatin1Char('/') + cardName + QLatin1Char('/'));
        if (ofCard && fileWakesCard(path))
            waking << path;
    }
    return waking;
}

FakeSysfsRun runRecordingOpens(const FakeAmdgpuTree &tree, const QString &program, const QStringList &args, QStringList *opens)
{
    QTemporaryDir dir;
    const QString log = dir.path() + QStringLiteral("/opens.log");
    qputenv("ROCMTUNE_OPEN_LOG", QFile::encodeName(log));
    qputenv("LD_PRELOAD", ROCMTUNE_OPEN_RECORDER_PATH);
    const FakeSysfsRun run = runInFakeSysfs(tree, program, args);
    qunsetenv("LD_PRELOAD");
    qunsetenv("ROCMTUNE_OPEN_LOG");
    QFile file(log);
    opens->clear();
    if (file.open(QIODevice::ReadOnly))
        *opens = QString::fromLocal8Bit(file.readAll()).split(QLatin1Char('\n'), Qt::SkipEmptyParts);
    return run;
}

RecordedMonitor monitorRecordingOpens(const FakeAmdgpuTree &tree, const QString &backend, int count)
{
    RecordedMonitor result;
    result.run = runRecordingOpens(tree, cliPath(),
                                   {QStringLiteral("monitor"), QStringLiteral("--format"), QStringLiteral("json"), QStringLiteral("--backend"),
                                    backend, QStringLiteral("--count"), QString::number(count), QStringLiteral("--interval"), QStringLiteral("100")},
                                   &result.opens);
    result.samples = parseJsonLines(result.run.out);
    return result;
}

void expectAsleepAtStartUpNotWoken(const FakeAmdgpuTree &tree, const QString &backend, int ticks)
{
    ASSERT_TRUE(tree.writeDeviceFile(0, QStringLiteral("power/runtime_status"), "suspended\n"));
    ASSERT_TRUE(tree.writeDeviceFile(1, QStringLiteral("power/runtime_status"), "active\n"));
    const RecordedMonitor m = monitorRecordingOpens(tree, backend, ticks);
    ASSERT_EQ(m.run.exitCode, 0) << m.run.describe().toStdString();
    ASSERT_EQ(m.samples.size(), 2 * ticks) << m.run.describe().toStdString();
    EXPECT_EQ(m.wakingOpens(QStringLiteral("0000:03:00.0"), QStringLiteral("card0")), QStringList());
    // The recorder works: the awake card's waking files were opened.
    EXPECT_FALSE(m.wakingOpens(QStringLiteral("0000:83:00.0"), QStringLiteral("card1")).isEmpty()) << m.opens.join('\n').toStdString();
    for (const QJsonObject &s : m.samples) {
        const bool asleepCard = s.value(QStringLiteral("device")).toInt() == 0;
        EXPECT_EQ(s.value(QStringLiteral("state")).toString(), asleepCard ? QStringLiteral("asleep") : QStringLiteral("ok"));
        if (asleepCard) {
            EXPECT_TRUE(metricIsNull(s, "temp_edge"));
            EXPECT_EQ(metricValue(s, "vram_used"), 1158529024.0); // answered without waking the card
        }
    }
    EXPECT_TRUE(m.run.err.contains(QStringLiteral("asleep (runtime suspended) at start-up"))) << m.run.err.toStdString();
}

QList<QJsonObject> monitorWhileCardWakes(const FakeAmdgpuTree &tree, const QString &backend, int count, int wakeAfter, QString *err)
{
    if (!tree.writeDeviceFile(0, QStringLiteral("power/runtime_status"), "suspended\n"))
        return {};
    StreamedProcess process;
    startInFakeSysfs(process, tree, cliPath(),
                     {QStringLiteral("monitor"), QStringLiteral("--format"), QStringLiteral("json"), QStringLiteral("--backend"), backend,
                      QStringLiteral("--interval"), QStringLiteral("100"), QStringLiteral("--count"), QString::number(count)});
    if (!process.started())
        return {};
    EXPECT_TRUE(readSamplesUntil(process, wakeAfter)) << "the card wakes after " << wakeAfter << " samples";
    tree.writeDeviceFile(0, QStringLiteral("power/runtime_status"), "active\n");
    const ProcessRun run = process.finish(30000);
    *err = QString::fromUtf8(run.err);
    return parseJsonLines(QString::fromUtf8(run.out));
}

} // namespace rocmtune::testing
