// SPDX-License-Identifier: GPL-3.0-or-later
// rocmtune-cli tuning through Debian 13's libamd_smi (--backend amd-smi) on
// fake trees, with the same transaction and safety rules as the rocm-smi
// backend: exact bytes in the driver files (the LD_PRELOAD recorder of
// tests/tuning/integration), revert, refusals that write nothing, a value the
// driver refuses rolled back.
#include "tests/tuning/integration/TuningSysfsFixture.h"

#include <QFile>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>

using namespace rocmtune::testing;

namespace {

class AmdSmiTuning : public TuningSysfs
{
protected:
    // libamd_smi 6.1.2 refuses every setter (NOT_SUPPORTED, before any
    // file is touched) when /proc/cpuinfo has the "hypervisor" flag
    // (amd::smi::is_vm_guest). CI runs in VMs: the namespace shows this
    // machine's cpuinfo without that flag, as on bare metal.
    void SetUp() override
    {
        TuningSysfs::SetUp();
        QFile real(QStringLiteral("/proc/cpuinfo"));
        ASSERT_TRUE(real.open(QIODevice::ReadOnly));
        QFile bare(dir.path() + QStringLiteral("/cpuinfo"));
        ASSERT_TRUE(bare.open(QIODevice::WriteOnly));
        bare.write(real.readAll().replace(" hypervisor", ""));
        bare.close();
        qputenv("ROCMTUNE_FAKE_CPUINFO", bare.fileName().toUtf8());
    }
    void TearDown() override
    {
        qunsetenv("ROCMTUNE_FAKE_CPUINFO");
        TuningSysfs::TearDown();
    }

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
    // The transaction's fixed order: power cap, then a non-manual level last.
    EXPECT_EQ(writes(), (std::vector<std::string>{w("power1_cap", "350000000"), w("power_dpm_force_performance_level", "high")}));
    EXPECT_EQ(hwmon("power1_cap"), "350000000");
    EXPECT_EQ(device("power_dpm_force_performance_level"), "high");

