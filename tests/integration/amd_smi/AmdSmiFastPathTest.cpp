// SPDX-License-Identifier: GPL-3.0-or-later
// --backend amd-smi with Debian 13's real libamd_smi 6.1.2: the one-table-per-
// tick path against the per-call path it replaces (ROCMTUNE_PER_FILE=1) on
// every fixture card and on planted values; a missing, garbled, truncated or
// unknown table falls back to the calls with a log line and no crash; a card
// asleep at start-up is not woken.
#include "tests/integration/amd_smi/AmdSmiRun.h"
#include "tests/integration/support/FastPathFixture.h"
#include "tests/integration/support/WakingOpens.h"

#include <gtest/gtest.h>

using namespace rocmtune::testing;

namespace {


class AmdSmiFastPath : public FastPathFixture
{
protected:
    QList<QJsonObject> monitor(bool perFile, QString *log = nullptr) override
    {
        return monitorOn("ROCMTUNE_PER_FILE", [this](FakeSysfsRun *run) { return amdSmiSamples(tree, kTicksPastSettingsRead, run); }, perFile, log);
    }
    void expectSameAsPerFile() { FastPathFixture::expectSameAsPerFile(kTicksPastSettingsRead * tree.cardCount() * 10); }
};

} // namespace

TEST_F(AmdSmiFastPath, EveryFixtureCardReadsTheSameAsPerCall)
{
    tree.addCard(FakeCardSpec::radeonRx7900Xtx());
    tree.addCard(FakeCardSpec::radeonRx6800Xt());
    tree.addCard(FakeCardSpec::instinctMi210());
    tree.addCard(FakeCardSpec::instinctMi300x());
    tree.addCard(FakeCardSpec::radeonRx9070Xt());
    tree.addCard(FakeCardSpec::radeonRx580());
    build();
    expectSameAsPerFile();
}

TEST_F(AmdSmiFastPath, PlantedValuesReadTheSameAsPerCall)
{
    // A hot, busy RX 7900 XTX and MI210, the same firmware numbers in
    // gpu_metrics and in the files.
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
        {0, "temp1_input", 87000, 4, 87}, {0, "temp2_input", 104000, 6, 104}, {0, "temp3_input", 96000, 8, 96},
        {0, "fan1_input", 2890, 72, 2890}, {0, "in0_input", 1112, 106, 1112},
        {1, "temp1_input", 71000, 4, 71}, {1, "temp2_input", 93000, 6, 93},
    };
    for (const Plant &p : plants) {
        ASSERT_TRUE(tree.writeHwmonFile(p.card, QLatin1String(p.hwmon), QByteArray::number(p.hwmonValue) + '\n'));
        put16(p.card, p.offset, p.tableValue);
    }
    ASSERT_TRUE(tree.writeDeviceFile(0, QStringLiteral("gpu_busy_percent"), "100\n"));
    put16(0, 16, 100);
    ASSERT_TRUE(tree.writeDeviceFile(1, QStringLiteral("mem_busy_percent"), "97\n"));
    put16(1, 18, 97);
    put16(1, 88, 61); // HBM stack 0: the library reads it from the table too
    expectSameAsPerFile();
}

TEST_F(AmdSmiFastPath, TheTableIsWhatTheFastPathReads)
{
    // Within the cross-check's tolerance the table wins: proof that the fast
    // path reads it (the library reads hwmon's 41 °C).
    tree.addCard(FakeCardSpec::radeonRx7900Xtx());
    build();
    put16(0, 4, 42);
    for (const QJsonObject &s : monitor(true))
        EXPECT_EQ(metricValue(s, "temp_edge"), 41);
    for (const QJsonObject &s : monitor(false))
        EXPECT_EQ(metricValue(s, "temp_edge"), 42);
}

TEST_F(AmdSmiFastPath, TableThatDisagreesWithTheCallsIsNotUsedForThatMetric)
{
    tree.addCard(FakeCardSpec::radeonRx7900Xtx());
    build();
    put16(0, 4, 80);
    QString log;
    for (const QJsonObject &s : monitor(false, &log))
        EXPECT_EQ(metricValue(s, "temp_edge"), 41);
    EXPECT_TRUE(log.contains(QStringLiteral("temp_edge (41 / 80)"))) << log.toStdString();
    expectSameAsPerFile();
}

