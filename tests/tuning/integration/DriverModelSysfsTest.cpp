// SPDX-License-Identifier: GPL-3.0-or-later
// rocmtune-cli tuning through the real ROCm SMI library on fake trees whose
// tuning files answer like the amdgpu driver (ROCMTUNE_FAKE_DRIVER=1, see
// AmdgpuDriverModel.h): a clock lock is read back and succeeds on an
// RX 7900 XTX (RDNA3 table) and an MI210 (Aldebaran table), revert restores
// the exact bytes, and a value the driver refuses (EINVAL) is rolled back.
#include "tests/tuning/integration/TuningSysfsFixture.h"

#include <QFile>
#include <QJsonArray>


using namespace rocmtune::testing;

namespace {

class DriverModelRx7900 : public TuningSysfs
{
protected:
    void SetUp() override
    {
        TuningSysfs::SetUp();
        qputenv("ROCMTUNE_FAKE_DRIVER", "1");
    }
    QStringList set(const QString &range) const
    {
        return {QStringLiteral("set"), QStringLiteral("--gpu"), QStringLiteral("0"), QStringLiteral("--sclk-range"), range};
    }
};

class DriverModelMi210 : public DriverModelRx7900
{
protected:
    void addCards() override { tree.addCard(FakeCardSpec::instinctMi210()); }
};

const QStringList kConfirmLater{QStringLiteral("--confirm-timeout"), QStringLiteral("60")};

} // namespace

TEST_F(DriverModelRx7900, ClockLockIsReadBackAndRevertRestoresTheExactTable)
{
    const QMap<QString, QByteArray> before = snapshot();
    const QByteArray odBefore = device("pp_od_clk_voltage");
    const FakeSysfsRun run = tuning(set(QStringLiteral("800:2700")) + kConfirmLater);
    ASSERT_EQ(run.exitCode, 0) << run.describe().toStdString();
    EXPECT_TRUE(run.out.contains(QStringLiteral("read back")) || run.out.contains(QStringLiteral("pending"))) << run.describe().toStdString();
    // The library's sequence, each write answered like the driver.
    const std::vector<std::string> seq = writes();
    ASSERT_GE(seq.size(), 5u);
    EXPECT_EQ(std::vector<std::string>(seq.begin(), seq.begin() + 5),
              (std::vector<std::string>{w("power_dpm_force_performance_level", "manual"), w("power_dpm_force_performance_level", "manual"),
                                        w("pp_od_clk_voltage", "s 0 800\n"), w("pp_od_clk_voltage", "s 1 2700\n"),
                                        w("pp_od_clk_voltage", "c")}));
    EXPECT_EQ(device("pp_od_clk_voltage"),
              QByteArray("OD_SCLK:\n0: 800Mhz\n1: 2700Mhz\nOD_MCLK:\n0: 97Mhz\n1: 1249MHz\nOD_VDDGFX_OFFSET:\n0mV\n"
                         "OD_RANGE:\nSCLK:     500Mhz       3000Mhz\nMCLK:      97Mhz       1500Mhz\nVDDGFX_OFFSET:    -450mv         0mv\n"));
    EXPECT_EQ(device("power_dpm_force_performance_level"), "manual\n");

    const FakeSysfsRun revert = tuning(kRevertGpu0);
    ASSERT_EQ(revert.exitCode, 0) << revert.describe().toStdString();
    EXPECT_EQ(device("pp_od_clk_voltage"), odBefore);
    EXPECT_EQ(device("power_dpm_force_performance_level"), "auto\n");
    // Nothing else in the tree changed (the shim's boot copy of the table aside).
    QMap<QString, QByteArray> after = snapshot();
    after.remove(tree.deviceDir(0) + QStringLiteral("/.pp_od_clk_voltage.boot"));
    EXPECT_EQ(after, before);
}