    const FakeSysfsRun revert = amdSmi(kRevert);
    ASSERT_EQ(revert.exitCode, 0) << revert.describe().toStdString();
    EXPECT_EQ(writes(), (std::vector<std::string>{w("power1_cap", "327000000"), w("power_dpm_force_performance_level", "auto")}));
    EXPECT_EQ(hwmon("power1_cap") + "\n", capBefore);
    EXPECT_EQ(device("power_dpm_force_performance_level") + "\n", levelBefore);
}

TEST_F(AmdSmiTuning, InAVirtualMachineTheLibraryRefusesAndNothingIsWritten)
{
    qunsetenv("ROCMTUNE_FAKE_CPUINFO");
    QFile cpuinfo(QStringLiteral("/proc/cpuinfo"));
    ASSERT_TRUE(cpuinfo.open(QIODevice::ReadOnly));
    const bool vm = cpuinfo.readAll().contains(" hypervisor");
    const QMap<QString, QByteArray> before = snapshot();
    const FakeSysfsRun run = amdSmi(set({QStringLiteral("--power-cap"), QStringLiteral("350"), QStringLiteral("--no-confirm")}));
    if (vm) {
        EXPECT_EQ(run.exitCode, 1) << run.describe().toStdString();
        EXPECT_TRUE(run.err.contains(QStringLiteral("NOT_SUPPORTED"))) << run.describe().toStdString();
        EXPECT_TRUE(run.err.contains(QStringLiteral("rolled back"))) << run.describe().toStdString();
        EXPECT_TRUE(writes().empty()) << run.describe().toStdString();
        EXPECT_EQ(snapshot(), before);
    } else {
        // On bare metal the same request lands.
        EXPECT_EQ(run.exitCode, 0) << run.describe().toStdString();
        EXPECT_EQ(writes(), (std::vector<std::string>{w("power1_cap", "350000000")}));
    }
}

TEST_F(AmdSmiTuning, OverdriveLandsExactly)
{
    // (In a VM guest 6.1.2 does not even read pp_sclk_od: is_vm_guest.)
    const FakeSysfsRun run = amdSmi(set({QStringLiteral("--overdrive"), QStringLiteral("5"), QStringLiteral("--no-confirm")}));
    ASSERT_EQ(run.exitCode, 0) << run.describe().toStdString();
    EXPECT_EQ(writes(), (std::vector<std::string>{w("pp_sclk_od", "5")}));
    EXPECT_EQ(device("pp_sclk_od"), "5");
}

TEST_F(AmdSmiTuning, RefusedRequestWritesNothingAnywhereInTheTree)
{
    const QMap<QString, QByteArray> before = snapshot();
    const FakeSysfsRun run = amdSmi(set({QStringLiteral("--power-cap"), QStringLiteral("362"), QStringLiteral("--sclk-range"), QStringLiteral("500:3001"),
                                         QStringLiteral("--no-confirm")}));
    EXPECT_EQ(run.exitCode, 3) << run.describe().toStdString();
    EXPECT_TRUE(run.err.contains(QStringLiteral("above the driver maximum of 361 W by 1 W"))) << run.describe().toStdString();
    EXPECT_TRUE(run.err.contains(QStringLiteral("the range the driver allows (500-3000 MHz) by 1 MHz"))) << run.describe().toStdString();
    EXPECT_TRUE(writes().empty());
    EXPECT_EQ(snapshot(), before);
}

TEST_F(AmdSmiTuning, PowerProfileIsWrittenAsTheDriversIndexAndAFileThatDoesNotTakeItIsRolledBack)
{
    // The library switches to the manual level, then writes the profile's
    // index. The plain fake file then holds "5", which no parser reads as a
    // profile table: the read-back must fail and everything be put back.
    const QByteArray levelBefore = device("power_dpm_force_performance_level");
    const FakeSysfsRun run = amdSmi(set({QStringLiteral("--power-profile"), QStringLiteral("compute"), QStringLiteral("--no-confirm")}));
    EXPECT_EQ(run.exitCode, 1) << run.describe().toStdString();
    const std::vector<std::string> seq = writes();
    ASSERT_GE(seq.size(), 2u) << run.describe().toStdString();
    EXPECT_EQ(std::vector<std::string>(seq.begin(), seq.begin() + 2),
              (std::vector<std::string>{w("power_dpm_force_performance_level", "manual"), w("pp_power_profile_mode", "5")}))
        << run.describe().toStdString();
    EXPECT_TRUE(run.err.contains(QStringLiteral("read-back failed (Power profile: Compute)"))) << run.describe().toStdString();
    EXPECT_EQ(device("power_dpm_force_performance_level") + "\n", levelBefore) << "auto again (the driver adds the newline when read)";
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
    EXPECT_TRUE(run.err.contains(QStringLiteral("refused the GFX clock range 800-2700 MHz"))) << run.describe().toStdString();
    EXPECT_TRUE(run.err.contains(QStringLiteral("rolled back"))) << run.describe().toStdString();
    EXPECT_EQ(device("pp_od_clk_voltage"), odBefore) << "the 800 MHz minimum that the driver took was put back";
    EXPECT_EQ(device("power_dpm_force_performance_level"), "auto\n");
}

// The driver's standalone values: AMD SMI has no call for them, and says so;
// the RX 7900 XTX's table has the voltage offset's section (RDNA3) but not
// RDNA4's clock offset: that one is marked of another generation, as the
// driver-file backends mark it (the Tuning view leaves it out).
TEST_F(AmdSmiTuning, DriverValuesSayWhyAndAnotherGenerationsIsMarked)
{
    const FakeSysfsRun show = amdSmi({QStringLiteral("show"), QStringLiteral("--gpu"), QStringLiteral("0"), QStringLiteral("--json")});
    ASSERT_EQ(show.exitCode, 0) << show.describe().toStdString();
    const QJsonObject controls = QJsonDocument::fromJson(show.out.toUtf8()).object().value(QStringLiteral("controls")).toObject();
    const QJsonObject unsupported = controls.value(QStringLiteral("unsupported")).toObject();
    for (const char *key : {"voltage_offset", "gfx_clock_offset"})
        EXPECT_TRUE(unsupported.value(QLatin1String(key)).toString().startsWith(QStringLiteral("AMD SMI has no call for this setting")))
            << key << ": " << show.out.toStdString();
    EXPECT_EQ(controls.value(QStringLiteral("not_of_this_generation")).toArray(), QJsonArray{QStringLiteral("gfx_clock_offset")})
        << show.out.toStdString();
    EXPECT_TRUE(writes().empty());
}

// The RX 580 (smu7) keeps one "<state>: <MHz> <mV>" line per DPM state in
// pp_od_clk_voltage. "s 0 MIN" / "s 1 MAX", the min/max range commands of
// newer cards, would rewrite states 0 and 1 there: through AMD SMI, as through
// ROCm SMI (RocmSmiRx580Test), the range is not offered and never written,
// while the DPM levels stay selectable.
class AmdSmiRx580Tuning : public AmdSmiTuning
{
protected:
    void addCards() override { tree.addCard(FakeCardSpec::radeonRx580()); }
};

TEST_F(AmdSmiRx580Tuning, PerStateClockTableOffersLevelsButNoRange)
{
    const FakeSysfsRun show = amdSmi({QStringLiteral("show"), QStringLiteral("--gpu"), QStringLiteral("0"), QStringLiteral("--json")});
    ASSERT_EQ(show.exitCode, 0) << show.describe().toStdString();
    const QJsonObject controls = QJsonDocument::fromJson(show.out.toUtf8()).object().value(QStringLiteral("controls")).toObject();
    for (const char *key : {"sclk_range", "mclk_range"}) {
        const QJsonObject c = controls.value(QLatin1String(key)).toObject();
        ASSERT_FALSE(c.isEmpty()) << key << ": " << show.out.toStdString();
        EXPECT_FALSE(c.value(QStringLiteral("range_settable")).toBool(true)) << key << ": " << show.out.toStdString();
    }
    EXPECT_TRUE(controls.value(QStringLiteral("sclk_range")).toObject().value(QStringLiteral("level_mask_settable")).toBool())
        << show.out.toStdString();
    EXPECT_TRUE(writes().empty());
}

TEST_F(AmdSmiRx580Tuning, ClockRangeIsRefusedAndTheStateTableNeverWritten)
{
    const QByteArray odBefore = device("pp_od_clk_voltage");
    for (const char *option : {"--sclk-range", "--mclk-range"}) {
        const FakeSysfsRun run = amdSmi(set({QLatin1String(option), QStringLiteral("300:1300")}) + kConfirmLater);
        EXPECT_NE(run.exitCode, 0) << option << ": " << run.describe().toStdString();
        for (const std::string &write : writes())
            EXPECT_EQ(write.find("pp_od_clk_voltage"), std::string::npos) << option << ": " << write;
    }
    EXPECT_EQ(device("pp_od_clk_voltage"), odBefore);
}
