// SPDX-License-Identifier: GPL-3.0-or-later
// The gpu_metrics fast path against the per-file path it replaces: on every
// fixture card and on planted values both must report the same metrics with
// the same values (the per-file path is forced with ROCMTUNE_ROCMSMI_PER_FILE=1);
// a missing, garbled, short or unknown table, or one that lacks fields, falls
// back to the files; a runtime-suspended card is not read beyond the files
// that do not wake it.
#include "tests/integration/support/FakeSysfsRun.h"
#include "tests/integration/support/FastPathFixture.h"
#include "tests/integration/support/WakingOpens.h"

#include <QJsonArray>

#include <gtest/gtest.h>

#include <cmath>

using namespace rocmtune::testing;

namespace {


class RocmSmiFastPath : public FastPathFixture
{
protected:
    QList<QJsonObject> monitor(bool perFile, QString *log = nullptr) override
    {
        return monitorOn("ROCMTUNE_ROCMSMI_PER_FILE", [this](FakeSysfsRun *run) { return monitorSamples(tree, kTicksPastSettingsRead, run, 100); },
                         perFile, log);
    }
};

double value(const QJsonObject &sample, const char *key)
{
    return metricValue(sample, key);
}

} // namespace

TEST_F(RocmSmiFastPath, EveryFixtureCardReadsTheSameAsPerFile)
{
    tree.addCard(FakeCardSpec::radeonRx7900Xtx());
    tree.addCard(FakeCardSpec::radeonRx6800Xt());
    tree.addCard(FakeCardSpec::instinctMi210());
    build();
    expectSameAsPerFile();
}

TEST_F(RocmSmiFastPath, PlantedValuesReadTheSameAsPerFile)
{
    // A hot, busy RX 7900 XTX and MI210, planted the way the driver shows them:
    // the same firmware numbers in gpu_metrics and in the files.
    tree.addCard(FakeCardSpec::radeonRx7900Xtx());
    tree.addCard(FakeCardSpec::instinctMi210());
    build();
    struct Plant {
        int card;
        const char *hwmon;
        int hwmonValue;
        int offset;
        quint16 tableValue;
    };
    const Plant plants[] = {
        {0, "temp1_input", 87000, 4, 87},   {0, "temp2_input", 104000, 6, 104}, {0, "temp3_input", 96000, 8, 96},
        {0, "power1_average", 339000000, 22, 339}, {0, "fan1_input", 2890, 72, 2890}, {0, "in0_input", 1112, 106, 1112},
        {1, "temp1_input", 71000, 4, 71},   {1, "temp2_input", 93000, 6, 93},   {1, "power1_average", 297000000, 22, 297},
    };
    for (const Plant &p : plants) {
        ASSERT_TRUE(tree.writeHwmonFile(p.card, QLatin1String(p.hwmon), QByteArray::number(p.hwmonValue) + '\n'));
        put16(p.card, p.offset, p.tableValue);
    }
    ASSERT_TRUE(tree.writeDeviceFile(0, QStringLiteral("gpu_busy_percent"), "100\n"));
    put16(0, 16, 100);
    ASSERT_TRUE(tree.writeDeviceFile(1, QStringLiteral("mem_busy_percent"), "97\n"));
    put16(1, 18, 97);
    ASSERT_TRUE(tree.writeDeviceFile(0, QStringLiteral("pp_dpm_sclk"), "0: 500Mhz\n1: 2611Mhz *\n2: 2700Mhz\n"));
    put16(0, 40, 2611); // RDNA3: pp_dpm_sclk shows the average clock
    put16(0, 54, 2650);
    put64(1, 24, 1ull << 40); // energy counter
    put64(0, 112, 1ull << 44); // VR_GFX hot: hardware slowdown
    expectSameAsPerFile();
}

TEST_F(RocmSmiFastPath, TheTableIsWhatTheFastPathReads)
{
    // Within the cross-check's tolerance the table wins: proof that the fast
    // path reads it (the per-file path reads hwmon's 41 °C).
    tree.addCard(FakeCardSpec::radeonRx7900Xtx());
    build();
    put16(0, 4, 42);
    const QList<QJsonObject> perFile = monitor(true);
    const QList<QJsonObject> fast = monitor(false);
    for (const QJsonObject &s : perFile)
        EXPECT_EQ(value(s, "temp_edge"), 41);
    // The full per-file read happens when the device is opened, before the
    // first printed sample; every printed one comes from the table.
    for (const QJsonObject &s : fast)
        EXPECT_EQ(value(s, "temp_edge"), 42);
}

