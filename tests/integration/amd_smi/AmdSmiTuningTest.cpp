// SPDX-License-Identifier: GPL-3.0-or-later
// rocmtune-cli tuning through Debian 13's libamd_smi (--backend amd-smi) on
// fake trees, with the same transaction and safety rules as the rocm-smi
// backend: exact bytes in the driver files (the LD_PRELOAD recorder of
// tests/tuning/integration), revert, refusals that write nothing, a value the
// driver refuses rolled back.
#include "TuningSysfsFixture.h"

using namespace rocmtune::testing;

namespace {

class AmdSmiTuning : public TuningSysfs
{
protected:
    FakeSysfsRun amdSmi(const QStringList &args)
    {
        QFile::remove(log);
        FakeSysfsRun run = runCli(tree, QStringList{QStringLiteral("tuning")} + args + QStringList{QStringLiteral("--backend"), QStringLiteral("amd-smi")});
        EXPECT_NE(run.exitCode, 125) << "the fake sysfs namespace could not be set up: " << run.describe().toStdString();
        EXPECT_FALSE(run.crashed) << run.describe().toStdString();
        return run;
    }
    static QStringList set(const QStringList &args)
    {
        return QStringList{QStringLiteral("set"), QStringLiteral("--gpu"), QStringLiteral("0")} + args;
    }
};

class AmdSmiDriverModel : public AmdSmiTuning
{
protected:
    void SetUp() override
    {
        AmdSmiTuning::SetUp();
        qputenv("ROCMTUNE_FAKE_DRIVER", "1");
    }
};

const QStringList kRevert{QStringLiteral("revert"), QStringLiteral("--gpu"), QStringLiteral("0")};
const QStringList kConfirmLater{QStringLiteral("--confirm-timeout"), QStringLiteral("60")};

} // namespace

TEST_F(AmdSmiTuning, ShowOffersTheControlsOfTheCardWithTheDriversLimits)
{
    const FakeSysfsRun run = amdSmi({QStringLiteral("show"), QStringLiteral("--gpu"), QStringLiteral("0"), QStringLiteral("--json")});
    ASSERT_EQ(run.exitCode, 0) << run.describe().toStdString();
    const QJsonObject o = QJsonDocument::fromJson(run.out.toUtf8()).object();
    const QString text = QString::fromUtf8(QJsonDocument(o).toJson(QJsonDocument::Compact));
    EXPECT_TRUE(text.contains(QStringLiteral("361"))) << "the cap maximum, 361 W: " << text.toStdString();
    EXPECT_TRUE(text.contains(QStringLiteral("3000"))) << "OD_RANGE's SCLK maximum: " << text.toStdString();
    EXPECT_TRUE(text.contains(QStringLiteral("COMPUTE"))) << "the power profiles: " << text.toStdString();
    EXPECT_TRUE(writes().empty());
}

TEST_F(AmdSmiTuning, PowerCapAndPerfLevelLandExactlyAndRevertRestoresThem)
{
    const QByteArray capBefore = hwmon("power1_cap"), levelBefore = device("power_dpm_force_performance_level");
    const FakeSysfsRun run = amdSmi(set({QStringLiteral("--power-cap"), QStringLiteral("350"), QStringLiteral("--perf-level"), QStringLiteral("high")})
                                     + kConfirmLater);
    ASSERT_EQ(run.exitCode, 0) << run.describe().toStdString();
    // The fixed order of the transaction: power cap, then a non-manual level last.
    EXPECT_EQ(writes(), (std::vector<std::string>{w("power1_cap", "350000000"), w("power_dpm_force_performance_level", "high")}));
    EXPECT_EQ(hwmon("power1_cap"), "350000000");
    EXPECT_EQ(device("power_dpm_force_performance_level"), "high");

    const FakeSysfsRun revert = amdSmi(kRevert);
    ASSERT_EQ(revert.exitCode, 0) << revert.describe().toStdString();
    EXPECT_EQ(writes(), (std::vector<std::string>{w("power1_cap", "327000000"), w("power_dpm_force_performance_level", "auto")}));
    EXPECT_EQ(hwmon("power1_cap") + "\n", capBefore);
    EXPECT_EQ(device("power_dpm_force_performance_level") + "\n", levelBefore);
}

TEST_F(AmdSmiTuning, OverdriveIsRefusedBecauseTheLibraryDoesNotReadItHere)
{
    // 6.1.2's amdsmi_get_gpu_overdrive_level answers NOT_SUPPORTED on this
    // RDNA3 tree although pp_sclk_od exists: the control is not offered and a
    // request for it writes nothing.
    const QMap<QString, QByteArray> before = snapshot();
    const FakeSysfsRun run = amdSmi(set({QStringLiteral("--overdrive"), QStringLiteral("5"), QStringLiteral("--no-confirm")}));
    EXPECT_NE(run.exitCode, 0) << run.describe().toStdString();
    EXPECT_TRUE(writes().empty()) << run.describe().toStdString();
    EXPECT_EQ(snapshot(), before);
}