TEST_F(DriverModelRx7900, LockToOneFrequencyAndMemoryRange)
{
    const FakeSysfsRun run = tuning(set(QStringLiteral("2000:2000")) + QStringList{QStringLiteral("--mclk-range"), QStringLiteral("97:1300"),
                                                                                   QStringLiteral("--no-confirm")});
    ASSERT_EQ(run.exitCode, 0) << run.describe().toStdString();
    // rsmi_dev_clk_range_set asserts min < max (it would abort us): one
    // frequency is set bound by bound, the far side of the current range first.
    const std::vector<std::string> seq = writes();
    ASSERT_GE(seq.size(), 6u) << run.describe().toStdString();
    EXPECT_EQ(std::vector<std::string>(seq.begin() + 1, seq.begin() + 6),
              (std::vector<std::string>{w("power_dpm_force_performance_level", "manual"), w("pp_od_clk_voltage", "s 0 2000\n"),
                                        w("pp_od_clk_voltage", "c"), w("power_dpm_force_performance_level", "manual"),
                                        w("pp_od_clk_voltage", "s 1 2000\n")}))
        << run.describe().toStdString();
    EXPECT_TRUE(device("pp_od_clk_voltage").startsWith("OD_SCLK:\n0: 2000Mhz\n1: 2000Mhz\nOD_MCLK:\n0: 97Mhz\n1: 1300MHz\n"))
        << device("pp_od_clk_voltage").toStdString();
}

TEST_F(DriverModelRx7900, ValueTheDriverRefusesIsRolledBackWithAClearError)
{
    // The driver enforces 2600 MHz while its OD_RANGE still says 3000 (a
    // stale table, or firmware stricter than its table): our checks pass,
    // the driver answers EINVAL to "s 1 2700", and the transaction must notice
    // and put everything back.
    qputenv("ROCMTUNE_FAKE_DRIVER_OD_LIMITS", "SCLK:500:2600");
    const QByteArray odBefore = device("pp_od_clk_voltage");
    const FakeSysfsRun run = tuning(set(QStringLiteral("800:2700")) + kConfirmLater);
    EXPECT_EQ(run.exitCode, 1) << run.describe().toStdString();
    EXPECT_TRUE(run.err.contains(QStringLiteral("refused the GFX clock range 800-2700 MHz"))) << run.describe().toStdString();
    EXPECT_TRUE(run.err.contains(QStringLiteral("rolled back"))) << run.describe().toStdString();
    EXPECT_EQ(device("pp_od_clk_voltage"), odBefore) << "the 800 MHz minimum that the driver took was put back";
    EXPECT_EQ(device("power_dpm_force_performance_level"), "auto\n");
    QFile journal(dir.path() + QStringLiteral("/state/journal.json"));
    if (journal.open(QIODevice::ReadOnly)) {
        EXPECT_TRUE(QJsonDocument::fromJson(journal.readAll()).object().value(QStringLiteral("entries")).toArray().isEmpty())
            << "nothing is left pending";
    }
}

TEST_F(DriverModelRx7900, DpmLevelSelectionIsReadBackFromTheCurrentLevelAndReverted)
{
    // With the driver's semantics pp_dpm_mclk stays a table and the '*' moves
    // to the highest selected level: the read-back checks that level. The
    // snapshot is every level (the GPU was in "auto"); the level it runs at
    // lies among them, so the revert only has to put "auto" back.
    const FakeSysfsRun run = tuning({QStringLiteral("set"), QStringLiteral("--gpu"), QStringLiteral("0"), QStringLiteral("--mclk-levels"),
                                     QStringLiteral("0,1"), QStringLiteral("--confirm-timeout"), QStringLiteral("60")});
    EXPECT_FALSE(run.crashed) << run.describe().toStdString();
    ASSERT_EQ(run.exitCode, 0) << run.describe().toStdString();
    EXPECT_EQ(device("pp_dpm_mclk"), "0: 96Mhz \n1: 456Mhz *\n2: 772Mhz \n3: 1249Mhz \n");
    EXPECT_TRUE(run.out.contains(QStringLiteral("Memory clock: DPM levels 0,1,2,3 -> DPM levels 0,1 (ok)"))) << run.describe().toStdString();
    const FakeSysfsRun revert = tuning(kRevertGpu0);
    ASSERT_EQ(revert.exitCode, 0) << revert.describe().toStdString();
    EXPECT_EQ(writes(), (std::vector<std::string>{w("power_dpm_force_performance_level", "auto")}));
    EXPECT_EQ(device("power_dpm_force_performance_level"), "auto\n");
}

TEST_F(DriverModelMi210, ClockLockIsReadBackAndRevertRestoresTheExactTable)
{
    const QByteArray odBefore = device("pp_od_clk_voltage");
    const FakeSysfsRun run = tuning(set(QStringLiteral("800:1600")) + kConfirmLater);
    ASSERT_EQ(run.exitCode, 0) << run.describe().toStdString();
    EXPECT_EQ(device("pp_od_clk_voltage"), QByteArray("GFXCLK:\n0: 800Mhz \n1: 1400Mhz *\n2: 1600Mhz \nMCLK:\n0: 400Mhz \n1: 700Mhz \n"
                                                      "2: 1200Mhz \n3: 1600Mhz *\nOD_RANGE:\nSCLK:     500Mhz       1700Mhz\n"));
    const FakeSysfsRun revert = tuning(kRevertGpu0);
    ASSERT_EQ(revert.exitCode, 0) << revert.describe().toStdString();
    EXPECT_EQ(device("pp_od_clk_voltage"), odBefore);
    EXPECT_EQ(device("power_dpm_force_performance_level"), "auto\n");
}