TEST_F(RocmSmiFastPath, TableThatDisagreesWithTheFilesIsNotUsedForThatMetric)
{
    tree.addCard(FakeCardSpec::radeonRx7900Xtx());
    build();
    put16(0, 4, 80); // edge 80 °C in the table, 41 °C in hwmon: not the same quantity
    QString log;
    const QList<QJsonObject> fast = monitor(false, &log);
    for (const QJsonObject &s : fast)
        EXPECT_EQ(value(s, "temp_edge"), 41);
    EXPECT_TRUE(log.contains(QStringLiteral("temp_edge (41 / 80)"))) << log.toStdString();
    expectSameAsPerFile();
}

TEST_F(RocmSmiFastPath, MissingTableFallsBackToFiles)
{
    tree.addCard(FakeCardSpec::radeonRx7900Xtx());
    build();
    ASSERT_TRUE(tree.removeDeviceFile(0, QStringLiteral("gpu_metrics")));
    expectSameAsPerFile();
    EXPECT_EQ(value(monitor(false).last(), "temp_edge"), 41);
}

TEST_F(RocmSmiFastPath, GarbledShortOrUnknownTablesFallBackToFiles)
{
    tree.addCard(FakeCardSpec::radeonRx7900Xtx());
    tree.addCard(FakeCardSpec::radeonRx7900Xtx(QStringLiteral("0000:13:00.0")));
    tree.addCard(FakeCardSpec::radeonRx7900Xtx(QStringLiteral("0000:23:00.0")));
    build();
    ASSERT_TRUE(tree.writeDeviceFile(0, QStringLiteral("gpu_metrics"), QByteArray("\x10\x00\x07\x09garbage", 11)));
    ASSERT_TRUE(tree.writeDeviceFile(1, QStringLiteral("gpu_metrics"), table(1).left(100))); // header says 120
    QByteArray v19 = table(2);
    v19[3] = 9; // v1.9 carries kernel pointers, not values
    ASSERT_TRUE(tree.writeDeviceFile(2, QStringLiteral("gpu_metrics"), v19));
    QString log;
    const QList<QJsonObject> fast = monitor(false, &log);
    for (const QJsonObject &s : fast) {
        EXPECT_EQ(value(s, "temp_edge"), 41);
        EXPECT_EQ(value(s, "power_average"), 48);
        EXPECT_EQ(value(s, "gpu_busy"), 7);
    }
    EXPECT_TRUE(log.contains(QStringLiteral("revision 7.9"))) << log.toStdString();
    EXPECT_TRUE(log.contains(QStringLiteral("its header says 120 and 100 were read"))) << log.toStdString();
    EXPECT_TRUE(log.contains(QStringLiteral("revision 1.9"))) << log.toStdString();
    expectSameAsPerFile();
}

TEST_F(RocmSmiFastPath, FieldsTheTableDoesNotReportComeFromTheirFiles)
{
    tree.addCard(FakeCardSpec::radeonRx7900Xtx());
    build();
    put16(0, 8, 0xffff);  // memory temperature
    put16(0, 72, 0xffff); // fan
    put16(0, 18, 0xffff); // memory activity
    put16(0, 106, 0xffff); // voltage
    const QList<QJsonObject> fast = monitor(false);
    EXPECT_EQ(value(fast.last(), "temp_memory"), 58);
    EXPECT_EQ(value(fast.last(), "fan_rpm"), 1200);
    EXPECT_EQ(value(fast.last(), "memory_busy"), 3);
    EXPECT_EQ(value(fast.last(), "gfx_voltage"), 862);
    expectSameAsPerFile();
}

TEST_F(RocmSmiFastPath, SocketPowerInMilliwattsIsRecognisedAgainstHwmon)
{
    tree.addCard(FakeCardSpec::radeonRx7900Xtx());
    build();
    put16(0, 22, 48000); // this firmware reports mW where v1.3 means W
    QString log;
    const QList<QJsonObject> fast = monitor(false, &log);
    for (const QJsonObject &s : fast)
        EXPECT_EQ(value(s, "power_average"), 48);
    EXPECT_TRUE(log.contains(QStringLiteral("socket power is in mW"))) << log.toStdString();
    expectSameAsPerFile();
}