TEST_F(AmdSmiTuning, RefusedRequestWritesNothingAnywhereInTheTree)
{
    const QMap<QString, QByteArray> before = snapshot();
    const FakeSysfsRun run = amdSmi(set({QStringLiteral("--power-cap"), QStringLiteral("362"), QStringLiteral("--sclk-range"), QStringLiteral("500:3001"),
                                         QStringLiteral("--no-confirm")}));
    EXPECT_EQ(run.exitCode, 3) << run.describe().toStdString();
    EXPECT_TRUE(run.err.contains(QStringLiteral("above the driver maximum of 361 W by 1 W"))) << run.describe().toStdString();
    EXPECT_TRUE(run.err.contains(QStringLiteral("OD_RANGE 500-3000 MHz) by 1 MHz"))) << run.describe().toStdString();
    EXPECT_TRUE(writes().empty());
    EXPECT_EQ(snapshot(), before);
}

TEST_F(AmdSmiTuning, PowerProfileIsWrittenAsTheDriversIndex)
{
    const FakeSysfsRun run = amdSmi(set({QStringLiteral("--power-profile"), QStringLiteral("compute"), QStringLiteral("--no-confirm")}));
    ASSERT_EQ(run.exitCode, 0) << run.describe().toStdString();
    const std::vector<std::string> seq = writes();
    ASSERT_FALSE(seq.empty()) << run.describe().toStdString();
    EXPECT_NE(std::find(seq.begin(), seq.end(), w("pp_power_profile_mode", "5")), seq.end()) << run.describe().toStdString();
}

TEST_F(AmdSmiDriverModel, ClockLockIsReadBackAndRevertRestoresTheExactTable)
{
    const QMap<QString, QByteArray> before = snapshot();
    const QByteArray odBefore = device("pp_od_clk_voltage");
    const FakeSysfsRun run = amdSmi(set({QStringLiteral("--sclk-range"), QStringLiteral("800:2700")}) + kConfirmLater);
    ASSERT_EQ(run.exitCode, 0) << run.describe().toStdString();
    const std::vector<std::string> seq = writes();
    EXPECT_NE(std::find(seq.begin(), seq.end(), w("pp_od_clk_voltage", "s 0 800\n")), seq.end()) << run.describe().toStdString();
    EXPECT_NE(std::find(seq.begin(), seq.end(), w("pp_od_clk_voltage", "s 1 2700\n")), seq.end()) << run.describe().toStdString();
    EXPECT_TRUE(device("pp_od_clk_voltage").startsWith("OD_SCLK:\n0: 800Mhz\n1: 2700Mhz\n")) << device("pp_od_clk_voltage").toStdString();

    const FakeSysfsRun revert = amdSmi(kRevert);
    ASSERT_EQ(revert.exitCode, 0) << revert.describe().toStdString();
    EXPECT_EQ(device("pp_od_clk_voltage"), odBefore);
    EXPECT_EQ(device("power_dpm_force_performance_level"), "auto\n");
    QMap<QString, QByteArray> after = snapshot();
    after.remove(tree.deviceDir(0) + QStringLiteral("/.pp_od_clk_voltage.boot"));
    EXPECT_EQ(after, before);
}

TEST_F(AmdSmiDriverModel, ValueTheDriverRefusesIsRolledBackWithAClearError)
{
    qputenv("ROCMTUNE_FAKE_DRIVER_OD_LIMITS", "SCLK:500:2600");
    const QByteArray odBefore = device("pp_od_clk_voltage");
    const FakeSysfsRun run = amdSmi(set({QStringLiteral("--sclk-range"), QStringLiteral("800:2700")}) + kConfirmLater);
    EXPECT_EQ(run.exitCode, 1) << run.describe().toStdString();
    EXPECT_TRUE(run.err.contains(QStringLiteral("rolled back"))) << run.describe().toStdString();
    EXPECT_EQ(device("pp_od_clk_voltage"), odBefore) << "the 800 MHz minimum that the driver took was put back";
    EXPECT_EQ(device("power_dpm_force_performance_level"), "auto\n");
}

TEST_F(AmdSmiTuning, FailingWriteIsReportedAndNothingElseIsTouched)
{
    // The power cap write fails with EIO (the fake file is already truncated
    // by the open): the transaction must fail with a clear error, and no
    // other driver file may change.
    qputenv("ROCMTUNE_WRITE_FAIL", "power1_cap");
    QMap<QString, QByteArray> before = snapshot();
    const FakeSysfsRun run = amdSmi(set({QStringLiteral("--power-cap"), QStringLiteral("340"), QStringLiteral("--no-confirm")}));
    EXPECT_EQ(run.exitCode, 1) << run.describe().toStdString();
    const std::vector<std::string> seq = writes();
    ASSERT_FALSE(seq.empty()) << run.describe().toStdString();
    EXPECT_EQ(seq.front(), w("power1_cap", "340000000")) << run.describe().toStdString();
    EXPECT_TRUE(run.err.contains(QStringLiteral("power cap 340 W"))) << run.describe().toStdString();
    QMap<QString, QByteArray> after = snapshot();
    const QString cap = tree.hwmonDir(0) + QStringLiteral("/power1_cap");
    before.remove(cap);
    after.remove(cap);
    EXPECT_EQ(after, before);
}
