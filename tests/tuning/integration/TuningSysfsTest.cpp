// SPDX-License-Identifier: GPL-3.0-or-later
// rocmtune-cli tuning through the real ROCm SMI library on fake amdgpu trees
// (private mount namespace, tests/integration/README.md). An LD_PRELOAD shim
// records every write to /sys with its exact bytes and injects failures.
#include "tests/tuning/integration/TuningSysfsFixture.h"

#include <QFile>
#include <QFileInfo>

using namespace rocmtune::testing;


TEST_F(TuningSysfs, PowerCapOverdriveAndPerfLevelLandExactlyAndRevertRestoresThem)
{
    const QByteArray capBefore = hwmon("power1_cap"), odBefore = device("pp_sclk_od"), levelBefore = device("power_dpm_force_performance_level");
    const FakeSysfsRun set = tuning({QStringLiteral("set"), QStringLiteral("--gpu"), QStringLiteral("0"), QStringLiteral("--power-cap"),
                                     QStringLiteral("350"), QStringLiteral("--overdrive"), QStringLiteral("5"), QStringLiteral("--perf-level"),
                                     QStringLiteral("high"), QStringLiteral("--confirm-timeout"), QStringLiteral("60")});
    ASSERT_EQ(set.exitCode, 0) << set.describe().toStdString();
    // The fixed order: overdrive, power cap, then a non-manual level last.
    EXPECT_EQ(writes(), (std::vector<std::string>{w("pp_sclk_od", "5"), w("power1_cap", "350000000"),
                                                   w("power_dpm_force_performance_level", "high")}));
    EXPECT_EQ(hwmon("power1_cap"), "350000000");
    EXPECT_EQ(device("pp_sclk_od"), "5");
    EXPECT_EQ(device("power_dpm_force_performance_level"), "high");

    const FakeSysfsRun revert = tuning({QStringLiteral("revert"), QStringLiteral("--gpu"), QStringLiteral("0")});
    ASSERT_EQ(revert.exitCode, 0) << revert.describe().toStdString();
    EXPECT_EQ(writes(), (std::vector<std::string>{w("pp_sclk_od", "0"), w("power1_cap", "327000000"),
                                                   w("power_dpm_force_performance_level", "auto")}));
    // The original values (the driver adds the newline when it is read).
    EXPECT_EQ(hwmon("power1_cap") + "\n", capBefore);
    EXPECT_EQ(device("pp_sclk_od") + "\n", odBefore);
    EXPECT_EQ(device("power_dpm_force_performance_level") + "\n", levelBefore);
}

TEST_F(TuningSysfs, RefusedRequestWritesNothingAnywhereInTheTree)
{
    const QMap<QString, QByteArray> before = snapshot();
    const FakeSysfsRun run = tuning({QStringLiteral("set"), QStringLiteral("--gpu"), QStringLiteral("0"), QStringLiteral("--power-cap"),
                                     QStringLiteral("362"), QStringLiteral("--sclk-range"), QStringLiteral("500:3001"), QStringLiteral("--no-confirm")});
    EXPECT_EQ(run.exitCode, 3) << run.describe().toStdString();
    EXPECT_TRUE(run.err.contains(QStringLiteral("above the driver maximum of 361 W by 1 W"))) << run.describe().toStdString();
    EXPECT_TRUE(run.err.contains(QStringLiteral("the range the driver allows (500-3000 MHz) by 1 MHz"))) << run.describe().toStdString();
    EXPECT_TRUE(writes().empty());
    EXPECT_EQ(snapshot(), before);
}

TEST_F(TuningSysfs, ClockLockWritesTheOverdriveTableAndReadBackCatchesADriverThatDidNotTakeIt)
{
    // The library writes "s 0", "s 1", "c" in three cycles; a fake file keeps
    // only "c" and never shows the new table, so the read-back must fail and
    // everything must be put back.
    const FakeSysfsRun run = tuning({QStringLiteral("set"), QStringLiteral("--gpu"), QStringLiteral("0"), QStringLiteral("--sclk-range"),
                                     QStringLiteral("800:2700"), QStringLiteral("--no-confirm")});
    EXPECT_EQ(run.exitCode, 1) << run.describe().toStdString();
    const std::vector<std::string> seq = writes();
    ASSERT_GE(seq.size(), 5u) << run.describe().toStdString();
    EXPECT_EQ(std::vector<std::string>(seq.begin(), seq.begin() + 5),
              (std::vector<std::string>{w("power_dpm_force_performance_level", "manual"), w("power_dpm_force_performance_level", "manual"),
                                        w("pp_od_clk_voltage", "s 0 800\n"), w("pp_od_clk_voltage", "s 1 2700\n"),
                                        w("pp_od_clk_voltage", "c")}));
    EXPECT_TRUE(run.err.contains(QStringLiteral("read-back"))) << run.describe().toStdString();
    EXPECT_EQ(device("power_dpm_force_performance_level"), "auto") << "the performance level was rolled back";
}