TEST_F(RocmSmiFastPath, SuspendedCardIsMarkedAsleepAndNotRead)
{
    tree.addCard(FakeCardSpec::radeonRx7900Xtx());
    tree.addCard(FakeCardSpec::instinctMi210());
    build();
    ASSERT_TRUE(tree.writeDeviceFile(0, QStringLiteral("power/runtime_status"), "active\n"));
    ASSERT_TRUE(tree.writeDeviceFile(1, QStringLiteral("power/runtime_status"), "active\n"));
    StreamedProcess process;
    startInFakeSysfs(process, tree, cliPath(),
                     {QStringLiteral("monitor"), QStringLiteral("--format"), QStringLiteral("json"), QStringLiteral("--backend"),
                      QStringLiteral("rocm-smi"), QStringLiteral("--interval"), QStringLiteral("100"), QStringLiteral("--count"),
                      QStringLiteral("40")});
    ASSERT_TRUE(process.started());
    ASSERT_TRUE(readSamplesUntil(process, 4));
    // Card 0 suspends. Every file that would wake it becomes unreadable: a
    // read of any of them would show in the log as an error.
    ASSERT_TRUE(tree.writeDeviceFile(0, QStringLiteral("power/runtime_status"), "suspended\n"));
    for (const char *file : {"gpu_metrics", "gpu_busy_percent", "mem_busy_percent", "pp_dpm_sclk", "pp_dpm_mclk", "pp_dpm_pcie",
                             "power_dpm_force_performance_level", "pp_sclk_od", "pp_power_profile_mode"})
        ASSERT_TRUE(tree.replaceDeviceFileWithDirectory(0, QLatin1String(file))) << file;
    for (const char *file : {"temp1_input", "temp2_input", "temp3_input", "power1_average", "power1_cap", "fan1_input", "pwm1", "in0_input"})
        ASSERT_TRUE(tree.replaceHwmonFileWithDirectory(0, QLatin1String(file))) << file;
    const int suspendedAt = parseJsonLines(process.outText()).size();
    ASSERT_TRUE(readSamplesUntil(process, suspendedAt + 50));
    ASSERT_TRUE(tree.writeDeviceFile(1, QStringLiteral("power/runtime_status"), "suspended\n"));
    const ProcessRun run = process.finish(30000);
    ASSERT_FALSE(run.timedOut()) << run.describe();
    const QString err = QString::fromUtf8(run.err);
    EXPECT_EQ(run.exitCode, 0) << err.toStdString();
    const QList<QJsonObject> samples = parseJsonLines(QString::fromUtf8(run.out));
    ASSERT_EQ(samples.size(), 80);
    // From a second after the change on (the status is re-checked every tick;
    // the first sample after it may still be in flight), card 0 is asleep.
    int asleep = 0;
    for (int i = suspendedAt + 4; i < samples.size(); ++i) {
        const QJsonObject &s = samples[i];
        if (s.value(QStringLiteral("device")).toInt() != 0)
            continue;
        ++asleep;
        EXPECT_EQ(s.value(QStringLiteral("state")).toString(), QStringLiteral("asleep")) << i;
        EXPECT_TRUE(metricIsNull(s, "temp_edge")) << i;
        EXPECT_TRUE(metricIsNull(s, "gpu_busy")) << i;
        EXPECT_EQ(value(s, "vram_used"), 1158529024.0) << i; // answered without waking the card
        EXPECT_EQ(value(s, "power_cap_max"), 361) << i;       // limits stay known
    }
    EXPECT_GE(asleep, 20);
    // Nothing that wakes the card was read: no error about any file of card 0
    // (errors read "GPU <address>: <metric>: ...").
    EXPECT_FALSE(err.contains(QStringLiteral("GPU 0000:03:00.0: "))) << err.toStdString();
    EXPECT_FALSE(err.contains(QStringLiteral("gpu_metrics"))) << err.toStdString();
    EXPECT_TRUE(err.contains(QStringLiteral("is asleep"))) << err.toStdString();
    // Card 1 kept its normal readings until it suspended too.
    EXPECT_EQ(samples[suspendedAt + 11].value(QStringLiteral("state")).toString(), QStringLiteral("ok"));
    EXPECT_EQ(samples.last().value(QStringLiteral("state")).toString(), QStringLiteral("asleep"));
}