TEST_F(AmdSmiFastPath, AbsentGarbledTruncatedOrUnknownTablesFallBackToTheCalls)
{
    tree.addCard(FakeCardSpec::radeonRx7900Xtx());
    tree.addCard(FakeCardSpec::radeonRx7900Xtx(QStringLiteral("0000:13:00.0")));
    tree.addCard(FakeCardSpec::radeonRx7900Xtx(QStringLiteral("0000:23:00.0")));
    tree.addCard(FakeCardSpec::radeonRx7900Xtx(QStringLiteral("0000:33:00.0")));
    build();
    ASSERT_TRUE(tree.removeDeviceFile(0, QStringLiteral("gpu_metrics")));
    ASSERT_TRUE(tree.writeDeviceFile(1, QStringLiteral("gpu_metrics"), QByteArray("\x10\x00\x07\x09garbage", 11)));
    ASSERT_TRUE(tree.writeDeviceFile(2, QStringLiteral("gpu_metrics"), table(2).left(100))); // header says 120
    QByteArray v19 = table(3);
    v19[3] = 9; // v1.9: encoded attributes, no fixed layout
    ASSERT_TRUE(tree.writeDeviceFile(3, QStringLiteral("gpu_metrics"), v19));
    QString log;
    const QList<QJsonObject> fast = monitor(false, &log);
    for (const QJsonObject &s : fast) {
        EXPECT_EQ(s.value(QStringLiteral("state")).toString(), QStringLiteral("ok"));
        EXPECT_EQ(metricValue(s, "temp_edge"), 41); // hwmon and pp_dpm_sclk: the library needs no table for them
        EXPECT_EQ(metricValue(s, "gfx_clock"), 1864);
    }
    EXPECT_TRUE(log.contains(QStringLiteral("GPU 0000:03:00.0: gpu_metrics cannot be read; every value is read from its own file.")))
        << log.toStdString();
    EXPECT_TRUE(log.contains(QStringLiteral("revision 7.9"))) << log.toStdString();
    EXPECT_TRUE(log.contains(QStringLiteral("its header says 120 and 100 were read"))) << log.toStdString();
    EXPECT_TRUE(log.contains(QStringLiteral("revision 1.9"))) << log.toStdString();
    expectSameAsPerFile();
}

TEST_F(AmdSmiFastPath, CardAsleepAtStartUpIsNotWoken)
{
    tree.addCard(FakeCardSpec::radeonRx7900Xtx());
    tree.addCard(FakeCardSpec::instinctMi210());
    build();
    expectAsleepAtStartUpNotWoken(tree, QStringLiteral("amd-smi"), kTicksPastSettingsRead);
}

TEST_F(AmdSmiFastPath, CardAsleepAtStartUpIsReadFullyWhenItWakes)
{
    tree.addCard(FakeCardSpec::radeonRx7900Xtx());
    build();
    QString err;
    const QList<QJsonObject> samples = monitorWhileCardWakes(tree, QStringLiteral("amd-smi"), 30, 10, &err);
    ASSERT_EQ(samples.size(), 30) << err.toStdString();
    EXPECT_EQ(samples[2].value(QStringLiteral("state")).toString(), QStringLiteral("asleep"));
    EXPECT_TRUE(metricIsNull(samples[2], "temp_edge"));
    EXPECT_EQ(samples.last().value(QStringLiteral("state")).toString(), QStringLiteral("ok"));
    EXPECT_EQ(metricValue(samples.last(), "temp_edge"), 41);
    EXPECT_EQ(metricValue(samples.last(), "gfx_clock"), 1864);
    EXPECT_EQ(metricValue(samples.last(), "power_cap_max"), 361);
    EXPECT_TRUE(err.contains(QStringLiteral("woke up"))) << err.toStdString();
}