TEST_F(DriverModelMi210, ValueTheDriverRefusesIsRolledBack)
{
    qputenv("ROCMTUNE_FAKE_DRIVER_OD_LIMITS", "SCLK:500:1500");
    const QByteArray odBefore = device("pp_od_clk_voltage");
    const FakeSysfsRun run = tuning(set(QStringLiteral("800:1600")) + kConfirmLater);
    EXPECT_EQ(run.exitCode, 1) << run.describe().toStdString();
    EXPECT_TRUE(run.err.contains(QStringLiteral("refused the GFX clock range 800-1600 MHz"))) << run.describe().toStdString();
    EXPECT_EQ(device("pp_od_clk_voltage"), odBefore);
    EXPECT_EQ(device("power_dpm_force_performance_level"), "auto\n");
}

TEST_F(DriverModelRx7900, PowerCapTheDriverKeepsInWholeWatts)
{
    const FakeSysfsRun run = tuning({QStringLiteral("set"), QStringLiteral("--gpu"), QStringLiteral("0"), QStringLiteral("--power-cap"),
                                     QStringLiteral("350"), QStringLiteral("--power-profile"), QStringLiteral("compute"),
                                     QStringLiteral("--no-confirm")});
    ASSERT_EQ(run.exitCode, 0) << run.describe().toStdString();
    EXPECT_EQ(hwmon("power1_cap"), "350000000\n");
    EXPECT_TRUE(device("pp_power_profile_mode").contains(" 5        COMPUTE*:\n")) << device("pp_power_profile_mode").toStdString();
    EXPECT_TRUE(device("pp_power_profile_mode").contains(" 0 BOOTUP_DEFAULT :\n")) << device("pp_power_profile_mode").toStdString();
}

TEST_F(DriverModelRx7900, RangeAboveTheCurrentOneIsSetMaximumFirst)
{
    // The driver refuses an edit that leaves the minimum above the maximum,
    // and rsmi_dev_clk_range_set writes the minimum first: 2600 MHz above the
    // current 2500 MHz maximum would be EINVAL. So the maximum goes first,
    // bound by bound, each committed.
    const QByteArray odBefore = device("pp_od_clk_voltage");
    const FakeSysfsRun run = tuning(set(QStringLiteral("2600:2900")) + kConfirmLater);
    ASSERT_EQ(run.exitCode, 0) << run.describe().toStdString();
    const std::vector<std::string> seq = writes();
    ASSERT_GE(seq.size(), 7u) << run.describe().toStdString();
    EXPECT_EQ(std::vector<std::string>(seq.begin() + 1, seq.begin() + 7),
              (std::vector<std::string>{w("power_dpm_force_performance_level", "manual"), w("pp_od_clk_voltage", "s 1 2900\n"),
                                        w("pp_od_clk_voltage", "c"), w("power_dpm_force_performance_level", "manual"),
                                        w("pp_od_clk_voltage", "s 0 2600\n"), w("pp_od_clk_voltage", "c")}))
        << run.describe().toStdString();
    EXPECT_TRUE(device("pp_od_clk_voltage").startsWith("OD_SCLK:\n0: 2600Mhz\n1: 2900Mhz\n")) << device("pp_od_clk_voltage").toStdString();
    // The GPU now runs inside the locked range: the fine-grained table shows
    // the current clock raised to 2600 MHz between the DPM table's levels.
    EXPECT_EQ(device("pp_dpm_sclk"), "0: 500Mhz\n1: 2600Mhz *\n2: 2526Mhz\n");
    const FakeSysfsRun revert = tuning(kRevertGpu0);
    ASSERT_EQ(revert.exitCode, 0) << revert.describe().toStdString();
    EXPECT_EQ(device("pp_od_clk_voltage"), odBefore);
    EXPECT_EQ(device("pp_dpm_sclk"), "0: 500Mhz\n1: 2500Mhz *\n2: 2526Mhz\n") << "back inside 500-2500 MHz";
}