TEST_F(RocmSmiFastPath, CardAsleepAtStartUpIsNotWoken)
{
    tree.addCard(FakeCardSpec::radeonRx7900Xtx());
    tree.addCard(FakeCardSpec::instinctMi210());
    build();
    expectAsleepAtStartUpNotWoken(tree, QStringLiteral("rocm-smi"), 12);
}

TEST_F(RocmSmiFastPath, CardThatWakesUpIsReadFullyAgain)
{
    // Asleep from the start: not probed nor read until it wakes, then read fully.
    tree.addCard(FakeCardSpec::radeonRx7900Xtx());
    build();
    QString err;
    const QList<QJsonObject> samples = monitorWhileCardWakes(tree, QStringLiteral("rocm-smi"), 30, 10, &err);
    ASSERT_EQ(samples.size(), 30) << err.toStdString();
    EXPECT_EQ(samples[2].value(QStringLiteral("state")).toString(), QStringLiteral("asleep"));
    EXPECT_TRUE(metricIsNull(samples[2], "temp_edge"));
    EXPECT_EQ(samples.last().value(QStringLiteral("state")).toString(), QStringLiteral("ok"));
    EXPECT_EQ(value(samples.last(), "temp_edge"), 41);
    EXPECT_EQ(value(samples.last(), "gfx_clock"), 1864);
    EXPECT_EQ(value(samples.last(), "power_cap_max"), 361);
    EXPECT_TRUE(err.contains(QStringLiteral("woke up"))) << err.toStdString();
}

TEST_F(RocmSmiFastPath, ExtraClocksComeFromTheTableWhereItHasThem)
{
    // SOCCLK 10 MHz from pp_dpm_socclk's 960 MHz (inside the cross-check's
    // tolerance): the table wins on every tick, proof that it is read. FCLK
    // has no v1.3 field and comes from pp_dpm_fclk.
    tree.addCard(FakeCardSpec::radeonRx7900Xtx());
    build();
    put16(0, 42, 970); // average_socclk_frequency (RDNA3: the average)
    put16(0, 56, 970); // current_socclk
    const QList<QJsonObject> perFile = monitor(true);
    for (const QJsonObject &s : perFile)
        EXPECT_EQ(value(s, "soc_clock"), 960);
    const QList<QJsonObject> fast = monitor(false);
    for (const QJsonObject &s : fast) {
        EXPECT_EQ(value(s, "soc_clock"), 970);
        EXPECT_EQ(value(s, "fabric_clock"), 1944);
        EXPECT_EQ(value(s, "video_clock"), 500);
        EXPECT_EQ(value(s, "decode_clock"), 500);
        EXPECT_EQ(value(s, "pcie_replay_count"), 0);
    }
    // A table far from the file is a different quantity: the file then.
    put16(0, 42, 1500);
    put16(0, 56, 1500);
    QString log;
    for (const QJsonObject &s : monitor(false, &log))
        EXPECT_EQ(value(s, "soc_clock"), 960);
    EXPECT_TRUE(log.contains(QStringLiteral("soc_clock (960 / 1500)"))) << log.toStdString();
    expectSameAsPerFile();
}

TEST_F(RocmSmiFastPath, Mi300xReadsTheSameAsPerFile)
{
    // gpu_metrics v1.4: SOCCLK / VCLK / DCLK per instance and the replay
    // counter come from the table; FCLK from its file.
    tree.addCard(FakeCardSpec::instinctMi300x());
    build();
    expectSameAsPerFile();
    put64(0, 88, 9); // pcie_replay_count_acc 9, the file says 7: not the same counter here
    QString log;
    for (const QJsonObject &s : monitor(false, &log))
        EXPECT_EQ(value(s, "pcie_replay_count"), 7);
    EXPECT_TRUE(log.contains(QStringLiteral("pcie_replay_count (7 / 9)"))) << log.toStdString();
}
