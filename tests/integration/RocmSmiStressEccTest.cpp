// SPDX-License-Identifier: GPL-3.0-or-later
// The ECC part of `rocmtune-cli stress` on a fake MI210 (RAS files): the
// counts are read from the driver's files right before the runner starts
// and after it ended; errors that appear during the run are in the verdict
// (an uncorrectable one fails naming GPU and block, correctable ones are a
// warning with counts per block). tests/stress's fake runner stands in for
// rocmtune-bench.
#include "tests/integration/support/FakeSysfsRun.h"

#include <QJsonArray>
#include <QJsonDocument>
#include <QTemporaryDir>

#include <gtest/gtest.h>

using namespace rocmtune::testing;

namespace {

class StressEcc : public ::testing::Test
{
protected:
    QTemporaryDir dir;
    FakeAmdgpuTree tree{dir.path() + QStringLiteral("/tree")};

    void SetUp() override
    {
        tree.addCard(FakeCardSpec::instinctMi210());
        QString error;
        ASSERT_TRUE(tree.build(&error)) << error.toStdString();
        qputenv("ROCMTUNE_BENCH", ROCMTUNE_FAKE_BENCH_PATH);
        qputenv("XDG_DATA_HOME", (dir.path() + QStringLiteral("/data")).toUtf8());
        qputenv("XDG_CONFIG_HOME", (dir.path() + QStringLiteral("/config")).toUtf8());
    }
    void TearDown() override
    {
        for (const char *name : {"ROCMTUNE_BENCH", "XDG_DATA_HOME", "XDG_CONFIG_HOME"})
            qunsetenv(name);
    }
};

} // namespace

TEST_F(StressEcc, ErrorsDuringTheRunAreInTheVerdict)
{
    StreamedProcess process;
    startInFakeSysfs(process, tree, cliPath(),
                     {QStringLiteral("stress"), QStringLiteral("--backend"), QStringLiteral("rocm-smi"), QStringLiteral("--gpu"),
                      QStringLiteral("0"), QStringLiteral("--preset"), QStringLiteral("custom"), QStringLiteral("--tests"),
                      QStringLiteral("compute"), QStringLiteral("--duration"), QStringLiteral("3"), QStringLiteral("--no-baseline")});
    ASSERT_TRUE(process.started());
    // The first progress line (2 s in) comes after the counts were read.
    ASSERT_TRUE(process.readUntilErr("errors so far", 20000));
    // During the run: one uncorrectable UMC error, 4 more correctable (the card had 5).
    ASSERT_TRUE(tree.writeDeviceFile(0, QStringLiteral("ras/umc_err_count"), "ue: 1\nce: 9\n"));
    const ProcessRun run = process.finish(30000);
    ASSERT_FALSE(run.timedOut()) << run.describe();
    const QString out = QString::fromUtf8(run.out);
    const QString all = out + QStringLiteral("\n--- stderr ---\n") + QString::fromUtf8(run.err);
    EXPECT_NE(run.exitCode, 125) << "the fake sysfs namespace could not be set up: " << all.toStdString();
    EXPECT_EQ(run.exitCode, 1) << all.toStdString();
    EXPECT_TRUE(out.contains(QStringLiteral("FAIL: GPU 0: 1 new uncorrectable ECC error")) && out.contains(QStringLiteral("in the UMC block during the run")))
        << all.toStdString();
    EXPECT_TRUE(out.contains(QStringLiteral("Warning: 4 new correctable ECC error")) && out.contains(QStringLiteral("(UMC 4)")))
        << all.toStdString();
    // (The temperature line names the GFX voltage regulator: only the ECC lines count.)
    for (const QString &line : out.split(QLatin1Char('\n'))) {
        if (line.contains(QStringLiteral("ECC"))) {
            EXPECT_FALSE(line.contains(QStringLiteral("GFX"))) << "the GFX count did not change: " << all.toStdString();
        }
    }
}

TEST_F(StressEcc, UnchangedCountsPassAndSaySo)
{
    // The card's earlier errors (5 correctable) are not the run's.
    const FakeSysfsRun run = runCli(tree, {QStringLiteral("stress"), QStringLiteral("--backend"), QStringLiteral("rocm-smi"), QStringLiteral("--gpu"),
                                           QStringLiteral("0"), QStringLiteral("--preset"), QStringLiteral("custom"), QStringLiteral("--tests"),
                                           QStringLiteral("compute"), QStringLiteral("--duration"), QStringLiteral("0.3"), QStringLiteral("--no-baseline"),
                                           QStringLiteral("--json")});
    EXPECT_NE(run.exitCode, 125) << "the fake sysfs namespace could not be set up: " << run.describe().toStdString();
    ASSERT_EQ(run.exitCode, 0) << run.describe().toStdString();
    const QJsonObject gpu = QJsonDocument::fromJson(run.out.toUtf8()).object().value(QStringLiteral("gpus")).toArray().at(0).toObject();
    const QJsonObject ecc = gpu.value(QStringLiteral("ecc")).toObject();
    EXPECT_TRUE(ecc.value(QStringLiteral("compared")).toBool()) << run.describe().toStdString();
    EXPECT_EQ(ecc.value(QStringLiteral("new_uncorrectable_total")).toInt(-1), 0);
    EXPECT_EQ(ecc.value(QStringLiteral("new_correctable_total")).toInt(-1), 0);
    EXPECT_EQ(ecc.value(QStringLiteral("blocks")).toArray().size(), 6) << "umc, sdma, gfx, mmhub, hdp, xgmi_wafl";
}