TEST_F(TuningSysfs, DpmLevelSelectionWritesTheLevelMaskWithoutCrashing)
{
    // pp_dpm_sclk gets "0 2 "; the fake file then no longer holds a DPM table
    // (reading it back makes the library abort in-process), so the read-back
    // must fail cleanly, never crash, and put the performance level back.
    const FakeSysfsRun run = tuning({QStringLiteral("set"), QStringLiteral("--gpu"), QStringLiteral("0"), QStringLiteral("--sclk-levels"),
                                     QStringLiteral("0,2"), QStringLiteral("--no-confirm")});
    EXPECT_FALSE(run.crashed) << run.describe().toStdString();
    const std::vector<std::string> seq = writes();
    ASSERT_GE(seq.size(), 3u) << run.describe().toStdString();
    EXPECT_EQ(std::vector<std::string>(seq.begin(), seq.begin() + 3),
              (std::vector<std::string>{w("power_dpm_force_performance_level", "manual"), w("power_dpm_force_performance_level", "manual"),
                                        w("pp_dpm_sclk", "0 2 ")}));
    EXPECT_EQ(device("pp_dpm_sclk"), "0 2 ");
    EXPECT_EQ(run.exitCode, 1) << run.describe().toStdString();
    EXPECT_EQ(device("power_dpm_force_performance_level"), "auto") << run.describe().toStdString();
}

TEST_F(TuningSysfs, FailingWriteRollsBackWithAClearError)
{
    // The power cap write fails with EIO. The library ignores the error, but
    // the fake file was already truncated by its open(O_TRUNC), so the driver
    // now "reports" garbage: the read-back must catch it, the overdrive must
    // be put back, and the error must say what could not be restored.
    qputenv("ROCMTUNE_WRITE_FAIL", "power1_cap");
    const FakeSysfsRun run = tuning({QStringLiteral("set"), QStringLiteral("--gpu"), QStringLiteral("0"), QStringLiteral("--overdrive"),
                                     QStringLiteral("4"), QStringLiteral("--power-cap"), QStringLiteral("340"), QStringLiteral("--no-confirm")});
    EXPECT_EQ(run.exitCode, 1) << run.describe().toStdString();
    EXPECT_EQ(writes(), (std::vector<std::string>{w("pp_sclk_od", "4"), w("power1_cap", "340000000"), w("pp_sclk_od", "0")}));
    EXPECT_TRUE(run.err.contains(QStringLiteral("read-back failed (Power cap: 340 W)")) || run.err.contains(QStringLiteral("writing failed (Power cap: 340 W)")))
        << run.describe().toStdString();
    EXPECT_TRUE(run.err.contains(QStringLiteral("cannot restore (Power cap: 327 W)"))) << run.describe().toStdString();
    EXPECT_EQ(device("pp_sclk_od"), "0");
    // The journal keeps the change, so the next start tries the restore again.
    QFile journal(dir.path() + QStringLiteral("/state/journal.json"));
    ASSERT_TRUE(journal.open(QIODevice::ReadOnly));
    EXPECT_TRUE(journal.readAll().contains("327000000"));
}

TEST_F(TuningSysfs, FileTurnedIntoADirectoryMidTransactionIsReported)
{
    // After the overdrive write, power1_cap becomes a directory: the power cap
    // write fails, the overdrive is put back, and the cap that can no longer
    // be read is named in the error.
    qputenv("ROCMTUNE_WRITE_BREAK", QByteArray("pp_sclk_od:") + tree.hwmonDir(0).toUtf8().replace(tree.classDir().toUtf8(), "/sys/class")
                                        + "/power1_cap");
    const FakeSysfsRun run = tuning({QStringLiteral("set"), QStringLiteral("--gpu"), QStringLiteral("0"), QStringLiteral("--overdrive"),
                                     QStringLiteral("4"), QStringLiteral("--power-cap"), QStringLiteral("340"), QStringLiteral("--no-confirm")});
    EXPECT_EQ(run.exitCode, 1) << run.describe().toStdString();
    EXPECT_TRUE(QFileInfo(tree.hwmonDir(0) + QStringLiteral("/power1_cap")).isDir()) << "the shim did not break the file";
    EXPECT_TRUE(run.err.contains(QStringLiteral("power cap"))) << run.describe().toStdString();
    EXPECT_EQ(device("pp_sclk_od"), "0") << run.describe().toStdString();
}
